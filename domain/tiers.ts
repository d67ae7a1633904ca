export const TIER_TYPES = ["single", "value", "comfort", "premier"] as const;
export type TierType = (typeof TIER_TYPES)[number];

/** Budget tier labels of SPEC §9. */
export const TIER_LABELS: Record<TierType, string> = {
  single: "Single Tier",
  value: "Value",
  comfort: "Comfort",
  premier: "Premier",
};

/**
 * Who a tier is sold to, in words, for lists where two tiers of one type must be told apart
 * (issue 24: "Comfort" for residents and "Comfort" for international visitors): "" when it is sold
 * to everyone, else the residencies joined ("Kenya Residents", "International Visitors"...).
 */
export function tierAudience(sold: { residents: boolean; east_africans: boolean; non_residents: boolean }): string {
  const names: string[] = [];
  if (sold.residents) names.push("Kenya Residents");
  if (sold.east_africans) names.push("East African Residents");
  if (sold.non_residents) names.push("International Visitors");
  return names.length === 3 || names.length === 0 ? "" : names.join(" and ");
}
