import type { Kysely } from "kysely";
import { quoteListing } from "#domain/quotes/quote-list.ts";
import type { Migration } from "./helpers.ts";

/**
 * The quotes list (issue 28 item 4, decision 0064): each quote's place in the list kept on its own
 * row, so a state filter is an index range rather than a look into every quote's versions and
 * requests. `list_stage` is what only a write changes (draft, sent, opened, changes, accepted,
 * withdrawn); `open_until` is the newest sent version's last valid day while the traveller can
 * still act on it, which is what makes one "expired" or "expiring" as the days pass; the value
 * range (the cheapest and dearest option, integer minor units) and the last activity are shown.
 * Every writer of a quote calls refreshQuoteListing (server/services/quotes/listing.ts) in its
 * transaction; this fills the rows there are, with the same pure function.
 */
export const quotesList: Migration = {
  async up(db) {
    await db.schema.alterTable("quotes").addColumn("list_stage", "text", (c) => c.notNull().defaultTo("draft")).execute();
    await db.schema.alterTable("quotes").addColumn("open_until", "text").execute();
    await db.schema.alterTable("quotes").addColumn("value_low", "bigint").execute();
    await db.schema.alterTable("quotes").addColumn("value_high", "bigint").execute();
    await db.schema.alterTable("quotes").addColumn("value_currency", "text").execute();
    await db.schema.alterTable("quotes").addColumn("last_activity_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await backfill(db);
    // Every quote, newest activity first; one stage, newest activity first; a day range of validity.
    await db.schema.createIndex("quotes_list_activity").on("quotes").columns(["last_activity_at", "id"]).execute();
    await db.schema.createIndex("quotes_list_stage").on("quotes").columns(["list_stage", "last_activity_at", "id"]).execute();
    await db.schema.createIndex("quotes_list_open_until").on("quotes").columns(["open_until", "id"]).execute();
  },
};

async function backfill(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom("quotes").select("id").where("id", ">", after).orderBy("id").limit(500).execute();
    if (!rows.length) return;
    for (const { id } of rows) {
      const quote = await db
        .selectFrom("quotes")
        .select(["created_at", "last_opened_at", "accepted_version", "accepted_option_id", "accepted_at", "withdrawn_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const versions = await db.selectFrom("quote_versions").select(["version", "status", "document", "updated_at", "sent_at", "valid_until"]).where("quote_id", "=", id).execute();
      const requests = await db.selectFrom("quote_requests").select(["version", "kind", "created_at"]).where("quote_id", "=", id).execute();
      const listing = quoteListing({
        quote: { ...quote, accepted_version: quote.accepted_version === null ? null : Number(quote.accepted_version) },
        versions: versions.map((v) => ({ ...v, version: Number(v.version), document: JSON.parse(v.document) })),
        requests: requests.map((r) => ({ ...r, version: Number(r.version) })),
      });
      const { list_stage, open_until, value_low, value_high, value_currency, last_activity_at } = listing;
      await db.updateTable("quotes").set({ list_stage, open_until, value_low, value_high, value_currency, last_activity_at }).where("id", "=", id).execute();
    }
    after = rows.at(-1)!.id;
  }
}
