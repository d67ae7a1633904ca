import { describe, expect, it } from "vitest";
import { completeness, isStale, overlay, sourceHash, translatableFields } from "./content-translations.ts";
import { translateGallery, translatePageHeaders, translateSlides } from "./site-image-translations.ts";

const slides = [
  { id: 41, page_set: "home", image_url: "/img/a.webp", caption: "Discover Kenya", alt: "Giraffes at golden hour", is_primary: true },
  { id: 17, page_set: "home", image_url: "/img/b.webp", caption: "", alt: "Safari tents at dusk", is_primary: false },
];
const headers = [
  { key: "headers/contact", image: "media/nairobi.jpg", alt: "Nairobi skyline" },
  { key: "headers/terms", image: "headers/terms", alt: "" },
];
const photos = [{ id: 5, title: "Dawn over the Mara", description: "Balloons at first light.", alt_text: "Balloons over the savanna", thumbnail_url: "/t.webp", medium_url: "/m.webp", large_url: "/l.webp", image_url: "/l.webp", created_at: "2025-01-08T07:00:00Z" }];

describe("site image translations", () => {
  it("list one field per caption, alt text and photo text, keyed by the item's id or page, leaving out empty English", () => {
    expect(translatableFields("slider", { slides }).map((f) => [f.key, f.english, f.kind])).toEqual([
      ["slides.41.caption", "Discover Kenya", "line"],
      ["slides.41.alt", "Giraffes at golden hour", "line"],
      // Slide 17 has no caption: nothing to translate.
      ["slides.17.alt", "Safari tents at dusk", "line"],
    ]);
    expect(translatableFields("slider", { slides })[2]!.label).toBe("Slide 2 · Image description (alt text)");
    expect(translatableFields("page_headers", { headers }).map((f) => [f.key, f.label])).toEqual([["headers.contact.alt", "Contact header · Image description (alt text)"]]);
    expect(translatableFields("gallery", { items: photos }).map((f) => [f.key, f.kind])).toEqual([
      ["items.5.title", "line"],
      ["items.5.description", "text"],
      ["items.5.alt_text", "line"],
    ]);
    expect(translatableFields("gallery", { items: "junk" })).toEqual([]);
  });

  it("stay on their picture when the set is reordered, and a new slide shows English", () => {
    const t = { fields: { "slides.41.caption": "Entdecken Sie Kenia", "slides.41.alt": "Giraffen im Abendlicht", "slides.17.alt": "Safarizelte in der Dämmerung" }, sourceHash: "" };
    const added = { id: 99, page_set: "home", image_url: "/img/c.webp", caption: "New", alt: "A new picture", is_primary: false };
    const german = translateSlides([slides[1]!, added, slides[0]!], t);
    expect(german.map((s) => [s.id, s.caption, s.alt, s.image_url])).toEqual([
      [17, "", "Safarizelte in der Dämmerung", "/img/b.webp"],
      [99, "New", "A new picture", "/img/c.webp"],
      [41, "Entdecken Sie Kenia", "Giraffen im Abendlicht", "/img/a.webp"],
    ]);
    // The shared English answer is not touched.
    expect(slides[0]!.caption).toBe("Discover Kenya");
  });

  it("ignore blank fields, text for English that is empty, and keys naming nothing", () => {
    const t = { fields: { "slides.41.caption": "   ", "slides.17.caption": "Bildunterschrift", "slides.8.alt": "Fremd", "headers.terms.alt": "Dau" }, sourceHash: "" };
    expect(translateSlides(slides, t)).toEqual(slides);
    // A header without English alt keeps it empty, so the page's own (already translated) alt shows.
    expect(translatePageHeaders(headers, t)).toEqual(headers);
    expect(translateSlides(slides, undefined)).toEqual(slides);
  });

  it("translate a page header's alt text by its page and a photo's texts by its id, keeping image and dates", () => {
    const german = translatePageHeaders(headers, { fields: { "headers.contact.alt": "Die Skyline von Nairobi" }, sourceHash: "" });
    expect(german[0]).toEqual({ key: "headers/contact", image: "media/nairobi.jpg", alt: "Die Skyline von Nairobi" });
    const photo = translateGallery(photos, { fields: { "items.5.title": "Morgengrauen über der Mara", "items.5.alt_text": "Ballons über der Savanne" }, sourceHash: "" })[0]!;
    expect(photo).toEqual({ ...photos[0], title: "Morgengrauen über der Mara", alt_text: "Ballons über der Savanne" });
  });

  it("go through the domain's overlay, completeness and stale check like every other entity", () => {
    const english = { slides };
    const t = { fields: { "slides.41.caption": "Entdecken Sie Kenia", "slides.41.alt": "Giraffen" }, sourceHash: sourceHash("slider", english) };
    expect(overlay("slider", english, t).slides[0]!.caption).toBe("Entdecken Sie Kenia");
    expect(completeness("slider", t, english)).toBe("partial");
    expect(completeness("slider", { ...t, fields: { ...t.fields, "slides.17.alt": "Zelte" } }, english)).toBe("complete");
    expect(completeness("slider", undefined, english)).toBe("missing");
    expect(isStale("slider", english, t)).toBe(false);
    // Moving a slide changes no text, so nothing is stale; changing an alt text is.
    expect(isStale("slider", { slides: [...slides].reverse() }, t)).toBe(false);
    expect(isStale("slider", { slides: [{ ...slides[0]!, alt: "Giraffes and elephants" }, slides[1]!] }, t)).toBe(true);
    expect(isStale("slider", { slides: [{ ...slides[0]!, image_url: "/img/new.webp" }, slides[1]!] }, t)).toBe(false);
  });
});
