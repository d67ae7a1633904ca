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
import type { ApiSliderImage } from "#domain/api-types.ts";
import type { StoredPageHeader } from "#domain/page-headers.ts";
import { fallbackSet, HOME_SOURCES, SLIDER_PAGE_SETS, storedFallbackSlides, type FallbackSlide, type SliderPageSet, type SlideSource } from "./slider-fallback-slides.ts";

export { SLIDER_PAGE_SETS, type FallbackSlide, type SliderPageSet } from "./slider-fallback-slides.ts";

export interface SliderFallbacks {
  generatedAt: string;
  ttlHours: number;
  sets: Record<SliderPageSet, FallbackSlide[]>;
}

const SOURCES: Record<SliderPageSet, SlideSource[]> = {
  home: HOME_SOURCES,
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
  sets: Object.fromEntries(SLIDER_PAGE_SETS.map((set) => [set, fallbackSet(set, SOURCES[set])])) as Record<SliderPageSet, FallbackSlide[]>,
};

export function isStale(fallbacks: SliderFallbacks, now = Date.now()): boolean {
  return now - Date.parse(fallbacks.generatedAt) > fallbacks.ttlHours * 3_600_000;
}

/** A page set's fallback in the API's shape, only its slides whose page header image is chosen (that image, its alt text). */
export function fallbackSlides(set: SliderPageSet, stored: ReadonlyMap<string, StoredPageHeader>): ApiSliderImage[] {
  return storedFallbackSlides(set, SLIDER_FALLBACKS.sets[set], stored);
}

/** The API's slides when there are any, else the bundled set's stored slides. */
export function slidesOrFallback(set: SliderPageSet, slides: ApiSliderImage[] | null | undefined, stored: ReadonlyMap<string, StoredPageHeader>): ApiSliderImage[] {
  return slides && slides.length ? slides : fallbackSlides(set, stored);
}
