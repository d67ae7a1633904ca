import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Travellers, cancellations and refunds of a booking (issue 26 items 7 and 8, decision 0054).
 *
 * - `booking_travellers`: one row per traveller slot of the booking's party (its position, 0 for
 *   the first), every detail optional so a half-filled list saves. Personal data: an inquiry's
 *   erasure deletes these rows.
 * - `booking_traveller_saves`: the one-time key of each traveller form saved, so the same form
 *   sent twice (a double tap, a resubmit) is saved and audited once.
 * - `booking_cancellations`: at most one per booking (the unique booking_id), with the figures
 *   computed from the frozen scale on the day given, so the refund owed never moves afterwards.
 * - `booking_refunds`: refunds recorded as made (or asked of the card provider) by an owner,
 *   integer minor units, credited once per form (unique submission key).
 */
export const travellersAndCancellations: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("booking_travellers"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("date_of_birth", "text", (c) => c.notNull())
      .addColumn("nationality", "text", (c) => c.notNull())
      .addColumn("passport_number", "text", (c) => c.notNull())
      .addColumn("passport_expiry", "text", (c) => c.notNull())
      .addColumn("dietary", "text", (c) => c.notNull())
      .addColumn("medical", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("booking_travellers_slot", ["booking_id", "position"])
      .execute();

    await db.schema
      .createTable("booking_traveller_saves")
      .addColumn("submission_key", "varchar(64)", (c) => c.primaryKey())
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("booking_cancellations"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().unique().references("bookings.id"))
      .addColumn("cancelled_on", "text", (c) => c.notNull())
      // Null when the booking had no departure date: the longest notice of the scale applied.
      .addColumn("days_before", "integer")
      .addColumn("refund_percent", "integer", (c) => c.notNull())
      .addColumn("paid", "bigint", (c) => c.notNull())
      .addColumn("charge", "bigint", (c) => c.notNull())
      .addColumn("refund_owed", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("state_before", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("cancelled_by_id", "text")
      .addColumn("cancelled_by_email", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("booking_refunds"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("made_on", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      // 1 when the card provider was asked to refund (the hook said so); 0: made by hand. An integer: SQLite binds no booleans.
      .addColumn("provider_requested", "integer", (c) => c.notNull())
      .addColumn("submission_key", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("recorded_by_id", "text")
      .addColumn("recorded_by_email", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("booking_refunds_booking").on("booking_refunds").columns(["booking_id"]).execute();
  },
};
