import type { Migration } from "./helpers.ts";

/**
 * The dashboard's won value per office month (issue 28 item 6, decision 0065) sums the bookings
 * made in a month: one index range over their creation time, not a scan of every booking.
 */
export const bookingsByCreation: Migration = {
  async up(db) {
    await db.schema.createIndex("bookings_created").on("bookings").columns(["created_at"]).execute();
  },
};
