/**
 * Balance reminders (issue 26 item 6, decision 0055): the day arithmetic, pure. A reminder follows
 * the balance, never the state: nothing owed (what is paid covers the total) or a cancelled booking
 * is never reminded. One "before" reminder in the days before the balance is due, one "overdue"
 * reminder some days after; the days are the owner's booking terms as they are when the job runs.
 */
import type { BookingTerms } from "../booking-terms.ts";
import { addDays } from "../rates/dates.ts";
import type { BookingState } from "./booking.ts";

export const REMINDER_KINDS = ["before", "overdue"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A booking without dates has no departure to end the overdue window: its overdue reminder is
 * sent only within this many days of becoming due, so switching reminders on never mails every
 * old unpaid booking at once.
 */
export const UNDATED_OVERDUE_WINDOW_DAYS = 60;

export interface ReminderFacts {
  state: BookingState;
  total: number;
  /** The sum of the booking's payments, read in the transaction that decides. */
  paid: number;
  balanceDue: string;
  bookedOn: string;
  startDate: string | null;
}

type ReminderTerms = Pick<BookingTerms, "balanceReminderDaysBefore" | "overdueReminderDaysAfter">;

/** The first day the reminder of `kind` may be sent for a balance due on `balanceDue`. */
export function reminderDay(kind: ReminderKind, balanceDue: string, terms: ReminderTerms): string {
  return kind === "before" ? addDays(balanceDue, -terms.balanceReminderDaysBefore) : addDays(balanceDue, terms.overdueReminderDaysAfter);
}

/** The last day it may be sent: the due date itself for "before"; the day before departure for "overdue". */
export function reminderLastDay(kind: ReminderKind, f: Pick<ReminderFacts, "balanceDue" | "startDate">): string {
  if (kind === "before") return f.balanceDue;
  return f.startDate ? addDays(f.startDate, -1) : addDays(f.balanceDue, UNDATED_OVERDUE_WINDOW_DAYS);
}

/**
 * Whether the reminder of `kind` is owed on `today` (office day, YYYY-MM-DD). Not when nothing is
 * owed or the booking is cancelled; not outside its window (a "before" reminder missed until the
 * due date passed is not sent late: the overdue one follows); and no "before" reminder for a
 * booking made inside its window, whose acceptance email has just stated the due date and amount.
 */
export function reminderOwed(kind: ReminderKind, f: ReminderFacts, terms: ReminderTerms, today: string): boolean {
  if (f.state === "cancelled" || f.paid >= f.total) return false;
  const first = reminderDay(kind, f.balanceDue, terms);
  if (today < first || today > reminderLastDay(kind, f)) return false;
  if (kind === "before" && f.bookedOn >= first) return false;
  return true;
}

/** What is still to pay, in minor units. */
export const stillOwed = (f: Pick<ReminderFacts, "total" | "paid">): number => Math.max(0, f.total - f.paid);
