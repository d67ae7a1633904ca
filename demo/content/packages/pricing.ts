/**
 * The demo deals and price bases. A deal is a discount RULE (decision 0045): a whole percentage off
 * the package's own prices (its rates, else its tiers), never a second typed price, so the card,
 * the package page, the JSON-LD and the price for a party always say the same amount. The tier
 * prices stay the full prices.
 */
import type { PackageSeed, TierSeed } from "../types.ts";

export const DEMO_DEALS: Record<string, { percent: number }> = {
  "3-day-maasai-mara-classic-safari": { percent: 5 },
  "3-day-amboseli-family-elephant-safari": { percent: 10 },
  "4-day-tsavo-east-and-west-safari": { percent: 15 },
  "8-day-kenya-tanzania-safari-combo": { percent: 8 },
  "5-day-diani-beach-holiday": { percent: 15 },
  "4-day-watamu-marine-park-getaway": { percent: 11 },
  "6-day-dubai-city-break": { percent: 10 },
  "4-day-maasai-mara-balloon-honeymoon": { percent: 11 },
};

/** Tiers whose price is not per person: a private aircraft is priced for the whole party. */
const GROUP_PRICED: Record<string, TierSeed["tier_type"][]> = {
  "3-day-maasai-mara-fly-in-charter": ["premier"],
};

export function withDemoPricing(p: PackageSeed): PackageSeed {
  const deal = p.is_deal ? DEMO_DEALS[p.slug] : undefined;
  const tiers = p.tiers.map((t) => (GROUP_PRICED[p.slug]?.includes(t.tier_type) ? { ...t, price_basis: "per_group" as const } : t));
  // The content's typed prices are never shown: the rule and the package's own prices are.
  return { ...p, tiers, dynamic_price: null, dynamic_currency: null, dynamic_price_was: null, deal_percent: deal?.percent ?? null };
}
