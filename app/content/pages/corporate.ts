/** Copy of the corporate travel management page (SPEC §1 and §2). */
import type { Fact, ServiceCard, Testimonial, WhyChooseCard } from "./types.ts";

export const CORPORATE_PROPOSAL_PDF = "/docs/corporate-proposal.pdf";

export const corporateHero = {
  title: "Corporate Travel Management",
  subtitle: "One accountable partner for your flights, hotels, events and the people who travel for you.",
};

export const corporateCredentials = {
  heading: "Credentials you can rely on",
  text: "Twiga Horizons Travel Ltd is a private limited company registered in Kenya, licensed by the Tourism Regulatory Authority, a member of KATO and KATA, and an IATA accredited agent able to issue airline tickets directly.",
  points: [
    "Registered private limited company, Nairobi",
    "Licensed by the Tourism Regulatory Authority",
    "Member of KATO and KATA",
    "IATA accredited ticketing agent",
  ],
};

export const corporateChallenge = {
  heading: "The challenge",
  paragraphs: [
    "Business travel rarely fails in one big way. It leaks: a ticket booked late at a walk-up fare, a hotel outside the negotiated rate, a visa that arrives the day after the flight, an invoice that no one can match to a cost centre.",
    "Finance teams lose visibility, travellers lose time and managers lose sight of where their people are when something goes wrong. We take that work off your desk and give you one partner, one monthly statement and one number to call, day or night.",
  ],
};

/** SPEC §1: the seven corporate travel management services, in order. */
export const corporateServices: ServiceCard[] = [
  {
    title: "Air Ticketing and Charter",
    icon: "plane",
    description: "Domestic, regional and international tickets issued in-house, plus charter aircraft for site visits, executives and groups.",
    additionalInfo: "Changes and re-issues handled around the clock.",
  },
  {
    title: "Hotel and Accommodation Booking",
    icon: "hotel",
    description: "Business hotels, serviced apartments and lodges at negotiated corporate rates, within your travel policy.",
  },
  {
    title: "Meetings, Incentives, Conferences and Events",
    icon: "briefcase",
    description: "Venues, delegate travel, registration, audio-visual and hospitality for board retreats, conferences and incentive trips.",
    additionalInfo: "From 10 to 500 delegates.",
  },
  {
    title: "Team Building",
    icon: "users",
    description: "Facilitated outdoor and indoor programmes that build trust and communication, near Nairobi or at the coast.",
  },
  {
    title: "Transfers and Car Hire",
    icon: "car",
    description: "Airport meet-and-greet, chauffeured cars and self-drive hire with vetted, insured vehicles.",
  },
  {
    title: "Travel Insurance",
    icon: "shield",
    description: "Single-trip and annual multi-trip cover for medical emergencies, cancellations and lost baggage.",
  },
  {
    title: "Visa and Passport Guidance",
    icon: "passport",
    description: "Checklists, appointment booking and document review so applications are complete the first time.",
  },
];

export const corporateWhyChoose: WhyChooseCard[] = [
  {
    title: "24/7 Support",
    icon: "headset",
    description: "A consultant answers at any hour to rebook a missed connection or find a room when plans change.",
  },
  {
    title: "Flexible Installment and Credit Plans",
    icon: "wallet",
    description: "Monthly billing on approved credit, or installment plans for large events, so travel fits your cash flow.",
  },
  {
    title: "Negotiated Discounts",
    icon: "percent",
    description: "Corporate fares and hotel rates we negotiate on your behalf, passed on to you transparently.",
  },
  {
    title: "Reporting and Analysis",
    icon: "chart",
    description: "Monthly spend reports by traveller, department and supplier, with savings against published fares.",
  },
  {
    title: "Travel Risk Management",
    icon: "shield",
    description: "We know where your travellers are, send advisories before they leave and reach them fast when something happens.",
  },
];

export const corporateValuePoints: WhyChooseCard[] = [
  {
    title: "Lower total travel cost",
    icon: "coins",
    description: "Negotiated rates, advance planning and policy compliance reduce what you spend per trip.",
  },
  {
    title: "Expense management made simple",
    icon: "receipt",
    description: "One consolidated invoice per month, coded to your cost centres and ready for your accounts team.",
  },
  {
    title: "Time given back to your people",
    icon: "clock",
    description: "Travellers send one request; we handle options, approvals, tickets, rooms and transfers.",
  },
  {
    title: "Duty of care, documented",
    icon: "check",
    description: "Traveller tracking, advisories and an incident line that give your organisation a clear duty-of-care record.",
  },
];

/** SPEC §9 lists 56% among the travel management statistics; it belongs to the corporate challenge. */
export const corporateFact: Fact = {
  percentage: "56%",
  description: "of the finance managers we spoke to could not say what their organisation spent on travel in the last quarter.",
  icon: "chart",
  source: "Twiga Horizons conversations with 40 Nairobi organisations, 2025",
};

export const corporateTestimonials: Testimonial[] = [
  {
    name: "Wanjiru M.",
    role: "Operations Manager, logistics company, Nairobi",
    quote: "Our team flies every week. Since we moved to Twiga Horizons, every ticket, hotel and transfer arrives on one monthly statement and changes are sorted within the hour.",
  },
  {
    name: "David O.",
    role: "Head of Human Resources, financial services firm",
    quote: "They organised our annual retreat for 120 staff in Naivasha: transport, rooms, team building and the gala dinner. Not one thing was left for us to chase.",
  },
  {
    name: "Amina K.",
    role: "Programme Director, regional NGO",
    quote: "We move staff across five countries. The visa guidance and the late-night rebooking support have saved us more than once.",
  },
  {
    name: "Peter N.",
    role: "Finance Controller, manufacturing group",
    quote: "The monthly reports show exactly where our travel budget goes. We cut our spend noticeably in the first year without cutting trips.",
  },
];

export const corporateCta = {
  heading: "Let's make business travel the easy part",
  text: "Read our proposal or tell us about your organisation. We reply within one working day with a plan and a named account manager.",
};
