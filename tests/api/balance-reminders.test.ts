/**
 * Issue 26 item 6 on both databases, counted at a real SMTP server: one reminder before the balance
 * is due and one when it is overdue, each once, with the link to pay; never to a booking paid in
 * full or cancelled, nor after a payment that covers the total; the days are the owner's settings;
 * and never twice when two processes (two sites sharing PostgreSQL; two jobs on one SQLite site)
 * run the job at the same moment. The clock is injected: the test moves it, nothing waits for a day.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "../../domain/rates/money.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { saveBookingTerms } from "../../server/services/booking-terms.ts";
import { BalanceReminders } from "../../server/services/bookings/reminders.ts";
import type { Site } from "../../server/site.ts";
import { BOOKING_TERMS } from "../../domain/booking-terms.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk@tests.example" }, ip: "10.0.0.5" };
const PUBLIC_URL = "https://safaris.example";
// Departure 10 August 2027 (validInquiry); the balance is due 30 days before, on 11 July 2027.
const BALANCE_DUE = "2027-07-11";
const at = (day: string) => new Date(`${day}T06:00:00Z`);

describe.each(DIALECTS)("balance reminders on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let s: TestSite;
  /** A second process on the same PostgreSQL database; on SQLite, the same site (one process only). */
  let other: TestSite | null = null;
  let clock = at("2027-06-01");
  const today = () => officeDate(new Date());
  const jobOn = (site: Site) => new BalanceReminders(site.db.kysely, site.db.dialect, site.outbox, site.auditLog, { pollMs: 3_600_000, now: () => clock });

  async function booked(email: string) {
    const res = await s.post({ ...validInquiry, email });
    expect(res.status).toBe(201);
    const { quoteId, token } = await sendTestQuote(s.site, (await res.json()).id, { extraLines: [{ label: "Safari as described", amount: 30_000_000 }] });
    expect((await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
    const made = (await s.site.bookings.forQuote(quoteId))!;
    return { ...made, email, view: (await s.site.bookings.get(made.id))! };
  }
  const pay = (id: number, minor: number) =>
    s.site.bookings.recordPayment(id, { method: "cash", amount: (minor / 100).toFixed(2), receivedOn: today(), reference: "", note: "", submission: s.site.bookings.newSubmissionKey() }, CLERK);
  const remindersTo = (email: string) => smtp.mails.filter((m) => m.envelopeTo.includes(email) && /balance/i.test(m.subject));
  /** Every balance reminder queued so far has reached the SMTP server (or failed): nothing more is on its way. */
  const allReminderMailSettled = async () => {
    const rows = (await s.site.db.kysely.selectFrom("outbox_messages" as never).select(["status" as never, "kind" as never]).execute()) as Array<{ status: string; kind: string }>;
    return rows.filter((r) => r.kind === "balance_reminder").every((r) => r.status === "sent" || r.status === "dead");
  };
  const reminderAudits = async (bookingId: number) =>
    (await s.site.db.kysely.selectFrom("audit_log").select("action").where("entity_type", "=", "booking").where("entity_id", "=", String(bookingId)).where("action", "=", "booking.reminder_queued").execute()).length;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startTestSmtp();
    const env = { ...FAST_OUTBOX, SMTP_URL: smtp.url, PUBLIC_URL, BALANCE_REMINDER_POLL_MS: "3600000" };
    s = await startTestSite(database, { ...FAST_OUTBOX, ...env });
    if (dialect === "postgres") other = await startTestSite(database, { ...FAST_OUTBOX, ...env });
  });
  afterAll(async () => {
    await other?.stop();
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("one before the balance is due, one when overdue, each once, with the amount, the date and the link; never to a paid or cancelled booking", async () => {
    const owing = await booked("owing@traveller.example");
    const nothingPaid = await booked("nothing-paid@traveller.example");
    const paidInFull = await booked("paid-in-full@traveller.example");
    const cancelled = await booked("cancelled@traveller.example");
    const paysLate = await booked("pays-late@traveller.example");
    expect(owing.view.schedule.balance.dueDate).toBe(BALANCE_DUE);
    expect(await pay(owing.id, owing.view.schedule.deposit.amount)).toMatchObject({ ok: true, state: "confirmed" });
    expect(await pay(paysLate.id, paysLate.view.schedule.deposit.amount)).toMatchObject({ ok: true, state: "confirmed" });
    expect(await pay(paidInFull.id, paidInFull.view.total)).toMatchObject({ ok: true, state: "paid_in_full" });
    await s.site.db.kysely.updateTable("bookings").set({ state: "cancelled" }).where("id", "=", cancelled.id).execute();
    const job = jobOn(s.site);

    // The day before the window opens (14 days before 11 July): nothing.
    clock = at("2027-06-26");
    expect(await job.tick()).toEqual([]);
    // The window opens: the two that owe get one each (not the paid, not the cancelled).
    clock = at("2027-06-27");
    const first = await job.tick();
    expect(first.map((o) => [o.bookingId, o.kind]).sort()).toEqual(
      [[owing.id, "before"], [nothingPaid.id, "before"], [paysLate.id, "before"]].sort(),
    );
    // Again the same day and later in the window: nothing more.
    expect(await job.tick()).toEqual([]);
    clock = at("2027-07-05");
    expect(await job.tick()).toEqual([]);
    await waitUntil(() => remindersTo(paysLate.email).length === 1 && remindersTo(owing.email).length === 1 && remindersTo(nothingPaid.email).length === 1, "the before reminders at the SMTP server");

    const mail = remindersTo(owing.email)[0]!;
    const owed = formatAmount(owing.view.total - owing.view.schedule.deposit.amount, owing.view.currency);
    expect(mail.subject).toBe(`Your balance of ${owed} is due on Sun, 11 July 2027 (${owing.reference})`);
    expect(mail.text).toContain(`Still to pay: ${owed}.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/bookings/${owing.token}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/bookings/${owing.token}"`);
    // Nothing paid yet: everything is still to pay.
    expect(remindersTo(nothingPaid.email)[0]!.text).toContain(`Still to pay: ${formatAmount(nothingPaid.view.total, nothingPaid.view.currency)}.`);

    // The balance paid before it is overdue: no overdue reminder.
    expect(await pay(paysLate.id, paysLate.view.total - paysLate.view.schedule.deposit.amount)).toMatchObject({ ok: true, state: "paid_in_full" });
    // Due 11 July, overdue reminder 3 days after: not on the 13th, on the 14th.
    clock = at("2027-07-13");
    expect(await job.tick()).toEqual([]);
    clock = at("2027-07-14");
    expect((await job.tick()).map((o) => [o.bookingId, o.kind]).sort()).toEqual([[owing.id, "overdue"], [nothingPaid.id, "overdue"]].sort());
    clock = at("2027-07-20");
    expect(await job.tick()).toEqual([]);
    await waitUntil(() => remindersTo(owing.email).length === 2 && remindersTo(nothingPaid.email).length === 2, "the overdue reminders at the SMTP server");
    await waitUntil(allReminderMailSettled, "every reminder sent");

    const overdue = remindersTo(owing.email)[1]!;
    expect(overdue.subject).toBe(`Your balance of ${owed} is overdue (${owing.reference})`);
    expect(overdue.text).toContain("was due on Sun, 11 July 2027");
    expect(remindersTo(owing.email)).toHaveLength(2);
    expect(remindersTo(nothingPaid.email)).toHaveLength(2);
    expect(remindersTo(paysLate.email)).toHaveLength(1);
    expect(remindersTo(paidInFull.email)).toHaveLength(0);
    expect(remindersTo(cancelled.email)).toHaveLength(0);
    expect(await reminderAudits(owing.id)).toBe(2);
  });

  it("the days are the owner's settings", async () => {
    expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, { ...BOOKING_TERMS, balanceReminderDaysBefore: 40, overdueReminderDaysAfter: 10 }, CLERK)).toMatchObject({ ok: true });
    try {
      const b = await booked("settings@traveller.example");
      const job = jobOn(s.site);
      // 40 days before 11 July is 1 June.
      clock = at("2027-05-31");
      expect((await job.tick()).filter((o) => o.bookingId === b.id)).toEqual([]);
      clock = at("2027-06-01");
      expect((await job.tick()).filter((o) => o.bookingId === b.id)).toEqual([{ bookingId: b.id, kind: "before", outboxMessageId: expect.any(Number) }]);
      clock = at("2027-07-20");
      expect((await job.tick()).filter((o) => o.bookingId === b.id)).toEqual([]);
      clock = at("2027-07-21");
      expect((await job.tick()).filter((o) => o.bookingId === b.id)).toEqual([{ bookingId: b.id, kind: "overdue", outboxMessageId: expect.any(Number) }]);
    } finally {
      expect(await saveBookingTerms(s.site.db.kysely, s.site.auditLog, BOOKING_TERMS, CLERK)).toMatchObject({ ok: true });
    }
  });

  it("a payment landing while the job decides: the reminder is either decided before it (and counted it as unpaid) or not sent", async () => {
    const racing = await Promise.all(Array.from({ length: 5 }, (_, i) => booked(`pays-while-reminded-${i}@traveller.example`)));
    const job = jobOn((other ?? s).site);
    clock = at("2027-07-01");
    // Each booking's whole amount is paid while the job runs over them (on PostgreSQL from another process).
    const [outcomes] = await Promise.all([job.tick(), ...racing.map((b) => pay(b.id, b.view.total))]);
    expect((await job.tick()).filter((o) => racing.some((b) => b.id === o.bookingId))).toEqual([]);
    const audit = s.site.db.kysely;
    for (const b of racing) {
      const entries = await audit.selectFrom("audit_log").select(["id", "action"]).where("entity_type", "=", "booking").where("entity_id", "=", String(b.id)).orderBy("id").execute();
      const reminded = outcomes.some((o) => o.bookingId === b.id);
      // Reminded only when the decision came before the payment (the row lock orders them); never after it.
      expect(entries.map((e) => e.action)).toEqual(reminded ? ["booking.reminder_queued", "booking.payment_recorded"] : ["booking.payment_recorded"]);
    }
  });

  it("never twice when two processes run the job at the same moment", async () => {
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => booked(`race-${i}@traveller.example`)));
    const jobs = [jobOn(s.site), jobOn((other ?? s).site), jobOn(s.site), jobOn((other ?? s).site)];
    clock = at("2027-07-01");
    const outcomes = (await Promise.all(jobs.map((j) => j.tick()))).flat().filter((o) => many.some((b) => b.id === o.bookingId));
    // Whichever process won each booking, each was queued exactly once; a second round finds nothing.
    expect(outcomes.map((o) => o.bookingId).sort()).toEqual(many.map((b) => b.id).sort());
    expect((await Promise.all(jobs.map((j) => j.tick()))).flat().filter((o) => many.some((b) => b.id === o.bookingId))).toEqual([]);
    await waitUntil(() => many.every((b) => remindersTo(b.email).length >= 1), "a reminder for every raced booking");
    await waitUntil(allReminderMailSettled, "every reminder sent");
    for (const b of many) {
      expect(remindersTo(b.email)).toHaveLength(1);
      expect(await reminderAudits(b.id)).toBe(1);
    }
    const rows = await s.site.db.kysely.selectFrom("booking_reminders" as never).select(["booking_id" as never]).execute();
    for (const b of many) expect(rows.filter((r) => (r as { booking_id: number }).booking_id === b.id)).toHaveLength(1);
  });
});
