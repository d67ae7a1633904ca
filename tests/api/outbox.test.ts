/**
 * The inquiry outbox against a real SMTP server on loopback: both emails and
 * their content, retries with backoff, dead letters, a crash mid-send, two
 * workers on one PostgreSQL database, and 200 inquiries at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely.ts";
import { migrate } from "../../server/db/migrate.ts";
import { OutboxStore } from "../../server/outbox/store.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "./outbox-smtp-server.ts";
import { afterFurtherClaimPasses } from "./outbox-quiet.ts";
import { startChildSite, validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** Where inquiries go: SALES_EMAIL, given to every site here rather than left to the company details. */
const SALES = "sales@tests.example";
const PUBLIC_URL = "https://twiga.example";

function outboxRows(site: TestSite["site"], inquiryId?: number) {
  return site.outbox.store.db
    .selectFrom("outbox_messages")
    .selectAll()
    .$if(inquiryId !== undefined, (q) => q.where("inquiry_id", "=", inquiryId!))
    .orderBy("id")
    .execute();
}


const forInquiry = (mails: ReceivedMail[], id: number) => mails.filter((m) => m.messageId.includes(`<inquiry-${id}.`));

describe.each(DIALECTS)("outbox delivery on %s", (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, PUBLIC_URL, SALES_EMAIL: SALES, OUTBOX_MAX_ATTEMPTS: "4" });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });
  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.tries.clear();
    smtp.refuseAll = false;
    smtp.refuseFirstPerRecipient = 0;
  });

  it("emails the sales team every field and acknowledges the traveller", async () => {
    const pkg = (await (await fetch(`${s.url}/api/v1/packages/?page_size=1`)).json()).results[0];
    const service = (await (await fetch(`${s.url}/api/v1/services/`)).json()).results[0];
    const res = await s.post({ ...validInquiry, package: pkg.package_id, service: service.id });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const mails = forInquiry(await smtp.waitFor(2), id);
    expect(mails).toHaveLength(2);
    // The company's phone and city as the site has them (whatever the seed wrote).
    const company = await s.site.catalogue.company();
    expect([company.phones[0], company.address.city].every(Boolean)).toBe(true);

    const staff = mails.find((m) => m.envelopeTo.includes(SALES))!;
    expect(staff.headers["reply-to"]).toContain("amina@traveller.example");
    expect(staff.headers["reply-to"]).toContain("Amina Wanjiru");
    expect(staff.subject).toBe(`New inquiry TH-${String(id).padStart(5, "0")} from Amina Wanjiru: ${pkg.package_title}`);
    for (const body of [staff.text, staff.html]) {
      expect(body).toContain("Amina Wanjiru");
      expect(body).toContain("amina@traveller.example");
      expect(body).toContain("+254 700 000 001");
      expect(body).toContain("2 adults, 2 children (ages 7, 12)");
      expect(body).toContain("Tue, 10 August 2027 to Sat, 14 August 2027 (5 days)");
      expect(body).toContain("Kenya Residents");
      expect(body).toContain("Comfort");
      expect(body).toContain(`${PUBLIC_URL}/packages/${pkg.package_id}`);
      expect(body).toContain(service.name);
      expect(body).toContain("We would love a migration safari in August.");
      expect(body).toContain("package-details");
      expect(body).toContain("https://wa.me/254700000001?text=");
    }
    expect(staff.html).toContain(`href="${PUBLIC_URL}/packages/${pkg.package_id}"`);
    expect(staff.html).toContain("vegetarian");

    const ack = mails.find((m) => m.envelopeTo.includes("amina@traveller.example"))!;
    expect(ack.headers["reply-to"]).toContain(SALES);
    expect(ack.headers["to"]).not.toContain("Amina"); // no free text of the visitor's to an unverified address (issue 13)
    for (const body of [ack.text, ack.html]) {
      expect(body).not.toContain("Amina");
      expect(body).not.toContain("migration safari in August");
      expect(body).toContain(`TH-${String(id).padStart(5, "0")}`);
      expect(body).toContain("within 24-48 hours");
      expect(body).toContain(pkg.package_title);
      expect(body).toContain("2 adults, 2 children (ages 7, 12)");
      expect(body).toContain(SALES);
      expect(body).toContain(company.phones[0]);
      expect(body).toContain(company.address.city);
    }
    expect(ack.text).not.toContain("10.9."); // no internal details (client address) for the traveller

    await waitUntil(async () => (await outboxRows(s.site, id)).every((r) => r.status === "sent"), "both marked sent");
    const rows = await outboxRows(s.site, id);
    expect(rows.map((r) => [r.kind, r.status, Number(r.attempts)])).toEqual([
      ["staff_notification", "sent", 1],
      ["traveller_acknowledgement", "sent", 1],
    ]);
  });

  it("sends a name like <script> as text in both formats", async () => {
    const res = await s.post({
      full_name: "<script>alert(1)</script> Bob & Co",
      email: "bob@traveller.example",
      consent: true,
      message: '<img src=x onerror="alert(2)"> see you',
    });
    const { id } = await res.json();
    await smtp.waitFor(2);
    const staff = forInquiry(smtp.mails, id).find((m) => m.envelopeTo.includes(SALES))!;
    for (const mail of forInquiry(smtp.mails, id)) expect(mail.html).not.toMatch(/<script|<img/i);
    for (const mail of [staff]) {
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Bob &amp; Co");
      expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt; see you");
      expect(mail.text).toContain("<script>alert(1)</script> Bob & Co");
    }
    // No phone given: no WhatsApp reply link.
    expect(forInquiry(smtp.mails, id).find((m) => m.envelopeTo.includes(SALES))!.text).not.toContain("wa.me/");
  });

  it("retries a refused message with backoff and delivers it exactly once", async () => {
    smtp.refuseFirstPerRecipient = 2;
    const { id } = await (await s.post({ ...validInquiry, email: "retry@traveller.example" })).json();
    await waitUntil(async () => (await outboxRows(s.site, id)).every((r) => r.status === "sent"), "both sent after retries");
    await afterFurtherClaimPasses([s.site.outbox.worker]); // nothing else may arrive
    const mails = forInquiry(smtp.mails, id);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(smtp.tries.get(SALES)).toBe(3);
    expect(smtp.tries.get("retry@traveller.example")).toBe(3);
    const rows = await outboxRows(s.site, id);
    expect(rows.map((r) => Number(r.attempts))).toEqual([3, 3]);
    // Backoff: the third try came at least base + 2×base after the first (50 + 100 ms).
    const sent = rows.map((r) => Date.parse(r.sent_at!) - Date.parse(r.created_at));
    for (const ms of sent) expect(ms).toBeGreaterThanOrEqual(150);
  });

  it("marks a message dead after its last try and stops sending it", async () => {
    smtp.refuseAll = true;
    const { id } = await (await s.post({ ...validInquiry, email: "dead@traveller.example" })).json();
    await waitUntil(async () => (await outboxRows(s.site, id)).every((r) => r.status === "dead"), "both dead", 10_000);
    const rows = await outboxRows(s.site, id);
    expect(rows.map((r) => Number(r.attempts))).toEqual([4, 4]);
    expect(rows[0]!.last_error).toContain("451");
    const tries = smtp.tries.get("dead@traveller.example");
    await afterFurtherClaimPasses([s.site.outbox.worker]);
    expect(smtp.tries.get("dead@traveller.example")).toBe(tries);
    const health = await (await fetch(`${s.url}/readyz`)).json();
    expect(health.outbox.dead).toBeGreaterThanOrEqual(2);
  });

  it("stores and delivers 200 concurrent inquiries, each email exactly once", async () => {
    const before = Number((await s.site.db.kysely.selectFrom("inquiries").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => s.post({ ...validInquiry, full_name: `Traveller ${i}`, email: `t${i}@traveller.example` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = (await Promise.all(responses.map((r) => r.json()))).map((b) => b.id as number);
    expect(new Set(ids).size).toBe(200);
    const after = Number((await s.site.db.kysely.selectFrom("inquiries").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    expect(after - before).toBe(200);

    await smtp.waitFor(400, 30_000);
    await waitUntil(async () => (await outboxRows(s.site)).every((r) => r.status !== "pending" && r.status !== "sending"), "all 400 recorded");
    await afterFurtherClaimPasses([s.site.outbox.worker]);
    expect(smtp.mails).toHaveLength(400);
    expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(400);
    for (const id of ids) expect(forInquiry(smtp.mails, id)).toHaveLength(2);
    const health = await (await fetch(`${s.url}/readyz`)).json();
    expect(health.outbox).toMatchObject({ pending: 0, sending: 0, smtp_configured: true });
  });
});

describe("outbox without SMTP_URL", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it("keeps messages pending, reports the backlog, and sends them once SMTP is configured", async () => {
    const first = await startTestSite(database, { ...FAST_OUTBOX, SEED_DEMO: "false" });
    const { id } = await (await first.post(validInquiry)).json();
    // The backlog's age is reported in whole seconds: wait until it has reached one.
    let health: any;
    await waitUntil(async () => {
      health = await (await fetch(`${first.url}/readyz`)).json();
      return health.outbox.oldest_pending_age_seconds >= 1;
    }, "the backlog to be a second old");
    expect(health.status).toBe("ok");
    expect(health.outbox).toMatchObject({ pending: 2, sending: 0, sent: 0, dead: 0, smtp_configured: false });
    expect(health.outbox.oldest_pending_age_seconds).toBeGreaterThanOrEqual(1);
    await first.stop();

    const second = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, SEED_DEMO: "false" });
    await smtp.waitFor(2);
    expect(forInquiry(smtp.mails, id)).toHaveLength(2);
    await waitUntil(async () => (await outboxRows(second.site, id)).every((r) => r.status === "sent"), "sent");
    const after = await (await fetch(`${second.url}/readyz`)).json();
    expect(after.outbox).toMatchObject({ pending: 0, sent: 2, oldest_pending_age_seconds: null });
    await second.stop();
  });
});

describe.each(DIALECTS)("a server killed while sending, on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it("sends the interrupted messages again after the restart, once each", async () => {
    smtp.mode = "hang"; // the SMTP server takes the data but never answers
    // No demo, so no company details: the sales address comes from configuration (decision 0029).
    const child = await startChildSite(database, { SMTP_URL: smtp.url, SEED_DEMO: "false", SALES_EMAIL: SALES });
    const { id } = await (await fetch(`${child.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validInquiry),
    })).json();
    await waitUntil(() => smtp.dataStarted >= 2, "both messages in flight", 15_000);
    await child.kill();

    smtp.mode = "accept";
    const restarted = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, SEED_DEMO: "false" });
    try {
      const before = await outboxRows(restarted.site, id);
      expect(before.every((r) => r.status !== "dead")).toBe(true);
      await smtp.waitFor(2);
      await waitUntil(async () => (await outboxRows(restarted.site, id)).every((r) => r.status === "sent"), "sent after restart");
      await afterFurtherClaimPasses([restarted.site.outbox.worker]);
      const mails = forInquiry(smtp.mails, id);
      expect(mails).toHaveLength(2);
      expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(["amina@traveller.example", SALES]);
      const rows = await outboxRows(restarted.site, id);
      expect(rows.map((r) => Number(r.attempts))).toEqual([2, 2]);
    } finally {
      await restarted.stop();
    }
  });
});

describe("two workers on one PostgreSQL database", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it("never claims one message twice, even when racing for the same rows", async () => {
    const setup = openDatabase(database.url);
    await migrate(setup);
    const store = new OutboxStore(setup.kysely, "postgres");
    const message = { kind: "staff_notification" as const, to: { address: "x@example.com" }, subject: "s", text: "t", html: "h" };
    await setup.kysely.transaction().execute(async (tx) => {
      for (let i = 1; i <= 300; i++) await store.enqueue(tx, i, [message], 3);
    });
    const dbs = Array.from({ length: 4 }, () => openDatabase(database.url, { poolSize: 3 }));
    const claimed = await Promise.all(
      dbs.map(async (db, w) => {
        const mine: number[] = [];
        const s = new OutboxStore(db.kysely, "postgres");
        // Under contention a claim can come back empty while rows are still pending (the rows it
        // looked at were taken a moment before); a worker then claims again at its next poll, so a
        // racer stops only once nothing is pending. Stopping at the first empty claim let one racer
        // take nearly everything, and the test failed on a quiet machine as often as on a busy one.
        for (;;) {
          const batch = await s.claim(`racer-${w}`, 7);
          mine.push(...batch.map((m) => m.id));
          if (!batch.length && !(await s.db.selectFrom("outbox_messages").select("id").where("status", "=", "pending").executeTakeFirst())) break;
        }
        return mine;
      }),
    );
    await Promise.all(dbs.map((d) => d.close()));
    // Emptied before the assertions: rows left claimed by the racers would be taken over and sent by
    // the next test's sites once their lease ran out.
    await setup.kysely.deleteFrom("inquiries").execute();
    await new OutboxStore(setup.kysely, "postgres").db.deleteFrom("outbox_messages").execute();
    await setup.close();
    const all = claimed.flat();
    expect(all).toHaveLength(300);
    expect(new Set(all).size).toBe(300);
    expect(claimed.filter((c) => c.length > 0).length).toBeGreaterThan(1);
  });

  it("delivers every message once with two server processes sending", async () => {
    // Both processes stay alive, so neither may take over the other's claims: a lease long enough
    // that a busy machine delaying a renewal past the tests' usual 1 s does not make a live sender
    // look dead (taking over a dead sender's claims is tested with a crash above).
    const live = { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "20", OUTBOX_LEASE_MS: "30000", SEED_DEMO: "false" };
    const a = await startTestSite(database, { ...FAST_OUTBOX, ...live });
    const b = await startTestSite(database, { ...FAST_OUTBOX, ...live });
    try {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).post({ ...validInquiry, email: `pair${i}@traveller.example` })),
      );
      expect(responses.every((r) => r.status === 201)).toBe(true);
      // A hang bound, not a speed figure: both sites and the SMTP server share this test's process.
      await smtp.waitFor(120, 60_000);
      await waitUntil(async () => (await outboxRows(a.site)).every((r) => r.status === "sent"), "all 120 marked sent");
      await afterFurtherClaimPasses([a.site.outbox.worker, b.site.outbox.worker]);
      expect(smtp.mails).toHaveLength(120);
      expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(120);
      const rows = await outboxRows(a.site);
      expect(rows.every((r) => r.status === "sent")).toBe(true);
      // Both processes did part of the sending.
      expect(new Set(rows.map((r) => r.claimed_by)).size).toBe(2);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

describe("graceful shutdown of server/main.ts", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it("finishes the sends in flight on SIGTERM, then exits cleanly", async () => {
    smtp.delayMs = 800; // a slow SMTP server: the sends are still open when SIGTERM arrives
    // No catalogue needed (the inquiry names no package): skipping the seed keeps the start quick.
    const child = await startChildSite(database, { SMTP_URL: smtp.url, SEED_DEMO: "false" }, "main");
    const res = await fetch(`${child.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validInquiry),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await waitUntil(() => smtp.dataStarted >= 2, "both sends in flight", 10_000);
    expect(smtp.mails).toHaveLength(0);
    const { code, output } = await child.terminate();
    expect(code, output).toBe(0);
    expect(output).toContain("Stopped cleanly");
    expect(forInquiry(smtp.mails, id)).toHaveLength(2);
    const db = openDatabase(database.url);
    const rows = await new OutboxStore(db.kysely, db.dialect).forInquiries([id]);
    await db.close();
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });
});
