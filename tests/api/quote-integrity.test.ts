/**
 * Issue 24, items 1-3 and two of item 4, on both databases against a real site and SMTP server:
 * a copied option prices itself (the "seen" USD 5,600 Premier replayed), an override carried into
 * another tier is flagged and sent only when confirmed, an accepted quote is locked and changed only
 * by an explicit amendment that the traveller accepts in its place while their page keeps what they
 * accepted, accepting needs the terms and the version read, the traveller gets a written confirmation
 * with the amounts, due dates and how to pay, the builder warns when the nights priced differ from
 * the package's length and tells resident and international tiers apart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_TERMS } from "../../domain/booking-terms.ts";
import { copyOptionFields, documentToForm } from "../../domain/quotes/builder-form.ts";
import { addDays } from "../../domain/rates/dates.ts";
import { RATE_SHEET_COLUMNS } from "../../domain/rates/rate-sheet.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import type { QuoteActor } from "../../server/services/quotes/index.ts";
import { createCompanyDetails, createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { tierIds } from "../helpers/rates.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const PUBLIC_URL = "https://twiga.example";
const OWNER: QuoteActor = { actor: { id: "rates-owner", email: "owner@tests.example" }, ip: null };
const WANJIKU: QuoteActor = { actor: { id: "agent-wanjiku", email: "wanjiku@tests.example" }, ip: "10.0.0.7" };
const OTIENO: QuoteActor = { actor: { id: "agent-otieno", email: "otieno@tests.example" }, ip: "10.0.0.8" };

describe.each(DIALECTS)("quote integrity on %s", (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;
  let pkg: { id: number; comfort: number; premier: number; durationDays: number };
  let company: Awaited<ReturnType<typeof createCompanyDetails>>;

  const audit = (quoteId: number) =>
    s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_type", "=", "quote").where("entity_id", "=", String(quoteId)).orderBy("id").execute();
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));
  const tokenOf = async (quoteId: number) => (await s.site.db.kysely.selectFrom("quotes").select("token").where("id", "=", quoteId).executeTakeFirstOrThrow()).token;

  async function newQuote(email: string, body: Record<string, unknown> = {}) {
    const res = await s.post({ ...validInquiry, email, package: pkg.id, budget_tier: "comfort", ...body });
    expect(res.status).toBe(201);
    const created = await s.site.quotes.createFromInquiry((await res.json()).id, WANJIKU);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    return created.id;
  }
  const form = async (quoteId: number) => documentToForm((await s.site.quotes.get(quoteId))!.document);

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, PUBLIC_URL, SALES_EMAIL: "sales-desk@tests.example", SEED_DEMO: "false" });
    // A package with one Comfort and one Premier tier for residents (the rate sheet names tiers by
    // type), made here (issue 25 item 6) on a site without the demo, so no other season or deal applies.
    const days = Array.from({ length: 5 }, (_, i) => testDay({ title: `Day ${i + 1}` }));
    const made = await createPackage(s.site, { tiers: [testTier({ tier_type: "comfort", price_kshs: 90_000, days }), testTier({ tier_type: "premier", price_kshs: 140_000, days })] });
    const ids = await tierIds(s.site, made.id);
    // And one with two Comfort tiers, one for residents and one for international visitors.
    await createPackage(s.site, {
      tiers: [
        testTier({ tier_type: "comfort", for_residents: true, price_kshs: 90_000, days }),
        testTier({ tier_type: "comfort", for_residents: false, for_non_residents: true, price_kshs: null, price_usd: 900, days }),
      ],
    });
    company = await createCompanyDetails(s.site);
    pkg = { id: made.id, comfort: ids.comfort!, premier: ids.premier!, durationDays: days.length };
    expect(await s.site.rates.saveSeason({ name: "All year", kind: "recurring", start: "01-01", end: "12-31", priority: 0 }, OWNER)).toMatchObject({ ok: true });
    const sheet = [
      RATE_SHEET_COLUMNS.join(","),
      "comfort,residents,All year,KES,per_person_sharing,no,15000,6000,0-2: 0; 3-11: 7500,",
      "premier,residents,All year,KES,per_person_sharing,no,24750,9000,0-2: 0; 3-11: 12000,",
      "",
    ].join("\r\n");
    expect(await s.site.rates.importSheet(pkg.id, sheet, OWNER)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("seen: a copy of option 1 switched to Premier kept option 1's override and discount and named an agent for it; now it takes Premier's rates", async () => {
    const quoteId = await newQuote("copy@traveller.example", { children_ages: [], pax_children: 0 });
    // Option 1 (Comfort): 2 adults x 4 nights x 15,000 = 120,000, overridden by Wanjiku to 100,000, with a 1,000 discount.
    let values = await form(quoteId);
    expect(values["options.0.lines.0.amount"]).toBe("120000");
    expect(await s.site.quotes.save(quoteId, { ...values, "options.0.lines.0.amount": "100000", "options.0.discount": "1000" }, WANJIKU)).toMatchObject({ ok: true });
    // Otieno adds an option (the builder's "Add an option") and switches the copy to Premier.
    values = await form(quoteId);
    const copy = copyOptionFields(values, 0, 1);
    const saved = await s.site.quotes.save(quoteId, { ...values, ...copy, "options.1.title": "Premier", "options.1.tier": `${pkg.id}:${pkg.premier}` }, OTIENO);
    expect(saved).toMatchObject({ ok: true });
    const view = (await s.site.quotes.get(quoteId))!;
    const [comfort, premier] = view.document.options;
    // 2 adults x 4 nights x 24,750 = 198,000: Premier's own rates, no override, no discount.
    expect(premier!.tierId).toBe(pkg.premier);
    expect(premier!.lines.map((l) => [l.priced, l.override])).toEqual([[19_800_000, null]]);
    expect(premier!.discount).toBe(0);
    expect(view.previews[1]).toMatchObject({ total: 19_800_000, overridesFromAnotherTier: [] });
    // Option 1 keeps its override, still Wanjiku's, and its discount.
    expect(comfort!.lines[0]!.override).toMatchObject({ amount: 10_000_000, byEmail: "wanjiku@tests.example", tierId: pkg.comfort });
    expect(comfort!.discount).toBe(100_000);
    // The only override audited is the one Wanjiku made, on option 1.
    const overrides = (await audit(quoteId)).filter((a) => a.action === "quote.line_overridden");
    expect(overrides).toHaveLength(1);
    expect(JSON.parse(overrides[0]!.after_json!)).toMatchObject({ option: "o1", amount: 10_000_000 });
  });

  it("a package's deal prices its quote as it prices the party price and the inquiry's estimate (one price source)", async () => {
    await s.site.db.kysely.updateTable("packages").set({ is_deal: 1, deal_percent: 10, deal_starts_on: null, deal_ends_on: null }).where("id", "=", pkg.id).execute();
    try {
      const quoteId = await newQuote("deal@traveller.example", { children_ages: [], pax_children: 0 });
      const values = await form(quoteId);
      // 2 adults x 4 nights x 15,000, less 10% on each unit price: 2 x 4 x 13,500 = 108,000.
      expect(values["options.0.lines.0.amount"]).toBe("108000");
      const inquiry = await s.site.db.kysely.selectFrom("inquiries").select(["estimate_total"]).where("email", "=", "deal@traveller.example").executeTakeFirstOrThrow();
      expect(Number(inquiry.estimate_total)).toBe(10_800_000);
    } finally {
      await s.site.db.kysely.updateTable("packages").set({ deal_percent: null }).where("id", "=", pkg.id).execute();
    }
  });

  it("an override carried into another tier is flagged, and the quote is sent only once that is confirmed", async () => {
    const quoteId = await newQuote("carried@traveller.example", { children_ages: [], pax_children: 0 });
    let values = await form(quoteId);
    expect(await s.site.quotes.save(quoteId, { ...values, "options.0.lines.0.amount": "100000" }, WANJIKU)).toMatchObject({ ok: true });
    // The tier changes to Premier; the typed 100,000 stays in the form (as "Use this tier's days" leaves it).
    values = await form(quoteId);
    expect(await s.site.quotes.save(quoteId, { ...values, "options.0.tier": `${pkg.id}:${pkg.premier}` }, OTIENO)).toMatchObject({ ok: true });
    const view = (await s.site.quotes.get(quoteId))!;
    const line = view.document.options[0]!.lines[0]!;
    expect(line).toMatchObject({ priced: 19_800_000, override: { amount: 10_000_000, byEmail: "wanjiku@tests.example", tierId: pkg.comfort } });
    expect(view.previews[0]!.overridesFromAnotherTier).toEqual([line.key]);
    const refused = await s.site.quotes.send(quoteId, OTIENO);
    expect(refused).toMatchObject({ ok: false, status: 400, errors: { confirm_overrides: expect.stringContaining("typed for another tier") } });
    expect((await s.site.quotes.get(quoteId))!.current.status).toBe("draft");
    expect(await s.site.quotes.send(quoteId, OTIENO, { overrides: true })).toEqual({ ok: true, version: 1 });
  });

  it("seen: after acceptance a re-priced version replaced what the traveller accepted; now the accepted version is locked and a change is an explicit amendment", async () => {
    const quoteId = await newQuote("locked@traveller.example", { full_name: "Brian Kamau" });
    expect(await s.site.quotes.send(quoteId, WANJIKU)).toEqual({ ok: true, version: 1 });
    const token = await tokenOf(quoteId);
    const pub = s.site.publicQuotes;
    const v1 = await pub.open(token, { recordOpening: false });
    const acceptedTotal = v1.kind === "found" ? v1.quote.options[0]!.total : 0;
    expect(await pub.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done", quote: { state: "accepted" } });

    // The agent re-prices the line and saves: refused, nothing written, the traveller's page unchanged.
    const values = await form(quoteId);
    const repriced = { ...values, "options.0.lines.0.amount": "260000" };
    expect(await s.site.quotes.save(quoteId, repriced, WANJIKU)).toMatchObject({ ok: false, status: 409, errors: { amendment: expect.stringContaining("locked") } });
    expect((await s.site.quotes.get(quoteId))!.versions).toHaveLength(1);
    expect(await pub.open(token, { recordOpening: false })).toMatchObject({ kind: "found", quote: { version: 1, state: "accepted", acceptedOptionId: "o1" } });

    // As an amendment: version 2, a draft; sending it also needs the amendment said.
    expect(await s.site.quotes.save(quoteId, { ...repriced, amendment: "on" }, WANJIKU)).toEqual({ ok: true, version: 2 });
    expect((await s.site.quotes.get(quoteId))!.amendment).toEqual({ version: 2, status: "draft" });
    // The amendment's draft saves again freely; sending it asks again.
    expect(await s.site.quotes.save(quoteId, { ...repriced, message: "Updated park fees." }, WANJIKU)).toEqual({ ok: true, version: 2 });
    expect(await s.site.quotes.send(quoteId, WANJIKU)).toMatchObject({ ok: false, status: 409, errors: { amendment: expect.any(String) } });
    expect(await s.site.quotes.send(quoteId, WANJIKU, { amendment: true })).toEqual({ ok: true, version: 2 });
    await waitUntil(() => mailsTo("locked@traveller.example").some((m) => m.subject.startsWith("An amendment to your accepted quote")), "the amendment email", 15_000);

    // The traveller's page: the amendment to accept, and what they accepted and when, still there.
    const opened = await pub.open(token, { recordOpening: false });
    expect(opened).toMatchObject({ kind: "found", quote: { version: 2, state: "sent", amendsVersion: 1, acceptance: { version: 1, optionId: "o1", total: acceptedTotal, acceptedOn: officeDate(new Date()) } } });
    const amendedTotal = opened.kind === "found" ? opened.quote.options[0]!.total : 0;
    expect(amendedTotal).not.toBe(acceptedTotal);
    // A page read before the amendment cannot accept it unseen.
    expect(await pub.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "changed", quote: { version: 2 } });
    expect(await pub.accept(token, "o1", { version: 2, termsAccepted: true })).toMatchObject({ kind: "done", quote: { version: 2, state: "accepted", acceptance: { version: 2, total: amendedTotal }, amendsVersion: null } });
    expect((await s.site.quotes.get(quoteId))!.accepted).toMatchObject({ version: 2, optionId: "o1" });
    const actions = (await audit(quoteId)).map((a) => a.action);
    expect(actions).toEqual(["quote.created", "quote.version_sent", "quote.accepted", "quote.amendment_started", "quote.line_overridden", "quote.version_sent", "quote.accepted"]);
  });

  it("the traveller gets a written confirmation of what they accepted: amounts, due dates by the booking terms, and how to pay", async () => {
    const quoteId = await newQuote("confirmed@traveller.example", { full_name: "Njeri Mwangi" });
    expect(await s.site.quotes.send(quoteId, WANJIKU)).toEqual({ ok: true, version: 1 });
    const token = await tokenOf(quoteId);
    const done = await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true });
    expect(done.kind).toBe("done");
    const quote = done.kind === "done" ? done.quote : null!;
    const today = officeDate(new Date());
    // Never due the same day it is asked for: the booking terms' days after acceptance.
    expect(quote.acceptance!.deposit).toEqual({ amount: Math.ceil(quote.acceptance!.total / 2), dueDate: addDays(today, BOOKING_TERMS.depositDueDaysAfterAcceptance), onAcceptance: false });
    await waitUntil(() => mailsTo("confirmed@traveller.example").some((m) => m.subject.startsWith("You accepted")), "the traveller's confirmation", 15_000);
    const mail = mailsTo("confirmed@traveller.example").find((m) => m.subject.startsWith("You accepted"))!;
    const total = new Intl.NumberFormat("en-US").format(quote.acceptance!.total / 100);
    const deposit = new Intl.NumberFormat("en-US").format(quote.acceptance!.deposit.amount / 100);
    expect(mail.subject).toContain(`Comfort: KES ${total}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Jambo Njeri");
      expect(part).toContain(`Total: KES ${total}.`);
      expect(part).toContain(`Deposit: KES ${deposit}, due `);
      expect(part).toContain("Balance: KES ");
      // How to pay: the company's bank and M-Pesa details, from the company details document.
      expect(part).toContain(company.payment.bankName);
      expect(part).toContain(`Account number: ${company.payment.accountNumber}`);
      expect(part).toContain(`business number ${company.payment.mpesaPaybill}`);
      expect(part).toContain(`${PUBLIC_URL}/quotes/${token}`);
      expect(part).toContain(`${PUBLIC_URL}/terms`);
    }
    // The owner's email too, and each only once.
    await waitUntil(() => mailsTo("sales-desk@tests.example").some((m) => m.subject.startsWith("Quote accepted") && m.text.includes("Njeri")), "the owner's email", 15_000);
    expect(mailsTo("confirmed@traveller.example").filter((m) => m.subject.startsWith("You accepted"))).toHaveLength(1);
  });

  it("warns when the nights priced differ from the package's length, and tells resident and international tiers apart", async () => {
    const nights = Math.max(1, pkg.durationDays - 1);
    const start = "2027-08-10";
    const quoteId = await newQuote("nights@traveller.example", { start_date: start, end_date: addDays(start, nights) });
    expect((await s.site.quotes.get(quoteId))!.previews[0]!.nightsNote).toBeNull();
    const values = await form(quoteId);
    expect(await s.site.quotes.save(quoteId, { ...values, end_date: addDays(start, nights + 2) }, WANJIKU)).toMatchObject({ ok: true });
    expect((await s.site.quotes.get(quoteId))!.previews[0]!.nightsNote).toContain(`The trip's dates give ${nights + 2} nights, but`);

    // Packages with two tiers of one type (one for residents, one for international visitors) read apart.
    const choices = await s.site.quotes.choices();
    const twins = choices.filter((p) => p.tiers.some((t, i) => p.tiers.some((u, j) => i !== j && u.name === t.name)));
    expect(twins.length).toBeGreaterThan(0);
    for (const p of twins) {
      const labels = p.tiers.map((t) => `${t.name}${t.audience ? ` (${t.audience})` : ""}`);
      expect(new Set(labels).size, labels.join(" | ")).toBe(labels.length);
    }
  });
});
