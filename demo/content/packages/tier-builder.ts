/**
 * Builders shared by the package files: a tier's day-by-day programme is
 * written once per package, and each tier adds its own stay or upgrade
 * sentence to the days that differ.
 */
import type { TierSeed } from "../types.ts";

export type Level = TierSeed["tier_type"];

export interface Day {
  title: string;
  text: string;
  stay?: Partial<Record<Level, string>>;
}

export type Residency = Pick<TierSeed, "for_residents" | "for_east_africans" | "for_non_residents">;

export const ALL: Residency = { for_residents: true, for_east_africans: true, for_non_residents: true };
export const LOCAL: Residency = { for_residents: true, for_east_africans: true, for_non_residents: false };
export const INTL: Residency = { for_residents: false, for_east_africans: false, for_non_residents: true };

export function programme(days: Day[], level: Level): string {
  return days
    .map((d, i) => {
      const extra = d.stay?.[level];
      return `<h4>Day ${i + 1}: ${d.title}</h4>\n<p>${d.text}${extra ? " " + extra : ""}</p>`;
    })
    .join("\n");
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
    itinerary_details_html: programme(days, level),
    inclusions,
    exclusions,
  };
}
