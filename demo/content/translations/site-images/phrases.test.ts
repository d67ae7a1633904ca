/**
 * The demo's site-image phrases (decision 0078) against the English demo: every caption, alt text,
 * photo title and description the demo seeds has its text in each language, no phrase translates
 * English the demo does not have (it would never be used), and none is left blank or English.
 */
import { describe, expect, it } from "vitest";
import { gallery } from "#demo/content/gallery.ts";
import { pageHeaders } from "#demo/content/page-headers.ts";
import { sliders } from "#demo/content/sliders.ts";
import { siteImagePhrases } from "./index.ts";

const english = new Set([
  ...sliders.flatMap((s) => [s.caption, s.image.alt]),
  ...Object.values(pageHeaders).map((h) => h.alt),
  ...gallery.flatMap((g) => [g.title, g.description, g.alt_text]),
]);
english.delete("");

describe.each(Object.entries(siteImagePhrases))("the demo's site images in %s", (_locale, phrases) => {
  it("translate exactly the demo's English texts", () => {
    expect(Object.keys(phrases).sort()).toEqual([...english].sort());
  });

  it("are written out, not left empty or in English (names of places may stay as they are)", () => {
    const same = Object.entries(phrases).filter(([en, text]) => text.trim() === "" || (text === en && !/^[A-Z][a-z]+ [A-Z][a-z]+$/.test(en)));
    expect(same).toEqual([]);
  });
});
