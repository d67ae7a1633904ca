/**
 * The traveller's receipts and invoice as PDFs (decision 0053), on the booking's private link:
 * /bookings/:token/receipts/RC-2026-00001.pdf and /bookings/:token/invoice.pdf. Under /bookings/,
 * so every answer is `no-store` and `noindex` without an ETag (booking-page.ts). A tampered or
 * unknown token, a malformed number or another booking's receipt answer the same 404 page, in the
 * browser's language (there may be no booking to ask; decision 0080).
 */
import type { Hono } from "hono";
import { acceptLanguageLocale } from "#domain/language-offer.ts";
import { LOCALE_TAGS } from "#domain/locales.ts";
import type { BookingDocumentsPage } from "#domain/bookings/documents-context.ts";
import { html } from "#domain/html.ts";
import { nonceOf } from "../../http/csp-nonce.ts";
import { smallPage } from "../../http/small-page.ts";
import type { BookingsService } from "./bookings.ts";
import type { Invoices } from "./invoices.ts";
import type { Receipts } from "./receipts.ts";
import { BOOKING_NOT_FOUND_WORDS } from "./not-found-words.ts";

interface Deps {
  bookings: Pick<BookingsService, "byToken">;
  receipts: Receipts;
  invoices: Invoices;
}

function notFound(request: Request): string {
  const locale = acceptLanguageLocale(request.headers.get("accept-language"));
  const words = BOOKING_NOT_FOUND_WORDS[locale];
  return smallPage({ title: words.title, lang: LOCALE_TAGS[locale], robots: "noindex, nofollow", nonce: nonceOf(request), body: html`<p>${words.text}</p><p><a href="/">${words.home}</a></p>` });
}
const VARY = { vary: "Accept-Language" };

export const pdfHeaders = (fileName: string, bytes: Uint8Array) => ({
  "content-type": "application/pdf",
  "content-disposition": `inline; filename="${fileName}"`,
  "content-length": String(bytes.length),
});

export function mountBookingDocumentRoutes(app: Hono, deps: Deps): void {
  // GET also answers HEAD (Hono drops the body).
  app.get("/bookings/:token/receipts/:file", async (c) => {
    const booking = await deps.bookings.byToken(c.req.param("token"));
    const m = /^(.+)\.pdf$/.exec(c.req.param("file"));
    const pdf = booking && m ? await deps.receipts.pdf(booking.id, m[1]!) : null;
    if (!pdf) return c.html(notFound(c.req.raw), 404, VARY);
    return c.body(new Uint8Array(pdf.bytes), 200, pdfHeaders(pdf.fileName, pdf.bytes));
  });
  app.get("/bookings/:token/invoice.pdf", async (c) => {
    const booking = await deps.bookings.byToken(c.req.param("token"));
    const pdf = booking ? await deps.invoices.pdf(booking.id) : null;
    if (!pdf) return c.html(notFound(c.req.raw), 404, VARY);
    return c.body(new Uint8Array(pdf.bytes), 200, pdfHeaders(pdf.fileName, pdf.bytes));
  });
}

/** The receipts and invoice links the traveller's booking page lists. */
export function createBookingDocumentsPage(deps: Deps & { db: Parameters<Receipts["list"]>[0] }): BookingDocumentsPage {
  return {
    async forToken(token) {
      const booking = await deps.bookings.byToken(token);
      if (!booking) return null;
      const base = `/bookings/${token}`;
      const invoice = await deps.invoices.view(booking.id);
      return {
        receipts: await deps.receipts.list(deps.db, booking.id, base),
        invoice: { number: invoice!.number, state: invoice!.state, href: `${base}/invoice.pdf` },
      };
    },
  };
}
