/**
 * Prepared statements kept for reuse. Kysely's SQLite driver prepares every statement it runs afresh
 * (`db.prepare(sql)` per query); under a stream of inquiries that parse-and-plan was a fifth of the
 * event loop's busy time (issue 27). The SQL Kysely compiles is the same text for the same query
 * shape (values travel as parameters), so a small cache keyed by the text serves nearly every call.
 *
 * A statement that is being iterated (a streamed query still open) cannot run again until it is done:
 * such a call gets a fresh statement. SQLite re-prepares a kept statement by itself when the schema
 * changes (a migration), so a kept one never runs against an old schema.
 */
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct statements the site runs number in the hundreds; raw SQL with literals must not grow the cache for ever. */
const DEFAULT_CAPACITY = 500;

interface PreparingDatabase {
  prepare(sql: string): SqliteStatement & { readonly busy?: boolean };
  close(): unknown;
}

export function withStatementCache(database: PreparingDatabase, capacity = DEFAULT_CAPACITY): SqliteDatabase & { readonly cachedStatements: number } {
  const kept = new Map<string, SqliteStatement & { readonly busy?: boolean }>();
  return {
    prepare(sql) {
      const hit = kept.get(sql);
      if (hit) {
        if (hit.busy) return database.prepare(sql);
        // Least recently used last out: a hit moves to the end.
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const statement = database.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      return statement;
    },
    close() {
      kept.clear();
      database.close();
    },
    get cachedStatements() {
      return kept.size;
    },
  };
}
