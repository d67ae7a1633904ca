/** data_version changes when, and only when, catalogue content changes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "../../server/site.ts";
import { loadEnv } from "../../server/env.ts";
import { bumpDataVersion } from "../../server/services/app-meta.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("data_version on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("stays the same across reads, inquiries and a restart", async () => {
    const first = (await t.json("/api/app-meta/")).body.data_version;
    await t.fetch("/api/v1/inquiries/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "A", email: "a@traveller.example", consent: true }),
    });
    expect((await t.json("/api/app-meta/")).body.data_version).toBe(first);
    // A second process on the same database neither reseeds nor changes the version.
    const again = await createSite(loadEnv({ NODE_ENV: "test", DATABASE_URL: t.database.url, DATA_DIR: t.database.dataDir }));
    expect(await again.catalogue.version()).toBe(first);
    await again.close();
  });

  it("changes when the catalogue changes, and lists reflect the change", async () => {
    const before = (await t.json("/api/app-meta/")).body.data_version;
    const pkg = (await t.json("/api/v1/packages/?page_size=1")).body.results[0];
    await t.site.db.kysely.updateTable("packages").set({ title: "Renamed by an editor" }).where("id", "=", pkg.package_id).execute();
    await bumpDataVersion(t.site.db.kysely);
    t.site.catalogue.invalidate();
    const after = (await t.json("/api/app-meta/")).body.data_version;
    expect(after).not.toBe(before);
    const reread = await t.json(`/api/v1/packages/${pkg.package_id}/`);
    expect(reread.body.package_title).toBe("Renamed by an editor");
  });
});
