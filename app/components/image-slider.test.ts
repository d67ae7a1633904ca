import { describe, expect, it } from "vitest";
import { nextLoadedIndex } from "./image-slider.tsx";
import { wrapIndex } from "./home/signature-experiences.tsx";

describe("slider stepping", () => {
  it("advances only to loaded images and wraps around", () => {
    expect(nextLoadedIndex(["loaded", "loading", "loaded"], 0)).toBe(2);
    expect(nextLoadedIndex(["loaded", "loaded", "loaded"], 2)).toBe(0);
    expect(nextLoadedIndex(["loaded", "failed", "loaded"], 2, -1)).toBe(0);
    expect(nextLoadedIndex(["loaded", "failed", "loading"], 0)).toBeNull();
  });

  it("wraps the signature carousel index both ways", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
