/**
 * The console's bookings list at 100,000 bookings (issue 26 item 8, decision 0055): filtered by
 * state, departure month and money (owed, balance due within N days, overdue), sorted by
 * departure, one page at a time, with the counts the filter form shows. Within 50 ms p95
 * (bench/bookings-list.ts) because every filter is an index range:
 *
 * - the money filters read the partial indexes over bookings that owe (migration 0031), repeating
 *   their predicate word for word (a bound parameter would keep SQLite off them);
 * - "sorted by departure" is two index walks, dated bookings by (start_date, id) and then the
 *   undated ones newest first, so no request sorts the table;
 * - counts are index ranges, one per state (a GROUP BY over 100,000 rows costs five times more);
 * - what is paid is the `paid` column the database keeps equal to the payment rows' sum.
 */
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { bookingReference, BOOKING_STATES, type BookingDocument, type BookingState } from "#domain/bookings/booking.ts";
import type { BookingListCounts, BookingListPage, BookingListRow } from "#domain/bookings/console-context.ts";
import { BOOKINGS_PAGE_SIZE, nextMonthStart, type BookingListFilter } from "#domain/bookings/list-filters.ts";
import { addDays } from "#domain/rates/dates.ts";
import type { Currency } from "#domain/rates/types.ts";
import { OWING } from "../../db/migrations/0031-balance-reminders.ts";
import type { DB } from "../../db/generated-types.ts";

type Db = Kysely<DB>;
const owing = () => sql<SqlBool>`${sql.raw(OWING)}`;

/** The filter's conditions on "bookings" (unqualified columns: the table is the only one read). */
function conditions(f: BookingListFilter, today: string): Array<Expression<SqlBool>> {
  const out: Array<Expression<SqlBool>> = [];
  if (f.state) out.push(sql<SqlBool>`state = ${f.state}`);
  if (f.month) out.push(sql<SqlBool>`start_date >= ${`${f.month}-01`} and start_date < ${nextMonthStart(f.month)}`);
  if (f.balance) out.push(owing());
  if (f.balance === "due") out.push(sql<SqlBool>`balance_due >= ${today} and balance_due <= ${addDays(today, f.within)}`);
  // Overdue: the deposit or the balance is past its date and not paid. The deposit is never due
  // after the balance, so every overdue booking has deposit_due < today (the index's range).
  if (f.balance === "overdue") out.push(sql<SqlBool>`deposit_due < ${today} and (paid < deposit_amount or balance_due < ${today})`);
  return out;
}

function filtered(db: Db, f: BookingListFilter, today: string) {
  let q = db.selectFrom("bookings");
  for (const c of conditions(f, today)) q = q.where(c);
  return q;
}

const COLUMNS = ["id", "state", "currency", "total", "paid", "deposit_amount", "deposit_due", "balance_due", "start_date", "document"] as const;

export async function listBookings(db: Db, f: BookingListFilter, today: string, pageSize = BOOKINGS_PAGE_SIZE): Promise<BookingListPage> {
  const counts = await listCounts(db, f, today);
  // The matches. Filtered by state alone or
  // not at all, the state counts already hold the total: SQLite would count every row again.
  const byStateOnly = !f.month && !f.balance;
  const total = byStateOnly
    ? f.state
      ? counts.states[f.state]
      : Object.values(counts.states).reduce((a, b) => a + b, 0)
    : Number((await filtered(db, f, today).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);
  const offset = (f.page - 1) * pageSize;
  // Ids first, from the indexes alone (sorting whole rows would read every match's document), then
  // the page's rows by id.
  const ids: number[] = (
    await filtered(db, f, today).select("id").where("start_date", "is not", null).orderBy("start_date").orderBy("id").limit(pageSize).offset(offset).execute()
  ).map((r) => r.id);
  if (ids.length < pageSize && offset + ids.length < total) {
    // Past the dated bookings: the undated ones, newest first. How many are dated is counted only here.
    const dated = ids.length > 0 ? offset + ids.length : total - Number((await filtered(db, f, today).select((eb) => eb.fn.countAll<number | string>().as("n")).where("start_date", "is", null).executeTakeFirstOrThrow()).n);
    ids.push(
      ...(await filtered(db, f, today)
        .select("id")
        .where("start_date", "is", null)
        .orderBy("id", "desc")
        .limit(pageSize - ids.length)
        .offset(Math.max(0, offset - dated))
        .execute()).map((r) => r.id),
    );
  }
  const found = ids.length ? await db.selectFrom("bookings").select([...COLUMNS]).where("id", "in", ids).execute() : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)!).filter(Boolean);
  return { rows: rows.map((r) => toRow(r as never, today)), total, page: f.page, pageSize, counts };
}

function toRow(r: { id: number; state: string; currency: string; total: number | string; paid: number | string; deposit_amount: number | string; deposit_due: string; balance_due: string; start_date: string | null; document: string }, today: string): BookingListRow {
  const doc = JSON.parse(r.document) as BookingDocument;
  const total = Number(r.total);
  const paid = Number(r.paid);
  const owes = r.state !== "cancelled" && paid < total;
  return {
    id: r.id,
    reference: bookingReference(r.id),
    travellerName: doc.travellerName,
    optionTitle: doc.optionTitle,
    startDate: r.start_date,
    state: r.state as BookingState,
    currency: r.currency as Currency,
    total,
    paid,
    balanceDue: r.balance_due,
    overdue: owes && ((r.deposit_due < today && paid < Number(r.deposit_amount)) || r.balance_due < today),
  };
}

/** The counts beside the filters: bookings per state, and those that owe, are due within the filter's days, or are overdue. */
export async function listCounts(db: Db, f: BookingListFilter, today: string): Promise<BookingListCounts> {
  // One count per state, each an index range: cheaper on SQLite than GROUP BY over every row.
  const states = Object.fromEntries(
    await Promise.all(BOOKING_STATES.map(async (s) => [s, Number((await db.selectFrom("bookings").select((eb) => eb.fn.countAll<number | string>().as("n")).where("state", "=", s).executeTakeFirstOrThrow()).n)] as const)),
  ) as Record<BookingState, number>;
  const count = async (balance: BookingListFilter["balance"]) =>
    Number((await filtered(db, { ...f, state: null, month: null, balance }, today).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);
  const [outstanding, due, overdue] = await Promise.all([count("outstanding"), count("due"), count("overdue")]);
  return { states, outstanding, due, overdue };
}
