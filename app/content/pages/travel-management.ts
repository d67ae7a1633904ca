/** Copy of the travel management landing page (SPEC §2 /travel-management). */
import { CORPORATE_PROPOSAL_PDF } from "./corporate.ts";
import { STUDENT_PROPOSAL_PDF } from "./student.ts";
import type { FeatureIconName } from "./types.ts";

export const travelManagementHero = {
  title: "Travel Management",
  subtitle: "Dedicated travel programmes for organisations and for young travellers, run by one accountable team.",
};

export interface TravelManagementOffer {
  key: "corporate" | "student";
  label: string;
  title: string;
  to: string;
  imageKey: string;
  imageAlt: string;
  icon: FeatureIconName;
  summary: string;
  highlights: string[];
  proposal: string;
}

export const travelManagementOffers: TravelManagementOffer[] = [
  {
    key: "corporate",
    label: "Corporate",
    title: "Corporate Travel Management",
    to: "/travel-management/corporate",
    imageKey: "headers/corporate",
    imageAlt: "Conference room set for a corporate event",
    icon: "briefcase",
    summary:
      "Flights, hotels, events and team building for companies, NGOs and institutions, with 24/7 support, credit plans and monthly reporting.",
    highlights: ["Air ticketing and charter", "Meetings, incentives, conferences and events", "Reporting, expense and travel risk management"],
    proposal: CORPORATE_PROPOSAL_PDF,
  },
  {
    key: "student",
    label: "Student",
    title: "Student Travel Management",
    to: "/travel-management/student",
    imageKey: "headers/student",
    imageAlt: "Young people working together outdoors",
    icon: "graduation",
    summary:
      "Educational, cultural and adventure trips for schools, youth groups and young people aged 10-25, planned with safety, inclusion and budgets in mind.",
    highlights: ["Domestic and international trips", "Exchange programs and cultural experiences", "Fundraising and sponsorship support"],
    proposal: STUDENT_PROPOSAL_PDF,
  },
];
