/**
 * The traveller's booking page /bookings/:token (issue 26 item 3), as the quote page (decision
 * 0037): every answer there is `no-store` and `noindex` without an ETag and never in the page cache;
 * a tampered or malformed token is a 404 without a lookup.
 */
import type { Hono } from "hono";
import type { BookingPageContext } from "#domain/bookings/presented-booking.ts";
import { presentBooking } from "#domain/bookings/presented-booking.ts";
import type { CatalogueReader } from "#domain/site-context.ts";
import type { Kysely } from "kysely";
import type { DB } from "../../db/generated-types.ts";
import { bookingLocale } from "./booking-locale.ts";
import type { BookingsService } from "./bookings.ts";

export const isBookingPath = (path: string): boolean => path.startsWith("/bookings/");

export const BOOKING_ANSWER_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" } as const;

export function mountBookingRoutes(app: Hono): void {
  app.use("/bookings/*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BOOKING_ANSWER_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.delete("etag");
  });
}

/** The page is in the booking's language, its inquiry's (decision 0077), as its quote's page. */
export function createBookingPage(bookings: BookingsService, catalogue: Pick<CatalogueReader, "company">, db: Kysely<DB>): BookingPageContext {
  return {
    async open(token) {
      const booking = await bookings.byToken(token);
      if (!booking) return null;
      const [company, locale] = await Promise.all([catalogue.company(), bookingLocale(db, booking.id)]);
      return presentBooking(booking, { name: company.name, email: company.salesEmail || company.email, phone: company.phones[0] ?? "" }, locale);
    },
  };
}
