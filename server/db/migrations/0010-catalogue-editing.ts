import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Catalogue editing (decision 0023): every tier price states its basis, a deal states the price it
 * replaces, and editors' drafts and every published document are kept beside the live tables.
 */
export const catalogueEditing: Migration = {
  async up(db, dialect) {
    // What the demo content always meant ("per person, based on two guests sharing").
    await db.schema
      .alterTable("package_tiers")
      .addColumn("price_basis", "text", (c) => c.notNull().defaultTo("per_person_sharing"))
      .execute();
    await db.schema.alterTable("packages").addColumn("dynamic_price_was", "integer").execute();
    await db.schema
      .alterTable("packages")
      .addColumn("dynamic_price_basis", "text", (c) => c.notNull().defaultTo("per_person_sharing"))
      .execute();

    await db.schema
      .createTable("catalogue_drafts")
      .addColumn("entity_type", "text", (c) => c.notNull())
      .addColumn("entity_id", "integer", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by_id", "text")
      .addColumn("updated_by_email", "text")
      // The revision this draft was restored from, until it is published or discarded.
      .addColumn("restored_from", "integer")
      .addPrimaryKeyConstraint("catalogue_drafts_pk", ["entity_type", "entity_id"])
      .execute();

    await withId(db.schema.createTable("catalogue_revisions"), dialect)
      .addColumn("entity_type", "text", (c) => c.notNull())
      .addColumn("entity_id", "integer", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("published_by_id", "text")
      .addColumn("published_by_email", "text")
      .addColumn("restored_from", "integer")
      .execute();
    await db.schema
      .createIndex("catalogue_revisions_entity")
      .on("catalogue_revisions")
      .columns(["entity_type", "entity_id", "id"])
      .execute();
  },
};
