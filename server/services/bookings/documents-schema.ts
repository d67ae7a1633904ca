/** Table types of receipts, invoices and their number counters (migration 0029), over the bookings' tables. */
import type { Generated, Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { BookingsDatabase } from "./schema.ts";

export interface DocumentCountersTable {
  series: string;
  year: number;
  last: number;
}

export interface BookingReceiptsTable {
  id: Generated<number>;
  booking_id: number;
  payment_id: number;
  number: string;
  issued_on: string;
  amount: number | string;
  currency: string;
  method: string;
  reference: string;
  received_on: string;
  paid_before: number | string;
  total: number | string;
  deposit_amount: number | string;
  traveller_name: string;
  created_at: string;
}

export interface BookingInvoicesTable {
  id: Generated<number>;
  booking_id: number;
  number: string;
  made_on: string;
  state: string;
  issued_on: string | null;
  tax_types: string;
  lines: string | null;
  cu_serial: string;
  cu_invoice_number: string;
  qr_code: string;
  created_at: string;
  updated_at: string;
}

export type DocumentsDatabase = BookingsDatabase & {
  document_counters: DocumentCountersTable;
  booking_receipts: BookingReceiptsTable;
  booking_invoices: BookingInvoicesTable;
};

export type Exec = Kysely<Database> | Transaction<Database>;

export function withDocuments(db: Exec): Kysely<DocumentsDatabase> {
  return db as unknown as Kysely<DocumentsDatabase>;
}
