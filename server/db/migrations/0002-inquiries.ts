import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

export const inquiries: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("inquiries"), dialect)
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("message", "text")
      .addColumn("residency", "text")
      .addColumn("budget_tier", "text")
      .addColumn("start_date", "text")
      .addColumn("end_date", "text")
      .addColumn("pax_adults", "integer", (c) => c.notNull())
      .addColumn("pax_children", "integer", (c) => c.notNull())
      .addColumn("children_ages", "text")
      // No foreign keys: an inquiry must survive a package being withdrawn later.
      .addColumn("package_id", "integer")
      .addColumn("service_id", "integer")
      .addColumn("destination_id", "integer")
      .addColumn("source_page", "text")
      .addColumn("source_url", "text")
      .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("spam_reason", "text")
      .addColumn("client_ip", "text")
      .addColumn("user_agent", "text")
      .execute();
    await db.schema.createIndex("inquiries_created_at").on("inquiries").column("created_at").execute();
  },
};
