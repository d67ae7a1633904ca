import type { Migration } from "./helpers.ts";

/**
 * The media library (decision 0026): one row per uploaded image, whatever store holds its bytes
 * (the `media` table, a directory or S3). A table of its own rather than columns on `media`,
 * because `media` holds bytes only for the database store and the demo illustrations.
 */
export const mediaLibrary: Migration = {
  async up(db) {
    await db.schema
      .createTable("media_assets")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      // Which store holds the bytes, so a change of MEDIA_STORAGE can be migrated file by file.
      .addColumn("storage", "text", (c) => c.notNull())
      .addColumn("original_name", "text", (c) => c.notNull())
      // Empty until an editor writes it; an image without alt text cannot be used.
      .addColumn("alt_text", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      // Whole percent (0..100) of width and height: what crop URLs name (domain/media.ts).
      .addColumn("focal_x", "integer", (c) => c.notNull().defaultTo(50))
      .addColumn("focal_y", "integer", (c) => c.notNull().defaultTo(50))
      .addColumn("uploaded_by_id", "text")
      .addColumn("uploaded_by_email", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("media_assets_created").on("media_assets").columns(["created_at", "key"]).execute();
  },
};
