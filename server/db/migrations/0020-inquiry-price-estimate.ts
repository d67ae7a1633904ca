import type { Migration } from "./helpers.ts";

/**
 * The price a traveller saw for their party (issue 14 item 3, decision 0034): computed again by the
 * server with the price function when the inquiry is stored, never taken from the request. JSON of
 * domain/rates/estimate.ts `PriceEstimate`; the total and currency have their own columns so the
 * inbox can read them without parsing.
 */
export const inquiryPriceEstimate: Migration = {
  async up(db) {
    await db.schema.alterTable("inquiries").addColumn("estimate_total", "bigint").execute();
    await db.schema.alterTable("inquiries").addColumn("estimate_currency", "text").execute();
    await db.schema.alterTable("inquiries").addColumn("estimate", "text").execute();
  },
};
