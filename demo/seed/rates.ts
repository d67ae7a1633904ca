/**
 * Demo seasons and rates (decision 0034), so the price for a party shows on a few demo package
 * pages, their from-prices and offers come from the price function, and the browser tests have
 * figures to compute by hand. Fictional but plausible Kenyan seasons: the long rains (April-May)
 * and short rains (November to mid-December) are low, June-October is high (the migration),
 * mid-December to early January is peak, and January-March is the dry shoulder.
 *
 * Loaded once, when no season and no rate is stored yet: staff's own seasons are never touched.
 * Amounts are per adult sharing per night, in whole KES or USD (stored in cents).
 */
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import type { ChildBand, GroupBand, Season } from "#domain/rates/types.ts";
import { INQUIRY_RESIDENCIES, type InquiryResidency } from "#domain/residency.ts";

export const DEMO_SEASONS: Season[] = [
  { name: "Festive peak", kind: "recurring", start: "12-15", end: "01-05", priority: 20 },
  { name: "Dry shoulder", kind: "recurring", start: "01-01", end: "03-31", priority: 10 },
  { name: "Green season", kind: "recurring", start: "04-01", end: "05-31", priority: 10 },
  { name: "Migration high", kind: "recurring", start: "06-01", end: "10-31", priority: 10 },
  { name: "Short rains", kind: "recurring", start: "11-01", end: "12-14", priority: 10 },
];

type SeasonName = "Festive peak" | "Dry shoulder" | "Green season" | "Migration high" | "Short rains";
/** An amount per season, or "contact" for Contact for Pricing in that season. */
type BySeason<T> = Record<SeasonName, T | "contact">;

interface SharingTable {
  basis: "per_person_sharing";
  kes: BySeason<number>;
  usd: BySeason<number>;
  supplement: { kes: number; usd: number };
}

interface GroupTable {
  basis: "per_group";
  /** Party-size bands: maxSize -> amount per season. */
  kes: Record<number, BySeason<number>>;
  usd: Record<number, BySeason<number>>;
}

type TierTable = SharingTable | GroupTable;

const sharing = (kes: number[], usd: (number | "contact")[], supplement: { kes: number; usd: number }, kesContact: boolean[] = []): SharingTable => {
  const names: SeasonName[] = ["Green season", "Short rains", "Dry shoulder", "Migration high", "Festive peak"];
  const by = <T,>(values: (T | "contact")[], contact: boolean[]): BySeason<T> =>
    Object.fromEntries(names.map((n, i) => [n, contact[i] ? "contact" : values[i]!])) as BySeason<T>;
  return { basis: "per_person_sharing", kes: by(kes, kesContact), usd: by(usd, []), supplement };
};

/** Green season, short rains, dry shoulder, migration high, festive peak. */
export const DEMO_RATES: Record<string, Partial<Record<"single" | "value" | "comfort" | "premier", TierTable>>> = {
  "3-day-amboseli-family-elephant-safari": {
    value: sharing([14_000, 15_000, 18_000, 22_000, 26_000], [250, 270, 310, 380, 450], { kes: 5_000, usd: 90 }),
    comfort: sharing([23_000, 25_000, 29_000, 35_000, 42_000], [400, 430, 490, 590, 700], { kes: 8_000, usd: 140 }),
    premier: sharing([35_000, 38_000, 44_000, 54_000, 64_000], [660, 710, 825, 990, 1_180], { kes: 14_000, usd: 250 }),
  },
  "4-day-samburu-special-five-safari": {
    single: sharing([26_000, 28_000, 32_000, 38_000, 45_000], [340, 360, 420, 500, 590], { kes: 7_000, usd: 110 }),
  },
  "2-day-ol-pejeta-rhino-safari": {
    // One private vehicle with its guide and conservancy fees, priced for the party.
    single: {
      basis: "per_group",
      kes: {
        2: { "Green season": 46_000, "Short rains": 46_000, "Dry shoulder": 52_000, "Migration high": 52_000, "Festive peak": 60_000 },
        4: { "Green season": 88_000, "Short rains": 88_000, "Dry shoulder": 98_000, "Migration high": 98_000, "Festive peak": 112_000 },
        7: { "Green season": 135_000, "Short rains": 135_000, "Dry shoulder": 150_000, "Migration high": 150_000, "Festive peak": 170_000 },
      },
      usd: {
        2: { "Green season": 400, "Short rains": 400, "Dry shoulder": 450, "Migration high": 450, "Festive peak": 520 },
        4: { "Green season": 760, "Short rains": 760, "Dry shoulder": 850, "Migration high": 850, "Festive peak": 980 },
        7: { "Green season": 1_150, "Short rains": 1_150, "Dry shoulder": 1_300, "Migration high": 1_300, "Festive peak": 1_480 },
      },
    },
  },
  "10-day-kenya-grand-safari-circuit": {
    value: sharing([24_000, 25_000, 27_000, 33_000, 38_000], [300, 320, 345, 420, 490], { kes: 6_000, usd: 80 }),
    comfort: sharing([36_000, 38_000, 41_000, 50_000, 57_000], [450, 480, 520, 630, 735], { kes: 9_000, usd: 120 }),
    // Peak-season lodges for the premier tier are confirmed on request.
    premier: sharing([55_000, 58_000, 62_000, 75_000, 0], [700, 740, 790, 960, "contact"], { kes: 15_000, usd: 200 }, [false, false, false, false, true]),
  },
};

/** Children 0-2 travel free; 3-11 pay half the adult rate; 12-17 pay as adults (no band). */
const childBands = (adult: number): ChildBand[] => [
  { minAge: 0, maxAge: 2, amount: 0 },
  { minAge: 3, maxAge: 11, amount: Math.round(adult / 2) },
];

const cents = (major: number) => major * 100;

export async function seedDemoRates(db: Db): Promise<number> {
  const k = db.kysely;
  const existing = await k.selectFrom("rate_seasons").select("id").limit(1).executeTakeFirst();
  const anyRate = await k.selectFrom("package_rates").select("id").limit(1).executeTakeFirst();
  if (existing || anyRate) return 0;
  const packages = await k.selectFrom("packages").select(["id", "slug"]).where("slug", "in", Object.keys(DEMO_RATES)).execute();
  if (packages.length === 0) return 0;
  const at = new Date().toISOString();
  let written = 0;
  await k.transaction().execute(async (tx) => {
    const seasonIds = new Map<string, number>();
    for (const s of DEMO_SEASONS) {
      const row = await tx
        .insertInto("rate_seasons")
        .values({ name: s.name, kind: s.kind, start_on: s.start, end_on: s.end, priority: s.priority, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      seasonIds.set(s.name, row.id);
    }
    for (const pkg of packages) {
      const tiers = await tx.selectFrom("package_tiers").select(["id", "tier_type", "for_residents", "for_east_africans", "for_non_residents"]).where("package_id", "=", pkg.id).execute();
      for (const tier of tiers) {
        const table = DEMO_RATES[pkg.slug]?.[tier.tier_type as "single"];
        if (!table) continue;
        const sold: Record<InquiryResidency, boolean> = {
          residents: Boolean(Number(tier.for_residents)),
          east_africans: Boolean(Number(tier.for_east_africans)),
          non_residents: Boolean(Number(tier.for_non_residents)),
        };
        for (const residency of INQUIRY_RESIDENCIES) {
          if (!sold[residency]) continue;
          // Kenya and East African residents pay in KES, international visitors in USD.
          const currency = residency === "non_residents" ? "USD" : "KES";
          for (const season of DEMO_SEASONS) {
            const name = season.name as SeasonName;
            const base = { package_id: pkg.id, tier_id: tier.id, residency, season_id: seasonIds.get(name)!, currency, updated_at: at };
            if (table.basis === "per_group") {
              const bands = currency === "USD" ? table.usd : table.kes;
              const groupBands: GroupBand[] = Object.entries(bands).map(([size, by]) => ({ maxSize: Number(size), amount: cents(by[name] as number) }));
              await tx.insertInto("package_rates").values({ ...base, basis: "per_group", contact_for_pricing: 0, adult_sharing: null, single_supplement: null, child_bands: "[]", group_bands: JSON.stringify(groupBands) }).execute();
            } else {
              const amount = (currency === "USD" ? table.usd : table.kes)[name];
              const contact = amount === "contact";
              const adult = contact ? null : cents(amount);
              await tx
                .insertInto("package_rates")
                .values({
                  ...base,
                  basis: "per_person_sharing",
                  contact_for_pricing: contact ? 1 : 0,
                  adult_sharing: adult,
                  single_supplement: contact ? null : cents(currency === "USD" ? table.supplement.usd : table.supplement.kes),
                  child_bands: JSON.stringify(adult === null ? [] : childBands(adult)),
                  group_bands: "[]",
                })
                .execute();
            }
            written++;
          }
        }
      }
    }
    // From-prices and offers come from the rates: the catalogue snapshot must be rebuilt.
    await bumpDataVersion(tx);
  });
  return written;
}
