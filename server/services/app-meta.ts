/**
 * The catalogue's data_version (SPEC §4 cache check). It changes when, and
 * only when, catalogue content changes: the seeder sets it from a hash of the
 * content and any future admin write calls bumpDataVersion in its transaction.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/generated-types.ts";

const KEY = "data_version";

export async function getDataVersion(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", KEY).executeTakeFirst();
  return row?.value ?? null;
}

export async function setDataVersion(db: Kysely<DB>, value: string): Promise<void> {
  const updated = await db.updateTable("app_meta").set({ value }).where("key", "=", KEY).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto("app_meta").values({ key: KEY, value }).execute();
}

/** For catalogue edits: a new, never-seen version. */
export async function bumpDataVersion(db: Kysely<DB>): Promise<string> {
  const value = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  await setDataVersion(db, value);
  return value;
}

/**
 * A secret from configuration when set; otherwise one random value kept in app_meta under `key`, so
 * it survives restarts and every process on one database agrees (the first to start writes it).
 */
export async function configuredOrStoredSecret(db: Kysely<DB>, key: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("app_meta")
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}
