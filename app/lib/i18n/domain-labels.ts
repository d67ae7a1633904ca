/**
 * The site's words for the domain's codes, in the visitor's language (issue 29): residencies, budget
 * tiers, price bases and the price placeholders. domain/ keeps its English tables (the emails, the
 * JSON-LD and the console read them); these are keyed by the same values, and a page reads them with
 * `i18n._(RESIDENCY_MESSAGES[code])`. English reads exactly as domain/ does.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CONTINENT_ORDER } from "#domain/continents.ts";
import { PRICE_BASIS_LABELS, type PriceBasis } from "#domain/price-basis.ts";
import { CONTACT_FOR_PRICING, PRICE_ON_REQUEST, SELECT_A_TIER } from "#domain/pricing.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";

/** domain/residency.ts RESIDENCY_LABELS. */
export const RESIDENCY_MESSAGES: Record<InquiryResidency, MessageDescriptor> = {
  residents: msg`Kenya Residents`,
  east_africans: msg`East African Residents`,
  non_residents: msg`International Visitors`,
};

/** domain/tiers.ts TIER_LABELS. */
export const TIER_MESSAGES: Record<TierType, MessageDescriptor> = {
  single: msg`Single Tier`,
  value: msg`Value`,
  comfort: msg`Comfort`,
  premier: msg`Premier`,
};

/** domain/price-basis.ts PRICE_BASIS_LABELS. */
export const PRICE_BASIS_MESSAGES: Record<PriceBasis, MessageDescriptor> = {
  per_person_sharing: msg`per person sharing`,
  per_person_single: msg`per person, single room`,
  per_group: msg`per group or vehicle`,
  total: msg`total price`,
};

/** domain/continents.ts CONTINENT_ORDER: the continents destinations are filed under. */
const CONTINENT_MESSAGES: Record<(typeof CONTINENT_ORDER)[number], MessageDescriptor> = {
  "East Africa": msg`East Africa`,
  Africa: msg`Africa`,
  Europe: msg`Europe`,
  Asia: msg`Asia`,
  "North America": msg`North America`,
  "South America": msg`South America`,
  Antarctica: msg`Antarctica`,
  Oceania: msg`Oceania`,
};

/** A destination's continent in the page's language; a name the domain does not know, as it is. */
export function continentText(i18n: I18n, name: string): string {
  const message = (CONTINENT_MESSAGES as Record<string, MessageDescriptor | undefined>)[name];
  return message ? i18n._(message) : name;
}

/** The words domain/pricing.ts puts where a price would be. */
const PRICE_WORDS: Record<string, MessageDescriptor> = {
  [PRICE_ON_REQUEST]: msg`Price on Request`,
  [CONTACT_FOR_PRICING]: msg`Contact for Pricing`,
  [SELECT_A_TIER]: msg`Select a package tier`,
};

const BASIS_BY_LABEL = new Map<string, MessageDescriptor>(
  (Object.entries(PRICE_BASIS_LABELS) as [PriceBasis, string][]).map(([basis, label]) => [label, PRICE_BASIS_MESSAGES[basis]]),
);

/**
 * A price's basis as domain/pricing.ts words it ("per person sharing"), in the page's language;
 * anything else as it is.
 */
export function basisText(i18n: I18n, label: string): string {
  const message = BASIS_BY_LABEL.get(label);
  return message ? i18n._(message) : label;
}

/**
 * A price text from domain/pricing.ts in the page's language: its placeholders ("Price on Request",
 * "Contact for Pricing", "Select a package tier") translated, amounts ("KES 45,000") and typed
 * texts as they are.
 */
export function priceText(i18n: I18n, text: string): string {
  const message = PRICE_WORDS[text];
  return message ? i18n._(message) : text;
}
