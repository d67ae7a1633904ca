import type { Migration } from "./helpers.ts";

/**
 * One row per console form submission that sends or creates (issue 24 item 5, decision 0043): the
 * form's one-time token, who posted it, and where the first submission's answer sent them. A
 * second post of the same token finds the row and is sent to the same place; it does nothing.
 * `location` is null while the first submission is still being carried out.
 */
export const oneTimeSubmissions: Migration = {
  async up(db) {
    await db.schema
      .createTable("one_time_submissions")
      .addColumn("token", "varchar(64)", (c) => c.primaryKey())
      .addColumn("staff_id", "text", (c) => c.notNull())
      .addColumn("location", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("one_time_submissions_created_at").on("one_time_submissions").column("created_at").execute();
  },
};
