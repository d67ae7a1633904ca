import { describe, expect, it } from "vitest";
import { CONTACT_FOR_PRICING, dealPrice, formatPrice, fromPrice, PRICE_ON_REQUEST, SELECT_A_TIER, tierPrice, tiersForResidency } from "./pricing.ts";

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

describe("fromPrice order", () => {
  const tiers = [
    { price_kshs: 80000, price_usd: 700 },
    { price_kshs: 52000, price_usd: null },
    { price_kshs: null, price_usd: 450 },
  ];
  it("prefers the dynamic price with its currency", () => {
    expect(fromPrice({ dynamic_price: 39999, dynamic_currency: "KES", min_price_display: "From KES 1", tiers }).text).toBe("KES 39,999");
  });
  it("then min_price_display", () => {
    expect(fromPrice({ dynamic_price: 100, dynamic_currency: null, min_price_display: "From KES 30,000 pp", tiers }).text).toBe(
      "From KES 30,000 pp",
    );
  });
  it("then the lowest KES tier price, then the lowest USD one", () => {
    expect(fromPrice({ tiers }).text).toBe("KES 52,000");
    expect(fromPrice({ tiers: [{ price_usd: 900 }, { price_usd: 650 }] }).text).toBe("USD 650");
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

describe("price basis and deals (decision 0023)", () => {
  it("the from-price carries the basis of the price it shows", () => {
    const tiers = [
      { price_kshs: 90_000, price_basis: "per_group" },
      { price_kshs: 40_000, price_basis: "per_person_single" },
    ];
    expect(fromPrice({ tiers })).toMatchObject({ text: "KES 40,000", basis: "per person, single room" });
    expect(fromPrice({ tiers: [{ price_usd: 500, price_basis: "nonsense" }] }).basis).toBe("per person sharing");
    expect(fromPrice({ dynamic_price: 10, dynamic_currency: "USD", dynamic_price_basis: "total", tiers }).basis).toBe("total price");
    expect(fromPrice({ min_price_display: "From KES 1 pp", tiers }).basis).toBeNull();
  });

  it("a deal shows its price and the higher price it replaces, only on a deal", () => {
    const pkg = { is_deal: true, dynamic_price: 35_900, dynamic_currency: "KES", dynamic_price_was: 38_000 };
    expect(dealPrice(pkg)).toEqual({ text: "KES 35,900", wasText: "KES 38,000", basis: "per person sharing" });
    expect(dealPrice({ ...pkg, is_deal: false })).toBeNull();
    expect(dealPrice({ ...pkg, dynamic_price: null })).toBeNull();
    // A "replaced" price that is not higher is no saving: not shown.
    expect(dealPrice({ ...pkg, dynamic_price_was: 30_000 })?.wasText).toBeNull();
  });
});

describe("from-prices from the rate model (decision 0034)", () => {
  const tiers = [{ price_kshs: 98000, price_usd: 1250 }];
  const rate_from_prices = [
    { residency: "residents" as const, currency: "KES" as const, amount_minor: 7_800_000 },
    { residency: "east_africans" as const, currency: "KES" as const, amount_minor: 8_400_050 },
    { residency: "non_residents" as const, currency: "USD" as const, amount_minor: 102_000 },
  ];

  it("replace the tier prices: the lowest KES without a residency, the residency's own with one (whole units, rounded up)", () => {
    expect(fromPrice({ tiers, rate_from_prices })).toEqual({ text: "KES 78,000", amount: 78000, currency: "KES", basis: "per person sharing" });
    expect(fromPrice({ tiers, rate_from_prices }, "non_residents")).toMatchObject({ text: "USD 1,020", currency: "USD" });
    expect(fromPrice({ tiers, rate_from_prices }, "east_africans")).toMatchObject({ text: "KES 84,001", amount: 84001 });
  });

  it("a deal and a display text still come first; without rates the tier prices stand", () => {
    expect(fromPrice({ tiers, rate_from_prices, dynamic_price: 35900, dynamic_currency: "KES" }).text).toBe("KES 35,900");
    expect(fromPrice({ tiers, rate_from_prices, min_price_display: "From USD 1,350 pp" }).text).toBe("From USD 1,350 pp");
    expect(fromPrice({ tiers, rate_from_prices: [] }).text).toBe("KES 98,000");
    expect(fromPrice({ tiers }, "non_residents").text).toBe("KES 98,000");
  });
});
