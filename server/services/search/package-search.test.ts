import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApiPackageSummary } from "#domain/api-types.ts";
import { destinationTerms, PackageSearchIndex } from "./package-search.ts";
import { normalize } from "./text.ts";

const NAMES = ["Maasai Mara", "Amboseli", "Diani Beach", "Zanzibar", "Lake Nakuru", "Samburu", "Tsavo East", "Mt Kenya", "Nairobi", "Lamu Old Town"];
const TITLES = ["Classic Safari", "Beach & Bush", "Great Migration", "Family Explorer", "Lake Naivasha Weekend", "Coast Escape"];

function pkg(id: number, title: string, destinations: string[], travelType: string): ApiPackageSummary {
  return {
    package_id: id,
    id,
    slug: `p-${id}`,
    package_title: title,
    summary: "",
    travel_type: travelType,
    duration_days: 1 + (id % 9),
    images: [],
    destinations: destinations.map((name, i) => ({ id: NAMES.indexOf(name) + 1 || 100 + i, name })),
    services: [],
    ribbon_tag_left: null,
    dynamic_price: null,
    dynamic_currency: null,
    dynamic_price_was: null,
    dynamic_price_basis: "per_person_sharing",
    min_price_display: null,
    tier_structure: "single",
    is_deal: id % 3 === 0,
    is_standout: false,
    tiers: [],
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

/** What the search matched before the vocabulary did it: every package's haystack tested in turn (no words: no text filter). */
function linear(packages: ApiPackageSummary[], text: string, isDeal?: boolean): number[] {
  const terms = destinationTerms(text);
  return packages
    .filter((p) => {
      const haystack = normalize([...p.destinations.map((d) => d.name), p.package_title].join(" "));
      return (isDeal === undefined || p.is_deal === isDeal) && (terms.length === 0 || terms.some((t) => t.every((w) => haystack.includes(w))));
    })
    .map((p) => p.id);
}

const catalogue = fc.array(
  fc.record({ title: fc.constantFrom(...TITLES), destinations: fc.subarray(NAMES, { minLength: 1, maxLength: 3 }), type: fc.constantFrom("Safari", "Beach") }),
  { minLength: 1, maxLength: 60 },
);
// Whole names, pieces of words (substrings match inside a word), typos, several terms.
const query = fc.oneof(
  fc.constantFrom("mara", "masai mara", "ara", "nairobi, diani", "lake", "ake nak", "zanzibr", "bush", "mt", "old town; tsavo", "kenya/lamu", "qq"),
  fc.string({ minLength: 2, maxLength: 8, unit: fc.constantFrom("a", "r", "m", "i", "n", " ", ",", "e", "k") }),
);

describe("package search through the vocabulary", () => {
  it("finds exactly the packages, in the same order, that testing every package finds", () => {
    fc.assert(
      fc.property(catalogue, query, fc.option(fc.boolean(), { nil: undefined }), (rows, text, isDeal) => {
        const packages = rows.map((r, i) => pkg(i + 1, r.title, r.destinations, r.type));
        const index = new PackageSearchIndex(packages);
        const expected = linear(packages, text, isDeal);
        const { results, metadata } = index.search({ destinations: text, is_deal: isDeal });
        if (expected.length > 0) {
          expect(metadata.has_exact_matches).toBe(true);
          expect(results.map((p) => p.id)).toEqual(expected);
        } else {
          expect(metadata.has_exact_matches).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("matches a piece of a word, and needs every word of a term", () => {
    const packages = [pkg(1, "Classic Safari", ["Maasai Mara"], "Safari"), pkg(2, "Coast Escape", ["Diani Beach"], "Beach"), pkg(3, "Beach & Bush", ["Amboseli", "Diani Beach"], "Beach")];
    const index = new PackageSearchIndex(packages);
    expect(index.search({ destinations: "ara" }).results.map((p) => p.id)).toEqual([1]);
    expect(index.search({ destinations: "diani bush" }).results.map((p) => p.id)).toEqual([3]);
    expect(index.search({ destinations: "amboseli, mara" }).results.map((p) => p.id)).toEqual([1, 3]);
  });
});
