/**
 * The origin written into canonical URLs, the sitemap, robots.txt and API pagination links. Taken
 * from the request's Host header it lets anyone who can reach the server mint pages that point
 * elsewhere (cache poisoning through a CDN that does not key on Host). So in production it is
 * configuration: PUBLIC_URL, or the request's host only when ALLOWED_HOSTS lists it (decision 0012).
 */
import type { Context, MiddlewareHandler } from "hono";
import { errorPage, wantsHtml } from "../resilience/error-answers.ts";
import { peerAddress, type TrustProxy } from "./trusted-proxy.ts";

/** The origin links in emails use when PUBLIC_URL is not set (a laptop running `npm start`). */
export const DEFAULT_ORIGIN = "http://localhost:3000";

export interface OriginConfig {
  PUBLIC_URL?: string;
  ALLOWED_HOSTS?: string[];
}

const origins = new WeakMap<Request, string>();

/**
 * The scheme the visitor used, when a trusted proxy (TRUSTED_PROXY) that ended TLS says so in
 * X-Forwarded-Proto; anyone else's header is ignored.
 */
function forwardedScheme(c: Context, trust: TrustProxy): "http" | "https" | null {
  const header = c.req.header("x-forwarded-proto");
  if (!header) return null;
  const peer = peerAddress(c);
  if (!peer || !trust(peer, 0)) return null;
  const scheme = header.split(",")[0]!.trim().toLowerCase();
  return scheme === "https" || scheme === "http" ? scheme : null;
}

export function publicOrigin(config: OriginConfig, trust: TrustProxy = () => false): MiddlewareHandler {
  const fixed = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
  const allowed = config.ALLOWED_HOSTS?.length ? new Set(config.ALLOWED_HOSTS.map((h) => h.toLowerCase())) : null;
  return async (c, next) => {
    if (fixed) {
      origins.set(c.req.raw, fixed);
      return next();
    }
    const url = new URL(c.req.url);
    if (allowed && !allowed.has(url.host) && !allowed.has(url.hostname)) {
      const headers = { "cache-control": "no-store" };
      if (wantsHtml(c)) return c.html(errorPage("Unknown site", "This server does not answer for that host name."), 421, headers);
      return c.json({ detail: "This server does not answer for that host name." }, 421, headers);
    }
    // Behind a proxy that ends TLS the request reaching us is http:; the visitor's page is https:.
    const scheme = forwardedScheme(c, trust);
    origins.set(c.req.raw, scheme ? `${scheme}://${url.host}` : url.origin);
    return next();
  };
}

/** This request's public origin (set by publicOrigin; the request's own where that did not run, e.g. unit tests). */
export function originOf(c: Context): string {
  return origins.get(c.req.raw) ?? new URL(c.req.url).origin;
}
