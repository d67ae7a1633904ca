/**
 * Price display rules of SPEC §5. Pure functions used by package cards, the
 * package page, structured data and the emails.
 */
import { afterDealMajor, dealOf, type DealFields } from "./deal.ts";
import { priceBasisLabel } from "./price-basis.ts";
import { DEFAULT_INQUIRY_RESIDENCY, RESIDENCY_TIER_FLAG, type InquiryResidency } from "./residency.ts";
import type { Locale } from "./locales.ts";
import { formatAmount } from "./formatting.ts";

export const PRICE_ON_REQUEST = "Price on Request";
export const CONTACT_FOR_PRICING = "Contact for Pricing";
export const SELECT_A_TIER = "Select a package tier";

export interface PricedTier {
  id?: number;
  price_kshs?: number | string | null;
  price_usd?: number | string | null;
  price_basis?: string | null;
  for_residents?: boolean;
  for_east_africans?: boolean;
  for_non_residents?: boolean;
}

export interface PricedPackage extends DealFields {
  min_price_display?: string | number | null;
  tiers?: readonly PricedTier[] | null;
  /** From-prices by the price function, per tier and residency (decision 0034); empty without rates. */
  rate_from_prices?: readonly RateFrom[] | null;
  /** "rates" when the package has rates: then only they price it (decision 0045). */
  price_source?: "rates" | "tiers";
}

export interface RateFrom {
  tier_id?: number;
  residency: InquiryResidency;
  currency: "KES" | "USD";
  amount_minor: number;
  was_amount_minor?: number | null;
  deal_percent?: number | null;
}

function toAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * "KES 45,000" or "USD 1,250" (rounded to whole units), in `locale`'s way ("45.000 KES" in German,
 * domain/rates/money.ts); Price on Request when amount or currency is missing.
 */
export function formatPrice(amount: unknown, currency: string | null | undefined, locale?: Locale): string {
  const n = toAmount(amount);
  if (n === null || !currency) return PRICE_ON_REQUEST;
  const code = currency.toUpperCase() === "KES" ? "KES" : "USD";
  return formatAmount(Math.round(n) * 100, code, locale);
}

/**
 * THE price a traveller sees for a tier or a package (issue 24 item 4, decision 0045): from the
 * rates when the package has them (the price function's from-price, per person, 2 sharing), else
 * from the tier prices; a current deal rule already applied, with the price before it. Whole units.
 */
export interface ShownPrice {
  amount: number;
  currency: "KES" | "USD";
  /** "KES 44,200" */
  text: string;
  /** Words beside the price (domain/price-basis.ts). */
  basis: string;
  /** The price before the deal, when a deal lowers this one; else null. */
  was: number | null;
  wasText: string | null;
  /** The deal's percentage when `was` is set. */
  percent: number | null;
  tierId: number | null;
  source: "rates" | "tiers";
}

/** Whole major units, rounded up: a shown price never promises less than the price function asks. */
const majorUp = (minor: number) => Math.ceil(minor / 100);

function shown(amount: number, currency: "KES" | "USD", basis: string, was: number | null, percent: number | null, tierId: number | null, source: ShownPrice["source"], locale?: Locale): ShownPrice {
  const discounted = was !== null && was > amount;
  return {
    amount,
    currency,
    text: formatPrice(amount, currency, locale),
    basis,
    was: discounted ? was : null,
    wasText: discounted ? formatPrice(was, currency, locale) : null,
    percent: discounted ? percent : null,
    tierId,
    source,
  };
}

/** True when the package's prices come from its rates (decision 0045): then tier prices are not shown. */
export function pricedByRates(pkg: PricedPackage): boolean {
  return pkg.price_source ? pkg.price_source === "rates" : Boolean(pkg.rate_from_prices?.length);
}

/** A tier's shown price for a residency, or null (Contact for Pricing); its texts in `locale`'s way. */
export function tierShownPrice(pkg: PricedPackage, tier: PricedTier, residency: InquiryResidency, locale?: Locale): ShownPrice | null {
  if (pricedByRates(pkg)) {
    const f = pkg.rate_from_prices?.find((x) => x.tier_id === tier.id && x.residency === residency);
    if (!f) return null;
    const was = f.was_amount_minor ? majorUp(f.was_amount_minor) : null;
    return shown(majorUp(f.amount_minor), f.currency, RATE_FROM_BASIS, was, f.deal_percent ?? null, tier.id ?? null, "rates", locale);
  }
  const kes = toAmount(tier.price_kshs);
  const usd = toAmount(tier.price_usd);
  const pick =
    residency === "non_residents"
      ? usd !== null ? { amount: usd, currency: "USD" as const } : kes !== null ? { amount: kes, currency: "KES" as const } : null
      : kes !== null ? { amount: kes, currency: "KES" as const } : usd !== null ? { amount: usd, currency: "USD" as const } : null;
  if (!pick) return null;
  const deal = dealOf(pkg);
  const amount = deal ? afterDealMajor(pick.amount, deal.percent) : pick.amount;
  return shown(amount, pick.currency, priceBasisLabel(tier.price_basis), deal ? pick.amount : null, deal?.percent ?? null, tier.id ?? null, "tiers", locale);
}

/** What a rate from-price is for, beside it everywhere (cards, tier cards, sticky bar). */
export const RATE_FROM_BASIS = "per person sharing";

/**
 * The package's from-price for a residency: the lowest shown price among the tiers that residency
 * sees, in the residency's currency (USD for international visitors, else KES) whenever any tier
 * prices in it, so one residency never mixes currencies across cards.
 */
export function packageShownPrice(pkg: PricedPackage, residency: InquiryResidency = DEFAULT_INQUIRY_RESIDENCY, locale?: Locale): ShownPrice | null {
  const prices = tiersForResidency(pkg.tiers ?? [], residency)
    .map((t) => tierShownPrice(pkg, t, residency, locale))
    .filter((p): p is ShownPrice => p !== null);
  const preferred = residency === "non_residents" ? "USD" : "KES";
  const inPreferred = prices.filter((p) => p.currency === preferred);
  const pool = inPreferred.length ? inPreferred : prices;
  return pool.sort((a, b) => a.amount - b.amount)[0] ?? null;
}

export interface FromPrice {
  text: string;
  amount: number | null;
  currency: "KES" | "USD" | null;
  /** Words beside the price (domain/price-basis.ts); null for a text price or Price on Request. */
  basis: string | null;
}

/**
 * The from-price (SPEC §5, decision 0045): the package's shown price for the residency (rates or
 * tiers, deal applied); only a package with no price at all falls back to min_price_display's text,
 * then Price on Request. A typed text never outranks a price the package actually has.
 */
export function fromPrice(pkg: PricedPackage, residency?: InquiryResidency, locale?: Locale): FromPrice {
  const p = packageShownPrice(pkg, residency, locale);
  if (p) return { text: p.text, amount: p.amount, currency: p.currency, basis: p.basis };
  if (pkg.min_price_display !== null && pkg.min_price_display !== undefined && `${pkg.min_price_display}`.trim()) {
    return { text: `${pkg.min_price_display}`.trim(), amount: null, currency: null, basis: null };
  }
  return { text: PRICE_ON_REQUEST, amount: null, currency: null, basis: null };
}

export interface DealPrice {
  /** "KES 35,900" */
  text: string;
  /** "KES 38,000", the price the deal replaces. */
  wasText: string | null;
  basis: string;
  /** The rule's percentage: "Save 15%". */
  percent: number;
}

/**
 * A deal's price beside the price it replaces: the package's from-price for the residency when the
 * deal rule lowers it (decision 0045). One function for cards, the package page and the API.
 */
export function dealPrice(pkg: PricedPackage, residency?: InquiryResidency, locale?: Locale): DealPrice | null {
  if (!dealOf(pkg)) return null;
  const p = packageShownPrice(pkg, residency, locale);
  if (!p || p.was === null || p.percent === null) return null;
  return { text: p.text, wasText: p.wasText, basis: p.basis, percent: p.percent };
}

/** Tier price: non-residents prefer USD, everyone else KES; Contact for Pricing without a price. */
export function tierPrice(tier: PricedTier | null | undefined, residency: InquiryResidency, locale?: Locale): string {
  if (!tier) return SELECT_A_TIER;
  const kes = toAmount(tier.price_kshs);
  const usd = toAmount(tier.price_usd);
  if (residency === "non_residents") {
    if (usd !== null) return formatPrice(usd, "USD", locale);
    if (kes !== null) return formatPrice(kes, "KES", locale);
  } else {
    if (kes !== null) return formatPrice(kes, "KES", locale);
    if (usd !== null) return formatPrice(usd, "USD", locale);
  }
  return CONTACT_FOR_PRICING;
}

/** Tiers shown for a residency: those flagged for it, or every tier when none is. */
export function tiersForResidency<T extends PricedTier>(tiers: readonly T[], residency: InquiryResidency): T[] {
  const flag = RESIDENCY_TIER_FLAG[residency];
  const matching = tiers.filter((t) => t[flag] === true);
  return matching.length > 0 ? matching : [...tiers];
}
