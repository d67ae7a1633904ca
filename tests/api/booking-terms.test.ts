/**
 * Issue 26 item 1 on both databases: the booking terms are a setting. Only an owner with a fresh
 * proof of identity changes them (a stale session is asked for the proof, a sales member is
 * refused), bad input is refused field by field and stores nothing, a change is audited with the
 * terms before and after, and a quote accepted afterwards is computed and worded with the stored
 * terms (one reader, loadBookingTerms).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_TERMS } from "../../domain/booking-terms.ts";
import { addDays } from "../../domain/rates/dates.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { can, type Permission, type Role } from "../../domain/staff-roles.ts";
import type { StaffGate, StaffMember } from "../../domain/staff-context.ts";
import { createBookingTermsConsole } from "../../server/services/booking-terms-console.ts";
import { loadBookingTerms } from "../../server/services/booking-terms.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** A gate for one member, checking roles as the real one does (a thrown 403 Response). */
function gateFor(role: Role, freshUntil: number): StaffGate {
  const member: StaffMember = { id: `m-${role}`, email: `${role}@tests.example`, name: role, role, twoFactorEnabled: true, sessionId: "s1", freshUntil };
  const require = async (permission?: Permission) => {
    if (permission && !can(role, permission)) throw new Response("Your role does not allow this.", { status: 403 });
    return member;
  };
  return { current: async () => member, require, requireFresh: require } as StaffGate;
}

const NEW_TERMS = {
  depositPercent: "30",
  depositDueDaysAfterAcceptance: "3",
  balanceDueDaysBeforeDeparture: "45",
  cancellationScale: [
    { daysBefore: "60", refundPercent: "90" },
    { daysBefore: "20", refundPercent: "40" },
  ],
};

describe.each(DIALECTS)("booking terms as a setting on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const consoleFor = (role: Role, fresh = true) =>
    createBookingTermsConsole({ db: s.site.db.kysely, audit: s.site.auditLog, gate: gateFor(role, fresh ? Date.now() + 600_000 : Date.now() - 1), ip: "10.0.0.9", onSaved: () => s.site.catalogue.invalidate() });
  const changes = () => s.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "booking_terms.changed").orderBy("id").execute();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("reads the defaults until an owner saves terms", async () => {
    expect(await loadBookingTerms(s.site.db.kysely)).toEqual(BOOKING_TERMS);
    expect((await consoleFor("owner").read()).terms).toEqual(BOOKING_TERMS);
  });

  it("refuses a sales member, and asks an owner with a stale session for the proof; nothing is stored", async () => {
    await expect(consoleFor("sales").save(NEW_TERMS)).rejects.toMatchObject({ status: 403 });
    await expect(consoleFor("sales").read()).rejects.toMatchObject({ status: 403 });
    expect(await consoleFor("owner", false).read()).toMatchObject({ needsProof: true });
    const stale = await consoleFor("owner", false).save(NEW_TERMS);
    expect(stale).toMatchObject({ ok: false, status: 401 });
    expect(Object.keys((stale as { errors: Record<string, string> }).errors)).toContain("proof");
    expect(await loadBookingTerms(s.site.db.kysely)).toEqual(BOOKING_TERMS);
    expect(await changes()).toHaveLength(0);
  });

  it("the inquiry's confirmation says the stored deposit terms, not the defaults (the API's answer, which the form shows)", async () => {
    const before = await (await s.post({ ...validInquiry, email: "terms-before@traveller.example" })).json();
    expect(before.deposit_terms).toContain(`A ${BOOKING_TERMS.depositPercent}% deposit`);
    expect(await consoleFor("owner").save({ ...NEW_TERMS, depositPercent: "35" })).toMatchObject({ ok: true });
    const after = await (await s.post({ ...validInquiry, email: "terms-after@traveller.example" })).json();
    expect(after.deposit_terms).toContain("A 35% deposit");
    expect(after.deposit_terms).toContain("45 days before departure");
    expect(await consoleFor("owner").save({ depositPercent: String(BOOKING_TERMS.depositPercent), depositDueDaysAfterAcceptance: String(BOOKING_TERMS.depositDueDaysAfterAcceptance), balanceDueDaysBeforeDeparture: String(BOOKING_TERMS.balanceDueDaysBeforeDeparture), cancellationScale: BOOKING_TERMS.cancellationScale.map((r) => ({ daysBefore: String(r.daysBefore), refundPercent: String(r.refundPercent) })) })).toMatchObject({ ok: true });
    expect(await changes()).toHaveLength(2);
    // Put back: later tests count from none.
    await s.site.db.kysely.deleteFrom("audit_log").where("action", "=", "booking_terms.changed").execute();
  });

  it("refuses bad input field by field (400) and stores nothing", async () => {
    const bad = await consoleFor("owner").save({
      depositPercent: "0",
      depositDueDaysAfterAcceptance: "two",
      balanceDueDaysBeforeDeparture: "30",
      cancellationScale: [
        { daysBefore: "30", refundPercent: "50" },
        { daysBefore: "10", refundPercent: "80" },
        { daysBefore: "30", refundPercent: "20" },
      ],
    });
    expect(bad.ok).toBe(false);
    const errors = (bad as { status: number; errors: Record<string, string> }).errors;
    expect((bad as { status: number }).status).toBe(400);
    expect(errors.depositPercent).toMatch(/between 1 and 100/);
    expect(errors.depositDueDaysAfterAcceptance).toMatch(/whole number/);
    expect(errors["cancellationScale.1.refundPercent"]).toMatch(/cannot refund more/);
    expect(Object.keys(errors).some((k) => /^cancellationScale\.[02]\.daysBefore$/.test(k))).toBe(true);
    expect(await loadBookingTerms(s.site.db.kysely)).toEqual(BOOKING_TERMS);
  });

  it("the reminder days: saved when given, refused by name when they do not read", async () => {
    const bad = await consoleFor("owner").save({ ...NEW_TERMS, balanceReminderDaysBefore: "0", overdueReminderDaysAfter: "soon" });
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { balanceReminderDaysBefore: expect.stringMatching(/between 1 and 180/), overdueReminderDaysAfter: expect.stringMatching(/whole number/) } });
    expect(await loadBookingTerms(s.site.db.kysely)).toEqual(BOOKING_TERMS);
    expect(await consoleFor("owner").save({ ...NEW_TERMS, balanceReminderDaysBefore: "21", overdueReminderDaysAfter: "5" })).toEqual({ ok: true });
    expect(await loadBookingTerms(s.site.db.kysely)).toMatchObject({ balanceReminderDaysBefore: 21, overdueReminderDaysAfter: 5 });
    // Put back, so the next test starts from the defaults.
    await s.site.db.kysely.deleteFrom("audit_log").where("action", "=", "booking_terms.changed").execute();
    await s.site.db.kysely.deleteFrom("site_documents").where("kind", "=", "booking_terms").execute();
    expect(await loadBookingTerms(s.site.db.kysely)).toEqual(BOOKING_TERMS);
  });

  it("an owner with a fresh proof saves them, audited; a quote accepted afterwards uses them", async () => {
    expect(await consoleFor("owner").save(NEW_TERMS)).toEqual({ ok: true });
    const stored = await loadBookingTerms(s.site.db.kysely);
    // Sent without the reminder days (a form from before they existed): their defaults are stored (decision 0055).
    expect(stored).toEqual({ depositPercent: 30, depositDueDaysAfterAcceptance: 3, balanceDueDaysBeforeDeparture: 45, balanceReminderDaysBefore: 14, overdueReminderDaysAfter: 3, cancellationScale: [{ daysBefore: 60, refundPercent: 90 }, { daysBefore: 20, refundPercent: 40 }] });
    const [entry] = await changes();
    expect(entry).toMatchObject({ actor_email: "owner@tests.example", ip: "10.0.0.9" });
    expect(JSON.parse(entry!.before_json!)).toEqual(JSON.parse(JSON.stringify(BOOKING_TERMS)));
    expect(JSON.parse(entry!.after_json!)).toEqual(stored);

    // The public pages read them from the catalogue, renewed on save; so does the inquiry acknowledgement.
    expect(await s.site.catalogue.bookingTerms()).toEqual(stored);
    const res = await s.post({ ...validInquiry, email: "terms@traveller.example" });
    const ack = await s.site.db.kysely.selectFrom("outbox_messages" as never).selectAll().execute() as any[];
    const acknowledgement = ack.find((m) => m.kind === "traveller_acknowledgement" && JSON.stringify(m).includes("terms@traveller.example"));
    expect(JSON.stringify(acknowledgement)).toContain("A 30% deposit confirms your booking once you accept the quote (due within 3 days of accepting the quote); the balance is due 45 days before departure.");
    const { token } = await sendTestQuote(s.site, (await res.json()).id);
    const opened = await s.site.publicQuotes.open(token, { recordOpening: false });
    expect(opened.kind).toBe("found");
    const before = opened.kind === "found" ? opened.quote : null!;
    expect(before.depositTerms).toContain("A 30% deposit confirms your booking; it is due within 3 days");
    expect(before.options[0]!.deposit.amount).toBe(Math.ceil((before.options[0]!.total * 30) / 100));
    const done = await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true });
    expect(done.kind).toBe("done");
    const accepted = done.kind === "done" ? done.quote.acceptance! : null!;
    expect(accepted.deposit).toEqual({ amount: Math.ceil((accepted.total * 30) / 100), dueDate: addDays(officeDate(new Date()), 3), onAcceptance: false });
    expect(accepted.balance.amount).toBe(accepted.total - accepted.deposit.amount);
  });
});
