/** The values the outbox keeps in its text column `kind` (table outbox_messages, server/db/generated-types.ts). */

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
