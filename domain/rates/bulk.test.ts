/**
 * The bulk tools' pure plans: raising by a percentage (table cases and fast-check properties: never
 * negative, never fractional, a multiple of the rounding step, monotone in the amount and in the
 * percentage, and a rate the schema accepted stays accepted) and copying a season.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPercent, parsePercent, planCopy, planRaise, raiseAmount, raiseRate, ROUNDING_STEPS } from "./bulk.ts";
import { RATES } from "./fixtures.test-data.ts";
import { MAX_AMOUNT, rateFieldsSchema } from "./schema.ts";
import type { Rate } from "./types.ts";

describe("parsePercent", () => {
  it.each([
    ["10", 1000],
    ["+7.5", 750],
    ["-5 %", -500],
    ["7,25", 725],
    ["100", 10_000],
    ["-90", -9000],
  ])("%s is %i basis points", (text, bp) => expect(parsePercent(text)).toEqual({ bp }));

  it.each(["", "ten", "0", "0.00", "101", "-91", "1.234", "1e2"])("%j is refused with a message", (text) => {
    expect(parsePercent(text)).toEqual({ error: expect.any(String) });
  });

  it("formats for people", () => {
    expect([1000, 750, -500, 725, 5].map(formatPercent)).toEqual(["+10%", "+7.5%", "-5%", "+7.25%", "+0.05%"]);
  });
});

describe("raiseAmount", () => {
  it.each([
    // KES 45,000 + 10% = 49,500 exactly.
    [4_500_000, 1000, 1, 4_950_000],
    // KES 15,000.50 + 10% = 16,500.55 -> 16,501 (nearest whole unit).
    [1_500_050, 1000, 1, 1_650_100],
    // 12.345 units (1234.5 cents) can't happen; 0.50 + 0% rounds half up to 1 unit.
    [50, 0, 1, 100],
    [49, 0, 1, 0],
    // To the nearest 100: 49,500 -> 49,500; 45,678 + 10% = 50,245.80 -> 50,200.
    [4_567_800, 1000, 100, 5_020_000],
    // Lowering by 5%: 12,345 -> 11,727.75 -> 11,728.
    [1_234_500, -500, 1, 1_172_800],
    [0, 10_000, 1000, 0],
    [MAX_AMOUNT, 10_000, 1, 2 * MAX_AMOUNT],
  ])("%i cents %i bp step %i -> %i", (minor, bp, step, out) => {
    expect(raiseAmount(minor, bp, step as 1)).toBe(out);
  });

  const amount = fc.integer({ min: 0, max: MAX_AMOUNT });
  const bp = fc.integer({ min: -9000, max: 10_000 });
  const step = fc.constantFrom(...ROUNDING_STEPS);

  it("is never negative, never fractional, and a whole multiple of the step", () => {
    fc.assert(
      fc.property(amount, bp, step, (a, p, s) => {
        const r = raiseAmount(a, p, s);
        expect(Number.isSafeInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r % (s * 100)).toBe(0);
      }),
    );
  });

  it("is within half a step of the exact result", () => {
    fc.assert(
      fc.property(amount, bp, step, (a, p, s) => {
        // Compared in BigInt: |r x 10000 - a x (10000 + p)| <= step x 100 x 10000 / 2.
        const r = BigInt(raiseAmount(a, p, s));
        const exact = BigInt(a) * BigInt(10_000 + p);
        const diff = r * 10_000n - exact;
        expect(diff <= BigInt(s * 100 * 5000) && diff > -BigInt(s * 100 * 5000)).toBe(true);
      }),
    );
  });

  it("is monotone in the amount and in the percentage", () => {
    fc.assert(
      fc.property(amount, amount, bp, bp, step, (a, b, p, q, s) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(raiseAmount(lo, p, s)).toBeLessThanOrEqual(raiseAmount(hi, p, s));
        const [pl, ph] = p <= q ? [p, q] : [q, p];
        expect(raiseAmount(a, pl, s)).toBeLessThanOrEqual(raiseAmount(a, ph, s));
      }),
    );
  });

  it("keeps a rate the schema accepts acceptable (supplement at most sharing, group bands rising)", () => {
    const valid = RATES.rates.filter((r) => !r.contactForPricing);
    fc.assert(
      fc.property(fc.constantFrom(...valid), bp, step, (rate, p, s) => {
        const { tierId: _t, ...fields } = raiseRate(rate, p, s);
        expect(rateFieldsSchema.safeParse(fields).success).toBe(true);
      }),
    );
  });
});

const base = (extra: Partial<Rate>): Rate => ({ ...RATES.rates[0]!, ...extra });

describe("planRaise", () => {
  it("raises every amount of the season's rates and nothing else", () => {
    const plan = planRaise(RATES.rates, "High", 1000);
    expect(plan.problems).toEqual([]);
    expect(plan.changes.map((c) => [c.after.tierId, c.after.season])).toEqual([
      [1, "High"],
      [2, "High"],
    ]);
    expect(plan.changes[0]!.after).toMatchObject({ adultSharing: 1_650_000, singleSupplement: 660_000, childBands: [{ amount: 0 }, { amount: 825_000 }] });
    expect(plan.changes[1]!.after.groupBands).toEqual([
      { maxSize: 4, amount: 6_600_000 },
      { maxSize: 7, amount: 9_900_000 },
    ]);
  });

  it("leaves Contact for Pricing alone and refuses amounts past the ceiling", () => {
    expect(planRaise(RATES.rates, "Base", 1000).unchanged).toBe(1);
    const huge = base({ season: "Peak", adultSharing: MAX_AMOUNT - 100, singleSupplement: null });
    const plan = planRaise([huge], "Peak", 500);
    expect(plan.changes).toEqual([]);
    expect(plan.problems).toEqual([{ rate: huge, message: "That amount is too large." }]);
  });
});

describe("planCopy", () => {
  it("replaces the target's matching rates, adds missing ones and keeps others", () => {
    const rates = [
      base({ season: "Low", adultSharing: 800_000 }),
      base({ season: "Low", residency: "non_residents", currency: "USD", adultSharing: 9_000 }),
      base({ season: "High", adultSharing: 1_500_000 }),
      base({ season: "High", tierId: 9, adultSharing: 2_000_000 }),
    ];
    const plan = planCopy(rates, "Low", "High");
    expect(plan.unchanged).toBe(0);
    expect(plan.changes.map((c) => [c.before?.adultSharing ?? null, c.after.adultSharing, c.after.season])).toEqual([
      [1_500_000, 800_000, "High"],
      [null, 9_000, "High"],
    ]);
    // Copying again changes nothing.
    const after = [...rates.filter((r) => r.season === "Low"), ...plan.changes.map((c) => c.after), rates[3]!];
    expect(planCopy(after, "Low", "High")).toEqual({ changes: [], unchanged: 2 });
  });
});
