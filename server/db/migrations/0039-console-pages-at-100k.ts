import { sql } from "kysely";
import type { Migration } from "./helpers.ts";

/**
 * The audit trail at 100,000 inquiries (some 350,000 entries; decision 0068). Its filter menu lists
 * every action recorded, and its filter by person is part of an email: both read the whole trail
 * without an index that leads with the column, hundreds of milliseconds a page. With these, each
 * action or address is one seek from the one before (server/services/audit-trail.ts), and one
 * person's entries, newest first, are one range of the second index.
 *
 * And the dashboard's median first reply per agent: it read the first reply of each answered inquiry
 * of the 12 weeks (some 9,000) from the table, row by row, 20 to 30 ms on SQLite. The answered ones
 * in arrival order, with the columns that figure reads, make it one covering index range.
 */
export const consolePagesAt100k: Migration = {
  async up(db) {
    await db.schema.createIndex("audit_log_action").on("audit_log").column("action").execute();
    await db.schema.createIndex("audit_log_actor_email").on("audit_log").columns(["actor_email", "id"]).execute();
    await db.schema
      .createIndex("inquiries_replied_arrival")
      .on("inquiries")
      .columns(["created_at", "is_spam", "owner_id", "first_reply_at"])
      .where(sql.ref("first_reply_at"), "is not", null)
      .execute();
  },
};
