import { describe, expect, it } from "vitest";
import { normalizeDestination, normalizeService } from "./api-shapes.ts";
import { sortDestinations } from "./continents.ts";

describe("the tolerances of SPEC §3", () => {
  it("reads continents from continent_details objects, continent objects or plain strings", () => {
    expect(normalizeDestination({ destination_id: 3, name: "Zanzibar", continent_details: [{ id: 9, name: "Africa" }] })).toMatchObject({
      id: 3,
      continents: ["Africa"],
      continent_details: [{ id: 9, name: "Africa" }],
    });
    expect(normalizeDestination({ id: 4, name: "Dubai", continents: [{ name: "Asia" }] as never })).toMatchObject({ id: 4, destination_id: 4, continents: ["Asia"] });
    expect(normalizeDestination({ id: 5, name: "Paris", continents: ["Europe"] })).toMatchObject({ continents: ["Europe"], continent_details: [{ name: "Europe" }] });
    expect(normalizeDestination({ id: 6, name: "Nowhere" })).toMatchObject({ continents: [], continent_details: [] });
  });

  it("identifies destinations and services by destination_id / service_id alone, or by id alone", () => {
    expect(normalizeDestination({ destination_id: 12, name: "Amboseli" })).toMatchObject({ id: 12, destination_id: 12 });
    expect(normalizeDestination({ id: "13" as never, name: "Tsavo" })).toMatchObject({ id: 13, destination_id: 13 });
    expect(normalizeService({ service_id: 2, name: "Conferences" })).toMatchObject({ id: 2, service_id: 2 });
    expect(normalizeService({ id: 5, name: "Christian Packages" })).toMatchObject({ id: 5, service_id: 5 });
  });

  it("sorts normalised destinations by continent whatever shape the continents came in", () => {
    const list = [
      normalizeDestination({ destination_id: 1, name: "Paris", continents: ["Europe"] }),
      normalizeDestination({ id: 2, name: "Zanzibar", continent_details: [{ id: 1, name: "Africa" }] }),
      normalizeDestination({ id: 3, name: "Dubai", continents: [{ name: "Asia" }] as never }),
    ];
    expect(sortDestinations(list).map((d) => d.name)[0]).toBe("Zanzibar");
  });
});
