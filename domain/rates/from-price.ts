/**
 * From-prices out of the rate model (issue 14 item 3, decision 0034): "from USD 1,240 per person
 * sharing" on cards, lists, the package page and the JSON-LD offers, computed by THE price function
 * so it can never disagree with the price a visitor gets for their own party.
 *
 * Definition: for one tier and residency, the lowest price PER ADULT for 2 adults sharing, for the
 * package's nights, over every first night from `today` to 364 days later, in the residency's
 * preferred currency when any start date prices in it (else the other). A per-group rate counts
 * as the group price for two, halved (rounded up to a whole minor unit). Contact-for-pricing and
 * unpriced dates are skipped; a tier and residency with no priced start date has no from-price.
 *
 * A package's deal rule (decision 0045) applies to the departures in its window, so the from-price
 * is what a traveller actually pays on its date; `wasPerAdult` is that date's price before the deal.
 *
 * Pure. Windows that fall on the same sequence of seasons (and the same side of the deal's window)
 * cost the same, so each distinct sequence is priced once: a year of start dates is a few dozen
 * calls of `price()`, not 365 per tier.
 */
import { dealAppliesTo, withDeal, type DealRule } from "../deal.ts";
import { INQUIRY_RESIDENCIES, type InquiryResidency } from "../residency.ts";
import { addDays, isIsoDate, nextDay } from "./dates.ts";
import { currencyPreference, price } from "./price.ts";
import { seasonFor } from "./seasons.ts";
import type { Currency, PackageRates, RateBasis } from "./types.ts";

/** Start dates looked at: today and the following 364 days. */
export const FROM_PRICE_DAYS = 365;
/** The party a from-price is for. */
export const FROM_PRICE_PARTY = { adults: 2, childAges: [] as number[] } as const;

export interface RateFromPrice {
  tierId: number;
  residency: InquiryResidency;
  currency: Currency;
  /** Per adult, 2 adults sharing, for the whole trip (all nights), minor units; after the deal when one applies. */
  perAdult: number;
  /** The same departure's price per adult before the deal, when the deal priced it; else null. */
  wasPerAdult: number | null;
  /** The deal's percentage when it priced this from-price; else null. */
  dealPercent: number | null;
  basis: RateBasis;
  /** The first start date giving that price. */
  firstNight: string;
  nights: number;
}

/**
 * Nights a package is priced for: a trip of N days has N - 1 nights; a day trip (1 day) is priced as
 * one unit (decision 0033, `nights: 1`).
 */
export function packageNights(durationDays: number | null | undefined): number {
  const days = Number.isInteger(durationDays) ? Number(durationDays) : 1;
  return Math.max(1, days - 1);
}

/**
 * The from-price of every tier and residency the rates cover. `today` is "YYYY-MM-DD" (the caller
 * reads the clock; this stays pure).
 */
export function fromPrices(rates: PackageRates, nights: number, today: string, deal: DealRule | null = null): RateFromPrice[] {
  if (!isIsoDate(today) || rates.rates.length === 0) return [];
  // The season of every night any window can touch, once.
  const seasonOfDay: (string | null)[] = [];
  for (let i = 0, d = today; i < FROM_PRICE_DAYS + nights; i++, d = nextDay(d)) seasonOfDay.push(seasonFor(rates.seasons, d)?.season.name ?? null);
  // One representative start date per distinct sequence of seasons.
  const windows = new Map<string, number>();
  for (let start = 0; start < FROM_PRICE_DAYS; start++) {
    const key = `${dealAppliesTo(deal, addDays(today, start))}|${seasonOfDay.slice(start, start + nights).join("|")}`;
    if (!windows.has(key)) windows.set(key, start);
  }
  const pairs = new Map<string, { tierId: number; residency: InquiryResidency }>();
  for (const r of rates.rates) pairs.set(`${r.tierId}|${r.residency}`, { tierId: r.tierId, residency: r.residency });

  const out: RateFromPrice[] = [];
  for (const { tierId, residency } of pairs.values()) {
    const best = new Map<Currency, RateFromPrice>();
    for (const start of windows.values()) {
      const firstNight = addDays(today, start);
      const result = withDeal(price(rates, { tierId, residency, party: FROM_PRICE_PARTY, startDate: firstNight, nights }), deal, firstNight);
      if (result.kind !== "priced") continue;
      const perAdult = Math.ceil(result.total / FROM_PRICE_PARTY.adults);
      const wasPerAdult = result.deal ? Math.ceil(result.deal.totalBefore / FROM_PRICE_PARTY.adults) : null;
      const current = best.get(result.currency);
      if (!current || perAdult < current.perAdult || (perAdult === current.perAdult && firstNight < current.firstNight))
        best.set(result.currency, { tierId, residency, currency: result.currency, perAdult, wasPerAdult, dealPercent: result.deal?.percent ?? null, basis: result.basis, firstNight, nights });
    }
    const chosen = currencyPreference(residency).map((c) => best.get(c)).find((b) => b !== undefined);
    if (chosen) out.push(chosen);
  }
  return out.sort((a, b) => a.tierId - b.tierId || INQUIRY_RESIDENCIES.indexOf(a.residency) - INQUIRY_RESIDENCIES.indexOf(b.residency));
}
