/**
 * One interface for every online payment provider (issue 26 item 3, decision 0050). Daraja (M-Pesa
 * STK push) and Pesapal (hosted card checkout) are adapters of it; Paystack, Flutterwave or DPO
 * would be one more file each. The payments service (server/services/payments/) never speaks a
 * provider's HTTP itself.
 *
 * The rule the interface encodes: a notification is a hint, `status` is the proof. Money is
 * credited only from a `status` answer of "succeeded", and each provider transaction once.
 */
import type { FailureReason, PaymentProviderId } from "#domain/payments/outcomes.ts";
import type { Currency } from "#domain/rates/types.ts";

export interface StartPaymentRequest {
  /** Our own unique reference for this attempt (letters, digits and dashes, at most 50). */
  merchantReference: string;
  /** Integer minor units, decided by the server, never by the browser. */
  amount: number;
  currency: Currency;
  /** A short description the provider shows ("BK-00042 deposit"). */
  description: string;
  /** The booking's reference, the account it is paid to ("BK-00042"). */
  accountReference: string;
  /** For a prompt on a phone: the Kenyan mobile number as 2547XXXXXXXX or 2541XXXXXXXX. */
  phone?: string;
  /** For a hosted checkout: who pays, as far as we know. */
  payer?: { email?: string; phone?: string; firstName?: string; lastName?: string };
  /** Where the provider sends its notification (carries the callback secret). */
  notifyUrl: string;
  /** Where a hosted checkout sends the traveller back. */
  returnUrl: string;
}

export type StartPaymentResult =
  /** A prompt is on its way to the phone; `providerReference` is what the provider is asked about. */
  | { kind: "prompt"; providerReference: string }
  /** The traveller goes to the provider's page. */
  | { kind: "redirect"; providerReference: string; redirectUrl: string }
  /** The provider refused the request itself (a number it does not serve, an amount out of range). */
  | { kind: "refused"; message: string };

/**
 * Thrown when a provider cannot be reached, times out, or answers something that is not its
 * contract. Nothing is known to have started: the traveller reads "try again in a moment", and a
 * status check is retried later.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: PaymentProviderId,
    message: string,
  ) {
    super(message);
    this.name = "ProviderUnavailable";
  }
}

export type PaymentStatus =
  /** Not finished yet (the prompt is open, the card page is open), or the provider does not know yet. */
  | { state: "pending" }
  | {
      state: "succeeded";
      /** The provider's own transaction code (an M-Pesa receipt, a card confirmation code) when it gives one. */
      transactionId: string | null;
      /** What was paid, integer minor units, in `currency`. */
      amount: number;
      currency: Currency;
      /** How it was paid, as the provider names it ("M-Pesa", "Visa"), when it says. */
      method: string | null;
    }
  | { state: "failed"; reason: FailureReason; detail: string };

export interface RefundRequest {
  providerReference: string;
  transactionId: string;
  amount: number;
  currency: Currency;
  /** Who asked for it and why, as the provider wants it recorded. */
  requestedBy: string;
  remarks: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** "prompt": the traveller approves on the phone; "redirect": the traveller goes to the provider's page. */
  readonly flow: "prompt" | "redirect";
  readonly currencies: readonly Currency[];
  start(request: StartPaymentRequest): Promise<StartPaymentResult>;
  /**
   * Asks the provider what became of an attempt: the only answer money is credited on. `asked` is
   * what the attempt asked for, for providers whose status answer does not repeat the amount.
   */
  status(providerReference: string, asked: { amount: number; currency: Currency }): Promise<PaymentStatus>;
  /** Asks the provider to refund a payment; absent where refunds are made by hand. */
  refund?(request: RefundRequest): Promise<{ accepted: boolean; message: string }>;
}
