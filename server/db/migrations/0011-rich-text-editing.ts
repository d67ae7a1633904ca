import { sql } from "kysely";
import type { Migration } from "./helpers.ts";

/**
 * Stories and destinations edited in the console (decision 0025). Either can exist without being
 * live (a story created but never published; either archived), so each gets a status that every
 * public read filters on; the editor's JSON document is kept beside the sanitized HTML the pages
 * show; `updated_at` lets two editors notice each other's change.
 */
export const richTextEditing: Migration = {
  async up(db) {
    await db.schema.alterTable("blogs").addColumn("status", "text", (c) => c.notNull().defaultTo("published")).execute();
    await db.schema.alterTable("blogs").addColumn("content_doc", "text").execute();
    await db.schema.alterTable("blogs").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await sql`update blogs set updated_at = created_at`.execute(db);

    await db.schema.alterTable("destinations").addColumn("status", "text", (c) => c.notNull().defaultTo("published")).execute();
    await db.schema.alterTable("destinations").addColumn("description_doc", "text").execute();
    await db.schema.alterTable("destinations").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await sql`update destinations set updated_at = created_at`.execute(db);
  },
};
