/** The static content records hold the counts and terms SPEC §1, §2, §4 and §9 require. */
import { describe, expect, it } from "vitest";
import { aboutStats, coreValues } from "./about.ts";
import { BOOKING_FLOW, CANCELLATION_SCALE, DEPOSIT_PERCENT, BALANCE_DUE_DAYS, QUOTE_TURNAROUND, QUOTE_VALIDITY } from "./commercial-terms.ts";
import { corporateFact, corporateServices, corporateTestimonials, corporateValuePoints, corporateWhyChoose } from "./corporate.ts";
import { studentFacts, studentImpactAreas, studentOverview, studentProblems, studentServices, studentWhyChoose } from "./student.ts";
import { termsSections } from "#demo/content/pages/terms.ts";
import { faqGroups } from "#demo/content/pages/faqs.ts";

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
