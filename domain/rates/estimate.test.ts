import { describe, expect, it } from "vitest";
import { estimateSummary, estimateTrip, parseEstimate, requestFor, type EstimateTier, type TripAsked } from "./estimate.ts";
import { RATES } from "./fixtures.test-data.ts";

// Tier 1 is sold to everyone (per person sharing), tier 2 to residents only (one vehicle), tier 3 is Contact for Pricing.
const TIERS: EstimateTier[] = [
  { id: 2, tier_type: "comfort", for_residents: true, for_east_africans: false, for_non_residents: false },
  { id: 1, tier_type: "value", for_residents: true, for_east_africans: true, for_non_residents: true },
  { id: 3, tier_type: "premier", for_residents: true, for_east_africans: false, for_non_residents: false },
];
const trip = (over: Partial<TripAsked> = {}): TripAsked => ({ residency: "residents", startDate: "2026-05-10", adults: 2, children: 0, childAges: [], ...over });

describe("the price request an inquiry makes", () => {
  it("the budget tier asked for, else the first tier shown for the residency; nights from the dates, else the package's", () => {
    expect(requestFor(trip({ budgetTier: "comfort" }), TIERS, 4)).toMatchObject({ tierId: 2, nights: 3 });
    expect(requestFor(trip(), TIERS, 4)).toMatchObject({ tierId: 1, nights: 3 });
    expect(requestFor(trip({ endDate: "2026-05-15" }), TIERS, 4)).toMatchObject({ nights: 5 });
    // A day trip (start = end) is one unit.
    expect(requestFor(trip({ endDate: "2026-05-10" }), TIERS, 1)).toMatchObject({ nights: 1 });
    // No residency given: residents (SPEC §4's default).
    expect(requestFor(trip({ residency: null }), TIERS, 3)).toMatchObject({ residency: "residents" });
  });

  it("nothing to price without a start date, with a child's age missing, or a tier not sold to the residency", () => {
    expect(requestFor(trip({ startDate: null }), TIERS, 3)).toBeNull();
    expect(requestFor(trip({ children: 2, childAges: [5] }), TIERS, 3)).toBeNull();
    expect(requestFor(trip({ residency: "non_residents", budgetTier: "comfort" }), TIERS, 3)).toBeNull();
  });
});

describe("the estimate stored with an inquiry, by hand", () => {
  it("3 adults and a child of 5, 2 low-season nights: 3 x 2 x 8,000 + 2 x 3,000 supplement + 2 x 4,000", () => {
    const e = estimateTrip(RATES, trip({ adults: 3, children: 1, childAges: [5], endDate: "2026-05-12" }), TIERS, 5)!;
    expect(e).toMatchObject({ total: 4_800_000 + 600_000 + 800_000, currency: "KES", basis: "per_person_sharing", tierType: "value", nights: 2 });
    expect(estimateSummary(e)).toEqual({
      total: "KES 62,000",
      about: "Value tier, Kenya Residents, 2 nights from 2026-05-10, 3 adults, 1 child (5)",
      lines: [
        "3 adults sharing, Low: 2 nights x 3 x KES 8,000 = KES 48,000",
        "Single supplement, Low: 2 nights x KES 3,000 = KES 6,000",
        "Child aged 5 (3-11), Low: 2 nights x KES 4,000 = KES 8,000",
      ],
      seasons: ["Low: 2026-05-10 to 2026-05-11 (2 nights)"],
    });
    expect(parseEstimate(JSON.stringify(e))).toEqual(e);
  });

  it("no estimate for Contact for Pricing, without rates, or for a stored value that is not one", () => {
    expect(estimateTrip(RATES, trip({ budgetTier: "premier", startDate: "2026-02-10" }), TIERS, 3)).toBeNull();
    expect(estimateTrip({ seasons: RATES.seasons, rates: [] }, trip(), TIERS, 3)).toBeNull();
    expect(parseEstimate("{")).toBeNull();
    expect(parseEstimate('{"total":"5"}')).toBeNull();
  });
});
