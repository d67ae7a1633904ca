/**
 * The inbox list: filters, search and a page, newest first. Every filter is an index range (see
 * migration 0007); search goes through the trigram index of each database, and a reference
 * ("TH-00042") finds its inquiry. Measured by bench/inbox.ts (decision 0020).
 */
import type { InquiryPage } from "#domain/inbox-context.ts";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { InquiryFilters } from "#domain/inquiry-filters.ts";
import { needsReply, needsReplyCutoff, type PipelineStatus } from "#domain/inquiry-pipeline.ts";
import { parseInquiryReference } from "#domain/inquiry-reference.ts";
import { searchTerms } from "#domain/inquiry-search.ts";
import type { Dialect } from "../../db/kysely.ts";
import type { DB } from "../../db/generated-types.ts";

export const DEFAULT_PAGE_SIZE = 50;
export const COUNT_CAP = 1000;

/**
 * What "needs reply" is measured against: the time of the request and the owner's threshold in
 * minutes of business time (decision 0066).
 */
export interface ReplyClock {
  now: Date;
  thresholdMinutes: number;
}

/** Any select over "inquiries as i" (the page, its count, the export); Kysely cannot name that set generically. */
type Query = SelectQueryBuilder<any, any, any>;
/** A filtered view's rows as "i", before anything is selected. */
type ViewQuery = SelectQueryBuilder<DB & { i: DB["inquiries"] }, "i", object>;

/** LIKE pattern of a term: % and _ are left as wildcards (only ever widening a match); \ is literal. */
function containsPattern(term: string, dialect: Dialect): string {
  return `%${dialect === "postgres" ? term.replace(/\\/g, "\\\\") : term}%`;
}

/** The inquiries table as "i", typed as a view the filters and selects below accept. */
export function inquiriesAsI(db: Kysely<DB>): ViewQuery {
  return db.selectFrom("inquiries as i") as ViewQuery;
}

/**
 * SQLite's FTS5 MATCH of the terms of 3+ characters, or null when there are none. A quoted trigram
 * term is a substring match answered from the index alone.
 */
function ftsMatch(terms: string[]): string | null {
  const long = terms.filter((t) => [...t].length >= 3);
  return long.length ? long.map((t) => `"${t.replace(/"/g, '""')}"`).join(" AND ") : null;
}

/**
 * The WHERE of a filtered view except the full-text MATCH (see filteredView); shared by the page,
 * its count and the CSV export. `likeAll` checks every search term with LIKE over search_text.
 */
export function applyFilters<Q extends Query>(query: Q, filters: InquiryFilters, dialect: Dialect, clock: ReplyClock, likeAll = dialect === "postgres"): Q {
  const q = query as ViewQuery;
  let out = q.where("i.is_spam", "=", filters.spam ? 1 : 0) as Q;
  if (filters.status) out = out.where("i.status", "=", filters.status) as Q;
  if (filters.owner === "none") out = out.where("i.owner_id", "is", null) as Q;
  else if (filters.owner) out = out.where("i.owner_id", "=", filters.owner) as Q;
  if (filters.from) out = out.where("i.created_at", ">=", `${filters.from}T00:00:00.000Z`) as Q;
  if (filters.to) {
    const next = new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000).toISOString();
    out = out.where("i.created_at", "<", next) as Q;
  }
  if (filters.package) out = out.where("i.package_id", "=", filters.package) as Q;
  if (filters.service) out = out.where("i.service_id", "=", filters.service) as Q;
  if (filters.residency) out = out.where("i.residency", "=", filters.residency) as Q;
  // The business-time rule becomes one arrival instant, so this stays a range on created_at.
  if (filters.needs_reply) {
    out = out
      .where("i.first_reply_at", "is", null)
      .where("i.erased_at", "is", null)
      .where("i.status", "not in", ["won", "lost"])
      .where("i.created_at", "<=", needsReplyCutoff(clock.now, clock.thresholdMinutes)) as Q;
  }
  // A quote's place in the quotes list is kept on its row (migration 0036, indexed by list_stage):
  // "sent" is a newest sent version the traveller has not opened. The set of such inquiries is read
  // from that index once, then matched by id. The quotes table is not in the pipeline's types.
  if (filters.quote) {
    const stage = filters.quote === "unopened" ? "sent" : "accepted";
    out = out.where(sql<boolean>`i.id in (select q.inquiry_id from quotes q where q.list_stage = ${stage})`) as Q;
  }
  const terms = filters.q ? searchTerms(filters.q) : [];
  // On PostgreSQL every term is a LIKE the GIN trigram index answers. On SQLite terms of 3+
  // characters are usually the MATCH of filteredView; shorter ones can only be checked with LIKE.
  const likeTerms = likeAll ? terms : terms.filter((t) => [...t].length < 3);
  for (const t of likeTerms) out = out.where("i.search_text", "like", containsPattern(t, dialect)) as Q;
  return out;
}

/**
 * The inquiries of a filtered view as "i", and the columns that order them newest first.
 *
 * Elsewhere than a search on SQLite the view is the table itself, ordered by id (by arrival when it
 * has dates, below); every filter has an index ending in id (migrations 0007 and 0009), and
 * PostgreSQL answers search terms from its GIN trigram index.
 *
 * A search on SQLite asks FTS5 first for up to COUNT_CAP + 1 matching ids in rowid order, the order
 * it reads its index fastest in. A few matches (an email, a phone, a rare name) are then just those
 * ids. Many (a common word matches a third of the inbox): collecting all of them and sorting cost
 * 700 ms at 100,000 inquiries, so the view reads the FTS table newest first (rowid descending) and
 * looks each match up by primary key, which lets a page or the capped count stop at its first
 * matches. CROSS JOIN keeps SQLite from putting the table first. (Descending is slow for a rare
 * term, 6x the ascending read, hence the probe.) Many matches combined with another filter read
 * that filter's index instead (below).
 */
export async function filteredView(db: Kysely<DB>, filters: InquiryFilters, dialect: Dialect, clock: ReplyClock) {
  const match = dialect === "sqlite" && filters.q ? ftsMatch(searchTerms(filters.q)) : null;
  // A date range is read from the created_at index, newest first by arrival (id breaks ties): ordered
  // by id alone, PostgreSQL walked every newer inquiry to reach an older range (21,000 rows, 40 ms).
  const tableOrder = filters.from || filters.to ? [sql.ref("i.created_at"), sql.ref("i.id")] : [sql.ref("i.id")];
  if (!match) return { query: applyFilters(inquiriesAsI(db), filters, dialect, clock), newest: tableOrder };
  const probe = await sql<{ id: number }>`select rowid as id from inquiries_search where inquiries_search match ${match} limit ${COUNT_CAP + 1}`.execute(db);
  if (probe.rows.length <= COUNT_CAP) {
    const ids = probe.rows.map((r) => r.id);
    const few = applyFilters(inquiriesAsI(db), filters, dialect, clock);
    return { query: ids.length ? few.where("i.id", "in", ids) : few.where(sql<boolean>`0`), newest: tableOrder };
  }
  // Many matches and another filter: walking the text matches to count the few that pass the
  // filter read 55,000 rows for "mara" + owner + status + residency (37 ms); reading the filter's
  // own index newest first and checking the text with LIKE reads at most that filter's rows, and
  // the text is known to be common.
  const { q: _q, spam: _spam, page: _page, page_size: _size, ...structured } = filters;
  if (Object.values(structured).some((v) => v !== undefined)) {
    return { query: applyFilters(inquiriesAsI(db), filters, dialect, clock, true), newest: tableOrder };
  }
  const searched = db
    .selectFrom(sql`inquiries_search`.as("f"))
    .crossJoin("inquiries as i")
    .where(sql<boolean>`f.inquiries_search match ${match}`)
    .where(sql<boolean>`i.id = f.rowid`);
  // The FTS table is not in the schema types; selects and filters only ever name "i".
  return { query: applyFilters(searched as ViewQuery, filters, dialect, clock), newest: [sql.ref("f.rowid")] };
}

/** A query ordered newest first by a view's `newest` columns. */
export function newestFirst<Q extends Query>(query: Q, newest: ReturnType<typeof sql.ref>[]): Q {
  return newest.reduce((q, column) => q.orderBy(column, "desc") as Q, query);
}

export function withListJoins(query: ViewQuery) {
  return query.leftJoin("packages as p", "p.id", "i.package_id").leftJoin("services as s", "s.id", "i.service_id");
}

/**
 * The inquiry a query names by its reference ("TH-00042", "th42", "#42" or "00042"), when it is in
 * the filtered view but the text search would not find it: staff quote the traveller's reference,
 * which is derived from the id and not part of the searched text. Shown first on the first page.
 */
export async function referencedInquiryId(db: Kysely<DB>, filters: InquiryFilters, dialect: Dialect, clock: ReplyClock): Promise<number | null> {
  const id = filters.q ? parseInquiryReference(filters.q) : null;
  if (id === null || id > 2_147_483_647) return null;
  const row = await applyFilters(inquiriesAsI(db), { ...filters, q: undefined }, dialect, clock)
    .select(["i.id", "i.search_text"])
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const terms = searchTerms(filters.q!);
  return terms.length && terms.every((t) => row.search_text.includes(t)) ? null : row.id;
}

export async function listInquiries(
  db: Kysely<DB>,
  dialect: Dialect,
  filters: InquiryFilters,
  clock: ReplyClock,
): Promise<InquiryPage> {
  const pageSize = filters.page_size ?? DEFAULT_PAGE_SIZE;
  const page = filters.page ?? 1;
  const offset = (page - 1) * pageSize;
  const view = await filteredView(db, filters, dialect, clock);
  const pageQuery = (query: ViewQuery) =>
    withListJoins(query).select([
      "i.id",
      "i.created_at",
      "i.full_name",
      "i.email",
      "i.phone",
      "i.status",
      "i.owner_id",
      "i.package_id",
      "p.title as package_title",
      "s.name as service_name",
      "i.residency",
      "i.pax_adults",
      "i.pax_children",
      "i.start_date",
      "i.end_date",
      "i.estimate_total",
      "i.estimate_currency",
      "i.is_spam",
      "i.spam_reason",
      "i.first_reply_at",
      "i.erased_at",
    ]);
  const found = await newestFirst(pageQuery(view.query), view.newest)
    .limit(pageSize)
    .offset(offset)
    .execute();
  // A page that is not full ends the view, so it is the count. Otherwise counting every match of
  // a broad search costs more than the page itself, so the count stops at COUNT_CAP and the
  // console says "more than 1,000" (decision 0020). On SQLite the count walks newest first too: a
  // date range is usually recent, so it reaches its matches sooner; PostgreSQL plans an unordered
  // count better (it can start from the created_at index).
  const endsHere = found.length < pageSize && (found.length > 0 || page === 1);
  const matching = view.query.select(sql`1`.as("one")).limit(COUNT_CAP + 1);
  const counted = endsHere
    ? offset + found.length
    : Number(
        (
          await db
            .selectFrom((dialect === "sqlite" ? newestFirst(matching, view.newest) : matching).as("m"))
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
  const referenced = await referencedInquiryId(db, filters, dialect, clock);
  const pinned =
    referenced !== null && page === 1 && !found.some((r) => r.id === referenced)
      ? await pageQuery(inquiriesAsI(db)).where("i.id", "=", referenced).execute()
      : [];
  const rows = [...pinned, ...found];
  const all = counted + (referenced !== null ? 1 : 0);
  const total = Math.min(all, COUNT_CAP);
  const capped = all > COUNT_CAP;
  return {
    items: rows.map((r) => {
      const facts = {
        createdAt: r.created_at,
        firstReplyAt: r.first_reply_at,
        status: r.status as PipelineStatus,
        isSpam: Number(r.is_spam) === 1,
        erased: r.erased_at !== null,
      };
      return {
        id: r.id,
        createdAt: r.created_at,
        fullName: r.full_name,
        email: r.email,
        phone: r.phone,
        status: facts.status,
        ownerId: r.owner_id,
        packageId: r.package_id,
        packageTitle: r.package_title,
        serviceName: r.service_name,
        residency: r.residency,
        adults: Number(r.pax_adults),
        children: Number(r.pax_children),
        startDate: r.start_date,
        endDate: r.end_date,
        estimate: r.estimate_total !== null && r.estimate_currency ? { total: Number(r.estimate_total), currency: r.estimate_currency } : null,
        isSpam: facts.isSpam,
        spamReason: r.spam_reason,
        firstReplyAt: r.first_reply_at,
        needsReply: needsReply(facts, clock.now, clock.thresholdMinutes),
        erased: facts.erased,
      };
    }),
    total,
    capped,
    page,
    pageSize,
    // From the search's own matches: the referenced inquiry rides on the first page.
    hasNext: found.length === pageSize && (counted > COUNT_CAP || offset + pageSize < counted),
  };
}

export type { InquiryPage };
