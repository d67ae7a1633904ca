/**
 * The pay panel's answers from the payment service in the booking's language (decision 0080): an
 * attempt's sentence, made from the attempt's state, provider, failure, amount and masked phone, and
 * why a payment could not be started, by the code the store answers with beside its English. The
 * store keeps its English sentences for the console and the logs (domain/payments/attempt.ts
 * attemptMessage, outcomes.ts FAILURE_WORDS); in English these read exactly as those.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AttemptView } from "#domain/payments/attempt.ts";
import { MPESA_MAX_PAYMENT, type FailureReason, type PayRefusal } from "#domain/payments/outcomes.ts";
import type { Locale } from "#domain/locales.ts";
import { formatAmount } from "#domain/rates/money.ts";

const FAILURES: Record<FailureReason, MessageDescriptor> = {
  cancelled: msg`The payment was cancelled on the phone. Nothing was taken.`,
  wrong_pin: msg`The M-Pesa PIN was not accepted. Nothing was taken.`,
  timed_out: msg`The phone did not answer the payment prompt in time. Nothing was taken.`,
  insufficient_funds: msg`There was not enough money in the M-Pesa account. Nothing was taken.`,
  declined: msg`The payment was declined. Nothing was taken.`,
  unknown: msg`The payment did not go through. Nothing was taken.`,
};

/** The sentence for an attempt; `company` is who the traveller pays. */
export function attemptWords(i18n: I18n, a: AttemptView, company: string): string {
  const money = formatAmount(a.amount, a.currency, i18n.locale as Locale);
  const phone = a.phoneHint;
  switch (a.state) {
    case "starting":
    case "pending":
      if (a.provider !== "mpesa") return i18n._(msg`Waiting for the card payment of ${money} to be confirmed.`);
      return phone ? i18n._(msg`Check your phone (${phone}): enter your M-Pesa PIN to pay ${money} to ${company}.`) : i18n._(msg`Check your phone: enter your M-Pesa PIN to pay ${money} to ${company}.`);
    case "succeeded":
      return i18n._(msg`Thank you: your payment of ${money} is received.`);
    case "failed":
      return i18n._(FAILURES[a.failure ?? "unknown"]);
    case "unavailable":
      return a.provider === "mpesa"
        ? i18n._(msg`M-Pesa is not answering right now. Nothing was taken: please try again in a few minutes.`)
        : i18n._(msg`The card payment service is not answering right now. Nothing was taken: please try again in a few minutes.`);
    case "expired":
      return i18n._(msg`We have had no answer about this payment. If money left your account, it is safe: we will match it and write to you. Otherwise, please try again.`);
  }
}

/** Why paying was refused, by the store's code; the pay panel shows `phone` under the number, the others above the forms. */
export function payRefusalWords(i18n: I18n, refusal: PayRefusal): string {
  switch (refusal) {
    case "phone":
      return i18n._(msg`Enter a Kenyan mobile number, like 0712 345 678.`);
    case "unknown_booking":
      return i18n._(msg`This booking link is not valid.`);
    case "not_offered":
      return i18n._(msg`This way of paying is not available for this booking.`);
    case "closed":
      return i18n._(msg`This booking takes no more payments.`);
    case "nothing_due":
      return i18n._(msg`Nothing is due on this booking.`);
    case "over_limit": {
      const mpesaLimit = formatAmount(MPESA_MAX_PAYMENT, "KES", i18n.locale as Locale);
      return i18n._(msg`M-Pesa takes at most ${mpesaLimit} in one payment: please pay this amount by card or bank transfer.`);
    }
    case "choose":
      return i18n._(msg`Choose how to pay.`);
  }
}
