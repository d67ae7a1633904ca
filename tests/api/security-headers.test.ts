/**
 * Issue 13 item 1: the security headers on each kind of answer the server gives besides pages
 * (pages are read in tests/e2e/security-headers.test.ts, which needs the build). Headers do not
 * depend on the database, so this runs on SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const NON_DOCUMENT = "default-src 'none'; frame-ancestors 'none'";

function expectFixedHeaders(res: Response, what: string) {
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("SAMEORIGIN");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(res.headers.get("permissions-policy"), what).toMatch(/^geolocation=\(self\), camera=\(\), microphone=\(\)/);
  expect(res.headers.get("x-powered-by"), what).toBeNull();
}

describe("security headers", () => {
  let t: TestSite;
  let imagePath: string;
  beforeAll(async () => {
    t = await startTestSite("sqlite");
    // An answer from the error handler: a route that fails the way a bug would (added before the first request builds the router).
    t.site.app.get("/__throws", () => {
      throw new Error("deliberate failure for the header test");
    });
    const pkg = (await t.json("/api/v1/packages/?page_size=1")).body.results[0];
    imagePath = new URL(pkg.images[0].image_url, t.url).pathname;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.each([
    ["API list", "/api/v1/packages/", 200],
    ["API item not found", "/api/v1/packages/999999/", 404],
    ["API bad query", "/api/v1/blogs/?ordering=sideways", 400],
    ["form token (no-store)", "/api/v1/inquiries/form-token/", 200],
    ["health", "/healthz", 200],
    ["sitemap", "/sitemap.xml", 200],
    ["robots", "/robots.txt", 200],
    ["missing image", "/images/960/nothing/here.jpg", 404],
    ["unhandled error", "/__throws", 500],
  ])("%s: fixed headers and a load-nothing policy", async (what, path, status) => {
    const res = await t.fetch(path);
    expect(res.status, what).toBe(status);
    expectFixedHeaders(res, what);
    expect(res.headers.get("content-security-policy"), what).toBe(NON_DOCUMENT);
    expect(res.headers.get("cross-origin-resource-policy"), what).toBe(path.startsWith("/images/") ? "cross-origin" : "same-origin");
  });

  it("an image may be shown by other sites (link previews, email) but not framed or sniffed", async () => {
    const res = await t.fetch(imagePath);
    expect(res.status).toBe(200);
    expectFixedHeaders(res, "image");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("content-security-policy")).toBe(NON_DOCUMENT);
  });

  it("an inquiry refused for bad input and a rejected POST carry the headers too", async () => {
    const res = await t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
    expectFixedHeaders(res, "inquiry 400");
  });

  it("a 304 carries no policy, so it cannot replace a cached answer's", async () => {
    const first = await t.fetch("/api/v1/services/");
    const res = await t.fetch("/api/v1/services/", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(res.status).toBe(304);
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("no Strict-Transport-Security without an https public origin", async () => {
    expect((await t.fetch("/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  it("accepts violation reports in both browser formats, and refuses oversized ones", async () => {
    const legacy = await t.fetch("/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report" },
      body: JSON.stringify({ "csp-report": { "document-uri": "http://x.example/", "violated-directive": "script-src", "blocked-uri": "inline" } }),
    });
    expect(legacy.status).toBe(204);
    const reportingApi = await t.fetch("/csp-report", {
      method: "POST",
      headers: { "content-type": "application/reports+json" },
      body: JSON.stringify([
        { type: "csp-violation", body: { documentURL: "http://x.example/", effectiveDirective: "img-src", blockedURL: "http://y.example/a.png" } },
      ]),
    });
    expect(reportingApi.status).toBe(204);
    const garbage = await t.fetch("/csp-report", { method: "POST", body: "not json" });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({ detail: "Not a violation report." });
    const huge = await t.fetch("/csp-report", { method: "POST", headers: { "content-type": "application/csp-report" }, body: "x".repeat(100_000) });
    expect(huge.status).toBe(413);
  });

  it("counts violations in /metrics, and a flood from one address is cut off without counting", async () => {
    const counted = async () => {
      const text = await (await t.fetch("/metrics")).text();
      return Number(/^csp_violation_reports_total\{directive="script-src-elem"\} (\d+)/m.exec(text)?.[1] ?? 0);
    };
    const before = await counted();
    const report = () =>
      t.fetch("/csp-report", {
        method: "POST",
        headers: { "content-type": "application/reports+json" },
        body: JSON.stringify([{ type: "csp-violation", body: { documentURL: "http://x.example/", effectiveDirective: "script-src-elem", blockedURL: "inline" } }]),
      });
    const answers: number[] = [];
    for (let i = 0; i < 70; i++) answers.push((await report()).status);
    // The earlier test sent three reports from this address; the limit is 60 a minute.
    expect(answers.filter((s) => s === 204).length).toBeLessThanOrEqual(60);
    expect(answers.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    const accepted = answers.filter((s) => s === 204).length;
    expect(await counted()).toBe(before + accepted);
  });
});

describe("security headers behind an https public origin", () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite("sqlite", { PUBLIC_URL: "https://www.twiga.example" });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("sends Strict-Transport-Security for two years", async () => {
    const res = await t.fetch("/api/v1/services/");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000");
  });
});
