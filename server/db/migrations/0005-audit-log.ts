import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Every staff action that changes data: who, when, what, and the record before and after
 * (JSON). The actor's email is kept beside the id so the trail still reads after an account goes.
 */
export const auditLog: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("audit_log"), dialect)
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("entity_type", "text", (c) => c.notNull())
      .addColumn("entity_id", "text")
      .addColumn("before_json", "text")
      .addColumn("after_json", "text")
      .addColumn("ip", "text")
      .execute();
    await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity_type", "entity_id"]).execute();
    await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
  },
};
