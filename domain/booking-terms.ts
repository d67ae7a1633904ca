/**
 * The booking terms every package shares (content/packages: "A 50% deposit
 * confirms your booking; the balance is due 30 days before departure"),
 * in one place for the confirmation panel, Book Now and the acknowledgement.
 */
export const DEPOSIT_TERMS = "Nothing to pay now. A 50% deposit confirms your booking once you accept the quote; the balance is due 30 days before departure.";

export const QUOTE_PROMISE = "Our team will send you a free, non-binding quote within 24-48 hours.";

/** The short form beside Book Now. */
export const DEPOSIT_TERMS_SHORT = "50% deposit to confirm; balance 30 days before departure.";
