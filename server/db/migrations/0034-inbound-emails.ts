import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Traveller emails read from the sales mailbox over IMAP (issue 28 item 5, decision 0060).
 *
 * - `inbound_emails`: one row per message taken in. `dedupe_key` is unique: the Message-ID when the
 *   message has one, else the mailbox's UIDVALIDITY and UID; (`uid_validity`, `uid`) is unique as
 *   well. The insert is the claim, so the same message seen twice (a pass cut off before it moved
 *   its watermark, two processes, a message delivered twice) is stored once. `status` is
 *   `matched` (on an inquiry's thread), `unmatched` (waits for staff), `dismissed` or `own` (a
 *   copy of an email we sent ourselves, kept only so it is not taken in again).
 * - `inbound_email_attachments`: what each message carried; the bytes are in the store for
 *   originals (MEDIA_STORAGE) under an unguessable key, or not at all when over the size cap.
 * - `imap_mailbox`: one row per mailbox (account and folder): where reading got to (UIDVALIDITY,
 *   last UID), the lease that lets one process at a time read it, and the last failure, shown on
 *   the console and retried with backoff.
 */
export const inboundEmails: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("inbound_emails"), dialect)
      .addColumn("mailbox", "text", (c) => c.notNull())
      .addColumn("uid_validity", "text", (c) => c.notNull())
      .addColumn("uid", "integer", (c) => c.notNull())
      .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
      .addColumn("message_id", "text")
      .addColumn("inquiry_id", "integer")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("matched_by", "text")
      .addColumn("note", "text")
      .addColumn("from_address", "text", (c) => c.notNull())
      .addColumn("from_name", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text")
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("received_at", "text", (c) => c.notNull())
      .addColumn("handled_by", "text")
      .addColumn("handled_at", "text")
      .execute();
    await db.schema.createIndex("inbound_emails_uid").on("inbound_emails").columns(["mailbox", "uid_validity", "uid"]).unique().execute();
    await db.schema.createIndex("inbound_emails_inquiry").on("inbound_emails").columns(["inquiry_id", "id"]).execute();
    await db.schema.createIndex("inbound_emails_status").on("inbound_emails").columns(["status", "id"]).execute();
    await db.schema.createIndex("inbound_emails_message_id").on("inbound_emails").columns(["message_id"]).execute();

    await withId(db.schema.createTable("inbound_email_attachments"), dialect)
      .addColumn("email_id", "integer", (c) => c.notNull().references("inbound_emails.id"))
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      // Null when the file was over the cap and stays only in the mailbox.
      .addColumn("storage_key", "text")
      .execute();
    await db.schema.createIndex("inbound_email_attachments_email").on("inbound_email_attachments").columns(["email_id", "id"]).execute();

    await db.schema
      .createTable("imap_mailbox")
      .addColumn("mailbox", "text", (c) => c.primaryKey())
      .addColumn("uid_validity", "text")
      .addColumn("last_uid", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("lease_holder", "text")
      .addColumn("lease_until", "text")
      .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_try_at", "text")
      .addColumn("last_error", "text")
      .addColumn("last_error_at", "text")
      .addColumn("last_success_at", "text")
      .execute();
    // Outgoing Message-IDs are looked up for every message taken in (In-Reply-To, References).
    await db.schema.createIndex("outbox_messages_message_id").on("outbox_messages").columns(["message_id"]).execute();
  },
};
