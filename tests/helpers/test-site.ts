/**
 * Starts the real site (API, images, health) on a random loopback port over
 * a throwaway database, for HTTP tests that go through a real socket.
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
  stop(): Promise<void>;
}

export async function startTestSite(dialect: DialectName, env: Record<string, string> = {}): Promise<TestSite> {
  const database = await createTestDatabase(dialect);
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
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
      await database.drop();
    },
  };
}
