/**
 * Cancelling a booking, its refund, and the states staff may set by hand (issue 26 items 2 and 8,
 * decision 0054). Pure: the figures and the rules; the store is server/services/bookings/desk.ts.
 *
 * The scale frozen with the booking says "cancelled at least N days before departure: P% of the
 * total refunded". We read it as the terms page always meant it: the company keeps the rest of the
 * total, (100 - P)%, as its cancellation charge, and refunds what was paid beyond that charge. A
 * traveller who paid everything gets P% of the total back; one who paid only a deposit smaller
 * than the charge gets nothing back (and is not asked for the difference).
 */
import { refundPercentAt, type CancellationStep } from "../booking-terms.ts";
import { daysBetween } from "../rates/dates.ts";
import type { BookingState } from "./booking.ts";

export interface RefundFigures {
  /** Whole days from the cancellation to the first day of the trip; null when the trip has no date. */
  daysBefore: number | null;
  refundPercent: number;
  paid: number;
  /** What the company keeps: (100 - P)% of the total, rounded down to a whole minor unit. */
  charge: number;
  /** What is owed back: what was paid less the charge, never below 0. */
  refund: number;
}

/**
 * The refund for a cancellation on `cancelledOn` (YYYY-MM-DD) by the frozen scale. Integer minor
 * units throughout. The charge is rounded DOWN, so any fraction of a minor unit goes to the
 * traveller (a refund is never less than its exact figure). A trip without a date yet counts as the
 * longest notice of the scale (nothing is booked on the ground for a day not yet set).
 */
export function cancellationRefund(input: { total: number; paid: number; scale: readonly CancellationStep[]; startDate: string | null; cancelledOn: string }): RefundFigures {
  const daysBefore = input.startDate ? daysBetween(input.cancelledOn, input.startDate) : null;
  const refundPercent = refundPercentAt(input.scale, daysBefore ?? Number.MAX_SAFE_INTEGER);
  // BigInt: total * 100 stays exact for any total the database holds.
  const charge = Number((BigInt(input.total) * BigInt(100 - refundPercent)) / 100n);
  const refund = Math.max(0, input.paid - charge);
  return { daysBefore, refundPercent, paid: input.paid, charge, refund };
}

export const REFUND_METHODS = ["mpesa", "card", "bank_transfer", "cash"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = { mpesa: "M-Pesa (sent by hand)", card: "Card (through the card provider)", bank_transfer: "Bank transfer", cash: "Cash" };

export interface BookingCancellation {
  cancelledOn: string;
  daysBefore: number | null;
  refundPercent: number;
  paid: number;
  charge: number;
  refundOwed: number;
  stateBefore: BookingState;
  reason: string;
  cancelledByEmail: string | null;
  createdAt: string;
}

export interface BookingRefund {
  id: number;
  method: RefundMethod;
  amount: number;
  madeOn: string;
  reference: string;
  note: string;
  /** The card provider was asked to refund (the hook said so); otherwise it was made by hand. */
  providerRequested: boolean;
  recordedByEmail: string | null;
  createdAt: string;
}

/**
 * The states staff may set by hand, with a reason (decision 0054). The money's states (awaiting
 * deposit, confirmed, paid in full) are never set by hand: the payments decide them. Staff may mark
 * a booking travelled (from any state but cancelled), and take a travelled booking back to the state
 * its money gives. Cancelling has its own form (it computes a refund); a cancelled booking stays
 * cancelled.
 */
export function handStateTargets(current: BookingState, moneyState: BookingState): BookingState[] {
  if (current === "cancelled") return [];
  if (current === "travelled") return [moneyState];
  return ["travelled"];
}

export const MAX_REASON = 1000;
