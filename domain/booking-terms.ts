/**
 * THE booking terms (issue 24): the deposit's share, when it is due after the traveller accepts a
 * quote, and when the balance is due before departure. Every page, email, quote and PDF that states
 * or computes a payment reads these numbers, so a change is made here once (issue 26 will make them
 * a setting the owner edits; until then this module is the one place). The sentences below are
 * derived from the numbers, never typed with them.
 */
export interface BookingTerms {
  /** Share of the total paid as the deposit, in percent (rounded up to a whole minor unit). */
  depositPercent: number;
  /** Days after the traveller accepts a quote by which the deposit is due (0 would be "on acceptance"). */
  depositDueDaysAfterAcceptance: number;
  /** Days before the first day of the trip by which the balance is due. */
  balanceDueDaysBeforeDeparture: number;
}

export const BOOKING_TERMS: BookingTerms = {
  depositPercent: 50,
  depositDueDaysAfterAcceptance: 7,
  balanceDueDaysBeforeDeparture: 30,
};

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

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
export const DEPOSIT_TERMS = `Nothing to pay now. A ${BOOKING_TERMS.depositPercent}% deposit confirms your booking once you accept the quote (due ${depositDueWords()}); the balance is due ${days(BOOKING_TERMS.balanceDueDaysBeforeDeparture)} before departure.`;

export const QUOTE_PROMISE = "Our team will send you a free, non-binding quote within 24-48 hours.";

/** The short form beside Book Now. */
export const DEPOSIT_TERMS_SHORT = `${BOOKING_TERMS.depositPercent}% deposit to confirm; balance ${days(BOOKING_TERMS.balanceDueDaysBeforeDeparture)} before departure.`;
