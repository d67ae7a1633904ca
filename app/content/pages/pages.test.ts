/** The static content records hold the counts and terms SPEC §1, §2, §4 and §9 require. */
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { aboutStats, coreValues } from "./about.ts";
import { BOOKING_FLOW, CANCELLATION_SCALE, DEPOSIT_PERCENT, BALANCE_DUE_DAYS, QUOTE_TURNAROUND, QUOTE_VALIDITY } from "./commercial-terms.ts";
import { corporateFact, corporateServices, corporateTestimonials, corporateValuePoints, corporateWhyChoose } from "./corporate.ts";
import { studentFacts, studentImpactAreas, studentOverview, studentProblems, studentServices, studentWhyChoose } from "./student.ts";
import { termsSections } from "#demo/content/pages/terms.ts";
import { faqGroups } from "#demo/content/pages/faqs.ts";
import * as about from "./about.ts";
import * as info from "./info.ts";
import * as corporate from "./corporate.ts";
import * as student from "./student.ts";
import * as travelManagement from "./travel-management.ts";
import { bookingFlow } from "./commercial-terms.ts";
import { BOOKING_TERMS as BOOKING_FLOW_TERMS } from "#domain/booking-terms.ts";
import { contentText, localizeContent } from "./localize.ts";
import { CONTENT_MESSAGES } from "./translations.ts";

describe("company page content", () => {
  it("about: the four stats of SPEC §2 and six core values", () => {
    expect(aboutStats.map((s) => s.value)).toEqual(["500+", "50+", "5", "24/7"]);
    expect(coreValues).toHaveLength(6);
  });

  it("corporate: 7 services (SPEC §1 order), 5 why-choose, 4 value points, 4 testimonials, the 56% figure", () => {
    expect(corporateServices.map((s) => s.title)).toEqual([
      "Air Ticketing and Charter",
      "Hotel and Accommodation Booking",
      "Meetings, Incentives, Conferences and Events",
      "Team Building",
      "Transfers and Car Hire",
      "Travel Insurance",
      "Visa and Passport Guidance",
    ]);
    expect(corporateWhyChoose).toHaveLength(5);
    expect(corporateValuePoints).toHaveLength(4);
    expect(corporateTestimonials).toHaveLength(4);
    expect(corporateFact.percentage).toBe("56%");
  });

  it("student: 3 overview cards, 6 problems, 6 services, 5 impact areas, 65% and 74%, 7 why-choose", () => {
    expect(studentOverview).toHaveLength(3);
    expect(studentOverview[2]!.title).toContain("10-25");
    expect(studentProblems.map((p) => [p.number, p.problem])).toEqual([
      [1, "Safety and Security"],
      [2, "Inclusivity"],
      [3, "Logistics"],
      [4, "Sustainability"],
      [5, "Personal Development"],
      [6, "Funding"],
    ]);
    expect(studentServices).toHaveLength(6);
    expect(studentImpactAreas.map((a) => a.title)).toEqual([
      "Economic",
      "Social and Foundational",
      "Sustainability and Conservation",
      "Personal Development and Wellness",
      "Inclusivity",
    ]);
    expect(studentFacts.map((f) => f.percentage)).toEqual(["65%", "74%"]);
    expect(studentWhyChoose).toHaveLength(7);
  });

  it("terms: SPEC §9 constants and the SPEC §4 booking flow", () => {
    expect(DEPOSIT_PERCENT).toBe(50);
    expect(BALANCE_DUE_DAYS).toBe(30);
    expect(QUOTE_TURNAROUND).toBe("24-48 hours");
    expect(QUOTE_VALIDITY).toBe("7-30 days");
    expect(CANCELLATION_SCALE.map((c) => c.charge)).toEqual([
      "50% of the applicable rate",
      "75% of the applicable rate",
      "100% of the applicable rate",
      "100% of the applicable rate",
    ]);
    expect(BOOKING_FLOW.map((s) => s.title)).toEqual([
      "Research",
      "Contact",
      "Reservation request",
      "Confirmation and payment",
      "Payment confirmation",
      "Pre-trip preparation",
      "Finalizing details",
      "Travel",
    ]);
    expect(termsSections.find((s) => s.id === "booking-flow")!.steps).toHaveLength(8);
    expect(faqGroups.flatMap((g) => g.faqs).length).toBeGreaterThanOrEqual(12);
  });
});

/** The German content catalogue, compiled from its .po as the server loads it. */
const de = Object.values(import.meta.glob<{ messages: Messages }>("../../locales/de/content.po", { eager: true }))[0]!.messages;
const german = setupI18n({ locale: "de", messages: { de } });
const english = setupI18n({ locale: "en", messages: { en: {} } });

/** Every string a record holds, with where it is. */
function strings(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  return out;
}

/** What is not copy: keys, paths, icons, colours, figures, files, people's names, opening hours. */
const NOT_COPY = /\.(icon|color|key|to|imageKey|embedUrl|proposal|percentage|value|name|hours)$|_PDF$/;

describe("the copy in the page's language (issue 29)", () => {
  const records = { ...about, ...info, ...corporate, ...student, ...travelManagement, BOOKING_FLOW: bookingFlow() };

  it("has a message for every visitor-facing string of the records, and every message is German in the German catalogue", () => {
    const missing = strings(records, "")
      .filter(([path, text]) => !NOT_COPY.test(path) && !/^[\d:\s-]+$/.test(text) && !text.startsWith("/"))
      .filter(([, text]) => contentText(german, text) === text)
      .map(([path, text]) => `${path}: ${text}`);
    expect(missing).toEqual([]);
    expect(CONTENT_MESSAGES.filter(([en]) => contentText(german, en) === en).map(([en]) => en)).toEqual([]);
  });

  it("translates a record's copy and keeps its icons, keys and names; English gets the record itself", () => {
    const values = localizeContent(german, about.coreValues);
    expect(values[0]).toEqual({ title: "Integrität", icon: "shield", description: expect.stringContaining("Klare Angebote") });
    const testimonial = localizeContent(german, corporate.corporateTestimonials)[0]!;
    expect(testimonial.name).toBe("Wanjiru M.");
    expect(testimonial.role).toBe("Betriebsleiterin, Logistikunternehmen, Nairobi");
    expect(localizeContent(german, travelManagement.travelManagementOffers)[1]!.to).toBe("/travel-management/student");
    expect(localizeContent(english, about.coreValues)).toBe(about.coreValues);
  });

  it("says the booking flow's payment step with the owner's numbers", () => {
    const step = localizeContent(german, bookingFlow({ ...BOOKING_FLOW_TERMS, depositPercent: 40, balanceDueDaysBeforeDeparture: 1 }))[3]!;
    expect(step.title).toBe("Bestätigung und Zahlung");
    expect(step.text).toContain("Anzahlung von 40 %");
    expect(step.text).toContain("1 Tag vor der Abreise");
  });

  it("shows a string the table does not know as it is", () => {
    expect(contentText(german, "A brand-new sentence.")).toBe("A brand-new sentence.");
  });
});
