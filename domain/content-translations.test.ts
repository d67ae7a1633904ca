import { describe, expect, it } from "vitest";
import { completeness, isStale, overlay, sourceEnglishOf, sourceHash, translatableFields, travelTypeLabelSet } from "./content-translations.ts";

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

describe("ribbons, destination names and image alt texts (decision 0079)", () => {
  const pkg = {
    package_id: 7,
    package_title: "Mara",
    summary: "Three days.",
    ribbon_tag_left: "Best Seller",
    images: [
      { id: 41, image: "packages/a.jpg", image_url: "/a.jpg", alt: "Lions at dawn" },
      { id: 42, image: "packages/b.jpg", image_url: "/b.jpg", alt: "A tented camp" },
    ],
    tiers: [],
  };
  const destination = { destination_id: 3, name: "Maasai Mara", slug: "maasai-mara", description: "Big cats.", description_html: "<p>Big cats.</p>", images: [{ id: 9, image: "d/m.jpg", image_url: "/m.jpg", alt: "The Mara river", is_primary: true }] };

  it("are fields of the package and the destination, images named by their ids", () => {
    expect(translatableFields("package", pkg).map((f) => f.key)).toEqual(["package_title", "summary", "ribbon_tag_left", "images.41.alt", "images.42.alt"]);
    expect(translatableFields("package", pkg).find((f) => f.key === "images.42.alt")).toMatchObject({ label: "Image 2 · Image description (alt text)", kind: "line", english: "A tented camp" });
    expect(translatableFields("destination", destination).map((f) => f.key)).toEqual(["name", "description", "description_html", "images.9.alt"]);
    // No ribbon, no field.
    expect(translatableFields("package", { ...pkg, ribbon_tag_left: null }).map((f) => f.key)).not.toContain("ribbon_tag_left");
  });

  it("do not change the hash: a translation stored before them stays current, and reads partial", () => {
    expect(sourceHash("package", pkg)).toBe(sourceHash("package", { package_title: "Mara", summary: "Three days.", tiers: [] }));
    expect(sourceHash("package", { package_title: "Mara", summary: "Three days.", tiers: [] })).toBe("bd60db3e");
    expect(sourceHash("destination", destination)).toBe(sourceHash("destination", { description: "Big cats.", description_html: "<p>Big cats.</p>" }));
    const before = { fields: { package_title: "Mara (de)", summary: "Drei Tage." }, sourceHash: sourceHash("package", pkg) };
    expect(isStale("package", pkg, before)).toBe(false);
    expect(isStale("package", pkg, { ...before, sourceEnglish: { package_title: "Mara", summary: "Three days." } })).toBe(false);
    expect(completeness("package", before, pkg)).toBe("partial");
  });

  it("are stale when their English changes after translating, read from the English each was made from", () => {
    const t = { fields: { package_title: "Mara (de)", ribbon_tag_left: "Bestseller", "images.41.alt": "Löwen im Morgengrauen" }, sourceHash: sourceHash("package", pkg), sourceEnglish: sourceEnglishOf("package", pkg) };
    expect(isStale("package", pkg, t)).toBe(false);
    expect(isStale("package", { ...pkg, ribbon_tag_left: "Hot Deal" }, t)).toBe(true);
    expect(isStale("package", { ...pkg, images: [{ ...pkg.images[0]!, alt: "Lions at dusk" }, pkg.images[1]!] }, t)).toBe(true);
    // Moving the images changes no text: each alt text stays with its image.
    expect(isStale("package", { ...pkg, images: [pkg.images[1]!, pkg.images[0]!] }, t)).toBe(false);
    // A new image is untranslated, not stale; a price or an image's address is no text at all.
    expect(isStale("package", { ...pkg, images: [...pkg.images, { id: 43, image: "c", image_url: "/c.jpg", alt: "A balloon" }] }, t)).toBe(false);
    expect(isStale("package", { ...pkg, images: pkg.images.map((i) => ({ ...i, image_url: `${i.image_url}?v=2` })) }, t)).toBe(false);
    // The hashed fields as before.
    expect(isStale("package", { ...pkg, summary: "Four days." }, t)).toBe(true);
    // A destination's name.
    const d = { fields: { name: "马赛马拉" }, sourceHash: sourceHash("destination", destination), sourceEnglish: sourceEnglishOf("destination", destination) };
    expect(isStale("destination", destination, d)).toBe(false);
    expect(isStale("destination", { ...destination, name: "Masai Mara" }, d)).toBe(true);
    // Filled with no English recorded for it: what it translates is unknown.
    expect(isStale("destination", destination, { fields: { name: "马赛马拉" }, sourceHash: sourceHash("destination", destination) })).toBe(true);
  });

  it("lay over the English: the ribbon, the name, each image's alt by its id; ids, addresses and prices stay", () => {
    const t = { fields: { ribbon_tag_left: "Bestseller", "images.42.alt": "Ein Zeltcamp", "images.99.alt": "Fremd", "images.41.image_url": "/evil.jpg" }, sourceHash: "" };
    const out = overlay("package", pkg, t);
    expect(out.ribbon_tag_left).toBe("Bestseller");
    expect(out.images).toEqual([pkg.images[0], { ...pkg.images[1], alt: "Ein Zeltcamp" }]);
    expect(pkg.images[1]!.alt).toBe("A tented camp");
    expect(overlay("package", { ...pkg, ribbon_tag_left: null }, t).ribbon_tag_left).toBeNull();
    const d = overlay("destination", destination, { fields: { name: "马赛马拉", "images.9.alt": "马拉河" }, sourceHash: "" });
    expect(d).toEqual({ ...destination, name: "马赛马拉", images: [{ ...destination.images[0], alt: "马拉河" }] });
  });
});

describe("the travel types' label set (decision 0082)", () => {
  const types = [
    { name: "Game Drives and Safaris", value: "Game Drives and Safaris", is_service: true },
    { name: "Beach Holiday", value: "Beach Holiday", is_service: false },
    { name: "City Break", value: "City Break", is_service: false },
  ];
  const english = travelTypeLabelSet(types);

  it("holds the travel types no service names, each field keyed by its English name", () => {
    expect(english).toEqual({ types: ["Beach Holiday", "City Break"] });
    expect(translatableFields("travel_types", english)).toEqual([
      { key: "Beach Holiday", label: "Travel type", kind: "line", english: "Beach Holiday" },
      { key: "City Break", label: "Travel type", kind: "line", english: "City Break" },
    ]);
    expect(translatableFields("travel_types", { types: ["", "City Break", "City Break"] }).map((f) => f.key)).toEqual(["City Break"]);
  });

  it("follows the rule of the later fields: a new travel type leaves a translation current, and partial", () => {
    const t = { fields: { "Beach Holiday": "Strandurlaub", "City Break": "Städtereise" }, sourceHash: sourceHash("travel_types", english), sourceEnglish: sourceEnglishOf("travel_types", english) };
    expect(completeness("travel_types", t, english)).toBe("complete");
    const more = { types: [...english.types, "Pilgrimage"] };
    expect(sourceHash("travel_types", more)).toBe(t.sourceHash);
    expect(isStale("travel_types", more, t)).toBe(false);
    expect(completeness("travel_types", t, more)).toBe("partial");
    // A name filled without its English recorded translates what is unknown: stale.
    expect(isStale("travel_types", english, { ...t, sourceEnglish: { "Beach Holiday": "Beach Holiday" } })).toBe(true);
    // A travel type gone takes its field out: the rest stays current.
    expect(isStale("travel_types", { types: ["City Break"] }, t)).toBe(false);
  });
});
