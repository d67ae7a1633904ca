/**
 * Quotes (issue 14, decision 0036), the staff side: the store and builder (QuoteService), its
 * console view (createQuotesConsole) and the PublicQuotes the public quote page uses.
 *
 * - `createPublicQuotes(db, { outbox, audit, now? })` implements PublicQuotes (public-quotes.ts);
 *   a running site has one as `site.publicQuotes`.
 * - Tests create and send a quote with `site.quotes.createFromInquiry(inquiryId, by)`, then
 *   `site.quotes.save(quoteId, formValues, by)` and `site.quotes.send(quoteId, by)`; the helper
 *   `sendTestQuote(site, inquiryId, options?)` in tests/helpers/quotes.ts does all three and
 *   answers `{ quoteId, token, link }`; `expireTestQuote(site, quoteId)` makes it past its validity.
 */
export { QuoteService, type QuoteActor } from "./quotes.ts";
export { createQuotesConsole } from "./quotes-console.ts";
export { createPublicQuotes } from "./public.ts";
export type { PublicQuotes } from "./public-quotes.ts";
