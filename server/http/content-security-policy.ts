/**
 * The Content-Security-Policy of HTML answers, built from the HTML itself: every inline script and
 * style element is allowed by its SHA-256 hash, nothing else inline is. Because the header is a pure
 * function of the bytes, a page stays byte-identical from one answer to the next and the page cache,
 * ETags and a CDN can keep it with its header (docs/decisions/0014-security-headers.md explains
 * why hashes and not nonces).
 */
import { createHash } from "node:crypto";

/** Where the browser sends violation reports (answered by cspReportRoute in security-headers.ts). */
export const CSP_REPORT_PATH = "/csp-report";
export const CSP_REPORT_GROUP = "csp";

/**
 * Inline script types the browser runs. `text/x-deferred-module` is inert in the HTML, but the
 * deferred-hydration loader (app/ssr/deferred-hydration.ts) later runs its text as a module script,
 * so its hash must be allowed too.
 */
const EXECUTED_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/x-deferred-module"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The attributes of a start tag, names lower-cased; a bare attribute has the value "". */
function attributesOf(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) out.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  return out;
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The hashes of the inline scripts and styles a page runs, each once, in document order. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    const attrs = attributesOf(attributes);
    if (attrs.has("src")) continue; // external: allowed by its origin
    const type = (attrs.get("type") ?? "").trim().toLowerCase();
    if (EXECUTED_TYPES.has(type)) scripts.add(hashOf(body));
  }
  const styles = new Set<string>();
  for (const [, body = ""] of html.matchAll(STYLE)) styles.add(hashOf(body));
  return { scripts: [...scripts], styles: [...styles] };
}

export interface PagePolicyOptions {
  /** Ask browsers to load http: subresources over https (only when the public origin is https). */
  upgradeInsecureRequests?: boolean;
}

/** Third-party frames the pages load after a click: the maps embed of the contact page's facade. */
const FRAME_SOURCES = ["'self'", "https://www.google.com"];

export function pagePolicy(html: string, options: PagePolicyOptions = {}): string {
  const { scripts, styles } = inlineHashes(html);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts],
    ["style-src", "'self'", ...styles],
    // Server-rendered React style props (a carousel's transform) are attributes; they cannot run
    // code, and hashing them would need 'unsafe-hashes' for little gain.
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", ...FRAME_SOURCES],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    // Our own pages frame /media/company-film.html; nobody else may frame us (clickjacking).
    ["frame-ancestors", "'self'"],
    ["report-uri", CSP_REPORT_PATH],
    ["report-to", CSP_REPORT_GROUP],
  ];
  if (options.upgradeInsecureRequests) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** For everything that is not a page (JSON, images, text): load nothing, be framed by nobody. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
