/**
 * THE price function (issue 14, decision 0033): a package's rates, a tier, a residency, a party and
 * dates give a total with its breakdown, the currency and why (which season, which band). Pure and
 * synchronous: the package page, the quote builder and the from-prices all call it.
 *
 * Each night is priced by the season it falls in (what operators do for lodges): a trip from the
 * last days of the low season into the high season pays low nights at low rates and high nights at
 * high rates. Amounts are integer minor units throughout; only additions and multiplications of
 * integers happen, so the total is exact.
 */
import type { InquiryResidency } from "../residency.ts";
import { isIsoDate, nextDay } from "./dates.ts";
import { seasonFor } from "./seasons.ts";
import type { ChildBand, Currency, PackageRates, Party, PriceLine, PriceRequest, PriceResult, Rate, SeasonUse } from "./types.ts";

export const MAX_NIGHTS = 60;
export const MAX_PARTY = 60;
export const CONTACT_FOR_PRICING_MESSAGE = "Contact us for the price of these dates.";

/** Currencies in order of preference: international visitors pay in USD, residents in KES (as `tierPrice`). */
export function currencyPreference(residency: InquiryResidency): readonly Currency[] {
  return residency === "non_residents" ? ["USD", "KES"] : ["KES", "USD"];
}

export function partySize(party: Party): number {
  return party.adults + party.childAges.length;
}

function requestErrors(req: PriceRequest): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(req.party.adults) || req.party.adults < 1) errors.adults = "At least one adult travels.";
  else if (partySize(req.party) > MAX_PARTY) errors.adults = `At most ${MAX_PARTY} travellers.`;
  if (req.party.childAges.some((a) => !Number.isInteger(a) || a < 0 || a > 17)) errors.childAges = "Children are 0 to 17 years old.";
  if (!isIsoDate(req.startDate)) errors.startDate = "Choose a date.";
  if (!Number.isInteger(req.nights) || req.nights < 1 || req.nights > MAX_NIGHTS) errors.nights = `Between 1 and ${MAX_NIGHTS} nights.`;
  return errors;
}

function childBand(bands: readonly ChildBand[], age: number): ChildBand | undefined {
  return bands.find((b) => b.minAge <= age && age <= b.maxAge);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The per-night lines of one rate for one party, or why it cannot price the party. */
function nightLines(rate: Rate, party: Party): Omit<PriceLine, "season" | "nights" | "amount">[] | { largestBand: number } {
  if (rate.basis === "per_group") {
    const size = partySize(party);
    const band = [...rate.groupBands].sort((a, b) => a.maxSize - b.maxSize).find((b) => b.maxSize >= size);
    if (!band) return { largestBand: Math.max(0, ...rate.groupBands.map((b) => b.maxSize)) };
    return [{ kind: "group", label: `Group of ${size} (up to ${band.maxSize})`, quantity: 1, unitAmount: band.amount, band: { maxSize: band.maxSize } }];
  }
  const adult = rate.adultSharing ?? 0;
  const lines: Omit<PriceLine, "season" | "nights" | "amount">[] = [
    { kind: "adults_sharing", label: `${plural(party.adults, "adult", "adults")} sharing`, quantity: party.adults, unitAmount: adult },
  ];
  // An odd number of adults leaves one without a sharing partner; children share with their family.
  if (party.adults % 2 === 1 && rate.singleSupplement) {
    lines.push({ kind: "single_supplement", label: "Single supplement", quantity: 1, unitAmount: rate.singleSupplement });
  }
  for (const age of party.childAges) {
    const band = childBand(rate.childBands, age);
    lines.push(
      band
        ? { kind: "child", label: `Child aged ${age} (${band.minAge}-${band.maxAge})`, quantity: 1, unitAmount: band.amount, band: { minAge: band.minAge, maxAge: band.maxAge } }
        : // No band for this age: the child pays as an adult sharing (usually teenagers).
          { kind: "child", label: `Child aged ${age} (adult rate)`, quantity: 1, unitAmount: adult },
    );
  }
  return lines;
}

/** A key for the rate of one season and currency (of the tier and residency asked about). */
const rateKey = (season: string, currency: string) => `${season}|${currency}`;

export function price(rates: PackageRates, req: PriceRequest): PriceResult {
  const errors = requestErrors(req);
  if (Object.keys(errors).length > 0) return { kind: "invalid_request", errors };

  // The season of each night, then one currency for the whole trip: the residency's preferred one
  // when every night has a rate in it, else the other; never a mix.
  const nights: { date: string; season: string; priority: number; outranked: string[] }[] = [];
  for (let i = 0, date = req.startDate; i < req.nights; i++, date = nextDay(date)) {
    const match = seasonFor(rates.seasons, date);
    if (!match) return { kind: "no_rate", date, message: `No season covers ${date}; contact us for a price.` };
    nights.push({ date, season: match.season.name, priority: match.season.priority, outranked: match.outranked.map((s) => s.name) });
  }
  // Only this tier's and residency's rates: a package holds every tier x residency x season.
  const byKey = new Map<string, Rate>();
  for (const r of rates.rates) if (r.tierId === req.tierId && r.residency === req.residency) byKey.set(rateKey(r.season, r.currency), r);
  const currency = currencyPreference(req.residency).find((c) => nights.every((n) => byKey.has(rateKey(n.season, c))));
  if (!currency) {
    const missing = nights.find((n) => !currencyPreference(req.residency).some((c) => byKey.has(rateKey(n.season, c))));
    return { kind: "no_rate", date: missing?.date, message: `No rate for the ${missing?.season ?? "chosen"} season; contact us for a price.` };
  }

  const lines: PriceLine[] = [];
  const seasons: SeasonUse[] = [];
  let basis: Rate["basis"] | null = null;
  // Consecutive nights in one season make one segment, priced together.
  for (let i = 0; i < nights.length; ) {
    let j = i;
    while (j + 1 < nights.length && nights[j + 1]!.season === nights[i]!.season) j++;
    const first = nights[i]!;
    const count = j - i + 1;
    const rate = byKey.get(rateKey(first.season, currency))!;
    if (rate.contactForPricing) return { kind: "contact_for_pricing", message: CONTACT_FOR_PRICING_MESSAGE };
    const perNight = nightLines(rate, req.party);
    if (!Array.isArray(perNight)) {
      const size = partySize(req.party);
      return { kind: "no_rate_for_party", partySize: size, largestBand: perNight.largestBand, message: `No rate for a party of ${size}; our rates go up to ${perNight.largestBand}. Contact us for a price.` };
    }
    basis ??= rate.basis;
    for (const l of perNight) lines.push({ ...l, season: first.season, nights: count, amount: l.quantity * count * l.unitAmount });
    const outranked = [...new Set(nights.slice(i, j + 1).flatMap((n) => n.outranked))];
    seasons.push({ season: first.season, priority: first.priority, firstNight: first.date, lastNight: nights[j]!.date, nights: count, outranked });
    i = j + 1;
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return { kind: "priced", currency, total, lines, seasons, basis: basis! };
}
