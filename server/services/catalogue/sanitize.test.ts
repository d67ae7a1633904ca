import { describe, expect, it } from "vitest";
import { renderRichText, richTextDocSchema } from "#domain/rich-text.ts";
import { sanitizeRichText } from "./sanitize.ts";

describe("sanitizeRichText", () => {
  it("keeps the content markup and drops scripts, handlers and unsafe links", () => {
    const html = sanitizeRichText(
      '<h4>Day 1</h4><p onclick="x()">Drive <strong>west</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://parks.example">ok</a><img src=x onerror=alert(1)>',
    );
    expect(html).toContain("<h4>Day 1</h4>");
    expect(html).toContain("<strong>west</strong>");
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(html).toContain('<a href="https://parks.example" rel="noopener noreferrer">ok</a>');
  });
  it("keeps a library image rendered by the server, rebuilt from its key with nothing else", () => {
    const html = sanitizeRichText(renderRichText(richTextDocSchema.parse({ type: "doc", content: [{ type: "image", attrs: { key: "stories/lion-dawn", alt: "Lion at dawn" } }] })));
    expect(html).toBe(
      '<img src="/images/960/stories/lion-dawn.webp" srcset="/images/480/stories/lion-dawn.webp 480w, /images/960/stories/lion-dawn.webp 960w, /images/1600/stories/lion-dawn.webp 1600w"' +
        ' sizes="(min-width: 48rem) 48rem, 100vw" alt="Lion at dawn" width="1600" height="1000" loading="lazy" decoding="async" />',
    );
  });

  it("rebuilds a site variant <img> from its key and drops everything else it carried", () => {
    const html = sanitizeRichText('<p>x<img src="/images/480/stories/lion-dawn.jpg" alt="Lion" onerror="alert(1)" onload="alert(2)" style="position:fixed" srcset="https://evil.example/a.jpg 1x" class="c" id="i"></p>');
    expect(html).toContain('src="/images/960/stories/lion-dawn.webp"');
    expect(html).toContain('alt="Lion"');
    expect(html).not.toMatch(/onerror|onload|style=|evil\.example|class=|id=/);
  });

  it.each([
    ["a javascript: src", '<img src="javascript:alert(1)" alt="x">'],
    ["an external src", '<img src="https://evil.example/images/960/lion.jpg" alt="x">'],
    ["a protocol-relative src", '<img src="//evil.example/images/960/lion.jpg" alt="x">'],
    ["a data: URI", '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">'],
    ["an onerror handler on a bad src", '<img src=x onerror="alert(1)" alt="x">'],
    ["an SVG variant", '<img src="/images/960/lion.svg" alt="x">'],
    ["an SVG data: URI", '<img src="data:image/svg+xml,%3Csvg onload=alert(1)%3E" alt="x">'],
    ["an inline SVG", '<svg onload="alert(1)"><image href="/images/960/lion.jpg"/><script>alert(2)</script></svg>'],
    ["a path-climbing key", '<img src="/images/960/../../etc/passwd.jpg" alt="x">'],
    ["no alt text", '<img src="/images/960/stories/lion-dawn.jpg">'],
  ])("drops an <img> with %s", (_, input) => {
    const html = sanitizeRichText(`<p>ok</p>${input}`);
    expect(html).toBe("<p>ok</p>");
  });

  it("turns nothing into an empty string", () => {
    expect(sanitizeRichText(null)).toBe("");
  });
});
