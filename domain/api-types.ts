/** The JSON shapes of SPEC §3 as this API serves them (snake_case, as written). */
import type { Meal } from "./itinerary.ts";
import type { PriceBasis } from "./price-basis.ts";
import type { TierType } from "./tiers.ts";

export interface ApiRef {
  id: number;
  name: string;
}

export interface ApiPackageImage {
  id: number;
  image: string;
  image_url: string;
  alt: string;
}

export interface ApiTierSummary {
  id: number;
  tier_type: TierType;
  price_kshs: number | null;
  price_usd: number | null;
  /** Added by decision 0023 (not in SPEC §3): what the price is for, domain/price-basis.ts. */
  price_basis: PriceBasis;
  for_residents: boolean;
  for_east_africans: boolean;
  for_non_residents: boolean;
}

/** Added by decision 0027 (not in SPEC §3): one day of a tier's structured itinerary. */
export interface ApiItineraryDay {
  day: number;
  title: string;
  places: string[];
  overnight: string;
  meals: Meal[];
  /** Sanitised HTML. */
  description_html: string;
}

export interface ApiTier extends ApiTierSummary {
  /** SPEC §7, derived from `itinerary_days` (domain/itinerary.ts `itineraryHtml`). */
  itinerary_details_html: string;
  /** Added by decision 0027: the days the itinerary HTML is derived from. */
  itinerary_days: ApiItineraryDay[];
  inclusions: string[];
  exclusions: string[];
}

export interface ApiOptionalActivity {
  id: number;
  activity_name: string;
  cost_kshs: number | null;
  cost_usd: number | null;
  description: string;
}

export interface ApiPackageSummary {
  package_id: number;
  id: number;
  slug: string;
  package_title: string;
  summary: string;
  travel_type: string;
  duration_days: number;
  images: ApiPackageImage[];
  destinations: ApiRef[];
  services: ApiRef[];
  ribbon_tag_left: string | null;
  /**
   * Since decision 0045 DERIVED, never typed: a current deal's price for Kenya residents (the SPEC's
   * default residency) from the package's rates or tiers with the deal rule applied; null when the
   * package is not a deal. `deal` is the rule itself.
   */
  dynamic_price: number | null;
  dynamic_currency: string | null;
  /** Added by decision 0023 (derived since 0045): the same price before the deal, or null. */
  dynamic_price_was: number | null;
  /** Added by decision 0023: the basis of dynamic_price. */
  dynamic_price_basis: PriceBasis;
  /** Added by decision 0045: the deal rule while some departure of its window is ahead; else null. */
  deal?: ApiDeal | null;
  /** Added by decision 0045: where the prices come from: "rates" when the package has rates, else "tiers". */
  price_source?: "rates" | "tiers";
  min_price_display: string | null;
  tier_structure: "single" | "multiple";
  is_deal: boolean;
  is_standout: boolean;
  tiers: ApiTierSummary[];
  /**
   * Added by decision 0034: from-prices out of the rate model, one per tier and residency with
   * rates; empty (or absent) when the package has no rates and the tier prices stand.
   */
  rate_from_prices?: ApiRateFromPrice[];
  created_at: string;
  updated_at: string;
}

/**
 * Decision 0034: the lowest price per adult, 2 adults sharing, for the package's nights, over start
 * dates in the coming 12 months (domain/rates/from-price.ts). Integer minor units (cents).
 */
export interface ApiRateFromPrice {
  tier_id: number;
  residency: "residents" | "east_africans" | "non_residents";
  currency: "KES" | "USD";
  amount_minor: number;
  nights: number;
  first_night: string;
  /** Added by decision 0045: the same departure's price before the deal when a deal priced it; else null. */
  was_amount_minor?: number | null;
  /** Added by decision 0045: the deal's percentage when it priced this from-price; else null. */
  deal_percent?: number | null;
}

/** Decision 0045: a deal as a rule: a whole percentage off departures in an optional window. */
export interface ApiDeal {
  percent: number;
  starts_on: string | null;
  ends_on: string | null;
}

export interface ApiPackage extends Omit<ApiPackageSummary, "tiers"> {
  tiers: ApiTier[];
  terms_and_conditions: string | null;
  optional_activities: ApiOptionalActivity[];
}

export interface ApiService {
  service_id: number;
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  image_url: string;
  package_count: number;
}

export interface ApiDestinationImage {
  id: number;
  image: string;
  image_url: string;
  alt: string;
  is_primary: boolean;
}

export interface ApiDestinationSummary {
  destination_id: number;
  id: number;
  slug: string;
  name: string;
  description: string;
  destination_type: "popular" | "hidden";
  primary_image_url: string | null;
  images: ApiDestinationImage[];
  continents: string[];
  continent_details: ApiRef[];
  package_count: number;
}

export interface ApiDestination extends ApiDestinationSummary {
  description_html: string;
}

export interface ApiBlogSummary {
  blog_id: number;
  id: number;
  slug: string;
  title: string;
  image: string;
  image_url: string;
  image_alt: string;
  is_featured: boolean;
  author: string;
  created_at: string;
  reading_time_minutes: number;
  excerpt: string;
}

export interface ApiBlog extends ApiBlogSummary {
  content_html: string;
}

export interface ApiGalleryImage {
  id: number;
  title: string;
  description: string;
  alt_text: string;
  thumbnail_url: string;
  medium_url: string;
  large_url: string;
  image_url: string;
  created_at: string;
}

export interface ApiSliderImage {
  id: number;
  page_set: string;
  image_url: string;
  alt: string;
  caption: string;
  is_primary: boolean;
}

export interface ApiTravelType {
  name: string;
  value: string;
  is_service: boolean;
  service_id: number | null;
  package_count: number;
}

export interface SearchMetadata {
  message: string;
  has_filters: boolean;
  has_exact_matches: boolean;
}

export interface ApiPackageSearch {
  results: ApiPackageSummary[];
  count: number;
  next: string | null;
  previous: string | null;
  search_metadata: SearchMetadata;
}
