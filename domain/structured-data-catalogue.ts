/**
 * schema.org JSON-LD of the catalogue's things: every package (a TouristTrip with its days and
 * offers), destination and story. Apart from structured-data.ts (the company, trails, lists), so
 * the pages that show none of them, the home page first, do not download this code and the
 * itinerary reader it needs.
 */
import { ENGLISH_ITINERARY_WORDS, itineraryJsonLd, type ItineraryWords } from "./itinerary.ts";
import type { InquiryResidency } from "./residency.ts";
import type { Locale } from "./locales.ts";
import type { TierType } from "./tiers.ts";
import { tierShownPrice } from "./pricing.ts";
import type { ApiBlog, ApiDestination, ApiPackage, ApiPackageSummary } from "./api-types.ts";
import { RESIDENCY_LABELS, RESIDENCY_TIER_FLAG, INQUIRY_RESIDENCIES } from "./residency.ts";
import { TIER_LABELS } from "./tiers.ts";
import { abs, imageOf, text, type JsonLd, type Organisation } from "./structured-data.ts";

/**
 * The words a TouristTrip is written in: English here; a translated page passes its language's,
 * made from the site's catalogue (app/site/package-details/trip-words.ts), so search engines read
 * the page's offers and days in the page's language.
 */
export interface TripWords {
  locale: Locale;
  itinerary: ItineraryWords;
  offerName(tier: TierType, residency: InquiryResidency): string;
  residency(residency: InquiryResidency): string;
  /** The from-price of the rates: per person sharing, 2 adults, `nights`, the coming 12 months. */
  fromPrice(nights: number): string;
  /** A tier's price with its basis ("per person sharing"). */
  price(basis: string): string;
  deal(what: string, percent: number, was: string): string;
}

export const ENGLISH_TRIP_WORDS: TripWords = {
  locale: "en",
  itinerary: ENGLISH_ITINERARY_WORDS,
  offerName: (tier, residency) => `${TIER_LABELS[tier]} for ${RESIDENCY_LABELS[residency]}`,
  residency: (residency) => RESIDENCY_LABELS[residency],
  fromPrice: (nights) => `From, per person sharing (2 adults, ${nights} ${nights === 1 ? "night" : "nights"}), for departures in the coming 12 months`,
  price: (basis) => `Price ${basis}`,
  deal: (what, percent, was) => `${what}; ${percent}% off, was ${was}`,
};

/**
 * A package as a TouristTrip: days from the first tier's itinerary, one Offer per residency and tier
 * with a price: the same shown price as the card and the page (decision 0045): with rates the price
 * function's from-price (per adult, 2 sharing, the coming 12 months: decision 0034), else the
 * tier's price; a current deal rule applied to either. Whole units, as the page shows them.
 */
export function touristTrip(origin: string, pkg: ApiPackage | ApiPackageSummary, org: Pick<Organisation, "name">, words: TripWords = ENGLISH_TRIP_WORDS): JsonLd {
  const path = `/packages/${pkg.package_id}`;
  const tiers = pkg.tiers as ApiPackage["tiers"];
  // The structured days (decision 0027), through the same derivation as the page and the API HTML.
  const days = tiers.find((t) => "itinerary_days" in t && t.itinerary_days?.length)?.itinerary_days ?? [];
  const offers: JsonLd[] = [];
  for (const tier of tiers) {
    for (const residency of INQUIRY_RESIDENCIES) {
      if (!tier[RESIDENCY_TIER_FLAG[residency]]) continue;
      // THE shown price (decision 0045): the rates' from-price or the tier price, the deal applied.
      const p = tierShownPrice(pkg, tier, residency, words.locale);
      if (!p) continue;
      const rated = p.source === "rates" ? pkg.rate_from_prices?.find((f) => f.tier_id === tier.id && f.residency === residency) : undefined;
      const what = rated ? words.fromPrice(rated.nights) : words.price(p.basis);
      offers.push({
        "@type": "Offer",
        name: words.offerName(tier.tier_type, residency),
        price: p.amount,
        priceCurrency: p.currency,
        description: p.was !== null ? words.deal(what, p.percent!, p.wasText!) : what,
        eligibleCustomerType: words.residency(residency),
        availability: "https://schema.org/InStock",
        url: abs(origin, path),
        seller: { "@type": "TravelAgency", name: org.name },
        // A deal price holds while its window does.
        ...(p.was !== null && pkg.deal?.ends_on ? { priceValidUntil: pkg.deal.ends_on } : {}),
      });
    }
  }
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: pkg.package_title,
    description: pkg.summary,
    url: abs(origin, path),
    image: imageOf(origin, pkg.images[0]?.image_url),
    touristType: pkg.travel_type,
    provider: { "@type": "TravelAgency", name: org.name, "@id": `${origin}/#organization` },
    itinerary: itineraryJsonLd(days, words.itinerary),
    offers,
  };
}

export function touristDestination(origin: string, d: ApiDestination): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: d.name,
    description: d.description,
    url: abs(origin, `/destinations/${d.destination_id}`),
    image: imageOf(origin, d.primary_image_url),
    containedInPlace: d.continents.map((name) => ({ "@type": "Place", name })),
    touristType: d.destination_type === "hidden" ? "Hidden gem" : "Popular",
  };
}

export function blogPosting(origin: string, b: ApiBlog, org: Pick<Organisation, "name">): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: b.title,
    description: b.excerpt,
    url: abs(origin, `/blogs/${b.slug}`),
    mainEntityOfPage: abs(origin, `/blogs/${b.slug}`),
    image: imageOf(origin, b.image_url),
    datePublished: b.created_at,
    dateModified: b.created_at,
    author: { "@type": "Person", name: b.author },
    publisher: { "@type": "Organization", name: org.name, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
    timeRequired: `PT${b.reading_time_minutes}M`,
    wordCount: text(b.content_html).split(" ").length,
  };
}

