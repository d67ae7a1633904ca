/** The stores for originals, each through real I/O: the media table (SQLite, PostgreSQL), a directory, and S3 (s3rver). */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/kysely.ts";
import { migrate } from "../../server/db/migrate.ts";
import { loadEnv } from "../../server/env.ts";
import { createOriginalStore, DatabaseStore, DiskStore, originalReader, type OriginalStore } from "../../server/media/storage/index.ts";
import { S3Store } from "../../server/media/storage/s3-store.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { startLocalS3, type LocalS3 } from "../helpers/s3-server.ts";

const BYTES = new Uint8Array(Array.from({ length: 70_000 }, (_, i) => (i * 31) & 255));

function behavesAsAStore(make: () => OriginalStore | Promise<OriginalStore>) {
  it("stores, reads back, replaces and deletes originals", async () => {
    const store = await make();
    const key = `uploads/t${Date.now().toString(36)}-0123456789ab`;
    expect(await store.get(key)).toBeNull();
    await store.put(key, BYTES, "image/jpeg");
    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(BYTES))).toBe(true);
    await store.put(key, BYTES.subarray(0, 10), "image/jpeg");
    expect((await store.get(key))!.byteLength).toBe(10);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });
}

describe.each(DIALECTS)("database store (%s)", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });
  behavesAsAStore(() => new DatabaseStore(db.kysely));

  it("is what the reader falls back to for seeded originals when another store is configured", async () => {
    await new DatabaseStore(db.kysely).put("illustrations/test-scene", BYTES, "image/svg+xml");
    const dir = mkdtempSync(join(tmpdir(), "media-disk-"));
    const read = originalReader(new DiskStore(dir), db.kysely);
    expect((await read("illustrations/test-scene"))!.byteLength).toBe(BYTES.byteLength);
    expect(await read("uploads/missing")).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("disk store", () => {
  const dir = mkdtempSync(join(tmpdir(), "media-disk-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  behavesAsAStore(() => new DiskStore(dir));

  it("refuses keys that could leave its directory", async () => {
    const store = new DiskStore(dir);
    await expect(store.put("../escape", BYTES, "image/png")).rejects.toThrow(/Not a media key/);
    await expect(store.get("uploads/../../etc/passwd")).rejects.toThrow(/Not a media key/);
  });
});

describe("s3 store against a local S3 server", () => {
  let s3: LocalS3;
  const stores: S3Store[] = [];
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await s3?.stop();
  });
  const make = async () => {
    const env = loadEnv({ NODE_ENV: "test", ...s3.env, S3_PREFIX: "site-a/" });
    const store = await createOriginalStore(env, null as never);
    expect(store.kind).toBe("s3");
    stores.push(store as S3Store);
    return store;
  };
  behavesAsAStore(make);

  it("keeps each site's objects under its prefix", async () => {
    const a = await make();
    const b = await S3Store.connect({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true, prefix: "site-b/" });
    stores.push(b);
    await a.put("uploads/shared-key", BYTES, "image/png");
    expect(await b.get("uploads/shared-key")).toBeNull();
    expect(await a.get("uploads/shared-key")).not.toBeNull();
  });

  it("fails loudly (not as a missing file) when the bucket does not exist", async () => {
    const wrong = await S3Store.connect({ bucket: "no-such-bucket", region: "us-east-1", endpoint: s3.endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true, prefix: "" });
    stores.push(wrong);
    await expect(wrong.put("uploads/x", BYTES, "image/png")).rejects.toThrow();
  });
});

describe("storage configuration", () => {
  it("refuses MEDIA_STORAGE=s3 without a bucket, and half a key pair", () => {
    expect(() => loadEnv({ MEDIA_STORAGE: "s3" })).toThrow(/S3_BUCKET: required/);
    expect(() => loadEnv({ MEDIA_STORAGE: "s3", S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "abc" })).toThrow(/give both or neither/);
    expect(() => loadEnv({ MEDIA_STORAGE: "ftp" })).toThrow(/MEDIA_STORAGE/);
  });
  it("defaults to the database, and disk under DATA_DIR", async () => {
    expect((await createOriginalStore(loadEnv({}), null as never)).kind).toBe("database");
    expect((await createOriginalStore(loadEnv({ MEDIA_STORAGE: "disk" }), null as never)).kind).toBe("disk");
  });
});
