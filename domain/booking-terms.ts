/**
 * THE booking terms (issues 24 and 26): the deposit's share, when it is due after the traveller
 * accepts a quote, when the balance is due before departure, and the cancellation scale. An owner
 * edits them in the console (/console/booking-terms); the server reads the stored ones through ONE
 * function (server/services/booking-terms.ts `loadBookingTerms`), and every quote, booking, page,
 * email and PDF that states or computes a payment gets them from there. This module keeps the
 * defaults (used until an owner saves terms), their validation and the pure functions; the
 * sentences are derived from the numbers, never typed with them.
 */
import { z } from "zod";

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
  cancellationScale: [
    { daysBefore: 31, refundPercent: 100 },
    { daysBefore: 15, refundPercent: 50 },
    { daysBefore: 8, refundPercent: 25 },
  ],
};

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a whole number.` })
    .refine((n) => Number.isInteger(n), `${label} must be a whole number.`)
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}.`);

/** The terms as an owner saves them; the scale's steps must give less back the shorter the notice. */
export const bookingTermsSchema = z
  .object({
    depositPercent: whole("The deposit", 1, 100),
    depositDueDaysAfterAcceptance: whole("The deposit's days", 0, 60),
    balanceDueDaysBeforeDeparture: whole("The balance's days", 0, 365),
    cancellationScale: z
      .array(z.object({ daysBefore: whole("The days", 0, 730), refundPercent: whole("The refund", 0, 100) }))
      .max(10, "At most 10 steps.")
      // Checked on the scale itself, so its errors are reported with the other fields' errors.
      .superRefine((scale, ctx) => {
        const sorted = [...scale].sort((a, b) => b.daysBefore - a.daysBefore);
        sorted.forEach((step, i) => {
          const at = scale.indexOf(step);
          if (i > 0 && sorted[i - 1]!.daysBefore === step.daysBefore) ctx.addIssue({ code: "custom", path: [at, "daysBefore"], message: "Two steps have the same days; keep one." });
          else if (i > 0 && sorted[i - 1]!.refundPercent < step.refundPercent)
            ctx.addIssue({ code: "custom", path: [at, "refundPercent"], message: "Shorter notice cannot refund more than longer notice." });
        });
      })
      .transform((scale) => [...scale].sort((a, b) => b.daysBefore - a.daysBefore)),
  });

/** Terms as stored (a site document), or the defaults when none are stored or they do not read. */
export function readBookingTerms(stored: unknown): BookingTerms {
  const parsed = bookingTermsSchema.safeParse(stored);
  return parsed.success ? parsed.data : BOOKING_TERMS;
}

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
