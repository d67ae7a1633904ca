/**
 * Limits that run before any work (issue 13): a body limit on every request that can carry a body,
 * and the inquiry rate limit decided before the body is read.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorPage, wantsHtml } from "../resilience/error-answers.ts";
import type { LimitDecision, Limiter } from "./rate-limits.ts";

const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every POST, PUT, PATCH and DELETE, pages' form posts included, is cut at `maxBytes` while it is
 * read (or at once from Content-Length). The 413 closes the connection: the rest of the body is
 * never read, so the socket cannot carry another request. `larger` gives the few paths that
 * carry rich text or files (console editors and the media upload, decisions 0025 and 0026) their own, larger limit.
 */
export function requestBodyLimit(maxBytes: number, larger: Array<{ path: RegExp | string; maxBytes: number }> = []): MiddlewareHandler {
  const limit = capAt(maxBytes);
  // The few routes that carry rich text or files get their own, larger cap, and only they.
  const exceptions = larger.map(({ path, maxBytes: bytes }) => ({
    matches: typeof path === "string" ? (p: string) => p === path : (p: string) => path.test(p),
    limit: capAt(bytes),
  }));
  return (c, next) => {
    if (METHODS_WITHOUT_BODY.has(c.req.method)) return next();
    return (exceptions.find((e) => e.matches(c.req.path))?.limit ?? limit)(c, next);
  };
}

function capAt(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const headers = { connection: "close", "cache-control": "no-store" };
      const size = maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / (1024 * 1024))} MB` : `${Math.floor(maxBytes / 1024)} KB`;
      const message = `The request body must be at most ${size}.`;
      if (wantsHtml(c)) return c.html(errorPage("Too much to send", `${message} Please shorten your message and try again.`), 413, headers);
      return c.json({ errors: { body: message } }, 413, headers);
    },
  });
}

/**
 * The console's rich-text editors (stories, destinations and packages, whose itinerary days have
 * rich-text descriptions (decision 0027): new, :id, and their single-fetch `.data` posts), and a
 * translation of one of them into one language (decision 0076). Only
 * these; every public route keeps the small limit.
 */
export const RICH_TEXT_FORM_PATH = /^\/console\/(?:(?:stories|destinations|packages)\/(?:new|\d+)|terms|faqs|translations\/[a-z_-]+\/\d+\/[a-z]{2})(?:\.data)?\/?$/;
export const RICH_TEXT_BODY_LIMIT_BYTES = 512 * 1024;

/** The JSON API's inquiry endpoint and the pages whose form posts an inquiry (with or without JavaScript). */
export const INQUIRY_API_PATH = "/api/v1/inquiries/";
const INQUIRY_PAGE_PATH = /^\/(?:contact|packages\/[^/]+)(?:\.data)?\/?$/;

export const TOO_MANY_INQUIRIES = "Too many inquiries from this address. Please wait a minute and try again.";

export interface InquiryLimit {
  /** This request's decision: counted once per request, however often asked. */
  decide(c: Context): Promise<LimitDecision>;
  /** Decides before the body is read; the API is refused at once, a page's form keeps what was typed. */
  middleware: MiddlewareHandler;
}

export function inquiryLimit(limiter: Limiter, clientAddress: (c: Context) => string | null): InquiryLimit {
  // Keyed by the request object, so a decision dies with its request.
  const decisions = new WeakMap<Request, Promise<LimitDecision>>();
  const decide = (c: Context) => {
    let decision = decisions.get(c.req.raw);
    if (!decision) {
      decision = limiter.consume(clientAddress(c) ?? "unknown");
      decisions.set(c.req.raw, decision);
    }
    return decision;
  };
  return {
    decide,
    async middleware(c, next) {
      if (c.req.method !== "POST") return next();
      if (c.req.path === INQUIRY_API_PATH) {
        const decision = await decide(c);
        if (!decision.allowed) return tooManyInquiries(c, decision);
      } else if (INQUIRY_PAGE_PATH.test(c.req.path)) {
        // Decided now, before the body is read; the page's action reads the decision and shows the
        // refusal in the form with the visitor's text kept (the body is already capped).
        await decide(c);
      }
      return next();
    },
  };
}

export function tooManyInquiries(c: Context, decision: LimitDecision): Response {
  return c.json({ errors: { body: TOO_MANY_INQUIRIES } }, 429, { "retry-after": String(decision.retryAfterSeconds) });
}
