/**
 * The demo deals and price bases (decision 0023). Each deal names its deal price and the price it
 * replaces; the tier the deal is on carries the deal price too, so the card, the deal line on the
 * package page and the tier the traveller picks all say the same amount.
 */
import type { PackageSeed, TierSeed } from "../types.ts";

interface DemoDeal {
  price: number;
  was: number;
  currency: "KES" | "USD";
  /** The tier that is discounted: its KES (or USD) price `was` becomes `price`. */
  tier: TierSeed["tier_type"];
}

export const DEMO_DEALS: Record<string, DemoDeal> = {
  "3-day-maasai-mara-classic-safari": { price: 35_900, was: 38_000, currency: "KES", tier: "value" },
  "3-day-amboseli-family-elephant-safari": { price: 32_400, was: 36_000, currency: "KES", tier: "value" },
  "4-day-tsavo-east-and-west-safari": { price: 44_200, was: 52_000, currency: "KES", tier: "value" },
  "8-day-kenya-tanzania-safari-combo": { price: 2_250, was: 2_450, currency: "USD", tier: "value" },
  "5-day-diani-beach-holiday": { price: 35_700, was: 42_000, currency: "KES", tier: "value" },
  "4-day-watamu-marine-park-getaway": { price: 39_900, was: 44_900, currency: "KES", tier: "single" },
  "6-day-dubai-city-break": { price: 108_000, was: 120_000, currency: "KES", tier: "value" },
  "4-day-maasai-mara-balloon-honeymoon": { price: 149_000, was: 168_000, currency: "KES", tier: "value" },
};

/** Tiers whose price is not per person: a private aircraft is priced for the whole party. */
const GROUP_PRICED: Record<string, TierSeed["tier_type"][]> = {
  "3-day-maasai-mara-fly-in-charter": ["premier"],
};

export function withDemoPricing(p: PackageSeed): PackageSeed {
  const deal = p.is_deal ? DEMO_DEALS[p.slug] : undefined;
  const field = deal?.currency === "USD" ? "price_usd" : "price_kshs";
  const tiers = p.tiers.map((t) => {
    const basis = GROUP_PRICED[p.slug]?.includes(t.tier_type) ? ("per_group" as const) : t.price_basis;
    const discounted = deal && t.tier_type === deal.tier && t[field] === deal.was;
    return { ...t, price_basis: basis, ...(discounted ? { [field]: deal.price } : {}) };
  });
  if (!deal) return { ...p, tiers };
  return {
    ...p,
    tiers,
    dynamic_price: deal.price,
    dynamic_currency: deal.currency,
    dynamic_price_was: deal.was,
    dynamic_price_basis: "per_person_sharing",
  };
}
