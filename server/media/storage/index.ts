/**
 * Picks the store for originals from the environment (MEDIA_STORAGE, decision 0026), and the reader
 * the variant pipeline uses: the configured store first, then the `media` table, where the demo
 * illustrations are seeded whatever the store (they are drawn by code, not uploaded).
 */
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Env } from "../../env.ts";
import { DatabaseStore } from "./database-store.ts";
import { DiskStore } from "./disk-store.ts";
import type { OriginalStore } from "./types.ts";
import type { DB } from "../../db/generated-types.ts";

export type { OriginalStore } from "./types.ts";
export { DatabaseStore, DiskStore };

type StorageEnv = Pick<
  Env,
  | "MEDIA_STORAGE"
  | "DATA_DIR"
  | "MEDIA_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
  | "S3_PREFIX"
>;

export async function createOriginalStore(env: StorageEnv, db: Kysely<DB>): Promise<OriginalStore> {
  switch (env.MEDIA_STORAGE) {
    case "disk":
      return new DiskStore(env.MEDIA_DIR ?? join(env.DATA_DIR, "media"));
    case "s3": {
      // Loaded only when chosen (the AWS SDK is large); env.ts refuses MEDIA_STORAGE=s3 without a bucket.
      const { S3Store } = await import("./s3-store.ts");
      return S3Store.connect({
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        prefix: env.S3_PREFIX,
      });
    }
    default:
      return new DatabaseStore(db);
  }
}

/** Reads originals for the variant pipeline: uploads from `store`, seeded illustrations from the table. */
export function originalReader(store: OriginalStore, db: Kysely<DB>): (key: string) => Promise<Uint8Array | null> {
  if (store.kind === "database") return (key) => store.get(key);
  const table = new DatabaseStore(db);
  return async (key) => (await store.get(key)) ?? (await table.get(key));
}
