/** Table types of the bookings' travellers, cancellations and refunds (migration 0030), merged into the bookings' tables. */
import type { Generated, Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { BookingsDatabase } from "./schema.ts";

export interface BookingTravellersTable {
  id: Generated<number>;
  booking_id: number;
  position: number;
  full_name: string;
  date_of_birth: string;
  nationality: string;
  passport_number: string;
  passport_expiry: string;
  dietary: string;
  medical: string;
  updated_at: string;
}

export interface BookingTravellerSavesTable {
  submission_key: string;
  booking_id: number;
  created_at: string;
}

export interface BookingCancellationsTable {
  id: Generated<number>;
  booking_id: number;
  cancelled_on: string;
  days_before: number | null;
  refund_percent: number;
  paid: number | string;
  charge: number | string;
  refund_owed: number | string;
  currency: string;
  state_before: string;
  reason: string;
  cancelled_by_id: string | null;
  cancelled_by_email: string | null;
  created_at: string;
}

export interface BookingRefundsTable {
  id: Generated<number>;
  booking_id: number;
  method: string;
  amount: number | string;
  currency: string;
  made_on: string;
  reference: string;
  note: string;
  provider_requested: number;
  submission_key: string;
  recorded_by_id: string | null;
  recorded_by_email: string | null;
  created_at: string;
}

export type BookingDeskDatabase = BookingsDatabase & {
  booking_travellers: BookingTravellersTable;
  booking_traveller_saves: BookingTravellerSavesTable;
  booking_cancellations: BookingCancellationsTable;
  booking_refunds: BookingRefundsTable;
};

export function withDesk(db: Kysely<Database> | Transaction<Database>): Kysely<BookingDeskDatabase> {
  return db as unknown as Kysely<BookingDeskDatabase>;
}
