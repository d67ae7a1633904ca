import type { Locale } from "#domain/locales.ts";

/** A demo entity's translations, keyed by its slug, then by language: the translated fields. */
export type DemoTranslations<F extends string> = Record<string, Partial<Record<Exclude<Locale, "en">, Record<F, string>>>>;

/**
 * A package's details in one language (issue 29), mirroring its English seed (demo/content/
 * packages/) tier by tier: each tier's days in the English order (title, overnight where the
 * English names one, and the day's HTML), its inclusions and exclusions in the English order, the
 * optional activities in the English order, and the package's terms HTML.
 */
export interface PackageDetailsTranslation {
  tiers: Partial<
    Record<
      "single" | "value" | "comfort" | "premier",
      {
        itinerary_days: { title: string; overnight?: string; description_html: string }[];
        inclusions: string[];
        exclusions: string[];
      }
    >
  >;
  optional_activities: { activity_name: string; description: string }[];
  terms_and_conditions: string | null;
}

/** One language's package details, keyed by the package's slug. */
export type PackageDetailsTranslations = Record<string, PackageDetailsTranslation>;

/**
 * The site's documents in one language (issue 29), mirroring demo/content/pages/{terms,faqs}.ts and
 * the visitor-facing words of demo/content/site.ts: the same section ids, group ids and order as
 * the English, with the figures taken from the same constants (app/content/pages/commercial-terms.ts).
 */
export interface SitePagesTranslation {
  termsIntro: string;
  termsSections: import("#app/content/pages/types.ts").TermsSection[];
  faqGroups: { id: string; title: string; faqs: import("#app/content/pages/types.ts").Faq[] }[];
  company: {
    tagline: string;
    description: string;
    whatsappMessage: string;
    /** The accreditations' names, in demo/content/site.ts's order. */
    accreditations: string[];
  };
}

/**
 * A package's ribbon tag (where the English has one) and its images' alt texts in the English demo's
 * order (decision 0079), by slug, then language.
 */
export type PackageLabels = Record<string, Partial<Record<Exclude<Locale, "en">, { ribbon_tag_left?: string; images: string[] }>>>;

/** A destination's name and its images' alt texts in the English demo's order (decision 0079), by slug, then language. */
export type DestinationLabels = Record<string, Partial<Record<Exclude<Locale, "en">, { name: string; images: string[] }>>>;
