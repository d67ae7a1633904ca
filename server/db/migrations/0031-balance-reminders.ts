import { sql } from "kysely";
import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Balance reminders and a fast bookings list (issue 26 items 6 and 8, decision 0055).
 *
 * - `booking_reminders`: one row per booking and kind ("before" the balance is due, "overdue"),
 *   unique, inserted in the transaction that queues the email: the row is the claim, so a reminder
 *   is queued at most once however many processes run the job at the same moment.
 * - `bookings.paid`: what the booking's payment rows add up to, kept by the DATABASE (triggers on
 *   booking_payments), so it can never differ from the rows whatever code writes a payment (M-Pesa,
 *   Pesapal, staff). It exists for the list's filters and the dashboard at 100,000 bookings; a
 *   decision about money (a payment's flag, a reminder) still adds up the rows in its transaction.
 * - A partial index over the bookings that still owe money (paid < total, not cancelled): the
 *   "balance outstanding", "due within N days" and "overdue" filters, the dashboard's sums and the
 *   reminders' search read only those, never the whole table. The queries repeat the predicate word
 *   for word (SQLite uses a partial index only when the query's WHERE carries the index's terms).
 */
/** The owing index's predicate, as the queries must repeat it. Never change it: the index was made with it. */
export const OWING = "paid < total and state <> 'cancelled'";

export const balanceReminders: Migration = {
  async up(db, dialect) {
    await db.schema.alterTable("bookings").addColumn("paid", "bigint", (c) => c.notNull().defaultTo(0)).execute();
    await sql`update bookings set paid = coalesce((select sum(p.amount) from booking_payments p where p.booking_id = bookings.id), 0)`.execute(db);
    if (dialect === "postgres") {
      await sql`
        create function bookings_paid_sync() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update bookings set paid = paid - old.amount where id = old.booking_id;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            update bookings set paid = paid + new.amount where id = new.booking_id;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger booking_payments_paid after insert or update of amount, booking_id or delete on booking_payments for each row execute function bookings_paid_sync()`.execute(db);
    } else {
      await sql`create trigger booking_payments_paid_insert after insert on booking_payments begin update bookings set paid = paid + new.amount where id = new.booking_id; end`.execute(db);
      await sql`create trigger booking_payments_paid_delete after delete on booking_payments begin update bookings set paid = paid - old.amount where id = old.booking_id; end`.execute(db);
      await sql`create trigger booking_payments_paid_update after update of amount, booking_id on booking_payments begin
        update bookings set paid = paid - old.amount where id = old.booking_id;
        update bookings set paid = paid + new.amount where id = new.booking_id;
      end`.execute(db);
    }

    await withId(db.schema.createTable("booking_reminders"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      // "before" (the balance is due soon) or "overdue".
      .addColumn("kind", "text", (c) => c.notNull())
      // What the email said: the due date and the amount still to pay then (minor units).
      .addColumn("due_date", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("outbox_message_id", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("booking_reminders_once", ["booking_id", "kind"])
      .execute();

    const owing = sql.raw(OWING);
    // ONE partial index over the bookings that owe, covering what the money filters, the counts, the
    // dashboard's sums and the reminders' search read: they never touch the table's rows (a lookup
    // per row of 20,000 owing bookings costs more than the list's whole budget). One, not several,
    // so SQLite's planner cannot pick a narrower one that then reads the table.
    await sql`create index bookings_owing on bookings (balance_due, deposit_due, paid, deposit_amount, total, currency, start_date, state) where ${owing}`.execute(db);
    await db.schema.createIndex("bookings_start_id").on("bookings").columns(["start_date", "id"]).execute();
    await db.schema.createIndex("bookings_state_start_id").on("bookings").columns(["state", "start_date", "id"]).execute();
    // The dashboard's "deposits received this month": the month's payments, and what each booking
    // had paid before each of them, from the indexes alone.
    await db.schema.createIndex("booking_payments_received").on("booking_payments").columns(["received_on", "booking_id", "amount"]).execute();
    await db.schema.createIndex("booking_payments_booking_received").on("booking_payments").columns(["booking_id", "received_on", "amount"]).execute();
    await db.schema.dropIndex("bookings_state_start").execute();
    await db.schema.dropIndex("bookings_start").execute();
  },
};
