/** CSV of the inbox's current filtered view (the same WHERE as the page), formula injection defused. */
import type { Kysely } from "kysely";
import { csvDocument } from "#domain/csv.ts";
import type { InquiryFilters } from "#domain/inquiry-filters.ts";
import type { Dialect } from "../../db/kysely.ts";
import { filteredView, inquiriesAsI, newestFirst, referencedInquiryId, withListJoins } from "./list-query.ts";
import type { PipelineDatabase } from "./schema.ts";

/** A spreadsheet is not the place for more; the console says so rather than cutting silently. */
export const CSV_EXPORT_LIMIT = 100_000;

const COLUMNS = [
  "id", "created_at", "status", "lost_reason", "owner_id", "first_reply_at", "full_name", "email", "phone",
  "residency", "budget_tier", "start_date", "end_date", "pax_adults", "pax_children", "package_id", "package_title",
  "service_id", "service_name", "message", "source_page", "source_url", "is_spam", "spam_reason", "erased_at",
];

export async function exportCsv(
  db: Kysely<PipelineDatabase>,
  dialect: Dialect,
  filters: InquiryFilters,
  now: Date,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const all = { ...filters, page: undefined, page_size: undefined };
  const view = await filteredView(db, all, dialect, now);
  const select = (query: typeof view.query) =>
    withListJoins(query).select([
      "i.id", "i.created_at", "i.status", "i.lost_reason", "i.owner_id", "i.first_reply_at", "i.full_name", "i.email", "i.phone",
      "i.residency", "i.budget_tier", "i.start_date", "i.end_date", "i.pax_adults", "i.pax_children", "i.package_id", "p.title as package_title",
      "i.service_id", "s.name as service_name", "i.message", "i.source_page", "i.source_url", "i.is_spam", "i.spam_reason", "i.erased_at",
    ]);
  // The inquiry named by its reference comes first, as on the list's first page.
  const referenced = await referencedInquiryId(db, all, dialect, now);
  const rows = [
    ...(referenced === null ? [] : await select(inquiriesAsI(db)).where("i.id", "=", referenced).execute()),
    ...(await newestFirst(select(view.query), view.newest).limit(CSV_EXPORT_LIMIT + 1).execute()),
  ];
  const truncated = rows.length > CSV_EXPORT_LIMIT;
  const kept = truncated ? rows.slice(0, CSV_EXPORT_LIMIT) : rows;
  const values = kept.map((r) => COLUMNS.map((c) => (c === "is_spam" ? Number(r.is_spam) : (r as Record<string, unknown>)[c])));
  return { csv: csvDocument(COLUMNS, values), rows: kept.length, truncated };
}
