/**
 * Issue 11 item 5: two real server processes (server/main.ts, each a child process with its own
 * data directory) on one PostgreSQL database. A package published through one, by a signed-in
 * editor posting the console's form over HTTP, is served by the other within 5 seconds: its public
 * page, /api/v1/packages/{id}/ and the data_version of /api/app-meta/. The 5 s poll limit IS the
 * requirement being checked. The package is made by the test (issue 25 item 6): a 5% deal on tiers
 * from KES 38,000. An image uploaded to the media library through one (MEDIA_STORAGE
 * database) is served as a variant by the other.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/kysely.ts";
import { AuditLog } from "../../server/services/audit-log.ts";
import { PackageEditor } from "../../server/services/catalogue-editing/packages.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { packageFormFields } from "../helpers/package-form.ts";
import { ConsoleClient, createOwnerWithCli } from "../helpers/console.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";
import { png } from "../helpers/test-images.ts";
import { startChildSite, type ChildSite } from "./outbox-sites.ts";

const OWNER = "owner@twiga.example";
const PASSWORD = "giraffe lantern acacia 42";
/** The requirement: the other process serves a change published in either within 5 seconds. */
const WITHIN_5_S = { timeout: 5_000, interval: 100 };

describe("two server processes on one PostgreSQL database", () => {
  let database: TestDatabase;
  let a: ChildSite;
  let b: ChildSite;
  let otherDataDir: string;
  let db: Db;
  let editor: ConsoleClient;
  let packageId = 0;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    otherDataDir = mkdtempSync(join(tmpdir(), "twiga-second-process-"));
    // One after the other: the first seeds the demo catalogue (services among it), the second finds it there.
    a = await startChildSite(database, { MEDIA_STORAGE: "database" }, "main");
    b = await startChildSite(database, { MEDIA_STORAGE: "database", DATA_DIR: otherDataDir }, "main");
    await createOwnerWithCli({ DATABASE_URL: database.url, DATA_DIR: database.dataDir }, OWNER, PASSWORD);
    editor = new ConsoleClient(a.url);
    await editor.signIn(OWNER, PASSWORD);
    db = openDatabase(database.url, { poolSize: 2 });
    const packageEditor = new PackageEditor(db.kysely, new AuditLog(), () => {});
    const tiers = [testTier({ tier_type: "value", price_kshs: 38_000 }), testTier({ tier_type: "comfort", price_kshs: 52_000 })];
    packageId = (await createPackage({ db, packageEditor }, { is_deal: true, deal_percent: 5, tiers })).id;
    // Each process renders the page once first (development mode compiles it on the first request).
    for (const site of [a, b]) expect((await fetch(`${site.url}/packages/${packageId}`)).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await db?.close();
    if (otherDataDir) rmSync(otherDataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("a package published through one process is served by the other within 5 s: page, API and data_version", async () => {
    const versionBefore = (await (await fetch(`${b.url}/api/app-meta/`)).json()).data_version;
    expect((await (await fetch(`${b.url}/api/v1/packages/${packageId}/`)).json()).dynamic_price).toBe(36_100);
    expect(await (await fetch(`${b.url}/packages/${packageId}`)).text()).toContain("KES 36,100");

    // The editor publishes the console's package form with a new deal percentage, through process A:
    // KES 38,000 less 15% is 32,300 (decision 0045).
    const view = (await new PackageEditor(db.kysely, new AuditLog(), () => {}).view(packageId))!;
    const fields = { ...packageFormFields(view.document), deal_percent: "15", base: view.base, intent: "publish" };
    const res = await editor.post(`/console/packages/${packageId}`, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/console/packages/${packageId}?done=published`);

    await expect
      .poll(async () => {
        const [meta, api, page] = await Promise.all([
          fetch(`${b.url}/api/app-meta/`).then((r) => r.json()),
          fetch(`${b.url}/api/v1/packages/${packageId}/`).then((r) => r.json()),
          fetch(`${b.url}/packages/${packageId}`).then((r) => r.text()),
        ]);
        return { versionChanged: meta.data_version !== versionBefore, api: api.dynamic_price, page: page.includes("KES 32,300") };
      }, WITHIN_5_S)
      .toEqual({ versionChanged: true, api: 32_300, page: true });
  });

  it("an image uploaded through one process is served as a variant by the other", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await png(1200, 800))], "camp-dawn.png", { type: "image/png" }));
    const uploaded = await fetch(`${a.url}/console/api/media`, { method: "POST", headers: { cookie: editor.cookie, origin: a.url }, body: form });
    expect(uploaded.status).toBe(201);
    const { asset } = (await uploaded.json()) as { asset: { key: string } };

    const variant = await fetch(`${b.url}/images/960/${asset.key}.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 960, 640]);
  });
});
