/**
 * A deal is a discount RULE on a package (issue 24 item 4, decision 0045), never a second typed
 * price: a whole percentage off, optionally only for departures in a window. Every price a traveller
 * sees (card, package page, JSON-LD, sticky bar, the price for a party) is the package's own price
 * (its rates, else its tiers) with this rule applied, so raising a tier price moves the deal price.
 *
 * Discounts are rounded to whole currency units, halves up, on each unit price (a per-adult night,
 * a child's night, a group's night, a tier price): a per-person deal price times the party is then
 * exactly the party's deal total. Integer arithmetic only.
 */
import type { PriceResult } from "./rates/types.ts";

export const DEAL_PERCENT_MIN = 1;
export const DEAL_PERCENT_MAX = 90;

export interface DealRule {
  /** Whole percent off, 1-90. */
  percent: number;
  /** First departure (first night) the deal is for, "YYYY-MM-DD", or null: from now on. */
  startsOn: string | null;
  /** Last departure the deal is for, or null: open-ended. */
  endsOn: string | null;
}

/** What the package row / API carries (decision 0045). */
export interface DealFields {
  is_deal?: boolean;
  deal?: { percent: number; starts_on: string | null; ends_on: string | null } | null;
}

/** The package's rule, or null when it is not a deal (or carries no percentage). */
export function dealOf(pkg: DealFields): DealRule | null {
  const d = pkg.deal;
  if (!pkg.is_deal || !d || !Number.isInteger(d.percent) || d.percent < DEAL_PERCENT_MIN || d.percent > DEAL_PERCENT_MAX) return null;
  return { percent: d.percent, startsOn: d.starts_on, endsOn: d.ends_on };
}

/** True when a trip whose first night is `startDate` gets the deal. */
export function dealAppliesTo(deal: DealRule | null | undefined, startDate: string): boolean {
  if (!deal) return false;
  if (deal.startsOn && startDate < deal.startsOn) return false;
  if (deal.endsOn && startDate > deal.endsOn) return false;
  return true;
}

/** True while some departure of the window is still ahead (`today` is "YYYY-MM-DD"). */
export function dealIsCurrent(deal: DealRule | null | undefined, today: string): boolean {
  return Boolean(deal) && (!deal!.endsOn || deal!.endsOn >= today);
}

/** The discount on an amount in MINOR units, rounded to whole major units (100 minor), halves up. */
export function discountMinor(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 5_000) / 10_000) * 100;
}

/** The discount on a whole amount in MAJOR units (a tier price), rounded to a whole unit, halves up. */
export function discountMajor(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** An amount in major units after the deal. */
export function afterDealMajor(amount: number, percent: number): number {
  return amount - discountMajor(amount, percent);
}

/**
 * The price function's answer with the deal applied when the trip's first night is in its window:
 * every line's unit price is discounted, and `deal` records the percentage and the total before it.
 * Anything but a priced answer, or a trip outside the window, comes back unchanged.
 */
export function withDeal(result: PriceResult, deal: DealRule | null | undefined, startDate: string): PriceResult {
  if (result.kind !== "priced" || !deal || !dealAppliesTo(deal, startDate)) return result;
  const lines = result.lines.map((l) => {
    const unitAmount = l.unitAmount - discountMinor(l.unitAmount, deal.percent);
    return { ...l, unitAmount, amount: l.quantity * l.nights * unitAmount };
  });
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return { ...result, lines, total, deal: { percent: deal.percent, totalBefore: result.total } };
}

/** A ribbon that states a saving ("Save 15%", "10% off"): the percentage now comes from the rule. */
export const RIBBON_PERCENT = /\d\s*%/;

/** Before decision 0045 a deal was a typed price beside the price it replaced. */
export interface TypedDeal {
  price: number | null;
  was: number | null;
  currency: "KES" | "USD";
  /** Each tier's price in the deal's currency (null when it has none), in tier order. */
  tierPrices: readonly (number | null)[];
  ribbon: string | null;
}

export interface ConvertedDeal {
  /** The rule's percentage, or null when the typed deal names no saving. */
  percent: number | null;
  /** Tier prices to write back: a tier that carried the deal price goes back to the price it replaced. */
  tierPrices: (number | null)[];
  ribbon: string | null;
}

/**
 * Migration 0026: a typed deal price becomes a percentage rule. The saving is (was - price) / was,
 * rounded to a whole percent (at least 1, at most 90). The price it replaced is the package's own
 * price, so a tier that had been lowered to the deal price returns to it (else the rule would
 * discount it twice); without a "was", the lowest tier price above the deal price stands for it.
 * A ribbon that states a percentage is dropped: the site shows the rule's.
 */
export function convertTypedDeal(typed: TypedDeal): ConvertedDeal {
  const ribbon = typed.ribbon && RIBBON_PERCENT.test(typed.ribbon) ? null : typed.ribbon;
  const price = typed.price;
  const was =
    typed.was ??
    (price === null ? null : ([...typed.tierPrices].filter((p): p is number => p !== null && p > price).sort((a, b) => a - b)[0] ?? null));
  if (price === null || was === null || was <= price) return { percent: null, tierPrices: [...typed.tierPrices], ribbon };
  const percent = Math.min(DEAL_PERCENT_MAX, Math.max(DEAL_PERCENT_MIN, Math.round(((was - price) * 100) / was)));
  return { percent, tierPrices: typed.tierPrices.map((p) => (p === price ? was : p)), ribbon };
}
