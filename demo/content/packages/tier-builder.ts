/**
 * Builders shared by the package files: a tier's day-by-day programme is
 * written once per package, and each tier adds its own stay or upgrade
 * sentence to the days that differ.
 */
import type { ItineraryDaySeed, TierSeed } from "../types.ts";

export type Level = TierSeed["tier_type"];

export interface Day {
  title: string;
  text: string;
  stay?: Partial<Record<Level, string>>;
  places?: string[];
  /** The lodge or camp of the night, by tier. */
  overnight?: Partial<Record<Level, string>>;
  meals?: ItineraryDaySeed["meals"];
}

export type Residency = Pick<TierSeed, "for_residents" | "for_east_africans" | "for_non_residents">;

export const ALL: Residency = { for_residents: true, for_east_africans: true, for_non_residents: true };
export const LOCAL: Residency = { for_residents: true, for_east_africans: true, for_non_residents: false };
export const INTL: Residency = { for_residents: false, for_east_africans: false, for_non_residents: true };

/**
 * The tier's structured days (decision 0027): the day's text, with the tier's own stay sentence
 * after it, is the description; places, overnight and meals are given where the package says them.
 */
export function programme(days: Day[], level: Level): ItineraryDaySeed[] {
  return days.map((d) => {
    const extra = d.stay?.[level];
    return {
      title: d.title,
      places: d.places ?? [],
      overnight: d.overnight?.[level] ?? "",
      meals: d.meals ?? [],
      description_html: `<p>${d.text}${extra ? " " + extra : ""}</p>`,
    };
  });
}

export function tier(
  level: Level,
  who: Residency,
  price_kshs: number | null,
  price_usd: number | null,
  days: Day[],
  inclusions: string[],
  exclusions: string[],
): TierSeed {
  return {
    tier_type: level,
    price_kshs,
    price_usd,
    ...who,
    itinerary_days: programme(days, level),
    inclusions,
    exclusions,
  };
}
