/**
 * Price display rules of SPEC §5. Pure functions used by package cards, the
 * package page, structured data and the emails.
 */
import { priceBasisLabel } from "./price-basis.ts";
import { RESIDENCY_TIER_FLAG, type InquiryResidency } from "./residency.ts";
import { groupDigits } from "./formatting.ts";

export const PRICE_ON_REQUEST = "Price on Request";
export const CONTACT_FOR_PRICING = "Contact for Pricing";
export const SELECT_A_TIER = "Select a package tier";

export interface PricedTier {
  price_kshs?: number | string | null;
  price_usd?: number | string | null;
  price_basis?: string | null;
  for_residents?: boolean;
  for_east_africans?: boolean;
  for_non_residents?: boolean;
}

export interface PricedPackage {
  dynamic_price?: number | string | null;
  dynamic_currency?: string | null;
  dynamic_price_was?: number | string | null;
  dynamic_price_basis?: string | null;
  is_deal?: boolean;
  min_price_display?: string | number | null;
  tiers?: readonly PricedTier[] | null;
  /** From-prices by the price function, per tier and residency (decision 0034); empty without rates. */
  rate_from_prices?: readonly RateFrom[] | null;
}

export interface RateFrom {
  residency: InquiryResidency;
  currency: "KES" | "USD";
  amount_minor: number;
}

/**
 * The lowest rate from-price: for a residency, in its currency (USD for international visitors,
 * else KES) when it has one; without a residency, the lowest in KES, else in USD (SPEC §5's order).
 * Whole major units rounded up, so a from-price never promises less than the price function asks.
 */
export function rateFromPrice(list: readonly RateFrom[] | null | undefined, residency?: InquiryResidency): { amount: number; currency: "KES" | "USD" } | null {
  if (!list?.length) return null;
  const candidates = residency ? list.filter((f) => f.residency === residency) : list;
  const order = residency === "non_residents" ? (["USD", "KES"] as const) : (["KES", "USD"] as const);
  for (const currency of order) {
    let lowest: number | null = null;
    for (const f of candidates) if (f.currency === currency && (lowest === null || f.amount_minor < lowest)) lowest = f.amount_minor;
    if (lowest !== null) return { amount: Math.ceil(lowest / 100), currency };
  }
  return null;
}

function toAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** "KES 45,000" or "USD 1,250"; Price on Request when amount or currency is missing. */
export function formatPrice(amount: unknown, currency: string | null | undefined): string {
  const n = toAmount(amount);
  if (n === null || !currency) return PRICE_ON_REQUEST;
  const code = currency.toUpperCase() === "KES" ? "KES" : "USD";
  return `${code} ${groupDigits(n)}`;
}

export interface FromPrice {
  text: string;
  amount: number | null;
  currency: "KES" | "USD" | null;
  /** Words beside the price (domain/price-basis.ts); null for a text price or Price on Request. */
  basis: string | null;
}

/**
 * From-price order: dynamic, min_price_display, the rate model's from-price when the package has
 * rates (decision 0034), lowest KES tier, lowest USD tier, else Price on Request. A residency picks
 * that residency's rate from-price (the package page); lists pass none.
 */
export function fromPrice(pkg: PricedPackage, residency?: InquiryResidency): FromPrice {
  const dynamic = toAmount(pkg.dynamic_price);
  if (dynamic !== null && pkg.dynamic_currency) {
    const currency = pkg.dynamic_currency.toUpperCase() === "KES" ? "KES" : "USD";
    return { text: formatPrice(dynamic, currency), amount: dynamic, currency, basis: priceBasisLabel(pkg.dynamic_price_basis) };
  }
  if (pkg.min_price_display !== null && pkg.min_price_display !== undefined && `${pkg.min_price_display}`.trim()) {
    return { text: `${pkg.min_price_display}`.trim(), amount: null, currency: null, basis: null };
  }
  const rated = rateFromPrice(pkg.rate_from_prices, residency);
  if (rated) return { text: formatPrice(rated.amount, rated.currency), amount: rated.amount, currency: rated.currency, basis: priceBasisLabel("per_person_sharing") };
  const tiers = pkg.tiers ?? [];
  const lowest = (pick: (t: PricedTier) => unknown) =>
    tiers
      .map((t) => ({ amount: toAmount(pick(t)), tier: t }))
      .filter((x): x is { amount: number; tier: PricedTier } => x.amount !== null)
      .sort((a, b) => a.amount - b.amount)[0];
  const kes = lowest((t) => t.price_kshs);
  if (kes !== undefined) return { text: formatPrice(kes.amount, "KES"), amount: kes.amount, currency: "KES", basis: priceBasisLabel(kes.tier.price_basis) };
  const usd = lowest((t) => t.price_usd);
  if (usd !== undefined) return { text: formatPrice(usd.amount, "USD"), amount: usd.amount, currency: "USD", basis: priceBasisLabel(usd.tier.price_basis) };
  return { text: PRICE_ON_REQUEST, amount: null, currency: null, basis: null };
}

export interface DealPrice {
  /** "KES 35,900" */
  text: string;
  /** "KES 38,000", the price the deal replaces, or null when the package names none. */
  wasText: string | null;
  basis: string;
}

/**
 * A deal's price and the price it replaces (decision 0023), one function for the cards and the
 * package page so the two always agree. Null unless the package is a deal with a deal price.
 */
export function dealPrice(pkg: PricedPackage): DealPrice | null {
  const amount = toAmount(pkg.dynamic_price);
  if (!pkg.is_deal || amount === null || !pkg.dynamic_currency) return null;
  const was = toAmount(pkg.dynamic_price_was);
  return {
    text: formatPrice(amount, pkg.dynamic_currency),
    wasText: was !== null && was > amount ? formatPrice(was, pkg.dynamic_currency) : null,
    basis: priceBasisLabel(pkg.dynamic_price_basis),
  };
}

/** Tier price: non-residents prefer USD, everyone else KES; Contact for Pricing without a price. */
export function tierPrice(tier: PricedTier | null | undefined, residency: InquiryResidency): string {
  if (!tier) return SELECT_A_TIER;
  const kes = toAmount(tier.price_kshs);
  const usd = toAmount(tier.price_usd);
  if (residency === "non_residents") {
    if (usd !== null) return formatPrice(usd, "USD");
    if (kes !== null) return formatPrice(kes, "KES");
  } else {
    if (kes !== null) return formatPrice(kes, "KES");
    if (usd !== null) return formatPrice(usd, "USD");
  }
  return CONTACT_FOR_PRICING;
}

/** Tiers shown for a residency: those flagged for it, or every tier when none is. */
export function tiersForResidency<T extends PricedTier>(tiers: readonly T[], residency: InquiryResidency): T[] {
  const flag = RESIDENCY_TIER_FLAG[residency];
  const matching = tiers.filter((t) => t[flag] === true);
  return matching.length > 0 ? matching : [...tiers];
}
