/**
 * Issue 26 items 2, 7 and 8 (decision 0054) on both databases, over the real stores: the
 * travellers' details saved from the traveller's link and by staff (partial, invalid fields named
 * and nothing saved, the same form twice saved once), the passport flag, the departure manifest,
 * an inquiry's erasure reaching them; a state set by hand only with a reason, audited and in the
 * history; a cancellation's refund at several points of the frozen scale, shown before and
 * recorded; refunds recorded by owners only (403 for sales), once per form, at most what was paid,
 * and the card refund hook.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as bookingLoader } from "../../app/bookings/booking-page.tsx";
import { addDays } from "../../domain/rates/dates.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { can, type Permission, type Role } from "../../domain/staff-roles.ts";
import type { StaffGate, StaffMember } from "../../domain/staff-context.ts";
import { saveBookingTerms } from "../../server/services/booking-terms.ts";
import type { CardRefundRequest } from "../../server/services/bookings/card-refund-hook.ts";
import { createBookingDeskConsole } from "../../server/services/bookings/desk-console.ts";
import { BookingDesk } from "../../server/services/bookings/desk.ts";
import { createBookingTravellers } from "../../server/services/bookings/travellers-page.ts";
import { travellerPageContext } from "../helpers/page-contexts.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk-njoroge@tests.example" }, ip: "10.0.0.5" };
// 60+ days: 90% refundable; 30-59: 50%; 7-29: 10%; less: nothing.
const TERMS = { depositPercent: 40, depositDueDaysAfterAcceptance: 5, balanceDueDaysBeforeDeparture: 60, cancellationScale: [{ daysBefore: 60, refundPercent: 90 }, { daysBefore: 30, refundPercent: 50 }, { daysBefore: 7, refundPercent: 10 }] };
const START = validInquiry.start_date; // 2027-08-10, to 2027-08-14; 2 adults and 2 children

/** A gate for one member, checking roles as the real one does (a thrown 403 Response). */
function gateFor(role: Role): StaffGate {
  const member: StaffMember = { id: `m-${role}`, email: `${role}@tests.example`, name: role, role, twoFactorEnabled: true, sessionId: "s1", freshUntil: Date.now() + 600_000 };
  const require = async (permission?: Permission) => {
    if (permission && !can(role, permission)) throw new Response("Your role does not allow this.", { status: 403 });
    return member;
  };
  return { current: async () => member, require, requireFresh: require } as StaffGate;
}

describe.each(DIALECTS)("a booking's travellers, state, cancellation and refunds on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const today = () => officeDate(new Date());
  const key = () => crypto.randomUUID();
  const hookCalls: CardRefundRequest[] = [];
  let hookAnswer = true;
  /** The desk as the site builds it, but with a clock on the day before departure and a hook that remembers. */
  let late: BookingDesk;
  const consoleFor = (role: Role, desk?: BookingDesk) => createBookingDeskConsole(desk ?? s.site.bookingDesk, s.site.bookings, gateFor(role), "10.0.0.9");
  const travellers = () => createBookingTravellers(s.site.bookings, s.site.bookingDesk);

  async function acceptedBooking(email: string) {
    const res = await s.post({ ...validInquiry, email });
    expect(res.status).toBe(201);
    const { quoteId, token } = await sendTestQuote(s.site, (await res.json()).id, { extraLines: [{ label: "Safari as described", amount: 10_000_000 }] });
    expect((await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
    const made = (await s.site.bookings.forQuote(quoteId))!;
    return { made, booking: (await s.site.bookings.get(made.id))! };
  }
  const payAll = (id: number, minor: number) =>
    s.site.bookings.recordPayment(id, { method: "cash", amount: (minor / 100).toFixed(2), receivedOn: today(), reference: "", note: "", submission: key() }, CLERK);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, TERMS, CLERK)).toMatchObject({ ok: true });
    late = new BookingDesk(s.site.db.kysely, {
      audit: s.site.auditLog,
      dialect,
      now: () => new Date(`${addDays(START, -1)}T09:00:00Z`),
      requestCardRefund: async (r) => (hookCalls.push(r), hookAnswer),
    });
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("the traveller saves a half-filled list; a wrong field is named, everything typed comes back and nothing is saved", async () => {
    const { made } = await acceptedBooking("party@traveller.example");
    const page = (await travellers().open(made.token))!;
    expect(page.places.map((p) => p.label)).toEqual(["Adult 1", "Adult 2", "Child 1 (age 7)", "Child 2 (age 12)"]);
    expect(page.open).toBe(true);

    const bad = await travellers().save(made.token, { submission: page.submission, "travellers.0.fullName": "Amina Wanjiru", "travellers.0.dateOfBirth": "1985-02-30", "travellers.1.passportExpiry": "soon", "travellers.2.dateOfBirth": addDays(today(), 3) });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys((bad as { errors: object }).errors).sort()).toEqual(["travellers.0.dateOfBirth", "travellers.1.passportExpiry", "travellers.2.dateOfBirth"]);
    expect((await travellers().open(made.token))!.places.every((p) => p.details.fullName === "")).toBe(true);

    // The corrected form, with its same key: saved; only the first traveller's details and one child's diet.
    const good = { submission: page.submission, "travellers.0.fullName": "Amina Wanjiru", "travellers.0.dateOfBirth": "1985-02-28", "travellers.0.nationality": "Kenyan", "travellers.0.passportNumber": "ak 1234567", "travellers.0.passportExpiry": "2035-01-01", "travellers.3.dietary": "No nuts" };
    expect(await travellers().save(made.token, good)).toEqual({ ok: true, saved: true });
    const after = (await travellers().open(made.token))!;
    expect(after.places[0]!.details).toMatchObject({ fullName: "Amina Wanjiru", passportNumber: "AK1234567" });
    expect(after.places[0]!.missing).toEqual([]);
    expect(after.places[1]!.missing).toHaveLength(5);
    expect(after.places[3]!.details.dietary).toBe("No nuts");

    // A tampered link saves nothing.
    expect(await travellers().save(made.token.slice(0, -1) + (made.token.endsWith("A") ? "B" : "A"), good)).toMatchObject({ ok: false, status: 404 });
    expect(await travellers().open("x".repeat(43))).toBeNull();
    // A form without its key is out of date.
    expect(await travellers().save(made.token, { ...good, submission: "" })).toMatchObject({ ok: false, status: 400, errors: { form: expect.any(String) } });
  });

  it("the same form sent twice at once is saved and audited once", async () => {
    const { made } = await acceptedBooking("double@traveller.example");
    const submission = (await travellers().open(made.token))!.submission;
    const form = { submission, "travellers.1.fullName": "Baraka Wanjiru" };
    const answers = await Promise.all([travellers().save(made.token, form), travellers().save(made.token, form)]);
    expect(answers.map((a) => a.ok && a.saved).sort()).toEqual([false, true]);
    const audit = await s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_id", "=", String(made.id)).where("action", "=", "booking.travellers_saved").execute();
    expect(audit).toHaveLength(1);
    // The trail names the place and field, never the value.
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ by: "traveller", changed: { "2": ["fullName"] } });
    expect(audit[0]!.after_json).not.toContain("Baraka");
    expect(audit[0]!.actor_id).toBeNull();
  });

  it("flags a passport expiring within six months of the trip's end, to the traveller, to staff and in the manifest", async () => {
    const { made } = await acceptedBooking("passport@traveller.example");
    const submission = (await travellers().open(made.token))!.submission;
    // The trip ends 2027-08-14: six months later is 2028-02-14.
    await travellers().save(made.token, { submission, "travellers.0.fullName": "Expiring Soon", "travellers.0.passportExpiry": "2028-02-13", "travellers.1.fullName": "Just Fine", "travellers.1.passportExpiry": "2028-02-14", "travellers.2.fullName": "Expired", "travellers.2.passportExpiry": "2027-08-13" });
    const page = (await travellers().open(made.token))!;
    expect(page.places.map((p) => p.passportFlag)).toEqual(["within_six_months", null, "expires_before_trip_ends", null]);
    const desk = (await consoleFor("sales").get(made.id))!;
    expect(desk.places.map((p) => p.passportFlag)).toEqual(["within_six_months", null, "expires_before_trip_ends", null]);
    // Staff edit the passport: the flag goes.
    const values: Record<string, string> = { submission: desk.submission };
    for (const p of desk.places) for (const [f, v] of Object.entries(p.details)) values[`travellers.${p.position}.${f}`] = v;
    values["travellers.0.passportExpiry"] = "2030-01-01";
    expect(await consoleFor("sales").saveTravellers(made.id, values)).toEqual({ ok: true, saved: true });
    expect((await consoleFor("sales").get(made.id))!.places[0]!.passportFlag).toBeNull();
    expect((await consoleFor("sales").get(made.id))!.history.at(-1)).toMatchObject({ by: "sales@tests.example", text: expect.stringMatching(/saved \(traveller 1\)/) });
    // The manifest: the departure day, the booking, every place with its flags.
    const manifest = await consoleFor("sales").manifest({ from: START, to: START });
    const day = manifest.days.find((d) => d.date === START)!;
    const booking = day.bookings.find((b) => b.id === made.id)!;
    expect(booking.travellers.map((t) => [t.details.fullName, t.passportFlag, t.missing.includes("passport number")])).toEqual([
      ["Expiring Soon", null, true],
      ["Just Fine", null, true],
      ["Expired", "expires_before_trip_ends", true],
      ["", null, true],
    ]);
    // The default window is the coming six weeks (this departure is later); bad dates are named and the default is used.
    expect((await consoleFor("sales").manifest({})).days.some((d) => d.date === START)).toBe(false);
    expect((await consoleFor("sales").manifest({ from: "2027-02-30", to: "never" })).errors).toEqual({ from: expect.any(String), to: expect.any(String) });
    await expect(consoleFor("editor").manifest({})).rejects.toMatchObject({ status: 403 });
    await expect(consoleFor("viewer").get(made.id)).rejects.toMatchObject({ status: 403 });
  });

  it("an inquiry's export lists its travellers' details; its erasure deletes them, stops the link and keeps the money", async () => {
    const { made, booking } = await acceptedBooking("erase-me@traveller.example");
    const submission = (await travellers().open(made.token))!.submission;
    await travellers().save(made.token, { submission, "travellers.0.fullName": "Secret Person", "travellers.0.passportNumber": "ZZ9999999", "travellers.0.medical": "Asthma" });
    await payAll(made.id, 5000_00);
    const owner = { actor: { id: "owner-1", email: "owner@tests.example" }, ip: null };
    // The traveller's export lists the details given.
    const exported = await s.site.inquiryPipeline.exportPersonalData("erase-me@traveller.example", owner);
    expect(exported.travellers).toEqual([expect.objectContaining({ booking_id: made.id, position: 0, full_name: "Secret Person", passport_number: "ZZ9999999", medical: "Asthma" })]);
    await s.site.inquiryPipeline.erasePersonalData("erase-me@traveller.example", owner);
    expect((await s.site.inquiryPipeline.exportPersonalData("erase-me@traveller.example", owner)).travellers).toEqual([]);
    expect(await s.site.db.kysely.selectFrom("booking_travellers").selectAll().where("booking_id", "=", made.id).execute()).toEqual([]);
    expect(await s.site.bookings.byToken(made.token)).toBeNull();
    const after = (await s.site.bookings.get(made.id))!;
    expect(after.document.travellerName).toBe("[erased]");
    expect(after).toMatchObject({ total: booking.total, paid: 5000_00 });
    const everything = JSON.stringify(await s.site.db.kysely.selectFrom("booking_travellers" as never).selectAll().execute()) + JSON.stringify(await s.site.db.kysely.selectFrom("audit_log").selectAll().execute());
    expect(everything).not.toContain("Secret Person");
    expect(everything).not.toContain("ZZ9999999");
  });

  it("a state set by hand needs a reason, only where the money does not decide, and is audited and in the history", async () => {
    const { made, booking } = await acceptedBooking("state@traveller.example");
    const sales = consoleFor("sales");
    expect(await sales.changeState(made.id, { state: "travelled", reason: "   " })).toMatchObject({ ok: false, status: 400, errors: { reason: expect.any(String) } });
    expect(await sales.changeState(made.id, { state: "paid_in_full", reason: "They promised" })).toMatchObject({ ok: false, status: 409, errors: { state: expect.stringMatching(/payments decide/) } });
    expect(await sales.changeState(made.id, { state: "cancelled", reason: "No" })).toMatchObject({ ok: false, status: 409, errors: { state: expect.stringMatching(/own form/) } });
    expect((await s.site.bookings.get(made.id))!.state).toBe("awaiting_deposit");

    await payAll(made.id, booking.total);
    expect(await sales.changeState(made.id, { state: "travelled", reason: "Back from the Mara, all well." })).toEqual({ ok: true, state: "travelled" });
    // Money never moves a travelled booking; back by hand goes to what the money gives.
    expect((await sales.get(made.id))!.handTargets).toEqual(["paid_in_full"]);
    expect(await sales.changeState(made.id, { state: "confirmed", reason: "oops" })).toMatchObject({ ok: false, status: 409 });
    expect(await sales.changeState(made.id, { state: "paid_in_full", reason: "Marked travelled by mistake." })).toEqual({ ok: true, state: "paid_in_full" });
    const audit = await s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_id", "=", String(made.id)).where("action", "=", "booking.state_changed").orderBy("id").execute();
    expect(audit.map((a) => [JSON.parse(a.before_json!).state, JSON.parse(a.after_json!).state, JSON.parse(a.after_json!).reason, a.actor_email])).toEqual([
      ["paid_in_full", "travelled", "Back from the Mara, all well.", "sales@tests.example"],
      ["travelled", "paid_in_full", "Marked travelled by mistake.", "sales@tests.example"],
    ]);
    const history = (await sales.get(made.id))!.history.map((h) => h.text);
    expect(history.some((t) => t.includes("from Paid in full to Travelled") && t.includes("Back from the Mara"))).toBe(true);
    await expect(consoleFor("editor").changeState(made.id, { state: "travelled", reason: "x" })).rejects.toMatchObject({ status: 403 });
  });

  it("cancelling computes the refund from the frozen scale at several points, shows it first, records it once; payments stop", async () => {
    // The terms change after booking: the frozen scale still applies.
    const bookings = [];
    for (const who of ["c60", "c59", "c30", "c7", "c6"]) bookings.push(await acceptedBooking(`${who}@traveller.example`));
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, { ...TERMS, cancellationScale: [{ daysBefore: 1, refundPercent: 100 }] }, CLERK)).toMatchObject({ ok: true });
    const total = bookings[0]!.booking.total;
    const deposit = bookings[0]!.booking.schedule.deposit.amount;
    const sales = consoleFor("sales", late);
    // Everyone paid in full but the last, who paid the deposit.
    for (const b of bookings.slice(0, 4)) await payAll(b.made.id, total);
    await payAll(bookings[4]!.made.id, deposit);
    const expected: Array<[number, number, number]> = [
      // days before, refundable %, refund
      [60, 90, total - Math.floor((total * 10) / 100)],
      [59, 50, total - Math.floor((total * 50) / 100)],
      [30, 50, total - Math.floor((total * 50) / 100)],
      [7, 10, total - Math.floor((total * 90) / 100)],
      [6, 0, 0],
    ];
    for (const [i, [days, percent, refund]] of expected.entries()) {
      const id = bookings[i]!.made.id;
      const on = addDays(START, -days);
      const preview = await sales.previewCancellation(id, on);
      expect(preview).toMatchObject({ ok: true, figures: { daysBefore: days, refundPercent: percent, refund } });
      // Nothing is written by the preview.
      expect((await s.site.bookings.get(id))!.state).not.toBe("cancelled");
    }
    // The deposit alone, 30 days out (50% refundable): the charge is half the total, so 0 back from a 40% deposit.
    expect(await sales.previewCancellation(bookings[4]!.made.id, addDays(START, -30))).toMatchObject({ ok: true, figures: { paid: deposit, refund: Math.max(0, deposit - Math.floor((total * 50) / 100)) } });

    // Cancelling needs a reason, a real day not in the future, and the figure shown.
    const first = bookings[0]!.made.id;
    const on = addDays(START, -60);
    expect(await sales.cancel(first, { cancelledOn: on, reason: "", expectedRefund: String(expected[0]![2]) })).toMatchObject({ ok: false, status: 400, errors: { reason: expect.any(String) } });
    expect(await sales.cancel(first, { cancelledOn: addDays(START, 5), reason: "x", expectedRefund: "0" })).toMatchObject({ ok: false, status: 400, errors: { cancelledOn: expect.stringMatching(/future/) } });
    expect(await sales.cancel(first, { cancelledOn: on, reason: "Family emergency", expectedRefund: "1" })).toMatchObject({ ok: false, status: 409 });
    expect((await s.site.bookings.get(first))!.state).toBe("paid_in_full");
    const [a, b] = await Promise.all([
      sales.cancel(first, { cancelledOn: on, reason: "Family emergency", expectedRefund: String(expected[0]![2]) }),
      sales.cancel(first, { cancelledOn: on, reason: "Family emergency", expectedRefund: String(expected[0]![2]) }),
    ]);
    expect([a, b].map((r) => r.ok && r.already).sort()).toEqual([false, true]);
    expect(a).toMatchObject({ ok: true, figures: { refund: expected[0]![2] } });
    const view = (await sales.get(first))!;
    expect(view).toMatchObject({ state: "cancelled", cancellation: { cancelledOn: on, daysBefore: 60, refundPercent: 90, refundOwed: expected[0]![2], reason: "Family emergency", cancelledByEmail: "sales@tests.example" } });
    expect(view.handTargets).toEqual([]);
    const audit = await s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_id", "=", String(first)).where("action", "=", "booking.cancelled").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ reason: "Family emergency", refund_owed: expected[0]![2] });
    // A cancelled booking takes no more payments, no hand state, no traveller changes.
    expect(await payAll(first, 100)).toMatchObject({ ok: false, status: 409 });
    expect(await sales.changeState(first, { state: "travelled", reason: "x" })).toMatchObject({ ok: false, status: 409 });
    // The traveller's page says cancelled, with the refund owed.
    const token = bookings[0]!.made.token;
    const page = (await travellers().open(token))!;
    expect(page).toMatchObject({ open: false, cancellation: { cancelledOn: on, refundOwed: expected[0]![2], refunded: 0 } });
    expect(await travellers().save(token, { submission: page.submission, "travellers.0.fullName": "Late" })).toMatchObject({ ok: false, status: 409 });
    const loaded = (await bookingLoader({ params: { token }, context: await travellerPageContext(s.site, s.url), request: new Request(`${s.url}/bookings/${token}`) } as never)) as any;
    expect(loaded.booking.state).toBe("cancelled");
    expect(loaded.travellers.cancellation.refundOwed).toBe(expected[0]![2]);
  });

  it("refunds: owners only (403 for sales), once per form, at most what was paid, M-Pesa by hand, card through the hook", async () => {
    const { made, booking } = await acceptedBooking("refund@traveller.example");
    await payAll(made.id, booking.total);
    const owner = consoleFor("owner", late);
    const sales = consoleFor("sales", late);
    const fields = { method: "mpesa", amount: "1000.00", madeOn: addDays(START, -2), reference: "SGH7XYZ12", note: "" };
    // Not cancelled yet: nothing to refund here.
    expect(await owner.recordRefund(made.id, { ...fields, submission: key() })).toMatchObject({ ok: false, status: 409 });
    const on = addDays(START, -40);
    const preview = await owner.previewCancellation(made.id, on);
    expect(preview.ok).toBe(true);
    const owed = (preview as { figures: { refund: number } }).figures.refund;
    expect(await sales.cancel(made.id, { cancelledOn: on, reason: "Changed plans", expectedRefund: String(owed) })).toMatchObject({ ok: true });

    await expect(sales.recordRefund(made.id, { ...fields, submission: key() })).rejects.toMatchObject({ status: 403 });
    expect((await sales.get(made.id))!.mayRecordRefunds).toBe(false);
    expect((await owner.get(made.id))!.mayRecordRefunds).toBe(true);

    const bad = await owner.recordRefund(made.id, { method: "cheque", amount: "-5", madeOn: addDays(START, 3), reference: "", note: "", submission: "x" });
    expect(Object.keys((bad as { errors: object }).errors).sort()).toEqual(["amount", "form", "madeOn", "method"]);
    expect(await owner.recordRefund(made.id, { ...fields, reference: "", submission: key() })).toMatchObject({ ok: false, errors: { reference: expect.stringMatching(/M-Pesa/) } });
    expect(await owner.recordRefund(made.id, { ...fields, amount: ((booking.total + 1) / 100).toFixed(2), submission: key() })).toMatchObject({ ok: false, status: 400, errors: { amount: expect.any(String) } });

    // M-Pesa, sent twice with the same form: recorded once, no provider asked.
    const submission = key();
    const twice = await Promise.all([owner.recordRefund(made.id, { ...fields, submission }), owner.recordRefund(made.id, { ...fields, submission })]);
    expect(twice.map((r) => r.ok && r.recorded).sort()).toEqual([false, true]);
    expect(twice[0]).toMatchObject({ ok: true, providerRequested: false });
    expect(hookCalls).toHaveLength(0);

    // Card: recorded, then the hook is asked; it said yes.
    const card = await owner.recordRefund(made.id, { method: "card", amount: "500.00", madeOn: addDays(START, -2), reference: "PSP-123", note: "", submission: key() });
    expect(card).toMatchObject({ ok: true, recorded: true, providerRequested: true });
    expect(hookCalls).toEqual([expect.objectContaining({ bookingId: made.id, amount: 500_00, reference: "PSP-123", requestedByEmail: "owner@tests.example" })]);
    // A hook that says no: recorded as made by hand.
    hookAnswer = false;
    expect(await owner.recordRefund(made.id, { method: "card", amount: "1.00", madeOn: addDays(START, -2), reference: "", note: "", submission: key() })).toMatchObject({ ok: true, providerRequested: false });

    const view = (await owner.get(made.id))!;
    expect(view.refunded).toBe(1000_00 + 500_00 + 1_00);
    expect(view.refunds.map((r) => [r.method, r.providerRequested])).toEqual([
      ["mpesa", false],
      ["card", true],
      ["card", false],
    ]);
    const audit = await s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_id", "=", String(made.id)).where("action", "=", "booking.refund_recorded").execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actor_email: "owner@tests.example" });
    // The traveller sees what is refunded.
    const page = (await travellers().open(made.token))!;
    expect(page.cancellation).toMatchObject({ refundOwed: owed, refunded: 1501_00 });
  });
});
