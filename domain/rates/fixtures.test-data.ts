/** Seasons and rates priced by hand in the tests (amounts in cents). Not shipped anywhere. */
import type { PackageRates, Rate, Season } from "./types.ts";

export const SEASONS: Season[] = [
  { name: "Base", kind: "recurring", start: "01-01", end: "12-31", priority: 0 },
  { name: "Low", kind: "recurring", start: "04-01", end: "06-30", priority: 1 },
  { name: "High", kind: "recurring", start: "07-01", end: "10-31", priority: 1 },
  { name: "Festive", kind: "recurring", start: "12-15", end: "01-05", priority: 2 },
  { name: "Migration 2026", kind: "one_year", start: "2026-08-01", end: "2026-08-31", priority: 3 },
];

const sharing = (season: string, adultSharing: number, singleSupplement: number | null, child: number, extra: Partial<Rate> = {}): Rate => ({
  tierId: 1,
  residency: "residents",
  season,
  currency: "KES",
  basis: "per_person_sharing",
  contactForPricing: false,
  adultSharing,
  singleSupplement,
  childBands: [
    { minAge: 0, maxAge: 2, amount: 0 },
    { minAge: 3, maxAge: 11, amount: child },
  ],
  groupBands: [],
  ...extra,
});

export const RATES: PackageRates = {
  seasons: SEASONS,
  rates: [
    sharing("Base", 1_000_000, 400_000, 500_000),
    sharing("Low", 800_000, 300_000, 400_000),
    sharing("High", 1_500_000, 600_000, 750_000),
    sharing("Festive", 2_000_000, 1_000_000, 1_000_000),
    sharing("Migration 2026", 2_500_000, 1_200_000, 1_250_000),
    // The same tier for international visitors in USD (USD 120 a night sharing) in the base season.
    sharing("Base", 12_000, 5_000, 6_000, { residency: "non_residents", currency: "USD" }),
    // East Africans only have a USD price: they pay in USD rather than get no price.
    sharing("Base", 11_000, null, 5_000, { residency: "east_africans", currency: "USD" }),
    // Tier 2: one vehicle, priced by party size.
    ...SEASONS.map(
      (s): Rate => ({
        tierId: 2,
        residency: "residents",
        season: s.name,
        currency: "KES",
        basis: "per_group",
        contactForPricing: false,
        adultSharing: null,
        singleSupplement: null,
        childBands: [],
        groupBands: [
          { maxSize: 4, amount: 6_000_000 },
          { maxSize: 7, amount: 9_000_000 },
        ],
      }),
    ),
    // Tier 3: Contact for Pricing.
    { ...sharing("Base", 0, null, 0), tierId: 3, contactForPricing: true, adultSharing: null, childBands: [] },
  ],
};
