import { describe, expect, it } from "vitest";
import { completeness, isStale, overlay, sourceHash } from "./content-translations.ts";

const english = { service_id: 3, name: "Walking safaris", description: "On foot with a ranger.", icon: "compass" };

describe("content translations", () => {
  it("lay their non-empty translatable fields over the English, and nothing else", () => {
    const t = { fields: { name: "Fußsafaris", description: "  ", icon: "hacked" }, sourceHash: sourceHash("service", english) };
    expect(overlay("service", english, t)).toEqual({ ...english, name: "Fußsafaris" });
    expect(english.name).toBe("Walking safaris");
    expect(overlay("service", english, undefined)).toBe(english);
  });

  it("say how much of the entity they cover", () => {
    expect(completeness("service", undefined)).toBe("missing");
    expect(completeness("service", { fields: { name: " " }, sourceHash: "" })).toBe("missing");
    expect(completeness("service", { fields: { name: "Fußsafaris" }, sourceHash: "" })).toBe("partial");
    expect(completeness("service", { fields: { name: "Fußsafaris", description: "Zu Fuß." }, sourceHash: "" })).toBe("complete");
  });

  it("are stale once a translated field's English changes, and only then", () => {
    const t = { fields: { name: "Fußsafaris" }, sourceHash: sourceHash("service", english) };
    expect(isStale("service", english, t)).toBe(false);
    expect(isStale("service", { ...english, icon: "binoculars" }, t)).toBe(false);
    expect(isStale("service", { ...english, description: "On foot with two rangers." }, t)).toBe(true);
    // Field boundaries count: moving text from one field to the next is a change.
    expect(sourceHash("service", { name: "ab", description: "c" })).not.toBe(sourceHash("service", { name: "a", description: "bc" }));
  });

  it("keep the hashes stored before the site's images expanded the fields (decision 0078)", () => {
    // Values of the hash as it was computed over the declared fields alone: stored translations stay current.
    expect(sourceHash("service", { name: "Walking safaris", description: "On foot with a ranger." })).toBe("03dc95fd");
    expect(sourceHash("story", { title: "T", slug: "s", excerpt: "e", image_alt: "a", content_html: "<p>x</p>" })).toBe("6dd7e69a");
  });
});

describe("the hashes of decision 0074's entities", () => {
  it("are what they were before nested fields existed, so stored translations do not turn stale", () => {
    // Computed with the module as it was at 10aa01b.
    expect(sourceHash("service", english)).toBe("03dc95fd");
    expect(sourceHash("package", { package_title: "Mara", summary: "Three days.", tiers: [] })).toBe("bd60db3e");
    expect(sourceHash("story", { title: "T", slug: "s", excerpt: "e", image_alt: "a", content_html: "<p>x</p>" })).toBe("6dd7e69a");
  });
});

describe("a top-level field the answer lacks", () => {
  it("is not added by a translation (a story's list answer has no HTML)", () => {
    const summary = { blog_id: 1, title: "Mara diary", slug: "mara-diary", excerpt: "Notes.", image_alt: "A lion" };
    const out = overlay("story", summary, { fields: { title: "Mara-Tagebuch", content_html: "<p>Ganz.</p>" }, sourceHash: "" });
    expect(out).toEqual({ ...summary, title: "Mara-Tagebuch" });
  });
});
