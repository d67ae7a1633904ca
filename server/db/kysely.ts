/**
 * Opens the database named by a URL: `postgres://...` for PostgreSQL,
 * anything else (a path or `sqlite:path`) for the embedded SQLite file.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { withStatementCache } from "./sqlite-statements.ts";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { log } from "../log.ts";
import type { DB } from "./generated-types.ts";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL: the pool under Kysely, for libraries that take a pg pool (rate limits). */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface DatabaseOptions {
  poolSize?: number;
  /** PostgreSQL: give up opening a connection after this long (the request then answers 503). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels any statement running longer than this. */
  statementTimeoutMs?: number;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): Db {
  if (isPostgresUrl(url)) {
    // Counts and sums come back as strings from pg for bigint; we convert where we read them.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      // A transaction left open by a stuck request must not hold locks (the outbox's) for ever.
      idle_in_transaction_session_timeout: 60_000,
      // Notice a peer that vanished without closing (failover, cut network) instead of hanging on it.
      keepAlive: true,
    });
    // A connection cut by the server (restart, failover, pg_terminate_backend) emits 'error' on its
    // client. The pool listens only while the client is idle; a client checked out by a query had no
    // listener, so the event crashed the process (issue 13). Now every client has one for its whole
    // life: the query in flight fails (503), the pool discards the client and opens a fresh one.
    pool.on("error", (error) => log.warn(`PostgreSQL idle connection lost: ${error.message}`));
    pool.on("connect", (client) => {
      client.on("error", (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
    });
    const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: "postgres", pgPool: pool, close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while the outbox worker or an inquiry writes.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: "sqlite", close: () => kysely.destroy() };
}
