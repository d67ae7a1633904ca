/**
 * HTTP caching for catalogue reads. Every GET answer of the API is a function
 * of the URL and data_version, so its ETag is derived from those two without
 * running the handler, and a matching If-None-Match costs no work at all.
 * Cache-Control lets a CDN keep answers and serve them stale while it checks.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { DATABASE_RETRY_AFTER_SECONDS } from "../resilience/database-errors.ts";
import { degradationOf } from "../resilience/degraded.ts";
import { countCacheLookup } from "../observability/metrics.ts";
import { ByteLru, SecondMissAdmission } from "./lru.ts";
import { nonceOf } from "./csp-nonce.ts";

/**
 * Browsers always revalidate (a 304 costs no work here), so a changed data_version is seen at once;
 * shared caches keep answers a minute and may serve them stale for ten while they revalidate.
 */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600";
/** app-meta is the signal that the catalogue changed: never kept stale anywhere. */
export const VERSION_CACHE_CONTROL = "no-cache";
/** Pages: always revalidated by browsers (cheap with the ETag), cached briefly by a CDN. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=3600";

export function versionEtag(version: string, ...parts: string[]): string {
  const hash = createHash("sha1").update(version).update("\0").update(parts.join("\0")).digest("base64url").slice(0, 22);
  return `W/"${hash}"`;
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => t.trim() === etag || t.trim() === "*");
}

/** For API GETs: ETag from data_version + URL; 304 on a match; Cache-Control on 200s. */
export function catalogueCaching(
  version: () => Promise<string>,
  options: { cacheControl?: string; extra?: () => string } = {},
): MiddlewareHandler {
  const cacheControl = options.cacheControl ?? CATALOGUE_CACHE_CONTROL;
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const etag = versionEtag(await version(), c.req.url, options.extra?.() ?? "");
    if (etagMatches(c.req.header("if-none-match"), etag)) {
      return c.body(null, 304, { etag, "cache-control": cacheControl });
    }
    await next();
    if (c.res.status === 200) {
      c.res.headers.set("etag", etag);
      c.res.headers.set("cache-control", cacheControl);
    }
  };
}

/**
 * For server-rendered pages: 304 on a matching ETag; ETag and Cache-Control
 * on 200 HTML answers. A rendered page is a function of its ETag's inputs, so
 * the HTML is also kept in a bounded in-process cache (a CDN in miniature).
 */
const PAGE_MEMORY_TTL_MS = 60_000;
/**
 * Enough for every page of a few-hundred-package catalogue; a flood of unique URLs churns it but
 * cannot grow it. Sized with the compressed-answer cache for a 1 GB server (decision 0024).
 */
const PAGE_MEMORY_BYTES = 12 * 1024 * 1024;

export function pageCaching(version: () => Promise<string>, parts: () => string[]): MiddlewareHandler {
  // `nonce` is the CSP nonce the page was rendered with; every answer from the cache gets its own.
  const pages = new ByteLru<{ bytes: number; html: string; nonce: string; headers: [string, string][]; at: number }>(PAGE_MEMORY_BYTES);
  // A page whose URL has a query string is kept only on its second miss: one-off URLs (a tracking
  // parameter on every request) would otherwise fill the cache and churn the heap (decision 0024).
  const admission = new SecondMissAdmission();
  return async (c, next) => {
    // HEAD answers exactly what GET would, headers included (Hono drops the body).
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const etag = versionEtag(await version(), c.req.url, ...parts());
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, { etag, "cache-control": PAGE_CACHE_CONTROL });
    const hit = pages.get(etag);
    // Kept briefly: a page that rendered a transient failure state must not outlive the failure by much.
    const fresh = hit && Date.now() - hit.at < PAGE_MEMORY_TTL_MS;
    countCacheLookup("page", Boolean(fresh));
    // A nonce used twice is no nonce: the kept page's is replaced by this answer's (decision 0014).
    // It is 128 random bits drawn after the page's content existed, so it occurs nowhere else in it.
    if (fresh) return new Response(hit.html.replaceAll(hit.nonce, nonceOf(c.req.raw)), { status: 200, headers: hit.headers });
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const degraded = degradationOf(c.req.raw);
    if (degraded) {
      // A page showing a failed read is neither cached nor ETagged; during a database outage it is a
      // 503 (its body is the page's own error state) so crawlers and CDNs come back for the real one.
      c.res.headers.delete("etag");
      c.res.headers.set("cache-control", "no-store");
      if (degraded.databaseUnavailable && type.startsWith("text/html")) {
        c.res.headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        if (c.res.status < 400) c.res = new Response(c.res.body, { status: 503, headers: c.res.headers });
      }
      return;
    }
    if (c.res.status === 200 && type.startsWith("text/html") && !c.res.headers.has("cache-control")) {
      c.res.headers.set("etag", etag);
      c.res.headers.set("cache-control", PAGE_CACHE_CONTROL);
      const html = await c.res.text();
      const headers = [...c.res.headers.entries()];
      if (admission.admit(c.req.url, etag)) pages.set(etag, { bytes: html.length * 2, html, nonce: nonceOf(c.req.raw), headers, at: Date.now() });
      c.res = new Response(html, { status: 200, headers });
    }
  };
}
