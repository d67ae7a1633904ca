import type { Migration } from "./helpers.ts";
import { blobType, withId } from "./helpers.ts";

export const catalogue: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("services"), dialect)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("icon", "text", (c) => c.notNull())
      .addColumn("image_key", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("destinations"), dialect)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("description_html", "text", (c) => c.notNull())
      .addColumn("destination_type", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("destination_images"), dialect)
      .addColumn("destination_id", "integer", (c) => c.notNull().references("destinations.id").onDelete("cascade"))
      .addColumn("image_key", "text", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("is_primary", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("destination_images_destination").on("destination_images").column("destination_id").execute();

    await withId(db.schema.createTable("continents"), dialect)
      .addColumn("name", "text", (c) => c.notNull().unique())
      .execute();

    await db.schema
      .createTable("destination_continents")
      .addColumn("destination_id", "integer", (c) => c.notNull().references("destinations.id").onDelete("cascade"))
      .addColumn("continent_id", "integer", (c) => c.notNull().references("continents.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("destination_continents_pk", ["destination_id", "continent_id"])
      .execute();

    await withId(db.schema.createTable("packages"), dialect)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("travel_type", "text", (c) => c.notNull())
      .addColumn("ribbon_tag_left", "text")
      .addColumn("is_deal", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_standout", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("tier_structure", "text", (c) => c.notNull())
      .addColumn("dynamic_price", "integer")
      .addColumn("dynamic_currency", "text")
      .addColumn("min_price_display", "text")
      .addColumn("duration_days", "integer", (c) => c.notNull())
      .addColumn("terms_and_conditions", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("package_services")
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("package_services_pk", ["package_id", "service_id"])
      .execute();
    await db.schema.createIndex("package_services_service").on("package_services").column("service_id").execute();

    await db.schema
      .createTable("package_destinations")
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("destination_id", "integer", (c) => c.notNull().references("destinations.id").onDelete("cascade"))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("package_destinations_pk", ["package_id", "destination_id"])
      .execute();

    await withId(db.schema.createTable("package_images"), dialect)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("image_key", "text", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("package_images_package").on("package_images").column("package_id").execute();

    await withId(db.schema.createTable("package_tiers"), dialect)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("tier_type", "text", (c) => c.notNull())
      .addColumn("price_kshs", "integer")
      .addColumn("price_usd", "integer")
      .addColumn("for_residents", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("for_east_africans", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("for_non_residents", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("itinerary_details_html", "text", (c) => c.notNull())
      .addColumn("inclusions", "text", (c) => c.notNull())
      .addColumn("exclusions", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("package_tiers_package").on("package_tiers").column("package_id").execute();

    await withId(db.schema.createTable("optional_activities"), dialect)
      .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id").onDelete("cascade"))
      .addColumn("activity_name", "text", (c) => c.notNull())
      .addColumn("cost_kshs", "integer")
      .addColumn("cost_usd", "integer")
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("optional_activities_package").on("optional_activities").column("package_id").execute();

    await withId(db.schema.createTable("blogs"), dialect)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("image_key", "text", (c) => c.notNull())
      .addColumn("image_alt", "text", (c) => c.notNull())
      .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("excerpt", "text", (c) => c.notNull())
      .addColumn("content_html", "text", (c) => c.notNull())
      .addColumn("reading_time_minutes", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("gallery_images"), dialect)
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("alt_text", "text", (c) => c.notNull())
      .addColumn("image_key", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("slider_images"), dialect)
      .addColumn("page_set", "text", (c) => c.notNull())
      .addColumn("image_key", "text", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_primary", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("slider_images_page_set").on("slider_images").column("page_set").execute();

    await db.schema
      .createTable("media")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("data", blobType(dialect), (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("app_meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
  },
};
