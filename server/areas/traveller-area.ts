/** A traveller's own pages for one request (domain/site-context.ts TravellerArea): their quote and their booking. */
import type { TravellerArea } from "#domain/site-context.ts";
import type { Site } from "../site.ts";
import { createBookingPage } from "../services/bookings/booking-page.ts";
import { createBookingDocumentsPage } from "../services/bookings/documents-routes.ts";
import { createBookingTravellers } from "../services/bookings/travellers-page.ts";
import { createBookingPayments } from "../services/payments/booking-payments.ts";

export function buildTravellerArea(site: Site, request: Request, origin: string): TravellerArea {
  return {
    quotePage: site.quotePage.forRequest({ method: request.method, headers: request.headers }),
    bookingPage: createBookingPage(site.bookings, site.catalogue, site.db.kysely),
    bookingPayments: createBookingPayments(site.payments, site.catalogue, origin),
    bookingDocumentsPage: createBookingDocumentsPage({ db: site.db.kysely, bookings: site.bookings, receipts: site.receipts, invoices: site.invoices }),
    bookingTravellers: createBookingTravellers(site.bookings, site.bookingDesk),
  };
}
