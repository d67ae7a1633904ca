/**
 * What the home page needs of the bundled fallback slider sets (SPEC §3; the sets themselves are in
 * ./slider-fallbacks.ts): the home set, and turning a set into the API's shape. Kept apart so the
 * home page's first-load JavaScript carries one set's captions, not all seven (issue 27 item 3).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiSliderImage } from "#domain/api-types.ts";
import { imageUrl } from "#domain/images.ts";
import { pageHeaderKey, type StoredPageHeader } from "#domain/page-headers.ts";

export const SLIDER_PAGE_SETS = ["home", "about", "gallery", "destinations", "services", "packages", "blog"] as const;
export type SliderPageSet = (typeof SLIDER_PAGE_SETS)[number];

export interface FallbackSlide {
  id?: number;
  /** The image's key (a page header), for checking it is stored. */
  key: string;
  url: string;
  caption: string;
  alt: string;
  isPrimary?: boolean;
}

export type SlideSource = { page: string; caption: string; alt: string };

export const HOME_SOURCES: SlideSource[] = [
  { page: "about-us", caption: "Discover Kenya with us", alt: "Safari scenery from Kenya" },
  { page: "destinations", caption: "Destinations across Africa and beyond", alt: "A destination we travel to" },
  { page: "packages", caption: "Holidays for every season", alt: "A holiday destination" },
  { page: "services", caption: "Safaris, events and journeys of faith", alt: "A safari camp" },
];

/** A set's slides from its sources; the home set's also have id and isPrimary. */
export function fallbackSet(set: SliderPageSet, sources: readonly SlideSource[]): FallbackSlide[] {
  return sources.map((s, i): FallbackSlide => {
    const key = pageHeaderKey(s.page);
    const slide: FallbackSlide = { key, url: imageUrl(key, 960), caption: s.caption, alt: s.alt };
    return set === "home" ? { id: i + 1, ...slide, isPrimary: i === 0 } : slide;
  });
}

/** A set's fallback in the API's shape, only its slides whose page header image is chosen (that image, its alt text). */
export function storedFallbackSlides(set: SliderPageSet, fallback: readonly FallbackSlide[], stored: ReadonlyMap<string, StoredPageHeader>): ApiSliderImage[] {
  const slides = fallback.filter((s) => stored.has(s.key));
  return slides.map((s, i) => ({
    id: s.id ?? i + 1,
    page_set: set,
    image_url: imageUrl(stored.get(s.key)?.image ?? s.key, 960),
    alt: stored.get(s.key)?.alt || s.alt,
    caption: s.caption,
    // The first stored slide stands in as primary when the primary one is not stored.
    is_primary: slides.some((x) => x.isPrimary) ? Boolean(s.isPrimary) : i === 0,
  }));
}

/** The home page's slides from the API when there are any, else the bundled home set's stored slides. */
export function homeSlidesOrFallback(slides: ApiSliderImage[] | null | undefined, stored: ReadonlyMap<string, StoredPageHeader>): ApiSliderImage[] {
  return slides && slides.length ? slides : storedFallbackSlides("home", fallbackSet("home", HOME_SOURCES), stored);
}

/**
 * The home set's bundled alt texts, and the hero's for a slide without one, as messages (keyed by the
 * English): the home hero is the one slider that shows the bundled sets' alt texts.
 */
const SLIDE_ALT_MESSAGES = new Map<string, MessageDescriptor>([
  ["Safari scenery from Kenya", msg`Safari scenery from Kenya`],
  ["A destination we travel to", msg`A destination we travel to`],
  ["A holiday destination", msg`A holiday destination`],
  ["A safari camp", msg`A safari camp`],
  ["Travel scene from Kenya", msg`Travel scene from Kenya`],
]);

/** A slide's alt text in the page's language when it is one of the site's own; an owner's words as they are. */
export function slideAltText(i18n: I18n, alt: string): string {
  const message = SLIDE_ALT_MESSAGES.get(alt);
  return message ? i18n._(message) : alt;
}
