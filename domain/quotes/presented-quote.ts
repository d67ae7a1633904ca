/**
 * A quote as the traveller sees it (issue 14): the contract between the quote builder that stores
 * quotes (server/services/quotes/) and the two things that show one to a traveller, the public
 * quote page and the PDF. Both render exactly this value, so the page and the PDF never disagree.
 * Plain data, no I/O: every amount is integer minor units of `currency`, every date "YYYY-MM-DD".
 */
import type { BookingTerms } from "../booking-terms.ts";
import type { PresentedDay } from "../itinerary.ts";
import type { Currency, PriceLineKind } from "../rates/types.ts";
import type { Locale } from "../locales.ts";
import type { InquiryResidency } from "../residency.ts";

/** A priced line of an option: from the price function, or typed by staff ("Balloon safari"). */
export interface PresentedQuoteLine {
  label: string;
  kind: PriceLineKind | "extra";
  quantity: number;
  /** Minor units; the line's total after any override. */
  amount: number;
  /** True when staff changed the price the price function gave (the traveller is not told who). */
  overridden: boolean;
}

/** One option of the quote (e.g. "Comfort" and "Premier" side by side). */
export interface PresentedQuoteOption {
  /** Stable within a quote version; what the traveller's "Accept this option" sends. */
  id: string;
  title: string;
  packageTitle: string;
  tierName: string;
  days: PresentedDay[];
  inclusions: string[];
  exclusions: string[];
  lines: PresentedQuoteLine[];
  /** Sum of the lines. */
  subtotal: number;
  /** A positive amount taken off the subtotal, 0 for none. */
  discount: number;
  total: number;
  /**
   * The deposit that confirms the booking, by THE booking terms (domain/booking-terms.ts): due the
   * terms' days after acceptance (before acceptance: counted from today). `onAcceptance`: due the
   * day the traveller accepts, because departure is that near; the page and PDF say so.
   */
  deposit: { amount: number; dueDate: string; onAcceptance: boolean };
  /** The balance (total - deposit), due the terms' days before departure, never before the deposit. */
  balance: { amount: number; dueDate: string };
}

/** What the traveller accepted (issue 24): kept on their page while an amendment is proposed. */
export interface PresentedAcceptance {
  version: number;
  optionId: string;
  optionTitle: string;
  packageTitle: string;
  tierName: string;
  total: number;
  deposit: { amount: number; dueDate: string; onAcceptance: boolean };
  balance: { amount: number; dueDate: string };
  /** The office day they accepted ("YYYY-MM-DD") and the exact time (ISO-8601). */
  acceptedOn: string;
  acceptedAt: string;
}

/** How to pay (issue 24), from the company's details; null parts are not set up. */
export interface PresentedPayment {
  bank: { bankName: string; bankBranch: string; accountName: string; accountNumber: string; swiftCode: string } | null;
  mpesaPaybill: string | null;
  /** The reference every payment quotes: the inquiry's ("TH-00042"). */
  reference: string;
}

export type QuoteState = "sent" | "accepted" | "changes_requested" | "expired" | "withdrawn";

export interface PresentedQuote {
  /** The inquiry's reference and the quote's version: "TW-7K3D-2Q9F v2". */
  reference: string;
  version: number;
  state: QuoteState;
  /** The option the traveller accepted, when `state` is "accepted". */
  acceptedOptionId: string | null;
  /**
   * The traveller's binding acceptance, whichever version it was of (issue 24): the same as this
   * version when `state` is "accepted"; an earlier one while this version is an amendment.
   */
  acceptance: PresentedAcceptance | null;
  /** The booking made when the traveller accepted (issue 26): its reference and the traveller's link. */
  booking?: { reference: string; link: string } | null;
  /** This version amends the accepted version of that number (it is to be accepted in its place). */
  amendsVersion: number | null;
  travellerName: string;
  residency: InquiryResidency;
  party: { adults: number; childAges: number[] };
  startDate: string | null;
  endDate: string | null;
  currency: Currency;
  options: PresentedQuoteOption[];
  /** A note from the sales agent to the traveller (plain text). */
  message: string;
  issuedOn: string;
  /** Last day the quote can be accepted (7-30 days after issue). */
  validUntil: string;
  /** The deposit and balance terms in words, from the terms page. */
  depositTerms: string;
  /** THE booking terms the figures were computed with (stored by the owner; issue 26). Optional for fixtures made before. */
  bookingTerms?: BookingTerms;
  /** Plain-text terms and conditions summary printed at the end. */
  terms: string;
  /** The full booking terms on the site, linked where the traveller agrees to them. */
  termsUrl: string;
  payment: PresentedPayment;
  company: {
    name: string;
    email: string;
    phone: string;
    address: string;
    website: string;
    licence: string;
  };
  agent: { name: string; email: string } | null;
  /**
   * The language the traveller reads it in: the inquiry's, from the page it was sent from (decision
   * 0077). The page, the PDF and the emails write their words, dates and amounts in it. Absent
   * (fixtures made before) reads as English.
   */
  locale?: Locale;
}
