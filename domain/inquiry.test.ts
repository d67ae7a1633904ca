import { describe, expect, it } from "vitest";
import { validateInquiry } from "./inquiry.ts";

const base = { full_name: "Zawadi", email: "zawadi@traveller.example", consent: true };

describe("inquiry schema", () => {
  it("accepts the minimal inquiry and fills the party defaults", () => {
    const r = validateInquiry(base);
    expect(r.ok && r.data).toMatchObject({ pax_adults: 1, pax_children: 0 });
  });
  it("names each bad field with a readable message", () => {
    const r = validateInquiry({ ...base, email: "x", pax_adults: 0, children_ages: [3, 19], pax_children: 2 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(["children_ages.1", "email", "pax_adults"]);
    expect(r.errors.email).toBe("Please enter a valid email address.");
  });
  it("refuses an end date before the start date", () => {
    const r = validateInquiry({ ...base, start_date: "2027-01-10", end_date: "2027-01-09" });
    expect(!r.ok && r.errors.end_date).toBeTruthy();
  });
  it("refuses more ages than children", () => {
    const r = validateInquiry({ ...base, pax_children: 1, children_ages: [4, 5] });
    expect(!r.ok && r.errors.children_ages).toBeTruthy();
  });
  it("requires consent to be given", () => {
    const r = validateInquiry({ ...base, consent: false });
    expect(!r.ok && r.errors.consent).toBeTruthy();
  });
  it("refuses a body that is not an object", () => {
    expect(validateInquiry([base]).ok).toBe(false);
    expect(validateInquiry(null).ok).toBe(false);
  });
});
