import type { Migration } from "./helpers.ts";

/**
 * Documents the whole site shows that are not catalogue rows (decision 0029): the company's
 * details today, each one JSON document under its `kind`, validated by its schema in domain/ when
 * read and written. Drafts and revisions live in catalogue_drafts / catalogue_revisions like any
 * other edited entity; this table holds only what is published. Services are edited in place
 * (name, description, icon) and get the `updated_at` the editors' conflict check needs.
 */
export const siteDocuments: Migration = {
  async up(db) {
    await db.schema
      .createTable("site_documents")
      .addColumn("kind", "text", (c) => c.primaryKey())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.alterTable("services").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
  },
};
