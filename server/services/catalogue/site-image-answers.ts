/**
 * How `inLanguage` translates the catalogue's reads of the site's images (issue 29, decision 0078):
 * a page set's slides, the page headers every page's layout reads, and the gallery, each with the
 * one translation its editor's document has (domain/site-image-translations.ts).
 */
import type { ApiGalleryImage, ApiSliderImage } from "#domain/api-types.ts";
import type { StoredPageHeader } from "#domain/page-headers.ts";
import {
  GALLERY_TRANSLATION_ID,
  PAGE_HEADERS_TRANSLATION_ID,
  translateGallery,
  translatePageHeaders,
  translateSlides,
} from "#domain/site-image-translations.ts";
import { isSliderPageSet, sliderEntityId } from "#domain/slider-document.ts";
import type { ContentTranslation } from "#domain/content-translations.ts";

type Lookup = ReadonlyMap<string, ContentTranslation>;

/** The translation of the set a slide belongs to (each slide names its set; a set is one translation). */
function slideTranslation(t: Lookup, slide: ApiSliderImage): ContentTranslation | undefined {
  return isSliderPageSet(slide.page_set) ? t.get(`slider:${sliderEntityId(slide.page_set)}`) : undefined;
}

export const siteImageAnswers: Record<string, (answer: unknown, t: Lookup) => unknown> = {
  sliderImages: (a, t) => (a as ApiSliderImage[]).map((slide) => translateSlides([slide], slideTranslation(t, slide))[0]!),
  pageHeaders: (a, t) => translatePageHeaders(a as StoredPageHeader[], t.get(`page_headers:${PAGE_HEADERS_TRANSLATION_ID}`)),
  gallery: (a, t) => translateGallery(a as ApiGalleryImage[], t.get(`gallery:${GALLERY_TRANSLATION_ID}`)),
};
