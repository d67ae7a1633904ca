/**
 * The Content-Security-Policy of HTML answers (issue 23, docs/decisions/0014-security-headers.md).
 *
 * Pages rendered per request allow scripts and styles by this answer's nonce (server/http/csp-nonce.ts)
 * and nothing else: the policy never looks at the page's bytes, so markup injected into a page, by
 * a bug anywhere, is not approved by the policy that comes with it. `'strict-dynamic'` passes the
 * trust on to what a nonced script loads itself (React Router's module graph, the deferred
 * hydration loader's module script); `'self'` stays for browsers without CSP level 3, which ignore
 * the nonce's companions in the other direction.
 *
 * Static HTML files (the company film's page) have no per-answer nonce: they get a policy that
 * allows our own script and style files and nothing inline.
 */

/**
 * Where the browser sends violation reports (answered by cspReportRoute in security-headers.ts).
 * `report-uri` only: every browser sends it at once, while Chromium, given `report-to` as well,
 * uses only that and batches reports for up to a minute (and Firefox and Safari do not send
 * Reporting API reports for CSP). The route still reads both formats.
 */
export const CSP_REPORT_PATH = "/csp-report";

export interface PagePolicyOptions {
  /** Ask browsers to load http: subresources over https (only when the public origin is https). */
  upgradeInsecureRequests?: boolean;
}

/** Third-party frames the pages load after a click: the maps embed of the contact page's facade. */
const FRAME_SOURCES = ["'self'", "https://www.google.com"];

type Directive = [string, ...string[]];

function commonDirectives(): Directive[] {
  return [
    ["default-src", "'self'"],
    // React renders style props (a carousel's transform) as attributes; they cannot run code, and
    // allowing them one by one would need 'unsafe-hashes' for little gain.
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
  ];
}

function serialise(directives: Directive[], options: PagePolicyOptions): string {
  if (options.upgradeInsecureRequests) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** A base64 nonce as our code draws it; anything else is refused rather than written into a header. */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** The policy of a page rendered for this answer: scripts and styles by `nonce` only. */
export function pagePolicy(nonce: string, options: PagePolicyOptions = {}): string {
  if (!NONCE.test(nonce)) throw new Error("A page policy needs a nonce drawn by csp-nonce.ts");
  return serialise(
    [
      ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
      ["style-src", "'self'", `'nonce-${nonce}'`],
      ...commonDirectives(),
    ],
    options,
  );
}

/** The policy of a static HTML file: our own script and style files, nothing inline. */
export function staticDocumentPolicy(options: PagePolicyOptions = {}): string {
  return serialise([["script-src", "'self'"], ["style-src", "'self'"], ...commonDirectives()], options);
}

/** For everything that is not a page (JSON, images, text): load nothing, be framed by nobody. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
