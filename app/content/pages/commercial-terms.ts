/**
 * The commercial terms of SPEC §9 and the booking flow of SPEC §4, stated
 * once. The terms page, the FAQs and the proposal PDFs all quote these, so a
 * change of deposit or cancellation scale is made in one place.
 */

import { BOOKING_TERMS, type BookingTerms } from "#domain/booking-terms.ts";

/** From THE booking terms (domain/booking-terms.ts), which quotes compute their payments with. */
export const DEPOSIT_PERCENT = BOOKING_TERMS.depositPercent;
export const BALANCE_DUE_DAYS = BOOKING_TERMS.balanceDueDaysBeforeDeparture;
export const ELIGIBILITY_AGE = 18;
export const STUDENT_AGE_RANGE = "10-25";
export const QUOTE_TURNAROUND = "24-48 hours";
export const QUOTE_VALIDITY = "7-30 days";

/** Cancellation charges as a share of the applicable rate, by notice given before travel. */
export const CANCELLATION_SCALE = [
  { period: "30-15 days before travel", charge: "50% of the applicable rate" },
  { period: "14-8 days before travel", charge: "75% of the applicable rate" },
  { period: "Within 7 days of travel", charge: "100% of the applicable rate" },
  { period: "No show", charge: "100% of the applicable rate" },
] as const;

export const PAYMENT_METHODS = [
  "Credit or debit card (card payments may attract extra processing fees, which we show before you pay)",
  "Bank transfer to our company account",
  "M-Pesa to our registered business number",
  "Cash at our Nairobi office (we issue an official receipt)",
] as const;

/** SPEC §4: the booking flow described in the terms, in order, stating THE booking terms given (the stored ones on the terms page). */
export const bookingFlow = (terms: BookingTerms = BOOKING_TERMS) =>
  [
    {
      title: "Research",
      text: "Browse our packages, destinations and services, and note the dates, budget and travel style that suit you.",
    },
    {
      title: "Contact",
      text: "Reach us by the inquiry form, email, phone or WhatsApp. Tell us who is travelling, when and what you would like to do.",
    },
    {
      title: "Reservation request",
      text: "We send a free, non-binding quote within 24-48 hours. When you are happy with it, ask us to reserve the services in writing.",
    },
    {
      title: "Confirmation and payment",
      text: `We confirm availability and issue an invoice. Pay the ${terms.depositPercent}% deposit to secure the booking; the balance is due ${terms.balanceDueDaysBeforeDeparture} days before departure.`,
    },
    {
      title: "Payment confirmation",
      text: "We acknowledge each payment in writing and send receipts, so you always know what has been paid and what remains.",
    },
    {
      title: "Pre-trip preparation",
      text: "We share packing advice, health, visa and passport guidance, and the contacts of your guide or driver.",
    },
    {
      title: "Finalizing details",
      text: "In the final days we confirm pick-up times, room lists and any special requests, and send your vouchers and final itinerary.",
    },
    {
      title: "Travel",
      text: "Enjoy your journey. Our team is on call 24/7 while you travel, should anything need attention.",
    },
  ] as const;

export const BOOKING_FLOW = bookingFlow();
