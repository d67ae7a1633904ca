import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type Db } from "./kysely.ts";
import SQLite from "better-sqlite3";
import { withStatementCache } from "./sqlite-statements.ts";

describe("SQLite statements kept for reuse", () => {
  let db: Db | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it("prepares a statement once and runs it again with other values", () => {
    const raw = new SQLite(":memory:");
    let prepared = 0;
    const counting = { prepare: (text: string) => (prepared++, raw.prepare(text)), close: () => raw.close() };
    const cached = withStatementCache(counting);
    cached.prepare("create table t (a integer)").run([]);
    for (let i = 0; i < 5; i++) cached.prepare("insert into t (a) values (?)").run([i]);
    expect(cached.prepare("select sum(a) as s from t").all([])).toEqual([{ s: 10 }]);
    expect(prepared).toBe(3);
    cached.close();
  });

  it("gives a fresh statement while the kept one is still being iterated", () => {
    const raw = new SQLite(":memory:");
    const cached = withStatementCache(raw);
    raw.exec("create table t (a integer); insert into t values (1), (2), (3)");
    const first = cached.prepare("select a from t order by a");
    const rows = first.iterate([]);
    expect(rows.next().value).toEqual({ a: 1 });
    // The same text while `first` is mid-iteration: running `first` again would throw "busy".
    expect(cached.prepare("select a from t order by a").all([])).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect([...rows]).toEqual([{ a: 2 }, { a: 3 }]);
    cached.close();
  });

  it("keeps at most its capacity, dropping the least recently used", () => {
    const raw = new SQLite(":memory:");
    let prepared = 0;
    const cached = withStatementCache({ prepare: (text: string) => (prepared++, raw.prepare(text)), close: () => raw.close() }, 2);
    cached.prepare("select 1").all([]);
    cached.prepare("select 2").all([]);
    cached.prepare("select 1").all([]); // 1 is now the most recent
    cached.prepare("select 3").all([]); // drops 2
    expect(cached.cachedStatements).toBe(2);
    cached.prepare("select 1").all([]);
    expect(prepared).toBe(3);
    cached.prepare("select 2").all([]);
    expect(prepared).toBe(4);
    cached.close();
  });

  it("runs Kysely's queries, transactions and a schema change through kept statements", async () => {
    db = openDatabase(":memory:");
    await sql`create table t (a integer)`.execute(db.kysely);
    const k = db.kysely.withTables<{ t: { a: number } }>();
    await k.transaction().execute(async (tx) => {
      await tx.insertInto("t").values({ a: 1 }).execute();
      await tx.insertInto("t").values({ a: 2 }).execute();
    });
    await expect(k.transaction().execute(async (tx) => {
      await tx.insertInto("t").values({ a: 3 }).execute();
      throw new Error("rolled back");
    })).rejects.toThrow("rolled back");
    expect(await k.selectFrom("t").select("a").orderBy("a").execute()).toEqual([{ a: 1 }, { a: 2 }]);
    // A kept "select *" after the table gains a column sees the new column.
    expect(await sql`select * from t where a = 1`.execute(db.kysely).then((r) => r.rows)).toEqual([{ a: 1 }]);
    await sql`alter table t add column b text default 'x'`.execute(db.kysely);
    expect(await sql`select * from t where a = 1`.execute(db.kysely).then((r) => r.rows)).toEqual([{ a: 1, b: "x" }]);
  });
});
