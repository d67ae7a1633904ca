import { describe, expect, it } from "vitest";
import { CONTACT_FOR_PRICING, dealPrice, formatPrice, fromPrice, PRICE_ON_REQUEST, SELECT_A_TIER, tierPrice, tierShownPrice, tiersForResidency } from "./pricing.ts";

describe("formatPrice", () => {
  it("formats KES and treats every other currency as USD, without decimals", () => {
    expect(formatPrice(45000, "KES")).toBe("KES 45,000");
    expect(formatPrice(1250.6, "usd")).toBe("USD 1,251");
    expect(formatPrice(99, "EUR")).toBe("USD 99");
  });
  it("reads Price on Request when amount or currency is missing", () => {
    expect(formatPrice(null, "KES")).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(100, null)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice("abc", "KES")).toBe(PRICE_ON_REQUEST);
  });
});

describe("fromPrice order (decision 0045: one source)", () => {
  const tiers = [
    { id: 1, price_kshs: 80000, price_usd: 700 },
    { id: 2, price_kshs: 52000, price_usd: null },
    { id: 3, price_kshs: null, price_usd: 450 },
  ];
  it("the lowest tier price in the residency's currency: KES for residents, USD for international visitors", () => {
    expect(fromPrice({ tiers }).text).toBe("KES 52,000");
    expect(fromPrice({ tiers }, "residents").text).toBe("KES 52,000");
    expect(fromPrice({ tiers }, "non_residents").text).toBe("USD 450");
    expect(fromPrice({ tiers: [{ price_usd: 900 }, { price_usd: 650 }] }).text).toBe("USD 650");
  });
  it("a typed display text never outranks a price the package has; it stands only when there is none", () => {
    expect(fromPrice({ min_price_display: "From KES 30,000 pp", tiers }).text).toBe("KES 52,000");
    expect(fromPrice({ min_price_display: "Group fares on request", tiers: [{ price_kshs: null }] }).text).toBe("Group fares on request");
  });
  it("else Price on Request", () => {
    expect(fromPrice({ tiers: [{ price_kshs: null, price_usd: null }] }).text).toBe(PRICE_ON_REQUEST);
    expect(fromPrice({}).text).toBe(PRICE_ON_REQUEST);
  });
});

describe("tierPrice", () => {
  it("prefers USD for non-residents and KES for everyone else", () => {
    const tier = { price_kshs: 60000, price_usd: 520 };
    expect(tierPrice(tier, "non_residents")).toBe("USD 520");
    expect(tierPrice(tier, "residents")).toBe("KES 60,000");
    expect(tierPrice(tier, "east_africans")).toBe("KES 60,000");
    expect(tierPrice({ price_kshs: 60000 }, "non_residents")).toBe("KES 60,000");
  });
  it("reads Contact for Pricing without a price and Select a package tier without a tier", () => {
    expect(tierPrice({ price_kshs: null, price_usd: null }, "residents")).toBe(CONTACT_FOR_PRICING);
    expect(tierPrice(undefined, "residents")).toBe(SELECT_A_TIER);
  });
});

describe("tiersForResidency", () => {
  const tiers = [
    { id: 1, for_residents: true, for_east_africans: true, for_non_residents: false },
    { id: 2, for_residents: false, for_east_africans: false, for_non_residents: true },
  ];
  it("keeps tiers flagged for the residency", () => {
    expect(tiersForResidency(tiers, "residents").map((t) => t.id)).toEqual([1]);
    expect(tiersForResidency(tiers, "non_residents").map((t) => t.id)).toEqual([2]);
  });
  it("shows every tier when none matches", () => {
    const none = [{ id: 3, for_residents: false, for_east_africans: false, for_non_residents: false }];
    expect(tiersForResidency(none, "east_africans").map((t) => t.id)).toEqual([3]);
  });
});

describe("price basis and deals (decisions 0023, 0045)", () => {
  it("the from-price carries the basis of the price it shows", () => {
    const tiers = [
      { price_kshs: 90_000, price_basis: "per_group" },
      { price_kshs: 40_000, price_basis: "per_person_single" },
    ];
    expect(fromPrice({ tiers })).toMatchObject({ text: "KES 40,000", basis: "per person, single room" });
    expect(fromPrice({ tiers: [{ price_usd: 500, price_basis: "nonsense" }] }).basis).toBe("per person sharing");
    expect(fromPrice({ min_price_display: "From KES 1 pp" }).basis).toBeNull();
  });

  const tsavo = {
    is_deal: true,
    deal: { percent: 15, starts_on: null, ends_on: null },
    tiers: [
      { id: 1, price_kshs: 52_000, price_usd: 780 },
      { id: 2, price_kshs: 78_000, price_usd: 1_150 },
    ],
  };

  it("a deal is the package's own price less the rule's percentage, with the full price beside it", () => {
    expect(dealPrice(tsavo)).toEqual({ text: "KES 44,200", wasText: "KES 52,000", basis: "per person sharing", percent: 15 });
    expect(dealPrice(tsavo, "non_residents")).toEqual({ text: "USD 663", wasText: "USD 780", basis: "per person sharing", percent: 15 });
    expect(fromPrice(tsavo)).toMatchObject({ text: "KES 44,200", amount: 44_200 });
  });

  it("raising a tier price moves the deal price with it (the issue's KES 46,500)", () => {
    const raised = { ...tsavo, tiers: [{ ...tsavo.tiers[0]!, price_kshs: 46_500 }, tsavo.tiers[1]!] };
    // 46,500 - 15% = 39,525: never the old typed 44,200.
    expect(dealPrice(raised)).toMatchObject({ text: "KES 39,525", wasText: "KES 46,500", percent: 15 });
    expect(tierShownPrice(raised, raised.tiers[1]!, "residents")).toMatchObject({ amount: 66_300, was: 78_000, percent: 15 });
  });

  it("no rule, or not a deal: no deal price", () => {
    expect(dealPrice({ ...tsavo, is_deal: false })).toBeNull();
    expect(dealPrice({ ...tsavo, deal: null })).toBeNull();
    expect(fromPrice({ ...tsavo, is_deal: false }).text).toBe("KES 52,000");
  });
});
describe("from-prices from the rate model (decision 0034)", () => {
  const tiers_ = [{ id: 7, price_kshs: 98000, price_usd: 1250 }];
  const rate_from_prices = [
    { tier_id: 7, residency: "residents" as const, currency: "KES" as const, amount_minor: 7_800_000 },
    { tier_id: 7, residency: "east_africans" as const, currency: "KES" as const, amount_minor: 8_400_050 },
    { tier_id: 7, residency: "non_residents" as const, currency: "USD" as const, amount_minor: 102_000 },
  ];

  it("replace the tier prices: the residency's own from-price (Kenya residents by default), whole units rounded up", () => {
    const tiers = tiers_;
    expect(fromPrice({ tiers, rate_from_prices })).toEqual({ text: "KES 78,000", amount: 78000, currency: "KES", basis: "per person sharing" });
    expect(fromPrice({ tiers, rate_from_prices }, "non_residents")).toMatchObject({ text: "USD 1,020", currency: "USD" });
    expect(fromPrice({ tiers, rate_from_prices }, "east_africans")).toMatchObject({ text: "KES 84,001", amount: 84001 });
  });

  it("with rates, a tier and residency without a from-price has no price (never the tier's typed one); without rates the tier prices stand", () => {
    const tiers = tiers_;
    expect(fromPrice({ tiers, rate_from_prices, min_price_display: "From USD 1,350 pp" }).text).toBe("KES 78,000");
    expect(tierShownPrice({ tiers, rate_from_prices: rate_from_prices.slice(0, 1), price_source: "rates" }, tiers[0]!, "non_residents")).toBeNull();
    expect(fromPrice({ tiers, rate_from_prices: [] }).text).toBe("KES 98,000");
    expect(fromPrice({ tiers }, "non_residents").text).toBe("USD 1,250");
  });

  it("a deal that priced the from-price shows the same departure's price before it", () => {
    const tiers = tiers_;
    const dealt = [{ ...rate_from_prices[0]!, amount_minor: 7_020_000, was_amount_minor: 7_800_000, deal_percent: 10 }];
    const pkg = { tiers, rate_from_prices: dealt, is_deal: true, deal: { percent: 10, starts_on: null, ends_on: null } };
    expect(dealPrice(pkg)).toEqual({ text: "KES 70,200", wasText: "KES 78,000", basis: "per person sharing", percent: 10 });
  });
});
