import { describe, expect, it } from "vitest";
import { whatsappLink, formatDates, formatParty } from "./inquiry-details.ts";
import { companyContacts, staffNotification, travellerAcknowledgement } from "./templates.ts";
import { demoCompanyDetails } from "#demo/seed/site-documents.ts";

const details = {
  id: 7,
  receivedAt: new Date("2026-11-21T05:12:00Z"),
  fullName: "<script>alert(1)</script>",
  email: "x@traveller.example",
  phone: null,
  message: "Hello & <b>bold</b>",
  residency: "non_residents",
  budgetTier: "premier",
  startDate: null,
  endDate: null,
  adults: 1,
  children: 0,
  childrenAges: [],
  package: null,
  service: null,
  destination: null,
  sourcePage: "contact",
  sourceUrl: "javascript:alert(3)",
};
const company = companyContacts(demoCompanyDetails(), { salesEmail: "sales@twigahorizons.example", origin: "https://twiga.example/" });

describe("inquiry emails", () => {
  it("escapes everything a visitor typed in the HTML and keeps it as typed in the text", () => {
    for (const email of [staffNotification(details, company)]) {
      expect(email.html).not.toMatch(/<script|<b>/);
      expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(email.html).toContain("Hello &amp; &lt;b&gt;bold&lt;/b&gt;");
      expect(email.html).not.toContain('href="javascript:');
      expect(email.text).toContain("Hello & <b>bold</b>");
    }
  });

  it("labels residency and budget tier as SPEC §9 does and says what is missing", () => {
    const staff = staffNotification(details, company);
    expect(staff.text).toContain("International Visitors");
    expect(staff.text).toContain("Premier");
    expect(staff.text).toMatch(/Dates:\s+Not given/);
    expect(staff.subject).toBe("New inquiry TH-00007 from <script>alert(1)</script>: General inquiry");
    expect(staff.text).not.toContain("Check before quoting");
  });

  it("marks the staff email of an inquiry a spam rule flagged, and says why", () => {
    const staff = staffNotification({ ...details, reviewReason: "time-trap" }, company);
    expect(staff.subject).toBe("[Check] New inquiry TH-00007 from <script>alert(1)</script>: General inquiry");
    expect(staff.text).toContain("Check before quoting: this inquiry was sent less than a second after the form appeared");
    expect(staff.html).toContain("Check before quoting");
  });

  it("sends the unverified address no free text of the visitor's: only the reference and facts from our lists (issue 13)", () => {
    const ack = travellerAcknowledgement(
      { ...details, fullName: "Win a prize at https://phish.example", message: "Click https://phish.example/login now" },
      company,
    );
    for (const part of [ack.subject, ack.text, ack.html]) {
      expect(part).not.toContain("phish");
      expect(part).not.toContain("script");
    }
    expect(ack.subject).toContain("TH-00007");
    expect(ack.text).toContain("your reference is TH-00007");
    expect(ack.text).toContain("International Visitors");
    expect(ack.text).toContain("50% deposit");
  });

  it("promises the quote within 24-48 hours in the acknowledgement", () => {
    const ack = travellerAcknowledgement(details, company);
    expect(ack.text).toContain("within 24-48 hours");
    expect(ack.text).toContain("https://twiga.example");
    expect(ack.text).not.toContain("https://twiga.example/\n");
  });

  it("formats party and dates for people", () => {
    expect(formatParty(1, 1, [4])).toBe("1 adult, 1 child (age 4)");
    expect(formatParty(2, 3, [])).toBe("2 adults, 3 children");
    // As people write a day in a letter, never ISO (issue 28 item 8).
    expect(formatDates("2027-01-01", "2027-01-03")).toBe("Fri, 1 January 2027 to Sun, 3 January 2027 (3 days)");
    expect(formatDates("2027-01-01", null)).toBe("From Fri, 1 January 2027");
  });

  it("makes a wa.me link from international and Kenyan local numbers only", () => {
    expect(whatsappLink("+254 700 000 001", "hi")).toBe("https://wa.me/254700000001?text=hi");
    expect(whatsappLink("0712 345 678", "hi")).toBe("https://wa.me/254712345678?text=hi");
    expect(whatsappLink("0044 20 7946 0000", "hi")).toBe("https://wa.me/442079460000?text=hi");
    expect(whatsappLink("123", "hi")).toBeNull();
    expect(whatsappLink(null, "hi")).toBeNull();
  });
});
