/**
 * Runs the migrations in order. Kysely's Migrator records what ran in its own
 * table and takes a lock, so several processes starting at once are safe.
 */
import type { Kysely } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./kysely.ts";
import type { Migration } from "./migrations/helpers.ts";
import { catalogue } from "./migrations/0001-catalogue.ts";
import { inquiries } from "./migrations/0002-inquiries.ts";
import { outbox } from "./migrations/0003-outbox.ts";
import { outboxGeneral } from "./migrations/0004-outbox-general.ts";
import { auditLog } from "./migrations/0005-audit-log.ts";
import { staffAuth } from "./migrations/0006-staff-auth.ts";
import { inquiryPipeline } from "./migrations/0007-inquiry-pipeline.ts";
import { rateLimits } from "./migrations/0008-rate-limits.ts";
import { inboxIndexes } from "./migrations/0009-inbox-indexes.ts";
import { catalogueEditing } from "./migrations/0010-catalogue-editing.ts";
import { richTextEditing } from "./migrations/0011-rich-text-editing.ts";
import { mediaLibrary } from "./migrations/0012-media-library.ts";
import { structuredItineraries } from "./migrations/0013-structured-itineraries.ts";
import { galleryEditing } from "./migrations/0014-gallery-editing.ts";
import { siteDocuments } from "./migrations/0015-site-documents.ts";
import { scheduledPublishing } from "./migrations/0016-scheduled-publishing.ts";
import { rates } from "./migrations/0018-rates.ts";
import { quotes } from "./migrations/0019-quotes.ts";
import { inquiryPriceEstimate } from "./migrations/0020-inquiry-price-estimate.ts";
import { sessionFreshness } from "./migrations/0021-session-freshness.ts";
import { oneTimeSubmissions } from "./migrations/0024-one-time-submissions.ts";
import { dealRules } from "./migrations/0026-deal-rules.ts";
import { bookings } from "./migrations/0027-bookings.ts";
import { onlinePayments } from "./migrations/0028-online-payments.ts";
import { receiptsAndInvoices } from "./migrations/0029-receipts-and-invoices.ts";
import { travellersAndCancellations } from "./migrations/0030-travellers-and-cancellations.ts";
import { balanceReminders } from "./migrations/0031-balance-reminders.ts";
import { realUserMonitoring } from "./migrations/0032-real-user-monitoring.ts";
import { inboundEmails } from "./migrations/0034-inbound-emails.ts";
import { quotesList } from "./migrations/0036-quotes-list.ts";
import { bookingsByCreation } from "./migrations/0037-bookings-by-creation.ts";
import { awaitingReplyByArrival } from "./migrations/0038-awaiting-reply-by-arrival.ts";
import { consolePagesAt100k } from "./migrations/0039-console-pages-at-100k.ts";
import { contentTranslations } from "./migrations/0040-content-translations.ts";
import { translationDrafts } from "./migrations/0041-translation-drafts.ts";

/** Append new migrations here; never edit or reorder ones that have shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-catalogue": catalogue,
  "0002-inquiries": inquiries,
  "0003-outbox": outbox,
  "0004-outbox-general": outboxGeneral,
  "0005-audit-log": auditLog,
  "0006-staff-auth": staffAuth,
  "0007-inquiry-pipeline": inquiryPipeline,
  "0008-rate-limits": rateLimits,
  "0009-inbox-indexes": inboxIndexes,
  "0010-catalogue-editing": catalogueEditing,
  "0011-rich-text-editing": richTextEditing,
  "0012-media-library": mediaLibrary,
  "0013-structured-itineraries": structuredItineraries,
  "0014-gallery-editing": galleryEditing,
  "0015-site-documents": siteDocuments,
  "0016-scheduled-publishing": scheduledPublishing,
  "0018-rates": rates,
  "0019-quotes": quotes,
  "0020-inquiry-price-estimate": inquiryPriceEstimate,
  "0021-session-freshness": sessionFreshness,
  "0024-one-time-submissions": oneTimeSubmissions,
  "0026-deal-rules": dealRules,
  "0027-bookings": bookings,
  "0028-online-payments": onlinePayments,
  "0029-receipts-and-invoices": receiptsAndInvoices,
  "0030-travellers-and-cancellations": travellersAndCancellations,
  "0031-balance-reminders": balanceReminders,
  "0032-real-user-monitoring": realUserMonitoring,
  "0034-inbound-emails": inboundEmails,
  "0036-quotes-list": quotesList,
  "0037-bookings-by-creation": bookingsByCreation,
  "0038-awaiting-reply-by-arrival": awaitingReplyByArrival,
  "0039-console-pages-at-100k": consolePagesAt100k,
  "0040-content-translations": contentTranslations,
  "0041-translation-drafts": translationDrafts,
};

export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (k: Kysely<any>) => m.up(k, db.dialect) }]),
      );
    },
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`, { cause: error });
  }
}
