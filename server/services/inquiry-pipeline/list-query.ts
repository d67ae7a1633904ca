/**
 * The inbox list: filters, search and a page, newest first. Every filter is an index range (see
 * migration 0007); search goes through the trigram index of each database.
 */
import type { InquiryListItem, InquiryPage } from "#domain/inbox-context.ts";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { InquiryFilters } from "#domain/inquiry-filters.ts";
import { NEEDS_REPLY_AFTER_MS, needsReply, type PipelineStatus } from "#domain/inquiry-pipeline.ts";
import { searchTerms } from "#domain/inquiry-search.ts";
import type { Dialect } from "../../db/kysely.ts";
import type { PipelineDatabase } from "./schema.ts";



export const DEFAULT_PAGE_SIZE = 50;
export const COUNT_CAP = 1000;

/** Any select over "inquiries as i" (the page, its count, the export); Kysely cannot name that set generically. */
type Query = SelectQueryBuilder<any, any, any>;

/** LIKE pattern of a term: % and _ are left as wildcards (only ever widening a match); \ is literal. */
function containsPattern(term: string, dialect: Dialect): string {
  return `%${dialect === "postgres" ? term.replace(/\\/g, "\\\\") : term}%`;
}

/** The WHERE of a filtered view; shared by the page, its count and the CSV export. */
export function applyFilters<Q extends Query>(query: Q, filters: InquiryFilters, dialect: Dialect, now: Date): Q {
  const q = query as unknown as SelectQueryBuilder<PipelineDatabase & { i: PipelineDatabase["inquiries"] }, "i", object>;
  let out = q.where("i.is_spam", "=", filters.spam ? 1 : 0) as unknown as Q;
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
  if (filters.needs_reply) {
    out = out
      .where("i.first_reply_at", "is", null)
      .where("i.erased_at", "is", null)
      .where("i.status", "not in", ["won", "lost"])
      .where("i.created_at", "<", new Date(now.getTime() - NEEDS_REPLY_AFTER_MS).toISOString()) as Q;
  }
  const terms = filters.q ? searchTerms(filters.q) : [];
  if (terms.length) {
    if (dialect === "sqlite") {
      // FTS5 trigram: a quoted term of 3+ characters is a substring match answered from the index
      // alone; shorter terms can only be checked with LIKE over the indexed text.
      const long = terms.filter((t) => [...t].length >= 3);
      const conditions = [
        ...(long.length ? [sql`inquiries_search match ${long.map((t) => `"${t.replace(/"/g, '""')}"`).join(" AND ")}`] : []),
        ...terms.filter((t) => [...t].length < 3).map((t) => sql`search_text like ${containsPattern(t, dialect)}`),
      ];
      out = out.where(sql<boolean>`i.id in (select rowid from inquiries_search where ${sql.join(conditions, sql` and `)})`) as Q;
    } else {
      for (const t of terms) out = out.where("i.search_text", "like", containsPattern(t, dialect)) as Q;
    }
  }
  return out;
}

export function baseListQuery(db: Kysely<PipelineDatabase>) {
  return db
    .selectFrom("inquiries as i")
    .leftJoin("packages as p", "p.id", "i.package_id")
    .leftJoin("services as s", "s.id", "i.service_id");
}

export async function listInquiries(
  db: Kysely<PipelineDatabase>,
  dialect: Dialect,
  filters: InquiryFilters,
  now: Date,
): Promise<InquiryPage> {
  const pageSize = filters.page_size ?? DEFAULT_PAGE_SIZE;
  const page = filters.page ?? 1;
  const rows = await applyFilters(
    baseListQuery(db).select([
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
      "i.is_spam",
      "i.spam_reason",
      "i.first_reply_at",
      "i.erased_at",
    ]),
    filters,
    dialect,
    now,
  )
    .orderBy("i.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  // Counting every match of a broad search costs more than the page itself, so the count stops
  // at COUNT_CAP and the console says "more than 1,000" (decision 0020).
  const matching = applyFilters(db.selectFrom("inquiries as i").select("i.id"), filters, dialect, now).limit(COUNT_CAP + 1);
  const counted = await db
    .selectFrom(matching.as("m"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Math.min(Number(counted.n), COUNT_CAP);
  const capped = Number(counted.n) > COUNT_CAP;
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
        isSpam: facts.isSpam,
        spamReason: r.spam_reason,
        firstReplyAt: r.first_reply_at,
        needsReply: needsReply(facts, now),
        erased: facts.erased,
      };
    }),
    total,
    capped,
    page,
    pageSize,
    hasNext: capped ? rows.length === pageSize : page * pageSize < total,
  };
}

export type { InquiryListItem, InquiryPage };
