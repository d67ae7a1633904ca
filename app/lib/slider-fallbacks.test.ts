import { describe, expect, it } from "vitest";
import { SLIDER_FALLBACKS, fallbackSlides, isStale, slidesOrFallback } from "./slider-fallbacks.ts";

describe("bundled fallback slider sets (SPEC §3)", () => {
  it("has a set for every page set, with url and caption, and id and isPrimary on home", () => {
    for (const set of ["home", "about", "gallery", "destinations", "services", "packages", "blog"] as const) {
      expect(SLIDER_FALLBACKS.sets[set].length).toBeGreaterThan(0);
      for (const slide of SLIDER_FALLBACKS.sets[set]) {
        expect(slide.url).toMatch(/^\/images\/960\/illustrations\/[a-z-]+-\d+\.jpg$/);
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
    expect(slidesOrFallback("home", api)).toBe(api);
    expect(slidesOrFallback("home", [])).toEqual(fallbackSlides("home"));
    expect(slidesOrFallback("home", undefined)[0]!.image_url).toContain("/illustrations/");
  });
});
