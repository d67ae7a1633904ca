import { describe, expect, it } from "vitest";
import { rateSchema } from "#domain/rates/schema.ts";
import { seasonProblems } from "#domain/rates/seasons.ts";
import { packages } from "../content/packages/index.ts";
import { DEMO_RATES, DEMO_SEASONS } from "./rates.ts";

describe("demo rates", () => {
  it("the demo seasons cover every day of the year without an equal-priority overlap", () => {
    expect(seasonProblems(DEMO_SEASONS)).toEqual([]);
    const covers = (md: string) => DEMO_SEASONS.some((s) => (s.start <= s.end ? s.start <= md && md <= s.end : md >= s.start || md <= s.end));
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) expect(covers(d.toISOString().slice(5, 10))).toBe(true);
  });

  it("names demo packages and tiers that exist, with rates the write schema accepts", () => {
    for (const [slug, tiers] of Object.entries(DEMO_RATES)) {
      const pkg = packages.find((p) => p.slug === slug);
      expect(pkg, slug).toBeDefined();
      for (const [type, table] of Object.entries(tiers)) {
        expect(pkg!.tiers.some((t) => t.tier_type === type), `${slug} ${type}`).toBe(true);
        if (table.basis !== "per_person_sharing") continue;
        for (const season of DEMO_SEASONS) {
          const amount = table.kes[season.name as keyof typeof table.kes];
          const contact = amount === "contact";
          const rate = {
            tierId: 1,
            residency: "residents",
            season: season.name,
            currency: "KES",
            basis: "per_person_sharing",
            contactForPricing: contact,
            adultSharing: contact ? null : amount * 100,
            singleSupplement: contact ? null : table.supplement.kes * 100,
            childBands: contact ? [] : [{ minAge: 0, maxAge: 2, amount: 0 }, { minAge: 3, maxAge: 11, amount: (amount * 100) / 2 }],
            groupBands: [],
          };
          expect(rateSchema.safeParse(rate).success, `${slug} ${type} ${season.name}`).toBe(true);
        }
      }
    }
  });
});
