/**
 * Rate factories (issue 25 item 6): seasons and a package's rates made by the test through the
 * rates service, as the rates console saves them, instead of the demo's seasons and rates. Amounts
 * are given in whole KES or USD, as the demo and a price list state them, and stored in cents.
 */
import type { ChildBand, Rate, Season } from "../../domain/rates/types.ts";
import type { InquiryResidency } from "../../domain/residency.ts";
import type { Site } from "../../server/site.ts";
import { FACTORY_STAFF } from "./catalogue.ts";

/** Saves each season (confirming a warning about packages it would leave unpriced). */
export async function createSeasons(site: Pick<Site, "rates">, seasons: readonly Season[]): Promise<void> {
  for (const season of seasons) {
    let saved = await site.rates.saveSeason(season, FACTORY_STAFF);
    if (!saved.ok && saved.status === 409 && "token" in saved) saved = await site.rates.saveSeason(season, FACTORY_STAFF, undefined, saved.token);
    if (!saved.ok) throw new Error(`createSeasons: ${season.name}: ${JSON.stringify(saved.errors)}`);
  }
}

/** An amount per season name, in whole units, or "contact" for Contact for Pricing in that season. */
export type BySeason = Record<string, number | "contact">;

/**
 * Per-adult-sharing rates of one tier for one residency, a rate per season: the single supplement
 * (whole units) and, unless `childBands` is given, children 0-2 free and 3-11 at half the adult rate.
 */
export function sharingRates(o: {
  tierId: number;
  residency: InquiryResidency;
  currency: "KES" | "USD";
  bySeason: BySeason;
  supplement: number;
  childBands?: (adultCents: number) => ChildBand[];
}): Rate[] {
  const children = o.childBands ?? ((adult: number) => [{ minAge: 0, maxAge: 2, amount: 0 }, { minAge: 3, maxAge: 11, amount: Math.round(adult / 2) }]);
  return Object.entries(o.bySeason).map(([season, amount]) => {
    const contact = amount === "contact";
    const adult = contact ? null : amount * 100;
    return {
      tierId: o.tierId,
      residency: o.residency,
      season,
      currency: o.currency,
      basis: "per_person_sharing",
      contactForPricing: contact,
      adultSharing: adult,
      singleSupplement: contact ? null : o.supplement * 100,
      childBands: adult === null ? [] : children(adult),
      groupBands: [],
    };
  });
}

/** Adds each rate to the package, through the rates service. */
export async function createRates(site: Pick<Site, "rates">, packageId: number, rates: readonly Rate[]): Promise<void> {
  for (const rate of rates) {
    const saved = await site.rates.saveRate(packageId, rate, false, FACTORY_STAFF);
    if (!saved.ok) throw new Error(`createRates: ${rate.season}: ${JSON.stringify(saved.errors)}`);
  }
}

/** A package's tier ids by tier type, as published. */
export async function tierIds(site: Pick<Site, "db">, packageId: number): Promise<Record<string, number>> {
  const rows = await site.db.kysely.selectFrom("package_tiers").select(["id", "tier_type"]).where("package_id", "=", packageId).orderBy("sort_order").execute();
  return Object.fromEntries(rows.map((r) => [r.tier_type, Number(r.id)]));
}

/**
 * Per-group rates of one tier for one residency, a rate per season: `bands` maps each band's
 * largest party (travellers) to its amount per season, in whole units.
 */
export function groupRates(o: { tierId: number; residency: InquiryResidency; currency: "KES" | "USD"; bands: Record<number, Record<string, number>> }): Rate[] {
  const seasons = Object.keys(Object.values(o.bands)[0] ?? {});
  return seasons.map((season) => ({
    tierId: o.tierId,
    residency: o.residency,
    season,
    currency: o.currency,
    basis: "per_group",
    contactForPricing: false,
    adultSharing: null,
    singleSupplement: null,
    childBands: [],
    groupBands: Object.entries(o.bands).map(([maxSize, bySeason]) => ({ maxSize: Number(maxSize), amount: bySeason[season]! * 100 })),
  }));
}
