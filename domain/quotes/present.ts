/**
 * THE derivation of what the traveller sees (issue 14): a stored quote version, its state and the
 * company's details give the PresentedQuote that the public quote page and the PDF both render.
 * Pure: the caller reads the database and the clock.
 */
import { addressLine, type CompanyDetails } from "../company-details.ts";
import { inquiryReference } from "../inquiry-reference.ts";
import { presentItinerary } from "../itinerary.ts";
import type { QuoteDocument } from "./document.ts";
import type { PresentedQuote, PresentedQuoteOption, QuoteState } from "./presented-quote.ts";
import { lineAmount, optionTotals, paymentSchedule } from "./pricing.ts";
import { validUntil } from "./versions.ts";

export const QUOTE_DEPOSIT_TERMS =
  "A 50% deposit confirms your booking once you accept this quote; the balance is due 30 days before departure (at once if departure is sooner).";

export const QUOTE_TERMS =
  "This quote is free and non-binding. Prices are per the party and dates shown; lodge, park and airline prices can change after the quote's validity, and we re-confirm the price before you pay. Availability is confirmed when you accept. Cancellation charges, payment methods and the rest of our booking terms are on our terms page.";

export interface PresentInput {
  inquiryId: number;
  version: number;
  doc: QuoteDocument;
  /** The day the version was sent, "YYYY-MM-DD". */
  issuedOn: string;
  state: QuoteState;
  acceptedOptionId: string | null;
  /** The day the traveller accepted, when they did. */
  acceptedOn: string | null;
  /** Today, "YYYY-MM-DD": the deposit is due on confirmation, which is today until the traveller accepts. */
  today: string;
  company: CompanyDetails;
  /** Public origin of the site. */
  origin: string;
  agent: { name: string; email: string } | null;
}

export function presentQuote(input: PresentInput): PresentedQuote {
  const { doc, company } = input;
  const confirmedOn = input.acceptedOn ?? (input.today < input.issuedOn ? input.issuedOn : input.today);
  const options = doc.options.map((o): PresentedQuoteOption => {
    const totals = optionTotals(o.lines, o.discount);
    const schedule = paymentSchedule(totals.total, { confirmedOn, startDate: doc.startDate });
    return {
      id: o.id,
      title: o.title,
      packageTitle: o.packageTitle,
      tierName: o.tierName,
      days: presentItinerary(o.days),
      inclusions: o.inclusions,
      exclusions: o.exclusions,
      lines: o.lines.map((l) => ({ label: l.label, kind: l.kind, quantity: l.quantity, amount: lineAmount(l), overridden: l.override !== null })),
      subtotal: totals.subtotal,
      discount: totals.discount,
      total: totals.total,
      deposit: schedule.deposit,
      balance: schedule.balance,
    };
  });
  const licence = company.accreditations.map((a) => (a.short ? `${a.name} (${a.short})` : a.name)).join(", ");
  return {
    reference: `${inquiryReference(input.inquiryId)} v${input.version}`,
    version: input.version,
    state: input.state,
    acceptedOptionId: input.state === "accepted" ? input.acceptedOptionId : null,
    travellerName: doc.travellerName,
    residency: doc.residency,
    party: { adults: doc.party.adults, childAges: [...doc.party.childAges] },
    startDate: doc.startDate,
    endDate: doc.endDate,
    currency: doc.currency,
    options,
    message: doc.message,
    issuedOn: input.issuedOn,
    validUntil: validUntil(input.issuedOn, doc.validityDays),
    depositTerms: QUOTE_DEPOSIT_TERMS,
    terms: QUOTE_TERMS,
    company: {
      name: company.name,
      email: company.salesEmail || company.email,
      phone: company.phones[0] ?? "",
      address: addressLine(company, ["street", "postal", "city", "country"]),
      website: input.origin.replace(/\/$/, ""),
      licence,
    },
    agent: input.agent,
  };
}
