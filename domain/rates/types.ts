/**
 * The rate model (decision 0033): seasons and per-night rates per package tier, residency, season
 * and currency. Every amount is an integer number of minor units (cents), never a float.
 */
import type { InquiryResidency } from "../residency.ts";

export const CURRENCIES = ["KES", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** `recurring`: every year, start/end are "MM-DD" (may wrap over New Year); `one_year`: "YYYY-MM-DD". */
export const SEASON_KINDS = ["recurring", "one_year"] as const;
export type SeasonKind = (typeof SEASON_KINDS)[number];

export interface Season {
  name: string;
  kind: SeasonKind;
  /** Inclusive first day: "MM-DD" for recurring seasons, "YYYY-MM-DD" for one-year ones. */
  start: string;
  /** Inclusive last day, same form as `start`. */
  end: string;
  /** When seasons overlap, the highest priority wins; equal priorities may not overlap. */
  priority: number;
}

/**
 * `per_person_sharing`: each adult pays the sharing rate, an odd adult out a single supplement,
 * each child the rate of their age band. `per_group`: one price for the party (vehicle or group),
 * chosen by the party-size band.
 */
export const RATE_BASES = ["per_person_sharing", "per_group"] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** Children of `minAge`..`maxAge` (inclusive, 0-17) pay `amount` a night. */
export interface ChildBand {
  minAge: number;
  maxAge: number;
  amount: number;
}

/** A party of up to `maxSize` travellers (adults and children) pays `amount` a night. */
export interface GroupBand {
  maxSize: number;
  amount: number;
}

export interface Rate {
  tierId: number;
  residency: InquiryResidency;
  /** The season's name (unique). */
  season: string;
  currency: Currency;
  basis: RateBasis;
  /** No price is published: the traveller is asked to contact the team. */
  contactForPricing: boolean;
  /** Per adult per night, sharing (per_person_sharing). */
  adultSharing: number | null;
  /** Added per night for an adult without a sharing partner (per_person_sharing). */
  singleSupplement: number | null;
  childBands: ChildBand[];
  groupBands: GroupBand[];
}

/** Everything the price function needs about one package: the seasons in force and its rates. */
export interface PackageRates {
  seasons: readonly Season[];
  rates: readonly Rate[];
}

export interface Party {
  adults: number;
  /** Each child's age on the travel date, 0-17 (SPEC §5). */
  childAges: readonly number[];
}

export interface PriceRequest {
  tierId: number;
  residency: InquiryResidency;
  party: Party;
  /** The first night, "YYYY-MM-DD". */
  startDate: string;
  /** Nights priced; a day trip is priced as one unit (1). */
  nights: number;
}

export type PriceLineKind = "adults_sharing" | "single_supplement" | "child" | "group";

export interface PriceLine {
  kind: PriceLineKind;
  /** "2 adults sharing", "Child aged 7 (3-11)", "Group of 4 (up to 6)". */
  label: string;
  season: string;
  /** Travellers the line is for (1 for a group line). */
  quantity: number;
  nights: number;
  /** Per traveller (or group) per night, minor units. */
  unitAmount: number;
  /** quantity x nights x unitAmount, minor units. */
  amount: number;
  /** The band that set the unit amount, when one did. */
  band?: { minAge: number; maxAge: number } | { maxSize: number };
}

/** Which season priced which nights, and which other seasons also covered them but lost. */
export interface SeasonUse {
  season: string;
  priority: number;
  firstNight: string;
  lastNight: string;
  nights: number;
  outranked: string[];
}

export type PriceResult =
  | {
      kind: "priced";
      currency: Currency;
      total: number;
      lines: PriceLine[];
      seasons: SeasonUse[];
      basis: RateBasis;
      /** Set when a package's deal rule priced the trip (domain/deal.ts): the percentage and the total before it. */
      deal?: { percent: number; totalBefore: number };
    }
  | { kind: "contact_for_pricing"; message: string }
  | { kind: "no_rate_for_party"; partySize: number; largestBand: number; message: string }
  | { kind: "no_rate"; message: string; date?: string }
  | { kind: "invalid_request"; errors: Record<string, string> };
