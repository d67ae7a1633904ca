import { describe, expect, it } from "vitest";
import { isSafeHref, readingTimeMinutes, renderRichText, richTextDocSchema, richTextField, richTextImageKeys, richTextPlainText } from "./rich-text.ts";
import { slugify, storyDocumentSchema, storyErrors } from "./story-document.ts";

const doc = (content: unknown[]) => ({ type: "doc", content });
const p = (...content: unknown[]) => ({ type: "paragraph", content });
const t = (text: string, marks?: unknown[]) => ({ type: "text", text, ...(marks ? { marks } : {}) });

describe("rich-text document schema", () => {
  it("accepts headings, lists, quotes and links and renders them as plain, escaped HTML", () => {
    const parsed = richTextDocSchema.parse(
      doc([
        { type: "heading", attrs: { level: 2 }, content: [t("Day <1>")] },
        { type: "bulletList", content: [{ type: "listItem", content: [p(t("Lions"))] }] },
        { type: "orderedList", attrs: { start: 1 }, content: [{ type: "listItem", content: [p(t("Arrive"))] }] },
        { type: "blockquote", content: [p(t("Karibu", [{ type: "italic" }]))] },
        p(t("Book ", [{ type: "bold" }]), t("here", [{ type: "link", attrs: { href: "https://example.com/a?b=1&c=2", target: "_blank" } }])),
      ]),
    );
    expect(renderRichText(parsed)).toBe(
      "<h2>Day &lt;1&gt;</h2><ul><li><p>Lions</p></li></ul><ol><li><p>Arrive</p></li></ol><blockquote><p><em>Karibu</em></p></blockquote>" +
        '<p><strong>Book </strong><a href="https://example.com/a?b=1&amp;c=2">here</a></p>',
    );
  });

  it.each([
    ["javascript:alert(1)"],
    [" JaVaScRiPt:alert(1)"],
    ["data:text/html;base64,PHNjcmlwdD4="],
    ["vbscript:msgbox"],
    ["//evil.example/x"],
  ])("refuses the link %s", (href) => {
    expect(isSafeHref(href)).toBe(false);
    const result = richTextDocSchema.safeParse(doc([p(t("x", [{ type: "link", attrs: { href } }]))]));
    expect(result.success).toBe(false);
  });

  it("refuses node types outside the allowlist (iframe, script, code blocks), images by URL and h1/h4 headings", () => {
    for (const node of [
      { type: "image", attrs: { src: "x.svg" } },
      { type: "iframe", attrs: { src: "https://evil.example" } },
      { type: "script", content: [t("alert(1)")] },
      { type: "codeBlock", content: [t("x")] },
      { type: "heading", attrs: { level: 1 }, content: [t("x")] },
      { type: "heading", attrs: { level: 4 }, content: [t("x")] },
    ]) {
      expect(richTextDocSchema.safeParse(doc([node])).success, JSON.stringify(node)).toBe(false);
    }
  });

  it("renders a library image from its key: variant src and srcset built here, alt escaped, a reserved box, lazy", () => {
    const parsed = richTextDocSchema.parse(doc([p(t("Before")), { type: "image", attrs: { key: "stories/lion-dawn", alt: 'A lion & "cub" <at dawn>' } }]));
    expect(renderRichText(parsed)).toBe(
      "<p>Before</p>" +
        '<img src="/images/960/stories/lion-dawn.webp" srcset="/images/480/stories/lion-dawn.webp 480w, /images/960/stories/lion-dawn.webp 960w, /images/1600/stories/lion-dawn.webp 1600w"' +
        ' sizes="(min-width: 48rem) 48rem, 100vw" alt="A lion &amp; &quot;cub&quot; &lt;at dawn&gt;" width="1600" height="1000" loading="lazy" decoding="async">',
    );
    expect(richTextImageKeys(parsed)).toEqual(["stories/lion-dawn"]);
  });

  it.each([
    ["no alt text", { key: "stories/lion-dawn", alt: "  " }],
    ["a URL for a key", { key: "https://evil.example/x.jpg", alt: "x" }],
    ["a javascript: key", { key: "javascript:alert(1)", alt: "x" }],
    ["a path-climbing key", { key: "../secrets", alt: "x" }],
    ["a src instead of a key", { src: "/images/960/stories/lion-dawn.jpg", alt: "x" }],
    ["text inside", { key: "stories/lion-dawn", alt: "x" }, [t("hi")]],
  ])("refuses an image node with %s", (_, attrs, content?: unknown[]) => {
    expect(richTextDocSchema.safeParse(doc([{ type: "image", attrs, ...(content ? { content } : {}) }])).success).toBe(false);
  });

  it("ignores attributes of an image node it does not know (handlers, styles)", () => {
    const parsed = richTextDocSchema.parse(doc([{ type: "image", attrs: { key: "stories/lion-dawn", alt: "Lion", onerror: "alert(1)", src: "javascript:alert(1)", style: "x" } }]));
    expect(renderRichText(parsed)).not.toMatch(/onerror|javascript:|style=/);
  });

  it("refuses unknown marks and documents nested absurdly deep", () => {
    expect(richTextDocSchema.safeParse(doc([p(t("x", [{ type: "textStyle", attrs: { color: "red" } }]))])).success).toBe(false);
    let deep: any = p(t("x"));
    for (let i = 0; i < 20; i++) deep = { type: "blockquote", content: [deep] };
    expect(richTextDocSchema.safeParse(doc([deep])).success).toBe(false);
  });

  it("escapes text that looks like markup and drops attributes it does not know", () => {
    const parsed = richTextDocSchema.parse(doc([{ type: "paragraph", attrs: { onclick: "alert(1)", style: "x" }, content: [t('<img src=x onerror="alert(1)">')] }]));
    expect(renderRichText(parsed)).toBe("<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
  });

  it("reads a form field holding JSON; empty is no document and broken JSON is an error", () => {
    expect(richTextField.parse("")).toBeNull();
    expect(richTextField.parse(JSON.stringify(doc([p(t("a"))])))).toEqual(doc([p(t("a"))]));
    expect(richTextField.safeParse("{not json").success).toBe(false);
  });

  it("counts the words a reader reads for the reading time", () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
    const parsed = richTextDocSchema.parse(doc([{ type: "heading", attrs: { level: 2 }, content: [t("Title")] }, p(t(words))]));
    expect(richTextPlainText(parsed).split(" ")).toHaveLength(451);
    expect(readingTimeMinutes(richTextPlainText(parsed))).toBe(2);
    expect(readingTimeMinutes("")).toBe(1);
  });
});

describe("story document", () => {
  it("makes the slug from the title when none is given, and checks one that is", () => {
    expect(slugify("Kenya's Great Migration: a 2027 guide!")).toBe("kenyas-great-migration-a-2027-guide");
    expect(slugify("Ämboseli — élephants")).toBe("amboseli-elephants");
    expect(storyDocumentSchema.parse({ title: "Into the Mara" }).slug).toBe("into-the-mara");
    const bad = storyDocumentSchema.safeParse({ title: "x", slug: "Not A Slug" });
    expect(bad.success).toBe(false);
    expect(storyErrors(bad.error!)).toHaveProperty("slug");
  });

  it("names the body as the field of any problem inside the document", () => {
    const bad = storyDocumentSchema.safeParse({ title: "x", content_doc: JSON.stringify(doc([{ type: "iframe" }])) });
    expect(bad.success).toBe(false);
    expect(Object.keys(storyErrors(bad.error!))).toEqual(["content_doc"]);
  });
});
