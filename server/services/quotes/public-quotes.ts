/**
 * What the public quote page (/quotes/:token) and its PDF need from the quote store (issue 14).
 * The quote builder (server/services/quotes/) implements it over the database; the page, the PDF
 * route and their actions use only this, so the two sides meet here and nowhere else.
 *
 * A token is an unguessable link given to the traveller (by email and WhatsApp, no login). It names
 * one quote; the page always shows the newest SENT version of it (a draft version 2 is invisible
 * until it is sent). A tampered or unknown token is "not_found"; a quote past its validity is found
 * with state "expired" so the page can say so and offer to ask for a fresh one.
 */
import type { PresentedQuote } from "#domain/quotes/presented-quote.ts";
import type { AcceptConfirmation, QuotePageAnswer } from "#domain/quotes/quote-page-context.ts";

export type PublicQuoteLookup = { kind: "found"; quote: PresentedQuote } | { kind: "not_found" };

/** The answer to a traveller's decision; the public page's load context passes it on as is. */
export type PublicQuoteDecision = QuotePageAnswer;

export interface PublicQuotes {
  /**
   * The quote behind a token. `recordOpening`: note when the traveller opened it (the first time and
   * the latest), which staff see in the console; false for HEAD requests and link-preview bots.
   */
  open(token: string, options: { recordOpening: boolean }): Promise<PublicQuoteLookup>;
  /**
   * The traveller accepts one option of the version they read, agreeing to the booking terms: the
   * inquiry moves to `won` pending the deposit, the inquiry's owner is emailed, and so is the
   * traveller (what they accepted, amounts, due dates, how to pay). An amendment accepted replaces
   * the acceptance it amends (issue 24).
   */
  accept(token: string, optionId: string, confirm: AcceptConfirmation): Promise<PublicQuoteDecision>;
  /** The traveller asks for changes (plain text, 1-2000 characters); the inquiry's owner is emailed. */
  requestChanges(token: string, message: string): Promise<PublicQuoteDecision>;
  /** On an expired quote: ask for a fresh one (the inquiry's owner is emailed; at most one per day). */
  requestFresh(token: string): Promise<PublicQuoteDecision>;
}
