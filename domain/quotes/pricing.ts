/**
 * An option's money (issue 14, decision 0036): lines from the price function, staff overrides that
 * keep who made them and when, extra lines, a discount, and the deposit and balance of the terms
 * page (50% to confirm, rounded up to a whole minor unit; the balance 30 days before departure, or
 * at once when that day has passed). Pure, integer minor units only.
 */
import { addDays } from "../rates/dates.ts";
import type { PriceLineKind, PriceResult } from "../rates/types.ts";

export const DEPOSIT_PERCENT = 50;
export const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = 30;
/** Far above any safari's price (KES 100 million), so a typo cannot overflow a sum. */
export const MAX_AMOUNT = 10_000_000_000;

export interface LineOverride {
  /** Minor units: what the traveller pays for this line instead of the price function's amount. */
  amount: number;
  byId: string;
  byEmail: string;
  /** ISO-8601 time of the override. */
  at: string;
}

export interface QuoteLine {
  /** Stable within the option: the price function's lines are keyed by kind, season and label, extra lines "x1", "x2"... */
  key: string;
  kind: PriceLineKind | "extra";
  label: string;
  quantity: number;
  /** Minor units from the price function; for an extra line, the amount staff typed. */
  priced: number;
  override: LineOverride | null;
}

export interface Actor {
  id: string;
  email: string;
}

type Priced = Extract<PriceResult, { kind: "priced" }>;

/** The price function's lines as quote lines (no overrides yet). */
export function linesFromPrice(result: Priced): QuoteLine[] {
  return result.lines.map((l) => ({
    key: `${l.kind}|${l.season}|${l.label}`,
    kind: l.kind,
    label: result.seasons.length > 1 ? `${l.label}, ${l.season} season (${l.nights} ${l.nights === 1 ? "night" : "nights"})` : `${l.label} (${l.nights} ${l.nights === 1 ? "night" : "nights"})`,
    quantity: l.quantity,
    priced: l.amount,
    override: null,
  }));
}

/** What the traveller pays for the line. */
export const lineAmount = (line: QuoteLine): number => line.override?.amount ?? line.priced;

/** A priced line as the form sent it: the amount typed, and the price it was shown with. */
export interface SubmittedAmount {
  key: string;
  amount: number;
  shownPriced: number;
}

/**
 * The price function's fresh lines with the overrides staff typed. A line whose amount differs from
 * the price it was shown with is overridden; an override kept unchanged keeps who made it and
 * when (from `previous`, never from the form). Answers the lines and the overrides made now.
 */
export function withOverrides(
  fresh: readonly QuoteLine[],
  submitted: readonly SubmittedAmount[],
  previous: readonly QuoteLine[],
  actor: Actor,
  at: string,
): { lines: QuoteLine[]; made: Array<{ key: string; label: string; from: number; to: number }> } {
  const made: Array<{ key: string; label: string; from: number; to: number }> = [];
  const lines = fresh.map((line) => {
    const typed = submitted.find((s) => s.key === line.key);
    if (!typed || typed.amount === typed.shownPriced || typed.amount === line.priced) return { ...line, override: null };
    const before = previous.find((p) => p.key === line.key)?.override;
    if (before && before.amount === typed.amount) return { ...line, override: before };
    made.push({ key: line.key, label: line.label, from: before?.amount ?? line.priced, to: typed.amount });
    return { ...line, override: { amount: typed.amount, byId: actor.id, byEmail: actor.email, at } };
  });
  return { lines, made };
}

export interface OptionTotals {
  subtotal: number;
  discount: number;
  total: number;
}

/** Subtotal of the lines, the discount (never more than the subtotal) and the total. */
export function optionTotals(lines: readonly QuoteLine[], discount: number): OptionTotals {
  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const taken = Math.min(Math.max(0, Math.trunc(discount)), subtotal);
  return { subtotal, discount: taken, total: subtotal - taken };
}

export interface PaymentSchedule {
  deposit: { amount: number; dueDate: string };
  balance: { amount: number; dueDate: string };
}

/**
 * The terms' payments for `total`: the deposit (50%, rounded up to a whole minor unit) is due on
 * confirmation (`confirmedOn`: the day the traveller accepts, or today before that); the balance
 * 30 days before departure, or on confirmation when that day has passed or no date is set.
 */
export function paymentSchedule(total: number, dates: { confirmedOn: string; startDate: string | null }): PaymentSchedule {
  const safe = Math.max(0, Math.trunc(total));
  const deposit = Math.ceil((safe * DEPOSIT_PERCENT) / 100);
  const before = dates.startDate ? addDays(dates.startDate, -BALANCE_DUE_DAYS_BEFORE_DEPARTURE) : dates.confirmedOn;
  return {
    deposit: { amount: deposit, dueDate: dates.confirmedOn },
    balance: { amount: safe - deposit, dueDate: before < dates.confirmedOn ? dates.confirmedOn : before },
  };
}
