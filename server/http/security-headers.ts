/**
 * Security headers on every answer: Hono's secureHeaders for the fixed ones, and a
 * Content-Security-Policy that depends on the kind of answer (this answer's nonce for HTML pages,
 * "load nothing" for the rest). docs/decisions/0014-security-headers.md.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { log } from "../log.ts";
import type { Limiter } from "./rate-limits.ts";
import { CSP_REPORT_PATH, NON_DOCUMENT_POLICY, pagePolicy } from "./content-security-policy.ts";
import { nonceOf } from "./csp-nonce.ts";

export interface SecurityHeaderOptions {
  /** The public origin; Strict-Transport-Security and upgrade-insecure-requests only when it is https. */
  publicUrl?: string;
  /**
   * Give HTML answers the nonce policy. Off in development, where Vite injects styles for hot
   * reload; production and the browser tests run with it on.
   */
  pagePolicy: boolean;
}

/** Two years is what browsers' preload lists ask for; subdomains are the operator's call, not ours. */
const HSTS = "max-age=63072000";

const isHttps = (publicUrl: string | undefined) => publicUrl?.startsWith("https:") ?? false;
const isHtml = (res: Response) => (res.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * The page policy of an HTML answer that has none yet: by this request's nonce. The body is not
 * read: what the page says has no say in what it may run.
 */
function applyPagePolicy(c: Context, options: { upgradeInsecureRequests?: boolean }) {
  const res = c.res;
  if (!isHtml(res) || res.headers.has("content-security-policy")) return;
  res.headers.set("content-security-policy", pagePolicy(nonceOf(c.req.raw), options));
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const https = isHttps(options.publicUrl);
  const fixed = secureHeaders({
    // A policy set closer to the answer (a page's hashes, an image's CORP) wins.
    overwrite: false,
    strictTransportSecurity: https ? HSTS : false,
    xContentTypeOptions: true,
    xFrameOptions: "SAMEORIGIN",
    // Links to other sites carry our origin, never the path (which may hold search terms).
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    // Only Get Directions asks for a browser capability; every powerful feature is refused.
    permissionsPolicy: {
      geolocation: ["self"],
      camera: [],
      microphone: [],
      displayCapture: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      screenWakeLock: [],
      xrSpatialTracking: [],
      publickeyCredentialsGet: [],
      browsingTopics: [],
    },
  });
  return async (c, next) => {
    await fixed(c, async () => {
      await next();
      if (options.pagePolicy) applyPagePolicy(c, { upgradeInsecureRequests: https });
      const res = c.res;
      // Images are meant to be shown elsewhere too (link previews, the acknowledgement email).
      if (c.req.path.startsWith("/images/") && !res.headers.has("cross-origin-resource-policy")) {
        res.headers.set("cross-origin-resource-policy", "cross-origin");
      }
      // A 304's headers replace the cached answer's in the browser: it must not swap a page's policy.
      if (res.status !== 304 && !isHtml(res) && !res.headers.has("content-security-policy")) {
        res.headers.set("content-security-policy", NON_DOCUMENT_POLICY);
      }
    });
  };
}

/** A violation report's body is small; a batch of the Reporting API holds a few. More is not a browser. */
const REPORT_BODY_LIMIT_BYTES = 64 * 1024;
const REPORTS_PER_BODY = 20;

export interface CspReportOptions {
  /** Counts each report (Prometheus, `/metrics`). */
  onReport?: (directive: string) => void;
  /** Reports per client address; a flood is answered 429 and counts nothing. */
  limiter?: Limiter;
  clientIp?: (c: Context) => string | null;
}

/**
 * Violation reports, in the old (report-uri) and the Reporting API format (issue 23 item 4): so an
 * attack in production is seen. Sizes capped, rate-limited per address, counted, and logged at a
 * bounded rate; the answer sets no cookie and says nothing.
 */
export function cspReportRoute(app: Hono, options: CspReportOptions = {}): void {
  const onReport = options.onReport ?? (() => {});
  let windowStart = 0;
  let logged = 0;
  const LOGS_PER_MINUTE = 20;
  app.use(CSP_REPORT_PATH, bodyLimit({ maxSize: REPORT_BODY_LIMIT_BYTES, onError: (c) => c.json({ detail: "Report too large." }, 413) }));
  app.post(CSP_REPORT_PATH, async (c) => {
    if (options.limiter) {
      const decision = await options.limiter.consume(options.clientIp?.(c) ?? "unknown");
      if (!decision.allowed) return c.json({ detail: "Too many reports." }, 429, { "retry-after": String(decision.retryAfterSeconds) });
    }
    const body: unknown = await c.req.json().catch(() => null);
    const reports = (Array.isArray(body) ? body.map((r) => r?.body) : [(body as { "csp-report"?: unknown })?.["csp-report"]])
      .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null)
      .slice(0, REPORTS_PER_BODY);
    if (reports.length === 0) return c.json({ detail: "Not a violation report." }, 400);
    for (const report of reports) {
      const directive = String(report["effectiveDirective"] ?? report["effective-directive"] ?? report["violated-directive"] ?? "unknown");
      onReport(directive);
      if (Date.now() - windowStart > 60_000) {
        windowStart = Date.now();
        logged = 0;
      }
      if (logged++ < LOGS_PER_MINUTE) {
        const blocked = report["blockedURL"] ?? report["blocked-uri"] ?? "";
        const page = report["documentURL"] ?? report["document-uri"] ?? "";
        log.warn(`Content-Security-Policy violation: ${directive} blocked ${String(blocked).slice(0, 200)} on ${String(page).slice(0, 200)}`);
      }
    }
    return c.body(null, 204);
  });
}
