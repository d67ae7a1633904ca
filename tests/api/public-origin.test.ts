/** The public origin comes from configuration, never from the request's Host header (decision 0012). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../helpers/databases.ts";
import { rawGet } from "../helpers/raw-get.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("public origin on %s", (dialect) => {
  let fixed: TestSite;
  let allowlisted: TestSite;
  beforeAll(async () => {
    [fixed, allowlisted] = await Promise.all([
      startTestSite(dialect, { PUBLIC_URL: "https://twiga.example" }),
      startTestSite(dialect, { ALLOWED_HOSTS: "127.0.0.1,twiga.example" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([fixed?.stop(), allowlisted?.stop()]);
  });

  it("writes PUBLIC_URL into pagination links, the sitemap and robots.txt whatever Host says", async () => {
    const evil = { host: "evil.example" };
    const list = JSON.parse((await rawGet(`${fixed.url}/api/v1/packages/?page_size=2`, evil)).body.toString());
    expect(list.next).toMatch(/^https:\/\/twiga\.example\/api\/v1\/packages\/\?page_size=2&page=2$/);
    const sitemap = (await rawGet(`${fixed.url}/sitemap.xml`, evil)).body.toString();
    expect(sitemap).toContain("<loc>https://twiga.example/");
    expect(sitemap).not.toContain("evil.example");
    expect((await rawGet(`${fixed.url}/robots.txt`, evil)).body.toString()).toContain("Sitemap: https://twiga.example/sitemap.xml");
  });

  it("answers only the hosts of ALLOWED_HOSTS, 421 for others", async () => {
    const port = new URL(allowlisted.url).port;
    const ok = await rawGet(`${allowlisted.url}/api/v1/packages/?page_size=2`, { host: `twiga.example:${port}` });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body.toString()).next).toContain(`http://twiga.example:${port}/`);
    const refused = await rawGet(`${allowlisted.url}/sitemap.xml`, { host: "evil.example" });
    expect(refused.status).toBe(421);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});
