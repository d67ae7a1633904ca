import { sql } from "kysely";
import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * The outbox carries more than the two emails of an inquiry: staff invitations, password links and
 * replies from the console. So `inquiry_id` becomes optional, the one-per-(inquiry, kind) rule
 * becomes a general `dedupe_key` (a repeated key is a no-op: exactly-once enqueueing), and each
 * message records its Message-ID and threading headers.
 *
 * SQLite cannot drop a NOT NULL or a table constraint in place, so the table is rebuilt there;
 * PostgreSQL alters it.
 */
export const outboxGeneral: Migration = {
  async up(db, dialect) {
    if (dialect === "postgres") {
      await db.schema.alterTable("outbox_messages").alterColumn("inquiry_id", (c) => c.dropNotNull()).execute();
      await db.schema.alterTable("outbox_messages").addColumn("dedupe_key", "text").execute();
      await db.schema.alterTable("outbox_messages").addColumn("message_id", "text").execute();
      await db.schema.alterTable("outbox_messages").addColumn("in_reply_to", "text").execute();
      await db.schema.alterTable("outbox_messages").addColumn("references_header", "text").execute();
      await sql`update outbox_messages set dedupe_key = 'inquiry:' || inquiry_id || ':' || kind`.execute(db);
      await db.schema.alterTable("outbox_messages").alterColumn("dedupe_key", (c) => c.setNotNull()).execute();
      await db.schema.alterTable("outbox_messages").dropConstraint("outbox_messages_inquiry_kind").execute();
    } else {
      await withId(db.schema.createTable("outbox_messages_v2"), dialect)
        .addColumn("inquiry_id", "integer")
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
        .addColumn("dedupe_key", "text", (c) => c.notNull())
        .addColumn("message_id", "text")
        .addColumn("in_reply_to", "text")
        .addColumn("references_header", "text")
        .execute();
      await sql`insert into outbox_messages_v2
        (id, inquiry_id, kind, status, attempts, max_attempts, next_attempt_at, claimed_at, claimed_by, to_address, to_name,
         reply_to_address, reply_to_name, subject, text_body, html_body, last_error, smtp_response, created_at, sent_at, dedupe_key)
        select id, inquiry_id, kind, status, attempts, max_attempts, next_attempt_at, claimed_at, claimed_by, to_address, to_name,
         reply_to_address, reply_to_name, subject, text_body, html_body, last_error, smtp_response, created_at, sent_at,
         'inquiry:' || inquiry_id || ':' || kind
        from outbox_messages`.execute(db);
      await db.schema.dropTable("outbox_messages").execute();
      await db.schema.alterTable("outbox_messages_v2").renameTo("outbox_messages").execute();
      await db.schema.createIndex("outbox_messages_due").on("outbox_messages").columns(["status", "next_attempt_at"]).execute();
    }
    await db.schema.createIndex("outbox_messages_dedupe_key").on("outbox_messages").column("dedupe_key").unique().execute();
    await db.schema.createIndex("outbox_messages_inquiry").on("outbox_messages").column("inquiry_id").execute();
  },
};
