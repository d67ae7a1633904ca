import { describe, expect, it } from "vitest";
import { titleFromFileName } from "./image-list.ts";
import { galleryFormSchema, galleryPublishFormSchema, galleryPublishProblems } from "./gallery-document.ts";

describe("image lists", () => {
  it("makes a title from a file name", () => {
    expect(titleFromFileName("IMG_2041-mara_sunset.JPG")).toBe("IMG 2041 mara sunset");
  });
});

describe("the gallery document", () => {
  it("reads the form, refuses keys that are not image keys, and names photos missing a title or alt text", () => {
    const form = { items: [{ image_key: "uploads/abc-1", title: " Dawn " }, { image_key: "gallery/x", alt_text: "Lions" }] };
    const ok = galleryFormSchema.safeParse(form);
    expect(ok.success).toBe(true);
    if (!ok.success) return;
    expect(ok.data.items[0]).toEqual({ id: null, image_key: "uploads/abc-1", title: "Dawn", description: "", alt_text: "" });
    expect(galleryPublishProblems(ok.data)).toEqual({ "items.0.alt_text": "Write alt text for photo 1 before publishing.", "items.1.title": "Give photo 2 a title before publishing." });
    const bad = galleryFormSchema.safeParse({ items: [{ image_key: "../secret" }] });
    expect(bad.success).toBe(false);
    // No photo posted is an empty gallery.
    expect(galleryFormSchema.parse({})).toEqual({ items: [] });
    // Publish's check in the browser names the same fields, and the whole form.
    const publish = galleryPublishFormSchema.safeParse(form);
    expect(publish.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["", "The gallery cannot be published yet."],
      ["items.0.alt_text", "Write alt text for photo 1 before publishing."],
      ["items.1.title", "Give photo 2 a title before publishing."],
    ]);
  });
});
