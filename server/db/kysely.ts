/**
 * Opens the database named by a URL: `postgres://...` for PostgreSQL,
 * anything else (a path or `sqlite:path`) for the embedded SQLite file.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(url: string, options: { poolSize?: number } = {}): Db {
  if (isPostgresUrl(url)) {
    // Counts and sums come back as strings from pg for bigint; we convert where we read them.
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection cut by the server (restart, failover) must not crash the process;
    // the pool drops it and the next query opens a fresh one.
    pool.on("error", (error) => console.error(`PostgreSQL idle connection error: ${error.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: "postgres", close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while the outbox worker or an inquiry writes.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: "sqlite", close: () => kysely.destroy() };
}
