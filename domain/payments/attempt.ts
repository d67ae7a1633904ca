/**
 * An online payment attempt as the traveller's booking page shows it (decision 0050): what was
 * asked, where it stands, and the plain words for it. Pure; the store is server/services/payments/.
 */
import { formatAmount } from "../rates/money.ts";
import { FAILURE_WORDS, type AttemptState, type FailureReason, type PaymentProviderId } from "./outcomes.ts";

export interface AttemptView {
  /** Our reference for the attempt; the page asks about it by this. */
  reference: string;
  provider: PaymentProviderId;
  state: AttemptState;
  amount: number;
  currency: string;
  /** The phone a prompt went to, masked. */
  phoneHint: string | null;
  failure: FailureReason | null;
  /** Where a hosted checkout continues, while it is open. */
  redirectUrl: string | null;
}

/** "0712•••678": enough for a traveller to recognise their number, not enough to copy it. */
export function maskPhone(msisdn: string): string {
  const local = msisdn.startsWith("254") ? `0${msisdn.slice(3)}` : msisdn;
  return `${local.slice(0, 4)}•••${local.slice(-3)}`;
}

/** The sentence the booking page shows for an attempt; `company` is who the traveller pays. */
export function attemptMessage(a: AttemptView, company: string): string {
  const money = formatAmount(a.amount, a.currency);
  switch (a.state) {
    case "starting":
    case "pending":
      return a.provider === "mpesa"
        ? `Check your phone${a.phoneHint ? ` (${a.phoneHint})` : ""}: enter your M-Pesa PIN to pay ${money} to ${company}.`
        : `Waiting for the card payment of ${money} to be confirmed.`;
    case "succeeded":
      return `Thank you: your payment of ${money} is received.`;
    case "failed":
      return FAILURE_WORDS[a.failure ?? "unknown"];
    case "unavailable":
      return a.provider === "mpesa"
        ? "M-Pesa is not answering right now. Nothing was taken: please try again in a few minutes."
        : "The card payment service is not answering right now. Nothing was taken: please try again in a few minutes.";
    case "expired":
      return `We have had no answer about this payment. If money left your account, it is safe: we will match it and write to you. Otherwise, please try again.`;
  }
}

/** Whether the page should keep asking about the attempt (and show "Refresh" without JavaScript). */
export const attemptIsOpen = (a: Pick<AttemptView, "state">): boolean => a.state === "starting" || a.state === "pending";
