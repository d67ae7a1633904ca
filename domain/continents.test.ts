import { describe, expect, it } from "vitest";
import { sortDestinations } from "./continents.ts";

describe("sortDestinations", () => {
  it("orders by the best continent rank, then by name, with no continent last", () => {
    const list = [
      { name: "Seychelles", continents: [] },
      { name: "Sydney", continents: ["Oceania"] },
      { name: "Rome", continents: [{ name: "Europe" }] },
      { name: "Amboseli", continents: ["East Africa"] },
      { name: "Cape Town", continents: ["Africa"] },
      { name: "Zanzibar", continents: ["East Africa", "Africa"] },
      { name: "Dubai", continents: ["Asia"] },
      { name: "Istanbul", continents: ["Asia", "Europe"] },
    ];
    expect(sortDestinations(list).map((d) => d.name)).toEqual([
      "Amboseli",
      "Zanzibar",
      "Cape Town",
      "Istanbul",
      "Rome",
      "Dubai",
      "Sydney",
      "Seychelles",
    ]);
  });
});
