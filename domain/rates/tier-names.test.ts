import { describe, expect, it } from "vitest";
import { RESIDENCY_LABELS } from "../residency.ts";
import { resolveSheetTier, tierDisplayName, tierSheetNames, type NamedTier } from "./tier-names.ts";

const residentValue: NamedTier = { id: 11, type: "value", residencies: ["residents", "east_africans"] };
const internationalValue: NamedTier = { id: 12, type: "value", residencies: ["non_residents"] };
const comfort: NamedTier = { id: 13, type: "comfort", residencies: ["residents", "east_africans", "non_residents"] };
const tiers = [residentValue, internationalValue, comfort];

describe("rate sheet tier names (issue 24 item 9)", () => {
  it("names a lone tier by its type and tiers sharing a type by the residencies they are sold to", () => {
    expect([...tierSheetNames(tiers)]).toEqual([
      [11, "value (residents + east_africans)"],
      [12, "value (non_residents)"],
      [13, "comfort"],
    ]);
    expect(tierDisplayName(internationalValue, tiers)).toBe(`Value (${RESIDENCY_LABELS.non_residents})`);
    expect(tierDisplayName(comfort, tiers)).toBe("Comfort");
  });

  it("falls back to the id when two tiers of one type are sold to the same residencies", () => {
    const twin: NamedTier = { id: 14, type: "comfort", residencies: ["residents", "east_africans", "non_residents"] };
    expect(tierSheetNames([comfort, twin]).get(14)).toBe("comfort #14");
  });

  it("reads every name it writes, in any case and spacing, and a bare type the row's residency settles", () => {
    for (const t of tiers) expect(resolveSheetTier(tierSheetNames(tiers).get(t.id)!, t.residencies[0]!, tiers)).toEqual({ tier: t });
    expect(resolveSheetTier("  Value ( Non_Residents ) ", "non_residents", tiers)).toEqual({ tier: internationalValue });
    expect(resolveSheetTier("value", "non_residents", tiers)).toEqual({ tier: internationalValue });
    expect(resolveSheetTier("value", "residents", tiers)).toEqual({ tier: residentValue });
  });

  it("says which names the package has when a name matches none", () => {
    expect(resolveSheetTier("premier", "residents", tiers)).toEqual({ error: 'This package has no tier called "premier" (its tiers: value (residents + east_africans), value (non_residents), comfort).' });
    const both: NamedTier = { id: 15, type: "value", residencies: ["residents", "non_residents"] };
    expect(resolveSheetTier("value", "residents", [residentValue, both])).toMatchObject({ error: expect.stringContaining("2 value tiers; name the one you mean") });
  });
});
