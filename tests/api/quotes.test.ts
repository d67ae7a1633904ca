/**
 * Quotes (issue 14) on both databases, against a real site and SMTP server: a quote built from an
 * inquiry is priced by the price function, overridden (who and when kept), sent through the outbox
 * (the traveller's email holds the link), frozen once sent (a change makes version 2), opened
 * (first and last), accepted (inquiry won, the owner emailed), refused when expired; changes and
 * fresh quotes asked for; only sales and owners may build quotes; everything audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentToForm } from "../../domain/quotes/builder-form.ts";
import { RATE_SHEET_COLUMNS } from "../../domain/rates/rate-sheet.ts";
import { createStaffRequest } from "../../server/auth/index.ts";
import { createQuotesConsole } from "../../server/services/quotes/index.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { tierIds } from "../helpers/rates.ts";
import { expireTestQuote, sendTestQuote } from "../helpers/quotes.ts";
import { cookiesFrom, createMember, nextTestAddress, TEST_PASSWORD } from "../helpers/staff.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { waitUntil } from "../helpers/wait-until.ts";

const PUBLIC_URL = "https://twiga.example";

/** Signs in as the browser on the public origin would (the auth library trusts PUBLIC_URL's origin only). */
async function signInAt(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": nextTestAddress() },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return cookiesFrom(res);
}

const OWNER_ACTOR = { actor: { id: "rates-owner", email: "owner@tests.example" }, ip: null };

describe.each(DIALECTS)("quotes on %s", (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let pkg: { id: number; tierId: number; tierType: string };

  const quotesAs = (role: string) => {
    const { gate } = createStaffRequest(s.site.staffAuth, new Request(`${s.url}/console/quotes`, { headers: { cookie: cookies[role]! } }), { ip: "10.0.0.9", origin: s.url });
    return createQuotesConsole(s.site.quotes, gate, "10.0.0.9");
  };
  const audit = (quoteId: number) =>
    s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_type", "=", "quote").where("entity_id", "=", String(quoteId)).orderBy("id").execute();
  const inquiryRow = (id: number) => s.site.db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));

  async function inquiry(body: Record<string, unknown> = {}): Promise<number> {
    const res = await s.post({ ...validInquiry, package: pkg.id, budget_tier: pkg.tierType, ...body });
    expect(res.status).toBe(201);
    return (await res.json()).id;
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, PUBLIC_URL, SALES_EMAIL: "sales-desk@tests.example", TRUSTED_PROXY: "127.0.0.1", SEED_DEMO: "false" });
    for (const role of ["sales", "editor", "viewer"] as const) {
      ids[role] = await createMember(s.site.staffAuth, `${role}@tests.example`, role);
      cookies[role] = await signInAt(s.url, `${role}@tests.example`);
    }
    // A package whose tier types are each used once (the rate sheet names tiers by type), with a
    // Comfort tier for residents: made here (issue 25 item 6), on a site without the demo, so no other
    // season or deal applies.
    const made = await createPackage(s.site, { tiers: [testTier({ tier_type: "comfort", price_kshs: 90_000 }), testTier({ tier_type: "premier", price_kshs: 140_000 })] });
    pkg = { id: made.id, tierId: (await tierIds(s.site, made.id)).comfort!, tierType: "comfort" };
    expect(await s.site.rates.saveSeason({ name: "All year", kind: "recurring", start: "01-01", end: "12-31", priority: 0 }, OWNER_ACTOR)).toMatchObject({ ok: true });
    const sheet = [RATE_SHEET_COLUMNS.join(","), `${pkg.tierType},residents,All year,KES,per_person_sharing,no,15000,6000,0-2: 0; 3-11: 7500,`, ""].join("\r\n");
    const imported = await s.site.rates.importSheet(pkg.id, sheet, OWNER_ACTOR);
    expect(imported, JSON.stringify(imported)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("builds a quote from the inquiry: its package, tier, party and dates, priced by the price function", async () => {
    const id = await inquiry({ email: "build@traveller.example" });
    const quotes = quotesAs("sales");
    const created = await quotes.createFromInquiry(id);
    expect(created).toMatchObject({ ok: true });
    const view = (await quotes.get(created.ok ? created.id : 0))!;
    expect(view).toMatchObject({ inquiryId: id, state: "draft", current: { version: 1, status: "draft" }, link: null });
    expect(view.document).toMatchObject({
      travellerName: validInquiry.full_name,
      residency: "residents",
      party: { adults: 2, childAges: [7, 12] },
      startDate: "2027-08-10",
      endDate: "2027-08-14",
      currency: "KES",
      validityDays: 14,
    });
    const [option] = view.document.options;
    expect(option).toMatchObject({ packageId: pkg.id, tierId: pkg.tierId, tierName: "Comfort" });
    // 4 nights: 2 adults sharing at 15,000, a child of 7 at 7,500, a child of 12 (no band) at the adult rate.
    expect(option!.lines.map((l) => l.priced)).toEqual([2 * 4 * 1_500_000, 4 * 750_000, 4 * 1_500_000]);
    expect(view.previews[0]).toMatchObject({ subtotal: 21_000_000, discount: 0, total: 21_000_000 });
    expect((await audit(view.id)).map((a) => a.action)).toEqual(["quote.created"]);
    expect(await quotes.forInquiry(id)).toEqual([expect.objectContaining({ id: view.id, version: 1, state: "draft" })]);
  });

  it("keeps an override with who made it, refuses bad input with field errors, sends by email with the link, and freezes the sent version", async () => {
    const id = await inquiry({ email: "send@traveller.example", full_name: "Baraka Otieno" });
    const quotes = quotesAs("sales");
    const created = await quotes.createFromInquiry(id);
    const quoteId = created.ok ? created.id : 0;
    const values = documentToForm((await quotes.get(quoteId))!.document);
    // Bad input: nothing saved, each field named.
    const bad = await quotes.save(quoteId, { ...values, validity_days: "45", "options.0.title": "", "options.0.discount": "-5" });
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { validity_days: expect.any(String), "options.0.title": expect.any(String), "options.0.discount": expect.any(String) } });
    // The child of 12 at 50,000 instead of 60,000, a 1,000 discount and a message.
    expect(values["options.0.lines.2.amount"]).toBe("60000");
    const saved = await quotes.save(quoteId, { ...values, "options.0.lines.2.amount": "50,000", "options.0.discount": "1000", message: "Karibu! Dates held until Friday." });
    expect(saved).toEqual({ ok: true, version: 1 });
    let view = (await quotes.get(quoteId))!;
    const line = view.document.options[0]!.lines[2]!;
    expect(line.override).toMatchObject({ amount: 5_000_000, byId: ids.sales, byEmail: "sales@tests.example" });
    expect(view.previews[0]).toMatchObject({ subtotal: 20_000_000, discount: 100_000, total: 19_900_000, schedule: { deposit: { amount: 9_950_000 }, balance: { amount: 9_950_000, dueDate: "2027-07-11" } } });
    // Saving again unchanged keeps the override's author and time, and audits nothing new.
    const overriddenAt = line.override!.at;
    expect(await quotes.save(quoteId, documentToForm(view.document))).toEqual({ ok: true, version: 1 });
    expect((await quotes.get(quoteId))!.document.options[0]!.lines[2]!.override!.at).toBe(overriddenAt);
    expect((await audit(quoteId)).filter((a) => a.action === "quote.line_overridden")).toHaveLength(1);

    const sent = await quotes.send(quoteId, documentToForm(view.document));
    expect(sent).toEqual({ ok: true, version: 1 });
    view = (await quotes.get(quoteId))!;
    const token = (await s.site.db.kysely.selectFrom("quotes").select("token").where("id", "=", quoteId).executeTakeFirstOrThrow()).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(view).toMatchObject({ state: "sent", current: { version: 1, status: "sent" }, link: `https://twiga.example/quotes/${token}` });
    expect(view.whatsappUrl).toMatch(/^https:\/\/wa\.me\/254700000001\?text=/);
    expect(decodeURIComponent(view.whatsappUrl!.split("text=")[1]!)).toContain(`https://twiga.example/quotes/${token}`);
    await waitUntil(() => mailsTo("send@traveller.example").some((m) => m.subject.includes("quote")), "the quote email", 15_000);
    const mail = mailsTo("send@traveller.example").find((m) => m.subject.includes("quote"))!;
    expect(mail.text).toContain(`https://twiga.example/quotes/${token}`);
    expect(mail.html).toContain(`https://twiga.example/quotes/${token}`);
    expect(mail.text).toContain("Karibu! Dates held until Friday.");
    expect((await inquiryRow(id)).status).toBe("quoted");
    // Sending twice sends nothing new.
    expect(await s.site.quotes.send(quoteId, { actor: { id: ids.sales!, email: "sales@tests.example" }, ip: null })).toMatchObject({ ok: false, status: 409 });

    // Frozen: a change makes version 2, a draft the traveller does not see; version 1 is unchanged.
    const v1 = (await s.site.db.kysely.selectFrom("quote_versions").select("document").where("quote_id", "=", quoteId).where("version", "=", 1).executeTakeFirstOrThrow()).document;
    expect(await quotes.save(quoteId, { ...documentToForm(view.document), "options.0.discount": "2000" })).toEqual({ ok: true, version: 2 });
    expect((await s.site.db.kysely.selectFrom("quote_versions").select("document").where("quote_id", "=", quoteId).where("version", "=", 1).executeTakeFirstOrThrow()).document).toBe(v1);
    const seen = await s.site.publicQuotes.open(token, { recordOpening: false });
    expect(seen).toMatchObject({ kind: "found", quote: { version: 1, reference: expect.stringMatching(/ v1$/), options: [{ discount: 100_000, total: 19_900_000 }] } });
    expect(await quotes.send(quoteId, documentToForm((await quotes.get(quoteId))!.document))).toEqual({ ok: true, version: 2 });
    expect(await s.site.publicQuotes.open(token, { recordOpening: false })).toMatchObject({ kind: "found", quote: { version: 2, options: [{ discount: 200_000 }] } });
    expect((await audit(quoteId)).map((a) => a.action)).toEqual(["quote.created", "quote.line_overridden", "quote.version_sent", "quote.version_created", "quote.version_sent"]);
  });

  it("a quote never sent is not found by its link; a currency the rates do not price is refused on the tier", async () => {
    const id = await inquiry({ email: "draft@traveller.example" });
    const { quoteId, token } = await sendTestQuote(s.site, id, { send: false });
    expect(await s.site.publicQuotes.open(token, { recordOpening: true })).toEqual({ kind: "not_found" });
    expect(await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toEqual({ kind: "not_found" });
    const values = documentToForm((await quotesAs("sales").get(quoteId))!.document);
    expect(await quotesAs("sales").save(quoteId, { ...values, currency: "USD" })).toMatchObject({ ok: false, status: 400, errors: { "options.0.tier": expect.stringContaining("KES") } });
    expect((await quotesAs("sales").get(quoteId))!.document.currency).toBe("KES");
  });

  it("records openings, and accepting moves the inquiry to won and emails its owner", async () => {
    const id = await inquiry({ email: "accept@traveller.example", full_name: "Wambui Njoroge" });
    await s.site.db.kysely.updateTable("inquiries").set({ owner_id: ids.sales! }).where("id", "=", id).execute();
    const { quoteId, token } = await sendTestQuote(s.site, id, { secondOption: true });
    const pub = s.site.publicQuotes;
    expect((await quotesAs("sales").get(quoteId))!.firstOpenedAt).toBeNull();
    const opened = await pub.open(token, { recordOpening: true });
    expect(opened).toMatchObject({ kind: "found", quote: { state: "sent", travellerName: "Wambui Njoroge", options: [{ id: "o1" }, { id: "o2", title: "Premier" }] } });
    await pub.open(token, { recordOpening: true });
    await pub.open(token, { recordOpening: false });
    const view = (await quotesAs("sales").get(quoteId))!;
    expect(view.openCount).toBe(2);
    expect(view.firstOpenedAt! <= view.lastOpenedAt!).toBe(true);

    expect(await pub.accept(token, "o9", { version: 1, termsAccepted: true })).toMatchObject({ kind: "invalid", errors: { option: expect.any(String) } });
    // Accepting needs the terms agreed to, and the version read.
    expect(await pub.accept(token, "o2", { version: 1, termsAccepted: false })).toMatchObject({ kind: "invalid", errors: { terms: expect.any(String) } });
    expect(await pub.accept(token, "o2", { version: 2, termsAccepted: true })).toMatchObject({ kind: "changed" });
    const accepted = await pub.accept(token, "o2", { version: 1, termsAccepted: true });
    expect(accepted).toMatchObject({ kind: "done", quote: { state: "accepted", acceptedOptionId: "o2" } });
    const row = await inquiryRow(id);
    expect(row.status).toBe("won");
    await waitUntil(() => mailsTo("sales@tests.example").some((m) => m.subject.startsWith("Quote accepted")), "the owner's email", 15_000);
    const mail = mailsTo("sales@tests.example").find((m) => m.subject.startsWith("Quote accepted"))!;
    expect(mail.text).toContain("Premier");
    expect(mail.text).toContain(`https://twiga.example/console/quotes/${quoteId}`);
    // Only once: a second accept and a late change request change nothing.
    expect(await pub.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "closed", quote: { acceptedOptionId: "o2" } });
    expect(await pub.requestChanges(token, "Can we add a night?")).toMatchObject({ kind: "closed" });
    expect((await quotesAs("sales").get(quoteId))!).toMatchObject({ state: "accepted", accepted: { version: 1, optionId: "o2", optionTitle: "Premier" } });
    expect((await audit(quoteId)).filter((a) => a.action === "quote.accepted")).toHaveLength(1);
    const events = await s.site.db.kysely.selectFrom("inquiry_events").selectAll().where("inquiry_id", "=", id).where("to_value", "=", "won").execute();
    expect(events).toHaveLength(1);
  });

  it("asks for changes (stored, the sales address emailed when nobody owns the inquiry), and refuses an empty or tampered request", async () => {
    const id = await inquiry({ email: "changes@traveller.example", full_name: "Halima Said" });
    const { quoteId, token } = await sendTestQuote(s.site, id);
    const pub = s.site.publicQuotes;
    expect(await pub.requestChanges(token, "   ")).toMatchObject({ kind: "invalid", errors: { message: expect.any(String) } });
    expect(await pub.requestChanges(token, "x".repeat(2001))).toMatchObject({ kind: "invalid", errors: { message: expect.any(String) } });
    // Another first character (six full bits; the last one of a 256-bit token is "A" one time in 16, which made this flaky).
    const tampered = (token.startsWith("A") ? "B" : "A") + token.slice(1);
    expect(tampered).not.toBe(token);
    expect(await pub.requestChanges(tampered, "Hello")).toEqual({ kind: "not_found" });
    expect(await pub.open("not-a-token", { recordOpening: true })).toEqual({ kind: "not_found" });
    expect(await pub.requestChanges(token, "Could we stay a night longer in the Mara?")).toMatchObject({ kind: "done", quote: { state: "changes_requested" } });
    await waitUntil(() => mailsTo("sales-desk@tests.example").some((m) => m.subject.startsWith("Changes asked for") && m.text.includes("Halima Said")), "the changes email", 15_000);
    expect((await quotesAs("sales").get(quoteId))!.requests).toEqual([expect.objectContaining({ kind: "changes", version: 1, message: "Could we stay a night longer in the Mara?" })]);
    expect((await audit(quoteId)).map((a) => a.action)).toContain("quote.changes_requested");
  });

  it("an expired quote refuses acceptance and takes one fresh-quote request a day", async () => {
    const id = await inquiry({ email: "expired@traveller.example", full_name: "Jabari Mwangi" });
    const { quoteId, token } = await sendTestQuote(s.site, id);
    const pub = s.site.publicQuotes;
    expect(await pub.requestFresh(token)).toMatchObject({ kind: "invalid" });
    await expireTestQuote(s.site, quoteId);
    expect(await pub.open(token, { recordOpening: true })).toMatchObject({ kind: "found", quote: { state: "expired", validUntil: "2020-01-15" } });
    expect(await pub.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "expired" });
    expect(await pub.requestChanges(token, "Still interested")).toMatchObject({ kind: "expired" });
    expect((await inquiryRow(id)).status).toBe("quoted");
    expect(await pub.requestFresh(token)).toMatchObject({ kind: "done" });
    expect(await pub.requestFresh(token)).toMatchObject({ kind: "done" });
    await waitUntil(() => mailsTo("sales-desk@tests.example").some((m) => m.subject.startsWith("Fresh quote") && m.text.includes("Jabari")), "the fresh-quote email", 15_000);
    const requests = await s.site.db.kysely.selectFrom("quote_requests").selectAll().where("quote_id", "=", quoteId).execute();
    expect(requests.map((r) => r.kind)).toEqual(["fresh"]);
    const outbox = await s.site.db.kysely.selectFrom("outbox_messages").select("kind").where("inquiry_id", "=", id).where("kind", "=", "quote_fresh_requested").execute();
    expect(outbox).toHaveLength(1);
  });

  it("erasing the traveller's personal data disables the link and removes their name and words from the quote", async () => {
    const id = await inquiry({ email: "erase@traveller.example", full_name: "Imani Kariuki" });
    const { quoteId, token } = await sendTestQuote(s.site, id, { message: "Jambo Imani!" });
    expect(await s.site.publicQuotes.requestChanges(token, "Imani here: one more night please")).toMatchObject({ kind: "done" });
    await s.site.inquiryPipeline.erasePersonalData("erase@traveller.example", { actor: { id: ids.sales!, email: "sales@tests.example" }, ip: null });
    expect(await s.site.publicQuotes.open(token, { recordOpening: true })).toEqual({ kind: "not_found" });
    const stored = JSON.stringify(await s.site.db.kysely.selectFrom("quote_versions").selectAll().where("quote_id", "=", quoteId).execute());
    const requests = JSON.stringify(await s.site.db.kysely.selectFrom("quote_requests").selectAll().where("quote_id", "=", quoteId).execute());
    expect(stored + requests).not.toContain("Imani");
    expect((await quotesAs("sales").get(quoteId))!.whatsappUrl).toBeNull();
  });

  it("only sales and owners build quotes: editors and viewers are refused before anything is read", async () => {
    const id = await inquiry({ email: "roles@traveller.example" });
    for (const role of ["editor", "viewer"]) {
      const refused = await quotesAs(role)
        .createFromInquiry(id)
        .then(() => null, (e: unknown) => e);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    }
    expect(await s.site.db.kysely.selectFrom("quotes").select("id").where("inquiry_id", "=", id).execute()).toEqual([]);
  });
});
