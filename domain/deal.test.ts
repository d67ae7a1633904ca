import { describe, expect, it } from "vitest";
import { afterDealMajor, convertTypedDeal, dealAppliesTo, dealIsCurrent, dealOf, discountMinor, withDeal } from "./deal.ts";
import { RATES } from "./rates/fixtures.test-data.ts";
import { fromPrices } from "./rates/from-price.ts";
import { price } from "./rates/price.ts";

const rule = (percent: number, startsOn: string | null = null, endsOn: string | null = null) => ({ percent, startsOn, endsOn });

describe("a deal is a rule (decision 0045)", () => {
  it("is read only from a package ticked Deal with a whole percentage of 1-90", () => {
    expect(dealOf({ is_deal: true, deal: { percent: 15, starts_on: null, ends_on: "2027-03-31" } })).toEqual(rule(15, null, "2027-03-31"));
    expect(dealOf({ is_deal: false, deal: { percent: 15, starts_on: null, ends_on: null } })).toBeNull();
    expect(dealOf({ is_deal: true, deal: null })).toBeNull();
    expect(dealOf({ is_deal: true, deal: { percent: 0, starts_on: null, ends_on: null } })).toBeNull();
    expect(dealOf({ is_deal: true, deal: { percent: 95, starts_on: null, ends_on: null } })).toBeNull();
  });

  it("applies to departures inside its window, ends included, and is current while a departure is ahead", () => {
    const d = rule(10, "2027-02-01", "2027-03-31");
    expect(dealAppliesTo(d, "2027-01-31")).toBe(false);
    expect(dealAppliesTo(d, "2027-02-01")).toBe(true);
    expect(dealAppliesTo(d, "2027-03-31")).toBe(true);
    expect(dealAppliesTo(d, "2027-04-01")).toBe(false);
    expect(dealAppliesTo(rule(10), "2099-01-01")).toBe(true);
    expect(dealIsCurrent(d, "2027-03-31")).toBe(true);
    expect(dealIsCurrent(d, "2027-04-01")).toBe(false);
    expect(dealIsCurrent(rule(10), "2099-01-01")).toBe(true);
  });

  it("discounts to whole currency units, halves up, in integers", () => {
    // KES 52,000 less 15% is KES 44,200 exactly.
    expect(52_000_00 - discountMinor(52_000_00, 15)).toBe(44_200_00);
    // USD 1,040 less 15%: 156 off.
    expect(discountMinor(1_040_00, 15)).toBe(156_00);
    // 10% of KES 12,345: 1,234.5 rounds up to 1,235.
    expect(discountMinor(12_345_00, 10)).toBe(1_235_00);
    expect(afterDealMajor(52_000, 15)).toBe(44_200);
    expect(afterDealMajor(46_500, 15)).toBe(39_525);
  });
});

describe("the deal on the price function's answer", () => {
  const req = { tierId: 1, residency: "residents" as const, party: { adults: 3, childAges: [7] }, startDate: "2026-07-10", nights: 2 };

  it("discounts every unit price, so the party total is the sum of discounted lines and keeps the total before", () => {
    const before = price(RATES, req);
    const after = withDeal(before, rule(10), req.startDate);
    if (before.kind !== "priced" || after.kind !== "priced") throw new Error("priced");
    // High 15,000 sharing -> 13,500; supplement 6,000 -> 5,400; child 7,500 -> 6,750; 2 nights.
    expect(after.lines.map((l) => l.unitAmount)).toEqual([1_350_000, 540_000, 675_000]);
    expect(after.total).toBe(2 * (3 * 1_350_000 + 540_000 + 675_000));
    expect(after.deal).toEqual({ percent: 10, totalBefore: before.total });
    for (const l of after.lines) expect(l.amount).toBe(l.quantity * l.nights * l.unitAmount);
  });

  it("leaves trips outside the window, and answers without a price, as they are", () => {
    const before = price(RATES, req);
    expect(withDeal(before, rule(10, "2026-08-01"), req.startDate)).toBe(before);
    const contact = price(RATES, { ...req, tierId: 3, startDate: "2026-02-10" });
    expect(withDeal(contact, rule(10), "2026-02-10")).toBe(contact);
  });

  it("the from-price with a deal is the discounted lowest, per adult for two, with that departure's price before it", () => {
    const residents = { ...RATES, rates: RATES.rates.filter((r) => r.tierId === 1 && r.residency === "residents") };
    const [plain] = fromPrices(residents, 3, "2026-01-10");
    const [dealt] = fromPrices(residents, 3, "2026-01-10", rule(10));
    expect(plain).toMatchObject({ perAdult: 3 * 800_000, wasPerAdult: null, dealPercent: null });
    expect(dealt).toMatchObject({ perAdult: 3 * 720_000, wasPerAdult: 3 * 800_000, dealPercent: 10, firstNight: plain!.firstNight });
    // A window that only covers the high season: the cheapest departure is then a low-season one without the deal.
    const [high] = fromPrices(residents, 3, "2026-01-10", rule(10, "2026-07-01", "2026-07-31"));
    expect(high).toMatchObject({ perAdult: 3 * 800_000, wasPerAdult: null });
    // ... and the party price for 2 adults on the from-price's date is exactly twice it.
    const party = withDeal(price(residents, { ...req, party: { adults: 2, childAges: [] }, startDate: dealt!.firstNight, nights: 3 }), rule(10), dealt!.firstNight);
    expect(party.kind === "priced" && party.total).toBe(2 * dealt!.perAdult);
  });
});

describe("migration 0026: a typed deal price becomes a percentage rule", () => {
  it("takes the saving against the replaced price, rounded to a whole percent, and gives the lowered tier back its price", () => {
    expect(convertTypedDeal({ price: 44_200, was: 52_000, currency: "KES", tierPrices: [44_200, 78_000, 115_000], ribbon: "Save 15%" })).toEqual({
      percent: 15,
      tierPrices: [52_000, 78_000, 115_000],
      ribbon: null,
    });
    // 35,900 against 38,000 is 5.5%: 6% (rounded half up).
    expect(convertTypedDeal({ price: 35_900, was: 38_000, currency: "KES", tierPrices: [35_900], ribbon: "Best Seller" })).toEqual({ percent: 6, tierPrices: [38_000], ribbon: "Best Seller" });
  });
  it("without a replaced price, the lowest tier price above the deal stands for it; no saving means no rule", () => {
    expect(convertTypedDeal({ price: 1_990, was: null, currency: "USD", tierPrices: [2_200, 2_600], ribbon: null })).toMatchObject({ percent: 10, tierPrices: [2_200, 2_600] });
    expect(convertTypedDeal({ price: 3_000, was: null, currency: "USD", tierPrices: [2_200], ribbon: null })).toMatchObject({ percent: null });
    expect(convertTypedDeal({ price: null, was: null, currency: "KES", tierPrices: [1], ribbon: "10% off" })).toEqual({ percent: null, tierPrices: [1], ribbon: null });
  });
});
