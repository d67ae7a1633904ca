/**
 * Preview requests (decision 0030): a public page address with `?preview=<token>`. A valid token
 * gives this one request a catalogue with the draft applied (server/load-context.ts reads it from
 * here); an expired, forged or revoked one gets a short page saying so, never the draft. Either
 * way the answer is `no-store` and `noindex`, has no ETag, and the page cache never sees it
 * (server/main.ts leaves every request with a `preview` parameter alone).
 */
import type { MiddlewareHandler } from "hono";
import type { CataloguePreviews, OpenedPreview } from "../services/catalogue-editing/previews.ts";
import type { PreviewGrant } from "../services/catalogue-editing/preview-tokens.ts";
import { html } from "#domain/html.ts";
import { nonceOf } from "./csp-nonce.ts";
import { smallPage } from "./small-page.ts";

export const PREVIEW_PARAM = "preview";

const grants = new WeakMap<Request, PreviewGrant>();

/** The preview this request was opened with, if any (keyed by the request, so it dies with it). */
export function previewOf(request: Request): PreviewGrant | undefined {
  return grants.get(request);
}

/** Whether a request asks for a preview at all, valid or not: such answers are never cached. */
export function asksForPreview(url: string): boolean {
  return new URL(url).searchParams.has(PREVIEW_PARAM);
}

const MESSAGES: Record<Exclude<OpenedPreview, { ok: true }>["reason"], string> = {
  expired: "This preview link has expired.",
  invalid: "This preview link is not valid.",
  revoked: "This preview link no longer works: the person who made it can no longer edit the site.",
};

function refusalPage(message: string, publicPath: string, nonce: string): string {
  return smallPage({
    title: "Preview unavailable",
    nonce,
    body: html`<p>${message} Ask for a new link in the console.</p><p><a href="${publicPath}">See the published page</a></p>`,
  });
}

export function previewRequests(previews: CataloguePreviews): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.query(PREVIEW_PARAM);
    if (token === undefined) return next();
    // A client navigation's data request: `/page.data`, or `/_.data` for the home page (React Router 8).
    const pagePath = c.req.path.replace(/\.data$/, "").replace(/\/_$/, "") || "/";
    if ((c.req.method === "GET" || c.req.method === "HEAD") && previews.isPreviewPage(pagePath)) {
      const opened = await previews.open(token);
      if (!opened.ok) {
        return c.html(refusalPage(MESSAGES[opened.reason], pagePath, nonceOf(c.req.raw)), opened.reason === "expired" ? 410 : 403, {
          "cache-control": "no-store",
          "x-robots-tag": "noindex",
        });
      }
      // A page that does not show the previewed document (the data request of the layout, a page a
      // link was pasted onto) is the public one, still never cached nor indexed.
      if (previews.shows(opened.grant, pagePath)) grants.set(c.req.raw, opened.grant);
    }
    await next();
    c.res.headers.set("cache-control", "no-store");
    c.res.headers.set("x-robots-tag", "noindex");
    c.res.headers.delete("etag");
  };
}
