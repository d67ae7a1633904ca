/** What the traveller's booking page may ask about paying (server/services/payments/booking-payments.ts). */
import type { AttemptView } from "./attempt.ts";
import type { PayRefusal } from "./outcomes.ts";

export interface PaymentPanel {
  /** What is due now (the rest of the deposit, else the rest of the total), integer minor units. */
  amountDue: number;
  currency: string;
  /** Lipa na M-Pesa (a prompt on the phone): KES bookings, when M-Pesa is configured. */
  mpesa: boolean;
  /** M-Pesa is configured but what is due is above one M-Pesa payment's limit. */
  mpesaOverLimit: boolean;
  /** A card on Pesapal's page, when Pesapal is configured. */
  card: boolean;
  paybill: { number: string; account: string } | null;
  /** The attempt the page follows, with its English words (the page says it in the booking's language from the view, app/bookings/pay-words.ts). */
  attempt: (AttemptView & { message: string; open: boolean }) | null;
}

export type PayAnswer =
  | { ok: true; attempt: AttemptView }
  | { ok: false; status: number; errors: Record<string, string>; refusal: PayRefusal };

export interface BookingPaymentsContext {
  /** The ways to pay and the attempt `attempt` names (asking its provider when it is open); null for an unknown link. */
  panel(token: string, attempt: string | null): Promise<PaymentPanel | null>;
  payByMpesa(token: string, phone: string): Promise<PayAnswer>;
  payByCard(token: string): Promise<PayAnswer>;
  /** The traveller is back from a hosted checkout: the provider's parameters, a hint to check. */
  returned(token: string, params: URLSearchParams): Promise<void>;
}
