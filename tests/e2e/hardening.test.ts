/**
 * Caching and outages of the production server over HTTP (issue 13 items 5 and 9): missing assets,
 * HEAD, degraded pages fetched twice, the PostgreSQL outage page. No browser: these are answers
 * and headers.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/browser.ts";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../helpers/databases.ts";
import { rawRequest } from "../helpers/raw-get.ts";

const html = { accept: "text/html,application/xhtml+xml" };

describe("the production server on SQLite", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a missing /assets file 404, never cached, every time", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/assets/entry.client-deadbeef.js`);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).not.toContain("text/html");
    }
  });

  it("runs compiled (no TypeScript loader) and renders images in a worker process, never loading libvips itself", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const image = /\/images\/960\/[a-z0-9/-]+\.webp/.exec(html)![0];
    const res = await fetch(`${server.url}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const maps = readFileSync(`/proc/${server.pid}/maps`, "utf8");
    expect(maps).not.toMatch(/libvips/);
    expect(readFileSync(`/proc/${server.pid}/cmdline`, "utf8")).toContain("build/node/main.mjs");
    // Started as `npm start` starts it: through scripts/start-server.sh and its memory defaults (decision 0024).
    const environ = readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0");
    expect(environ).toContain("MALLOC_ARENA_MAX=2");
    expect(environ.find((v) => v.startsWith("NODE_OPTIONS="))).toMatch(/--max-old-space-size=1024 --max-semi-space-size=8/);
  });

  it("answers HEAD with the headers GET gives", async () => {
    for (const path of ["/", "/packages", "/packages/1", "/contact"]) {
      const get = await fetch(`${server.url}${path}`);
      await get.arrayBuffer();
      const head = await fetch(`${server.url}${path}`, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      for (const name of ["content-type", "etag", "cache-control", "vary"]) expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      expect(head.headers.get("etag"), path).toMatch(/^W\//);
    }
  });

  it("never caches or ETags a page rendered while a read failed, however often it is fetched", async () => {
    await server.setFaults(["all"]);
    try {
      for (const path of ["/", "/packages/1"]) {
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${server.url}${path}`, { headers: html });
          expect(await res.text(), path).toContain("</html>");
          expect(res.headers.get("cache-control"), path).toBe("no-store");
          expect(res.headers.get("etag"), path).toBeNull();
        }
      }
    } finally {
      await server.setFaults([]);
    }
    // Healthy again: cacheable with an ETag.
    const healthy = await fetch(`${server.url}/`);
    expect(healthy.headers.get("etag")).toMatch(/^W\//);
    expect(healthy.headers.get("cache-control")).toContain("must-revalidate");
  });
});

describe("the inquiry limit on the no-JavaScript form", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ INQUIRY_RATE_LIMIT: "1" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the refusal in the form and keeps what was typed", async () => {
    const post = (name: string) =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { ...html, "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({ full_name: name, email: "limit@traveller.example", consent: "on", pax_adults: "1", message: "Over the limit" }),
      });
    const first = await post("Baraka Mwangi");
    expect(await first.text()).toContain('data-testid="inquiry-success"');
    const second = await post("Wanjiru Kamau");
    const body = await second.text();
    // The form's failure message of SPEC §5, shown where the form is, with the visitor's text kept.
    expect(body).toContain("Failed to submit. Please try again.");
    expect(body).toContain('value="Wanjiru Kamau"');
    expect(body).not.toContain('data-testid="inquiry-success"');
  });
});

/**
 * Production ends TLS at a proxy: the browser's Origin is https://…, the request reaching Node is
 * http://…. React Router refuses an action whose Origin does not match the request's own origin, so
 * the server renders at the public origin; a cross-site post must still be refused.
 */
describe("the production server behind a proxy that ends TLS", () => {
  const form = (name: string) =>
    new URLSearchParams({ full_name: name, email: "proxy@traveller.example", consent: "on", pax_adults: "2", message: "Two nights in the Mara" }).toString();
  const post = (server: RunningServer, headers: Record<string, string>, name: string) =>
    rawRequest(`${server.url}/contact`, "POST", { ...html, "content-type": "application/x-www-form-urlencoded", ...headers }, form(name));
  const stored = async (server: RunningServer, name: string) => {
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(server.databaseUrl, { readonly: true });
    try {
      return (db.prepare("select count(*) as n from inquiries where full_name = ?").get(name) as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it("accepts the no-JavaScript inquiry form posted from the https page when PUBLIC_URL is https; refuses another site's", async () => {
    const server = await startServer({ PUBLIC_URL: "https://twiga.example", AUTH_SECRET: "a-test-secret-of-forty-characters-000000" });
    try {
      const ours = await post(server, { host: "twiga.example", origin: "https://twiga.example", "x-forwarded-proto": "https" }, "Neema Achieng");
      expect(ours.status).toBe(200);
      expect(ours.body.toString()).toContain('data-testid="inquiry-success"');
      expect(await stored(server, "Neema Achieng")).toBe(1);
      const forged = await post(server, { host: "twiga.example", origin: "https://evil.example" }, "Forged Visitor");
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.body.toString()).not.toContain('data-testid="inquiry-success"');
      expect(await stored(server, "Forged Visitor")).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("takes https from X-Forwarded-Proto only from a trusted proxy (ALLOWED_HOSTS, TRUSTED_PROXY)", async () => {
    const server = await startServer({ ALLOWED_HOSTS: "twiga.example,127.0.0.1", TRUSTED_PROXY: "loopback" });
    try {
      const headers = { host: "twiga.example", origin: "https://twiga.example", "x-forwarded-proto": "https" };
      const ours = await post(server, headers, "Juma Otieno");
      expect(ours.body.toString()).toContain('data-testid="inquiry-success"');
      expect(await stored(server, "Juma Otieno")).toBe(1);
      // The canonical URL follows the visitor's scheme too.
      const page = await rawRequest(`${server.url}/contact`, "GET", { ...html, host: "twiga.example", "x-forwarded-proto": "https" });
      expect(page.body.toString()).toContain('<link rel="canonical" href="https://twiga.example/contact"/>');
    } finally {
      await server.stop();
    }
    const untrusted = await startServer({ ALLOWED_HOSTS: "twiga.example,127.0.0.1" });
    try {
      // Without TRUSTED_PROXY the header is anyone's: an https Origin against an http request is refused.
      const res = await post(untrusted, { host: "twiga.example", origin: "https://twiga.example", "x-forwarded-proto": "https" }, "Not Trusted");
      expect(res.body.toString()).not.toContain('data-testid="inquiry-success"');
      expect(await stored(untrusted, "Not Trusted")).toBe(0);
    } finally {
      await untrusted.stop();
    }
  });
});

describe("the production server during a PostgreSQL outage", () => {
  let server: RunningServer;
  let database: TestDatabase;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    name = new URL(database.url).pathname.slice(1);
    server = await startServer({ DATABASE_URL: database.url, DATABASE_CONNECT_TIMEOUT_MS: "2000" });
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${name} with allow_connections true`).catch(() => undefined);
    await admin?.end();
    await server?.stop();
    await database?.drop();
  });

  it("serves lists from the last good catalogue, answers pages that need the database 503 with Retry-After as HTML, and recovers", async () => {
    expect((await fetch(`${server.url}/packages`)).status).toBe(200);
    await admin.query(`alter database ${name} with allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
    try {
      const list = await fetch(`${server.url}/packages?fbclid=outage`, { headers: html });
      expect(list.status).toBe(200);
      expect(await list.text()).toContain("</html>");
      for (let i = 0; i < 2; i++) {
        const page = await fetch(`${server.url}/packages/1`, { headers: html });
        expect(page.status).toBe(503);
        expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(page.headers.get("cache-control")).toBe("no-store");
        expect(page.headers.get("etag")).toBeNull();
        expect(page.headers.get("content-type")).toContain("text/html");
        expect(await page.text()).toContain("</html>");
      }
      const api = await fetch(`${server.url}/api/v1/packages/1/`);
      expect(api.status).toBe(503);
      expect(api.headers.get("content-type")).toContain("application/json");
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
    }
    await expect.poll(async () => (await fetch(`${server.url}/packages/1`)).status, { timeout: 15_000 }).toBe(200);
  });
});
