/**
 * The staff console's area for one request (domain/site-context.ts ConsoleArea): every console
 * service, each behind the request's staff gate and recording the client's address in the audit trail.
 */
import type { ConsoleArea } from "#domain/site-context.ts";
import { createStaffRequest } from "../auth/index.ts";
import type { Site } from "../site.ts";
import { createInboxConsole } from "../services/inquiry-pipeline/inbox-console.ts";
import { createCatalogueEditorConsole } from "../services/catalogue-editing/editor-console.ts";
import { createRatesConsole } from "../services/rates/rates-console.ts";
import { createQuotesConsole } from "../services/quotes/quotes-console.ts";
import { createBookingTermsConsole } from "../services/booking-terms-console.ts";
import { createBookingsConsole } from "../services/bookings/bookings-console.ts";
import { createPaymentsConsole } from "../services/payments/payments-console.ts";
import { createBookingDocumentsConsole } from "../services/bookings/documents-console.ts";
import { createBookingDeskConsole } from "../services/bookings/desk-console.ts";
import { createMediaConsole } from "../services/media-library/media-console.ts";
import { createInboundMailConsole } from "../inbound-mail/inbound-console.ts";
import { createSiteSpeedConsole } from "../services/rum/site-speed-console.ts";
import { createSetupChecklistConsole, setupSourcesOf } from "../services/setup-checklist.ts";
import { createTranslationsConsole } from "../services/translations/translations-console.ts";

/** `ip` is the client's address (site.clientAddress), `origin` the public origin of links in emails. */
export function buildConsoleArea(site: Site, request: Request, { ip, origin }: { ip: string | null; origin: string }): ConsoleArea {
  const staff = createStaffRequest(site.staffAuth, request, { ip, origin });
  const gate = staff.gate;
  return {
    staff: gate,
    staffConsole: staff.console,
    catalogueEditor: createCatalogueEditorConsole({
      packages: site.packageEditor,
      stories: site.storyEditor,
      destinations: site.destinationEditor,
      company: site.companyEditor,
      terms: site.termsEditor,
      faqs: site.faqsEditor,
      pageHeaders: site.pageHeadersEditor,
      services: site.serviceEditor,
      gallery: site.galleryEditor,
      sliders: site.sliderEditor,
      publishing: { previews: site.previews, scheduler: site.publishScheduler, origin },
      gate,
      ip,
    }),
    translations: createTranslationsConsole(site.translationEditing, gate, ip),
    rates: createRatesConsole(site.rates, gate, ip),
    quotes: createQuotesConsole(site.quotes, gate, ip),
    bookingTerms: createBookingTermsConsole({ db: site.db.kysely, audit: site.auditLog, gate, ip, onSaved: () => site.catalogue.invalidate() }),
    media: createMediaConsole({ library: site.mediaLibrary, gate, ip }),
    inbox: createInboxConsole({ pipeline: site.inquiryPipeline, staff: site.staffUsers, db: site.db.kysely, gate, ip }),
    inboundMail: createInboundMailConsole(site.inboundMail, gate, ip),
    submissions: site.submissions,
    bookings: createBookingsConsole(site.bookings, gate, ip, origin),
    payments: createPaymentsConsole(site.payments, gate, ip),
    bookingDocuments: createBookingDocumentsConsole({ db: site.db.kysely, receipts: site.receipts, invoices: site.invoices }, gate, ip),
    bookingDesk: createBookingDeskConsole(site.bookingDesk, site.bookings, gate, ip),
    siteSpeed: createSiteSpeedConsole(site.rum, gate),
    setupChecklist: createSetupChecklistConsole(setupSourcesOf(site), gate),
  };
}
