/** /travel-management/student (SPEC §2), blocks in the order the spec lists. */
import {
  STUDENT_PROPOSAL_PDF,
  studentAbout,
  studentCta,
  studentFacts,
  studentHero,
  studentImpactAreas,
  studentMissionVision,
  studentOverview,
  studentProblems,
  studentServices,
  studentTestimonials,
  studentValueProposition,
  studentWhyChoose,
} from "#app/content/pages/student.ts";
import { msg } from "@lingui/core/macro";
import type { TravelManagementContent } from "./page-content.ts";

export const studentPage: TravelManagementContent = {
  path: "/travel-management/student",
  crumb: msg`Student`,
  description: msg`Safe, inclusive and affordable educational trips, exchange programs and cultural experiences for schools, youth groups and young people aged 10-25.`,
  hero: {
    ...studentHero,
    imageKey: "headers/student",
    imageAlt: msg`Young people working together outdoors`,
    actions: [
      { to: "proposal", label: msg`View Proposal`, style: "light" },
      { to: "contact", label: msg`Plan a group trip`, style: "ghostLight" },
    ],
  },
  proposalPdf: STUDENT_PROPOSAL_PDF,
  blocks: [
    { kind: "overview", cards: studentOverview },
    {
      kind: "split", id: "about", eyebrow: msg`Who we are`, ...studentAbout, sectionClassName: "py-16 md:py-20",
      gridClassName: "mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8",
      headingClassName: "mt-2 font-display text-3xl font-semibold text-earth-900 md:text-4xl", aside: "accreditations",
    },
    { kind: "mission", ...studentMissionVision },
    {
      kind: "list", card: "problem", ordered: true, id: "challenges", eyebrow: msg`Problems we solve`,
      title: msg`The challenges of student travel, and our answers`,
      intro: msg`Six concerns we hear from schools and parents, and how each is handled before a single student boards the bus.`, tone: "plain",
      className: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", testId: "problem-cards", items: studentProblems,
    },
    {
      kind: "list", card: "feature", id: "services", eyebrow: msg`What we offer`, title: msg`Our student travel services`, tone: "white",
      className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", testId: "service-cards", items: studentServices,
    },
    {
      kind: "list", card: "impact", id: "impact", eyebrow: msg`Beyond the trip`, title: msg`Where student travel makes an impact`, tone: "sand",
      className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-5", testId: "impact-areas", items: studentImpactAreas,
    },
    { kind: "research", heading: msg`What the research says`, facts: studentFacts },
    {
      kind: "list", card: "step", ordered: true, id: "why-choose", eyebrow: msg`Why Twiga Horizons`, title: msg`Seven reasons schools travel with us`,
      tone: "plain", className: "grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3", testId: "why-choose-items", items: studentWhyChoose,
    },
    {
      kind: "split", id: "value", eyebrow: msg`Value proposition`, heading: studentValueProposition.heading,
      paragraphs: [studentValueProposition.text], sectionClassName: "bg-white py-16 md:py-20",
      gridClassName: "mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8",
      headingClassName: "mt-2 font-display text-3xl font-semibold text-earth-900 md:text-4xl",
      aside: { points: studentValueProposition.points, className: "space-y-3", itemClassName: "flex items-start gap-3 rounded-xl bg-savanna-50 p-4 text-earth-900" },
    },
    {
      kind: "list", card: "testimonial", id: "testimonials", eyebrow: msg`In their words`, title: msg`What teachers, students and leaders say`,
      tone: "sand", className: "grid gap-6 md:grid-cols-3", testId: "testimonials", items: studentTestimonials,
    },
    {
      kind: "cta", ...studentCta, panelClassName: "from-savanna-700 to-earth-900", textClassName: "text-white/90",
      actions: [{ to: "contact", label: msg`Start Planning Today`, style: "light", arrow: true }, { to: "proposal", label: msg`View Proposal`, style: "ghostLight" }],
    },
  ],
};
