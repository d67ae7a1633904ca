/**
 * An option's money (issue 14, decision 0036): lines from the price function, staff overrides that
 * keep who made them, when and for which tier, extra lines, a discount, and the deposit and balance
 * of THE booking terms (domain/booking-terms.ts). Pure, integer minor units only.
 */
import { BOOKING_TERMS, type BookingTerms } from "../booking-terms.ts";
import { addDays } from "../rates/dates.ts";
import type { PriceLineKind, PriceResult } from "../rates/types.ts";
/** Far above any safari's price (KES 100 million), so a typo cannot overflow a sum. */
export const MAX_AMOUNT = 10_000_000_000;

export interface LineOverride {
  /** Minor units: what the traveller pays for this line instead of the price function's amount. */
  amount: number;
  byId: string;
  byEmail: string;
  /** ISO-8601 time of the override. */
  at: string;
  /**
   * The tier whose rates the line showed when the override was typed (issue 24). When the option's
   * tier changes later, the override is carried but flagged, so nobody sends it unseen. Absent on
   * overrides stored before issue 24 (read as made for the option's tier).
   */
  tierId?: number | null;
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
  tierId: number | null = null,
): { lines: QuoteLine[]; made: Array<{ key: string; label: string; from: number; to: number }> } {
  const made: Array<{ key: string; label: string; from: number; to: number }> = [];
  const lines = fresh.map((line) => {
    const typed = submitted.find((s) => s.key === line.key);
    if (!typed || typed.amount === typed.shownPriced || typed.amount === line.priced) return { ...line, override: null };
    const before = previous.find((p) => p.key === line.key)?.override;
    if (before && before.amount === typed.amount) return { ...line, override: before };
    made.push({ key: line.key, label: line.label, from: before?.amount ?? line.priced, to: typed.amount });
    return { ...line, override: { amount: typed.amount, byId: actor.id, byEmail: actor.email, at, tierId } };
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

/**
 * Lines whose override was typed against another tier's rates than the option's (the tier changed
 * since): still the traveller's price, but to be checked before sending (issue 24).
 */
export function overridesFromAnotherTier(option: { tierId: number | null; lines: readonly QuoteLine[] }): QuoteLine[] {
  return option.lines.filter((l) => l.override && l.override.tierId !== undefined && l.override.tierId !== option.tierId);
}

export interface PaymentSchedule {
  deposit: { amount: number; dueDate: string; /** True when it is due the day the traveller accepts (departure is near). */ onAcceptance: boolean };
  balance: { amount: number; dueDate: string };
}

/**
 * The booking terms' payments for `total` (issue 24): the deposit (its share, rounded up to a whole
 * minor unit) is due the terms' days after the traveller accepts (`confirmedOn`: the day they
 * accept, or today before that), but never after the day before departure, and never before
 * acceptance (then it is due on acceptance, and `onAcceptance` says so). The balance is due the
 * terms' days before departure, and never before the deposit (then both are due together).
 */
export function paymentSchedule(total: number, dates: { confirmedOn: string; startDate: string | null }, terms: BookingTerms = BOOKING_TERMS): PaymentSchedule {
  const safe = Math.max(0, Math.trunc(total));
  const deposit = Math.ceil((safe * terms.depositPercent) / 100);
  let depositDue = addDays(dates.confirmedOn, terms.depositDueDaysAfterAcceptance);
  if (dates.startDate) {
    const dayBefore = addDays(dates.startDate, -1);
    if (depositDue > dayBefore) depositDue = dayBefore;
  }
  if (depositDue < dates.confirmedOn) depositDue = dates.confirmedOn;
  const before = dates.startDate ? addDays(dates.startDate, -terms.balanceDueDaysBeforeDeparture) : depositDue;
  return {
    deposit: { amount: deposit, dueDate: depositDue, onAcceptance: depositDue === dates.confirmedOn },
    balance: { amount: safe - deposit, dueDate: before < depositDue ? depositDue : before },
  };
}
