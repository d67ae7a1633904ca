/**
 * Issue 13 item 6: liveness and readiness, Prometheus metrics by route pattern and who may read
 * them, and JSON logs that carry the request id on every line written for a request.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { startChildSite } from "./outbox-sites.ts";

describe.each(DIALECTS)("health and readiness on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect);
  });
  afterAll(async () => {
    // The last test closes the database on purpose.
    await t?.stop().catch(() => t.database.drop());
  });

  it("/healthz is alive, /readyz is ready with the email backlog", async () => {
    const live = await t.json("/healthz");
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: "ok" });
    expect(live.headers.get("cache-control")).toBe("no-store");
    const ready = await t.json("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: "ok", database: dialect, outbox: { pending: 0, dead: 0 } });
  });

  it("/readyz answers 503 and names a migration the database lacks", async () => {
    const kysely = t.site.db.kysely;
    const last = await kysely
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .orderBy("name" as never, "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const { name } = last as { name: string };
    await sql`delete from kysely_migration where name = ${name}`.execute(kysely);
    try {
      const res = await t.json("/readyz");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: "not_ready", pending_migrations: [name] });
      expect((await t.json("/healthz")).status).toBe(200);
    } finally {
      await kysely
        .insertInto("kysely_migration" as never)
        .values(last as never)
        .execute();
    }
    expect((await t.json("/readyz")).status).toBe(200);
  });

  it("without a database: /readyz answers 503 with Retry-After, /healthz stays alive", async () => {
    await t.site.db.close();
    const res = await t.fetch("/readyz");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ status: "not_ready", detail: "The database did not answer." });
    expect((await t.json("/healthz")).status).toBe(200);
  });
});

/** The value of one series in Prometheus text, or 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("/metrics", () => {
  let t: TestSite;
  let tokenSite: TestSite;
  const TOKEN = "metrics-token-for-tests-0123456789";
  beforeAll(async () => {
    t = await startTestSite("sqlite", { INQUIRY_RATE_LIMIT: "1" });
    tokenSite = await startTestSite("sqlite", { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t?.stop();
    await tokenSite?.stop();
  });

  it("counts answers by route pattern, never by raw URL, with latency histograms", async () => {
    const [pkg] = (await t.json("/api/v1/packages/?page_size=2")).body.results;
    await t.fetch(`/api/v1/packages/${pkg.id}/?utm_source=x`);
    await t.fetch(`/api/v1/packages/999999/`);
    const res = await t.fetch("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/packages/:id/",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/packages/:id/",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/packages/:id/"}')).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(`/api/v1/packages/${pkg.id}/`);
    expect(text).not.toContain("utm_source");
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^outbox_messages\{state="pending"\} \d+/m);
    expect(sample(text, "outbox_up")).toBe(1);
  });

  it("counts rate-limit refusals and compression cache hits", async () => {
    const before = await (await t.fetch("/metrics")).text();
    for (let i = 0; i < 2; i++) await t.fetch("/api/v1/inquiries/", { method: "POST", body: "not json" });
    for (let i = 0; i < 2; i++) await t.fetch("/api/v1/services/", { headers: { "accept-encoding": "br" } });
    const after = await (await t.fetch("/metrics")).text();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('rate_limit_refusals_total{limit="inquiries"}')).toBe(1);
    expect(delta('cache_lookups_total{cache="compression",result="hit"}')).toBeGreaterThanOrEqual(1);
  });

  it("is refused to a request forwarded by a proxy, even over loopback, and to a wrong token", async () => {
    const forwarded = await t.fetch("/metrics", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(forwarded.status).toBe(403);
    expect(await forwarded.json()).toEqual({ detail: "Metrics are available from this machine or with the metrics token." });
    const wrong = await tokenSite.fetch("/metrics", { headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer wrong-token-wrong-token-00" } });
    expect(wrong.status).toBe(403);
    const right = await tokenSite.fetch("/metrics", { headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("http_requests_total");
  });
});

describe("JSON logs", () => {
  it("every line is JSON; each line written for a request carries its id; one access line per request", async () => {
    const database = await createTestDatabase("sqlite");
    // No demo catalogue: start-up stays quick on a busy machine, and the logs are what is read here.
    const child = await startChildSite(database, { LOG_LEVEL: "info", NODE_ENV: "production", SEED_DEMO: "false" });
    let output = "";
    child.child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const res = await fetch(`${child.url}/csp-report`, {
        method: "POST",
        headers: { "content-type": "application/csp-report", "x-request-id": "trace-abc-123" },
        body: JSON.stringify({
          "csp-report": { "violated-directive": "img-src", "blocked-uri": "https://x.example/p.png", "document-uri": "http://site.example/" },
        }),
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("x-request-id")).toBe("trace-abc-123");
      const generated = await fetch(`${child.url}/api/v1/services/?q=secret-search-terms`);
      const generatedId = generated.headers.get("x-request-id")!;
      expect(generatedId).toMatch(/^[0-9a-f-]{36}$/);

      // Log writes are asynchronous (pino's default): wait for the access lines rather than a time.
      await expect.poll(() => output.includes(`"request_id":"${generatedId}"`) && output.includes('"path":"/csp-report"'), { timeout: 10_000 }).toBe(true);
      // The child's own "Site ready" line is printed by the test entry, not the logger.
      const lines = output.split("\n").filter((line) => line && !line.startsWith("Site ready on"));
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const e of entries) expect(Object.keys(e)).toEqual(expect.arrayContaining(["time", "level", "msg"]));

      const violation = entries.find((e) => String(e.msg).startsWith("Content-Security-Policy violation"))!;
      expect(violation).toMatchObject({ level: "warn", request_id: "trace-abc-123" });
      const access = entries.filter((e) => e.msg === "request" && e.request_id === "trace-abc-123");
      expect(access).toEqual([expect.objectContaining({ method: "POST", path: "/csp-report", route: "/csp-report", status: 204, ip: "127.0.0.1" })]);
      const services = entries.find((e) => e.msg === "request" && e.request_id === generatedId)!;
      expect(services).toMatchObject({ route: "/api/v1/services/", status: 200 });
      expect(typeof services.duration_ms).toBe("number");
      // The query string can hold what a visitor typed: it is not logged.
      expect(output).not.toContain("secret-search-terms");
    } finally {
      await child.kill();
      await database.drop();
    }
  });
});
