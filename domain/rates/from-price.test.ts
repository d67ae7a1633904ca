import { describe, expect, it } from "vitest";
import { RATES } from "./fixtures.test-data.ts";
import { fromPrices, packageNights } from "./from-price.ts";
import type { PackageRates, Rate } from "./types.ts";

describe("packageNights", () => {
  it.each([
    [3, 2],
    [10, 9],
    [2, 1],
    [1, 1],
    [0, 1],
  ])("a %i-day package is priced for %i night(s)", (days, nights) => {
    expect(packageNights(days)).toBe(nights);
  });
});

describe("from-prices over the coming 12 months, computed by hand (fixtures: Base 10,000, Low 8,000, High 15,000, Festive 20,000 a night)", () => {
  it("per tier and residency: the lowest per adult for 2 sharing, in the residency's currency, with the first date giving it", () => {
    expect(fromPrices(RATES, 3, "2026-01-10")).toEqual([
      // 3 low-season nights from 1 April: 3 x 8,000.00 per adult.
      { tierId: 1, residency: "residents", currency: "KES", perAdult: 3 * 800_000, basis: "per_person_sharing", firstNight: "2026-04-01", nights: 3, wasPerAdult: null, dealPercent: null },
      // Only a base-season USD rate: 3 x USD 110 / 3 x USD 120 from today.
      { tierId: 1, residency: "east_africans", currency: "USD", perAdult: 3 * 11_000, basis: "per_person_sharing", firstNight: "2026-01-10", nights: 3, wasPerAdult: null, dealPercent: null },
      { tierId: 1, residency: "non_residents", currency: "USD", perAdult: 3 * 12_000, basis: "per_person_sharing", firstNight: "2026-01-10", nights: 3, wasPerAdult: null, dealPercent: null },
      // One vehicle up to 4: 3 x 60,000.00 for the two, halved.
      { tierId: 2, residency: "residents", currency: "KES", perAdult: (3 * 6_000_000) / 2, basis: "per_group", firstNight: "2026-01-10", nights: 3, wasPerAdult: null, dealPercent: null },
      // Tier 3 is Contact for Pricing: no from-price.
    ]);
  });

  it("a window across two seasons counts each night at its season", () => {
    const [residents] = fromPrices({ ...RATES, rates: RATES.rates.filter((r) => r.tierId === 1 && r.residency === "residents") }, 2, "2026-03-30");
    // 30-31 Mar: Base + Base = 20,000; 31 Mar-1 Apr: Base + Low = 18,000; from 1 Apr: Low + Low = 16,000.
    expect(residents).toMatchObject({ perAdult: 1_600_000, firstNight: "2026-04-01" });
  });

  it("looks 365 start dates ahead and no further", () => {
    const rate = (season: string, adultSharing: number): Rate => ({
      tierId: 1,
      residency: "residents",
      season,
      currency: "KES",
      basis: "per_person_sharing",
      contactForPricing: false,
      adultSharing,
      singleSupplement: null,
      childBands: [],
      groupBands: [],
    });
    const rates: PackageRates = {
      seasons: [
        { name: "Base", kind: "recurring", start: "01-01", end: "12-31", priority: 0 },
        { name: "Sale", kind: "one_year", start: "2027-07-01", end: "2027-07-10", priority: 5 },
      ],
      rates: [rate("Base", 1_000_000), rate("Sale", 500_000)],
    };
    // One night; start dates 2026-07-01 .. 2027-06-30: the sale is not among them.
    expect(fromPrices(rates, 1, "2026-07-01")[0]).toMatchObject({ perAdult: 1_000_000, firstNight: "2026-07-01" });
    // A day later it is (2027-07-01 is the 365th start date).
    expect(fromPrices(rates, 1, "2026-07-02")[0]).toMatchObject({ perAdult: 500_000, firstNight: "2027-07-01" });
    // A trip starting inside the 12 months counts all its nights, even those after them.
    expect(fromPrices(rates, 2, "2026-07-01")[0]).toMatchObject({ perAdult: 1_000_000 + 500_000, firstNight: "2027-06-30" });
  });

  it("a per-group price for two that is odd in cents is rounded up, never down", () => {
    const rates: PackageRates = {
      seasons: [{ name: "Base", kind: "recurring", start: "01-01", end: "12-31", priority: 0 }],
      rates: [{ tierId: 9, residency: "non_residents", season: "Base", currency: "USD", basis: "per_group", contactForPricing: false, adultSharing: null, singleSupplement: null, childBands: [], groupBands: [{ maxSize: 2, amount: 45_001 }] }],
    };
    expect(fromPrices(rates, 1, "2026-01-01")).toEqual([expect.objectContaining({ perAdult: 22_501, currency: "USD" })]);
  });

  it("no rates or a bad date: no from-prices", () => {
    expect(fromPrices({ seasons: RATES.seasons, rates: [] }, 3, "2026-01-10")).toEqual([]);
    expect(fromPrices(RATES, 3, "2026-02-30")).toEqual([]);
  });
});
