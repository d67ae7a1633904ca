import { describe, expect, it } from "vitest";
import { SLIDER_FALLBACKS, SLIDER_PAGE_SETS, fallbackSlides, isStale, slidesOrFallback } from "./slider-fallbacks.ts";

const chosen = (keys: string[]) => new Map(keys.map((key) => [key, { key, image: key, alt: "" }]));
const ALL_STORED = chosen(SLIDER_PAGE_SETS.flatMap((set) => SLIDER_FALLBACKS.sets[set].map((s) => s.key)));

describe("bundled fallback slider sets (SPEC §3)", () => {
  it("has a set for every page set, with url and caption, and id and isPrimary on home", () => {
    for (const set of SLIDER_PAGE_SETS) {
      expect(SLIDER_FALLBACKS.sets[set].length).toBeGreaterThan(0);
      for (const slide of SLIDER_FALLBACKS.sets[set]) {
        // Page header images only: nothing that only the demo creates (decision 0032).
        expect(slide.url).toMatch(/^\/images\/960\/headers\/[a-z-]+\.jpg$/);
        expect(typeof slide.caption).toBe("string");
      }
    }
    expect(SLIDER_FALLBACKS.sets.home.every((s) => typeof s.id === "number" && typeof s.isPrimary === "boolean")).toBe(true);
    expect(SLIDER_FALLBACKS.sets.home.filter((s) => s.isPrimary)).toHaveLength(1);
  });

  it("carries generatedAt and a 24 hour ttl", () => {
    expect(Number.isNaN(Date.parse(SLIDER_FALLBACKS.generatedAt))).toBe(false);
    expect(SLIDER_FALLBACKS.ttlHours).toBe(24);
    expect(isStale(SLIDER_FALLBACKS, Date.parse(SLIDER_FALLBACKS.generatedAt) + 23 * 3_600_000)).toBe(false);
    expect(isStale(SLIDER_FALLBACKS, Date.parse(SLIDER_FALLBACKS.generatedAt) + 25 * 3_600_000)).toBe(true);
  });

  it("stands in only when the API gave no slides", () => {
    const api = [{ id: 9, page_set: "home", image_url: "/images/960/x.jpg", alt: "", caption: "", is_primary: true }];
    expect(slidesOrFallback("home", api, ALL_STORED)).toBe(api);
    expect(slidesOrFallback("home", [], ALL_STORED)).toEqual(fallbackSlides("home", ALL_STORED));
    expect(slidesOrFallback("home", undefined, ALL_STORED)[0]!.image_url).toContain("/headers/");
  });

  it("shows only the slides whose image is stored, and none on an install without header images", () => {
    expect(fallbackSlides("home", new Map())).toEqual([]);
    const some = fallbackSlides("home", chosen(["headers/packages", "headers/services"]));
    expect(some.map((s) => s.image_url)).toEqual(["/images/960/headers/packages.jpg", "/images/960/headers/services.jpg"]);
    // The primary slide is not stored: the first stored one takes its place, exactly one primary.
    expect(some.filter((s) => s.is_primary).map((s) => s.image_url)).toEqual(["/images/960/headers/packages.jpg"]);
  });

  it("shows the image chosen for a page header, with its alt text (decision 0038)", () => {
    const slides = fallbackSlides("gallery", new Map([["headers/gallery", { key: "headers/gallery", image: "uploads/abc123", alt: "Dhows at sunset" }]]));
    expect(slides.map((s) => [s.image_url, s.alt])).toEqual([["/images/960/uploads/abc123.jpg", "Dhows at sunset"]]);
  });
});
