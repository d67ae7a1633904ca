/**
 * THE test site starter: the real site (API, images, health, outbox worker) on a random loopback
 * port, for HTTP tests that go through a real socket. Over a new throwaway database of a dialect
 * (dropped by stop), or over the caller's database (kept by stop: the caller starts a site on it
 * again, after a crash, or a second process on one PostgreSQL database, and drops it).
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { loadEnv } from "../../server/env.ts";
import { createSite, type Site } from "../../server/site.ts";
import { createTestDatabase, type DialectName, type TestDatabase } from "./databases.ts";

export interface TestSite {
  site: Site;
  url: string;
  database: TestDatabase;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json<T = any>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  /** POST /api/v1/inquiries/ from a client address of its own (each its own rate limit). */
  post(body: unknown, ip?: string): Promise<Response>;
  stop(): Promise<void>;
}

let ipCounter = 0;
/** POST /api/v1/inquiries/ to a site, from `ip` or from an address no other post used. */
export function postInquiry(url: string, body: unknown, ip = `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`) {
  return fetch(`${url}/api/v1/inquiries/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

export async function startTestSite(on: DialectName | TestDatabase, env: Record<string, string> = {}): Promise<TestSite> {
  const owned = typeof on === "string";
  const database = owned ? await createTestDatabase(on) : on;
  const site = await createSite(
    loadEnv({ NODE_ENV: "test", DATABASE_URL: database.url, DATA_DIR: database.dataDir, LOG_LEVEL: "warn", ...env }),
  );
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: site.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const doFetch = (path: string, init?: RequestInit) => fetch(url + path, { redirect: "manual", ...init });
  return {
    site,
    url,
    database,
    fetch: doFetch,
    async json(path) {
      const res = await doFetch(path);
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    post: (body, ip) => postInquiry(url, body, ip),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
      if (owned) await database.drop();
    },
  };
}
