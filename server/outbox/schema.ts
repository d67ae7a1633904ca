/**
 * The outbox table's types. They extend the site's Database through
 * Kysely's withTables, so the outbox stays in its own folder.
 */
import type { Generated, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** pending → sending → sent; or back to pending for a retry; dead after the last try. */
export type OutboxStatus = "pending" | "sending" | "sent" | "dead";
export type OutboxKind =
  | "staff_notification"
  | "traveller_acknowledgement"
  /** Console: a staff member's reply to a traveller, threaded under the acknowledgement. */
  | "inquiry_reply"
  /** Console: invitation of a new staff member, password set and reset links. */
  | "staff_invitation"
  | "password_link"
  /** Quotes (issue 14): the link to a quote, to the traveller; the traveller's answers, to the inquiry's owner. */
  | "quote_sent"
  | "quote_accepted"
  /** Quotes (issue 24): the traveller's written confirmation of what they accepted and how to pay. */
  | "quote_acceptance_confirmation"
  | "quote_changes_requested"
  | "quote_fresh_requested"
  /** Bookings (issue 26, decision 0053): a payment's receipt, to the traveller. */
  | "booking_receipt"
  /** Bookings (issue 26): the balance is due soon, or overdue, with the link to pay (decision 0055). */
  | "balance_reminder";

export interface OutboxMessagesTable {
  id: Generated<number>;
  /** The inquiry the message belongs to; null for staff emails (invitations, password links). */
  inquiry_id: number | null;
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
  /** Unique: enqueueing the same key twice stores one message (e.g. `inquiry:42:staff_notification`). */
  dedupe_key: string;
  /** The Message-ID header, fixed at enqueue so replies can thread under it; null on rows from before 0004. */
  message_id: string | null;
  in_reply_to: string | null;
  references_header: string | null;
}

export type OutboxDatabase = Database & { outbox_messages: OutboxMessagesTable };

export function withOutbox(db: Kysely<Database>): Kysely<OutboxDatabase> {
  return db.withTables<{ outbox_messages: OutboxMessagesTable }>();
}
