/**
 * What became of an online payment attempt (issue 26 item 3), in the words the traveller reads.
 * Each way a payment can fail has its own plain sentence and a "try again": a cancelled prompt is
 * not a wrong PIN, and neither is a phone that never answered.
 */
import { formatAmount } from "../rates/money.ts";

export const FAILURE_REASONS = ["cancelled", "wrong_pin", "timed_out", "insufficient_funds", "declined", "unknown"] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const FAILURE_WORDS: Record<FailureReason, string> = {
  cancelled: "The payment was cancelled on the phone. Nothing was taken.",
  wrong_pin: "The M-Pesa PIN was not accepted. Nothing was taken.",
  timed_out: "The phone did not answer the payment prompt in time. Nothing was taken.",
  insufficient_funds: "There was not enough money in the M-Pesa account. Nothing was taken.",
  declined: "The payment was declined. Nothing was taken.",
  unknown: "The payment did not go through. Nothing was taken.",
};

/** The online ways to pay, one adapter each behind server/payments/provider.ts. */
export const PAYMENT_PROVIDERS = ["mpesa", "pesapal"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** Where an attempt stands: starting (asked, no answer yet), pending (the provider has it), then an end. */
export const ATTEMPT_STATES = ["starting", "pending", "succeeded", "failed", "unavailable", "expired"] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** M-Pesa takes at most KES 250,000 in one payment (a prompt or the paybill); in minor units. */
export const MPESA_MAX_PAYMENT = 250_000_00;
/** Written from the limit itself, so the sentence follows the figure. */
export const MPESA_LIMIT_WORDS = `M-Pesa takes at most ${formatAmount(MPESA_MAX_PAYMENT, "KES")} in one payment: please pay this amount by card or bank transfer.`;

/**
 * Why a payment could not be started, as a code beside the English sentence the store answers with
 * (decision 0080): the console and the logs read the sentence, the booking page says the code in the
 * booking's language (app/bookings/pay-words.ts). `phone` is the field's refusal; the others the form's.
 */
export const PAY_REFUSALS = ["phone", "unknown_booking", "not_offered", "closed", "nothing_due", "over_limit", "choose"] as const;
export type PayRefusal = (typeof PAY_REFUSALS)[number];

/** Each refusal's English, as the store answers it. */
export const PAY_REFUSAL_WORDS: Record<PayRefusal, string> = {
  phone: "Enter a Kenyan mobile number, like 0712 345 678.",
  unknown_booking: "This booking link is not valid.",
  not_offered: "This way of paying is not available for this booking.",
  closed: "This booking takes no more payments.",
  nothing_due: "Nothing is due on this booking.",
  over_limit: MPESA_LIMIT_WORDS,
  choose: "Choose how to pay.",
};
