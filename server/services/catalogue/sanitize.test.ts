import { describe, expect, it } from "vitest";
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
  it("turns nothing into an empty string", () => {
    expect(sanitizeRichText(null)).toBe("");
  });
});
