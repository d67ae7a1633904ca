/**
 * Traveller emails read back from the sales mailbox (issue 28 item 5, decision 0060), against a
 * real IMAP server (a private Dovecot, tests/helpers/dovecot.ts), a real site and database, on
 * SQLite and PostgreSQL. Messages are APPENDed as a mail server delivers them, and each must land
 * on the right thread once, whatever arrives: forged threading headers, malformed MIME, scripts,
 * 25 MB, the same message twice, two readers at once, a mailbox that is down or refuses the password.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryReference } from "../../domain/inquiry-reference.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { InboundMail } from "../../server/inbound-mail/index.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { startDovecot, type TestDovecot } from "../helpers/dovecot.ts";
import { createMember } from "../helpers/staff.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const staff = { actor: { id: "user-sales-1", email: "wanjiku@tests.example" }, ip: "10.0.0.5" };

/** A message as a mail server would store it; `headers` may be anything, `body` is sent as it is. */
function message(o: { from: string; subject: string; messageId?: string | null; headers?: string; contentType?: string; body: string }): string {
  const id = o.messageId === undefined ? `<${randomBytes(8).toString("hex")}@traveller.example>` : o.messageId;
  return [
    `From: ${o.from}`,
    "To: Acacia Test Tours sales <sales@tests.example>",
    `Subject: ${o.subject}`,
    "Date: Fri, 27 Nov 2026 09:15:00 +0300",
    ...(id ? [`Message-ID: ${id}`] : []),
    "MIME-Version: 1.0",
    ...(o.headers ? [o.headers] : []),
    `Content-Type: ${o.contentType ?? "text/plain; charset=utf-8"}`,
    "",
    o.body,
  ].join("\r\n");
}

/** multipart/mixed: a text part, an HTML part, and files. */
function withParts(text: string, html: string | null, files: Array<{ name: string; type: string; bytes: Buffer }>): { contentType: string; body: string } {
  const b = `b-${randomBytes(6).toString("hex")}`;
  const parts = [`--${b}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}`];
  if (html) parts.push(`--${b}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}`);
  for (const f of files) {
    const data = f.bytes.toString("base64").replace(/.{76}/g, "$&\r\n");
    parts.push(`--${b}\r\nContent-Type: ${f.type}; name="${f.name}"\r\nContent-Disposition: attachment; filename="${f.name}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${data}`);
  }
  return { contentType: `multipart/mixed; boundary="${b}"`, body: `${parts.join("\r\n")}\r\n--${b}--\r\n` };
}

describe.each(DIALECTS)("traveller emails over IMAP on %s", (dialect) => {
  let dovecot: TestDovecot;
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;
  let mail: InboundMail;

  async function inquiry(email: string, name = "Amina Wanjiru"): Promise<number> {
    const res = await s.post({ ...validInquiry, email, full_name: name });
    expect(res.status).toBe(201);
    return (await res.json()).id;
  }
  const rows = () => s.site.db.kysely.selectFrom("inbound_emails").selectAll().orderBy("id").execute();
  const rowsFrom = async (subject: string) => (await rows()).filter((r) => r.subject === subject);
  /** Reads until the mailbox has given what was appended (each pass reads a batch; a pass in backoff reads nothing). */
  async function readUntil(done: () => Promise<boolean>, what: string) {
    await waitUntil(async () => {
      await mail.poll();
      return done();
    }, what, 20_000, 50);
  }

  beforeAll(async () => {
    dovecot = await startDovecot();
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, {
      ...FAST_OUTBOX,
      SMTP_URL: smtp.url,
      SALES_EMAIL: "sales@tests.example",
      PUBLIC_URL: "https://twiga.example",
      IMAP_URL: dovecot.url,
      IMAP_POLL_MS: "50",
    });
    mail = s.site.inboundMail;
    await createMember(s.site.staffAuth, staff.actor.email, "sales");
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await dovecot?.close();
    await database?.drop();
  });

  it("puts a reply to our acknowledgement on its inquiry's thread once, with its attachment, scripts removed, flagged \\Seen", async () => {
    const id = await inquiry("zawadi@traveller.example", "Zawadi Achieng");
    const ack = s.site.outbox.inquiryMessageId(id, "traveller_acknowledgement");
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(2000)]);
    const parts = withParts(
      "Asante! Could we add a night by the lake?",
      `<p>Asante! Could we add a night by the <b>lake</b>?</p><script>alert(1)</script><img src="https://tracker.example/p.gif" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`,
      [{ name: "passports.pdf", type: "application/pdf", bytes: pdf }],
    );
    const uid = await dovecot.append(message({ from: "Zawadi <Zawadi@Traveller.example>", subject: `Re: Your safari inquiry ${inquiryReference(id)}`, headers: `In-Reply-To: ${ack}\r\nReferences: ${ack}`, ...parts }));

    await readUntil(async () => (await mail.thread(id)).length === 1, "the reply on the thread");
    const [email] = await mail.thread(id);
    expect(email).toMatchObject({ fromAddress: "zawadi@traveller.example", matchedBy: "thread", subject: `Re: Your safari inquiry ${inquiryReference(id)}` });
    expect(email!.text).toContain("Could we add a night by the lake?");
    expect(email!.html).toContain("<b>lake</b>");
    expect(email!.html).not.toMatch(/script|onerror|tracker\.example|javascript:/i);
    expect(email!.attachments).toEqual([expect.objectContaining({ filename: "passports.pdf", contentType: "application/pdf", size: pdf.length, stored: true })]);
    const file = await mail.attachment(email!.attachments[0]!.id);
    expect(Buffer.from(file!.bytes).equals(pdf)).toBe(true);
    expect(await dovecot.flags(uid)).toContain("\\Seen");
    // The attachment shares the store for originals, but never answers as a public image.
    const key = (await s.site.db.kysely.selectFrom("inbound_email_attachments").select("storage_key").executeTakeFirstOrThrow()).storage_key!;
    expect((await fetch(`${s.url}/images/800/${key}.webp`)).status).toBe(404);

    // Read again from the start (a pass cut off before it moved its watermark): nothing new.
    await s.site.db.kysely.updateTable("imap_mailbox").set({ last_uid: 0 }).execute();
    await mail.poll();
    expect(await mail.thread(id)).toHaveLength(1);
    const detail = await s.site.inquiryPipeline.get(id);
    expect(detail).not.toBeNull();
  });

  it("matches a fresh email by the TH- reference when the traveller's own address sent it", async () => {
    const id = await inquiry("baraka@traveller.example", "Baraka Otieno");
    await dovecot.append(message({ from: "baraka@traveller.example", subject: "Dates for our trip", body: `Hello, about ${inquiryReference(id)}: we can travel in September instead.` }));
    await readUntil(async () => (await mail.thread(id)).length === 1, "the fresh email on the thread");
    expect((await mail.thread(id))[0]).toMatchObject({ matchedBy: "reference" });
  });

  it("keeps a forged In-Reply-To out of another traveller's thread; a staff address may write into any", async () => {
    const victim = await inquiry("njeri@traveller.example", "Njeri Kamau");
    const ack = s.site.outbox.inquiryMessageId(victim, "traveller_acknowledgement");
    await dovecot.append(message({ from: "mallory@attacker.example", subject: "Forged into Njeri's thread", headers: `In-Reply-To: ${ack}\r\nReferences: ${ack}`, body: "Pay to this account instead." }));
    await dovecot.append(message({ from: "mallory@attacker.example", subject: `Forged by reference ${inquiryReference(victim)}`, body: "Hello" }));
    await dovecot.append(message({ from: "Wanjiku <wanjiku@tests.example>", subject: "Staff copy into the thread", headers: `In-Reply-To: ${ack}`, body: "Forwarding the lodge's answer." }));
    await readUntil(async () => (await rowsFrom("Staff copy into the thread")).length === 1, "the three messages");
    expect((await mail.thread(victim)).map((e) => e.subject)).toEqual(["Staff copy into the thread"]);
    const waiting = (await mail.unmatched()).filter((e) => e.fromAddress === "mallory@attacker.example");
    expect(waiting.map((e) => e.subject)).toEqual(["Forged into Njeri's thread", `Forged by reference ${inquiryReference(victim)}`]);
    expect(waiting[0]!.note).toContain("not the traveller's address");
  });

  it("stores a message delivered twice (one Message-ID, two UIDs) once", async () => {
    const id = await inquiry("hans@reise.example", "Hans Becker");
    const raw = message({ from: "hans@reise.example", subject: `Twice ${inquiryReference(id)}`, messageId: "<twice-1@reise.example>", body: "Sent once, delivered twice." });
    await dovecot.append(raw);
    await dovecot.append(raw);
    await readUntil(async () => (await s.site.db.kysely.selectFrom("imap_mailbox").select("last_uid").executeTakeFirstOrThrow()).last_uid >= 2 && (await rowsFrom(`Twice ${inquiryReference(id)}`)).length > 0, "both copies read");
    await mail.poll();
    expect(await rowsFrom(`Twice ${inquiryReference(id)}`)).toHaveLength(1);
    expect(await mail.thread(id)).toHaveLength(1);
  });

  it("keeps malformed MIME and a message without a Message-ID, and never takes in copies of our own emails", async () => {
    const id = await inquiry("wairimu@traveller.example", "Wairimu Njoroge");
    // A multipart whose boundary never comes, a broken base64 part, a header without a colon.
    await dovecot.append(
      message({
        from: "wairimu@traveller.example",
        subject: `Broken ${inquiryReference(id)}`,
        messageId: null,
        headers: "X-Broken header without colon\r\nContent-Transfer-Encoding: base64",
        contentType: 'multipart/mixed; boundary="never-comes"',
        body: "This is not base64 at all!!! ===\r\n--wrong-boundary\r\nContent-Type: text/plain\r\n\r\nHalf a part",
      }),
    );
    const staffCopy = s.site.outbox.inquiryMessageId(id, "staff_notification");
    await dovecot.append(message({ from: "Acacia Test Tours <sales@tests.example>", subject: `New inquiry ${inquiryReference(id)}`, messageId: staffCopy, body: "A copy of our own notification." }));
    await readUntil(async () => (await rowsFrom(`New inquiry ${inquiryReference(id)}`)).length === 1, "both messages");
    expect((await mail.thread(id)).map((e) => e.subject)).toEqual([`Broken ${inquiryReference(id)}`]);
    expect((await rowsFrom(`New inquiry ${inquiryReference(id)}`))[0]!.status).toBe("own");
    expect((await mail.unmatched()).some((e) => e.subject.startsWith("New inquiry"))).toBe(false);
  });

  it("a 25 MB message: its text on the thread, its attachment named and left in the mailbox", async () => {
    const id = await inquiry("kamau@traveller.example", "Kamau Mwangi");
    const parts = withParts("Here is the video of last year's trip.", null, [{ name: "mara-video.mp4", type: "video/mp4", bytes: randomBytes(25 * 1_048_576) }]);
    await dovecot.append(message({ from: "kamau@traveller.example", subject: `Video ${inquiryReference(id)}`, ...parts }));
    await readUntil(async () => (await mail.thread(id)).length === 1, "the big message on the thread");
    const [big] = await mail.thread(id);
    expect(big!.text).toContain("Here is the video of last year's trip.");
    expect(big!.attachments).toEqual([expect.objectContaining({ filename: "mara-video.mp4", stored: false })]);
    expect(big!.note).toMatch(/stayed in the mailbox/);
  }, 60_000);

  it("two readers polling at once take each message once", async () => {
    const id = await inquiry("achieng@traveller.example", "Achieng Odhiambo");
    for (let n = 1; n <= 8; n++) await dovecot.append(message({ from: "achieng@traveller.example", subject: `Race ${n} ${inquiryReference(id)}`, body: `Message ${n}` }));
    // A second process: its own connections to the same database, its own lease holder.
    const other = openDatabase(database.url);
    const second = new InboundMail(other.kysely, s.site.mediaStore, s.site.auditLog, {
      imapUrl: dovecot.url,
      folder: "INBOX",
      pollMs: 50,
      ownAddresses: async () => ["sales@tests.example"],
    });
    try {
      await waitUntil(async () => {
        await Promise.all([mail.poll(), second.poll(), mail.poll(), second.poll()]);
        return (await mail.thread(id)).length >= 8;
      }, "all eight", 30_000, 20);
      await Promise.all([mail.poll(), second.poll()]);
      const subjects = (await mail.thread(id)).map((e) => e.subject);
      expect(subjects).toEqual(Array.from({ length: 8 }, (_, i) => `Race ${i + 1} ${inquiryReference(id)}`));
    } finally {
      await second.stop();
      await other.close();
    }
  }, 60_000);

  it("a mailbox that is down or refuses the password: recorded for the console, retried with backoff, nothing lost", async () => {
    // Wrong password: another site's reader on the same mailbox.
    const wrong = new InboundMail(s.site.db.kysely, s.site.mediaStore, s.site.auditLog, {
      imapUrl: dovecot.url.replace(encodeURIComponent(dovecot.password), "not-the-password"),
      folder: "INBOX",
      pollMs: 60_000,
      ownAddresses: async () => [],
    });
    // The site's own reader polls the same mailbox meanwhile: wait for a pass that got the lease.
    let refused: Awaited<ReturnType<InboundMail["poll"]>> = null;
    await waitUntil(async () => !(refused = await wrong.poll())!.skipped, "the wrong password's pass");
    expect(refused!.error).toMatch(/refused the user name or password/);
    const status = await wrong.status();
    expect(status).toMatchObject({ configured: true, failures: 1, lastError: expect.stringMatching(/password/) });
    expect(Date.parse(status.nextTryAt!)).toBeGreaterThan(Date.now());
    expect(status.mailbox).not.toContain("not-the-password");
    expect(await wrong.poll()).toMatchObject({ skipped: true }); // in its backoff: not tried again at once

    // Down: a reply arrives, then the server stops before the console reads it.
    const id = await inquiry("salim@traveller.example", "Salim Hassan");
    await dovecot.append(message({ from: "salim@traveller.example", subject: `While down ${inquiryReference(id)}`, body: "Are you there?" }));
    await dovecot.stop();
    try {
      await waitUntil(async () => !!(await mail.poll())?.error, "a failed pass");
      const down = await mail.status();
      expect(down.lastError).toMatch(/refused the connection|did not answer|failed/);
      expect(down.failures).toBeGreaterThanOrEqual(1);
    } finally {
      await dovecot.start();
    }
    // The reply may already be on the thread: a pass that was reading when the server stopped can
    // keep it and then fail. So wait for a whole pass against the restarted server, which clears the error.
    await readUntil(async () => (await mail.thread(id)).length === 1 && (await mail.status()).lastError === null, "the reply, and a clean pass once the mailbox is back");
    expect(await rowsFrom(`While down ${inquiryReference(id)}`)).toHaveLength(1);
  }, 60_000);

  it("unmatched emails wait until staff attach one to an inquiry or dismiss it, once each, audited", async () => {
    const id = await inquiry("fatuma@traveller.example", "Fatuma Ali");
    await dovecot.append(message({ from: "fatuma.work@office.example", subject: "From my work address", body: "It's Fatuma, writing from work." }));
    await dovecot.append(message({ from: "newsletter@lodges.example", subject: "Lodge newsletter", body: "Offers." }));
    await readUntil(async () => (await rowsFrom("Lodge newsletter")).length === 1, "both waiting");
    const waiting = await mail.unmatched();
    const work = waiting.find((e) => e.subject === "From my work address")!;
    const news = waiting.find((e) => e.subject === "Lodge newsletter")!;

    expect(await mail.attach(work.id, "TH-99999", staff)).toMatchObject({ ok: false, status: 400, errors: { inquiry: expect.any(String) } });
    expect(await mail.attach(work.id, "not a reference", staff)).toMatchObject({ ok: false, status: 400, errors: { inquiry: expect.any(String) } });
    expect(await mail.attach(work.id, inquiryReference(id), staff)).toEqual({ ok: true, inquiryId: id });
    expect(await mail.attach(work.id, inquiryReference(id), staff)).toMatchObject({ ok: false, status: 409 });
    expect(await mail.dismiss(news.id, staff)).toEqual({ ok: true, inquiryId: null });
    expect(await mail.dismiss(news.id, staff)).toMatchObject({ ok: false, status: 409 });
    expect(await mail.dismiss(999_999, staff)).toMatchObject({ ok: false, status: 404 });

    expect((await mail.thread(id)).map((e) => [e.subject, e.matchedBy])).toEqual([["From my work address", "staff"]]);
    const left = (await mail.unmatched()).map((e) => e.id);
    expect(left).not.toContain(work.id);
    expect(left).not.toContain(news.id);
    const audit = await s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_type", "=", "inbound_email").orderBy("id").execute();
    expect(audit.map((a) => [a.action, a.entity_id, a.actor_email])).toEqual([
      ["inbound_email.attached", String(work.id), staff.actor.email],
      ["inbound_email.dismissed", String(news.id), staff.actor.email],
    ]);
  });

  it("erasing the traveller's personal data empties their emails and deletes their attachments' files", async () => {
    const id = await inquiry("erase.me@traveller.example", "Erase Me");
    const parts = withParts("My passport number is in the file.", null, [{ name: "passport.jpg", type: "image/jpeg", bytes: randomBytes(500) }]);
    await dovecot.append(message({ from: "erase.me@traveller.example", subject: `Passport ${inquiryReference(id)}`, ...parts }));
    await readUntil(async () => (await mail.thread(id)).length === 1, "the email");
    const key = (await s.site.db.kysely.selectFrom("inbound_email_attachments").select("storage_key").where("filename", "=", "passport.jpg").executeTakeFirstOrThrow()).storage_key!;
    expect(await s.site.mediaStore.get(key)).not.toBeNull();
    await s.site.inquiryPipeline.erasePersonalData("erase.me@traveller.example", staff);
    expect(await s.site.mediaStore.get(key)).toBeNull();
    const [erased] = await mail.thread(id);
    expect(erased).toMatchObject({ subject: "[erased]", text: "", html: null, fromAddress: "erased@erased.invalid", attachments: [] });
  });
});
