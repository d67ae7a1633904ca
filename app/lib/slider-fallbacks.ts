/**
 * The bundled fallback slider sets of SPEC §3: one per page set, so a failing or empty slider API
 * never leaves a hero empty. Like the API's sets, each slide has url and caption, and the home set
 * also id and isPrimary. The data carries when it was generated and for how long it is meant to
 * stand in (24 h); past that it is still shown, since an older picture beats an empty hero, but
 * `isStale` says so.
 *
 * The slides are the site's page header images (`headers/<page>`), not demo pictures, and only
 * those stored are shown (decision 0032): on an install without header images a set is empty and
 * the hero draws its plain band, never a request for an image that is not there.
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

export interface SliderFallbacks {
  generatedAt: string;
  ttlHours: number;
  sets: Record<SliderPageSet, FallbackSlide[]>;
}

type SlideSource = { page: string; caption: string; alt: string };

const SOURCES: Record<SliderPageSet, SlideSource[]> = {
  home: [
    { page: "about-us", caption: "Discover Kenya with us", alt: "Safari scenery from Kenya" },
    { page: "destinations", caption: "Destinations across Africa and beyond", alt: "A destination we travel to" },
    { page: "packages", caption: "Holidays for every season", alt: "A holiday destination" },
    { page: "services", caption: "Safaris, events and journeys of faith", alt: "A safari camp" },
  ],
  about: [
    { page: "about-us", caption: "Born in Nairobi, at home across Africa", alt: "Safari scenery from Kenya" },
    { page: "travel-management", caption: "Travel management for organisations", alt: "Travel for organisations" },
  ],
  gallery: [{ page: "gallery", caption: "Moments from the road", alt: "A moment from one of our trips" }],
  destinations: [{ page: "destinations", caption: "Destinations across Africa and beyond", alt: "A destination we travel to" }],
  services: [{ page: "services", caption: "Safaris, events and journeys of faith", alt: "A safari camp" }],
  packages: [{ page: "packages", caption: "Holidays for every season", alt: "A holiday destination" }],
  blog: [{ page: "blogs", caption: "Stories from our guides", alt: "A trail on one of our journeys" }],
};

export const SLIDER_FALLBACKS: SliderFallbacks = {
  generatedAt: "2026-11-25T04:00:00.000Z",
  ttlHours: 24,
  sets: Object.fromEntries(
    SLIDER_PAGE_SETS.map((set) => [
      set,
      SOURCES[set].map((s, i): FallbackSlide => {
        const key = pageHeaderKey(s.page);
        const slide: FallbackSlide = { key, url: imageUrl(key, 960), caption: s.caption, alt: s.alt };
        return set === "home" ? { id: i + 1, ...slide, isPrimary: i === 0 } : slide;
      }),
    ]),
  ) as Record<SliderPageSet, FallbackSlide[]>,
};

export function isStale(fallbacks: SliderFallbacks, now = Date.now()): boolean {
  return now - Date.parse(fallbacks.generatedAt) > fallbacks.ttlHours * 3_600_000;
}

/** The bundled slides' alt texts, and the hero's for a slide without one, as messages (keyed by the English). */
const SLIDE_ALT_MESSAGES = new Map<string, MessageDescriptor>([
  ["Safari scenery from Kenya", msg`Safari scenery from Kenya`],
  ["A destination we travel to", msg`A destination we travel to`],
  ["A holiday destination", msg`A holiday destination`],
  ["A safari camp", msg`A safari camp`],
  ["Travel for organisations", msg`Travel for organisations`],
  ["A moment from one of our trips", msg`A moment from one of our trips`],
  ["A trail on one of our journeys", msg`A trail on one of our journeys`],
  ["Travel scene from Kenya", msg`Travel scene from Kenya`],
]);

/** A slide's alt text in the page's language when it is one of the site's own; an owner's words as they are. */
export function slideAltText(i18n: I18n, alt: string): string {
  const message = SLIDE_ALT_MESSAGES.get(alt);
  return message ? i18n._(message) : alt;
}

/** A page set's fallback in the API's shape, only its slides whose page header image is chosen (that image, its alt text). */
export function fallbackSlides(set: SliderPageSet, stored: ReadonlyMap<string, StoredPageHeader>): ApiSliderImage[] {
  const slides = SLIDER_FALLBACKS.sets[set].filter((s) => stored.has(s.key));
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

/** The API's slides when there are any, else the bundled set's stored slides. */
export function slidesOrFallback(set: SliderPageSet, slides: ApiSliderImage[] | null | undefined, stored: ReadonlyMap<string, StoredPageHeader>): ApiSliderImage[] {
  return slides && slides.length ? slides : fallbackSlides(set, stored);
}
