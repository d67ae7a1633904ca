/**
 * Balance reminders (issue 26 item 6, decision 0055): a periodic job in every server process
 * queues, through the outbox, one reminder before a booking's balance is due and one when it is
 * overdue, each at most once per booking.
 *
 * Once, across processes: the reminder's row in `booking_reminders` (unique booking + kind) is
 * inserted in the same transaction as the outbox message, so however many processes run the job
 * at the same moment, one insert wins and the others queue nothing. On PostgreSQL the booking's row
 * is taken FOR UPDATE SKIP LOCKED first: a booking another process (or a payment being recorded,
 * which locks the same row) holds is left to the next pass instead of waited for.
 *
 * It follows the balance: the decision adds up the booking's payment rows inside that transaction,
 * after the lock, so a payment committed before it is counted and one being recorded waits for it
 * (or it for the payment): a booking paid in full is never reminded, nor a cancelled one.
 */
import { inquiryLocale } from "#domain/locales.ts";
import { sql, type Kysely } from "kysely";
import { bookingReference, type BookingDocument, type BookingState } from "#domain/bookings/booking.ts";
import { REMINDER_KINDS, reminderDay, reminderOwed, stillOwed, type ReminderKind } from "#domain/bookings/reminders.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import { addDays } from "#domain/rates/dates.ts";
import type { Dialect } from "../../db/kysely.ts";
import { OWING } from "../../db/migrations/0031-balance-reminders.ts";
import { log } from "../../log.ts";
import { PeriodicPass } from "../../jobs/periodic-pass.ts";
import type { Outbox } from "../../outbox/index.ts";
import type { AuditLog } from "../audit-log.ts";
import { loadBookingTerms } from "../booking-terms.ts";
import { bookingLink } from "./links.ts";
import { paidOn } from "./make-booking.ts";
import { balanceReminderEmail } from "./reminder-emails.ts";
import type { DB } from "../../db/generated-types.ts";

export interface ReminderOutcome {
  bookingId: number;
  kind: ReminderKind;
  outboxMessageId: number;
}

export interface RemindersOptions {
  /** How often the job looks for reminders owed. */
  pollMs: number;
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
}

/** Candidates read per query; the pass walks them by id. */
const BATCH = 200;

export class BalanceReminders {
  private job: PeriodicPass<ReminderOutcome[]>;

  constructor(
    private db: Kysely<DB>,
    private dialect: Dialect,
    private outbox: Pick<Outbox, "enqueue" | "company" | "notify">,
    private audit: AuditLog,
    private options: RemindersOptions,
  ){
    this.job = new PeriodicPass("Balance reminders", () => this.pass(), options.pollMs);
  }

  private now = () => (this.options.now ?? (() => new Date()))();

  /**
   * One pass: every reminder owed today is queued. Concurrent calls in one process share the pass
   * in progress (the timer and a test can both await it).
   */
  tick(): Promise<ReminderOutcome[]> {
    return this.job.tick();
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }


  private async pass(): Promise<ReminderOutcome[]> {
    const today = officeDate(this.now());
    // The days as the owner has them now (not the booking's frozen terms: they are about reminding, not money).
    const terms = await loadBookingTerms(this.db);
    const out: ReminderOutcome[] = [];
    for (const kind of REMINDER_KINDS) {
      // Balance due dates whose reminder window contains today (the window's far end is checked per booking).
      const [from, to] = kind === "before" ? [today, addDays(today, terms.balanceReminderDaysBefore)] : [null, addDays(today, -terms.overdueReminderDaysAfter)];
      let after = 0;
      for (;;) {
        const ids = await this.db
          .selectFrom("bookings")
          .select("bookings.id")
          // Word for word the partial index's predicate (migration 0031): only bookings that owe are read.
          .where(sql<boolean>`${sql.raw(OWING)}`)
          .$if(from !== null, (q) => q.where("balance_due", ">=", from!))
          .where("balance_due", "<=", to)
          .where("bookings.id", ">", after)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom("booking_reminders").select("booking_reminders.id").whereRef("booking_reminders.booking_id", "=", "bookings.id").where("booking_reminders.kind", "=", kind))))
          .orderBy("bookings.id")
          .limit(BATCH)
          .execute();
        for (const { id } of ids) {
          try {
            const done = await this.remind(id, kind, today, terms);
            if (done) out.push(done);
          } catch (error) {
            log.warn(`Balance reminders: booking ${id} (${kind}) could not be reminded; tried again next pass`, error);
          }
        }
        if (ids.length < BATCH) break;
        after = ids[ids.length - 1]!.id;
      }
    }
    if (out.length) this.outbox.notify();
    return out;
  }

  /** Decides and queues one reminder in one transaction; null when it is not owed or another process has it. */
  private async remind(bookingId: number, kind: ReminderKind, today: string, terms: Awaited<ReturnType<typeof loadBookingTerms>>): Promise<ReminderOutcome | null> {
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const find = tx.selectFrom("bookings").select(["id", "inquiry_id", "token", "state", "currency", "total", "balance_due", "booked_on", "start_date", "document"]).where("id", "=", bookingId);
      // PostgreSQL: another process reminding it, or a payment being recorded on it, holds the row: next pass.
      const row = await (this.dialect === "postgres" ? find.forUpdate().skipLocked() : find).executeTakeFirst();
      if (!row) return null;
      // The rows, not the kept column: the decision is about money.
      const paid = await paidOn(tx, bookingId);
      const facts = { state: row.state as BookingState, total: Number(row.total), paid, balanceDue: row.balance_due, bookedOn: row.booked_on, startDate: row.start_date };
      if (!reminderOwed(kind, facts, terms, today)) return null;
      const owed = stillOwed(facts);
      const claimed = await tx
        .insertInto("booking_reminders")
        .values({ booking_id: bookingId, kind, due_date: row.balance_due, amount: owed, currency: row.currency, outbox_message_id: null, created_at: at })
        .onConflict((oc) => oc.columns(["booking_id", "kind"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!claimed) return null;
      const inquiry = await tx.selectFrom("inquiries").select(["full_name", "email", "source_url"]).where("id", "=", row.inquiry_id).executeTakeFirstOrThrow();
      const company = await this.outbox.company(tx);
      const doc = JSON.parse(row.document) as BookingDocument;
      const reference = bookingReference(bookingId);
      const email = balanceReminderEmail({
        kind,
        travellerName: doc.travellerName || inquiry.full_name,
        reference,
        optionTitle: doc.optionTitle,
        startDate: row.start_date,
        balanceDue: row.balance_due,
        owed,
        currency: row.currency,
        link: bookingLink(company.origin, row.token),
        company,
        // The booking's language is its inquiry's, as its quote's (decision 0077).
        locale: inquiryLocale(inquiry.source_url),
      });
      const message = await this.outbox.enqueue(tx, {
        kind: "balance_reminder",
        to: { address: inquiry.email, name: inquiry.full_name },
        replyTo: company.salesEmail ? { address: company.salesEmail, name: company.name } : null,
        ...email,
        inquiryId: row.inquiry_id,
        dedupeKey: `booking:${bookingId}:reminder:${kind}`,
      });
      await tx.updateTable("booking_reminders").set({ outbox_message_id: message.id }).where("id", "=", claimed.id).execute();
      await this.audit.record(tx, {
        actor: null,
        action: "booking.reminder_queued",
        entityType: "booking",
        entityId: bookingId,
        after: { kind, reference, due_date: row.balance_due, owed, currency: row.currency, paid, first_day: reminderDay(kind, row.balance_due, terms), outbox_message_id: message.id },
      });
      return { bookingId, kind, outboxMessageId: message.id };
    });
  }
}
