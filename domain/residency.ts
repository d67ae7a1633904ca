/**
 * Residency codes differ between the search bar (SPEC §3 "Search form state")
 * and inquiries/tiers (SPEC §3 "Inquiry payload"). This module is the only
 * place that knows both vocabularies and the labels of SPEC §9.
 */
export const SEARCH_RESIDENCIES = ["resident", "east_african", "non_resident"] as const;
export type SearchResidency = (typeof SEARCH_RESIDENCIES)[number];

export const INQUIRY_RESIDENCIES = ["residents", "east_africans", "non_residents"] as const;
export type InquiryResidency = (typeof INQUIRY_RESIDENCIES)[number];

export const DEFAULT_SEARCH_RESIDENCY: SearchResidency = "resident";
export const DEFAULT_INQUIRY_RESIDENCY: InquiryResidency = "residents";

export const RESIDENCY_LABELS: Record<InquiryResidency, string> = {
  residents: "Kenya Residents",
  east_africans: "East African Residents",
  non_residents: "International Visitors",
};

const searchToInquiry: Record<SearchResidency, InquiryResidency> = {
  resident: "residents",
  east_african: "east_africans",
  non_resident: "non_residents",
};

export function toInquiryResidency(code: string | null | undefined): InquiryResidency | undefined {
  if (!code) return undefined;
  if ((INQUIRY_RESIDENCIES as readonly string[]).includes(code)) return code as InquiryResidency;
  return searchToInquiry[code as SearchResidency];
}

export function toSearchResidency(code: string | null | undefined): SearchResidency | undefined {
  const inquiry = toInquiryResidency(code);
  if (!inquiry) return undefined;
  return (Object.keys(searchToInquiry) as SearchResidency[]).find((k) => searchToInquiry[k] === inquiry);
}

/** The tier flag that says a tier is sold to travellers of this residency. */
export const RESIDENCY_TIER_FLAG = {
  residents: "for_residents",
  east_africans: "for_east_africans",
  non_residents: "for_non_residents",
} as const satisfies Record<InquiryResidency, string>;
