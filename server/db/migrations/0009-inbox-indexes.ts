import { sql } from "kysely";
import type { Migration } from "./helpers.ts";

/**
 * Two inbox views that read more rows than they show at 100,000 inquiries (decision 0020).
 *
 * - "My inquiries in this status" is the view a salesperson works from, and the usual company of a
 *   broad search. With only (owner_id, id) and (status, id) the list read every row of the owner
 *   to find those in one status; (owner_id, status, id) makes the pair one range, newest first.
 * - "Needs reply": unanswered inquiries are few in a working inbox, so walking the whole list for
 *   them is the slow way. A partial index holds just them, in id order. It replaces
 *   (first_reply_at, created_at) from 0007, which SQLite's statistics cannot see is mostly NULL
 *   (they say two rows per value): it chose that index and sorted 14,000 rows for a page of 50.
 *   The dashboard's unanswered count reads the partial index as well.
 * - Dates with other filters: a view with dates is ordered by (created_at, id) (list-query.ts). Its
 *   count walked the created_at index and fetched 17,000 rows from the table to find 1,000 of one
 *   service and residency in six months (PostgreSQL 50 ms under load, SQLite 11 ms). The index on
 *   (created_at, id) carrying the filter columns answers that count from the index alone (3 ms and
 *   1.3 ms) and gives the page its order without a sort; it replaces the plain created_at index.
 *   PostgreSQL carries them with INCLUDE (and reads only the index once autovacuum has marked the
 *   pages visible); SQLite has no INCLUDE, so they trail the key.
 */
export const inboxIndexes: Migration = {
  async up(db, dialect) {
    await db.schema.createIndex("inquiries_owner_status_id").on("inquiries").columns(["owner_id", "status", "id"]).execute();
    await db.schema
      .createIndex("inquiries_awaiting_reply")
      .on("inquiries")
      .column("id")
      .where(sql.ref("first_reply_at"), "is", null)
      .where(sql.ref("erased_at"), "is", null)
      .execute();
    await db.schema.dropIndex("inquiries_first_reply").execute();
    const filterColumns = ["is_spam", "status", "owner_id", "package_id", "service_id", "residency"];
    if (dialect === "postgres") {
      await sql`create index inquiries_created_at_filters on inquiries (created_at, id) include (${sql.join(filterColumns.map((c) => sql.ref(c)))})`.execute(db);
    } else {
      await db.schema.createIndex("inquiries_created_at_filters").on("inquiries").columns(["created_at", "id", ...filterColumns]).execute();
    }
    await db.schema.dropIndex("inquiries_created_at").execute();
  },
};
