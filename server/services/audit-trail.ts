/**
 * Reading the audit trail (owners, issue 10 §5; issue 28 item 7): newest first, filtered by who,
 * what, which record and when, each entry told as a sentence with only the fields it changed.
 * The stored snapshots stay as they were written; one entry's snapshots are read on their own page.
 */
import { diffWords } from "diff";
import { type Kysely, type Selectable, sql } from "kysely";
import { fieldChanges, type FieldChange } from "#domain/audit/field-changes.ts";
import { auditSentence } from "#domain/audit/sentence.ts";
import { bookingReference } from "#domain/bookings/booking.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import type { AuditChange, AuditEntryView, AuditFilters, AuditPage, AuditSnapshots, TextDiffPart } from "#domain/inbox-context.ts";
import type { AuditLog, DB } from "../db/generated-types.ts";

export const AUDIT_PAGE_SIZE = 50;

/** Unchanged stretches of a long text longer than this are cut to their ends: the change is the point. */
const DIFF_CONTEXT = 80;

/** A stored entry as the table holds it. */
type AuditRow = Selectable<AuditLog>;

export async function readAuditTrail(db: Kysely<DB>, filters: AuditFilters): Promise<AuditPage> {
  const page = Math.max(1, filters.page ?? 1);
  const [actions, entityTypes] = [await distinctValues(db, "action"), await distinctValues(db, "entity_type")];
  let q = db.selectFrom("audit_log").selectAll();
  if (filters.actor) {
    // Part of an email names few people: the trail is read by those people's exact addresses, an
    // index range each, instead of testing every entry's address (decision 0068).
    const part = filters.actor.trim().toLowerCase();
    const emails = (await distinctValues(db, "actor_email")).filter((email) => email.toLowerCase().includes(part));
    if (!emails.length) return { entries: [], page, hasNext: false, actions, entityTypes };
    q = q.where("actor_email", "in", emails);
  }
  if (filters.action) q = q.where("action", "=", filters.action);
  if (filters.entity_type) q = q.where("entity_type", "=", filters.entity_type);
  if (filters.entity_id) q = q.where("entity_id", "=", filters.entity_id);
  if (filters.from) q = q.where("at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) q = q.where("at", "<", new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000).toISOString());
  const rows: AuditRow[] = await q
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const shown = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    // Without a person or action filter, every entry of a record between two on the page is on it too.
    entries: await describeEntries(db, shown, !filters.actor && !filters.action),
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    actions,
    entityTypes,
  };
}

/**
 * Every action, kind of record or actor's email in the trail, in order: the filter menus' choices
 * and the people a filter by name can mean. A plain DISTINCT reads the whole trail (hundreds of
 * thousands of entries at 100,000 inquiries: most of the page's time, decision 0068); this hops from
 * each value to the next one up in an index that leads with the column (migration 0039's
 * audit_log_action and audit_log_actor_email, and audit_log_entity), one seek per value, on both databases.
 */
async function distinctValues(db: Kysely<DB>, column: "action" | "entity_type" | "actor_email"): Promise<string[]> {
  const c = sql.ref(column);
  const rows = await sql<{ v: string }>`
    with recursive found(v) as (
      select (select ${c} from audit_log where ${c} is not null order by ${c} limit 1)
      union all
      select (select ${c} from audit_log where ${c} > found.v order by ${c} limit 1) from found where found.v is not null
    )
    select v from found where v is not null`.execute(db);
  return rows.rows.map((r) => r.v);
}

/** One entry's stored snapshots, as written (the "folded away" part of the trail). */
export async function readAuditSnapshots(db: Kysely<DB>, id: number): Promise<AuditSnapshots | null> {
  const row: AuditRow | undefined = await db.selectFrom("audit_log").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [entry] = await describeEntries(db, [row]);
  return { entry, before: pretty(row.before_json), after: pretty(row.after_json) };
}

function pretty(json: string | null): string | null {
  if (json === null) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

function parse(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

async function describeEntries(db: Kysely<DB>, rows: AuditRow[], pageHoldsEveryEntryBetween = false): Promise<AuditEntryView[]> {
  const parsed = rows.map((r) => ({ row: r, before: parse(r.before_json), after: parse(r.after_json) }));
  // A draft is stored whole, without what it replaced; what it changed is the difference from the
  // same record's previous snapshot in the trail.
  // Consecutive drafts of one record are usually on the same page: when the page is a run of the
  // trail (no person or action filter), the previous snapshot is read from the page itself, and the
  // database is asked only for the oldest draft of each record on it.
  for (const p of parsed) {
    if (p.before !== undefined || !p.row.action.endsWith(".draft_saved") || p.row.entity_id === null) continue;
    const onPage = pageHoldsEveryEntryBetween ? parsed.find((q) => q.row.id < p.row.id && sameRecord(q.row, p.row) && SNAPSHOT_ACTION.test(q.row.action)) : undefined;
    p.before = onPage ? onPage.after : await previousSnapshot(db, p.row);
  }
  const people = await staffNames(db, [...new Set(parsed.flatMap((p) => [p.row.actor_id, ownerOf(p.before), ownerOf(p.after), p.row.entity_type === "staff" ? p.row.entity_id : null]).filter((id): id is string => !!id))]);
  const records = await recordNames(db, rows, people);
  return parsed.map(({ row, before, after }) => {
    const changes = fieldChanges(before, after);
    const record = snapshotName(before, after) ?? records.get(`${row.entity_type}:${row.entity_id}`) ?? fallbackName(row);
    return {
      id: row.id,
      at: row.at,
      actorEmail: row.actor_email,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      ip: row.ip,
      sentence: auditSentence({ action: row.action, before, after, changes }, { actor: row.actor_id ? (people[row.actor_id] ?? row.actor_email) : row.actor_email, record, people }),
      // A created record's fields are all "new": the snapshot says it better than a list of them.
      changes: before === undefined ? [] : changes.map(presentChange),
      hasSnapshots: row.before_json !== null || row.after_json !== null,
    };
  });
}

function ownerOf(snapshot: unknown): string | null {
  const owner = (snapshot as { owner_id?: unknown } | undefined)?.owner_id;
  return typeof owner === "string" ? owner : null;
}

/** The actions whose `after` is the record's whole document. */
const SNAPSHOT_ACTION = /\.(draft_saved|published|created)$/;

const sameRecord = (a: AuditRow, b: AuditRow) => a.entity_type === b.entity_type && a.entity_id === b.entity_id;

async function previousSnapshot(db: Kysely<DB>, row: AuditRow): Promise<unknown> {
  const prev = await db
    .selectFrom("audit_log")
    .select("after_json")
    .where("entity_type", "=", row.entity_type)
    .where("entity_id", "=", row.entity_id)
    .where("id", "<", row.id)
    .where((eb) => eb.or([eb("action", "like", "%.draft_saved"), eb("action", "like", "%.published"), eb("action", "like", "%.created")]))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return parse(prev?.after_json ?? null);
}

async function staffNames(db: Kysely<DB>, ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await sql<{ id: string; name: string | null; email: string }>`select id, name, email from staff_user where id in (${sql.join(ids)})`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.id, r.name?.trim() || r.email]));
}

/** Tables that name a record by id, for entries whose snapshots do not carry the name. */
const NAMED_TABLES: Record<string, { table: string; column: string }> = {
  package: { table: "packages", column: "title" },
  destination: { table: "destinations", column: "name" },
  story: { table: "blogs", column: "title" },
  service: { table: "services", column: "name" },
};

async function recordNames(db: Kysely<DB>, rows: AuditRow[], people: Record<string, string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const idsOf = (type: string) => [...new Set(rows.filter((r) => r.entity_type === type && r.entity_id && /^\d+$/.test(r.entity_id)).map((r) => Number(r.entity_id)))];
  for (const [type, { table, column }] of Object.entries(NAMED_TABLES)) {
    const ids = idsOf(type);
    if (!ids.length) continue;
    const found = await sql<{ id: number; name: string }>`select id, ${sql.ref(column)} as name from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
    for (const r of found.rows) names.set(`${type}:${r.id}`, r.name);
  }
  const quoteIds = idsOf("quote");
  if (quoteIds.length) {
    const found = await sql<{ id: number; inquiry_id: number }>`select id, inquiry_id from quotes where id in (${sql.join(quoteIds)})`.execute(db);
    for (const r of found.rows) names.set(`quote:${r.id}`, `the quote for ${inquiryReference(Number(r.inquiry_id))}`);
  }
  const mediaKeys = [...new Set(rows.filter((r) => r.entity_type === "media" && r.entity_id).map((r) => r.entity_id!))];
  if (mediaKeys.length) {
    const found = await sql<{ key: string; title: string; alt_text: string; original_name: string }>`select key, title, alt_text, original_name from media_assets where key in (${sql.join(mediaKeys)})`.execute(db);
    for (const r of found.rows) names.set(`media:${r.key}`, `the image “${r.title || r.alt_text || r.original_name}”`);
  }
  for (const r of rows) if (r.entity_type === "staff" && r.entity_id && people[r.entity_id]) names.set(`staff:${r.entity_id}`, people[r.entity_id]);
  return names;
}

/** A name the snapshot itself carries: a document's title, a season's name. */
function snapshotName(before: unknown, after: unknown): string | null {
  for (const s of [after, before]) {
    if (typeof s !== "object" || s === null) continue;
    const { title, name } = s as { title?: unknown; name?: unknown };
    if (typeof title === "string" && title.trim()) return title.trim();
    if (typeof name === "string" && name.trim()) return name.trim();
  }
  return null;
}

const SITE_DOCUMENTS: Record<string, string> = {
  terms: "the terms page",
  faqs: "the FAQs",
  company: "the company details",
  page_headers: "the page headers",
  booking_terms: "the booking terms",
  setting: "a setting",
  gallery: "the gallery",
};

function fallbackName(row: AuditRow): string {
  if (SITE_DOCUMENTS[row.entity_type]) return SITE_DOCUMENTS[row.entity_type];
  const id = row.entity_id;
  if (row.entity_type === "inquiry" && id && /^\d+$/.test(id)) return inquiryReference(Number(id));
  if (row.entity_type === "booking" && id && /^\d+$/.test(id)) return `booking ${bookingReference(Number(id))}`;
  if (row.entity_type === "traveller") return "a traveller";
  return `${row.entity_type.replace(/_/g, " ")} ${id ?? ""}`.trim();
}

function presentChange(c: FieldChange): AuditChange {
  if (!c.long) return { label: c.label, before: c.before, after: c.after };
  return { label: c.label, before: null, after: null, diff: textDiff(c.before ?? "", c.after ?? "") };
}

/** A word diff of two long texts, unchanged stretches cut to their ends. */
export function textDiff(before: string, after: string): TextDiffPart[] {
  return diffWords(before, after).map((part) => {
    const op = part.added ? "added" : part.removed ? "removed" : "same";
    let text = part.value;
    if (op === "same" && text.length > DIFF_CONTEXT * 2 + 1) text = `${text.slice(0, DIFF_CONTEXT)} … ${text.slice(-DIFF_CONTEXT)}`;
    return { op, text };
  });
}
