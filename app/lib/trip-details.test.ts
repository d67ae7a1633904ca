import { describe, expect, it } from "vitest";
import { EMPTY_INQUIRY_FORM } from "./inquiry-payload.ts";
import { cleanTripDetails, withTripDetails } from "./trip-details.ts";

describe("trip details carried into inquiry forms", () => {
  it("keeps only well-formed facts and maps search residency codes", () => {
    expect(cleanTripDetails({ start_date: "2027-08-10", end_date: "soon", residency: "resident", pax_adults: "2", children_ages: ["7", 9] })).toEqual({
      start_date: "2027-08-10",
      residency: "residents",
      pax_adults: "2",
    });
    expect(cleanTripDetails("nonsense")).toEqual({});
  });

  it("fills the fields still at their start, and leaves what the page chose or the visitor typed", () => {
    const start = { ...EMPTY_INQUIRY_FORM, residency: "non_residents" as const };
    const typed = { ...start, end_date: "2027-09-01" };
    const trip = { start_date: "2027-08-10", end_date: "2027-08-14", residency: "residents" as const, pax_adults: "2", pax_children: "1", children_ages: ["7"] };
    expect(withTripDetails(typed, start, trip)).toMatchObject({
      start_date: "2027-08-10",
      end_date: "2027-09-01",
      residency: "non_residents",
      pax_adults: "2",
      pax_children: "1",
      children_ages: ["7"],
    });
  });
});
