/**
 * The price for a visitor's party on their dates (issue 14 item 3, decision 0034): which tier and
 * how many nights an inquiry (or the package page's widget) asks about, the price function's answer
 * for it, and that answer in words. The server computes it again from the inquiry's own fields when
 * the inquiry is stored and keeps it as a `PriceEstimate`; an amount sent by the browser is never
 * read.
 */
import { RESIDENCY_LABELS, RESIDENCY_TIER_FLAG, type InquiryResidency } from "../residency.ts";
import { TIER_LABELS, TIER_TYPES, type TierType } from "../tiers.ts";
import { daysBetween, isIsoDate } from "./dates.ts";
import { packageNights } from "./from-price.ts";
import { formatAmount } from "./money.ts";
import { price } from "./price.ts";
import { withDeal, type DealRule } from "../deal.ts";
import type { Currency, PackageRates, PriceLine, PriceRequest, PriceResult, RateBasis, SeasonUse } from "./types.ts";

export interface EstimateTier {
  id: number;
  tier_type: TierType;
  for_residents: boolean;
  for_east_africans: boolean;
  for_non_residents: boolean;
}

/** What an inquiry says about the trip, in the inquiry's own words. */
export interface TripAsked {
  budgetTier?: TierType | null;
  residency?: InquiryResidency | null;
  startDate?: string | null;
  endDate?: string | null;
  adults: number;
  children: number;
  childAges: readonly number[];
}

/** The estimate stored with an inquiry: the price function's answer and what it was asked. */
export interface PriceEstimate {
  total: number;
  currency: Currency;
  basis: RateBasis;
  tierId: number;
  tierType: TierType;
  residency: InquiryResidency;
  startDate: string;
  nights: number;
  adults: number;
  childAges: number[];
  lines: PriceLine[];
  seasons: SeasonUse[];
  /** The package's deal when it priced the trip (decision 0045): its percentage and the total before it. */
  deal?: { percent: number; totalBefore: number };
}

/** The tiers shown for a residency (flagged for it, else all: SPEC §4), in tier order. */
function tiersFor<T extends EstimateTier>(tiers: readonly T[], residency: InquiryResidency): T[] {
  const flagged = tiers.filter((t) => t[RESIDENCY_TIER_FLAG[residency]]);
  return [...(flagged.length ? flagged : tiers)].sort((a, b) => TIER_TYPES.indexOf(a.tier_type) - TIER_TYPES.indexOf(b.tier_type));
}

/**
 * The price request an inquiry makes, or null when it does not say enough: a start date, every
 * child's age, and a tier (the budget tier asked for, else the first tier the page shows for the
 * residency). Nights: the days between the dates asked for, else the package's (`packageNights`).
 */
export function requestFor(trip: TripAsked, tiers: readonly EstimateTier[], durationDays: number): PriceRequest | null {
  if (!trip.startDate || !isIsoDate(trip.startDate)) return null;
  if (trip.childAges.length !== trip.children) return null;
  const residency = trip.residency ?? "residents";
  const shown = tiersFor(tiers, residency);
  const tier = trip.budgetTier ? shown.find((t) => t.tier_type === trip.budgetTier) : shown[0];
  if (!tier) return null;
  const between = trip.endDate && isIsoDate(trip.endDate) ? daysBetween(trip.startDate, trip.endDate) : 0;
  return {
    tierId: tier.id,
    residency,
    party: { adults: trip.adults, childAges: [...trip.childAges] },
    startDate: trip.startDate,
    nights: between > 0 ? between : packageNights(durationDays),
  };
}

export function estimateOf(result: PriceResult, req: PriceRequest, tierType: TierType): PriceEstimate | null {
  if (result.kind !== "priced") return null;
  return {
    total: result.total,
    currency: result.currency,
    basis: result.basis,
    tierId: req.tierId,
    tierType,
    residency: req.residency,
    startDate: req.startDate,
    nights: req.nights,
    adults: req.party.adults,
    childAges: [...req.party.childAges],
    lines: result.lines,
    seasons: result.seasons,
    ...(result.deal ? { deal: result.deal } : {}),
  };
}

/** The estimate for an inquiry, or null when it names no priced trip (no rates, not enough said, no price). */
export function estimateTrip(rates: PackageRates, trip: TripAsked, tiers: readonly EstimateTier[], durationDays: number, deal: DealRule | null = null): PriceEstimate | null {
  if (rates.rates.length === 0) return null;
  const req = requestFor(trip, tiers, durationDays);
  if (!req) return null;
  const tierType = tiers.find((t) => t.id === req.tierId)!.tier_type;
  return estimateOf(withDeal(price(rates, req), deal, req.startDate), req, tierType);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 adults sharing, High season: 4 nights x 2 x KES 15,000 = KES 120,000". */
export function lineText(line: PriceLine, currency: string): string {
  const per = line.quantity > 1 ? ` x ${line.quantity}` : "";
  return `${line.label}, ${line.season}: ${plural(line.nights, "night", "nights")}${per} x ${formatAmount(line.unitAmount, currency)} = ${formatAmount(line.amount, currency)}`;
}

/** "High: 12 Jul to 15 Jul (4 nights)" as "High: 2027-07-12 to 2027-07-15 (4 nights)". */
export function seasonText(s: SeasonUse): string {
  const range = s.firstNight === s.lastNight ? s.firstNight : `${s.firstNight} to ${s.lastNight}`;
  return `${s.season}: ${range} (${plural(s.nights, "night", "nights")})`;
}

/** The estimate in lines of plain text (the sales email, the console). */
export function estimateSummary(e: PriceEstimate): { total: string; about: string; lines: string[]; seasons: string[] } {
  const party = [plural(e.adults, "adult", "adults"), ...(e.childAges.length ? [`${plural(e.childAges.length, "child", "children")} (${e.childAges.join(", ")})`] : [])].join(", ");
  return {
    total: formatAmount(e.total, e.currency),
    about: `${TIER_LABELS[e.tierType]} tier, ${RESIDENCY_LABELS[e.residency]}, ${plural(e.nights, "night", "nights")} from ${e.startDate}, ${party}${
      e.deal ? `, with the package's ${e.deal.percent}% deal (${formatAmount(e.deal.totalBefore, e.currency)} before it)` : ""
    }`,
    lines: e.lines.map((l) => lineText(l, e.currency)),
    seasons: e.seasons.map(seasonText),
  };
}

/** A stored estimate read back (the column holds JSON the server wrote); null for anything else. */
export function parseEstimate(json: string | null | undefined): PriceEstimate | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as PriceEstimate;
    return value && typeof value.total === "number" && typeof value.currency === "string" && Array.isArray(value.lines) ? value : null;
  } catch {
    return null;
  }
}
