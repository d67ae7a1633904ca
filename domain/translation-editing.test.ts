import { describe, expect, it } from "vitest";
import type { TranslatableField } from "./content-translations.ts";
import { changedEnglish, completenessOf, fieldsFromForm, formNameOf, isFilled, translationFormSchema } from "./translation-editing.ts";

const FIELDS: TranslatableField[] = [
  { key: "title", label: "Title", kind: "line", english: "Tsavo on foot" },
  { key: "tiers.value.itinerary_days.2.title", label: "Day 3", kind: "line", english: "Into the hills" },
  { key: "content_html", label: "Story", kind: "html", english: "<p>We walked.</p>" },
];

describe("translation editing", () => {
  it("counts a field filled by its text; an emptied rich-text field's <p></p> is empty, an image is not", () => {
    expect(isFilled("line", "  ")).toBe(false);
    expect(isFilled("html", "<p></p>")).toBe(false);
    expect(isFilled("html", "<p><br></p>")).toBe(false);
    expect(isFilled("html", '<p><img src="/x.jpg" alt="A lion"></p>')).toBe(true);
    expect(completenessOf(FIELDS, undefined)).toBe("missing");
    expect(completenessOf(FIELDS, { title: "Tsavo zu Fuß", content_html: "<p></p>" })).toBe("partial");
    expect(completenessOf(FIELDS, { title: "a", "tiers.value.itinerary_days.2.title": "b", content_html: "<p>c</p>" })).toBe("complete");
  });

  it("names the fields whose English changed since the translation recorded it, and none when it recorded nothing", () => {
    const published = { fields: { title: "Tsavo zu Fuß" }, sourceHash: "x", updatedAt: "", sourceEnglish: { title: "Tsavo walking", "tiers.value.itinerary_days.2.title": "Into the hills", content_html: "<p>We walked.</p>" } };
    expect(changedEnglish(FIELDS, published)).toEqual(["title"]);
    expect(changedEnglish(FIELDS, { ...published, sourceEnglish: null })).toBeNull();
    // A field the English did not have then, which the translation has: changed.
    expect(changedEnglish(FIELDS, { ...published, fields: { "tiers.value.itinerary_days.2.title": "In die Hügel" }, sourceEnglish: { title: "Tsavo on foot" } })).toEqual(["tiers.value.itinerary_days.2.title"]);
  });

  it("reads the form by flat names (dots would be paths to Conform), refusing a line with a line break and an over-long field", () => {
    expect(formNameOf("tiers.value.itinerary_days.2.title")).toBe("tiers__value__itinerary_days__2__title");
    const schema = translationFormSchema(FIELDS);
    const ok = schema.safeParse({ title: " Tsavo zu Fuß ", tiers__value__itinerary_days__2__title: "In die Hügel", content_html: "<p>Wir gingen.</p>" });
    expect(ok.success).toBe(true);
    expect(fieldsFromForm(FIELDS, ok.data!)).toEqual({ title: "Tsavo zu Fuß", "tiers.value.itinerary_days.2.title": "In die Hügel", content_html: "<p>Wir gingen.</p>" });
    const bad = schema.safeParse({ title: "Two\nlines", content_html: "x".repeat(200_001) });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "Title is one line."],
      ["content_html", "Story is at most 200,000 characters."],
    ]);
  });

  it("holds a story's translated address to the English slug's rule, empty keeping the English one", () => {
    const schema = translationFormSchema([{ key: "slug", label: "Address (slug)", kind: "line" }]);
    expect(schema.safeParse({ slug: "grosse-migration" }).success).toBe(true);
    expect(schema.safeParse({ slug: "" }).success).toBe(true);
    expect(schema.safeParse({ slug: "Große Migration" }).error?.issues[0]?.message).toBe("Use lower-case letters, digits and single hyphens, e.g. grosse-migration.");
  });

  it("renders an HTML field from its rich-text document when one is posted, and an emptied one as empty", () => {
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Wir <gingen>." }] }] };
    const parsed = translationFormSchema(FIELDS).parse({ content_html: "<p>ignored</p>", content_html_doc: JSON.stringify(doc) });
    expect(fieldsFromForm(FIELDS, parsed).content_html).toBe("<p>Wir &lt;gingen&gt;.</p>");
    const emptied = translationFormSchema(FIELDS).parse({ content_html_doc: JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] }) });
    expect(fieldsFromForm(FIELDS, emptied).content_html).toBe("");
  });
});
