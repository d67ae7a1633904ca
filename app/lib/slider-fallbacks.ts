/**
 * The bundled fallback slider sets of SPEC §3: one per page set, made from the same content as the
 * seeded sliders (content/sliders.ts), so a failing or empty slider API never leaves a hero empty.
 * Like the API's sets, each slide has url and caption, and the home set also id and isPrimary. The
 * data carries when it was generated and for how long it is meant to stand in (24 h); past that it
 * is still shown, since an older picture beats an empty hero, but `isStale` says so.
 */
import { sliders } from "#demo/content/sliders.ts";
import type { SliderPageSet } from "#demo/content/types.ts";
import type { ApiSliderImage } from "#domain/api-types.ts";
import { imageUrl } from "#domain/images.ts";

export interface FallbackSlide {
  id?: number;
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

const PAGE_SETS: SliderPageSet[] = ["home", "about", "gallery", "destinations", "services", "packages", "blog"];

export const SLIDER_FALLBACKS: SliderFallbacks = {
  generatedAt: "2026-11-23T04:00:00.000Z",
  ttlHours: 24,
  sets: Object.fromEntries(
    PAGE_SETS.map((set) => [
      set,
      sliders
        .filter((s) => s.page_set === set)
        .map((s, i): FallbackSlide => {
          const slide: FallbackSlide = { url: imageUrl(`illustrations/${s.image.scene}-${s.image.variant}`, 960), caption: s.caption, alt: s.image.alt };
          return set === "home" ? { id: i + 1, ...slide, isPrimary: s.is_primary } : slide;
        }),
    ]),
  ) as Record<SliderPageSet, FallbackSlide[]>,
};

export function isStale(fallbacks: SliderFallbacks, now = Date.now()): boolean {
  return now - Date.parse(fallbacks.generatedAt) > fallbacks.ttlHours * 3_600_000;
}

/** A page set's fallback in the API's shape, for code that renders API slides. */
export function fallbackSlides(set: SliderPageSet): ApiSliderImage[] {
  return SLIDER_FALLBACKS.sets[set].map((s, i) => ({
    id: s.id ?? i + 1,
    page_set: set,
    image_url: s.url,
    alt: s.alt,
    caption: s.caption,
    is_primary: s.isPrimary ?? i === 0,
  }));
}

/** The API's slides when there are any, else the bundled set. */
export function slidesOrFallback(set: SliderPageSet, slides: ApiSliderImage[] | null | undefined): ApiSliderImage[] {
  return slides && slides.length ? slides : fallbackSlides(set);
}
