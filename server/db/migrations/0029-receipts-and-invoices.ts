import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Receipts and invoices (issue 26 item 5, decision 0053).
 *
 * - `document_counters`: one row per series ("RC", "INV") and year, its last number. A number is
 *   taken by an upsert that adds one to the row, in the transaction of the payment (or booking) that
 *   owes it: on PostgreSQL the row stays locked until that transaction ends, so two processes
 *   crediting at once get consecutive numbers, and a rolled-back credit gives its number back (no gap).
 * - `booking_receipts`: one per payment (unique payment_id), with the figures of that moment
 *   frozen (what was paid before it, the total and deposit then), so a receipt never changes later.
 * - `booking_invoices`: one per booking (unique booking_id). A draft follows the booking's lines and
 *   keeps staff's tax types by line label; issuing freezes the lines. The KRA eTIMS fields are text
 *   staff copy from the control unit.
 */
export const receiptsAndInvoices: Migration = {
  async up(db, dialect) {
    await db.schema
      .createTable("document_counters")
      .addColumn("series", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("last", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("document_counters_pk", ["series", "year"])
      .execute();

    await withId(db.schema.createTable("booking_receipts"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("payment_id", "integer", (c) => c.notNull().unique().references("booking_payments.id"))
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("issued_on", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("received_on", "text", (c) => c.notNull())
      .addColumn("paid_before", "bigint", (c) => c.notNull())
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("deposit_amount", "bigint", (c) => c.notNull())
      .addColumn("traveller_name", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("booking_receipts_booking").on("booking_receipts").columns(["booking_id"]).execute();

    await withId(db.schema.createTable("booking_invoices"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().unique().references("bookings.id"))
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("made_on", "text", (c) => c.notNull())
      // "draft" (follows the booking, tax types editable) or "issued" (lines frozen in `lines`).
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("issued_on", "text")
      // JSON {label: "exempt" | "taxable"}: staff's choices; a line not named takes its default.
      .addColumn("tax_types", "text", (c) => c.notNull())
      // JSON of the invoice lines as issued; null while a draft.
      .addColumn("lines", "text")
      .addColumn("cu_serial", "text", (c) => c.notNull())
      .addColumn("cu_invoice_number", "text", (c) => c.notNull())
      .addColumn("qr_code", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
