/** /travel-management/corporate (SPEC §2), blocks in the order the spec lists. */
import {
  CORPORATE_PROPOSAL_PDF,
  corporateChallenge,
  corporateCredentials,
  corporateCta,
  corporateFact,
  corporateHero,
  corporateServices,
  corporateTestimonials,
  corporateValuePoints,
  corporateWhyChoose,
} from "#app/content/pages/corporate.ts";
import { msg } from "@lingui/core/macro";
import type { TravelManagementContent } from "./page-content.ts";

export const corporatePage: TravelManagementContent = {
  path: "/travel-management/corporate",
  crumb: msg`Corporate`,
  description: msg`Air ticketing, hotels, conferences, team building, transfers, insurance and visa guidance for organisations, with 24/7 support, credit plans and monthly reporting.`,
  hero: {
    ...corporateHero,
    imageKey: "headers/corporate",
    imageAlt: msg`Conference room set for a corporate event`,
    actions: [{ to: "proposal", label: msg`View Proposal`, style: "light" }],
  },
  proposalPdf: CORPORATE_PROPOSAL_PDF,
  blocks: [
    {
      kind: "split", id: "credentials", eyebrow: msg`Credentials`, heading: corporateCredentials.heading, paragraphs: [corporateCredentials.text],
      sectionClassName: "bg-white py-14",
      gridClassName: "mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8",
      headingClassName: "mt-2 font-display text-3xl font-semibold text-earth-900",
      aside: { points: corporateCredentials.points, className: "grid gap-3 sm:grid-cols-2", itemClassName: "flex items-start gap-3 rounded-xl bg-savanna-50 p-4 font-medium text-earth-900" },
    },
    { kind: "challenge", eyebrow: msg`Why it matters`, ...corporateChallenge, fact: corporateFact },
    {
      kind: "list", card: "feature", id: "services", eyebrow: msg`What we handle`, title: msg`Our corporate travel services`,
      intro: msg`Seven services, one account, one monthly statement.`, tone: "plain",
      className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4", testId: "service-cards", items: corporateServices,
    },
    {
      kind: "list", card: "feature", id: "why-choose", eyebrow: msg`Why Twiga Horizons`,
      title: (name) => (name ? msg`Why organisations choose ${name}` : msg`Why organisations choose us`), tone: "white",
      className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-5", testId: "why-choose-cards", items: corporateWhyChoose,
    },
    {
      kind: "list", card: "feature", numbered: true, ordered: true, id: "value", eyebrow: msg`Value proposition`,
      title: msg`What your organisation gains`, tone: "sand", className: "grid gap-6 md:grid-cols-2", testId: "value-points",
      items: corporateValuePoints,
    },
    {
      kind: "cta", ...corporateCta, panelClassName: "from-acacia-700 to-acacia-900", textClassName: "text-white/85",
      actions: [{ to: "proposal", label: msg`View Proposal`, style: "light" }, { to: "contact-new-tab", label: msg`Contact Us Today`, style: "ghostLight" }],
    },
    {
      kind: "list", card: "testimonial", id: "testimonials", eyebrow: msg`Client voices`, title: msg`What our corporate clients say`, tone: "white",
      className: "grid gap-6 md:grid-cols-2", testId: "testimonials", items: corporateTestimonials,
    },
  ],
};
