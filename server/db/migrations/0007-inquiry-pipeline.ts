/**
 * The sales pipeline on inquiries (issue 10 §4): status, owner, first-reply clock, a version for
 * optimistic concurrency, an erasure tombstone, and a lowered search text; notes and history in
 * their own tables. Search stays indexed at 100,000 inquiries: an FTS5 trigram index on SQLite,
 * a pg_trgm GIN index on PostgreSQL when the extension can be created (docs/decisions/0020).
 */
import { type Kysely, sql } from "kysely";
import { inquirySearchText } from "#domain/inquiry-search.ts";
import type { Dialect } from "../kysely.ts";
import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

async function backfillSearchText(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("inquiries")
      .select(["id", "full_name", "email", "phone", "message"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (!rows.length) return;
    for (const row of rows) {
      await db.updateTable("inquiries").set({ search_text: inquirySearchText(row) }).where("id", "=", row.id).execute();
    }
    after = rows.at(-1)!.id;
  }
}

async function searchIndex(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") {
    // External content: the index reads search_text from inquiries; triggers keep it in step with
    // every writer (the public form, the console, erasure).
    await sql`create virtual table inquiries_search using fts5(search_text, content='inquiries', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger inquiries_search_insert after insert on inquiries begin
      insert into inquiries_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger inquiries_search_delete after delete on inquiries begin
      insert into inquiries_search(inquiries_search, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
    await sql`create trigger inquiries_search_update after update of search_text on inquiries begin
      insert into inquiries_search(inquiries_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into inquiries_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`insert into inquiries_search(inquiries_search) values ('rebuild')`.execute(db);
    return;
  }
  // pg_trgm is a trusted extension (PostgreSQL 13+): any role that may create objects in the
  // database can add it. Where even that is refused, search falls back to a scan of the lowered
  // column, which the benchmark shows still answers in time at 100,000 rows (decision 0020).
  const savepoint = db.isTransaction;
  if (savepoint) await sql`savepoint pipeline_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index inquiries_search_trgm on inquiries using gin (search_text gin_trgm_ops)`.execute(db);
    if (savepoint) await sql`release savepoint pipeline_trgm`.execute(db);
  } catch (error) {
    if (!savepoint) throw error;
    await sql`rollback to savepoint pipeline_trgm`.execute(db);
    console.warn(`pg_trgm is not available (${String(error)}); inquiry search will scan instead of using an index.`);
  }
}

export const inquiryPipeline: Migration = {
  async up(db, dialect) {
    const add = (name: string, type: "text" | "integer", build?: (c: any) => any) =>
      db.schema.alterTable("inquiries").addColumn(name, type, build ?? ((c) => c)).execute();
    await add("status", "text", (c) => c.notNull().defaultTo("new"));
    await add("lost_reason", "text");
    await add("owner_id", "text");
    await add("first_reply_at", "text");
    await add("version", "integer", (c) => c.notNull().defaultTo(0));
    await add("updated_at", "text");
    await add("erased_at", "text");
    await add("search_text", "text", (c) => c.notNull().defaultTo(""));
    await backfillSearchText(db);

    // The list is newest first within spam or not; each filter has an index ending in id, so a
    // filtered page is an index range read backwards.
    for (const column of ["is_spam", "status", "owner_id", "package_id", "service_id", "residency"]) {
      await db.schema.createIndex(`inquiries_${column}_id`).on("inquiries").columns([column, "id"]).execute();
    }
    await db.schema.createIndex("inquiries_first_reply").on("inquiries").columns(["first_reply_at", "created_at"]).execute();
    // Personal data requests look travellers up by email, whatever its case.
    await db.schema.createIndex("inquiries_email_lower").on("inquiries").expression(sql`lower(email)`).execute();
    await searchIndex(db, dialect);

    await withId(db.schema.createTable("inquiry_notes"), dialect)
      .addColumn("inquiry_id", "integer", (c) => c.notNull())
      .addColumn("author_id", "text")
      .addColumn("author_email", "text")
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("inquiry_notes_inquiry").on("inquiry_notes").columns(["inquiry_id", "id"]).execute();

    // The inquiry's own history (status, owner, notes, replies, release from spam), shown on its page;
    // the audit log keeps the site-wide record with before and after.
    await withId(db.schema.createTable("inquiry_events"), dialect)
      .addColumn("inquiry_id", "integer", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("from_value", "text")
      .addColumn("to_value", "text")
      .addColumn("detail", "text")
      .addColumn("outbox_message_id", "integer")
      .execute();
    await db.schema.createIndex("inquiry_events_inquiry").on("inquiry_events").columns(["inquiry_id", "id"]).execute();
  },
};
