/** A rate in words for the console's tables and previews: "KES 15,000 per adult sharing, ...". */
import { formatAmount } from "./money.ts";
import type { Rate } from "./types.ts";

export function describeRate(r: Omit<Rate, "tierId">): { price: string; bands: string } {
  const money = (amount: number | null) => (amount === null ? "" : formatAmount(amount, r.currency));
  const price = r.contactForPricing
    ? "Contact for Pricing"
    : r.basis === "per_group"
      ? "Per group or vehicle"
      : `${money(r.adultSharing)} per adult sharing${r.singleSupplement ? `, single supplement ${money(r.singleSupplement)}` : ""}`;
  const bands = [...r.childBands.map((b) => `Ages ${b.minAge}-${b.maxAge}: ${money(b.amount)}`), ...r.groupBands.map((b) => `Up to ${b.maxSize}: ${money(b.amount)}`)].join("; ");
  return { price, bands };
}
