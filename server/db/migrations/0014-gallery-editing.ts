import { sql } from "kysely";
import type { Migration } from "./helpers.ts";

/**
 * The gallery edited in the console (decision 0028): its photos get an order of their own (until
 * now the newest came first) and a time of last change, which the two-editors check of decision
 * 0023 compares. The current order (newest first) becomes the stored one, so nothing moves.
 */
export const galleryEditing: Migration = {
  async up(db) {
    await db.schema.alterTable("gallery_images").addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("gallery_images").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await sql`update gallery_images set updated_at = created_at`.execute(db);
    await sql`
      update gallery_images set sort_order = (
        select count(*) from gallery_images g
        where g.created_at > gallery_images.created_at or (g.created_at = gallery_images.created_at and g.id < gallery_images.id)
      )`.execute(db);
  },
};
