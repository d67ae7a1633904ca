/** The travellers' rules (issue 26 item 7, decision 0054): the party's places, the form's checks, and the passport flag. */
import { describe, expect, it } from "vitest";
import { addMonths, changedFields, EMPTY_TRAVELLER, missingDetails, passportFlag, placeLabels, readTravellerForm, travellerPlaces } from "./travellers.ts";

const TODAY = "2026-11-27";

describe("the passport flag", () => {
  const trip = { startDate: "2027-03-01", endDate: "2027-03-10" };
  it("flags a passport expiring within six calendar months of the trip's end, and one expiring before it ends", () => {
    expect(passportFlag("2027-09-10", trip)).toBeNull(); // exactly six months after the end: good
    expect(passportFlag("2027-09-09", trip)).toBe("within_six_months");
    expect(passportFlag("2027-03-10", trip)).toBe("within_six_months"); // valid on the last day, not beyond
    expect(passportFlag("2027-03-09", trip)).toBe("expires_before_trip_ends");
    expect(passportFlag("2031-01-01", trip)).toBeNull();
  });
  it("uses the start date when the end is unknown, and says nothing without dates or with no date typed", () => {
    expect(passportFlag("2027-08-31", { startDate: "2027-03-01", endDate: null })).toBe("within_six_months");
    expect(passportFlag("2027-09-01", { startDate: "2027-03-01", endDate: null })).toBeNull();
    expect(passportFlag("2027-01-01", { startDate: null, endDate: null })).toBeNull();
    expect(passportFlag("", trip)).toBeNull();
    expect(passportFlag("2027-02-30", trip)).toBeNull();
  });
  it("adds calendar months, a missing day becoming the month's last", () => {
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2026-12-15", 6)).toBe("2027-06-15");
  });
});

describe("the party's places", () => {
  it("labels adults first, then children with their ages", () => {
    expect(placeLabels({ adults: 2, childAges: [8, 12] })).toEqual(["Adult 1", "Adult 2", "Child 1 (age 8)", "Child 2 (age 12)"]);
  });
  it("keeps details saved for a place an amendment removed, with flags and what is missing", () => {
    const saved = new Map([[2, { ...EMPTY_TRAVELLER, fullName: "Zawadi Otieno", passportExpiry: "2027-04-01" }]]);
    const places = travellerPlaces({ adults: 2, childAges: [] }, { startDate: "2027-03-01", endDate: "2027-03-10" }, saved);
    expect(places.map((p) => p.label)).toEqual(["Adult 1", "Adult 2", "Traveller 3"]);
    expect(places[2]).toMatchObject({ passportFlag: "within_six_months", missing: ["date of birth", "nationality", "passport number"] });
    expect(missingDetails(EMPTY_TRAVELLER)).toHaveLength(5);
  });
});

describe("reading the travellers' form", () => {
  it("accepts a half-filled list, tidies passport numbers", () => {
    const read = readTravellerForm({ "travellers.0.fullName": "  Amani Otieno ", "travellers.0.passportNumber": "ak 123 456", "travellers.1.dietary": "Vegetarian" }, 2, TODAY);
    expect(read).toEqual({
      ok: true,
      travellers: [
        { ...EMPTY_TRAVELLER, fullName: "Amani Otieno", passportNumber: "AK123456" },
        { ...EMPTY_TRAVELLER, dietary: "Vegetarian" },
      ],
    });
  });
  it("names every wrong field: dates that do not exist, a birth today or later, a bad passport number, too long", () => {
    const read = readTravellerForm(
      {
        "travellers.0.dateOfBirth": "1990-02-30",
        "travellers.0.passportExpiry": "next year",
        "travellers.1.dateOfBirth": TODAY,
        "travellers.1.passportNumber": "A-1",
        "travellers.1.medical": "x".repeat(1001),
        "travellers.2.dateOfBirth": "1800-01-01",
      },
      3,
      TODAY,
    );
    expect(read.ok).toBe(false);
    const errors = (read as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["travellers.0.dateOfBirth", "travellers.0.passportExpiry", "travellers.1.dateOfBirth", "travellers.1.medical", "travellers.1.passportNumber", "travellers.2.dateOfBirth"]);
    expect(errors["travellers.1.dateOfBirth"]).toMatch(/in the past/);
    expect(errors["travellers.0.dateOfBirth"]).toMatch(/^Traveller 1: .*real date/);
  });
  it("ignores fields of places beyond the party, and NUL characters cannot reach the database", () => {
    const read = readTravellerForm({ "travellers.5.fullName": "Nobody", "travellers.0.fullName": "Ami\u0000na" }, 1, TODAY);
    expect(read).toEqual({ ok: true, travellers: [{ ...EMPTY_TRAVELLER, fullName: "Ami\uFFFDna" }] });
  });
  it("an audit names the places and fields changed, never their values", () => {
    const before = new Map([[0, { ...EMPTY_TRAVELLER, fullName: "Amani" }]]);
    expect(changedFields(before, [{ ...EMPTY_TRAVELLER, fullName: "Amani", passportNumber: "AK123456" }, { ...EMPTY_TRAVELLER }])).toEqual({ "1": ["passportNumber"] });
  });
});
