/**
 * CSV of the inbox's current filtered view (the same WHERE as the page), formula injection defused.
 * Made for a spreadsheet a salesperson opens (issue 24 item 9): a UTF-8 byte order mark so Excel
 * reads names like "Zoë" or "王" right, the TH- reference travellers quote, the owner by name, the
 * children's ages and the price the site showed (total in major units with its currency).
 */
import type { Kysely } from "kysely";
import { csvDocument } from "#domain/csv.ts";
import type { InquiryFilters } from "#domain/inquiry-filters.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { estimateSummary, parseEstimate } from "#domain/rates/estimate.ts";
import { formatMajor } from "#domain/rates/money.ts";
import type { Dialect } from "../../db/kysely.ts";
import { filteredView, inquiriesAsI, newestFirst, type ReplyClock, referencedInquiryId, withListJoins } from "./list-query.ts";
import type { DB } from "../../db/generated-types.ts";

/** A spreadsheet is not the place for more; the console says so rather than cutting silently. */
export const CSV_EXPORT_LIMIT = 100_000;

/** Excel takes a CSV without it for the local code page and garbles every accent. */
export const UTF8_BOM = "\uFEFF";

const COLUMNS = [
  "reference", "id", "created_at", "status", "lost_reason", "owner", "first_reply_at", "full_name", "email", "phone",
  "residency", "budget_tier", "start_date", "end_date", "pax_adults", "pax_children", "children_ages", "package_id", "package_title",
  "service_id", "service_name", "estimate_currency", "estimate_total", "estimate_about", "message", "source_page", "source_url",
  "is_spam", "spam_reason", "erased_at",
];

/** "4, 9" from the stored JSON list; the text as stored if it is not one. */
function childrenAges(json: string | null): string {
  if (!json) return "";
  try {
    const ages = JSON.parse(json) as unknown;
    return Array.isArray(ages) ? ages.join(", ") : json;
  } catch {
    return json;
  }
}

async function ownerNames(db: Kysely<DB>, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("staff_user").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r: { id: string; name: string }) => [r.id, r.name]));
}

export async function exportCsv(
  db: Kysely<DB>,
  dialect: Dialect,
  filters: InquiryFilters,
  clock: ReplyClock,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const all = { ...filters, page: undefined, page_size: undefined };
  const view = await filteredView(db, all, dialect, clock);
  const select = (query: typeof view.query) =>
    withListJoins(query).select([
      "i.id", "i.created_at", "i.status", "i.lost_reason", "i.owner_id", "i.first_reply_at", "i.full_name", "i.email", "i.phone",
      "i.residency", "i.budget_tier", "i.start_date", "i.end_date", "i.pax_adults", "i.pax_children", "i.children_ages", "i.package_id", "p.title as package_title",
      "i.service_id", "s.name as service_name", "i.estimate", "i.message", "i.source_page", "i.source_url", "i.is_spam", "i.spam_reason", "i.erased_at",
    ]);
  // The inquiry named by its reference comes first, as on the list's first page.
  const referenced = await referencedInquiryId(db, all, dialect, clock);
  const rows = [
    ...(referenced === null ? [] : await select(inquiriesAsI(db)).where("i.id", "=", referenced).execute()),
    ...(await newestFirst(select(view.query), view.newest).limit(CSV_EXPORT_LIMIT + 1).execute()),
  ];
  const truncated = rows.length > CSV_EXPORT_LIMIT;
  const kept = truncated ? rows.slice(0, CSV_EXPORT_LIMIT) : rows;
  const owners = await ownerNames(db, [...new Set(kept.map((r) => r.owner_id).filter((id): id is string => !!id))]);
  const values = kept.map((r) => {
    const estimate = parseEstimate(r.estimate);
    const row: Record<string, unknown> = {
      ...r,
      reference: inquiryReference(r.id),
      owner: r.owner_id ? (owners.get(r.owner_id) ?? "Former staff") : "",
      children_ages: childrenAges(r.children_ages),
      estimate_currency: estimate?.currency ?? "",
      estimate_total: estimate ? formatMajor(estimate.total) : "",
      estimate_about: estimate ? estimateSummary(estimate).about : "",
      is_spam: Number(r.is_spam),
    };
    return COLUMNS.map((c) => row[c]);
  });
  return { csv: UTF8_BOM + csvDocument(COLUMNS, values), rows: kept.length, truncated };
}
