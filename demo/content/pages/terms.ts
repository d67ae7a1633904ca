/** Terms and Conditions of the demo company (SPEC §9 commercial terms, SPEC §4 booking flow, SPEC §5 age rule). */
import { site } from "../site.ts";
import {
  BALANCE_DUE_DAYS,
  BOOKING_FLOW,
  CANCELLATION_SCALE,
  DEPOSIT_PERCENT,
  ELIGIBILITY_AGE,
  PAYMENT_METHODS,
  QUOTE_TURNAROUND,
  QUOTE_VALIDITY,
} from "#app/content/pages/commercial-terms.ts";
import type { TermsSection } from "#app/content/pages/types.ts";

export const TERMS_UPDATED = "1 October 2026";

export const termsIntro = `These terms apply to every booking made with ${site.legalName} ("we", "us"), a private limited company registered in Kenya with its office in Nairobi. Please read them before you confirm a booking; by paying a deposit you accept them.`;

export const termsSections: TermsSection[] = [
  {
    id: "eligibility",
    title: "1. Who may book",
    paragraphs: [
      `You must be ${ELIGIBILITY_AGE} years of age or older to use this website and to make a booking. Anyone under ${ELIGIBILITY_AGE} may use our services only under the supervision of a parent or guardian, who makes the booking and accepts these terms on their behalf.`,
      "The person who makes the booking (the lead traveller) confirms that they are authorised to accept these terms for everyone named in the booking.",
    ],
  },
  {
    id: "booking-flow",
    title: "2. How booking works",
    paragraphs: ["Every booking follows the same eight steps:"],
    steps: BOOKING_FLOW.map((s) => ({ title: s.title, text: s.text })),
  },
  {
    id: "quotes",
    title: "3. Quotes",
    paragraphs: [
      `We deliver quotes within ${QUOTE_TURNAROUND} of receiving your request. Quotes are free and non-binding for both sides until a deposit is paid.`,
      `A quote is valid for the period stated on it, typically ${QUOTE_VALIDITY}. Lodge, park and airline prices can change after that period, and we will re-confirm the price before you pay.`,
    ],
  },
  {
    id: "prices-payment",
    title: "4. Prices and payment",
    paragraphs: [
      "Prices are quoted in US dollars (USD) and Kenya shillings (KES). Rates differ for Kenya residents, East African residents and international visitors; the rate that applies depends on the passport or residence permit of each traveller.",
      `A deposit of ${DEPOSIT_PERCENT}% of the total price is payable at booking to secure it. The deposit is non-refundable unless stated otherwise in writing on your booking confirmation.`,
      `The balance is due ${BALANCE_DUE_DAYS} days before departure. Bookings made less than ${BALANCE_DUE_DAYS} days before departure are paid in full at booking. If the balance is not received on time we may treat the booking as cancelled by you, and the cancellation charges below apply.`,
      "We accept the following payment methods:",
    ],
    items: [...PAYMENT_METHODS],
  },
  {
    id: "cancellation",
    title: "5. Cancellation by you",
    paragraphs: [
      "Cancellations must be made in writing (email is fine) by the lead traveller. The charges below are calculated on the applicable rate of the cancelled services and counted from the date we receive your written notice:",
    ],
    items: CANCELLATION_SCALE.map((c) => `${c.period}: ${c.charge}.`),
  },
  {
    id: "flights",
    title: "6. Flights",
    paragraphs: [
      "Flights are excluded from the cancellation scale above. Airline tickets are governed by the fare rules of the ticket issued: some fares are non-refundable, and changes may carry airline penalties and fare differences.",
      "Where an airline allows it, an unused ticket may be converted into a credit shell that can be used for a later booking within the airline's validity period.",
    ],
  },
  {
    id: "changes",
    title: "7. Changes",
    paragraphs: [
      "If you wish to change dates, accommodation or travellers after confirmation we will do our best to help. Suppliers' change fees and any price difference are payable by you.",
      "If we must change a significant part of your trip before departure (for example a closed lodge or a road made impassable by rain) we will offer an alternative of similar or higher standard, or a refund of the affected services.",
    ],
  },
  {
    id: "travel-documents",
    title: "8. Passports, visas and health",
    paragraphs: [
      "You are responsible for holding a valid passport (with at least six months' validity and blank pages), the visas and entry permits you need, and any vaccination certificates required. We gladly provide guidance, but entry decisions rest with the authorities.",
    ],
  },
  {
    id: "insurance",
    title: "9. Travel insurance",
    paragraphs: [
      "We strongly recommend comprehensive travel insurance covering medical emergencies, evacuation, cancellation and loss of belongings. We can arrange cover on request.",
    ],
  },
  {
    id: "responsibility",
    title: "10. Our responsibility",
    paragraphs: [
      "We select our suppliers with care and remain your point of contact throughout your trip. We are not liable for events beyond our reasonable control, such as extreme weather, natural disasters, strikes, civil unrest or changes in government rules, though we will help you make new arrangements.",
    ],
  },
  {
    id: "conduct",
    title: "11. Conduct in parks and communities",
    paragraphs: [
      "Travellers must follow park rules, the instructions of guides and drivers, and local laws and customs. We may end the services of anyone whose behaviour endangers others, without refund.",
    ],
  },
  {
    id: "privacy",
    title: "12. Your information",
    paragraphs: [
      "We use the details you give us only to answer your inquiry and deliver your booking, and share them only with the suppliers who provide your services.",
    ],
  },
  {
    id: "complaints-law",
    title: "13. Complaints and governing law",
    paragraphs: [
      `Tell your guide or call us while you travel so we can put things right at once. Written complaints after your return should reach us at ${site.email} within 28 days. These terms are governed by the laws of Kenya.`,
    ],
  },
];
