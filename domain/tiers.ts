export const TIER_TYPES = ["single", "value", "comfort", "premier"] as const;
export type TierType = (typeof TIER_TYPES)[number];

/** Budget tier labels of SPEC §9. */
export const TIER_LABELS: Record<TierType, string> = {
  single: "Single Tier",
  value: "Value",
  comfort: "Comfort",
  premier: "Premier",
};
