/**
 * Which nights a package with rates cannot price (issue 24 item 4, decision 0046): a night is
 * unpriced for a tier and residency the package sells when no season covers it, or when the season
 * that wins it has no rate for that tier and residency (in either currency). The price function
 * answers "no rate" there, so the site shows no price; the rates page lists these ranges per package
 * and a season that would open new ones warns before it is saved. Contact for Pricing is a rate
 * (a deliberate answer), not a gap. Pure; `from` is "YYYY-MM-DD" (the caller reads the clock).
 */
import { INQUIRY_RESIDENCIES, type InquiryResidency } from "../residency.ts";
import { nextDay } from "./dates.ts";
import { seasonFor } from "./seasons.ts";
import type { PackageRates, Season } from "./types.ts";

/** A tier and residency a package sells (a tier flagged for the residency). */
export interface SoldKey {
  tierId: number;
  residency: InquiryResidency;
}

export interface UnpricedRange {
  first: string;
  last: string;
  nights: number;
  /** The season that wins these nights, or null when none covers them. */
  season: string | null;
  /** The tiers and residencies left without a price, in tier then residency order. */
  missing: SoldKey[];
}

/** Days looked at by the rates page: today and the following 364 days, as the from-prices. */
export const COVERAGE_DAYS = 365;

const keyOf = (k: SoldKey) => `${k.tierId}|${k.residency}`;

/** The keys a package sells, from its tiers' residency flags (every residency when a tier has none: SPEC §4). */
export function soldKeys(tiers: readonly { id: number; for_residents: boolean; for_east_africans: boolean; for_non_residents: boolean }[]): SoldKey[] {
  const out: SoldKey[] = [];
  for (const t of tiers) {
    const flags = { residents: t.for_residents, east_africans: t.for_east_africans, non_residents: t.for_non_residents };
    const any = INQUIRY_RESIDENCIES.some((r) => flags[r]);
    for (const r of INQUIRY_RESIDENCIES) if (!any || flags[r]) out.push({ tierId: t.id, residency: r });
  }
  return out;
}

/** Unpriced nights from `from` for `days` days, as ranges of consecutive nights with the same season and gaps. */
export function unpricedRanges(rates: PackageRates, sold: readonly SoldKey[], from: string, days: number = COVERAGE_DAYS): UnpricedRange[] {
  const rated = new Set(rates.rates.map((r) => `${r.season}|${r.tierId}|${r.residency}`));
  const out: (UnpricedRange & { sig: string })[] = [];
  let open: (UnpricedRange & { sig: string }) | null = null;
  for (let i = 0, date = from; i < days; i++, date = nextDay(date)) {
    const season = seasonFor(rates.seasons, date)?.season.name ?? null;
    const missing = season === null ? [...sold] : sold.filter((k) => !rated.has(`${season}|${keyOf(k)}`));
    if (missing.length === 0) {
      open = null;
      continue;
    }
    const sig = `${season}|${missing.map(keyOf).join(",")}`;
    if (open && open.sig === sig) {
      open.last = date;
      open.nights++;
      continue;
    }
    open = { first: date, last: date, nights: 1, season, missing, sig };
    out.push(open);
  }
  return out.map(({ sig: _sig, ...r }) => r);
}

/**
 * The nights a change of seasons would newly leave unpriced for one package: unpriced with `after`
 * and priced with the seasons in force. What the owner is warned about before saving a season.
 */
export function newlyUnpriced(ratesBefore: PackageRates, seasonsAfter: readonly Season[], sold: readonly SoldKey[], from: string, days: number): UnpricedRange[] {
  const before = new Map<string, Set<string>>();
  for (const r of unpricedRanges(ratesBefore, sold, from, days)) {
    for (let d = r.first; d <= r.last; d = nextDay(d)) before.set(d, new Set(r.missing.map(keyOf)));
  }
  const after = unpricedRanges({ seasons: seasonsAfter, rates: ratesBefore.rates }, sold, from, days);
  const out: UnpricedRange[] = [];
  for (const r of after) {
    // Split each range into the nights that were priced (for at least one of its keys) before.
    let current: UnpricedRange | null = null;
    for (let d = r.first; d <= r.last; d = nextDay(d)) {
      const was = before.get(d);
      const fresh = r.missing.filter((k) => !was?.has(keyOf(k)));
      if (fresh.length === 0) {
        current = null;
        continue;
      }
      if (current && current.missing.length === fresh.length && nextDay(current.last) === d) {
        current.last = d;
        current.nights++;
        continue;
      }
      current = { first: d, last: d, nights: 1, season: r.season, missing: fresh };
      out.push(current);
    }
  }
  return out;
}
