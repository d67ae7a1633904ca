/**
 * Migration 0026 on both databases (decision 0045): a database from before it, with deals typed as
 * a price beside the price it replaced (the demo lowered the deal tier to the deal price), comes
 * out with percentage rules, the lowered tier back at its full price, a "Save N%" ribbon dropped,
 * the typed columns emptied, and an unpublished draft converted the same way; the site then shows
 * the same deal price it showed before.
 */
import { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely.ts";
import { migrate, MIGRATIONS } from "../../server/db/migrate.ts";
import { packageDocumentSchema } from "../../domain/package-document.ts";
import { createTestDatabase, DIALECTS } from "../helpers/databases.ts";

describe.each(DIALECTS)("migration 0026 (deal rules) on %s", (dialect) => {
  it("turns typed deals into percentage rules, restores the lowered tier, and converts drafts", async () => {
    const database = await createTestDatabase(dialect);
    const db = openDatabase(database.url);
    try {
      const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0026"));
      const provider = { getMigrations: async () => Object.fromEntries(Object.entries(before).map(([name, m]) => [name, { up: (k: Kysely<any>) => m.up(k, db.dialect) }])) };
      expect((await new Migrator({ db: db.kysely, provider }).migrateToLatest()).error).toBeUndefined();

      const at = "2026-01-01T00:00:00.000Z";
      const insertPackage = async (slug: string, deal: { price: number | null; was: number | null; currency: string | null }, ribbon: string | null) =>
        (
          await db.kysely
            .insertInto("packages")
            .values({ slug, title: slug, summary: "s", travel_type: "Safari", tier_structure: "multiple", duration_days: 4, is_deal: 1, ribbon_tag_left: ribbon, dynamic_price: deal.price, dynamic_price_was: deal.was, dynamic_currency: deal.currency, created_at: at, updated_at: at } as any)
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const tier = async (packageId: number, type: string, kshs: number | null, usd: number | null, sort: number) =>
        (await db.kysely.insertInto("package_tiers").values({ package_id: packageId, tier_type: type, price_kshs: kshs, price_usd: usd, itinerary_details_html: "", inclusions: "[]", exclusions: "[]", sort_order: sort } as any).returning("id").executeTakeFirstOrThrow()).id;

      const lowered = await insertPackage("lowered", { price: 44_200, was: 52_000, currency: "KES" }, "Save 15%");
      const loweredValue = await tier(lowered, "value", 44_200, 780, 0);
      const loweredComfort = await tier(lowered, "comfort", 78_000, 1_150, 1);
      const usdOnly = await insertPackage("combo", { price: 1_990, was: null, currency: "USD" }, "Early Bird");
      await tier(usdOnly, "value", null, 2_200, 0);
      const plain = await insertPackage("plain", { price: null, was: null, currency: null }, "Best Seller");
      await tier(plain, "value", 30_000, null, 0);
      // A draft saved before the change, with its own typed deal.
      const draft = { title: "lowered", summary: "s", ribbon_tag_left: "Save 20%", is_deal: true, is_standout: false, deal_price: 40_000, deal_price_was: 50_000, deal_currency: "KES", deal_price_basis: "per_person_sharing", terms_and_conditions: "", service_ids: [], destination_ids: [], images: [], tiers: [{ id: loweredValue, tier_type: "value", for_residents: true, for_east_africans: true, for_non_residents: true, price_kshs: 40_000, price_usd: 780, price_basis: "per_person_sharing", contact_for_pricing: false, inclusions: [], exclusions: [], days: [] }], optional_activities: [] };
      await db.kysely.insertInto("catalogue_drafts").values({ entity_type: "package", entity_id: lowered, document: JSON.stringify(draft), updated_at: at, updated_by_id: null, updated_by_email: null, restored_from: null }).execute();

      await db.kysely.insertInto("app_meta").values({ key: "data_version", value: "before-0026" }).execute();

      await migrate(db);

      // Browsers' cached lists are told to refresh.
      expect((await db.kysely.selectFrom("app_meta").select("value").where("key", "=", "data_version").executeTakeFirstOrThrow()).value).not.toBe("before-0026");

      const rows = await db.kysely.selectFrom("packages").select(["id", "deal_percent", "deal_starts_on", "deal_ends_on", "ribbon_tag_left", "dynamic_price", "dynamic_price_was", "dynamic_currency"]).orderBy("id").execute();
      const of = (id: number) => rows.find((r) => Number(r.id) === Number(id))!;
      expect(of(lowered)).toMatchObject({ deal_percent: 15, deal_starts_on: null, deal_ends_on: null, ribbon_tag_left: null, dynamic_price: null, dynamic_price_was: null, dynamic_currency: null });
      // (2,200 - 1,990) / 2,200 = 9.5%: 10%.
      expect(of(usdOnly)).toMatchObject({ deal_percent: 10, ribbon_tag_left: "Early Bird", dynamic_price: null });
      expect(of(plain)).toMatchObject({ deal_percent: null, ribbon_tag_left: "Best Seller" });
      const tiers = await db.kysely.selectFrom("package_tiers").select(["id", "price_kshs", "price_usd"]).where("package_id", "=", lowered).orderBy("sort_order").execute();
      // The tier lowered to the deal price is back at the full price: 52,000 less 15% is again 44,200.
      expect(tiers.map((t) => [Number(t.id), Number(t.price_kshs), Number(t.price_usd)])).toEqual([
        [loweredValue, 52_000, 780],
        [loweredComfort, 78_000, 1_150],
      ]);

      const stored = await db.kysely.selectFrom("catalogue_drafts").select("document").where("entity_id", "=", lowered).executeTakeFirstOrThrow();
      const converted = JSON.parse(stored.document);
      expect(converted).toMatchObject({ deal_percent: 20, deal_starts_on: null, deal_ends_on: null, ribbon_tag_left: "" });
      expect(converted).not.toHaveProperty("deal_price");
      expect(converted.tiers[0].price_kshs).toBe(50_000);
      // The converted draft is a valid document for the editor.
      expect(packageDocumentSchema.safeParse(converted).success).toBe(true);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
