/**
 * Issue 26 items 2 and 4 (the rules) on both databases, over the real quote store: accepting a
 * quote option makes one booking in the same transaction (accepting again, or two acceptances at
 * once, never make a second), with its reference, the accepted version, the frozen lines, the
 * schedule from the stored booking terms and those terms frozen; its state follows the money;
 * the same "Record payment" form sent twice credits once; a payment of another amount is credited
 * and flagged; bad input is refused field by field and credits nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as bookingLoader } from "../../app/bookings/booking-page.tsx";
import { bookingReference } from "../../domain/bookings/booking.ts";
import { addDays } from "../../domain/rates/dates.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { saveBookingTerms } from "../../server/services/booking-terms.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { travellerPageContext } from "../helpers/page-contexts.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk-njoroge@tests.example" }, ip: "10.0.0.5" };
const TERMS = { depositPercent: 40, depositDueDaysAfterAcceptance: 5, balanceDueDaysBeforeDeparture: 60, cancellationScale: [{ daysBefore: 45, refundPercent: 80 }, { daysBefore: 10, refundPercent: 20 }] };

describe.each(DIALECTS)("bookings on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const today = () => officeDate(new Date());

  async function acceptedBooking(email: string) {
    const res = await s.post({ ...validInquiry, email });
    expect(res.status).toBe(201);
    const { quoteId, token } = await sendTestQuote(s.site, (await res.json()).id, { extraLines: [{ label: "Safari as described", amount: 30_000_001 }] });
    const done = await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true });
    expect(done.kind).toBe("done");
    const made = (await s.site.bookings.forQuote(quoteId))!;
    return { quoteId, token, booking: (await s.site.bookings.get(made.id))!, made };
  }
  const pay = (id: number, fields: Record<string, string>, submission = s.site.bookings.newSubmissionKey()) =>
    s.site.bookings.recordPayment(id, { method: "bank_transfer", receivedOn: today(), reference: "FT2611ABC", note: "", submission, ...fields }, CLERK);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, TERMS, CLERK)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("accepting makes one booking: its reference, the accepted version, frozen lines, schedule and terms", async () => {
    const { quoteId, token, booking, made } = await acceptedBooking("booked@traveller.example");
    expect(made.reference).toBe(bookingReference(booking.id));
    expect(made.reference).toMatch(/^BK-\d{5,}$/);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(booking).toMatchObject({ quoteId, quoteVersion: 1, state: "awaiting_deposit", currency: expect.stringMatching(/^(KES|USD)$/), paid: 0, bookedOn: today() });
    expect(booking.document.lines.map((l) => l.label)).toContain("Safari as described");
    expect(booking.total).toBe(booking.document.subtotal - booking.document.discount);
    expect(booking.document.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The schedule from the stored terms: 40% rounded up, due 5 days after today; the balance 60 days before departure.
    const deposit = Math.ceil((booking.total * 40) / 100);
    expect(booking.schedule).toEqual({ deposit: { amount: deposit, dueDate: addDays(today(), 5) }, balance: { amount: booking.total - deposit, dueDate: addDays(booking.document.startDate!, -60) } });
    expect(booking.terms).toEqual({ ...TERMS, balanceReminderDaysBefore: 14, overdueReminderDaysAfter: 3 });

    // Accepting again makes nothing: the quote answers closed, and there is still one booking.
    const again = await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true });
    expect(again.kind).toBe("closed");
    expect(await s.site.db.kysely.selectFrom("bookings").select("id").where("quote_id", "=", quoteId).execute()).toHaveLength(1);

    // Terms changed later never change a booking made.
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, { ...TERMS, depositPercent: 90 }, CLERK)).toMatchObject({ ok: true });
    expect((await s.site.bookings.get(booking.id))!.schedule.deposit.amount).toBe(deposit);
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, TERMS, CLERK)).toMatchObject({ ok: true });
  });

  it("two acceptances at once make one booking", async () => {
    const res = await s.post({ ...validInquiry, email: "twice@traveller.example" });
    const { quoteId, token } = await sendTestQuote(s.site, (await res.json()).id);
    const answers = await Promise.all([1, 2, 3].map(() => s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })));
    expect(answers.filter((a) => a.kind === "done")).toHaveLength(1);
    expect(await s.site.db.kysely.selectFrom("bookings").select("id").where("quote_id", "=", quoteId).execute()).toHaveLength(1);
  });

  it("the state follows the money; the same form twice credits once; another amount is credited and flagged", async () => {
    const { booking } = await acceptedBooking("payer@traveller.example");
    const major = (minor: number) => (minor / 100).toFixed(2);
    // Part of the deposit: credited as received, flagged, still awaiting the deposit.
    const part = await pay(booking.id, { amount: major(1000_00) });
    expect(part).toMatchObject({ ok: true, credited: true, flag: "different_amount", state: "awaiting_deposit" });
    // The rest of the deposit, sent twice with the same form: credited once, then confirmed.
    const key = s.site.bookings.newSubmissionKey();
    const rest = booking.schedule.deposit.amount - 1000_00;
    const [first, second] = await Promise.all([pay(booking.id, { amount: major(rest) }, key), pay(booking.id, { amount: major(rest) }, key)]);
    expect([first, second].filter((r) => r.ok && r.credited)).toHaveLength(1);
    expect(first).toMatchObject({ ok: true, flag: null, state: "confirmed" });
    expect(second).toMatchObject({ ok: true, state: "confirmed" });
    let now = (await s.site.bookings.get(booking.id))!;
    expect(now).toMatchObject({ state: "confirmed", paid: booking.schedule.deposit.amount, due: booking.schedule.balance.amount });
    expect(now.payments).toHaveLength(2);
    // The balance: paid in full.
    expect(await pay(booking.id, { amount: major(booking.schedule.balance.amount), method: "cash", reference: "" })).toMatchObject({ ok: true, credited: true, flag: null, state: "paid_in_full" });
    now = (await s.site.bookings.get(booking.id))!;
    expect(now).toMatchObject({ state: "paid_in_full", paid: booking.total, due: 0 });
    // More than the total: credited, flagged for a refund.
    expect(await pay(booking.id, { amount: "10" })).toMatchObject({ ok: true, credited: true, flag: "overpaid", state: "paid_in_full" });
    const audit = await s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_type", "=", "booking").where("entity_id", "=", String(booking.id)).orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual(Array(4).fill("booking.payment_recorded"));
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ state: "confirmed", amount: rest });
    expect(audit[0]).toMatchObject({ actor_email: CLERK.actor.email, ip: CLERK.ip });
  });

  it("refuses bad input field by field (400) and credits nothing", async () => {
    const { booking } = await acceptedBooking("badinput@traveller.example");
    const bad = await s.site.bookings.recordPayment(booking.id, { method: "bitcoin", amount: "12,34.567", receivedOn: "yesterday", reference: "x".repeat(200), note: "", submission: "not-a-key" }, CLERK);
    expect(bad).toMatchObject({ ok: false, status: 400 });
    const errors = (bad as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["amount", "form", "method", "receivedOn", "reference"]);
    expect((await pay(booking.id, { amount: "0" })) as { errors: Record<string, string> }).toMatchObject({ ok: false, status: 400, errors: { amount: expect.any(String) } });
    expect((await pay(booking.id, { amount: "100", reference: "" })) as object).toMatchObject({ ok: false, errors: { reference: expect.any(String) } });
    expect(await pay(booking.id, { amount: "100", receivedOn: addDays(today(), 10) })).toMatchObject({ ok: false, errors: { receivedOn: expect.any(String) } });
    expect(await pay(999_999, { amount: "100" })).toMatchObject({ ok: false, status: 404 });
    expect((await s.site.bookings.get(booking.id))!).toMatchObject({ paid: 0, state: "awaiting_deposit", payments: [] });
  });

  it("a tampered or malformed booking link finds nothing", async () => {
    const { made } = await acceptedBooking("links@traveller.example");
    expect((await s.site.bookings.byToken(made.token))!.id).toBe(made.id);
    expect(await s.site.bookings.byToken(made.token.slice(0, -1) + (made.token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await s.site.bookings.byToken("../../etc/passwd")).toBeNull();
    expect(await s.site.bookings.byToken("")).toBeNull();
  });

  it("the booking page: the traveller's view from the link (no staff notes), a 404 for a tampered one, no-store and noindex; the quote page links to it", async () => {
    const { token, booking, made } = await acceptedBooking("page@traveller.example");
    await s.site.bookings.recordPayment(booking.id, { method: "cash", amount: "1000", receivedOn: today(), reference: "", note: "secret staff note <b>", submission: s.site.bookings.newSubmissionKey() }, CLERK);
    const context = await travellerPageContext(s.site, s.url);
    const found = (await bookingLoader({ params: { token: made.token }, context, request: new Request(`${s.url}/bookings/${made.token}`) } as never)) as any;
    const b = found.booking;
    expect(b).toMatchObject({ reference: made.reference, state: "awaiting_deposit", total: booking.total, paid: 100_000, due: booking.total - 100_000 });
    expect(b.schedule.map((r: { label: string }) => r.label)).toEqual(["Deposit", "Balance"]);
    expect(b.cancellation[0]).toBe("Cancelled 45 days or more before departure: 80% of the total refunded.");
    expect(JSON.stringify(b)).not.toContain("secret staff note");
    expect(JSON.stringify(b)).not.toContain(CLERK.actor.email);
    const missing = (await bookingLoader({ params: { token: "x".repeat(43) }, context, request: new Request(`${s.url}/bookings/x`) } as never)) as any;
    expect(missing.init.status).toBe(404);
    const res = await fetch(`${s.url}/bookings/${made.token}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("etag")).toBeNull();
    const quote = await s.site.publicQuotes.open(token, { recordOpening: false });
    expect(quote.kind === "found" && quote.quote.booking).toEqual({ reference: made.reference, link: expect.stringMatching(new RegExp(`/bookings/${made.token}$`)) });
    // The acceptance email carries the booking's link.
    const outbox = await s.site.db.kysely.selectFrom("outbox_messages" as never).selectAll().execute() as any[];
    const mail = outbox.find((m) => JSON.stringify(m).includes("page@traveller.example") && JSON.stringify(m).includes("quote_acceptance_confirmation"));
    expect(JSON.stringify(mail)).toContain(`/bookings/${made.token}`);
  });

  it("lists bookings by state, soonest departure first, with what is paid", async () => {
    const all = await s.site.bookings.list();
    expect(all.length).toBeGreaterThanOrEqual(5);
    const starts = all.map((r) => r.startDate ?? "9999-12-31");
    expect(starts).toEqual([...starts].sort());
    const paidInFull = await s.site.bookings.list({ state: "paid_in_full" });
    expect(paidInFull.length).toBeGreaterThanOrEqual(1);
    expect(paidInFull.every((r) => r.state === "paid_in_full" && r.paid >= r.total)).toBe(true);
    const awaiting = await s.site.bookings.list({ state: "awaiting_deposit" });
    expect(awaiting.every((r) => r.state === "awaiting_deposit")).toBe(true);
    expect(awaiting.map((r) => r.reference)).not.toContain(paidInFull[0]!.reference);
    // An unknown state is no filter, never an error.
    expect(await s.site.bookings.list({ state: "nonsense" })).toHaveLength(all.length);
  });
});
