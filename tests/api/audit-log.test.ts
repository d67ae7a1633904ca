/** The audit trail records inside the caller's transaction: a rolled-back change leaves no entry. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/kysely.ts";
import { migrate } from "../../server/db/migrate.ts";
import { AuditLog } from "../../server/services/audit-log.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";

describe.each(DIALECTS)("audit log on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  const audit = new AuditLog(() => new Date("2026-11-23T09:00:00.000Z"));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("stores who, when, what, before and after", async () => {
    await db.kysely.transaction().execute((tx) =>
      audit.record(tx, {
        actor: { id: "u1", email: "owner@tests.example" },
        action: "inquiry.status_changed",
        entityType: "inquiry",
        entityId: 42,
        before: { status: "new" },
        after: { status: "contacted" },
        ip: "10.0.0.1",
      }),
    );
    const rows = await db.kysely.selectFrom("audit_log").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      at: "2026-11-23T09:00:00.000Z",
      actor_id: "u1",
      actor_email: "owner@tests.example",
      action: "inquiry.status_changed",
      entity_type: "inquiry",
      entity_id: "42",
      ip: "10.0.0.1",
    });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ status: "new" });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ status: "contacted" });
  });

  it("leaves nothing behind when the change rolls back", async () => {
    await expect(
      db.kysely.transaction().execute(async (tx) => {
        await audit.record(tx, { actor: null, action: "staff.invited", entityType: "staff", entityId: "x" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await db.kysely.selectFrom("audit_log").select("action").where("action", "=", "staff.invited").execute();
    expect(rows).toEqual([]);
  });
});
