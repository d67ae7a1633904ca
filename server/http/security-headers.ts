/**
 * Security headers on every answer: Hono's secureHeaders for the fixed ones, and a
 * Content-Security-Policy that depends on the kind of answer (hashes of a page's inline scripts for
 * HTML, "load nothing" for the rest). docs/decisions/0014-security-headers.md.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { log } from "../log.ts";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, NON_DOCUMENT_POLICY, pagePolicy } from "./content-security-policy.ts";

export interface SecurityHeaderOptions {
  /** The public origin; Strict-Transport-Security and upgrade-insecure-requests only when it is https. */
  publicUrl?: string;
  /**
   * Give HTML answers a hashed policy. Off in development, where Vite injects styles for hot reload;
   * production and the browser tests run with it on.
   */
  pagePolicy: boolean;
}

/** Two years is what browsers' preload lists ask for; subdomains are the operator's call, not ours. */
const HSTS = "max-age=63072000";

const isHttps = (publicUrl: string | undefined) => publicUrl?.startsWith("https:") ?? false;
const isHtml = (res: Response) => (res.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * Sets the page policy on an HTML answer that has none yet. Reads the whole body (pages are already
 * buffered by the page cache in production) and answers the same bytes.
 */
export function hashedPagePolicy(publicUrl: string | undefined): MiddlewareHandler {
  const options = { upgradeInsecureRequests: isHttps(publicUrl) };
  return async (c, next) => {
    await next();
    await applyPagePolicy(c, options);
  };
}

async function applyPagePolicy(c: Context, options: { upgradeInsecureRequests?: boolean }) {
  const res = c.res;
  if (!isHtml(res) || !res.body || res.headers.has("content-security-policy") || res.headers.has("content-encoding")) return;
  const html = await res.text();
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-security-policy", pagePolicy(html, options));
  headers.set("reporting-endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  // Hono copies the old answer's headers onto a newly assigned one; start from none.
  c.res = undefined as unknown as Response;
  c.res = new Response(html, { status: res.status, statusText: res.statusText, headers });
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
      if (options.pagePolicy) await applyPagePolicy(c, { upgradeInsecureRequests: https });
      const res = c.res;
      // Images are meant to be shown elsewhere too (link previews, the acknowledgement email).
      if (c.req.path.startsWith("/images/") && !res.headers.has("cross-origin-resource-policy")) {
        res.headers.set("cross-origin-resource-policy", "cross-origin");
      }
      // A 304's headers replace the cached answer's in the browser: it must not swap a page's policy.
      // An HTML answer without a body (HEAD) cannot be hashed; "load nothing" would misdescribe the page.
      if (res.status !== 304 && !isHtml(res) && !res.headers.has("content-security-policy")) {
        res.headers.set("content-security-policy", NON_DOCUMENT_POLICY);
      }
    });
  };
}

/** Violation reports, in the old (report-uri) and the Reporting API format; logged at a bounded rate. */
export function cspReportRoute(app: Hono, onReport: (directive: string) => void = () => {}): void {
  let windowStart = 0;
  let logged = 0;
  const LOGS_PER_MINUTE = 20;
  app.use(CSP_REPORT_PATH, bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ detail: "Report too large." }, 413) }));
  app.post(CSP_REPORT_PATH, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const reports = (Array.isArray(body) ? body.map((r) => r?.body) : [(body as { "csp-report"?: unknown })?.["csp-report"]]).filter(
      (r): r is Record<string, unknown> => typeof r === "object" && r !== null,
    );
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
        log.warn(`Content-Security-Policy violation: ${directive} blocked ${String(blocked)} on ${String(page)}`);
      }
    }
    return c.body(null, 204);
  });
}
