/**
 * server/db/generated-types.ts is what the migrations create (decision 0069): regenerated here from
 * a freshly migrated PostgreSQL database and compared with the committed file, so a migration
 * merged without `npm run db:types` fails `npm test`. The types are read from PostgreSQL only; the
 * second test checks that SQLite's migrated tables have the same columns, so they hold there too.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_TYPES_PATH, renderDatabaseTypes } from "../../scripts/db-types.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";

describe("generated database types", () => {
  let postgres: TestDatabase;
  let sqlite: TestDatabase;
  beforeAll(async () => {
    postgres = await createTestDatabase("postgres");
    sqlite = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await postgres?.drop();
    await sqlite?.drop();
  });

  it("are current: the committed file is what the migrations make (regenerate with `npm run db:types`)", async () => {
    const generated = await renderDatabaseTypes(postgres.url);
    expect(readFileSync(DB_TYPES_PATH, "utf8")).toBe(generated);
  });

  it("hold on SQLite too: both databases' migrations make the same tables and columns", async () => {
    const columnsOf = async (url: string) => {
      const db = openDatabase(url, { poolSize: 1 });
      try {
        if (db.dialect === "sqlite") await migrate(db);
        const tables = await db.kysely.introspection.getTables();
        return Object.fromEntries(
          tables
            // SQLite's full-text index of inquiries (migration 0007) is a virtual table with shadow
            // tables; PostgreSQL indexes the column instead. Queries reach it through raw SQL only.
            .filter((t) => !t.name.startsWith("inquiries_search"))
            .map((t) => [t.name, t.columns.map((c) => c.name).sort()]),
        );
      } finally {
        await db.close();
      }
    };
    // The first test migrated the PostgreSQL database.
    const [onPostgres, onSqlite] = [await columnsOf(postgres.url), await columnsOf(sqlite.url)];
    expect(Object.keys(onPostgres).length).toBeGreaterThan(50);
    expect(onSqlite).toEqual(onPostgres);
  });
});
