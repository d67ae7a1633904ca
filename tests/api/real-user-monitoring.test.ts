/**
 * Real-user monitoring (issue 27 item 5, decision 0058) over a real site on SQLite and PostgreSQL:
 * the beacon endpoint's answers to junk, what it stores (route patterns, never an address or a URL),
 * the flood cap that keeps one address from moving a route's p75, the aggregation the console
 * reads, the purge after 400 days, and the Prometheus histograms.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOf } from "#domain/rum/vitals.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { VISITS_PER_VISITOR_ROUTE_DAY } from "../../server/services/rum/beacon-route.ts";
import { daysBefore, KEEP_DAYS, RumStore } from "../../server/services/rum/store.ts";

const PATH = "/api/vitals/";

function beacon(visits: unknown[], extra: Record<string, unknown> = {}) {
  return { device: "mobile", connection: "4g", visits, ...extra };
}
function visit(path: string, metrics: Record<string, unknown>, nav = "hard") {
  return { path, nav, metrics };
}

describe.each(DIALECTS)("real-user monitoring on %s", (dialect) => {
  let t: TestSite;
  let address = 0;
  /** Each call is a different visitor unless `from` is given (the site trusts one proxy hop). */
  const send = (body: unknown, { from, type = "application/json", raw }: { from?: string; type?: string; raw?: string } = {}) =>
    t.fetch(PATH, {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": from ?? `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}` },
      body: raw ?? JSON.stringify(body),
    });
  const p75 = async (route: string, metric: "LCP" | "INP" | "CLS") => {
    const report = await t.site.rum.report(dayOf(new Date()));
    return report.figures.find((f) => f.route === route && f.device === "all")?.[metric];
  };

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "1", SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("counts a visit under its route pattern, sets no cookie and stores no address, path or URL", async () => {
    const res = await send(
      beacon([visit("/packages/12", { LCP: { value: 3100, target: "main>section.hero>img.rounded" }, INP: { value: 90 }, CLS: { value: 0.02 }, TTFB: { value: 180 }, FCP: { value: 900 } })]),
      { from: "203.0.113.77" },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");

    const db = t.site.db.kysely as any;
    const buckets = await db.selectFrom("rum_buckets").selectAll().execute();
    expect(new Set(buckets.map((b: any) => b.route))).toEqual(new Set(["/packages/:id"]));
    expect(buckets.map((b: any) => b.metric).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    const elements = await db.selectFrom("rum_elements").selectAll().execute();
    expect(elements.map((e: any) => [e.route, e.metric, e.selector])).toEqual([["/packages/:id", "LCP", "main>section.hero>img.rounded"]]);
    // Nothing anywhere in the database names the address or the page's own path.
    for (const table of ["rum_buckets", "rum_elements", "rum_salts", "rate_limits"]) {
      const rows = await db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text, table).not.toContain("203.0.113.77");
      expect(text, table).not.toContain("/packages/12");
    }
  });

  it("refuses a body over 4 KB with 413, cheaply", async () => {
    const big = beacon([visit("/", { LCP: { value: 1000, target: "x".repeat(200) } })]);
    const raw = JSON.stringify({ ...big, padding: "a".repeat(5000) });
    const res = await send(null, { raw });
    expect(res.status).toBe(413);
    expect((await res.json()).errors.body).toMatch(/4 KB/);
  });

  it("refuses what is not JSON: 415 for another type, 400 for broken JSON or NaN", async () => {
    expect((await send(null, { type: "text/plain", raw: "LCP=1200" })).status).toBe(415);
    const broken = await send(null, { raw: "{not json" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors.body).toMatch(/JSON/);
    const nan = await send(null, { raw: '{"device":"mobile","connection":"4g","visits":[{"path":"/","nav":"hard","metrics":{"LCP":{"value":NaN}}}]}' });
    expect(nan.status).toBe(400);
  });

  it.each([
    ["a negative figure", { LCP: { value: -5 } }, "visits.0.metrics.LCP.value"],
    ["an LCP of ten hours", { LCP: { value: 36_000_000 } }, "visits.0.metrics.LCP.value"],
    ["an INP given as text", { INP: { value: "fast" } }, "visits.0.metrics.INP.value"],
    ["a made-up vital", { FID: { value: 3 } }, "visits.0.metrics"],
  ])("refuses %s with 400 naming the field, and stores nothing", async (_, metrics, field) => {
    const before = await t.site.db.kysely.selectFrom("rum_buckets" as any).select(sql<number>`count(*)`.as("n")).executeTakeFirst();
    const res = await send(beacon([visit("/about", metrics)]));
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toContain(field);
    const after = await t.site.db.kysely.selectFrom("rum_buckets" as any).select(sql<number>`count(*)`.as("n")).executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it("refuses pages that are not the site's, and never measures a quote's or booking's secret link", async () => {
    for (const path of ["/wp-login.php", "/console/site-speed", "/quotes/abc123", "/bookings/xyz", "/packages/1/extra"]) {
      const res = await send(beacon([visit(path, { LCP: { value: 1000 } })]));
      expect(res.status, path).toBe(400);
      expect((await res.json()).errors["visits.0.path"], path).toBe("Not a page of this site.");
    }
    expect((await send(beacon([visit("https://elsewhere.example/", { LCP: { value: 1000 } })]))).status).toBe(400);
  });

  it("counts forged device classes and connection types as unknown", async () => {
    const res = await send(beacon([visit("/gallery", { CLS: { value: 0.01 } })], { device: "<script>", connection: "10g" }));
    expect(res.status).toBe(204);
    const rows = await (t.site.db.kysely as any).selectFrom("rum_buckets").select(["device", "connection"]).where("route", "=", "/gallery").execute();
    expect(rows).toEqual([{ device: "unknown", connection: "unknown" }]);
    const tooLong = await send(beacon([visit("/gallery", { CLS: { value: 0.01 } })], { device: "x".repeat(40) }));
    expect(tooLong.status).toBe(400);
  });

  it("does not let a flood from one address move a route's p75", async () => {
    // A day of ordinary visits to the contact page: 200 visitors, LCP between 1.2 and 3.2 s.
    const lcpOf = (i: number) => 1200 + ((i * 37) % 200) * 10;
    for (let i = 0; i < 200; i++) expect((await send(beacon([visit("/contact", { LCP: { value: lcpOf(i) }, INP: { value: 80 + (i % 60) } })]))).status).toBe(204);
    const before = { LCP: await p75("/contact", "LCP"), INP: await p75("/contact", "INP") };
    expect(before.LCP!.visits).toBe(200);

    // One address sends 150 beacons of 8 terrible visits each (1,200 forged visits).
    const forged = beacon(Array.from({ length: 8 }, () => visit("/contact", { LCP: { value: 110_000 }, INP: { value: 59_000 } })));
    const answers: number[] = [];
    for (let i = 0; i < 150; i++) answers.push((await send(forged, { from: "192.0.2.66" })).status);
    expect(answers[0]).toBe(204);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(140);

    const after = { LCP: await p75("/contact", "LCP"), INP: await p75("/contact", "INP") };
    // The address counted as one visitor's few visits, no more...
    expect(after.LCP!.visits).toBe(200 + VISITS_PER_VISITOR_ROUTE_DAY);
    // ...so the route's p75 did not move.
    expect(after.LCP!.p75).toBe(before.LCP!.p75);
    expect(after.INP!.p75).toBe(before.INP!.p75);
  });

  it("answers 429 past the per-minute limit, before reading the body", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await send(null, { from: "192.0.2.99", raw: "{}" })).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it("shows the figures on /metrics as histograms by route and device", async () => {
    const text = await (await t.fetch("/metrics")).text();
    expect(text).toMatch(/web_vitals_seconds_count\{metric="LCP",route="\/contact",device="mobile"\} \d+/);
    expect(text).toMatch(/web_vitals_cls_bucket\{le="0.05",route="\/gallery",device="unknown"\} \d+/);
    expect(text).toMatch(/web_vitals_beacons_total\{outcome="refused"\} \d+/);
  });
});

describe.each(DIALECTS)("real-user figures kept on %s", (dialect) => {
  let t: TestSite;
  let store: RumStore;
  const today = "2026-11-27";
  const visitOn = (day: string, route: string, device: "mobile" | "desktop", lcp: number, target?: string) =>
    store.record(day, { route, device, connection: "4g", metrics: { LCP: { value: lcp, target }, CLS: { value: 0 } } });

  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "false" });
    store = new RumStore(t.site.db.kysely);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("gives p75 per route and device over 28 days, the daily trend, and the visits behind each figure", async () => {
    for (let i = 1; i <= 8; i++) await visitOn(today, "/", "mobile", i * 500);
    for (let i = 1; i <= 4; i++) await visitOn(daysBefore(today, 3), "/", "desktop", 1000);
    await visitOn(daysBefore(today, 28), "/", "mobile", 50_000);
    const report = await store.report(today);
    const mobile = report.figures.find((f) => f.route === "/" && f.device === "mobile")!;
    expect(mobile.LCP.visits).toBe(8);
    // Nearest rank: the 6th of 500..4000 is 3000 (read back within the bucket's 5 %).
    expect(Math.abs(mobile.LCP.p75! - 3000) / 3000).toBeLessThan(0.05);
    expect(mobile.CLS.p75).toBe(0);
    expect(mobile.INP).toEqual({ p75: null, visits: 0 });
    const all = report.figures.find((f) => f.route === "/" && f.device === "all")!;
    expect(all.LCP.visits).toBe(12);
    expect(report.trend).toHaveLength(28);
    expect(report.trend.at(-1)).toMatchObject({ day: today, LCP: { visits: 8 } });
    expect(report.trend.at(-4)).toMatchObject({ day: daysBefore(today, 3), LCP: { visits: 4 } });
    expect(report.trend[0]!.day).toBe(daysBefore(today, 27));
  });

  it("keeps a bounded number of slow elements per route and day, and names the worst first", async () => {
    for (let i = 0; i < 8; i++) await visitOn(today, "/faqs", "mobile", 5000, "main>img.hero");
    for (let i = 0; i < 15; i++) await visitOn(today, "/faqs", "mobile", 5000, `main>div.item-${i}`);
    await visitOn(today, "/faqs", "mobile", 1000, "main>p.fast");
    const rows = await (t.site.db.kysely as any).selectFrom("rum_elements").selectAll().where("route", "=", "/faqs").execute();
    expect(rows.length).toBeLessThanOrEqual(11);
    expect(rows.some((r: any) => r.selector === "(other elements)")).toBe(true);
    expect(rows.some((r: any) => r.selector === "main>p.fast")).toBe(false);
    const report = await store.report(today);
    expect(report.elements.find((e) => e.route === "/faqs")).toMatchObject({ selector: "main>img.hero", slowVisits: 8 });
    expect(report.elements.find((e) => e.route === "/faqs" && e.selector === "(other elements)")).toMatchObject({ slowVisits: 6 });
  });

  it("purges figures older than 400 days and every salt but today's", async () => {
    await visitOn(daysBefore(today, KEEP_DAYS), "/about", "mobile", 1000, "main>img.old");
    await visitOn(daysBefore(today, KEEP_DAYS - 1), "/about", "mobile", 4000, "main>img.kept");
    await store.daySalt(daysBefore(today, 1));
    await store.daySalt(today);
    const purged = await store.purge(today);
    expect(purged.buckets).toBeGreaterThan(0);
    const db = t.site.db.kysely as any;
    const days = (await db.selectFrom("rum_buckets").select("day").distinct().where("route", "=", "/about").execute()).map((r: any) => r.day);
    expect(days).toEqual([daysBefore(today, KEEP_DAYS - 1)]);
    expect((await db.selectFrom("rum_elements").select("selector").where("route", "=", "/about").execute()).map((r: any) => r.selector)).toEqual(["main>img.kept"]);
    expect((await db.selectFrom("rum_salts").select("day").execute()).map((r: any) => r.day)).toEqual([today]);
  });
});
