import { describe, expect, it } from "vitest";
import { NON_DOCUMENT_POLICY, pagePolicy, staticDocumentPolicy } from "./content-security-policy.ts";
import { nonceOf } from "./csp-nonce.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("pagePolicy", () => {
  it("allows scripts by this answer's nonce only, passing trust on to what they load", () => {
    const nonce = nonceOf(new Request("http://x/"));
    const policy = pagePolicy(nonce);
    expect(directive(policy, "script-src")).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`);
    expect(directive(policy, "style-src")).toBe(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toContain("sha256-");
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "report-uri")).toBe("report-uri /csp-report");
  });

  it("refuses anything that is not a nonce it drew (no header injection through it)", () => {
    expect(() => pagePolicy("abc; script-src *")).toThrow();
    expect(() => pagePolicy("")).toThrow();
  });

  it("asks for https subresources only when told", () => {
    const nonce = nonceOf(new Request("http://x/"));
    expect(pagePolicy(nonce, { upgradeInsecureRequests: true })).toMatch(/upgrade-insecure-requests$/);
    expect(pagePolicy(nonce)).not.toContain("upgrade-insecure-requests");
  });

  it("gives static files our own script and style files, nothing inline", () => {
    const policy = staticDocumentPolicy();
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
    expect(directive(policy, "style-src")).toBe("style-src 'self'");
    expect(NON_DOCUMENT_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("nonceOf", () => {
  it("draws 128 random bits per request and keeps them for that request", () => {
    const a = new Request("http://x/");
    const b = new Request("http://x/");
    expect(nonceOf(a)).toBe(nonceOf(a));
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(Buffer.from(nonceOf(a), "base64")).toHaveLength(16);
  });
});
