/** Originals in the `media` table: the default, and where the demo illustrations always live. */
import type { Kysely } from "kysely";
import type { OriginalStore } from "./types.ts";
import type { DB } from "../../db/generated-types.ts";

export class DatabaseStore implements OriginalStore {
  readonly kind = "database" as const;

  constructor(private readonly db: Kysely<DB>) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const row = { key, content_type: contentType, data: Buffer.from(bytes), created_at: new Date().toISOString() };
    await this.db
      .insertInto("media")
      .values(row)
      .onConflict((oc) => oc.column("key").doUpdateSet({ content_type: row.content_type, data: row.data, created_at: row.created_at }))
      .execute();
  }

  async get(key: string): Promise<Uint8Array | null> {
    const row = await this.db.selectFrom("media").select("data").where("key", "=", key).executeTakeFirst();
    return row ? row.data : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom("media").where("key", "=", key).execute();
  }
}
