/** Frequently asked questions (answers agree with the terms of content/pages/commercial-terms.ts). */
import { site } from "../site.ts";
import {
  BALANCE_DUE_DAYS,
  BOOKING_FLOW,
  CANCELLATION_SCALE,
  DEPOSIT_PERCENT,
  ELIGIBILITY_AGE,
  QUOTE_TURNAROUND,
  QUOTE_VALIDITY,
  STUDENT_AGE_RANGE,
} from "#app/content/pages/commercial-terms.ts";
import type { Faq } from "#app/content/pages/types.ts";

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: "booking",
    title: "Booking and quotes",
    faqs: [
      {
        question: "How do I book a trip?",
        answer: [
          `Booking follows eight steps: ${BOOKING_FLOW.map((s) => s.title.toLowerCase()).join(", ")}.`,
          "Start by sending an inquiry from any package page, the Inquiries page or WhatsApp, and we will guide you through the rest.",
        ],
      },
      {
        question: "How long does it take to get a quote, and does it cost anything?",
        answer: [
          `We deliver quotes within ${QUOTE_TURNAROUND}. Quotes are free and non-binding, and are valid typically ${QUOTE_VALIDITY}; the exact validity is written on each quote.`,
        ],
      },
      {
        question: "Can you plan a trip that is not on the website?",
        answer: [
          "Yes. Most of our trips are tailor-made. Tell us your dates, budget, group size and interests and we will design an itinerary for you.",
        ],
      },
      {
        question: "Who can make a booking?",
        answer: [
          `You must be ${ELIGIBILITY_AGE} or older to book. Travellers under ${ELIGIBILITY_AGE} may use our services only under the supervision of a parent or guardian. Our student programmes serve young people aged ${STUDENT_AGE_RANGE}, always with the consent of a parent, guardian or school.`,
        ],
      },
    ],
  },
  {
    id: "payment",
    title: "Prices and payment",
    faqs: [
      {
        question: "Which currencies do you quote in?",
        answer: [
          "Prices are quoted in US dollars (USD) and Kenya shillings (KES). Rates differ for Kenya residents, East African residents and international visitors.",
        ],
      },
      {
        question: "How much deposit do I pay, and when is the balance due?",
        answer: [
          `A ${DEPOSIT_PERCENT}% deposit is paid at booking and is non-refundable unless stated otherwise in writing. The balance is due ${BALANCE_DUE_DAYS} days before departure.`,
        ],
      },
      {
        question: "How can I pay?",
        answer: [
          "By card (card payments may carry extra fees), bank transfer, M-Pesa, or cash at our Nairobi office.",
        ],
      },
      {
        question: "Do you offer installment plans?",
        answer: [
          `Yes. Companies on approved credit can be billed monthly, and schools, groups and families can spread payments, as long as the full balance is paid ${BALANCE_DUE_DAYS} days before departure.`,
        ],
      },
    ],
  },
  {
    id: "changes",
    title: "Cancellations and changes",
    faqs: [
      {
        question: "What happens if I cancel?",
        answer: [
          `Cancellation charges depend on how much notice you give: ${CANCELLATION_SCALE.map((c) => `${c.period.toLowerCase()}, ${c.charge}`).join("; ")}.`,
        ],
      },
      {
        question: "Are flights refundable?",
        answer: [
          "Flights are excluded from our cancellation scale and governed by the fare rules of each ticket. Where the airline allows it, an unused ticket can become a credit shell for a later trip.",
        ],
      },
      {
        question: "Can I change my travel dates?",
        answer: [
          "Usually, yes. We will ask our suppliers for new dates; any change fees and price differences are passed on at cost.",
        ],
      },
    ],
  },
  {
    id: "travel",
    title: "On the road",
    faqs: [
      {
        question: "Is there support while I travel?",
        answer: [`Yes. Our team is on call 24/7 for every traveller. Call ${site.phones[0]} or message us on WhatsApp at any hour.`],
      },
      {
        question: "Do I need a visa or vaccinations?",
        answer: [
          "It depends on your passport and your route. We send visa, passport and health guidance with every confirmation, and can help with applications.",
        ],
      },
      {
        question: "Do you recommend travel insurance?",
        answer: ["Strongly. We can arrange cover for medical emergencies, evacuation, cancellation and lost baggage."],
      },
      {
        question: "Where is your office?",
        answer: [
          `${site.address.street}, ${site.address.city}, ${site.address.country}. You are welcome to visit; see the Contact us page for directions and opening hours.`,
        ],
      },
    ],
  },
];
