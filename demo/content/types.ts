/**
 * Shapes of the demo catalogue as written by hand in demo/content/. The seeder
 * (demo/seed) turns these into database rows; image references become
 * generated illustrations stored once and served through /images/.
 */

/** Every illustration kind the generator in demo/illustrations can draw. */
export const SCENE_KINDS = [
  "savanna", // grassland, acacias, animals (elephants, giraffes, zebras, lions)
  "balloon", // hot-air balloons over savanna at dawn
  "snow-peak", // Kilimanjaro / Mount Kenya style peak with snow cap
  "mountain-trail", // hikers' view: ridges, moorland, giant lobelias
  "beach", // white sand, palms, turquoise sea
  "dhow", // dhow sailing at sunset
  "old-town", // Swahili stone town, arches, carved doors (Lamu, Stone Town)
  "lake-flamingos", // pink flamingos on a rift valley lake
  "lake-hippos", // freshwater lake with hippos, papyrus, fish eagle
  "rainforest", // dense forest, gorilla/chimp silhouettes
  "waterfall",
  "desert-dunes", // dunes, camels (Dubai, Namib)
  "city-skyline", // modern city towers (Nairobi, Dubai, Cape Town)
  "conference", // conference room, stage, screen, rows of chairs
  "team-building", // outdoor team activity, ropes, people
  "church", // church / pilgrimage site, Holy Land hills
  "aircraft", // aircraft in sky / on runway, charter planes
  "tented-camp", // luxury tents at dusk, campfire
  "sunset-dinner", // romantic dinner set-up, lanterns (honeymoons)
  "coral-reef", // underwater reef, fish, turtle
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** A reference to an original illustration: the scene and a variant number for variety. */
export interface ImageRef {
  scene: SceneKind;
  /** Any integer; different numbers give visibly different compositions and palettes. */
  variant: number;
  /** Alternative text describing what the picture stands for. */
  alt: string;
}

export type ServiceName =
  | "Game Drives and Safaris"
  | "Conferences and Team Building"
  | "Vacations and Adventure"
  | "Honeymoon and Special Occasions"
  | "Christian Packages"
  | "Air Ticketing and Charter Services";

export interface ServiceSeed {
  name: ServiceName;
  slug: string;
  description: string;
  /** Icon key, drawn by the app's icon set: "binoculars" | "presentation" | "compass" | "heart" | "cross" | "plane" */
  icon: string;
  image: ImageRef;
}

export type Continent =
  | "East Africa"
  | "Africa"
  | "Europe"
  | "Asia"
  | "North America"
  | "South America"
  | "Antarctica"
  | "Oceania";

export interface DestinationSeed {
  slug: string;
  name: string;
  /** One or two plain sentences; list cards cut it at 100 characters. */
  description: string;
  /** Several paragraphs of original prose as simple HTML (<p>, <h3>, <ul>, <li>, <strong>, <em>). */
  description_html: string;
  destination_type: "popular" | "hidden";
  continents: Continent[];
  images: ImageRef[]; // first one is primary; 3 or 4 each
}

export type TierType = "single" | "value" | "comfort" | "premier";

export interface ItineraryDaySeed {
  title: string;
  places: string[];
  overnight: string;
  meals: Array<"breakfast" | "lunch" | "dinner">;
  /** Simple HTML (<p>, <strong>, <em>, lists). */
  description_html: string;
}

export interface TierSeed {
  tier_type: TierType;
  price_kshs: number | null;
  price_usd: number | null;
  for_residents: boolean;
  for_east_africans: boolean;
  for_non_residents: boolean;
  /** Day-by-day itinerary (decision 0027); the API's itinerary HTML is derived from it. */
  itinerary_days: ItineraryDaySeed[];
  inclusions: string[];
  exclusions: string[];
  /** domain/price-basis.ts; per person sharing when left out. */
  price_basis?: "per_person_sharing" | "per_person_single" | "per_group" | "total";
}

export interface OptionalActivitySeed {
  activity_name: string;
  cost_kshs: number | null;
  cost_usd: number | null;
  description: string;
}

export interface PackageSeed {
  slug: string;
  package_title: string;
  summary: string;
  /** Names of DestinationSeed entries (must exist in destinations.ts). */
  destinations: string[];
  /** Names of services (one or two). The first is the package's main service. */
  services: ServiceName[];
  /** Travel type label; usually the main service name, sometimes a niche type such as "Beach Holiday". */
  travel_type: string;
  ribbon_tag_left: string | null; // e.g. "Best Seller", "Migration Season", "10% Off"
  is_deal: boolean;
  is_standout: boolean;
  tier_structure: "single" | "multiple";
  /** A typed promotional price: no longer shown (decision 0045); deals are `deal_percent` rules. */
  dynamic_price: number | null;
  dynamic_currency: "KES" | "USD" | null;
  /** A deal's replaced price, struck through beside dynamic_price (content/packages/pricing.ts). */
  dynamic_price_was?: number | null;
  dynamic_price_basis?: "per_person_sharing" | "per_person_single" | "per_group" | "total";
  /** The deal rule: whole percent off the package's own prices (decision 0045; content/packages/pricing.ts). */
  deal_percent?: number | null;
  /** Optional display text, e.g. "From KES 45,000 pp sharing". */
  min_price_display: string | null;
  duration_days: number;
  tiers: TierSeed[];
  optional_activities: OptionalActivitySeed[];
  terms_and_conditions: string | null; // short HTML
  images: ImageRef[]; // 3 or 4 each
  /** ISO date the package was published, for ordering. */
  created_at: string;
}

export interface BlogSeed {
  slug: string;
  title: string;
  author: string;
  is_featured: boolean;
  created_at: string; // ISO datetime
  excerpt: string;
  /** 400+ words of original prose as simple HTML. */
  content_html: string;
  image: ImageRef;
}

export interface GallerySeed {
  title: string;
  description: string;
  alt_text: string;
  image: ImageRef;
  created_at: string;
}

export type SliderPageSet = "home" | "about" | "gallery" | "destinations" | "services" | "packages" | "blog";

export interface SliderSeed {
  page_set: SliderPageSet;
  caption: string;
  is_primary: boolean;
  image: ImageRef;
}
