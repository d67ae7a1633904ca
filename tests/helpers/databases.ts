/**
 * Throwaway databases for tests: a temporary SQLite file, or a fresh database
 * on the PostgreSQL server of TEST_DATABASE_URL (default: the local one).
 * The PostgreSQL run is never skipped: if the server is missing, tests fail.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export type DialectName = "sqlite" | "postgres";
export const DIALECTS: DialectName[] = ["sqlite", "postgres"];

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "twiga-test-"));
  if (dialect === "sqlite") {
    return {
      url: join(dataDir, "test.db"),
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `twiga_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      // pg's pool.end() resolves before its sockets have said goodbye; dropping at once would cut
      // them off mid-way (errors in the test's output). Wait for the server to see them gone; a
      // connection someone forgot to close is still cut off after 10 s, by the drop's force.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
