import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Bookings (issue 26 item 2, decision 0049): one per accepted quote (the unique quote_id makes a
 * second acceptance find the first booking instead of making another), reached by the traveller
 * through its own unguessable token. It freezes what was accepted: the option's price lines and
 * trip facts (one JSON document), the payment schedule (integer minor units, one currency) and the
 * booking terms of that day. Payments are rows; what is paid is their sum, never a stored total.
 */
export const bookings: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("bookings"), dialect)
      .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiries.id"))
      .addColumn("quote_id", "integer", (c) => c.notNull().unique().references("quotes.id"))
      .addColumn("quote_version", "integer", (c) => c.notNull())
      .addColumn("option_id", "text", (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("deposit_amount", "bigint", (c) => c.notNull())
      .addColumn("deposit_due", "text", (c) => c.notNull())
      .addColumn("balance_amount", "bigint", (c) => c.notNull())
      .addColumn("balance_due", "text", (c) => c.notNull())
      // The first day of the trip, for "sorted by departure"; null when the dates are to be agreed.
      .addColumn("start_date", "text")
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("terms", "text", (c) => c.notNull())
      .addColumn("booked_on", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("bookings_state_start").on("bookings").columns(["state", "start_date"]).execute();
    await db.schema.createIndex("bookings_start").on("bookings").columns(["start_date"]).execute();

    await withId(db.schema.createTable("booking_payments"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("received_on", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      // "different_amount" or "overpaid" when the amount was not the one due; null otherwise.
      .addColumn("flag", "text")
      // The form's one-time key: a second submission of the same form finds this row, credits nothing.
      .addColumn("submission_key", "text", (c) => c.notNull().unique())
      .addColumn("recorded_by_id", "text")
      .addColumn("recorded_by_email", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("booking_payments_booking").on("booking_payments").columns(["booking_id"]).execute();
  },
};
