import { describe, expect, it } from "vitest";
import { RATES } from "./fixtures.test-data.ts";
import { price } from "./price.ts";
import type { PriceRequest, PriceResult } from "./types.ts";

const ask = (over: Partial<PriceRequest> & { adults?: number; children?: number[] }): PriceResult =>
  price(RATES, {
    tierId: 1,
    residency: "residents",
    startDate: "2026-05-10",
    nights: 3,
    party: { adults: over.adults ?? 2, childAges: over.children ?? [] },
    ...over,
  });

function priced(r: PriceResult) {
  if (r.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(r)}`);
  return r;
}

describe("the price function, computed by hand", () => {
  it("per person sharing: 2 adults, 3 low-season nights = 2 x 3 x 8,000.00", () => {
    const r = priced(ask({}));
    expect(r.total).toBe(4_800_000);
    expect(r.currency).toBe("KES");
    expect(r.lines).toEqual([expect.objectContaining({ kind: "adults_sharing", quantity: 2, nights: 3, unitAmount: 800_000, amount: 4_800_000, season: "Low" })]);
    expect(r.seasons).toEqual([{ season: "Low", priority: 1, firstNight: "2026-05-10", lastNight: "2026-05-12", nights: 3, outranked: ["Base"] }]);
  });

  it("single supplement and each child by age band (an unbanded 14-year-old pays the adult rate)", () => {
    const r = priced(ask({ adults: 3, children: [5, 1, 14], nights: 2 }));
    const amounts = r.lines.map((l) => [l.kind, l.label, l.amount]);
    expect(amounts).toEqual([
      ["adults_sharing", "3 adults sharing", 3 * 2 * 800_000],
      ["single_supplement", "Single supplement", 2 * 300_000],
      ["child", "Child aged 5 (3-11)", 2 * 400_000],
      ["child", "Child aged 1 (0-2)", 0],
      ["child", "Child aged 14 (adult rate)", 2 * 800_000],
    ]);
    expect(r.total).toBe(4_800_000 + 600_000 + 800_000 + 0 + 1_600_000);
  });

  it("nights across two seasons are priced night by night", () => {
    const r = priced(ask({ startDate: "2026-06-29", nights: 4 }));
    expect(r.total).toBe(2 * 2 * 800_000 + 2 * 2 * 1_500_000);
    expect(r.seasons.map((s) => [s.season, s.firstNight, s.lastNight, s.nights])).toEqual([
      ["Low", "2026-06-29", "2026-06-30", 2],
      ["High", "2026-07-01", "2026-07-02", 2],
    ]);
  });

  it("a recurring season wrapping over New Year, with its priority over the base season", () => {
    const r = priced(ask({ adults: 1, startDate: "2026-12-30", nights: 4 }));
    expect(r.total).toBe(4 * (2_000_000 + 1_000_000));
    expect(r.seasons).toEqual([{ season: "Festive", priority: 2, firstNight: "2026-12-30", lastNight: "2027-01-02", nights: 4, outranked: ["Base"] }]);
  });

  it("a one-year season outranks the recurring ones in its year only", () => {
    expect(priced(ask({ startDate: "2026-08-10", nights: 1 })).total).toBe(2 * 2_500_000);
    expect(priced(ask({ startDate: "2026-08-10", nights: 1 })).seasons[0]!.outranked.sort()).toEqual(["Base", "High"]);
    expect(priced(ask({ startDate: "2027-08-10", nights: 1 })).total).toBe(2 * 1_500_000);
  });

  it("per group: the party-size band prices the vehicle; a party above every band has no rate", () => {
    const small = priced(ask({ tierId: 2, adults: 2, children: [6], nights: 2 }));
    expect(small.total).toBe(2 * 6_000_000);
    expect(small.lines).toEqual([expect.objectContaining({ kind: "group", label: "Group of 3 (up to 4)", band: { maxSize: 4 } })]);
    expect(priced(ask({ tierId: 2, adults: 5, nights: 2 })).total).toBe(2 * 9_000_000);
    expect(ask({ tierId: 2, adults: 6, children: [3, 9] })).toEqual({
      kind: "no_rate_for_party",
      partySize: 8,
      largestBand: 7,
      message: "No rate for a party of 8; our rates go up to 7. Contact us for a price.",
    });
  });

  it("Contact for Pricing is a result of its own, not a zero", () => {
    expect(ask({ tierId: 3, startDate: "2026-02-10" }).kind).toBe("contact_for_pricing");
  });

  it("international visitors pay in USD; a residency without a KES rate pays in USD rather than nothing", () => {
    const usd = priced(ask({ residency: "non_residents", startDate: "2026-02-10", nights: 2 }));
    expect([usd.currency, usd.total]).toEqual(["USD", 2 * 2 * 12_000]);
    const ea = priced(ask({ residency: "east_africans", adults: 1, startDate: "2026-02-10", nights: 1 }));
    expect([ea.currency, ea.total]).toEqual(["USD", 11_000]);
  });

  it("no rate when a night's season has none for the residency, naming the date", () => {
    const r = ask({ residency: "non_residents", startDate: "2026-05-10" });
    expect(r).toMatchObject({ kind: "no_rate", date: "2026-05-10" });
  });

  it("no rate when no season covers a night", () => {
    const r = price({ seasons: RATES.seasons.filter((s) => s.name !== "Base"), rates: RATES.rates }, { tierId: 1, residency: "residents", party: { adults: 2, childAges: [] }, startDate: "2026-03-01", nights: 1 });
    expect(r).toMatchObject({ kind: "no_rate", date: "2026-03-01" });
  });

  it("refuses a request without adults, with a child of 18 or a bad date, naming the fields", () => {
    const r = price(RATES, { tierId: 1, residency: "residents", party: { adults: 0, childAges: [18] }, startDate: "2026-02-30", nights: 0 });
    expect(r.kind === "invalid_request" && Object.keys(r.errors).sort()).toEqual(["adults", "childAges", "nights", "startDate"]);
  });
});
