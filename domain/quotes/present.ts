/**
 * THE derivation of what the traveller sees (issue 14): a stored quote version, its state and the
 * company's details give the PresentedQuote that the public quote page and the PDF both render.
 * Pure: the caller reads the database and the clock.
 */
import { addressLine, type CompanyDetails } from "../company-details.ts";
import { inquiryReference } from "../inquiry-reference.ts";
import { presentItinerary } from "../itinerary.ts";
import type { QuoteDocument } from "./document.ts";
import { BOOKING_TERMS, type BookingTerms } from "../booking-terms.ts";
import { DEFAULT_LOCALE, type Locale } from "../locales.ts";
import { QUOTE_WORDS } from "./quote-words.ts";
import type { PresentedAcceptance, PresentedPayment, PresentedQuote, PresentedQuoteOption, QuoteState } from "./presented-quote.ts";
import { lineAmount, optionTotals, paymentSchedule } from "./pricing.ts";
import { validUntil } from "./versions.ts";


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
  /**
   * The traveller's binding acceptance when it is of ANOTHER version than `version` (an amendment
   * is shown): that version's document, the option and when (issue 24).
   */
  earlierAcceptance?: { version: number; doc: QuoteDocument; optionId: string; acceptedAt: string; acceptedOn: string } | null;
  /** The exact time of the acceptance of this version, when `state` is "accepted". */
  acceptedAt?: string | null;
  /** THE booking terms in force (loadBookingTerms); the defaults when absent. */
  terms?: BookingTerms;
  /** The traveller's language: the inquiry's (decision 0077); English when absent. */
  locale?: Locale;
}

/** How to pay, from the company's details: only what is filled in (issue 24). */
export function presentPayment(company: CompanyDetails, reference: string): PresentedPayment {
  const p = company.payment;
  const bank = p.bankName && p.accountNumber ? { bankName: p.bankName, bankBranch: p.bankBranch, accountName: p.accountName || company.legalName || company.name, accountNumber: p.accountNumber, swiftCode: p.swiftCode } : null;
  return { bank, mpesaPaybill: p.mpesaPaybill || null, reference };
}

function acceptanceOf(doc: QuoteDocument, version: number, optionId: string, acceptedOn: string, acceptedAt: string, terms: BookingTerms): PresentedAcceptance | null {
  const o = doc.options.find((x) => x.id === optionId);
  if (!o) return null;
  const totals = optionTotals(o.lines, o.discount);
  const schedule = paymentSchedule(totals.total, { confirmedOn: acceptedOn, startDate: doc.startDate }, terms);
  return { version, optionId, optionTitle: o.title, packageTitle: o.packageTitle, tierName: o.tierName, total: totals.total, deposit: schedule.deposit, balance: schedule.balance, acceptedOn, acceptedAt };
}

export function presentQuote(input: PresentInput): PresentedQuote {
  const { doc, company } = input;
  const terms = input.terms ?? BOOKING_TERMS;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words = QUOTE_WORDS[locale];
  const confirmedOn = input.acceptedOn ?? (input.today < input.issuedOn ? input.issuedOn : input.today);
  const options = doc.options.map((o): PresentedQuoteOption => {
    const totals = optionTotals(o.lines, o.discount);
    const schedule = paymentSchedule(totals.total, { confirmedOn, startDate: doc.startDate }, terms);
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
  const acceptance =
    input.state === "accepted" && input.acceptedOptionId && input.acceptedOn
      ? acceptanceOf(doc, input.version, input.acceptedOptionId, input.acceptedOn, input.acceptedAt ?? `${input.acceptedOn}T00:00:00.000Z`, terms)
      : input.earlierAcceptance
        ? acceptanceOf(input.earlierAcceptance.doc, input.earlierAcceptance.version, input.earlierAcceptance.optionId, input.earlierAcceptance.acceptedOn, input.earlierAcceptance.acceptedAt, terms)
        : null;
  const licence = company.accreditations.map((a) => (a.short ? `${a.name} (${a.short})` : a.name)).join(", ");
  return {
    reference: `${inquiryReference(input.inquiryId)} v${input.version}`,
    version: input.version,
    state: input.state,
    acceptedOptionId: input.state === "accepted" ? input.acceptedOptionId : null,
    acceptance,
    amendsVersion: input.earlierAcceptance && input.state !== "accepted" ? input.earlierAcceptance.version : null,
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
    depositTerms: words.depositTerms(terms),
    bookingTerms: terms,
    terms: words.quoteTerms,
    locale,
    termsUrl: `${input.origin.replace(/\/$/, "")}/terms`,
    payment: presentPayment(company, inquiryReference(input.inquiryId)),
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
