import { describe, expect, it } from "vitest";
import { fuzzyPrefix, normalize, similarity } from "./text.ts";
import { destinationTerms, tripWindowDays } from "./package-search.ts";

describe("search text", () => {
  it("normalises accents, case and punctuation", () => {
    expect(normalize("  Hell's Gate — Naivásha ")).toBe("hells gate naivasha");
  });
  it("scores near spellings high and unrelated words low", () => {
    expect(similarity("masai", "maasai")).toBeGreaterThan(0.8);
    expect(similarity("mara", "lamu")).toBeLessThan(0.6);
  });
  it("matches prefixes with the typos allowed for their length", () => {
    expect(fuzzyPrefix("zan", "zanzibar")).toBe(true);
    expect(fuzzyPrefix("amboselli", "amboseli")).toBe(true);
    expect(fuzzyPrefix("ma", "lamu")).toBe(false);
    expect(fuzzyPrefix("xyzq", "zanzibar")).toBe(false);
  });
  it("splits destination text into alternatives", () => {
    expect(destinationTerms("Maasai Mara, Diani")).toEqual([["maasai", "mara"], ["diani"]]);
    expect(destinationTerms(" , ")).toEqual([]);
  });
  it("counts trip windows inclusively", () => {
    expect(tripWindowDays("2027-01-01", "2027-01-03")).toBe(3);
    expect(tripWindowDays("2027-01-03", "2027-01-01")).toBeNull();
    expect(tripWindowDays("2027-01-03", undefined)).toBeNull();
  });
});

describe("search input caps (issue 13: limits before work)", () => {
  it("reads at most 200 characters of destinations text before any fuzzy matching", () => {
    const huge = "masai mara, ".repeat(1000);
    const terms = destinationTerms(huge);
    expect(terms.flat().join(" ").length).toBeLessThanOrEqual(200);
    expect(terms[0]).toEqual(["masai", "mara"]);
  });

  it("matches destination suggestions on the first 100 characters of the query", async () => {
    const { searchDestinations } = await import("./destination-search.ts");
    const destinations = [{ id: 1, name: "Masai Mara" }, { id: 2, name: "Amboseli" }] as never[];
    const long = `mara${" x".repeat(5000)}`;
    expect(searchDestinations(destinations, long)).toEqual(searchDestinations(destinations, long.slice(0, 100)));
  });
});
