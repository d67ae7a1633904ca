/**
 * The dashboard's booking figures (decision 0055): deposits received this month, balances
 * outstanding and departures in the next 30 days, per currency. Each is one grouped query over an
 * index range (payments by received_on, the partial index of bookings that owe, departures by
 * start_date), so the dashboard stays quick at 100,000 bookings.
 */
import { sql, type Kysely } from "kysely";
import { DEPARTURES_WITHIN_DAYS, officeDayStartsAt, previousMonth, type BookingFigures, type CurrencyFigure } from "#domain/bookings/figures.ts";
import { nextMonthStart } from "#domain/bookings/list-filters.ts";
import { addDays } from "#domain/rates/dates.ts";
import type { Currency } from "#domain/rates/types.ts";
import { OWING } from "../../db/migrations/0031-balance-reminders.ts";
import type { DB } from "../../db/generated-types.ts";

type Grouped = { currency: string; amount: number | string | null; bookings: number | string };
const figure = (r: Grouped): CurrencyFigure => ({ currency: r.currency as Currency, amount: Number(r.amount ?? 0), bookings: Number(r.bookings) });
const byCurrency = <T extends { currency: string }>(rows: T[]) => [...rows].sort((a, b) => a.currency.localeCompare(b.currency));

export async function bookingFigures(db: Kysely<DB>, today: string): Promise<BookingFigures> {
  const month = today.slice(0, 7);
  const from = `${month}-01`;
  const until = nextMonthStart(month);
  // Each payment's deposit part: what of it fell below the booking's deposit, given what the booking
  // had been paid before it (payments in the order received). Only the month's payments are read,
  // each with one index range over its booking's earlier payments.
  const deposits = await sql<Grouped>`
    select b.currency as currency,
           sum(case when p.before_paid >= b.deposit_amount then 0
                    when p.before_paid + p.amount <= b.deposit_amount then p.amount
                    else b.deposit_amount - p.before_paid end) as amount,
           count(distinct case when p.before_paid < b.deposit_amount then b.id end) as bookings
    from (
      select m.booking_id, m.amount,
             (select coalesce(sum(e.amount), 0) from booking_payments e
               where e.booking_id = m.booking_id and (e.received_on < m.received_on or (e.received_on = m.received_on and e.id < m.id))) as before_paid
      from booking_payments m
      where m.received_on >= ${from} and m.received_on < ${until}
    ) p
    join bookings b on b.id = p.booking_id
    group by b.currency`.execute(db);
  const outstanding = await db
    .selectFrom("bookings")
    .select(["currency", sql<number | string>`sum(total - paid)`.as("amount"), (eb) => eb.fn.countAll<number | string>().as("bookings")])
    .where(sql<boolean>`${sql.raw(OWING)}`)
    .groupBy("currency")
    .execute();
  const to = addDays(today, DEPARTURES_WITHIN_DAYS);
  const departures = await db
    .selectFrom("bookings")
    .select([
      "currency",
      sql<number | string>`sum(total)`.as("amount"),
      sql<number | string>`sum(case when paid < total then total - paid else 0 end)`.as("owed"),
      (eb) => eb.fn.countAll<number | string>().as("bookings"),
    ])
    .where("start_date", ">=", today)
    .where("start_date", "<=", to)
    .where("state", "<>", "cancelled")
    .groupBy("currency")
    .execute();
  const lastMonth = previousMonth(month);
  const [wonThisMonth, wonLastMonth] = await Promise.all([month, lastMonth].map((m) => wonIn(db, m)));
  return {
    month,
    lastMonth,
    wonThisMonth: wonThisMonth!,
    wonLastMonth: wonLastMonth!,
    depositsThisMonth: byCurrency(deposits.rows.map(figure).filter((f) => f.bookings > 0)),
    outstanding: byCurrency(outstanding.map(figure)),
    departures: byCurrency(departures.map((r) => ({ ...figure(r), owed: Number(r.owed ?? 0) }))),
    departuresTo: to,
  };
}

/**
 * Bookings made in an office month (each one a traveller's acceptance), by currency, cancelled ones
 * left out: what the month won and kept. One range over the bookings_created index (migration 0037).
 */
async function wonIn(db: Kysely<DB>, month: string): Promise<CurrencyFigure[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["currency", sql<number | string>`sum(total)`.as("amount"), (eb) => eb.fn.countAll<number | string>().as("bookings")])
    .where("created_at", ">=", officeDayStartsAt(`${month}-01`))
    .where("created_at", "<", officeDayStartsAt(nextMonthStart(month)))
    .where("state", "<>", "cancelled")
    .groupBy("currency")
    .execute();
  return byCurrency(rows.map(figure));
}
