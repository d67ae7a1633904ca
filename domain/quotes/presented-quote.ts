/**
 * A quote as the traveller sees it (issue 14): the contract between the quote builder that stores
 * quotes (server/services/quotes/) and the two things that show one to a traveller, the public
 * quote page and the PDF. Both render exactly this value, so the page and the PDF never disagree.
 * Plain data, no I/O: every amount is integer minor units of `currency`, every date "YYYY-MM-DD".
 */
import type { PresentedDay } from "../itinerary.ts";
import type { Currency, PriceLineKind } from "../rates/types.ts";
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
  /** The deposit that confirms the booking (50% of the total, rounded up to a whole minor unit). */
  deposit: { amount: number; dueDate: string };
  /** The balance (total - deposit), due 30 days before departure (or at once if that has passed). */
  balance: { amount: number; dueDate: string };
}

export type QuoteState = "sent" | "accepted" | "changes_requested" | "expired" | "withdrawn";

export interface PresentedQuote {
  /** The inquiry's reference and the quote's version: "TW-7K3D-2Q9F v2". */
  reference: string;
  version: number;
  state: QuoteState;
  /** The option the traveller accepted, when `state` is "accepted". */
  acceptedOptionId: string | null;
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
  /** Plain-text terms and conditions summary printed at the end. */
  terms: string;
  company: {
    name: string;
    email: string;
    phone: string;
    address: string;
    website: string;
    licence: string;
  };
  agent: { name: string; email: string } | null;
}
