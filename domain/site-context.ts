/**
 * The contract between the server and the page loaders: what each area's loaders and actions
 * receive through React Router's context (app/lib/areas.ts). It lives in domain so that neither side
 * imports the other; the server builds the areas, the app reads them.
 */
import type { SetupChecklistConsole } from "./setup/checklist.ts";
import type { RatesConsole } from "./rates/console-context.ts";
import type { PackageRates } from "./rates/types.ts";
import type { QuotesConsole } from "./quotes/console-context.ts";
import type { BookingTerms, BookingTermsConsole } from "./booking-terms.ts";
import type { BookingPageContext } from "./bookings/presented-booking.ts";
import type { BookingPaymentsContext } from "./payments/booking-payments-context.ts";
import type { PaymentsConsole } from "./payments/console-context.ts";
import type { BookingsConsole } from "./bookings/console-context.ts";
import type { BookingDocumentsConsole, BookingDocumentsPage } from "./bookings/documents-context.ts";
import type { BookingDeskConsole, BookingTravellersContext } from "./bookings/desk-context.ts";
import type {
  ApiBlog,
  ApiBlogSummary,
  ApiDestination,
  ApiDestinationSummary,
  ApiGalleryImage,
  ApiPackage,
  ApiPackageSummary,
  ApiService,
  ApiSliderImage,
  ApiTravelType,
  SearchMetadata,
} from "./api-types.ts";
import type { FieldErrors } from "./inquiry.ts";
import type { PackageListFilters, PackageSearchFilters } from "./package-filters.ts";
import type { CompanyDetails } from "./company-details.ts";
import type { StoredPageHeader } from "./page-headers.ts";
import type { FaqsDocument, TermsDocument } from "./site-pages.ts";
import type { StaffConsole, StaffGate } from "./staff-context.ts";
import type { InboxConsole } from "./inbox-context.ts";
import type { InboundMailConsole } from "./inbound-mail-context.ts";
import type { CatalogueEditorConsole } from "./catalogue-editor-context.ts";
import type { MediaConsole } from "./media-console-context.ts";
import type { OneTimeSubmissionsContext } from "./one-time-submissions.ts";
import type { QuotePageContext } from "./quotes/quote-page-context.ts";
import type { SiteSpeedConsole } from "./rum/console-context.ts";
import type { Locale } from "./locales.ts";
import type { TranslationsConsole } from "./translation-editing.ts";

export interface CatalogueReader {
  version(): Promise<string>;
  services(): Promise<ApiService[]>;
  /** The company's published details; empty values when none are stored (decision 0029). */
  company(): Promise<CompanyDetails>;
  /** THE booking terms as the owner saved them (issue 26); the defaults until then. */
  bookingTerms(): Promise<BookingTerms>;
  /** The page header images chosen (decision 0038); none on a fresh install (decision 0032). */
  pageHeaders(): Promise<StoredPageHeader[]>;
  /** The terms and FAQs pages' published documents (HTML sanitized when published). */
  terms(): Promise<TermsDocument>;
  faqs(): Promise<FaqsDocument>;
  packages(filters?: PackageListFilters): Promise<ApiPackageSummary[]>;
  package(id: number): Promise<ApiPackage | undefined>;
  /** The package's seasons and rates for the price function (decision 0034); null without rates. */
  packageRates(id: number): Promise<PackageRates | null>;
  destinations(): Promise<ApiDestinationSummary[]>;
  destination(id: number): Promise<ApiDestination | undefined>;
  blogs(ordering?: "-created_at" | "created_at" | "title" | "-title"): Promise<ApiBlogSummary[]>;
  blog(slug: string): Promise<ApiBlog | undefined>;
  gallery(): Promise<ApiGalleryImage[]>;
  sliderImages(pageSet: string): Promise<ApiSliderImage[]>;
  travelTypes(): Promise<ApiTravelType[]>;
  searchPackages(filters: PackageSearchFilters): Promise<{ results: ApiPackageSummary[]; metadata: SearchMetadata }>;
}

/** `reference` is what the confirmation shows (domain/inquiry-reference.ts). */
/** `depositTerms`: the stored booking terms' sentence for "What happens next" (issue 26: one source). */
export type SubmitInquiryResult = { ok: true; reference: string; depositTerms: string } | { ok: false; status: number; errors: FieldErrors };

/**
 * The public site's area (app/root.tsx's middleware sets it for every page): the published catalogue
 * and the inquiry form. Built for every page request, so it holds nothing a console page needs.
 */
export interface SiteArea {
  /** The catalogue in the page's language (decision 0074). */
  catalogue: CatalogueReader & {
    /** A story's slug in every language (its translations' own, English where none): for hreflang and redirects. */
    storySlugs(storyId: number): Promise<Record<Locale, string>>;
  };
  /** Stores an inquiry exactly as POST /api/v1/inquiries/ does (used by the no-JavaScript form). */
  submitInquiry(input: unknown): Promise<SubmitInquiryResult>;
  /** Public origin for canonical URLs and preview tags, e.g. https://twigahorizons.example */
  origin: string;
}

/** A traveller's own pages behind a token: their quote and their booking (the two routes' middleware). */
export interface TravellerArea {
  /** The traveller's quote at /quotes/:token (issue 14, decision 0037). */
  quotePage: QuotePageContext;
  /** The traveller's booking at /bookings/:token (issue 26 item 3). */
  bookingPage: BookingPageContext;
  /** Paying a booking online from its page: M-Pesa prompt, card checkout, paybill (decision 0050). */
  bookingPayments: BookingPaymentsContext;
  /** The traveller's receipts and invoice on the booking page (decision 0053). */
  bookingDocumentsPage: BookingDocumentsPage;
  /** The travellers' form and a cancelled booking's refund on the traveller's booking page (decision 0054). */
  bookingTravellers: BookingTravellersContext;
}

/**
 * The staff console's area (app/console/shell.tsx's middleware sets it): public pages never build it,
 * so they never read the session. `staff.require(permission)` opens every console loader and action.
 */
export interface ConsoleArea {
  /** Who is signed in. */
  staff: StaffGate;
  /** Sign-in, second factor, passwords, sessions, staff and settings. */
  staffConsole: StaffConsole;
  /** The inquiry inbox, pipeline, dashboard, audit trail and personal data. */
  inbox: InboxConsole;
  /** Traveller emails read from the sales mailbox, on threads or waiting (decision 0060). */
  inboundMail: InboundMailConsole;
  /** Catalogue drafts, publish and revisions (decision 0023). */
  catalogueEditor: CatalogueEditorConsole;
  /** The catalogue's translations: drafts, publish, complete and stale (decision 0076). */
  translations: TranslationsConsole;
  /** The media library's images, alt text and focal points (decision 0026). */
  media: MediaConsole;
  /** Seasons and rate sheets (decision 0033). */
  rates: RatesConsole;
  /** The quote builder (issue 14, decision 0036). */
  quotes: QuotesConsole;
  /** Visitors' web vitals, "Site speed" (decision 0058). */
  siteSpeed: SiteSpeedConsole;
  /** The first-run checklist on an owner's dashboard (decision 0065). */
  setupChecklist: SetupChecklistConsole;
  /** One-time form tokens, so a form that sends or creates is carried out once (decision 0043). */
  submissions: OneTimeSubmissionsContext;
  /** The owner-edited booking terms (issue 26). */
  bookingTerms: BookingTermsConsole;
  /** Bookings and their payments (issue 26). */
  bookings: BookingsConsole;
  /** Online payments that need staff: open or failed attempts, the unmatched paybill queue (decision 0050). */
  payments: PaymentsConsole;
  /** Receipts and the invoice of a booking (decision 0053). */
  bookingDocuments: BookingDocumentsConsole;
  /** Travellers, hand state changes, cancellation, refunds and the departure manifest (decision 0054). */
  bookingDesk: BookingDeskConsole;
}

/**
 * What the server hands React Router with every page request (server/load-context.ts): each area is
 * built the first time a route's middleware asks for it, at most once per request.
 */
export interface RequestAreas {
  site(): SiteArea;
  traveller(): TravellerArea;
  console(): ConsoleArea;
  /** This answer's Content-Security-Policy nonce (server/http/csp-nonce.ts): every script we write carries it. */
  cspNonce: string;
}
