import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Scheduled publishing (decision 0030): "publish this draft at" a time, run by whichever server
 * process claims the row first. Times are UTC ISO strings, like every other time in the database.
 */
export const scheduledPublishing: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("scheduled_publishes"), dialect)
      .addColumn("entity_type", "text", (c) => c.notNull())
      .addColumn("entity_id", "integer", (c) => c.notNull())
      .addColumn("publish_at", "text", (c) => c.notNull())
      // pending → publishing (claimed by one process) → published | failed; or cancelled.
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by_id", "text")
      .addColumn("created_by_email", "text")
      .addColumn("claimed_by", "text")
      .addColumn("claimed_until", "text")
      .addColumn("finished_at", "text")
      // The refusal of a failed publish (JSON: field → message), shown in the console.
      .addColumn("errors", "text")
      .execute();
    // The scheduler's question: which pending schedules are due?
    await db.schema.createIndex("scheduled_publishes_due").on("scheduled_publishes").columns(["status", "publish_at"]).execute();
    await db.schema.createIndex("scheduled_publishes_entity").on("scheduled_publishes").columns(["entity_type", "entity_id", "id"]).execute();
  },
};
