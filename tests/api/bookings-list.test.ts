/**
 * Issue 26 item 8 on both databases: the console's bookings list filtered by state, departure
 * month, money (owed, balance due within N days, overdue), sorted by departure with undated
 * bookings last, paged, with the counts beside the filters; the filters read from the URL by the
 * page's loader; and the dashboard's booking figures (deposits received this month, balances
 * outstanding, departures in the next 30 days) per currency, for sales and owners only.
 * "Today" is injected, relative to the real day the bookings are made.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as listLoader } from "../../app/console/bookings/list.tsx";
import { loader as dashboardLoader } from "../../app/console/routes/dashboard.tsx";
import { consolePageContext } from "../helpers/page-contexts.ts";
import { officeDayStartsAt, previousMonth } from "../../domain/bookings/figures.ts";
import { NO_FILTER, parseBookingListFilter, type BookingListFilter } from "../../domain/bookings/list-filters.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { addDays } from "../../domain/rates/dates.ts";
import type { StaffGate, StaffMember } from "../../domain/staff-context.ts";
import { can, type Permission, type Role } from "../../domain/staff-roles.ts";
import { createBookingsConsole } from "../../server/services/bookings/bookings-console.ts";
import { BookingsService } from "../../server/services/bookings/bookings.ts";
import { listBookings } from "../../server/services/bookings/list-query.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk@tests.example" }, ip: "10.0.0.5" };

function gateFor(role: Role): StaffGate {
  const member: StaffMember = { id: `m-${role}`, email: `${role}@tests.example`, name: role, role, twoFactorEnabled: true, sessionId: "s1", freshUntil: Date.now() + 600_000 };
  const require = async (permission?: Permission) => {
    if (permission && !can(role, permission)) throw new Response("Your role does not allow this.", { status: 403 });
    return member;
  };
  return { current: async () => member, require, requireFresh: require } as StaffGate;
}

describe.each(DIALECTS)("bookings list and dashboard figures on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const T = officeDate(new Date());
  let now = T;
  let service: BookingsService;
  const b: Record<string, { id: number; reference: string; total: number; deposit: number; currency: string }> = {};

  async function booked(email: string, startIn: number | null) {
    const dates = startIn === null ? { start_date: undefined, end_date: undefined } : { start_date: addDays(T, startIn), end_date: addDays(T, startIn + 4) };
    const res = await s.post({ ...validInquiry, ...dates, email });
    expect(res.status).toBe(201);
    const { quoteId, token } = await sendTestQuote(s.site, (await res.json()).id, { extraLines: [{ label: "Safari as described", amount: 20_000_000 }] });
    expect((await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
    const view = (await s.site.bookings.get((await s.site.bookings.forQuote(quoteId))!.id))!;
    return { id: view.id, reference: view.reference, total: view.total, deposit: view.schedule.deposit.amount, currency: view.currency };
  }
  const pay = (id: number, minor: number) =>
    s.site.bookings.recordPayment(id, { method: "cash", amount: (minor / 100).toFixed(2), receivedOn: T, reference: "", note: "", submission: s.site.bookings.newSubmissionKey() }, CLERK);
  const list = (q: string) => service.listPage(parseBookingListFilter(new URLSearchParams(q)));
  const refs = async (q: string) => (await list(q)).rows.map((r) => r.reference);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
    service = new BookingsService(s.site.db.kysely, { audit: s.site.auditLog, dialect: s.site.db.dialect, now: () => new Date(`${now}T09:00:00+03:00`) });
    // Default terms: 50% deposit due 7 days after acceptance, balance 30 days before departure.
    b.soon = await booked("soon@traveller.example", 45); // deposit paid; balance due T+15
    b.confirmed = await booked("confirmed@traveller.example", 200); // deposit paid; balance due T+170
    b.cancelled = await booked("cancelled@traveller.example", 205);
    b.awaiting = await booked("awaiting@traveller.example", 210); // nothing paid; deposit due T+7
    b.paid = await booked("paid@traveller.example", 220); // paid in full
    b.undated = await booked("undated@traveller.example", null); // nothing paid
    for (const k of ["soon", "confirmed"]) expect(await pay(b[k]!.id, b[k]!.deposit)).toMatchObject({ ok: true, state: "confirmed" });
    expect(await pay(b.paid!.id, b.paid!.total)).toMatchObject({ ok: true, state: "paid_in_full" });
    await s.site.db.kysely.updateTable("bookings").set({ state: "cancelled" }).where("id", "=", b.cancelled!.id).execute();
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("sorted by departure, undated last; paged; what is paid is the payments' sum", async () => {
    now = T;
    const all = await list("");
    expect(all.rows.map((r) => r.reference)).toEqual([b.soon, b.confirmed, b.cancelled, b.awaiting, b.paid, b.undated].map((x) => x!.reference));
    expect(all.total).toBe(6);
    expect(all.rows.find((r) => r.id === b.soon!.id)).toMatchObject({ paid: b.soon!.deposit, total: b.soon!.total, balanceDue: addDays(T, 15), overdue: false });
    // Pages of two: the same order across pages, the undated booking on the last.
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listBookings(s.site.db.kysely, { ...NO_FILTER, page }, T, 2)));
    expect(pages.map((p) => p.rows.map((r) => r.id))).toEqual([[b.soon!.id, b.confirmed!.id], [b.cancelled!.id, b.awaiting!.id], [b.paid!.id, b.undated!.id], []]);
    expect(pages.every((p) => p.total === 6)).toBe(true);
  });

  it("filters by state and departure month, with the counts", async () => {
    now = T;
    expect(await refs("state=confirmed")).toEqual([b.soon!.reference, b.confirmed!.reference]);
    const month = addDays(T, 200).slice(0, 7);
    const inMonth = await list(`month=${month}`);
    expect(inMonth.rows.length).toBeGreaterThanOrEqual(1);
    expect(inMonth.rows.every((r) => r.startDate?.startsWith(month))).toBe(true);
    expect(inMonth.rows.map((r) => r.id)).toContain(b.confirmed!.id);
    const counts = (await list("")).counts;
    expect(counts.states).toEqual({ awaiting_deposit: 2, confirmed: 2, paid_in_full: 1, travelled: 0, cancelled: 1 });
    expect(counts.outstanding).toBe(4);
  });

  it("money owed, balance due within N days and overdue follow the money and the day", async () => {
    now = T;
    // Owed: not the booking paid in full, nor the cancelled one.
    expect(await refs("balance=outstanding")).toEqual([b.soon, b.confirmed, b.awaiting, b.undated].map((x) => x!.reference));
    // The undated booking's balance is due with its deposit, a week after acceptance.
    expect(await refs("balance=due&within=30")).toEqual([b.soon!.reference, b.undated!.reference]);
    expect(await refs("balance=due&within=14")).toEqual([b.undated!.reference]);
    expect(await refs("balance=due&within=200")).toEqual([b.soon, b.confirmed, b.awaiting, b.undated].map((x) => x!.reference));
    expect(await refs("balance=overdue")).toEqual([]);
    // Eight days on: the unpaid deposits (due a week after acceptance) are overdue.
    now = addDays(T, 8);
    expect(await refs("balance=overdue")).toEqual([b.awaiting!.reference, b.undated!.reference]);
    expect((await list("balance=overdue")).rows.every((r) => r.overdue)).toBe(true);
    // Past the soon booking's balance date (T+15): it is overdue too; paying it takes it off.
    now = addDays(T, 16);
    expect(await refs("balance=overdue&state=confirmed")).toEqual([b.soon!.reference]);
    expect((await list("balance=overdue")).counts.overdue).toBe(3);
    expect(await pay(b.soon!.id, b.soon!.total - b.soon!.deposit)).toMatchObject({ ok: true, state: "paid_in_full" });
    expect(await refs("balance=overdue&state=confirmed")).toEqual([]);
    expect(await refs("balance=outstanding")).not.toContain(b.soon!.reference);
  });

  it("the paid column the lists read is kept equal to the payment rows by the database, however they are written", async () => {
    const k = s.site.db.kysely;
    const sums = async () => {
      const rows = await k.selectFrom("bookings").leftJoin("booking_payments", "booking_payments.booking_id", "bookings.id").select(["bookings.id", "bookings.paid", (eb) => eb.fn.sum<string | number | null>("booking_payments.amount").as("sum")]).groupBy(["bookings.id", "bookings.paid"]).execute();
      return rows.map((r) => [r.id, Number(r.paid), Number(r.sum ?? 0)]);
    };
    const equal = async () => (await sums()).every(([, paid, sum]) => paid === sum);
    expect(await equal()).toBe(true);
    // Written by other code than recordPayment (a provider's adapter, a correction by hand): still equal.
    const one = await k.selectFrom("booking_payments").select(["id", "amount"]).where("booking_id", "=", b.confirmed!.id).executeTakeFirstOrThrow();
    await k.updateTable("booking_payments").set({ amount: Number(one.amount) - 100 }).where("id", "=", one.id).execute();
    expect(await equal()).toBe(true);
    await k.updateTable("booking_payments").set({ booking_id: b.awaiting!.id }).where("id", "=", one.id).execute();
    expect(await equal()).toBe(true);
    // A payment has its receipt (decision 0053), which names it: the receipt goes first.
    await s.site.db.kysely.deleteFrom("booking_receipts").where("payment_id", "=", one.id).execute();
    await k.deleteFrom("booking_payments").where("id", "=", one.id).execute();
    expect(await equal()).toBe(true);
    expect((await service.get(b.confirmed!.id))!.paid).toBe(0);
    // Put back as it was for the tests after this one.
    expect(await pay(b.confirmed!.id, b.confirmed!.deposit)).toMatchObject({ ok: true, state: "confirmed" });
    expect(await equal()).toBe(true);
  });

  it("the page reads its filters from the URL, for sales and owners only", async () => {
    const bookings = (role: Role) => createBookingsConsole(service, gateFor(role), "10.0.0.5", "https://safaris.example");
    const context = (role: Role) => consolePageContext({ bookings: bookings(role) });
    const answer = (await listLoader({ context: await context("sales"), request: new Request("https://safaris.example/console/bookings?state=awaiting_deposit&balance=outstanding&page=1"), params: {} } as never)) as Awaited<ReturnType<typeof listLoader>>;
    expect(answer.filter).toMatchObject({ state: "awaiting_deposit", balance: "outstanding" } satisfies Partial<BookingListFilter>);
    expect(answer.rows.map((r) => r.reference)).toEqual([b.awaiting!.reference, b.undated!.reference]);
    // Nonsense in the URL is no filter, never an error.
    const nonsense = (await listLoader({ context: await context("owner"), request: new Request("https://safaris.example/console/bookings?state=x&month=2027-99&balance=y&page=z"), params: {} } as never)) as Awaited<ReturnType<typeof listLoader>>;
    expect(nonsense.total).toBe(6);
    await expect(listLoader({ context: await context("viewer"), request: new Request("https://safaris.example/console/bookings"), params: {} } as never)).rejects.toMatchObject({ status: 403 });
    // A booking's page offers its link to send by WhatsApp, to the inquiry's number.
    const one = (await bookings("sales").get(b.awaiting!.id))!;
    expect(one.link).toMatch(/^https:\/\/safaris\.example\/bookings\/[A-Za-z0-9_-]{43}$/);
    expect(one.whatsappUrl).toMatch(/^https:\/\/wa\.me\/254\d+\?text=/);
    expect(decodeURIComponent(one.whatsappUrl!.split("?text=")[1]!)).toContain(`${b.awaiting!.reference}: ${one.link}`);
  });

  it("dashboard figures per currency: deposits received this month, balances outstanding, departures in the next 30 days", async () => {
    now = T;
    const f = await service.figures();
    const currency = b.soon!.currency;
    expect(f.month).toBe(T.slice(0, 7));
    // Received today: the soon and confirmed deposits, the paid booking's payment (its deposit part),
    // and the soon booking's balance (not a deposit).
    expect(f.depositsThisMonth).toEqual([{ currency, amount: b.soon!.deposit + b.confirmed!.deposit + b.paid!.deposit, bookings: 3 }]);
    expect(f.outstanding).toEqual([{ currency, amount: b.confirmed!.total - b.confirmed!.deposit + b.awaiting!.total + b.undated!.total, bookings: 3 }]);
    expect(f.departures).toEqual([]);
    expect(f.departuresTo).toBe(addDays(T, 30));
    now = addDays(T, 20);
    expect((await service.figures()).departures).toEqual([{ currency, amount: b.soon!.total, owed: 0, bookings: 1 }]);

    // On the dashboard: for sales and owners; a viewer sees no booking money.
    const dashboardContext = (role: Role) =>
      consolePageContext({
        staff: gateFor(role),
        inbox: { dashboard: async () => ({}) } as never,
        quotes: { pipeline: async () => [] } as never,
        bookings: createBookingsConsole(service, gateFor(role), null, "https://safaris.example"),
      });
    const forSales = (await dashboardLoader({ context: await dashboardContext("sales"), request: new Request("https://safaris.example/console"), params: {} } as never)) as Awaited<ReturnType<typeof dashboardLoader>>;
    expect(forSales.bookingFigures?.departures).toHaveLength(1);
    const forViewer = (await dashboardLoader({ context: await dashboardContext("viewer"), request: new Request("https://safaris.example/console"), params: {} } as never)) as Awaited<ReturnType<typeof dashboardLoader>>;
    expect(forViewer.bookingFigures).toBeNull();
  });

  it("won value per office month: bookings made in it, cancelled ones left out; the month begins at midnight in Nairobi", async () => {
    now = T;
    const month = T.slice(0, 7);
    const currency = b.soon!.currency;
    const kept = [b.soon, b.confirmed, b.awaiting, b.paid, b.undated].map((x) => x!);
    const sum = (xs: typeof kept) => xs.reduce((a, x) => a + x.total, 0);
    const f = await service.figures();
    expect(f.lastMonth).toBe(previousMonth(month));
    expect(f.wonThisMonth).toEqual([{ currency, amount: sum(kept), bookings: 5 }]);
    expect(f.wonLastMonth).toEqual([]);
    // One millisecond before the office month began (20:59:59.999 UTC the day before) is last month;
    // the first instant of it is this month.
    const k = s.site.db.kysely;
    const made = async (id: number, at: string) => k.updateTable("bookings").set({ created_at: at }).where("id", "=", id).execute();
    const start = officeDayStartsAt(`${month}-01`);
    expect(start).toBe(new Date(Date.parse(`${month}-01T00:00:00Z`) - 3 * 3_600_000).toISOString());
    const before = await k.selectFrom("bookings").select(["id", "created_at"]).execute();
    await made(b.undated!.id, new Date(Date.parse(start) - 1).toISOString());
    await made(b.paid!.id, start);
    const g = await service.figures();
    expect(g.wonLastMonth).toEqual([{ currency, amount: b.undated!.total, bookings: 1 }]);
    expect(g.wonThisMonth).toEqual([{ currency, amount: sum(kept) - b.undated!.total, bookings: 4 }]);
    for (const r of before) await made(r.id, r.created_at);
  });
});
