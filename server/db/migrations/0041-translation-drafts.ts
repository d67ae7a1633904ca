import type { Migration } from "./helpers.ts";

/**
 * Editing translations in the console (issue 29 item 4, decision 0076).
 *
 * `content_translation_drafts`: one draft per entity and language, kept until it is published or
 * discarded; the site never reads it. `content_translations.source_english`: the English of each
 * field the published translation was made from (JSON, field key to text), so the editor can say
 * which fields' English changed since and show what they said. Rows published before this
 * migration (the demo's) have none: they are still known stale by `source_hash`, without the fields.
 */
export const translationDrafts: Migration = {
  async up(db) {
    await db.schema
      .createTable("content_translation_drafts")
      .addColumn("entity_type", "text", (c) => c.notNull())
      .addColumn("entity_id", "integer", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("fields", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by_email", "text")
      .addPrimaryKeyConstraint("content_translation_drafts_pk", ["entity_type", "entity_id", "locale"])
      .execute();
    await db.schema.alterTable("content_translations").addColumn("source_english", "text").execute();
  },
};
