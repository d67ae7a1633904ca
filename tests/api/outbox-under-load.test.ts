/**
 * The outbox while the site is busy (issue 13): a claim renewal that comes
 * late must not let the worker's own recovery take the row back and send it
 * twice, and on PostgreSQL the worker keeps sending while every connection of
 * the site's pool is held by page and API traffic.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { type Db, openDatabase } from "../../server/db/kysely.ts";
import { migrate } from "../../server/db/migrate.ts";
import type { MailTransport, OutgoingMail } from "../../server/mail/transport.ts";
import { OutboxStore } from "../../server/outbox/store.ts";
import { OutboxWorker } from "../../server/outbox/worker.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** A store whose renewals never reach the database, as when they queue behind a saturated pool. */
class LateRenewalStore extends OutboxStore {
  recoveries = 0;
  override async renewClaims(): Promise<void> {}
  override async recoverStale(olderThanMs: number, stillSending?: number[]): Promise<number> {
    const n = await super.recoverStale(olderThanMs, stillSending);
    this.recoveries++;
    return n;
  }
}

describe.each(DIALECTS)("outbox worker with late renewals on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("never takes back a message it is still sending, so a slow send goes out once", async () => {
    const LEASE = 200;
    const store = new LateRenewalStore(db.kysely, db.dialect);
    await store.add(db.kysely, { kind: "staff_notification", to: { address: "slow@example.com" }, subject: "s", text: "t", html: "h" }, 4);
    const sends: string[] = [];
    let recoveriesAtStart = 0;
    // The send lasts until the worker has looked for stale claims several times past the lease.
    const transport: MailTransport = {
      async send(mail: OutgoingMail) {
        sends.push(mail.messageId);
        if (sends.length === 1) {
          const started = Date.now();
          recoveriesAtStart = store.recoveries;
          // (A second send means the claim was taken back: the test has failed, stop waiting.)
          await waitUntil(() => (Date.now() - started > 3 * LEASE && store.recoveries >= recoveriesAtStart + 4) || sends.length > 1, "recovery passes");
        }
        return { response: "250 ok" };
      },
      close() {},
    };
    const worker = new OutboxWorker({
      store,
      transport,
      from: { address: "bookings@twiga.example" },
      messageIdDomain: "twiga.example",
      retryBaseMs: 50,
      pollMs: 20,
      leaseMs: LEASE,
      concurrency: 3,
      exclusive: false,
    });
    await worker.start();
    try {
      await waitUntil(async () => (await store.stats()).sent === 1, "the message to be marked sent");
    } finally {
      await worker.stop();
    }
    expect(sends).toHaveLength(1);
    expect(store.recoveries).toBeGreaterThanOrEqual(recoveriesAtStart + 4);
  });
});

describe("outbox on PostgreSQL with the site's pool saturated", () => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;
  let other: Db;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase("postgres");
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, DATABASE_CONNECT_TIMEOUT_MS: "10000" });
    other = openDatabase(database.url, { poolSize: 1 });
  });
  afterAll(async () => {
    await other?.close();
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("keeps sending while every connection of the site's pool is taken", async () => {
    const pool = s.site.db.pgPool!;
    const held: pg.PoolClient[] = [];
    // Every connection the site's pool may open, checked out as long-running requests would.
    for (let i = 0; i < (pool.options.max ?? 10); i++) held.push(await pool.connect());
    try {
      const store = new OutboxStore(other.kysely, other.dialect);
      for (let i = 0; i < 20; i++)
        await store.add(other.kysely, { kind: "staff_notification", to: { address: `busy${i}@example.com` }, subject: "s", text: "t", html: "h" }, 4);
      s.site.outbox.notify();
      await smtp.waitFor(20, 8_000);
      await waitUntil(async () => (await store.stats()).sent === 20, "20 rows marked sent", 8_000);
      // Still nothing free in the site's pool: the worker did all of that on its own connections.
      expect(pool.idleCount).toBe(0);
      expect(held).toHaveLength(pool.options.max ?? 10);
    } finally {
      for (const client of held) client.release();
    }
    expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(20);
  });
});
