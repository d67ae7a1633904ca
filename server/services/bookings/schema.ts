/** Table types of the bookings (migration 0027), merged into the quotes' tables. */
import type { Generated, Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { QuotesDatabase } from "../quotes/schema.ts";

export interface BookingsTable {
  id: Generated<number>;
  inquiry_id: number;
  quote_id: number;
  quote_version: number;
  option_id: string;
  token: string;
  state: string;
  currency: string;
  total: number | string;
  deposit_amount: number | string;
  deposit_due: string;
  balance_amount: number | string;
  balance_due: string;
  /** The sum of the booking's payments, kept by database triggers (migration 0031): for lists and figures only. */
  paid: Generated<number | string>;
  start_date: string | null;
  document: string;
  terms: string;
  booked_on: string;
  created_at: string;
  updated_at: string;
}

export interface BookingPaymentsTable {
  id: Generated<number>;
  booking_id: number;
  method: string;
  amount: number | string;
  currency: string;
  received_on: string;
  reference: string;
  note: string;
  flag: string | null;
  submission_key: string;
  recorded_by_id: string | null;
  recorded_by_email: string | null;
  /** The online attempt the money came from (migration 0028); null for staff-recorded money. */
  attempt_id: number | null;
  created_at: string;
}

/** Migration 0028: a prompt or checkout asked of a provider (decision 0050). */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  booking_id: number;
  provider: string;
  merchant_reference: string;
  provider_reference: string | null;
  amount: number | string;
  currency: string;
  phone_hint: string | null;
  state: string;
  failure_reason: string | null;
  detail: string | null;
  redirect_url: string | null;
  receipt_hint: string | null;
  payment_id: number | null;
  next_check_at: string | null;
  checks: Generated<number>;
  claimed_by: string | null;
  claimed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0028: provider money that matched no booking, waiting for staff. */
export interface UnmatchedPaymentsTable {
  id: Generated<number>;
  provider: string;
  transaction_key: string;
  transaction_id: string;
  amount: number | string;
  currency: string;
  account: string;
  payer: string;
  paid_at: string;
  booking_id: number | null;
  payment_id: number | null;
  resolved_by_email: string | null;
  resolved_at: string | null;
  created_at: string;
}

export type BookingsDatabase = QuotesDatabase & {
  bookings: BookingsTable;
  booking_payments: BookingPaymentsTable;
  payment_attempts: PaymentAttemptsTable;
  unmatched_payments: UnmatchedPaymentsTable;
};

export function withBookings(db: Kysely<Database> | Transaction<Database> | Kysely<QuotesDatabase> | Transaction<QuotesDatabase>): Kysely<BookingsDatabase> {
  return db as unknown as Kysely<BookingsDatabase>;
}
