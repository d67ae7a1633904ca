import { describe, expect, it } from "vitest";
import { newlyUnpriced, soldKeys, unpricedRanges } from "./coverage.ts";
import type { PackageRates, Rate, Season } from "./types.ts";

const rate = (season: string, tierId = 1, residency: Rate["residency"] = "residents"): Rate => ({
  tierId,
  residency,
  season,
  currency: "KES",
  basis: "per_person_sharing",
  contactForPricing: false,
  adultSharing: 1_000_000,
  singleSupplement: null,
  childBands: [],
  groupBands: [],
});
const low: Season = { name: "Low", kind: "recurring", start: "01-01", end: "06-30", priority: 0 };
const high: Season = { name: "High", kind: "recurring", start: "07-01", end: "12-31", priority: 0 };
const both: PackageRates = { seasons: [low, high], rates: [rate("Low"), rate("High"), rate("Low", 1, "non_residents"), rate("High", 1, "non_residents")] };
const sold = [
  { tierId: 1, residency: "residents" as const },
  { tierId: 1, residency: "non_residents" as const },
];

describe("unpriced date ranges (decision 0046)", () => {
  it("none when every night of every sold tier and residency has a rate", () => {
    expect(unpricedRanges(both, sold, "2027-01-01", 365)).toEqual([]);
  });

  it("nights no season covers, and nights whose season has no rate for a sold tier and residency, by range", () => {
    const gap: PackageRates = { seasons: [low], rates: [rate("Low")] };
    expect(unpricedRanges(gap, sold, "2027-06-29", 4)).toEqual([
      { first: "2027-06-29", last: "2027-06-30", nights: 2, season: "Low", missing: [sold[1]] },
      { first: "2027-07-01", last: "2027-07-02", nights: 2, season: null, missing: sold },
    ]);
  });

  it("Contact for Pricing is a deliberate answer, not a gap", () => {
    const contact: PackageRates = { seasons: [low], rates: [{ ...rate("Low"), contactForPricing: true, adultSharing: null }] };
    expect(unpricedRanges(contact, sold.slice(0, 1), "2027-01-01", 10)).toEqual([]);
  });

  it("a tier sold to no residency in particular is sold to all (SPEC §4)", () => {
    expect(soldKeys([{ id: 4, for_residents: false, for_east_africans: false, for_non_residents: false }]).map((k) => k.residency)).toEqual(["residents", "east_africans", "non_residents"]);
    expect(soldKeys([{ id: 5, for_residents: true, for_east_africans: false, for_non_residents: true }]).map((k) => k.residency)).toEqual(["residents", "non_residents"]);
  });

  it("a new season without rates, of higher priority, newly leaves its dates unpriced: only those are reported", () => {
    const festive: Season = { name: "Festive", kind: "recurring", start: "12-20", end: "01-02", priority: 5 };
    expect(newlyUnpriced(both, [low, high, festive], sold, "2027-12-01", 40)).toEqual([
      { first: "2027-12-20", last: "2028-01-02", nights: 14, season: "Festive", missing: sold },
    ]);
    // Under seasons of higher priority it wins no night: nothing to warn about.
    const ranked = { ...both, seasons: [{ ...low, priority: 2 }, { ...high, priority: 2 }] };
    expect(newlyUnpriced(ranked, [...ranked.seasons, { ...festive, priority: 1 }], sold, "2027-12-01", 40)).toEqual([]);
  });

  it("dates already unpriced before the change are not reported again", () => {
    const gap: PackageRates = { seasons: [low], rates: [rate("Low"), rate("Low", 1, "non_residents")] };
    // Shrinking Low to January-May newly opens June; July onwards had no season already.
    const shorter: Season = { ...low, end: "05-31" };
    expect(newlyUnpriced(gap, [shorter], sold, "2027-05-30", 40)).toEqual([{ first: "2027-06-01", last: "2027-06-30", nights: 30, season: null, missing: sold }]);
  });
});
