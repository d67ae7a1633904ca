/**
 * Kysely table types. Flags are stored as 0/1 integers and dates as ISO-8601
 * text so one set of migrations and queries works on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated } from "kysely";

type Flag = number; // 0 or 1

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  icon: string;
  image_key: string;
  sort_order: number;
  /** Set by the console's service editor; "" for services as seeded. */
  updated_at: Generated<string>;
}

export interface PackagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  travel_type: string;
  ribbon_tag_left: string | null;
  is_deal: Flag;
  is_standout: Flag;
  tier_structure: string;
  dynamic_price: number | null;
  dynamic_currency: string | null;
  /** The price a deal replaces (same currency as dynamic_price); decision 0023. */
  dynamic_price_was: number | null;
  dynamic_price_basis: Generated<string>;
  /** The deal rule (migration 0026, decision 0045): whole percent off, for departures in an optional window. */
  deal_percent: ColumnType<number | null, number | null | undefined, number | null>;
  deal_starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  deal_ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  min_price_display: string | null;
  duration_days: number;
  terms_and_conditions: string | null;
  created_at: string;
  updated_at: string;
  /** "published" is live; "draft" was created in the console and never published (decision 0027). */
  status: ColumnType<string, string | undefined, string>;
}

export interface PackageServicesTable {
  package_id: number;
  service_id: number;
  sort_order: number;
}

export interface PackageDestinationsTable {
  package_id: number;
  destination_id: number;
  sort_order: number;
}

export interface PackageImagesTable {
  id: Generated<number>;
  package_id: number;
  image_key: string;
  alt: string;
  sort_order: number;
}

export interface PackageTiersTable {
  id: Generated<number>;
  package_id: number;
  tier_type: string;
  price_kshs: number | null;
  price_usd: number | null;
  for_residents: Flag;
  for_east_africans: Flag;
  for_non_residents: Flag;
  itinerary_details_html: string;
  inclusions: string; // JSON array of strings
  exclusions: string; // JSON array of strings
  sort_order: number;
  /** domain/price-basis.ts */
  price_basis: Generated<string>;
}

/** One day of a tier's itinerary (decision 0027). */
export interface PackageItineraryDaysTable {
  id: Generated<number>;
  tier_id: number;
  sort_order: number;
  title: string;
  places: string; // JSON array of strings
  overnight: string;
  meals: string; // JSON array of "breakfast" | "lunch" | "dinner"
  /** Sanitised HTML. */
  description_html: string;
  /** The rich-text editor's JSON document; null for days not yet edited in the console. */
  description_doc: string | null;
}

export interface OptionalActivitiesTable {
  id: Generated<number>;
  package_id: number;
  activity_name: string;
  cost_kshs: number | null;
  cost_usd: number | null;
  description: string;
  sort_order: number;
}

export interface DestinationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  description_html: string;
  destination_type: string;
  created_at: string;
  /** "published" is live; "archived" is not (decision 0025). */
  status: ColumnType<string, string | undefined, string>;
  /** The rich-text editor's JSON document of description_html; null before the first edit. */
  description_doc: string | null;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface DestinationImagesTable {
  id: Generated<number>;
  destination_id: number;
  image_key: string;
  alt: string;
  is_primary: Flag;
  sort_order: number;
}

export interface ContinentsTable {
  id: Generated<number>;
  name: string;
}

export interface DestinationContinentsTable {
  destination_id: number;
  continent_id: number;
}

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  image_key: string;
  image_alt: string;
  is_featured: Flag;
  author: string;
  excerpt: string;
  content_html: string;
  reading_time_minutes: number;
  created_at: string;
  /** "published" is live; "draft" (created, never published) and "archived" are not (decision 0025). */
  status: ColumnType<string, string | undefined, string>;
  /** The rich-text editor's JSON document of content_html; null for stories written before it. */
  content_doc: string | null;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface GalleryImagesTable {
  id: Generated<number>;
  title: string;
  description: string;
  alt_text: string;
  image_key: string;
  created_at: string;
  /** Position on the gallery page (0 first); set by the gallery editor (decision 0028). */
  sort_order: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface SliderImagesTable {
  id: Generated<number>;
  page_set: string;
  image_key: string;
  alt: string;
  caption: string;
  is_primary: Flag;
  sort_order: number;
}

/** Original images (the generated SVG illustrations, later uploaded photos); variants are cached on disk. */
export interface MediaTable {
  key: string;
  content_type: string;
  data: Buffer;
  created_at: string;
}

export interface MediaAssetsTable {
  key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  storage: string;
  original_name: string;
  alt_text: Generated<string>;
  title: Generated<string>;
  description: Generated<string>;
  /** Whole percent, 0..100. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  uploaded_by_id: string | null;
  uploaded_by_email: string | null;
  created_at: string;
  updated_at: string;
}

/** Published site-wide documents by kind (company details), JSON checked by domain/ schemas. */
export interface SiteDocumentsTable {
  kind: string;
  document: string;
  updated_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  created_at: string;
  full_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  residency: string | null;
  budget_tier: string | null;
  start_date: string | null;
  end_date: string | null;
  pax_adults: number;
  pax_children: number;
  children_ages: string | null; // JSON array of integers
  package_id: number | null;
  service_id: number | null;
  destination_id: number | null;
  source_page: string | null;
  source_url: string | null;
  is_spam: Flag;
  spam_reason: string | null;
  client_ip: string | null;
  user_agent: string | null;
  /** The server's estimate for the party and dates asked about (migration 0020), minor units. */
  estimate_total: number | string | null;
  estimate_currency: string | null;
  /** JSON of domain/rates/estimate.ts `PriceEstimate`. */
  estimate: string | null;
}

/** An editor's unpublished document for one catalogue entity (decision 0023). */
export interface CatalogueDraftsTable {
  entity_type: string;
  entity_id: number;
  document: string; // JSON, validated by the entity's schema in domain/
  updated_at: string;
  updated_by_id: string | null;
  updated_by_email: string | null;
  restored_from: number | null;
}

/** Every published document, for history and restore. */
export interface CatalogueRevisionsTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: number;
  document: string;
  published_at: string;
  published_by_id: string | null;
  published_by_email: string | null;
  restored_from: number | null;
}

/** "Publish this draft at" (decision 0030); claimed by one process when due. */
export interface ScheduledPublishesTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: number;
  publish_at: string;
  status: ColumnType<ScheduleStatus, ScheduleStatus | undefined, ScheduleStatus>;
  created_at: string;
  created_by_id: string | null;
  created_by_email: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
  finished_at: string | null;
  errors: string | null;
}

export type ScheduleStatus = "pending" | "publishing" | "published" | "failed" | "cancelled";

/** A named date range of the rate model (decision 0033). */
export interface RateSeasonsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  start_on: string;
  end_on: string;
  priority: number;
  updated_at: string;
}

/** One per-night rate: package tier x residency x season x currency; amounts in cents. */
export interface PackageRatesTable {
  id: Generated<number>;
  package_id: number;
  tier_id: number;
  residency: string;
  season_id: number;
  currency: string;
  basis: string;
  contact_for_pricing: Flag;
  adult_sharing: number | null;
  single_supplement: number | null;
  child_bands: string; // JSON
  group_bands: string; // JSON
  updated_at: string;
}

export interface Database {
  rate_seasons: RateSeasonsTable;
  package_rates: PackageRatesTable;
  scheduled_publishes: ScheduledPublishesTable;
  catalogue_drafts: CatalogueDraftsTable;
  catalogue_revisions: CatalogueRevisionsTable;
  services: ServicesTable;
  packages: PackagesTable;
  package_services: PackageServicesTable;
  package_destinations: PackageDestinationsTable;
  package_itinerary_days: PackageItineraryDaysTable;
  package_images: PackageImagesTable;
  package_tiers: PackageTiersTable;
  optional_activities: OptionalActivitiesTable;
  destinations: DestinationsTable;
  destination_images: DestinationImagesTable;
  continents: ContinentsTable;
  destination_continents: DestinationContinentsTable;
  blogs: BlogsTable;
  gallery_images: GalleryImagesTable;
  slider_images: SliderImagesTable;
  media: MediaTable;
  media_assets: MediaAssetsTable;
  app_meta: AppMetaTable;
  site_documents: SiteDocumentsTable;
  inquiries: InquiriesTable;
}
