import type { Migration } from "./helpers.ts";

/**
 * The catalogue's content in the languages beside English (issue 29, decision 0074): one row per
 * entity and language, holding the translated fields as JSON (`domain/content-translations.ts` says
 * which fields each entity has). `source_hash` is a hash of the English fields the translation was
 * made from: when the English changes, the two differ and the translation shows as stale. A field a
 * translation lacks falls back to English.
 */
export const contentTranslations: Migration = {
  async up(db) {
    await db.schema
      .createTable("content_translations")
      .addColumn("entity_type", "text", (c) => c.notNull())
      .addColumn("entity_id", "integer", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("fields", "text", (c) => c.notNull())
      .addColumn("source_hash", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("content_translations_pk", ["entity_type", "entity_id", "locale"])
      .execute();
    // Pages read one language at a time.
    await db.schema.createIndex("content_translations_locale").on("content_translations").columns(["locale", "entity_type"]).execute();
  },
};
