/**
 * What a price is for (decision 0023): every tier price and every deal price states its basis, and
 * the site prints it beside the price. Unknown or missing values read as per person sharing, which
 * is what every price meant before prices stated a basis.
 */
export const PRICE_BASES = ["per_person_sharing", "per_person_single", "per_group", "total"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export const DEFAULT_PRICE_BASIS: PriceBasis = "per_person_sharing";

/** The words printed beside a price. */
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  per_person_sharing: "per person sharing",
  per_person_single: "per person, single room",
  per_group: "per group or vehicle",
  total: "total price",
};

export function isPriceBasis(value: unknown): value is PriceBasis {
  return typeof value === "string" && (PRICE_BASES as readonly string[]).includes(value);
}

export function priceBasisLabel(value: unknown): string {
  return PRICE_BASIS_LABELS[isPriceBasis(value) ? value : DEFAULT_PRICE_BASIS];
}
