/**
 * Properties of the price function over generated rates, parties and dates (fast-check): never a
 * negative or fractional amount, the total is the sum of its lines, adding a traveller never
 * lowers the total, and the season of each night is the highest-priority one covering it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates.ts";
import { price } from "./price.ts";
import { rateFieldsSchema } from "./schema.ts";
import { seasonCovers } from "./seasons.ts";
import type { PackageRates, Party, Rate, Season } from "./types.ts";
import { SEASONS } from "./fixtures.test-data.ts";

const amount = fc.integer({ min: 0, max: 5_000_000 });

/** A sharing rate the schema accepts: supplement at most the sharing price, child bands apart. */
const sharingRate = fc
  .record({ adult: amount, ssPercent: fc.integer({ min: 0, max: 100 }), cuts: fc.uniqueArray(fc.integer({ min: 0, max: 18 }), { minLength: 2, maxLength: 6 }), childAmounts: fc.array(amount, { minLength: 7, maxLength: 7 }) })
  .map(({ adult, ssPercent, cuts, childAmounts }) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    // Bands from consecutive cut points: [c0..c1-1], [c1..c2-1], ...; ages outside pay the adult rate.
    const childBands = sorted.slice(0, -1).map((c, i) => ({ minAge: c, maxAge: sorted[i + 1]! - 1, amount: childAmounts[i]! })).filter((b) => b.minAge <= b.maxAge);
    return { basis: "per_person_sharing" as const, adultSharing: adult, singleSupplement: Math.floor((adult * ssPercent) / 100), childBands, groupBands: [] };
  });

const groupRate = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }).chain((sizes) =>
  fc.array(amount, { minLength: sizes.length, maxLength: sizes.length }).map((amounts) => {
    const sortedSizes = [...sizes].sort((a, b) => a - b);
    const sortedAmounts = [...amounts].sort((a, b) => a - b);
    return { basis: "per_group" as const, adultSharing: null, singleSupplement: null, childBands: [], groupBands: sortedSizes.map((maxSize, i) => ({ maxSize, amount: sortedAmounts[i]! })) };
  }),
);

/** One rate per fixture season for tier 1, residents, KES. */
const packageRates: fc.Arbitrary<PackageRates> = fc.array(fc.oneof(sharingRate, groupRate), { minLength: SEASONS.length, maxLength: SEASONS.length }).map((fields) => ({
  seasons: SEASONS,
  rates: fields.map((f, i): Rate => ({ tierId: 1, residency: "residents", season: SEASONS[i]!.name, currency: "KES", contactForPricing: false, ...f })),
}));

// Small parties most of the time: that is where a supplement or a band edge can flip a total.
const party: fc.Arbitrary<Party> = fc.record({
  adults: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 1 }),
  childAges: fc.oneof({ arbitrary: fc.constant([]), weight: 1 }, { arbitrary: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }), weight: 2 }),
});
const startDate = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays("2025-06-01", n));
const nights = fc.integer({ min: 1, max: 21 });

const ask = (rates: PackageRates, p: Party, start: string, n: number) => price(rates, { tierId: 1, residency: "residents", party: p, startDate: start, nights: n });

describe("price function properties", () => {
  it("generated rates are ones the write schema accepts (so the properties are about real rates)", () => {
    fc.assert(fc.property(packageRates, (rates) => rates.rates.every((r) => rateFieldsSchema.safeParse(r).success)));
  });

  it("never a negative or fractional amount; the total is the sum of the lines", () => {
    fc.assert(
      fc.property(packageRates, party, startDate, nights, (rates, p, start, n) => {
        const r = ask(rates, p, start, n);
        if (r.kind !== "priced") return r.kind === "no_rate_for_party";
        const amounts = [r.total, ...r.lines.flatMap((l) => [l.amount, l.unitAmount])];
        return amounts.every((a) => Number.isSafeInteger(a) && a >= 0) && r.total === r.lines.reduce((s, l) => s + l.amount, 0);
      }),
      { numRuns: 300 },
    );
  });

  it("adding an adult or a child never lowers the total, and a party too big stays too big", () => {
    const grown = fc.tuple(party, fc.option(fc.integer({ min: 0, max: 17 }), { nil: undefined })).map(([p, childAge]) => ({
      before: p,
      after: childAge === undefined ? { ...p, adults: p.adults + 1 } : { ...p, childAges: [...p.childAges, childAge] },
    }));
    fc.assert(
      fc.property(packageRates, grown, startDate, nights, (rates, { before, after }, start, n) => {
        const a = ask(rates, before, start, n);
        const b = ask(rates, after, start, n);
        if (a.kind === "no_rate_for_party") return b.kind === "no_rate_for_party";
        if (a.kind !== "priced") return false;
        return b.kind === "no_rate_for_party" || (b.kind === "priced" && b.total >= a.total);
      }),
      { numRuns: 500 },
    );
  });

  it("each night is priced in the highest-priority season covering it", () => {
    // Seasons with distinct priorities, so the winner is unambiguous; plus an all-year fallback.
    const season = fc.record({ a: fc.integer({ min: 0, max: 364 }), b: fc.integer({ min: 0, max: 364 }) }).map(({ a, b }) => [addDays("2025-01-01", a).slice(5), addDays("2025-01-01", b).slice(5)] as const);
    const seasons = fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }).chain((priorities) =>
      fc.array(season, { minLength: priorities.length, maxLength: priorities.length }).map((ranges) => [
        { name: "All year", kind: "recurring", start: "01-01", end: "12-31", priority: 0 } as Season,
        ...ranges.map(([start, end], i): Season => ({ name: `S${i}`, kind: "recurring", start, end, priority: priorities[i]! })),
      ]),
    );
    fc.assert(
      fc.property(seasons, startDate, nights, (ss, start, n) => {
        // Each season's nightly price is its priority, so the total tells which seasons priced.
        const rates: PackageRates = {
          seasons: ss,
          rates: ss.map((s) => ({ tierId: 1, residency: "residents", season: s.name, currency: "KES", basis: "per_person_sharing", contactForPricing: false, adultSharing: s.priority, singleSupplement: null, childBands: [], groupBands: [] })),
        };
        const r = ask(rates, { adults: 1, childAges: [] }, start, n);
        if (r.kind !== "priced") return false;
        let expected = 0;
        for (let i = 0; i < n; i++) expected += Math.max(...ss.filter((s) => seasonCovers(s, addDays(start, i))).map((s) => s.priority));
        expect(r.total).toBe(expected);
        return r.seasons.reduce((sum, s) => sum + s.nights, 0) === n;
      }),
      { numRuns: 300 },
    );
  });
});
