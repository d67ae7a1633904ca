/**
 * An in-memory copy of the list-level catalogue (everything but long HTML),
 * rebuilt when data_version changes. Lists, filters and search read it, so
 * they cost no query; details still come from the database by id.
 */
import type { Kysely } from "kysely";
import { sortDestinations } from "#domain/continents.ts";
import { imageUrl } from "#domain/images.ts";
import { serviceRank } from "#domain/services.ts";
import type { TierType } from "#domain/tiers.ts";
import { DEFAULT_PRICE_BASIS, isPriceBasis, type PriceBasis } from "#domain/price-basis.ts";
import { dealIsCurrent, dealOf, type DealRule } from "#domain/deal.ts";
import { dealPrice, packageShownPrice } from "#domain/pricing.ts";
import type { CompanyDetails } from "#domain/company-details.ts";
import type { StoredPageHeader } from "#domain/page-headers.ts";
import { loadPageHeaders } from "../site-documents/page-headers.ts";
import { loadCompanyDetails, loadSitePages } from "../site-documents/company.ts";
import { loadBookingTerms } from "../booking-terms.ts";
import type { BookingTerms } from "#domain/booking-terms.ts";
import type { FaqsDocument, TermsDocument } from "#domain/site-pages.ts";
import { fromPrices, packageNights } from "#domain/rates/from-price.ts";
import type { PackageRates } from "#domain/rates/types.ts";
import { loadAllPackageRates } from "../rates/rates.ts";
import type {
  ApiRateFromPrice,
  ApiDeal,
  ApiBlogSummary,
  ApiDestinationSummary,
  ApiGalleryImage,
  ApiPackageSummary,
  ApiRef,
  ApiService,
  ApiSliderImage,
} from "#domain/api-types.ts";
import type { DB } from "../../db/generated-types.ts";

export interface Snapshot {
  version: string;
  services: ApiService[];
  packages: ApiPackageSummary[];
  packagesById: Map<number, ApiPackageSummary>;
  destinations: ApiDestinationSummary[];
  destinationsById: Map<number, ApiDestinationSummary>;
  blogs: ApiBlogSummary[];
  gallery: ApiGalleryImage[];
  sliders: ApiSliderImage[];
  /** The company's details (decision 0029); empty ones until some are stored. */
  company: CompanyDetails;
  /** The terms and FAQs pages' documents (decision 0029). */
  terms: TermsDocument;
  faqs: FaqsDocument;
  /** THE booking terms (issue 26), for the pages that state them. */
  bookingTerms: BookingTerms;
  /** Seasons and rates of the published packages that have rates (decision 0034). */
  rates: Map<number, PackageRates>;
  /** The page header images chosen (decision 0038); none on a fresh install (decision 0032). */
  pageHeaders: StoredPageHeader[];
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const bool = (n: number | boolean) => Boolean(Number(n));

/** The package's from-prices by the price function, its deal applied (decisions 0034, 0045); none without rates. */
function rateFromPrices(rates: PackageRates | undefined, durationDays: number, today: string, deal: DealRule | null): ApiRateFromPrice[] {
  if (!rates) return [];
  return fromPrices(rates, packageNights(durationDays), today, deal).map((f) => ({
    tier_id: f.tierId,
    residency: f.residency,
    currency: f.currency,
    amount_minor: f.perAdult,
    nights: f.nights,
    first_night: f.firstNight,
    was_amount_minor: f.wasPerAdult,
    deal_percent: f.dealPercent,
  }));
}

/** The deal rule while some departure of its window is ahead (decision 0045); else null. */
function currentDeal(p: { is_deal: number | boolean; deal_percent: number | null; deal_starts_on: string | null; deal_ends_on: string | null }, today: string): ApiDeal | null {
  const deal = { percent: p.deal_percent === null ? 0 : Number(p.deal_percent), starts_on: p.deal_starts_on, ends_on: p.deal_ends_on };
  return dealIsCurrent(dealOf({ is_deal: bool(p.is_deal), deal }), today) ? deal : null;
}

/**
 * The SPEC's dynamic_price fields, DERIVED (decision 0045): the deal price and the price it replaces
 * for Kenya residents (the default residency), by the same function as the cards.
 */
function derivedDealFields(pkg: Omit<ApiPackageSummary, "dynamic_price" | "dynamic_currency" | "dynamic_price_was" | "dynamic_price_basis">) {
  const shown = dealPrice(pkg) ? packageShownPrice(pkg) : null;
  return {
    dynamic_price: shown?.amount ?? null,
    dynamic_currency: shown?.currency ?? null,
    dynamic_price_was: shown?.was ?? null,
    dynamic_price_basis: DEFAULT_PRICE_BASIS,
  };
}

function tierBasis(pkg: { tiers: ApiPackageSummary["tiers"] }, tierId: number | null): PriceBasis {
  return pkg.tiers.find((t) => t.id === tierId)?.price_basis ?? DEFAULT_PRICE_BASIS;
}

export async function loadSnapshot(db: Kysely<DB>, version: string, today: string = new Date().toISOString().slice(0, 10)): Promise<Snapshot> {
  const [
    serviceRows,
    packageRows,
    packageServiceRows,
    packageDestinationRows,
    imageRows,
    tierRows,
    destinationRows,
    destinationImageRows,
    continentRows,
    blogRows,
    galleryRows,
    sliderRows,
    company,
    pages,
    headerRows,
    ratesByPackage,
    bookingTerms,
  ] = await Promise.all([
    db.selectFrom("services").selectAll().orderBy("sort_order").execute(),
    // Only live packages: one created in the console stays there until published (decision 0027).
    db.selectFrom("packages").selectAll().where("status", "=", "published").orderBy("id").execute(),
    db.selectFrom("package_services").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("package_destinations").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("package_images").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db
      .selectFrom("package_tiers")
      .select([
        "id",
        "package_id",
        "tier_type",
        "price_kshs",
        "price_usd",
        "for_residents",
        "for_east_africans",
        "for_non_residents",
        "price_basis",
        "sort_order",
      ])
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    db.selectFrom("destinations").select(["id", "slug", "name", "description", "destination_type"]).where("status", "=", "published").execute(),
    db.selectFrom("destination_images").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db
      .selectFrom("destination_continents")
      .innerJoin("continents", "continents.id", "destination_continents.continent_id")
      .select(["destination_continents.destination_id", "continents.id", "continents.name"])
      .execute(),
    db.selectFrom("blogs").select([
      "id",
      "slug",
      "title",
      "image_key",
      "image_alt",
      "is_featured",
      "author",
      "created_at",
      "reading_time_minutes",
      "excerpt",
    ])
      // Only live stories: drafts never published and archived ones stay in the console (0025).
      .where("status", "=", "published")
      .execute(),
    // The editor's order (decision 0028); the seed gives it newest first.
    db.selectFrom("gallery_images").selectAll().orderBy("sort_order").orderBy("created_at", "desc").orderBy("id").execute(),
    db.selectFrom("slider_images").selectAll().orderBy("sort_order").orderBy("id").execute(),
    loadCompanyDetails(db),
    loadSitePages(db),
    loadPageHeaders(db),
    loadAllPackageRates(db),
    loadBookingTerms(db),
  ]);

  const serviceRefs = new Map<number, ApiRef>(serviceRows.map((s) => [s.id, { id: s.id, name: s.name }]));
  const destinationRefs = new Map<number, ApiRef>(destinationRows.map((d) => [d.id, { id: d.id, name: d.name }]));
  const servicesByPackage = groupBy(packageServiceRows, (r) => r.package_id);
  const destinationsByPackage = groupBy(packageDestinationRows, (r) => r.package_id);
  const imagesByPackage = groupBy(imageRows, (r) => r.package_id);
  const tiersByPackage = groupBy(tierRows, (r) => r.package_id);

  const packages: ApiPackageSummary[] = packageRows.map((p) => {
    const deal = currentDeal(p, today);
    const rates = ratesByPackage.get(p.id);
    const base: Omit<ApiPackageSummary, "dynamic_price" | "dynamic_currency" | "dynamic_price_was" | "dynamic_price_basis"> = {
    package_id: p.id,
    id: p.id,
    slug: p.slug,
    package_title: p.title,
    summary: p.summary,
    travel_type: p.travel_type,
    duration_days: p.duration_days,
    images: (imagesByPackage.get(p.id) ?? []).map((img) => ({
      id: img.id,
      image: imageUrl(img.image_key, 1600),
      image_url: imageUrl(img.image_key, 960),
      alt: img.alt,
    })),
    destinations: (destinationsByPackage.get(p.id) ?? []).map((r) => destinationRefs.get(r.destination_id)!).filter(Boolean),
    services: (servicesByPackage.get(p.id) ?? []).map((r) => serviceRefs.get(r.service_id)!).filter(Boolean),
    ribbon_tag_left: p.ribbon_tag_left,
    deal,
    price_source: rates && rates.rates.length > 0 ? ("rates" as const) : ("tiers" as const),
    min_price_display: p.min_price_display,
    tier_structure: p.tier_structure === "single" ? ("single" as const) : ("multiple" as const),
    is_deal: bool(p.is_deal),
    is_standout: bool(p.is_standout),
    tiers: (tiersByPackage.get(p.id) ?? []).map((t) => ({
      id: t.id,
      tier_type: t.tier_type as TierType,
      price_kshs: t.price_kshs === null ? null : Number(t.price_kshs),
      price_usd: t.price_usd === null ? null : Number(t.price_usd),
      price_basis: isPriceBasis(t.price_basis) ? t.price_basis : DEFAULT_PRICE_BASIS,
      for_residents: bool(t.for_residents),
      for_east_africans: bool(t.for_east_africans),
      for_non_residents: bool(t.for_non_residents),
    })),
    rate_from_prices: rateFromPrices(rates, p.duration_days, today, deal ? dealOf({ is_deal: true, deal }) : null),
    created_at: p.created_at,
    updated_at: p.updated_at,
    };
    // The basis of a derived deal price is that of the price it comes from.
    const fields = derivedDealFields(base);
    const shown = fields.dynamic_price === null ? null : packageShownPrice(base);
    return { ...base, ...fields, dynamic_price_basis: shown?.source === "tiers" ? tierBasis(base, shown.tierId) : DEFAULT_PRICE_BASIS };
  });

  // Counts of live packages only: an archived package keeps its links but is off the site.
  const livePackageIds = new Set(packageRows.map((p) => p.id));
  const packageCountByService = new Map<number, number>();
  for (const r of packageServiceRows)
    if (livePackageIds.has(r.package_id)) packageCountByService.set(r.service_id, (packageCountByService.get(r.service_id) ?? 0) + 1);
  const packageCountByDestination = new Map<number, number>();
  for (const r of packageDestinationRows)
    if (livePackageIds.has(r.package_id)) packageCountByDestination.set(r.destination_id, (packageCountByDestination.get(r.destination_id) ?? 0) + 1);

  const services: ApiService[] = [...serviceRows]
    .sort((a, b) => serviceRank(a) - serviceRank(b) || a.sort_order - b.sort_order)
    .map((s) => ({
      service_id: s.id,
      id: s.id,
      slug: s.slug,
      name: s.name,
      description: s.description,
      icon: s.icon,
      image_url: imageUrl(s.image_key, 960),
      package_count: packageCountByService.get(s.id) ?? 0,
    }));

  const imagesByDestination = groupBy(destinationImageRows, (r) => r.destination_id);
  const continentsByDestination = groupBy(continentRows, (r) => r.destination_id);
  const destinations = sortDestinations(
    destinationRows.map((d): ApiDestinationSummary => {
      const images = (imagesByDestination.get(d.id) ?? []).map((img) => ({
        id: img.id,
        image: imageUrl(img.image_key, 1600),
        image_url: imageUrl(img.image_key, 960),
        alt: img.alt,
        is_primary: bool(img.is_primary),
      }));
      const continents = (continentsByDestination.get(d.id) ?? []).map((c) => ({ id: c.id, name: c.name }));
      const primary = images.find((i) => i.is_primary) ?? images[0];
      return {
        destination_id: d.id,
        id: d.id,
        slug: d.slug,
        name: d.name,
        description: d.description,
        destination_type: d.destination_type === "hidden" ? "hidden" : "popular",
        primary_image_url: primary?.image_url ?? null,
        images,
        continents: continents.map((c) => c.name),
        continent_details: continents,
        package_count: packageCountByDestination.get(d.id) ?? 0,
      };
    }),
  );

  const blogs: ApiBlogSummary[] = blogRows.map((b) => ({
    blog_id: b.id,
    id: b.id,
    slug: b.slug,
    title: b.title,
    image: imageUrl(b.image_key, 1600),
    image_url: imageUrl(b.image_key, 960),
    image_alt: b.image_alt,
    is_featured: bool(b.is_featured),
    author: b.author,
    created_at: b.created_at,
    reading_time_minutes: b.reading_time_minutes,
    excerpt: b.excerpt,
  }));

  const gallery: ApiGalleryImage[] = galleryRows.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    alt_text: g.alt_text,
    thumbnail_url: imageUrl(g.image_key, 480),
    medium_url: imageUrl(g.image_key, 960),
    large_url: imageUrl(g.image_key, 1600),
    image_url: imageUrl(g.image_key, 1600),
    created_at: g.created_at,
  }));

  const sliders: ApiSliderImage[] = sliderRows.map((s) => ({
    id: s.id,
    page_set: s.page_set,
    image_url: imageUrl(s.image_key, 1600),
    alt: s.alt,
    caption: s.caption,
    is_primary: bool(s.is_primary),
  }));

  // Published packages only (a Set: a linear scan per rated package was quadratic in the catalogue).
  const publishedIds = new Set(packageRows.map((p) => p.id));
  return {
    version,
    services,
    packages,
    packagesById: new Map(packages.map((p) => [p.id, p])),
    destinations,
    destinationsById: new Map(destinations.map((d) => [d.id, d])),
    blogs,
    gallery,
    sliders,
    company,
    terms: pages.terms,
    faqs: pages.faqs,
    bookingTerms,
    pageHeaders: headerRows,
    rates: new Map([...ratesByPackage].filter(([id]) => publishedIds.has(id))),
  };
}
