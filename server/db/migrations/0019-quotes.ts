import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Quotes (issue 14, decision 0036): a quote per inquiry reached by an unguessable token, its
 * versions (each one JSON document: options, days, lines with overrides, discount, validity,
 * message; a sent version is never written again), and what the traveller asked for on it.
 */
export const quotes: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("quotes"), dialect)
      .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiries.id"))
      // 256 random bits, base64url: the traveller's link /quotes/:token.
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by_id", "text")
      .addColumn("created_by_email", "text")
      .addColumn("first_opened_at", "text")
      .addColumn("last_opened_at", "text")
      .addColumn("open_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("accepted_version", "integer")
      .addColumn("accepted_option_id", "text")
      .addColumn("accepted_at", "text")
      .addColumn("withdrawn_at", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("quotes_inquiry").on("quotes").columns(["inquiry_id"]).execute();

    await withId(db.schema.createTable("quote_versions"), dialect)
      .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id"))
      .addColumn("version", "integer", (c) => c.notNull())
      // "draft" until sent, then "sent" and frozen.
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by_id", "text")
      .addColumn("updated_by_email", "text")
      .addColumn("sent_at", "text")
      .addColumn("sent_by_id", "text")
      .addColumn("sent_by_email", "text")
      .addColumn("issued_on", "text")
      .addColumn("valid_until", "text")
      .addUniqueConstraint("quote_versions_one_number", ["quote_id", "version"])
      .execute();

    await withId(db.schema.createTable("quote_requests"), dialect)
      .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id"))
      .addColumn("version", "integer", (c) => c.notNull())
      // "changes" (with the traveller's message) or "fresh" (an expired quote asked again).
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("message", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("quote_requests_quote").on("quote_requests").columns(["quote_id"]).execute();
  },
};
