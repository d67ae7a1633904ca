/** What the traveller sees (issue 14): one PresentedQuote for the page and the PDF, with the totals and due dates computed. */
import { describe, expect, it } from "vitest";
import { EMPTY_COMPANY_DETAILS } from "../company-details.ts";
import { presentQuote } from "./present.ts";
import type { QuoteDocument } from "./document.ts";

const doc: QuoteDocument = {
  travellerName: "Amina Wanjiru",
  residency: "non_residents",
  party: { adults: 2, childAges: [] },
  startDate: "2027-08-10",
  endDate: "2027-08-14",
  currency: "USD",
  validityDays: 10,
  message: "",
  options: [
    {
      id: "o1",
      title: "Comfort",
      packageId: 3,
      packageTitle: "Maasai Mara Classic",
      tierId: 9,
      tierName: "Comfort",
      days: [{ title: "Arrive", places: [], overnight: "", meals: [], description_html: "" }],
      inclusions: [],
      exclusions: [],
      lines: [
        { key: "a", kind: "adults_sharing", label: "2 adults sharing (4 nights)", quantity: 2, priced: 300_000, override: { amount: 280_001, byId: "u", byEmail: "agent@x.example", at: "t" } },
        { key: "x1", kind: "extra", label: "Balloon safari", quantity: 2, priced: 90_000, override: null },
      ],
      discount: 10_000,
      priceNote: null,
    },
  ],
};

describe("presentQuote", () => {
  const input = {
    inquiryId: 42,
    version: 2,
    doc,
    issuedOn: "2026-11-25",
    state: "sent" as const,
    acceptedOptionId: null,
    acceptedOn: null,
    today: "2026-11-27",
    company: { ...EMPTY_COMPANY_DETAILS, name: "Twiga Horizons Travel", email: "info@twiga.example", phones: ["+254 700 000 000"], accreditations: [{ name: "Tourism Regulatory Authority", short: "TRA", image_key: "", alt: "", link: "" }] },
    origin: "https://twiga.example/",
    agent: { name: "Wanjiku", email: "wanjiku@twiga.example" },
  };

  it("shows lines after overrides without saying who made them, with totals, deposit and balance", () => {
    const q = presentQuote(input);
    expect(q).toMatchObject({ reference: "TH-00042 v2", validUntil: "2026-12-05", currency: "USD", acceptedOptionId: null });
    expect(q.options[0]!.lines).toEqual([
      { label: "2 adults sharing (4 nights)", kind: "adults_sharing", quantity: 2, amount: 280_001, overridden: true },
      { label: "Balloon safari", kind: "extra", quantity: 2, amount: 90_000, overridden: false },
    ]);
    expect(JSON.stringify(q)).not.toContain("agent@x.example");
    expect(q.options[0]).toMatchObject({ subtotal: 370_001, discount: 10_000, total: 360_001, deposit: { amount: 180_001, dueDate: "2026-12-04", onAcceptance: false }, balance: { amount: 180_000, dueDate: "2027-07-11" } });
    expect(q.options[0]!.days[0]!.heading).toBe("Day 1: Arrive");
    expect(q.company).toMatchObject({ website: "https://twiga.example", phone: "+254 700 000 000", licence: "Tourism Regulatory Authority (TRA)" });
  });

  it("an accepted quote's deposit is due the booking terms' 7 days after the day it was accepted, and the acceptance is stated", () => {
    const q = presentQuote({ ...input, state: "accepted", acceptedOptionId: "o1", acceptedOn: "2026-11-26", acceptedAt: "2026-11-26T08:00:00.000Z" });
    expect(q.acceptedOptionId).toBe("o1");
    expect(q.options[0]!.deposit.dueDate).toBe("2026-12-03");
    expect(q.acceptance).toMatchObject({ version: 2, optionTitle: "Comfort", total: 360_001, acceptedOn: "2026-11-26", deposit: { amount: 180_001, dueDate: "2026-12-03" } });
    expect(q.amendsVersion).toBeNull();
  });

  it("an amendment keeps the acceptance it would replace; payment details come from the company's details", () => {
    const amended = { ...doc, options: [{ ...doc.options[0]!, discount: 0 }] };
    const q = presentQuote({
      ...input,
      version: 3,
      doc: amended,
      earlierAcceptance: { version: 2, doc, optionId: "o1", acceptedOn: "2026-11-26", acceptedAt: "2026-11-26T08:00:00.000Z" },
      company: { ...input.company, payment: { bankName: "Demo Bank", bankBranch: "", accountName: "", accountNumber: "123", swiftCode: "", mpesaPaybill: "555010" } },
    });
    expect(q.state).toBe("sent");
    expect(q.amendsVersion).toBe(2);
    expect(q.acceptance).toMatchObject({ version: 2, total: 360_001 });
    expect(q.options[0]!.total).toBe(370_001);
    expect(q.payment).toEqual({ bank: { bankName: "Demo Bank", bankBranch: "", accountName: "Twiga Horizons Travel", accountNumber: "123", swiftCode: "" }, mpesaPaybill: "555010", reference: "TH-00042" });
    expect(q.termsUrl).toBe("https://twiga.example/terms");
  });
});
