/**
 * The public side of a quote (issue 14, decision 0037): the page /quotes/:token and its PDF
 * /quotes/:token/pdf, over the quote store's PublicQuotes port and nothing else.
 *
 * - Opening is recorded only when a person opens the link: a GET (a HEAD renders the same page but
 *   records nothing), not a prefetch, not a link-preview or search bot (WhatsApp and email clients
 *   fetch a link as soon as it is pasted or received, which would tell staff it was read).
 * - A malformed token (wrong characters, too long) is answered "not found" without asking the store.
 * - Every answer under /quotes/ is `no-store` and `noindex`, has no ETag and is never in the page
 *   cache (server/main.ts leaves `isQuotePath` alone): a quote is private to whoever has the link.
 */
import type { Hono } from "hono";
import { html } from "#domain/html.ts";
import { nonceOf } from "../../http/csp-nonce.ts";
import { smallPage } from "../../http/small-page.ts";
import { QUOTE_NOT_FOUND, type QuotePageAnswer, type QuotePageContext } from "#domain/quotes/quote-page-context.ts";
import { quotePdfFileName } from "#domain/quotes/quote-text.ts";
import type { PublicQuotes } from "../quotes/public-quotes.ts";
import { renderQuotePdf } from "./quote-pdf.ts";

/** URL-safe characters only, and not absurdly long: anything else cannot be a token we issued. */
const TOKEN = /^[A-Za-z0-9_.~-]{8,200}$/;

export const isWellFormedToken = (token: string): boolean => TOKEN.test(token);

/** The public quote page, its PDF and the React Router data requests of the page. */
export const isQuotePath = (path: string): boolean => path.startsWith("/quotes/");

/**
 * Link unfurlers and crawlers: they fetch a link as soon as it is pasted or received, without
 * anyone reading it. Scripts and test browsers are not on the list: someone ran them.
 */
const AUTOMATED = /bot\b|bot\/|crawler|spider|facebookexternalhit|whatsapp|telegram|slack|discord|skypeuripreview|linkedin|embedly|google-safety/i;

export interface QuoteRequest {
  method: string;
  headers: Headers;
}

/** Whether this request is a person opening the quote (what staff see as "opened"). */
export function countsAsOpening(request: QuoteRequest): boolean {
  if (request.method !== "GET") return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (/prefetch|prerender/i.test(purpose)) return false;
  const agent = request.headers.get("user-agent") ?? "";
  return agent !== "" && !AUTOMATED.test(agent);
}

export class QuotePage {
  constructor(private readonly quotes: PublicQuotes) {}

  /** The load context's view for one request (server/load-context.ts). */
  forRequest(request: QuoteRequest): QuotePageContext {
    const quotes = this.quotes;
    const notFound: QuotePageAnswer = { kind: "not_found" };
    return {
      async open(token) {
        if (!isWellFormedToken(token)) return null;
        const found = await quotes.open(token, { recordOpening: countsAsOpening(request) });
        return found.kind === "found" ? found.quote : null;
      },
      accept: async (token, optionId, confirm) => (isWellFormedToken(token) ? quotes.accept(token, optionId, confirm) : notFound),
      requestChanges: async (token, message) => (isWellFormedToken(token) ? quotes.requestChanges(token, message) : notFound),
      requestFresh: async (token) => (isWellFormedToken(token) ? quotes.requestFresh(token) : notFound),
    };
  }

  /** The PDF of the quote behind a token, or null when the token names none. */
  async pdf(token: string, request: QuoteRequest): Promise<{ fileName: string; bytes: Buffer } | null> {
    const quote = await this.forRequest(request).open(token);
    if (!quote) return null;
    return { fileName: quotePdfFileName(quote), bytes: await renderQuotePdf(quote) };
  }
}

/** Headers of every answer under /quotes/: private to the link's holder, never indexed or kept. */
export const QUOTE_ANSWER_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" } as const;

function notFoundPage(nonce: string): string {
  return smallPage({
    title: QUOTE_NOT_FOUND.title,
    robots: "noindex, nofollow",
    nonce,
    body: html`<p>${QUOTE_NOT_FOUND.text}</p><p><a href="/">Go to the home page</a></p>`,
  });
}

/**
 * The /quotes/ headers on every answer there (page, data requests, PDF, errors), and the PDF route.
 * Mounted before the pages, so the PDF never reaches React Router.
 */
export function mountQuoteRoutes(app: Hono, page: QuotePage): void {
  app.use("/quotes/*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(QUOTE_ANSWER_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.delete("etag");
  });
  // GET also answers HEAD (Hono drops the body); only a GET counts as the traveller opening it.
  app.get("/quotes/:token/pdf", async (c) => {
    const pdf = await page.pdf(c.req.param("token"), { method: c.req.method, headers: c.req.raw.headers });
    if (!pdf) return c.html(notFoundPage(nonceOf(c.req.raw)), 404);
    return c.body(new Uint8Array(pdf.bytes), 200, {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${pdf.fileName}"`,
      "content-length": String(pdf.bytes.length),
    });
  });
}
