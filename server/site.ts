/**
 * Builds the whole site from the environment: database, migrations, demo
 * seed, services, and the Hono app with API, images and health check. The
 * React Router pages are mounted on top of this by server/main.ts.
 */
import { OneTimeSubmissions } from "./services/one-time-submissions.ts";
import { join } from "node:path";
import { Hono } from "hono";
import { createApi } from "./api/index.ts";
import { MIGRATIONS, migrate } from "./db/migrate.ts";
import { openDatabase, type Db } from "./db/kysely.ts";
import { defaultMailFrom } from "./services/site-documents/company.ts";
import type { Env } from "./env.ts";
import { compression } from "./http/compression.ts";
import { cspReportRoute, securityHeaders } from "./http/security-headers.ts";
import { CATALOGUE_CACHE_CONTROL } from "./http/caching.ts";
import { robotsTxt, sitemapXml } from "./seo/sitemap.ts";
import { FaultSwitch, injectedMarkupFault } from "./http/faults.ts";
import { FormTokens, loadFormSecret } from "./http/form-token.ts";
import { createSpamCheck } from "./http/spam-check.ts";
import { Outbox } from "./outbox/index.ts";
import { InboundMail } from "./inbound-mail/index.ts";
import { ATTACHMENT_KEY_PREFIX } from "./inbound-mail/store.ts";
import { forgetAttachments } from "./inbound-mail/erase.ts";
import { parseMailbox } from "./mail/transport.ts";
import { createLimits, type Limits } from "./http/rate-limits.ts";
import { inquiryLimit, requestBodyLimit, RICH_TEXT_BODY_LIMIT_BYTES, RICH_TEXT_FORM_PATH, type InquiryLimit } from "./http/request-limits.ts";
import { clientAddress, compileTrustedProxy } from "./http/trusted-proxy.ts";
import { DEFAULT_ORIGIN, originOf, publicOrigin } from "./http/public-origin.ts";
import { INQUIRY_BODY_LIMIT_BYTES } from "#domain/inquiry.ts";
import { depositTermsNotice } from "#domain/booking-terms.ts";
import { ImageVariants, parseVariantPath } from "./images/variants.ts";
import { RenderPool } from "./images/render-pool.ts";
import { createOriginalStore, originalReader, type OriginalStore } from "./media/storage/index.ts";
import { MediaLibrary } from "./services/media-library/library.ts";
import { MEDIA_UPLOAD_BODY_LIMIT, MEDIA_UPLOAD_PATH, mountMediaUploadRoute } from "./services/media-library/upload-route.ts";
import { Catalogue } from "./services/catalogue/index.ts";
import { ContentTranslations } from "./services/catalogue/translations.ts";
import { Inquiries } from "./services/inquiries.ts";
import { AuditLog } from "./services/audit-log.ts";
import { PackageEditor } from "./services/catalogue-editing/packages.ts";
import { StoryEditor } from "./services/catalogue-editing/stories.ts";
import { DestinationEditor } from "./services/catalogue-editing/destinations.ts";
import { SiteDocumentEditor } from "./services/catalogue-editing/site-documents.ts";
import { ServiceEditor } from "./services/catalogue-editing/services.ts";
import { TranslationEditing } from "./services/translations/translation-editing.ts";
import { RatesService } from "./services/rates/rates.ts";
import { mountQuoteRoutes, QuotePage } from "./services/quote-page/quote-page.ts";
import { createPublicQuotes, QuoteService, type PublicQuotes } from "./services/quotes/index.ts";
import { BookingsService } from "./services/bookings/bookings.ts";
import { mountBookingRoutes } from "./services/bookings/booking-page.ts";
import { OnlinePayments, paymentUrls } from "./services/payments/online-payments.ts";
import { PaymentReconciler } from "./services/payments/reconciler.ts";
import { configuredPayments, registerPaybillInBackground } from "./payments/providers.ts";
import { mountPaymentNotifications } from "./services/payments/notification-routes.ts";
import { callbackSecret } from "./payments/callback-secret.ts";
import { kenyanMobile } from "#domain/payments/phone.ts";
import { mountBookingDocumentRoutes } from "./services/bookings/documents-routes.ts";
import { Invoices } from "./services/bookings/invoices.ts";
import { Receipts } from "./services/bookings/receipts.ts";
import { BookingDesk } from "./services/bookings/desk.ts";
import { BalanceReminders } from "./services/bookings/reminders.ts";
import { COMPANY_DOCUMENT_KIND, FAQS_DOCUMENT_KIND, PAGE_HEADERS_DOCUMENT_KIND, TERMS_DOCUMENT_KIND } from "./services/site-documents/kinds.ts";
import type { FaqsDocument, TermsDocument } from "#domain/site-pages.ts";
import type { PageHeadersDocument } from "#domain/page-headers-schema.ts";
import type { CompanyDetails } from "#domain/company-details.ts";
import { CataloguePreviews } from "./services/catalogue-editing/previews.ts";
import { PreviewTokens } from "./services/catalogue-editing/preview-tokens.ts";
import { PublishScheduler } from "./services/catalogue-editing/scheduled-publishing.ts";
import { publishingEditors } from "./services/catalogue-editing/publishing-editors.ts";
import type { PublishingEditor } from "./services/catalogue-editing/scheduled-publishing.ts";
import type { PublishableEntity } from "#domain/publishing.ts";
import { loadAuthSecret } from "./auth/secret.ts";
import { previewRequests } from "./http/preview-requests.ts";
import { GalleryEditor } from "./services/catalogue-editing/gallery.ts";
import { SliderEditor } from "./services/catalogue-editing/sliders.ts";
import { InquiryPipeline } from "./services/inquiry-pipeline/index.ts";
import { StaffUsers } from "./services/inquiry-pipeline/staff-directory.ts";
import { consoleGuards, createStaffAuthSystem, mountAuthRoutes, type StaffAuthSystem } from "./auth/index.ts";
import { log } from "./log.ts";
import { errorAnswer } from "./resilience/error-answers.ts";
import { healthRoutes } from "./observability/health-routes.ts";
import { countCspReport, observeOutbox } from "./observability/metrics.ts";
import { metricsRoute } from "./observability/metrics-route.ts";
import { requestObservation } from "./observability/request-observation.ts";
import { RumStore } from "./services/rum/store.ts";
import { mountBeaconRoute } from "./services/rum/beacon-route.ts";
import { rumPurge } from "./services/rum/purge.ts";

export interface Site {
  env: Env;
  db: Db;
  app: Hono;
  catalogue: Catalogue;
  /** The catalogue's content in other languages (decision 0074). */
  translations: ContentTranslations;
  inquiries: Inquiries;
  faults: FaultSwitch;
  /** Rate limits shared by every process on one PostgreSQL database; create one per purpose. */
  limits: Limits;
  /** Shared by the JSON API and the no-JavaScript form, so both count toward one limit per address. */
  inquiryLimit: InquiryLimit;
  /** The client's address, through the trusted proxies of TRUSTED_PROXY. */
  clientAddress(c: import("hono").Context): string | null;
  outbox: Outbox;
  /** Traveller emails read from the sales mailbox (IMAP_URL) onto their inquiries' threads (decision 0060). */
  inboundMail: InboundMail;
  formTokens: FormTokens;
  /** Staff actions that change data, recorded in the transaction of the change. */
  auditLog: AuditLog;
  /** The console's package editor: drafts, publish, revisions (decision 0023). */
  packageEditor: PackageEditor;
  storyEditor: StoryEditor;
  destinationEditor: DestinationEditor;
  /** The company's details (decision 0029). */
  companyEditor: SiteDocumentEditor<CompanyDetails>;
  termsEditor: SiteDocumentEditor<TermsDocument>;
  faqsEditor: SiteDocumentEditor<FaqsDocument>;
  pageHeadersEditor: SiteDocumentEditor<PageHeadersDocument>;
  serviceEditor: ServiceEditor;
  /** Translations edited in the console: drafts and publish (decision 0076). */
  translationEditing: TranslationEditing;
  /** Seasons, rates and rate sheets (decision 0033); the console reaches it through createRatesConsole. */
  rates: RatesService;
  /** Quotes built in the console (issue 14, decision 0036); the console reaches it through createQuotesConsole. */
  quotes: QuoteService;
  /** What the public quote page and PDF use: open by token, accept, ask for changes or a fresh quote. */
  publicQuotes: PublicQuotes;
  /** Bookings made when travellers accept quotes, and their payments (issue 26, decision 0049). */
  bookings: BookingsService;
  /** Online payments: M-Pesa prompts, card checkouts, paybill, the unmatched queue (decision 0050). */
  payments: OnlinePayments;
  /** Asks providers about payments that never called back; one claim per attempt across processes. */
  paymentReconciler: PaymentReconciler;
  /** Registers the paybill's confirmation and validation URLs on `origin` with Daraja (done at start when PUBLIC_URL is set). */
  registerPaybill(origin: string): Promise<{ registered: boolean; message: string }>;
  /** Numbered receipts of credited payments (the crediting hook `receipts.issueReceipt(tx, paymentId)`) and invoices (decision 0053). */
  receipts: Receipts;
  invoices: Invoices;
  /** A booking's travellers, hand state changes, cancellation and refunds (decision 0054). */
  bookingDesk: BookingDesk;
  /** Balance reminders through the outbox, before due and overdue, each once (decision 0055). */
  balanceReminders: BalanceReminders;
  /** Preview links: drafts on the real public pages for one request (decision 0030). */
  previews: CataloguePreviews;
  /** Publishes drafts at their scheduled time; one process per schedule (decision 0030). */
  publishScheduler: PublishScheduler;
  /** Every publishable entity's save and publish by id, as the scheduler calls them (decision 0039). */
  publishingEditors: Record<PublishableEntity, PublishingEditor>;
  /** The console's gallery editor: one document for all photos (decision 0028). */
  galleryEditor: GalleryEditor;
  /** The slider image sets of the pages (decision 0028). */
  sliderEditor: SliderEditor;
  /** The console's inbox and sales pipeline. */
  inquiryPipeline: InquiryPipeline;
  /** The traveller's quote page and PDF at /quotes/:token, over the quote store (decision 0037). */
  quotePage: QuotePage;
  /** The image worker process: variants and upload cleaning (decision 0024, 0026). */
  imageWorker: RenderPool;
  /** Where uploaded originals are kept (MEDIA_STORAGE). */
  mediaStore: OriginalStore;
  /** The console's media library: uploads, alt text, focal points (decision 0026). */
  mediaLibrary: MediaLibrary;
  /** Staff who can own inquiries, for the pipeline's owner field. */
  staffUsers: StaffUsers;
  /** Staff sign-in, accounts and roles for the console (server/auth/). */
  staffAuth: StaffAuthSystem;
  /** The console's one-time form tokens: a form that sends or creates is carried out once (decision 0043). */
  submissions: OneTimeSubmissions;
  /** Visitors' web vitals: the beacon's counts and the console's "Site speed" (decision 0058). */
  rum: RumStore;
  close(): Promise<void>;
}

export async function createSite(env: Env): Promise<Site> {
  const db = openDatabase(env.databaseUrl, {
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await migrate(db);
  // Demo data is loaded only on request, and only then imported: the production server never
  // loads demo/ otherwise (the build puts it in a chunk of its own; decision 0032).
  if (env.SEED_DEMO) {
    const { loadDemo } = await import("#demo/seed/index.ts");
    await loadDemo(db, { extraPackages: env.SEED_EXTRA_PACKAGES });
  }

  const catalogue = new Catalogue(db.kysely);
  const translations = new ContentTranslations(db.kysely);
  const inquiries = new Inquiries(db.kysely, catalogue);
  const faults = new FaultSwitch(env.ENABLE_FAULTS);
  const auditLog = new AuditLog();
  const mediaStore = await createOriginalStore(env, db.kysely);
  // One image worker does all sharp work: variants and the cleaning of uploads.
  const imageWorker = new RenderPool();
  const mediaLibrary = new MediaLibrary(db.kysely, mediaStore, imageWorker, auditLog);
  const images = new ImageVariants(
    originalReader(mediaStore, db.kysely),
    join(env.DATA_DIR, "cache", "images"),
    (key) => mediaLibrary.focalPoint(key),
    imageWorker,
  );
  const limits = createLimits(db);
  const trust = compileTrustedProxy(env.TRUSTED_PROXY);
  const addressOf = (c: import("hono").Context) => clientAddress(c, trust);
  const inquiryLimiter = inquiryLimit(limits.create("inquiries", { points: env.INQUIRY_RATE_LIMIT, durationSec: 60 }), addressOf);
  const formTokens = new FormTokens(await loadFormSecret(db.kysely, env.FORM_SECRET));
  inquiries.useSpamCheck(createSpamCheck(formTokens));
  const mailFrom = env.MAIL_FROM ?? (await defaultMailFrom(db.kysely));
  const outbox = new Outbox(db, {
    smtpUrl: env.SMTP_URL,
    mailFrom,
    salesEmail: env.SALES_EMAIL,
    origin: env.PUBLIC_URL ?? DEFAULT_ORIGIN,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    concurrency: env.OUTBOX_CONCURRENCY,
    workerDatabase: {
      url: env.databaseUrl,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    quiet: env.NODE_ENV === "test",
  });
  outbox.attach(inquiries);
  const inboundMail = new InboundMail(db.kysely, mediaStore, auditLog, {
    imapUrl: env.IMAP_URL,
    folder: env.IMAP_FOLDER,
    pollMs: env.IMAP_POLL_MS,
    ownAddresses: async () => [(await outbox.company(db.kysely)).salesEmail, parseMailbox(mailFrom).address],
  });
  // A publish forgets this process's cached data_version, so the public site shows it at once.
  const packageEditor = new PackageEditor(db.kysely, auditLog, () => catalogue.invalidate());
  const storyEditor = new StoryEditor(db.kysely, auditLog, () => catalogue.invalidate());
  const destinationEditor = new DestinationEditor(db.kysely, auditLog, () => catalogue.invalidate());
  const companyEditor = new SiteDocumentEditor(db.kysely, auditLog, COMPANY_DOCUMENT_KIND, () => catalogue.invalidate());
  const termsEditor = new SiteDocumentEditor(db.kysely, auditLog, TERMS_DOCUMENT_KIND, () => catalogue.invalidate());
  const faqsEditor = new SiteDocumentEditor(db.kysely, auditLog, FAQS_DOCUMENT_KIND, () => catalogue.invalidate());
  const pageHeadersEditor = new SiteDocumentEditor(db.kysely, auditLog, PAGE_HEADERS_DOCUMENT_KIND, () => catalogue.invalidate());
  const serviceEditor = new ServiceEditor(db.kysely, auditLog, () => catalogue.invalidate());
  const translationEditing = new TranslationEditing(db.kysely, catalogue, auditLog, () => catalogue.invalidate());
  const rates = new RatesService(db, auditLog, undefined, () => catalogue.invalidate());
  // Every inquiry about a package with rates stores the server's own price for its party (decision 0034).
  inquiries.useEstimator((inquiry) => rates.estimateForInquiry(inquiry));
  const quotes = new QuoteService(db.kysely, { outbox, audit: auditLog, rates });
  const publicQuotes = createPublicQuotes(db.kysely, { outbox, audit: auditLog });
  const paymentSettings = configuredPayments(env);
  const receipts = new Receipts(db.kysely, { outbox, dialect: db.dialect });
  const invoices = new Invoices(db.kysely, { audit: auditLog, dialect: db.dialect });
  const bookings = new BookingsService(db.kysely, { audit: auditLog, dialect: db.dialect, receipts });
  // A card refund recorded by an owner is asked of Pesapal (RefundRequest) when Pesapal is configured.
  const bookingDesk = new BookingDesk(db.kysely, { audit: auditLog, dialect: db.dialect, requestCardRefund: (refund) => payments.refundCard(refund) });
  const balanceReminders = new BalanceReminders(db.kysely, db.dialect, outbox, auditLog, { pollMs: env.BALANCE_REMINDER_POLL_MS });
  const galleryEditor = new GalleryEditor(db.kysely, auditLog, () => catalogue.invalidate());
  const sliderEditor = new SliderEditor(db.kysely, auditLog, () => catalogue.invalidate());
  packageEditor.useMediaLibrary((keys) => mediaLibrary.withoutAltText(keys));
  const inquiryPipeline = new InquiryPipeline(db, outbox, auditLog, {});
  const editors = {
    packages: packageEditor,
    stories: storyEditor,
    destinations: destinationEditor,
    company: companyEditor,
    terms: termsEditor,
    faqs: faqsEditor,
    pageHeaders: pageHeadersEditor,
    gallery: galleryEditor,
    sliders: sliderEditor,
    services: serviceEditor,
  };
  const authSecret = await loadAuthSecret(db.kysely, env.AUTH_SECRET);
  const previews = new CataloguePreviews(db.kysely, new PreviewTokens(authSecret), editors);
  const schedulable = publishingEditors(editors);
  const publishScheduler = new PublishScheduler(
    db.kysely,
    db.dialect,
    auditLog,
    schedulable,
    { pollMs: env.SCHEDULED_PUBLISH_POLL_MS, leaseMs: 120_000 },
  );
  inquiryPipeline.attach(inquiries);
  inquiryPipeline.onErased((ids) => forgetAttachments(db.kysely, mediaStore, ids));
  const staffUsers = new StaffUsers(db.kysely);
  const submissions = new OneTimeSubmissions(db.kysely);
  const quotePage = new QuotePage(publicQuotes);
  inquiryPipeline.useStaffDirectory(staffUsers);
  await outbox.start();
  publishScheduler.start();
  const payments = new OnlinePayments(db.kysely, {
    ...paymentSettings,
    bookings,
    receipts,
    audit: auditLog,
    dialect: db.dialect,
    callbackSecret: callbackSecret(authSecret),
    kenyanMobile,
  });
  const paymentReconciler = new PaymentReconciler(payments, env.PAYMENT_RECONCILE_POLL_MS);
  paymentReconciler.start();
  // Paybill money reaches us through URLs registered with Daraja: built from PUBLIC_URL, the only
  // origin Safaricom can call; without it (a laptop) there is nothing to register.
  const paybillUrls = (origin: string) => {
    const urls = paymentUrls(origin, callbackSecret(authSecret));
    return { confirmationUrl: urls.paybillConfirmation(), validationUrl: urls.paybillValidation() };
  };
  const registerPaybill = async (origin: string) =>
    paymentSettings.registerPaybill ? paymentSettings.registerPaybill(paybillUrls(origin)) : { registered: false, message: "M-Pesa is not configured" };
  if (paymentSettings.registerPaybill && env.PUBLIC_URL) registerPaybillInBackground(paymentSettings.registerPaybill, paybillUrls(new URL(env.PUBLIC_URL).origin));
  balanceReminders.start();
  inboundMail.start();
  const rum = new RumStore(db.kysely);
  const rumPurgePass = rumPurge(rum);
  rumPurgePass.start();
  rumPurgePass.tick().catch((error) => log.warn("Real-user monitoring purge: the first pass failed; it is tried again within the hour", error));
  const staffAuth = await createStaffAuthSystem({ db, env, mail: outbox, audit: auditLog });

  const app = new Hono();
  // Outermost: the request id and its async context cover every later middleware's log lines.
  app.use(requestObservation({ clientIp: addressOf }));
  app.use(compression());
  app.use(publicOrigin(env, trust));
  app.use(securityHeaders({ publicUrl: env.PUBLIC_URL, pagePolicy: env.NODE_ENV !== "development" }));
  // Before any handler reads a body or does work for it (issue 13: limits before work).
  app.use(
    requestBodyLimit(INQUIRY_BODY_LIMIT_BYTES, [
      { path: RICH_TEXT_FORM_PATH, maxBytes: RICH_TEXT_BODY_LIMIT_BYTES },
      { path: MEDIA_UPLOAD_PATH, maxBytes: MEDIA_UPLOAD_BODY_LIMIT },
    ]),
  );
  app.use(inquiryLimiter.middleware);
  app.use(consoleGuards({ clientIp: addressOf, limiter: limits.create("console-writes", { points: 120, durationSec: 60 }) }));
  mountAuthRoutes(app, staffAuth, addressOf);
  app.use(previewRequests(previews));
  mountMediaUploadRoute(app, { library: mediaLibrary, staffAuth, clientIp: addressOf, submissions });
  // Server-Timing shows how long the server itself spent (the benchmark reads it for search p95).
  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("server-timing", `app;dur=${(performance.now() - started).toFixed(2)}`);
  });

  healthRoutes(app, { dialect: db.dialect, kysely: db.kysely, migrationNames: () => Object.keys(MIGRATIONS), outbox: () => outbox.health() });
  metricsRoute(app, env.METRICS_TOKEN);
  const stopObservingOutbox = observeOutbox(() => outbox.health());

  cspReportRoute(app, { onReport: countCspReport, limiter: limits.create("csp-reports", { points: 60, durationSec: 60 }), clientIp: addressOf });
  mountQuoteRoutes(app, quotePage);
  mountBookingRoutes(app);
  mountPaymentNotifications(app, payments, { secret: callbackSecret(authSecret), paybillShortcode: paymentSettings.paybillNumber });
  mountBookingDocumentRoutes(app, { bookings, receipts, invoices });
  mountBeaconRoute(app, { store: rum, limits, clientIp: addressOf });

  app.get("/sitemap.xml", async (c) => {
    c.header("cache-control", CATALOGUE_CACHE_CONTROL);
    return c.body(await sitemapXml(catalogue, translations, originOf(c)), 200, { "content-type": "application/xml; charset=utf-8" });
  });
  app.get("/robots.txt", (c) => c.text(robotsTxt(originOf(c)), 200, { "cache-control": "public, max-age=3600" }));

  app.get("/images/*", async (c) => {
    const req = parseVariantPath(c.req.path);
    // Travellers' attachments share the store for originals; they are served to staff only (decision 0060).
    if (!req || req.key.startsWith(ATTACHMENT_KEY_PREFIX)) return c.json({ detail: "Image not found." }, 404);
    let res: Response | null;
    try {
      res = await images.respond(req);
    } catch (error) {
      // The image worker failed or timed out: a passing problem, asked again later, never cached.
      log.warn(`Image variant ${c.req.path} could not be rendered`, error);
      return c.json({ detail: "The image could not be prepared. Try again shortly." }, 503, { "retry-after": "5", "cache-control": "no-store" });
    }
    return res ?? c.json({ detail: "Image not found." }, 404);
  });

  if (faults.enabled) {
    app.use("*", injectedMarkupFault(faults));
    app.post("/__test/faults", async (c) => {
      // Only ever from the machine itself: a request relayed by a proxy could come from anyone.
      if (env.NODE_ENV === "production" && (c.req.header("x-forwarded-for") || c.req.header("forwarded")))
        return c.json({ detail: "Forbidden." }, 403);
      const body = (await c.req.json().catch(() => ({}))) as { areas?: string[] };
      faults.set(Array.isArray(body.areas) ? body.areas.map(String) : []);
      return c.json({ areas: faults.list() });
    });
    app.use("/api/*", async (c, next) => {
      const area = FaultSwitch.areaOf(c.req.path);
      if (area && faults.isFaulted(area)) return c.json({ detail: "Service unavailable (test fault)." }, 503);
      return next();
    });
  }

  app.route(
    "/api",
    createApi({
      catalogue,
      translations,
      inquiries,
      inquiryLimit: inquiryLimiter,
      clientIp: addressOf,
      cacheSalt: () => faults.list().join(","),
      formToken: (shownMs) => formTokens.issue(shownMs),
      depositTerms: async () => depositTermsNotice(await catalogue.bookingTerms()),
    }),
  );

  app.onError((error, c) => errorAnswer(c, error));

  return {
    env,
    db,
    app,
    catalogue,
    translations,
    inquiries,
    faults,
    limits,
    inquiryLimit: inquiryLimiter,
    clientAddress: addressOf,
    outbox,
    inboundMail,
    formTokens,
    auditLog,
    packageEditor,
    storyEditor,
    destinationEditor,
    companyEditor,
    termsEditor,
    faqsEditor,
    pageHeadersEditor,
    serviceEditor,
    translationEditing,
    rates,
    quotes,
    publicQuotes,
    bookings,
    payments,
    paymentReconciler,
    registerPaybill,
    receipts,
    invoices,
    bookingDesk,
    balanceReminders,
    previews,
    publishScheduler,
    publishingEditors: schedulable,
    galleryEditor,
    sliderEditor,
    inquiryPipeline,
    quotePage,
    staffUsers,
    staffAuth,
    submissions,
    imageWorker,
    mediaStore,
    mediaLibrary,
    rum,
    // In-flight sends finish before the database closes; unsent emails wait in the outbox.
    close: async () => {
      stopObservingOutbox();
      images.close();
      mediaStore.close?.();
      await publishScheduler.stop();
      await paymentReconciler.stop();
      await balanceReminders.stop();
      await inboundMail.stop();
      await rumPurgePass.stop();
      await outbox.stop();
      await db.close();
    },
  };
}
