/**
 * Spam defence of issues 5 and 12: honeypot, signed time trap, link cap, rate
 * limit. Honeypot spam is stored and flagged, answered like a person, and
 * emails nobody. Rules a real person can trip (the time trap, a bad token,
 * many links) deliver the inquiry and mark the staff email (decision 0015).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signFormToken } from "../../server/http/form-token.ts";
import { MAX_MESSAGE_LINKS } from "../../server/http/spam-check.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { afterFurtherClaimPasses } from "./outbox-quiet.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const SECRET = "test-form-secret-0123456789abcdef";

describe.each(DIALECTS)("spam defence on %s", (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;
  const people: string[] = [];
  const bots: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, FORM_SECRET: SECRET, TRUSTED_PROXY: "127.0.0.1", INQUIRY_RATE_LIMIT: "5" });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  const stored = async (email: string) => {
    const row = await s.site.db.kysely.selectFrom("inquiries").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    const messages = await s.site.db.kysely.selectFrom("outbox_messages").select("kind").where("inquiry_id", "=", row.id).execute();
    return { row, messages };
  };

  const flagged: string[] = [];

  /** Posts as a person would, or as a bot; checks it is stored, and what it owes. */
  const submit = async (email: string, extra: Record<string, unknown>, expectSpam: string | null, expectReview: string | null = null) => {
    const res = await s.post({ ...validInquiry, email, ...extra });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, message: "Inquiry received." });
    expect(body.reference).toMatch(/^TH-\d{5,}$/);
    const { row, messages } = await stored(email);
    if (expectReview) {
      expect(body.id).toBe(row.id);
      expect(Number(row.is_spam)).toBe(0);
      expect(row.spam_reason).toBe(expectReview);
      expect(messages.map((m) => m.kind).sort()).toEqual(["staff_notification", "traveller_acknowledgement"]);
      people.push(email);
      flagged.push(email);
    } else if (expectSpam) {
      expect(body.id).toBeNull(); // bots learn nothing from the answer
      expect(Number(row.is_spam)).toBe(1);
      expect(row.spam_reason).toBe(expectSpam);
      expect(messages).toEqual([]);
      bots.push(email);
    } else {
      expect(body.id).toBe(row.id);
      expect(Number(row.is_spam)).toBe(0);
      expect(messages.map((m) => m.kind).sort()).toEqual(["staff_notification", "traveller_acknowledgement"]);
      people.push(email);
    }
  };

  it("issues a signed form token that no cache keeps", async () => {
    const res = await fetch(`${s.url}/api/v1/inquiries/form-token/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { form_token } = await res.json();
    expect(form_token).toMatch(/^v1\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
  });

  it("stores and flags a filled honeypot, and emails nobody", async () => {
    await submit("honeypot@bot.example", { hp: "http://spam.example" }, "honeypot");
  });

  it("delivers a form sent within 1 s of rendering, with the staff email marked for a check", async () => {
    const { form_token } = await (await fetch(`${s.url}/api/v1/inquiries/form-token/`)).json();
    await submit("fast@bot.example", { form_token }, null, "time-trap");
  });

  it("dates the token from when the form was shown, at most 10 s back", async () => {
    const { form_token: shown } = await (await fetch(`${s.url}/api/v1/inquiries/form-token/?shown_ms=1500`)).json();
    await submit("painted-earlier@traveller.example", { form_token: shown }, null);
    const { form_token: huge } = await (await fetch(`${s.url}/api/v1/inquiries/form-token/?shown_ms=99999999`)).json();
    const dated = parseInt(String(huge).split(".")[1]!, 36);
    expect(Date.now() - dated).toBeGreaterThanOrEqual(10_000);
    expect(Date.now() - dated).toBeLessThan(15_000);
    const { form_token: junk } = await (await fetch(`${s.url}/api/v1/inquiries/form-token/?shown_ms=abc`)).json();
    await submit("junk-claim@bot.example", { form_token: junk }, null, "time-trap");
  });

  it("accepts a form autofilled and sent 1 s after rendering as a normal inquiry", async () => {
    await submit("autofill@traveller.example", { form_token: signFormToken(SECRET, Date.now() - 1_000) }, null);
  });

  it("does not let a bot forge an older render time", async () => {
    const real = signFormToken(SECRET, Date.now());
    const [v, , sig] = real.split(".");
    const backdated = `${v}.${(Date.now() - 60_000).toString(36)}.${sig}`;
    await submit("forger@bot.example", { form_token: backdated }, null, "form-token-invalid");
    await submit("forger2@bot.example", { form_token: signFormToken("another-secret-of-a-bot-1234", Date.now() - 60_000) }, null, "form-token-invalid");
  });

  it("accepts an API client that sends no token, under the rate limit", async () => {
    await submit("api-client@traveller.example", {}, null);
  });

  it(`flags a message with more than ${MAX_MESSAGE_LINKS} links and accepts one with ${MAX_MESSAGE_LINKS}`, async () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `see https://site${i}.example`).join(" ");
    await submit("links@bot.example", { message: links(MAX_MESSAGE_LINKS + 1) }, null, "too-many-links");
    await submit("three-links@traveller.example", { message: `Ideas: ${links(MAX_MESSAGE_LINKS)}` }, null);
  });

  it("applies the time trap to the no-JavaScript form path too", async () => {
    const result = await s.site.inquiries.create(
      { ...validInquiry, email: "nojs@bot.example", form_token: s.site.formTokens.issue() },
      { clientIp: "192.0.2.9", userAgent: "test" },
    );
    expect(result).toMatchObject({ ok: true, spam: false, reviewReason: "time-trap" });
    const { row, messages } = await stored("nojs@bot.example");
    expect(row.spam_reason).toBe("time-trap");
    expect(messages).toHaveLength(2);
    people.push("nojs@bot.example");
    flagged.push("nojs@bot.example");
  });

  it("rate-limits by the real client address, spam or not", async () => {
    const send = (i: number) => s.post({ ...validInquiry, email: `burst${i}@traveller.example`, hp: i % 2 ? "x" : undefined }, "198.51.100.7");
    for (let i = 0; i < 5; i++) expect((await send(i)).status).toBe(201);
    const limited = await send(5);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    people.push("burst0@traveller.example", "burst2@traveller.example", "burst4@traveller.example");
    bots.push("burst1@traveller.example", "burst3@traveller.example");
  });

  it("emails every person and no bot", async () => {
    await smtp.waitFor(people.length * 2);
    await afterFurtherClaimPasses([s.site.outbox.worker]); // a bot's email, were it owed, would be sent by now
    const recipients = smtp.mails.flatMap((m) => m.envelopeTo);
    for (const email of people) expect(recipients).toContain(email);
    for (const email of bots) expect(recipients).not.toContain(email);
    expect(smtp.mails).toHaveLength(people.length * 2);
    // The sales team sees which ones to check; the traveller's acknowledgement looks the same for all.
    const checked = smtp.mails.filter((m) => (m.subject ?? "").startsWith("[Check] "));
    expect(checked).toHaveLength(flagged.length);
  });
});
