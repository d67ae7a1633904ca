/**
 * The price function's speed (issue 14: "answers in microseconds"): microseconds per call of
 * domain/rates/price.ts for three typical requests over a realistic package (five seasons, three
 * residencies, two currencies). In-process, no server, about a second. Part of `npm run bench`;
 * alone: npx tsx bench/rates.ts
 */
import { pathToFileURL } from "node:url";
import { price } from "../domain/rates/price.ts";
import type { PackageRates, PriceRequest, Rate, Season } from "../domain/rates/types.ts";
import { INQUIRY_RESIDENCIES } from "../domain/residency.ts";

export interface RatesFigures {
  cases: { name: string; microsecondsPerCall: number; calls: number }[];
}

const SEASONS: Season[] = [
  { name: "Base", kind: "recurring", start: "01-01", end: "12-31", priority: 0 },
  { name: "Low", kind: "recurring", start: "04-01", end: "06-30", priority: 1 },
  { name: "High", kind: "recurring", start: "07-01", end: "10-31", priority: 1 },
  { name: "Festive", kind: "recurring", start: "12-15", end: "01-05", priority: 2 },
  { name: "Migration", kind: "one_year", start: "2026-08-01", end: "2026-08-31", priority: 3 },
];

function packageRates(): PackageRates {
  const rates: Rate[] = [];
  for (const tierId of [1, 2, 3])
    for (const residency of INQUIRY_RESIDENCIES)
      for (const currency of ["KES", "USD"] as const)
        for (const [i, s] of SEASONS.entries())
          rates.push(
            tierId === 3
              ? { tierId, residency, season: s.name, currency, basis: "per_group", contactForPricing: false, adultSharing: null, singleSupplement: null, childBands: [], groupBands: [{ maxSize: 4, amount: 6_000_000 }, { maxSize: 7, amount: 9_000_000 }] }
              : { tierId, residency, season: s.name, currency, basis: "per_person_sharing", contactForPricing: false, adultSharing: 1_000_000 + i * 100_000, singleSupplement: 300_000, childBands: [{ minAge: 0, maxAge: 2, amount: 0 }, { minAge: 3, maxAge: 11, amount: 500_000 }], groupBands: [] },
          );
  return { seasons: SEASONS, rates };
}

const CASES: { name: string; request: PriceRequest }[] = [
  { name: "2 adults, 3 nights, one season", request: { tierId: 1, residency: "residents", party: { adults: 2, childAges: [] }, startDate: "2026-05-10", nights: 3 } },
  { name: "family of 5, 7 nights across two seasons", request: { tierId: 2, residency: "non_residents", party: { adults: 3, childAges: [1, 7] }, startDate: "2026-06-27", nights: 7 } },
  { name: "group of 6 by vehicle band, 10 nights over New Year", request: { tierId: 3, residency: "east_africans", party: { adults: 6, childAges: [] }, startDate: "2026-12-28", nights: 10 } },
];

export function benchRates(calls = 20_000): RatesFigures {
  const rates = packageRates();
  return {
    cases: CASES.map(({ name, request }) => {
      if (price(rates, request).kind !== "priced") throw new Error(`bench case "${name}" did not price`);
      for (let i = 0; i < 2_000; i++) price(rates, request); // warm the JIT
      const started = performance.now();
      for (let i = 0; i < calls; i++) price(rates, request);
      const micro = ((performance.now() - started) * 1000) / calls;
      return { name, calls, microsecondsPerCall: Math.round(micro * 100) / 100 };
    }),
  };
}

export function renderRatesSection(f: RatesFigures): string {
  return [
    "",
    "## Price function",
    "",
    "domain/rates/price.ts in-process (issue 14: an answer in microseconds), a package with 5 seasons, 3 tiers, 3 residencies, 2 currencies.",
    "",
    "| request | µs per call | calls |",
    "|---|---|---|",
    ...f.cases.map((c) => `| ${c.name} | ${c.microsecondsPerCall} | ${c.calls} |`),
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = benchRates();
  console.log(renderRatesSection(figures));
}
