/**
 * The quotes list (issue 28 item 4, decision 0064). Each quote's place in it is stored on its row
 * (migration 0036) by refreshQuoteListing, which every writer of a quote calls in its transaction:
 * recomputed whole from the quote's versions and requests, so no writer has to know the others.
 * The list then reads one index per filter: a stage newest activity first, or a range of last
 * valid days for "expiring" and "expired".
 */
import { type Kysely, sql, type Transaction } from "kysely";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import {
  expiringUntil,
  isExpiring,
  listedState,
  OPEN_STAGES,
  quoteListing,
  QUOTES_PAGE_SIZE,
  type ListStage,
  type QuoteListQuery,
} from "#domain/quotes/quote-list.ts";
import type { PipelineFigure, QuoteListPage } from "#domain/quotes/console-context.ts";
import type { QuoteDocument } from "#domain/quotes/document.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import type { DB } from "../../db/generated-types.ts";
import { versionRow } from "./stored-rows.ts";

type Exec = Kysely<DB> | Transaction<DB>;

/** Past this many matches the list says "more than 1,000" rather than counting them all (as the inbox, decision 0020). */
export const QUOTES_COUNT_CAP = 1000;

/** Stores where quote `quoteId` stands in the list, from its versions and requests as they are now. */
export async function refreshQuoteListing(exec: Exec, quoteId: number): Promise<void> {
  const quote = await exec
    .selectFrom("quotes")
    .select(["created_at", "last_opened_at", "accepted_version", "accepted_option_id", "accepted_at", "withdrawn_at"])
    .where("id", "=", quoteId)
    .executeTakeFirst();
  if (!quote) return;
  const [versions, requests] = await Promise.all([
    exec.selectFrom("quote_versions").select(["version", "status", "document", "updated_at", "sent_at", "valid_until"]).where("quote_id", "=", quoteId).execute(),
    exec.selectFrom("quote_requests").select(["version", "kind", "created_at"]).where("quote_id", "=", quoteId).execute(),
  ]);
  const listing = quoteListing({
    quote: { ...quote, accepted_version: quote.accepted_version === null ? null : Number(quote.accepted_version) },
    versions: versions.map((v) => versionRow({ ...v, version: Number(v.version), document: JSON.parse(v.document) as QuoteDocument })),
    requests: requests.map((r) => ({ ...r, version: Number(r.version) })),
  });
  await exec.updateTable("quotes").set(listing).where("id", "=", quoteId).execute();
}

/** The filter's quotes as "q", and the order the list shows them in. */
function filteredQuotes(db: Kysely<DB>, state: QuoteListQuery["state"], today: string) {
  const view = db.selectFrom("quotes as q");
  const newest: Order = [
    ["q.last_activity_at", "desc"],
    ["q.id", "desc"],
  ];
  switch (state) {
    case "all":
      return { view, order: newest };
    case "draft":
    case "accepted":
      return { view: view.where("q.list_stage", "=", state), order: newest };
    case "sent":
    case "opened":
    case "changes":
      // Still open: an open stage whose last valid day has not passed.
      return { view: view.where("q.list_stage", "=", state).where("q.open_until", ">=", today), order: newest };
    case "expiring":
      return {
        view: view.where("q.open_until", ">=", today).where("q.open_until", "<=", expiringUntil(today)),
        order: [
          ["q.open_until", "asc"],
          ["q.id", "asc"],
        ] as Order,
      };
    case "expired":
      // open_until is null outside the open stages, so the range alone is the expired quotes.
      return {
        view: view.where("q.open_until", "<", today),
        order: [
          ["q.open_until", "desc"],
          ["q.id", "desc"],
        ] as Order,
      };
  }
}

type Order = Array<[string, "asc" | "desc"]>;

/**
 * The SQL of one page of the list (the tests read its query plan). The page's ids are found first,
 * from the filter's index alone (its columns are all the order needs), and only those 50 rows are
 * read and joined: a deep page's offset then skips index entries, not joined rows (page 200 on
 * PostgreSQL: 45 ms at p50 before, 3.5 ms after; bench/quotes-list.ts).
 */
export function quotePageQuery(db: Kysely<DB>, query: QuoteListQuery, today: string) {
  const { view, order } = filteredQuotes(db, query.state, today);
  let ids = view.select("q.id");
  for (const [column, direction] of order) ids = ids.orderBy(sql.ref(column), direction);
  let page = db
    .selectFrom("quotes as q")
    .innerJoin("inquiries as i", "i.id", "q.inquiry_id")
    .leftJoin("staff_user as s", "s.id", "i.owner_id")
    .where("q.id", "in", ids.limit(QUOTES_PAGE_SIZE).offset((query.page - 1) * QUOTES_PAGE_SIZE))
    .select([
      "q.id",
      "q.inquiry_id",
      "q.list_stage",
      "q.open_until",
      "q.value_low",
      "q.value_high",
      "q.value_currency",
      "q.last_activity_at",
      "i.full_name",
      "i.erased_at",
      "s.name as owner_name",
    ]);
  for (const [column, direction] of order) page = page.orderBy(sql.ref(column), direction);
  return page;
}

/** One page of the quotes list for a filter, newest activity first (soonest to expire for "expiring"). */
export async function listQuotes(db: Kysely<DB>, query: QuoteListQuery, now: Date): Promise<QuoteListPage> {
  const today = officeDate(now);
  const offset = (query.page - 1) * QUOTES_PAGE_SIZE;
  const { view } = filteredQuotes(db, query.state, today);
  const rows = await quotePageQuery(db, query, today).execute();
  // A page that is not full ends the view, so it is the count; otherwise count, up to the cap.
  const endsHere = rows.length < QUOTES_PAGE_SIZE && (rows.length > 0 || query.page === 1);
  const total = endsHere
    ? offset + rows.length
    : Number(
        (
          await db
            .selectFrom(view.select(sql`1`.as("one")).limit(QUOTES_COUNT_CAP + 1).as("m"))
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
  return {
    rows: rows.map((r) => {
      const stage = r.list_stage as ListStage;
      return {
        id: r.id,
        inquiryId: r.inquiry_id,
        reference: inquiryReference(r.inquiry_id),
        travellerName: r.erased_at ? null : r.full_name,
        state: listedState(stage, r.open_until, today),
        expiring: isExpiring(stage, r.open_until, today),
        validUntil: r.open_until,
        value: r.value_currency && r.value_low !== null && r.value_high !== null ? { low: Number(r.value_low), high: Number(r.value_high), currency: r.value_currency } : null,
        ownerName: r.owner_name ?? null,
        lastActivityAt: r.last_activity_at || null,
      };
    }),
    total: Math.min(total, QUOTES_COUNT_CAP + 1),
    capped: total > QUOTES_COUNT_CAP,
    pageSize: QUOTES_PAGE_SIZE,
    today,
  };
}

/**
 * The open pipeline (issue 28 item 6, decision 0065): the quotes a traveller can still accept (sent,
 * opened or with changes asked for, and not past their last valid day), their value per currency as
 * the range from every quote's cheapest option to its dearest. One range over quotes_list_open_until.
 */
export async function openPipeline(db: Kysely<DB>, today: string): Promise<PipelineFigure[]> {
  const rows = await db
    .selectFrom("quotes")
    .select([
      "value_currency as currency",
      sql<number | string>`sum(value_low)`.as("low"),
      sql<number | string>`sum(value_high)`.as("high"),
      (eb) => eb.fn.countAll<number | string>().as("quotes"),
    ])
    .where("open_until", ">=", today)
    .where("list_stage", "in", [...OPEN_STAGES])
    .where("value_currency", "is not", null)
    .groupBy("value_currency")
    .orderBy("value_currency")
    .execute();
  return rows.map((r) => ({ currency: r.currency!, low: Number(r.low ?? 0), high: Number(r.high ?? 0), quotes: Number(r.quotes) }));
}
