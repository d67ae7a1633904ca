import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/** The messages owed for each inquiry, written in the inquiry's own transaction (docs/decisions/0004-outbox.md). */
export const outbox: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("outbox_messages"), dialect)
      .addColumn("inquiry_id", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("max_attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("claimed_at", "text")
      .addColumn("claimed_by", "text")
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("to_name", "text")
      .addColumn("reply_to_address", "text")
      .addColumn("reply_to_name", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      .addColumn("last_error", "text")
      .addColumn("smtp_response", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addUniqueConstraint("outbox_messages_inquiry_kind", ["inquiry_id", "kind"])
      .execute();
    // The worker's claim query: due pending rows, oldest first.
    await db.schema.createIndex("outbox_messages_due").on("outbox_messages").columns(["status", "next_attempt_at"]).execute();
  },
};
