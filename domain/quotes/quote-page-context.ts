/**
 * What the public quote page's loader and action receive in the load context (issue 14): the quote
 * store's PublicQuotes port (server/services/quotes/public-quotes.ts) as seen from one request. The
 * server decides from the request itself whether opening the page counts as the traveller opening
 * the quote (a GET by a person: not HEAD, not a link-preview bot, not a prefetch), so the page never
 * has to know, and a malformed token never reaches the store.
 */
import type { PresentedQuote } from "./presented-quote.ts";

/**
 * The answer to the traveller's accept, changes or fresh-quote request: the PublicQuoteDecision of
 * the store's port is this type. `closed`: already accepted (or withdrawn), nothing changed.
 */
export type QuotePageAnswer =
  | { kind: "done"; quote: PresentedQuote }
  | { kind: "not_found" }
  | { kind: "expired"; quote: PresentedQuote }
  | { kind: "closed"; quote: PresentedQuote }
  /** The quote was amended (a newer version sent) since the page was read: nothing accepted (issue 24). */
  | { kind: "changed"; quote: PresentedQuote }
  | { kind: "invalid"; errors: Record<string, string> };

export interface QuotePageContext {
  /** The quote behind a token; null for a tampered, unknown or malformed one. */
  open(token: string): Promise<PresentedQuote | null>;
  accept(token: string, optionId: string, confirm: AcceptConfirmation): Promise<QuotePageAnswer>;
  requestChanges(token: string, message: string): Promise<QuotePageAnswer>;
  requestFresh(token: string): Promise<QuotePageAnswer>;
}

/**
 * What the traveller confirms with an acceptance (issue 24): the version they read (so an amendment
 * sent meanwhile is never accepted unseen) and that they agree to the booking terms.
 */
export interface AcceptConfirmation {
  version: number;
  termsAccepted: boolean;
}

/** Said by the page and the PDF address alike for a link that names no quote. */
export const QUOTE_NOT_FOUND = {
  title: "Quote not found",
  text: "This quote link is not valid. Please check that the whole link was copied, or ask your travel consultant to send it again.",
} as const;

/** The longest "Ask for changes" message (the port's limit). */
export const CHANGE_REQUEST_MAX = 2000;
