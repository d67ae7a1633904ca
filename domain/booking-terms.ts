/**
 * THE booking terms (issues 24 and 26): the deposit's share, when it is due after the traveller
 * accepts a quote, when the balance is due before departure, and the cancellation scale. An owner
 * edits them in the console (/console/booking-terms); the server reads the stored ones through ONE
 * function (server/services/booking-terms.ts `loadBookingTerms`), and every quote, booking, page,
 * email and PDF that states or computes a payment gets them from there. This module keeps the
 * defaults (used until an owner saves terms) and the pure functions; the sentences are derived from
 * the numbers, never typed with them. Their validation is in booking-terms-schema.ts, apart, so the
 * public pages that state the terms do not carry zod.
 */
/** One step of the cancellation scale: cancelled at least `daysBefore` days before departure, `refundPercent` of the total paid back. */
export interface CancellationStep {
  daysBefore: number;
  refundPercent: number;
}

export interface BookingTerms {
  /** Share of the total paid as the deposit, in percent (rounded up to a whole minor unit). */
  depositPercent: number;
  /** Days after the traveller accepts a quote by which the deposit is due (0 would be "on acceptance"). */
  depositDueDaysAfterAcceptance: number;
  /** Days before the first day of the trip by which the balance is due. */
  balanceDueDaysBeforeDeparture: number;
  /** Days before the balance's due date on which the traveller is reminded of it (issue 26 item 6). */
  balanceReminderDaysBefore: number;
  /** Days after the balance's due date on which a traveller who still owes it is reminded again. */
  overdueReminderDaysAfter: number;
  /**
   * Refunds by notice given, longest notice first; notice shorter than the last step refunds nothing.
   * A booking freezes the scale in force the day it is made.
   */
  cancellationScale: CancellationStep[];
}

/**
 * The defaults: the terms page's scale as it stood (charges of 50%, 75% and 100% of the rate at
 * 30-15, 14-8 and 7-0 days) written as refunds, and nothing charged with more notice than that.
 */
export const BOOKING_TERMS: BookingTerms = {
  depositPercent: 50,
  depositDueDaysAfterAcceptance: 7,
  balanceDueDaysBeforeDeparture: 30,
  balanceReminderDaysBefore: 14,
  overdueReminderDaysAfter: 3,
  cancellationScale: [
    { daysBefore: 31, refundPercent: 100 },
    { daysBefore: 15, refundPercent: 50 },
    { daysBefore: 8, refundPercent: 25 },
  ],
};

/** The share of the total refunded for a cancellation `daysBefore` departure, by a (frozen) scale. */
export function refundPercentAt(scale: readonly CancellationStep[], daysBefore: number): number {
  const step = [...scale].sort((a, b) => b.daysBefore - a.daysBefore).find((s) => daysBefore >= s.daysBefore);
  return step?.refundPercent ?? 0;
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** The scale in words, one line a step, longest notice first, ending with what is not refunded. */
export function cancellationLines(terms: Pick<BookingTerms, "cancellationScale">): string[] {
  const scale = [...terms.cancellationScale].sort((a, b) => b.daysBefore - a.daysBefore);
  const lines = scale.map((s, i) => {
    const upper = i > 0 ? scale[i - 1]!.daysBefore - 1 : null;
    const when = upper === null ? `${days(s.daysBefore)} or more before departure` : upper === s.daysBefore ? `${days(s.daysBefore)} before departure` : `${s.daysBefore}-${days(upper)} before departure`;
    return `Cancelled ${when}: ${s.refundPercent}% of the total refunded.`;
  });
  const last = scale[scale.length - 1];
  if (!last) lines.push("Cancelled at any time: nothing refunded.");
  else if (last.daysBefore > 0) lines.push(`Cancelled less than ${days(last.daysBefore)} before departure, or no show: nothing refunded.`);
  return lines;
}

/** "within 7 days of accepting the quote" (or "when you accept the quote" for 0 days). */
export function depositDueWords(terms: BookingTerms = BOOKING_TERMS): string {
  return terms.depositDueDaysAfterAcceptance > 0 ? `within ${days(terms.depositDueDaysAfterAcceptance)} of accepting the quote` : "when you accept the quote";
}

/** The terms as one sentence, for quotes and their PDF. */
export function depositTermsSentence(terms: BookingTerms = BOOKING_TERMS): string {
  return (
    `A ${terms.depositPercent}% deposit confirms your booking; it is due ${depositDueWords(terms)}, and before departure. ` +
    `The balance is due ${days(terms.balanceDueDaysBeforeDeparture)} before departure, or with the deposit when departure is sooner.`
  );
}

/** For the confirmation panel, Book Now and the acknowledgement. */
export const depositTermsNotice = (terms: BookingTerms = BOOKING_TERMS): string =>
  `Nothing to pay now. A ${terms.depositPercent}% deposit confirms your booking once you accept the quote (due ${depositDueWords(terms)}); the balance is due ${days(terms.balanceDueDaysBeforeDeparture)} before departure.`;

/** The short form beside Book Now. */
export const depositTermsShort = (terms: BookingTerms = BOOKING_TERMS): string =>
  `${terms.depositPercent}% deposit to confirm; balance ${days(terms.balanceDueDaysBeforeDeparture)} before departure.`;

/** The defaults' sentences, for places that have not read the stored terms (kept for their callers). */
export const DEPOSIT_TERMS = depositTermsNotice();
export const DEPOSIT_TERMS_SHORT = depositTermsShort();

export const QUOTE_PROMISE = "Our team will send you a free, non-binding quote within 24-48 hours.";

/** What the console's booking terms page may ask of the server (owners; a fresh proof to change them). */
export interface BookingTermsConsole {
  read(): Promise<{ terms: BookingTerms; needsProof: boolean }>;
  /** `input` as the form gives it; 401 with a `proof` error when the session's proof is stale. */
  save(input: unknown): Promise<{ ok: true } | { ok: false; status: number; errors: Record<string, string> }>;
}
