/**
 * The outbox beyond an inquiry's two emails (migration 0004): staff emails with no inquiry,
 * exactly-once enqueueing by dedupe key, replies threaded under the traveller's
 * acknowledgement, and rows written before the migration keeping their identity.
 */
import { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely.ts";
import { migrate, MIGRATIONS } from "../../server/db/migrate.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { waitUntil } from "../helpers/wait-until.ts";


describe.each(DIALECTS)("general outbox on %s", (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, PUBLIC_URL: "https://twiga.example" });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("stores a repeated dedupe key once and sends it once", async () => {
    const message = {
      kind: "staff_invitation" as const,
      to: { address: "new.agent@tests.example", name: "New Agent" },
      subject: "You are invited to the Acacia Test Tours console",
      text: "Set your password: https://twiga.example/console/invite/abc",
      html: "<p>Set your password</p>",
      dedupeKey: "staff_invitation:new.agent@tests.example:1",
    };
    const first = await s.site.outbox.enqueue(s.site.db.kysely, message);
    const second = await s.site.outbox.enqueue(s.site.db.kysely, { ...message, subject: "changed" });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false, messageId: first.messageId });
    s.site.outbox.notify();
    await waitUntil(() => smtp.mails.some((m) => m.subject === message.subject), "the invitation", 15_000);
    const rows = await s.site.db.kysely.selectFrom("outbox_messages").selectAll().where("dedupe_key", "=", message.dedupeKey).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.inquiry_id).toBeNull();
    const received = smtp.mails.filter((m) => m.envelopeTo.includes(message.to.address));
    expect(received).toHaveLength(1);
    expect(received[0]!.messageId).toBe(first.messageId);
    expect(received.some((m) => m.subject === "changed")).toBe(false);
  });

  it("acknowledges an inquiry sent from a German page in German, and tells staff in English (issue 29)", async () => {
    const res = await s.post({ ...validInquiry, email: "german.test@traveller.example", source_url: "https://twiga.example/de/contact" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const ackId = s.site.outbox.inquiryMessageId(id, "traveller_acknowledgement");
    const staffId = s.site.outbox.inquiryMessageId(id, "staff_notification");
    await waitUntil(() => smtp.mails.some((m) => m.messageId === ackId) && smtp.mails.some((m) => m.messageId === staffId), "both emails", 15_000);
    const ack = smtp.mails.find((m) => m.messageId === ackId)!;
    expect(ack.subject).toMatch(/^Wir haben Ihre Anfrage \S+ erhalten: /);
    expect(ack.text).toContain("Guten Tag,");
    expect(ack.text).toContain("Di., 10. August 2027 bis Sa., 14. August 2027 (5 Tage)");
    expect(ack.text).toContain("2 Erwachsene, 2 Kinder (Alter: 7, 12)");
    expect(ack.html).toContain("Einwohner Kenias");
    expect(ack.text).not.toContain("Thank you for your inquiry");
    expect(smtp.mails.find((m) => m.messageId === staffId)!.text).toContain("Residency");
  });

  it("threads a reply under the traveller's acknowledgement", async () => {
    const res = await s.post({ ...validInquiry, email: "thread.test@traveller.example" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const ackId = s.site.outbox.inquiryMessageId(id, "traveller_acknowledgement");
    await waitUntil(() => smtp.mails.some((m) => m.messageId === ackId), "the acknowledgement", 15_000);

    const reply = await s.site.db.kysely.transaction().execute((tx) =>
      s.site.outbox.enqueue(tx, {
        kind: "inquiry_reply",
        inquiryId: id,
        to: { address: "thread.test@traveller.example" },
        subject: "Re: your safari inquiry",
        text: "Here is your quote.",
        html: "<p>Here is your quote.</p>",
        inReplyTo: ackId,
        references: ackId,
      }),
    );
    s.site.outbox.notify();
    await waitUntil(() => smtp.mails.some((m) => m.messageId === reply.messageId), "the reply", 15_000);
    const mail = smtp.mails.find((m) => m.messageId === reply.messageId)!;
    expect(mail.headers["in-reply-to"]).toBe(ackId);
    expect(mail.headers["references"]).toBe(ackId);
    // Two replies to one inquiry are two messages: the old one-per-kind rule is gone.
    const second = await s.site.outbox.enqueue(s.site.db.kysely, {
      kind: "inquiry_reply",
      inquiryId: id,
      to: { address: "thread.test@traveller.example" },
      subject: "Re: your safari inquiry (2)",
      text: "t",
      html: "h",
    });
    expect(second.created).toBe(true);
    expect(second.id).not.toBe(reply.id);
  });
});

describe.each(DIALECTS)("migration 0004 on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("keeps messages stored before it, with a dedupe key that still refuses a second copy", async () => {
    const db = openDatabase(database.url);
    try {
      const upTo3 = Object.entries(MIGRATIONS).slice(0, 3);
      expect(upTo3.map(([name]) => name)).toEqual(["0001-catalogue", "0002-inquiries", "0003-outbox"]);
      const migrator = new Migrator({
        db: db.kysely,
        provider: { getMigrations: async () => Object.fromEntries(upTo3.map(([n, m]) => [n, { up: (k: Kysely<any>) => m.up(k, db.dialect) }])) },
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const at = new Date().toISOString();
      const old = { inquiry_id: 7, kind: "staff_notification", max_attempts: 3, next_attempt_at: at, to_address: "s@x.example", subject: "s", text_body: "t", html_body: "h", created_at: at };
      await (db.kysely as Kysely<any>).insertInto("outbox_messages").values(old).execute();

      await migrate(db);
      const rows = await db.kysely.selectFrom("outbox_messages").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ inquiry_id: 7, kind: "staff_notification", dedupe_key: "inquiry:7:staff_notification", message_id: null });
      await expect((db.kysely as Kysely<any>).insertInto("outbox_messages").values({ ...old, dedupe_key: "inquiry:7:staff_notification" }).execute()).rejects.toThrow();
      // New rows get fresh ids after the copied ones.
      const inserted = await (db.kysely as Kysely<any>).insertInto("outbox_messages").values({ ...old, inquiry_id: null, dedupe_key: "other" }).returning("id").executeTakeFirstOrThrow();
      expect(inserted.id).toBeGreaterThan(rows[0]!.id);
    } finally {
      await db.close();
    }
  });
});
