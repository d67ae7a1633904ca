/** Builds the load context that page loaders see (shape in app/lib/load-context.ts). */
import type { Context } from "hono";
import { RouterContextProvider } from "react-router";
import type { CatalogueReader, SiteContext } from "#domain/site-context.ts";
import { createStaffRequest } from "./auth/index.ts";
import { originOf } from "./http/public-origin.ts";
import { TOO_MANY_INQUIRIES } from "./http/request-limits.ts";
import type { FaultSwitch } from "./http/faults.ts";
import { recordingFailures } from "./resilience/degraded.ts";
import type { Site } from "./site.ts";
import { createInboxConsole } from "./services/inquiry-pipeline/inbox-console.ts";
import { createCatalogueEditorConsole } from "./services/catalogue-editing/editor-console.ts";
import { createRatesConsole } from "./services/rates/rates-console.ts";
import { createQuotesConsole } from "./services/quotes/quotes-console.ts";
import { createBookingTermsConsole } from "./services/booking-terms-console.ts";
import { createBookingPage } from "./services/bookings/booking-page.ts";
import { createBookingsConsole } from "./services/bookings/bookings-console.ts";
import { createBookingPayments } from "./services/payments/booking-payments.ts";
import { createPaymentsConsole } from "./services/payments/payments-console.ts";
import { createBookingDocumentsConsole } from "./services/bookings/documents-console.ts";
import { createBookingDocumentsPage } from "./services/bookings/documents-routes.ts";
import { createBookingDeskConsole } from "./services/bookings/desk-console.ts";
import { createBookingTravellers } from "./services/bookings/travellers-page.ts";
import { createMediaConsole } from "./services/media-library/media-console.ts";
import { createInboundMailConsole } from "./inbound-mail/inbound-console.ts";
import { previewOf } from "./http/preview-requests.ts";
import { nonceOf } from "./http/csp-nonce.ts";
import { depositTermsNotice } from "#domain/booking-terms.ts";
import { createSiteSpeedConsole } from "./services/rum/site-speed-console.ts";
import { createSetupChecklistConsole, setupSourcesOf } from "./services/setup-checklist.ts";

/** Which fault area each catalogue read belongs to, matching the API paths. */
const AREAS: Record<keyof CatalogueReader, string> = {
  version: "app-meta",
  services: "services",
  company: "company",
  bookingTerms: "company",
  pageHeaders: "company",
  terms: "pages",
  faqs: "pages",
  packages: "packages",
  package: "packages",
  packageRates: "packages",
  destinations: "destinations",
  destination: "destinations",
  blogs: "blogs",
  blog: "blogs",
  gallery: "gallery",
  sliderImages: "slider-images",
  travelTypes: "search",
  searchPackages: "search",
};

function faultAware(catalogue: CatalogueReader, faults: FaultSwitch): CatalogueReader {
  if (!faults.enabled) return catalogue;
  return new Proxy(catalogue, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const area = AREAS[prop as keyof CatalogueReader];
      return (...args: unknown[]) => {
        if (area && faults.isFaulted(area)) return Promise.reject(new Error(`Test fault: ${area}`));
        return value.apply(target, args);
      };
    },
  });
}

/**
 * React Router 8 takes only a RouterContextProvider as the load context (its middleware reads and
 * writes typed values on it); ours are plain properties set on one, typed by app/lib/load-context.ts.
 */
export function createLoadContext(site: Site, c: Context): RouterContextProvider {
  const origin = originOf(c);
  // A preview link's request (decision 0030): its loaders see the draft; nobody else's do.
  const preview = previewOf(c.req.raw);
  const catalogue = preview ? site.previews.reader(site.catalogue, preview) : site.catalogue;
  const staff = createStaffRequest(site.staffAuth, c.req.raw, { ip: site.clientAddress(c), origin });
  const members: SiteContext & { cspNonce: string } = {
    staff: staff.gate,
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
      gate: staff.gate,
      ip: site.clientAddress(c),
    }),
    rates: createRatesConsole(site.rates, staff.gate, site.clientAddress(c)),
    quotes: createQuotesConsole(site.quotes, staff.gate, site.clientAddress(c)),
    bookingTerms: createBookingTermsConsole({ db: site.db.kysely, audit: site.auditLog, gate: staff.gate, ip: site.clientAddress(c), onSaved: () => site.catalogue.invalidate() }),
    media: createMediaConsole({ library: site.mediaLibrary, gate: staff.gate, ip: site.clientAddress(c) }),
    inbox: createInboxConsole({ pipeline: site.inquiryPipeline, staff: site.staffUsers, db: site.db.kysely, gate: staff.gate, ip: site.clientAddress(c) }),
    inboundMail: createInboundMailConsole(site.inboundMail, staff.gate, site.clientAddress(c)),
    catalogue: recordingFailures(faultAware(catalogue, site.faults), c.req.raw),
    submissions: site.submissions,
    quotePage: site.quotePage.forRequest({ method: c.req.method, headers: c.req.raw.headers }),
    bookingPage: createBookingPage(site.bookings, site.catalogue),
    bookingPayments: createBookingPayments(site.payments, site.catalogue, origin),
    bookings: createBookingsConsole(site.bookings, staff.gate, site.clientAddress(c), origin),
    payments: createPaymentsConsole(site.payments, staff.gate, site.clientAddress(c)),
    bookingDocumentsPage: createBookingDocumentsPage({ db: site.db.kysely, bookings: site.bookings, receipts: site.receipts, invoices: site.invoices }),
    bookingDocuments: createBookingDocumentsConsole({ db: site.db.kysely, receipts: site.receipts, invoices: site.invoices }, staff.gate, site.clientAddress(c)),
    bookingTravellers: createBookingTravellers(site.bookings, site.bookingDesk),
    bookingDesk: createBookingDeskConsole(site.bookingDesk, site.bookings, staff.gate, site.clientAddress(c)),
    siteSpeed: createSiteSpeedConsole(site.rum, staff.gate),
    setupChecklist: createSetupChecklistConsole(setupSourcesOf(site), staff.gate),
    origin,
    cspNonce: nonceOf(c.req.raw),
    async submitInquiry(input) {
      if (site.faults.isFaulted("inquiries")) return { ok: false, status: 503, errors: { body: "An error occurred." } };
      const ip = site.clientAddress(c);
      if (!(await site.inquiryLimit.decide(c)).allowed) return { ok: false, status: 429, errors: { body: TOO_MANY_INQUIRIES } };
      const result = await site.inquiries.create(input, {
        clientIp: ip,
        userAgent: c.req.header("user-agent") ?? null,
      });
      if (!result.ok) return { ok: false, status: 400, errors: result.errors };
      return { ok: true, reference: result.reference, depositTerms: depositTermsNotice(await site.catalogue.bookingTerms()) };
    },
  };
  return Object.assign(new RouterContextProvider(), members);
}
