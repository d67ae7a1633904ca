/**
 * The booking page's side of online payments (decision 0050): the ways to pay and the attempt the
 * page follows, in the traveller's words. Every answer is about the booking behind the token only.
 */
import { attemptIsOpen, attemptMessage } from "#domain/payments/attempt.ts";
import type { BookingPaymentsContext } from "#domain/payments/booking-payments-context.ts";
import type { CatalogueReader } from "#domain/site-context.ts";
import { parseCheckoutReturn } from "../../payments/pesapal/pesapal-provider.ts";
import type { OnlinePayments } from "./online-payments.ts";

export function createBookingPayments(payments: OnlinePayments, catalogue: Pick<CatalogueReader, "company">, origin: string): BookingPaymentsContext {
  return {
    async panel(token, attempt) {
      const offer = await payments.offer(token, attempt);
      if (!offer) return null;
      const company = (await catalogue.company()).name;
      return {
        amountDue: offer.amountDue,
        currency: offer.currency,
        mpesa: offer.mpesa,
        mpesaOverLimit: offer.mpesaOverLimit,
        card: offer.card,
        paybill: offer.paybill,
        attempt: offer.attempt ? { ...offer.attempt, message: attemptMessage(offer.attempt, company), open: attemptIsOpen(offer.attempt) } : null,
      };
    },
    payByMpesa: (token, phone) => payments.startPrompt(token, phone, origin),
    payByCard: (token) => payments.startCheckout(token, origin),
    async returned(_token, params) {
      const back = parseCheckoutReturn(params);
      if (back) await payments.checkoutNotified({ trackingId: back.orderTrackingId, merchantReference: back.merchantReference });
    },
  };
}
