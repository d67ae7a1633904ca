/**
 * GET /healthz (liveness) and GET /readyz (readiness), for a load balancer or an orchestrator.
 *
 * Liveness answers from the process alone: a database outage must not make an orchestrator restart
 * a process that will serve again as soon as the database is back. Readiness asks the database
 * (bounded by a timeout, so a hung database gives a 503 rather than a hung probe) and checks that
 * every migration this build knows is applied; it also shows the email backlog.
 */
import type { Hono } from "hono";
import type { Kysely } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { log } from "../log.ts";
import type { DB } from "../db/generated-types.ts";

const PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  dialect: string;
  kysely: Kysely<DB>;
  /** The migrations this build would run (names only are compared). */
  migrationNames: () => string[];
  outbox: () => Promise<unknown>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Names of the migrations not yet applied to the database. */
async function pendingMigrations(deps: ReadinessDeps): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(deps.migrationNames().map((name) => [name, { up: async () => {} }])),
  };
  const infos = await new Migrator({ db: deps.kysely, provider }).getMigrations();
  return infos.filter((m) => !m.executedAt).map((m) => m.name);
}

export function healthRoutes(app: Hono, deps: ReadinessDeps): void {
  const startedAt = Date.now();
  app.get("/healthz", (c) => c.json({ status: "ok", uptime_seconds: Math.round((Date.now() - startedAt) / 1000) }, 200, { "cache-control": "no-store" }));

  app.get("/readyz", async (c) => {
    const headers = { "cache-control": "no-store" };
    try {
      const pending = await withTimeout(pendingMigrations(deps), PROBE_TIMEOUT_MS);
      if (pending.length > 0) {
        return c.json({ status: "not_ready", database: deps.dialect, detail: "Migrations are not applied.", pending_migrations: pending }, 503, headers);
      }
      return c.json({ status: "ok", database: deps.dialect, outbox: await withTimeout(deps.outbox(), PROBE_TIMEOUT_MS) }, 200, headers);
    } catch (error) {
      log.error("Readiness check failed", error);
      return c.json({ status: "not_ready", database: deps.dialect, detail: "The database did not answer." }, 503, { ...headers, "retry-after": "5" });
    }
  });
}
