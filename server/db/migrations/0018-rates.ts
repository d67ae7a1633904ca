import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * The rate model (issue 14, decision 0033): seasons shared by every package, and per-night rates
 * per package tier, residency, season and currency. Amounts are integer minor units (cents);
 * bands are JSON lists checked by domain/rates/schema.ts before they are written.
 */
export const rates: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("rate_seasons"), dialect)
      .addColumn("name", "text", (c) => c.notNull().unique())
      // "recurring" (start/end "MM-DD", may wrap over New Year) or "one_year" ("YYYY-MM-DD").
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("start_on", "text", (c) => c.notNull())
      .addColumn("end_on", "text", (c) => c.notNull())
      .addColumn("priority", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("package_rates"), dialect)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      // Tier ids stay stable across publishes (decision 0023); a removed tier takes its rates along.
      .addColumn("tier_id", "integer", (c) => c.notNull().references("package_tiers.id").onDelete("cascade"))
      .addColumn("residency", "text", (c) => c.notNull())
      // A season in use cannot be deleted: the service refuses first, the key is the backstop.
      .addColumn("season_id", "integer", (c) => c.notNull().references("rate_seasons.id"))
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("basis", "text", (c) => c.notNull())
      .addColumn("contact_for_pricing", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("adult_sharing", "integer")
      .addColumn("single_supplement", "integer")
      // JSON [{ minAge, maxAge, amount }] and [{ maxSize, amount }].
      .addColumn("child_bands", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("group_bands", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("package_rates_one_per_key", ["tier_id", "residency", "season_id", "currency"])
      .execute();
    await db.schema.createIndex("package_rates_package").on("package_rates").columns(["package_id"]).execute();
    await db.schema.createIndex("package_rates_season").on("package_rates").columns(["season_id"]).execute();
  },
};
