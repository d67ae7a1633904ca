/**
 * The outbox table's types. They extend the site's Database through
 * Kysely's withTables, so the outbox stays in its own folder.
 */
import type { Generated, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** pending → sending → sent; or back to pending for a retry; dead after the last try. */
export type OutboxStatus = "pending" | "sending" | "sent" | "dead";
export type OutboxKind = "staff_notification" | "traveller_acknowledgement";

export interface OutboxMessagesTable {
  id: Generated<number>;
  inquiry_id: number;
  kind: OutboxKind;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  max_attempts: number;
  /** ISO-8601 UTC; toISOString() text sorts in time order on both databases. */
  next_attempt_at: string;
  claimed_at: string | null;
  claimed_by: string | null;
  to_address: string;
  to_name: string | null;
  reply_to_address: string | null;
  reply_to_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  last_error: string | null;
  smtp_response: string | null;
  created_at: string;
  sent_at: string | null;
}

export type OutboxDatabase = Database & { outbox_messages: OutboxMessagesTable };

export function withOutbox(db: Kysely<Database>): Kysely<OutboxDatabase> {
  return db.withTables<{ outbox_messages: OutboxMessagesTable }>();
}
