/**
 * A PostgreSQL restart, failover or terminated backend never takes the process down, and during an
 * outage reads keep serving the last good catalogue while what cannot be served answers 503 with
 * Retry-After (issue 13 item 9). PostgreSQL only: SQLite is a file inside the process.
 */
import pg from "pg";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const inquiry = {
  full_name: "Outage Test",
  email: "outage@traveller.example",
  consent: true,
  message: "Checking that nothing crashes.",
};

describe("PostgreSQL outages", () => {
  let t: TestSite;
  let admin: pg.Client;
  let dbName: string;

  /** From another connection, as an operator or a failover would. */
  const terminateBackends = () =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [dbName]);

  beforeAll(async () => {
    t = await startTestSite("postgres", { DATABASE_CONNECT_TIMEOUT_MS: "2000", INQUIRY_RATE_LIMIT: "1000" });
    dbName = new URL(t.database.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${dbName} with allow_connections true`).catch(() => undefined);
    await admin?.end();
    await t?.stop();
  });

  it("survives a backend terminated while its connection is checked out by a query", async () => {
    // A query that holds its pooled connection until the backend is killed under it.
    // Its outcome is caught at once: the rejection arrives while terminateBackends() is still awaited,
    // and a rejection with no handler yet is reported as unhandled even if one is attached later.
    const sleeping = sql`select pg_sleep(30)`.execute(t.site.db.kysely).then(
      () => null,
      (error: unknown) => error,
    );
    await expect.poll(async () => (await admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and pid <> pg_backend_pid()`, [dbName])).rows[0].n).toBe(1);
    await terminateBackends();
    expect(await sleeping).toBeInstanceOf(Error);
    // The process is alive and the pool opens fresh connections.
    await expect.poll(async () => (await t.fetch("/healthz")).status).toBe(200);
    expect((await t.fetch("/api/v1/packages/1/")).status).toBe(200);
  });

  it("answers only 2xx or 503 (never 500) while backends are terminated under load, and recovers", async () => {
    const statuses: number[] = [];
    const missingRetryAfter: string[] = [];
    const request = async (path: string, init?: RequestInit) => {
      const res = await t.fetch(path, init);
      await res.arrayBuffer();
      statuses.push(res.status);
      // The health check is for orchestrators, which poll on their own schedule.
      if (res.status === 503 && path !== "/healthz" && !res.headers.get("retry-after")) missingRetryAfter.push(path);
    };
    for (let round = 0; round < 8; round++) {
      const load = Array.from({ length: 24 }, (_, i) => {
        const paths = ["/api/v1/packages/1/", "/api/v1/destinations/2/", `/api/v1/blogs/`, "/api/v1/packages/?is_deal=true", "/healthz"];
        if (i % 6 === 5)
          return request("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(inquiry) });
        return request(paths[i % paths.length]!);
      });
      await Promise.all([...load, terminateBackends()]);
    }
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(missingRetryAfter).toEqual([]);
    await expect.poll(async () => (await t.fetch("/api/v1/packages/1/")).status).toBe(200);
  });

  it("serves the last good catalogue while the database refuses connections, 503s what needs it, then recovers", async () => {
    expect((await t.fetch("/api/v1/packages/")).status).toBe(200);
    await admin.query(`alter database ${dbName} with allow_connections false`);
    await terminateBackends();
    try {
      // Lists come from the snapshot of the last good catalogue.
      const list = await t.json("/api/v1/packages/");
      expect(list.status).toBe(200);
      expect(list.body.count).toBeGreaterThan(0);
      expect((await t.fetch("/api/v1/search/packages/?destinations=mara")).status).toBe(200);
      // A detail built before the outage is kept with its snapshot (once per data_version, issue 27)...
      expect((await t.fetch("/api/v1/packages/1/")).status).toBe(200);
      // ...one never built is read from the database: a 503 the client can retry, in JSON for the API.
      const detail = await t.fetch("/api/v1/packages/3/");
      expect(detail.status).toBe(503);
      expect(Number(detail.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(detail.headers.get("cache-control")).toBe("no-store");
      expect(detail.headers.get("etag")).toBeNull();
      expect((await detail.json()).detail).toMatch(/unavailable/i);
      // An inquiry that cannot be stored is refused with 503, not acknowledged and lost.
      const post = await t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(inquiry) });
      expect(post.status).toBe(503);
      expect(post.headers.get("retry-after")).not.toBeNull();
      // A browser gets a page, not raw JSON.
      const page = await t.fetch("/sitemap.xml", { headers: { accept: "text/html,application/xhtml+xml" } });
      expect([200, 503]).toContain(page.status);
      // /healthz is liveness (the process serves); readiness is what the outage takes away.
      expect((await t.fetch("/readyz")).status).toBe(503);
      expect((await t.fetch("/healthz")).status).toBe(200);
    } finally {
      await admin.query(`alter database ${dbName} with allow_connections true`);
    }
    await expect.poll(async () => (await t.fetch("/api/v1/packages/1/")).status, { timeout: 15_000 }).toBe(200);
  });
});
