/**
 * The rate form's values to a rate and back, read as Conform reads the posted form (decision 0072):
 * errors are named by the input they belong to (`childBands[1].maxAge`), and the band rows' add and
 * remove intents change the rows the form comes back with.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { RATES } from "./fixtures.test-data.ts";
import { rateFormSchema, rateFormValues } from "./rate-form.ts";

/** The posted body: the inputs' names and values, in order. */
const body = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
};
const parse = (values: Record<string, string>) => parseWithZod(body(values), { schema: rateFormSchema, disableAutoCoercion: true });
const errorsOf = (values: Record<string, string>) => {
  const s = parse(values);
  return s.status === "success" ? {} : Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, v?.[0]]));
};

const values = {
  tierId: "1",
  residency: "residents",
  season: "High",
  currency: "KES",
  basis: "per_person_sharing",
  adultSharing: "45,000.50",
  singleSupplement: "",
  "childBands[0].minAge": "",
  "childBands[0].maxAge": "",
  "childBands[0].amount": "",
  "childBands[1].minAge": "3",
  "childBands[1].maxAge": "11",
  "childBands[1].amount": "12500",
};

describe("rate form", () => {
  it("round-trips every fixture rate", () => {
    for (const rate of RATES.rates) expect(rateFormSchema.parse(rateFormValues(rate))).toEqual(rate);
  });

  it("reads amounts as typed, drops empty band rows, and names each bad input", () => {
    const parsed = parse(values);
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toMatchObject({ adultSharing: 4_500_050, singleSupplement: null, childBands: [{ minAge: 3, maxAge: 11, amount: 1_250_000 }] });
    expect(errorsOf({ ...values, adultSharing: "12k", "childBands[1].maxAge": "18", "childBands[1].amount": "" })).toEqual({
      adultSharing: "Enter an amount such as 45000 or 45000.50.",
      "childBands[1].amount": "Enter an amount.",
      "childBands[1].maxAge": "Children are 0 to 17.",
    });
    expect(errorsOf({ ...values, singleSupplement: "50000" })).toEqual({ singleSupplement: "The single supplement is at most the sharing price." });
    expect(errorsOf({ ...values, tierId: "" })).toEqual({ tierId: "Choose a tier." });
    expect(errorsOf({ ...values, basis: "per_group" })).toMatchObject({ basis: expect.stringContaining("only group bands"), groupBands: expect.any(String) });
    // A band row's number that no input before it had (a hole) is still the row typed.
    expect(errorsOf({ ...values, "childBands[1].amount": "", "childBands[3].minAge": "4" })).toMatchObject({ "childBands[1].amount": "Enter an amount.", "childBands[3].maxAge": "Enter a number." });
  });

  it("the add and remove intents come back with the rows changed and what was typed kept", () => {
    const insert = parse({ ...values, __intent__: JSON.stringify({ type: "insert", payload: { name: "childBands" } }) });
    expect(insert.reply().initialValue).toMatchObject({ adultSharing: "45,000.50", childBands: [undefined, { minAge: "3", maxAge: "11", amount: "12500" }, undefined] });
    const remove = parse({ ...values, __intent__: JSON.stringify({ type: "remove", payload: { name: "childBands", index: 0 } }) });
    expect(remove.reply().initialValue).toMatchObject({ childBands: [{ minAge: "3", maxAge: "11", amount: "12500" }] });
  });
});
