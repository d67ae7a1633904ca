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
