/**
 * THE hook for refunding a card payment through the card provider (issue 26 item 8, decision 0054).
 * Recording a card refund (owners, server/services/bookings/desk.ts) first stores the refund, then
 * calls this with it. It answers whether a provider refund was requested: true, and the refund is
 * shown as "requested from the card provider"; false (as now: nothing is connected), and it is
 * shown as made by hand (e.g. in the provider's own dashboard).
 *
 * server/site.ts passes OnlinePayments.refundCard, which asks Pesapal (RefundRequest) when it is
 * configured (decision 0050). A hook must not throw for a refusal; a throw is logged and the refund
 * stays recorded as made by hand.
 */
import type { Currency } from "#domain/rates/types.ts";

export interface CardRefundRequest {
  refundId: number;
  bookingId: number;
  bookingReference: string;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: Currency;
  madeOn: string;
  /** What the owner typed as the reference (e.g. the card payment's confirmation code). */
  reference: string;
  note: string;
  requestedByEmail: string;
}

export type CardRefundHook = (refund: CardRefundRequest) => Promise<boolean>;

/** Without a hook (tests of the desk alone): no provider refund is requested. */
export const requestCardRefund: CardRefundHook = async () => false;
