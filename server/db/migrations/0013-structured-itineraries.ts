import { daysFromLegacyHtml } from "#domain/itinerary.ts";
import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Structured itineraries and packages created in the console (decision 0027).
 *
 * - `package_itinerary_days`: a tier's days (title, places, overnight, meals, description). The
 *   tier's `itinerary_details_html` is from now on derived from them. Every existing tier's HTML
 *   becomes days here: each `<h4>` starts a day, its description is what follows up to the next
 *   `<h4>`; HTML without `<h4>` is kept whole as one day, so no live itinerary loses text.
 * - `packages.status`: "published" (live) or "draft" (created in the console, never published);
 *   every public read filters on it, as for stories and destinations (decision 0025).
 */
export const structuredItineraries: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("package_itinerary_days"), dialect)
      .addColumn("tier_id", "integer", (c) => c.notNull().references("package_tiers.id").onDelete("cascade"))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      // JSON array of place names.
      .addColumn("places", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("overnight", "text", (c) => c.notNull().defaultTo(""))
      // JSON array of "breakfast" | "lunch" | "dinner".
      .addColumn("meals", "text", (c) => c.notNull().defaultTo("[]"))
      // Sanitised HTML; the editor's JSON document beside it once edited in the console.
      .addColumn("description_html", "text", (c) => c.notNull())
      .addColumn("description_doc", "text")
      .execute();
    await db.schema.createIndex("package_itinerary_days_tier").on("package_itinerary_days").columns(["tier_id", "sort_order"]).execute();

    await db.schema.alterTable("packages").addColumn("status", "text", (c) => c.notNull().defaultTo("published")).execute();

    const tiers = await db.selectFrom("package_tiers").select(["id", "itinerary_details_html"]).orderBy("id").execute();
    for (const tier of tiers) {
      const days = daysFromLegacyHtml(String(tier.itinerary_details_html ?? ""));
      if (!days.length) continue;
      await db
        .insertInto("package_itinerary_days")
        .values(
          days.map((d, i) => ({
            tier_id: tier.id,
            sort_order: i,
            title: d.title,
            places: JSON.stringify(d.places),
            overnight: d.overnight,
            meals: JSON.stringify(d.meals),
            description_html: d.description_html,
          })),
        )
        .execute();
    }
  },
};
