import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes, pagePolicy } from "./content-security-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineHashes", () => {
  it("hashes the inline scripts a browser runs, and the deferred module the loader runs later", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module" async="">import "/assets/x.js"</script>',
      '<script type="text/x-deferred-module" id="rr-deferred-module">import("/assets/y.js")</script>',
      '<script type="application/ld+json">{"@type":"TravelAgency"}</script>',
      '<script src="/assets/z.js"></script>',
      "<SCRIPT>window.a=1</SCRIPT>",
    ].join("\n");
    expect(inlineHashes(html).scripts).toEqual([sha("window.a=1"), sha('import "/assets/x.js"'), sha('import("/assets/y.js")')]);
  });

  it("hashes inline style elements by their exact text", () => {
    expect(inlineHashes("<style>\n  body { margin: 0 }\n</style>").styles).toEqual([sha("\n  body { margin: 0 }\n")]);
  });

  it("takes multi-byte text as UTF-8, as browsers do", () => {
    expect(inlineHashes("<script>var s='Ngorongoro – Tanzania ✓'</script>").scripts).toEqual([sha("var s='Ngorongoro – Tanzania ✓'")]);
  });
});

describe("pagePolicy", () => {
  it("allows only our origin plus the page's own hashes; no unsafe-inline for scripts", () => {
    const policy = pagePolicy("<script>go()</script>");
    expect(policy).toContain(`script-src 'self' ${sha("go()")};`);
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("frame-src 'self' https://www.google.com");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(policy.split("; ").find((d) => d.startsWith("script-src"))).not.toMatch(/unsafe/);
  });

  it("asks for https subresources when the public origin is https", () => {
    expect(pagePolicy("", { upgradeInsecureRequests: true })).toMatch(/upgrade-insecure-requests$/);
  });
});
