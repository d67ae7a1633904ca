/** The rate form's values to a rate and back, with errors named by the input they belong to. */
import { describe, expect, it } from "vitest";
import { RATES } from "./fixtures.test-data.ts";
import { bandCount, rateFormSchema, rateFormValues, withBandAdded, withBandRemoved } from "./rate-form.ts";
import { fieldErrors } from "./schema.ts";

const errorsOf = (values: Record<string, string>) => {
  const r = rateFormSchema.safeParse(values);
  return r.success ? {} : fieldErrors(r.error);
};

describe("rate form", () => {
  it("round-trips every fixture rate", () => {
    for (const rate of RATES.rates) expect(rateFormSchema.parse(rateFormValues(rate))).toEqual(rate);
  });

  it("reads amounts as typed, drops empty band rows, and names each bad input", () => {
    const values = {
      tierId: "1",
      residency: "residents",
      season: "High",
      currency: "KES",
      basis: "per_person_sharing",
      adultSharing: "45,000.50",
      singleSupplement: "",
      "childBands.0.minAge": "",
      "childBands.0.maxAge": "",
      "childBands.0.amount": "",
      "childBands.1.minAge": "3",
      "childBands.1.maxAge": "11",
      "childBands.1.amount": "12500",
    };
    expect(rateFormSchema.parse(values)).toMatchObject({ adultSharing: 4_500_050, singleSupplement: null, childBands: [{ minAge: 3, maxAge: 11, amount: 1_250_000 }] });
    expect(errorsOf({ ...values, adultSharing: "12k", "childBands.1.maxAge": "18", "childBands.1.amount": "" })).toEqual({
      adultSharing: "Enter an amount such as 45000 or 45000.50.",
      "childBands.1.amount": "Enter an amount.",
      "childBands.1.maxAge": "Children are 0 to 17.",
    });
    expect(errorsOf({ ...values, singleSupplement: "50000" })).toEqual({ singleSupplement: "The single supplement is at most the sharing price." });
    expect(errorsOf({ ...values, tierId: "" })).toEqual({ tierId: "Choose a tier." });
    expect(errorsOf({ ...values, basis: "per_group" })).toMatchObject({ basis: expect.stringContaining("only group bands"), groupBands: expect.any(String) });
  });

  it("adds and removes band rows, renumbering the rest", () => {
    const values = rateFormValues(RATES.rates[0]!);
    expect(bandCount(values, "childBands")).toBe(2);
    const added = withBandAdded(values, "childBands");
    expect(bandCount(added, "childBands")).toBe(3);
    expect(added["childBands.2.amount"]).toBe("");
    const removed = withBandRemoved(added, "childBands", 0);
    expect(bandCount(removed, "childBands")).toBe(2);
    expect([removed["childBands.0.minAge"], removed["childBands.1.minAge"]]).toEqual(["3", ""]);
    expect(rateFormSchema.parse(removed).childBands).toEqual([{ minAge: 3, maxAge: 11, amount: 500_000 }]);
  });
});
