/** HTTP caching and compression of API answers, sitemap and robots. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpDataVersion } from "../../server/services/app-meta.ts";
import { rawGet } from "../helpers/raw-get.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe("HTTP caching", () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite("sqlite");
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("gives list and detail answers an ETag and CDN-friendly Cache-Control, and 304s a match", async () => {
    for (const path of ["/api/v1/packages/", "/api/v1/packages/1/", "/api/v1/search/packages/?destinations=mara", "/api/v1/destinations/"]) {
      const first = await t.fetch(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^W\/".+"$/);
      const cc = first.headers.get("cache-control")!;
      expect(cc).toContain("s-maxage=");
      expect(cc).toContain("stale-while-revalidate=");
      const again = await t.fetch(path, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("derives ETags from the query too", async () => {
    const a = (await t.fetch("/api/v1/packages/?is_deal=true")).headers.get("etag");
    const b = (await t.fetch("/api/v1/packages/?is_standout=true")).headers.get("etag");
    expect(a).not.toBe(b);
  });

  it("changes every ETag when data_version changes", async () => {
    const before = (await t.fetch("/api/v1/services/")).headers.get("etag")!;
    await bumpDataVersion(t.site.db.kysely);
    t.site.catalogue.invalidate();
    const res = await t.fetch("/api/v1/services/", { headers: { "if-none-match": before } });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).not.toBe(before);
  });

  it("never caches app-meta stale, nor inquiry answers", async () => {
    expect((await t.fetch("/api/app-meta/")).headers.get("cache-control")).toBe("no-cache");
    const res = await t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.headers.get("etag")).toBeNull();
  });

  it("compresses with brotli when accepted, else gzip", async () => {
    const br = await rawGet(`${t.url}/api/v1/packages/`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(brotliDecompressSync(br.body).toString());
    expect(json.count).toBeGreaterThan(0);
    const gz = await rawGet(`${t.url}/api/v1/packages/`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString()).count).toBe(json.count);
    expect(br.body.length).toBeLessThan(JSON.stringify(json).length / 3);
    const plain = await rawGet(`${t.url}/api/v1/packages/`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("lists every page and catalogue item in /sitemap.xml and points robots.txt at it", async () => {
    const xml = await (await t.fetch("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const packages = (await t.json("/api/v1/packages/?page_size=200")).body.results;
    const blogs = (await t.json("/api/v1/blogs/?page_size=200")).body.results;
    expect(locs).toContain("/");
    expect(locs).toContain("/travel-management/student");
    for (const p of packages) expect(locs).toContain(`/packages/${p.package_id}`);
    for (const b of blogs) expect(locs).toContain(`/blogs/${b.slug}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await t.fetch("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });
});
