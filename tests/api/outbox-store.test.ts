/** The outbox's retry schedule with an injected clock: due times, doubling delays, dead letters, stale claims. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/kysely.ts";
import { migrate } from "../../server/db/migrate.ts";
import { OutboxStore } from "../../server/outbox/store.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";

describe.each(DIALECTS)("outbox store on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let now = Date.parse("2026-11-21T08:00:00.000Z");
  let store: OutboxStore;
  const BASE = 60_000;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url);
    await migrate(db);
    store = new OutboxStore(db.kysely, db.dialect, () => new Date(now));
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("retries after base, 2×base, 4×base ... and gives up after the last try", async () => {
    await db.kysely.transaction().execute((tx) =>
      store.enqueue(tx, 1, [{ kind: "staff_notification", to: { address: "s@example.com" }, subject: "s", text: "t", html: "h" }], 4),
    );
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const [m] = await store.claim("w", 5);
      expect(m, `try ${attempt}`).toBeDefined();
      expect(Number(m!.attempts)).toBe(attempt);
      const outcome = await store.markFailed(m!, "w", "451 try later", { permanent: false, retryBaseMs: BASE });
      expect(outcome).toBe(attempt < 4 ? "pending" : "dead");
      if (outcome === "dead") break;
      const row = (await store.forInquiries([1]))[0]!;
      const delay = Date.parse(row.next_attempt_at) - now;
      delays.push(delay);
      now += delay - 1;
      expect(await store.claim("w", 5)).toEqual([]); // not due yet
      now += 1;
    }
    expect(delays).toEqual([BASE, 2 * BASE, 4 * BASE]);
    const stats = await store.stats();
    expect(stats).toMatchObject({ dead: 1, pending: 0 });
  });

  it("marks a refused recipient dead at once", async () => {
    await db.kysely.transaction().execute((tx) =>
      store.enqueue(tx, 2, [{ kind: "traveller_acknowledgement", to: { address: "t@example.com" }, subject: "s", text: "t", html: "h" }], 10),
    );
    const [m] = await store.claim("w", 5);
    expect(await store.markFailed(m!, "w", "550 no such user", { permanent: true, retryBaseMs: BASE })).toBe("dead");
  });

  it("hands back claims older than the lease, keeps renewed ones, and reports the oldest pending age", async () => {
    await db.kysely.transaction().execute((tx) =>
      store.enqueue(tx, 3, [
        { kind: "staff_notification", to: { address: "a@example.com" }, subject: "s", text: "t", html: "h" },
        { kind: "traveller_acknowledgement", to: { address: "b@example.com" }, subject: "s", text: "t", html: "h" },
      ], 10),
    );
    const claimed = await store.claim("crashed", 5);
    expect(claimed).toHaveLength(2);
    now += 90_000;
    await store.renewClaims([claimed[1]!.id], "crashed"); // still being sent by a live worker
    now += 40_000;
    expect(await store.recoverStale(120_000)).toBe(1);
    const stats = await store.stats();
    expect(stats).toMatchObject({ pending: 1, sending: 1 });
    expect(stats.oldest_pending_age_seconds).toBe(130);
    // A stale worker can no longer record an outcome for a message it lost.
    await store.markSent(claimed[0]!.id, "someone-else", "250 ok");
    expect((await store.forInquiries([3]))[0]!.status).toBe("pending");
  });
});
