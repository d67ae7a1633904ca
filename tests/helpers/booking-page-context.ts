/** What the traveller's booking page loader reads from the load context, built over a test site as server/load-context.ts builds it. */
import type { Site } from "../../server/site.ts";
import { createBookingPage } from "../../server/services/bookings/booking-page.ts";
import { createBookingDocumentsPage } from "../../server/services/bookings/documents-routes.ts";
import { createBookingTravellers } from "../../server/services/bookings/travellers-page.ts";
import { createBookingPayments } from "../../server/services/payments/booking-payments.ts";

export function bookingPageContext(site: Site, origin: string) {
  return {
    bookingPage: createBookingPage(site.bookings, site.catalogue),
    bookingDocumentsPage: createBookingDocumentsPage({ db: site.db.kysely, bookings: site.bookings, receipts: site.receipts, invoices: site.invoices }),
    bookingPayments: createBookingPayments(site.payments, site.catalogue, origin),
    bookingTravellers: createBookingTravellers(site.bookings, site.bookingDesk),
  };
}
