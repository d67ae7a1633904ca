/**
 * The site's own images in other languages (issue 29, decision 0078): the slider sets' captions and
 * alt texts, the page headers' alt texts and the gallery's titles, descriptions and alt texts.
 *
 * Each is translated as its editor stores it: one translation per slider set (entity "slider", id
 * the set's number as in its drafts), one for the page headers (entity "page_headers", id 0, one
 * document like the other site documents) and one for the gallery (entity "gallery", id 1 as in
 * its drafts). Inside one, a field's key names the item by what stays with it when items are moved,
 * added or removed: a slide and a photo by their row id (kept across publishes, decision 0028), a
 * header by its page. So reordering a set keeps every translation on its own picture, and a new
 * slide simply has none yet (English shows).
 *
 * The English a translation is made from is what the site reads: `{ slides }` of one set, `{ headers }`
 * as the catalogue answers them, `{ items }` of the gallery. A field whose English is empty (a slide
 * without a caption) has nothing to translate and is not listed.
 *
 * No zod and nothing of the server here: pages do not import this, but the domain's translation
 * functions (content-translations.ts) do.
 */
import type { ApiGalleryImage, ApiSliderImage } from "./api-types.ts";
import type { ContentTranslation, TranslatableField } from "./content-translations.ts";
import { PAGE_HEADER_PAGES, PAGE_HEADER_PREFIX, type StoredPageHeader } from "./page-headers.ts";

export const SITE_IMAGE_ENTITIES = ["slider", "page_headers", "gallery"] as const;
export type SiteImageEntity = (typeof SITE_IMAGE_ENTITIES)[number];

export const isSiteImageEntity = (entity: string): entity is SiteImageEntity => (SITE_IMAGE_ENTITIES as readonly string[]).includes(entity);

/** The translation id of the page headers: there is one page-headers document. */
export const PAGE_HEADERS_TRANSLATION_ID = 0;
/** The translation id of the gallery: the gallery's own entity id (GALLERY_ID) in drafts and revisions. */
export const GALLERY_TRANSLATION_ID = 1;

/** The English each translation is made from, as the site reads it. */
export interface SliderEnglish {
  slides: ReadonlyArray<Pick<ApiSliderImage, "id" | "caption" | "alt">>;
}
export interface PageHeadersEnglish {
  headers: ReadonlyArray<Pick<StoredPageHeader, "key" | "alt">>;
}
export interface GalleryEnglish {
  items: ReadonlyArray<Pick<ApiGalleryImage, "id" | "title" | "description" | "alt_text">>;
}

const ALT_LABEL = "Image description (alt text)";
const records = (value: unknown): Array<Readonly<Record<string, unknown>>> =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : [];
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function field(key: string, label: string, kind: TranslatableField["kind"], english: unknown): TranslatableField[] {
  const value = text(english);
  return value.trim() ? [{ key, label, kind, english: value }] : [];
}

/** A page header's page from its key (`headers/contact` is "contact"). */
const pageOf = (key: string) => (key.startsWith(PAGE_HEADER_PREFIX) ? key.slice(PAGE_HEADER_PREFIX.length) : key);
const PAGE_LABELS: ReadonlyMap<string, string> = new Map(PAGE_HEADER_PAGES.map((p) => [p.page, p.label]));

/** The fields of one slider set: each slide's caption and alt text, the slide named by its place for the translator. */
function sliderFields(english: Readonly<Record<string, unknown>>): TranslatableField[] {
  return records(english.slides).flatMap((slide, i) => [
    ...field(`slides.${String(slide.id)}.caption`, `Slide ${i + 1} · Caption`, "line", slide.caption),
    ...field(`slides.${String(slide.id)}.alt`, `Slide ${i + 1} · ${ALT_LABEL}`, "line", slide.alt),
  ]);
}

/** The fields of the page headers: each chosen header's alt text, named by its page. */
function pageHeaderFields(english: Readonly<Record<string, unknown>>): TranslatableField[] {
  return records(english.headers).flatMap((header) => {
    const page = pageOf(text(header.key));
    return field(`headers.${page}.alt`, `${PAGE_LABELS.get(page) ?? page} header · ${ALT_LABEL}`, "line", header.alt);
  });
}

/** The fields of the gallery: each photo's title, description and alt text. */
function galleryFields(english: Readonly<Record<string, unknown>>): TranslatableField[] {
  return records(english.items).flatMap((item, i) => {
    const at = `items.${String(item.id)}`;
    return [
      ...field(`${at}.title`, `Photo ${i + 1} · Title`, "line", item.title),
      ...field(`${at}.description`, `Photo ${i + 1} · Description`, "text", item.description),
      ...field(`${at}.alt_text`, `Photo ${i + 1} · ${ALT_LABEL}`, "line", item.alt_text),
    ];
  });
}

/** The translatable fields of a site-image entity, expanded from its English. */
export function siteImageFields(entity: SiteImageEntity, english: Readonly<Record<string, unknown>>): TranslatableField[] {
  return entity === "slider" ? sliderFields(english) : entity === "page_headers" ? pageHeaderFields(english) : galleryFields(english);
}

/**
 * The translation of `english` under `key`: only English that is there is translated (as only it is
 * listed for translators), and a translation's blank field is none.
 */
function over(english: string, translation: ContentTranslation, key: string): string {
  const value = translation.fields[key];
  return english.trim() !== "" && typeof value === "string" && value.trim() !== "" ? value : english;
}

/**
 * The site reads these lists; each item gets the translation's non-empty fields and keeps
 * everything else (image, order, primary flag) from the English. The lists are copied, never
 * changed: the English answer is shared by every reader. An item the translation does not name
 * stays English, and so does every item without a translation at all.
 */
export function translateSlides<S extends Pick<ApiSliderImage, "id" | "caption" | "alt">>(slides: readonly S[], translation: ContentTranslation | undefined): S[] {
  if (!translation) return [...slides];
  return slides.map((s) => ({ ...s, caption: over(s.caption, translation, `slides.${s.id}.caption`), alt: over(s.alt, translation, `slides.${s.id}.alt`) }));
}

export function translatePageHeaders<H extends Pick<StoredPageHeader, "key" | "alt">>(headers: readonly H[], translation: ContentTranslation | undefined): H[] {
  if (!translation) return [...headers];
  // A header without English alt text (an original under its own key) keeps it empty: the page then
  // shows its own alt text, already in its language.
  return headers.map((h) => ({ ...h, alt: over(h.alt, translation, `headers.${pageOf(h.key)}.alt`) }));
}

export function translateGallery<G extends Pick<ApiGalleryImage, "id" | "title" | "description" | "alt_text">>(items: readonly G[], translation: ContentTranslation | undefined): G[] {
  if (!translation) return [...items];
  return items.map((item) => {
    const at = (name: "title" | "description" | "alt_text") => over(item[name], translation, `items.${item.id}.${name}`);
    return { ...item, title: at("title"), description: at("description"), alt_text: at("alt_text") };
  });
}

/** `english` (the entity's English as above) with the translation laid over it. */
export function overlaySiteImages<T extends object>(entity: SiteImageEntity, english: T, translation: ContentTranslation | undefined): T {
  const doc = english as Record<string, unknown>;
  if (!translation) return english;
  if (entity === "slider" && Array.isArray(doc.slides)) return { ...english, slides: translateSlides(doc.slides as ApiSliderImage[], translation) };
  if (entity === "page_headers" && Array.isArray(doc.headers)) return { ...english, headers: translatePageHeaders(doc.headers as StoredPageHeader[], translation) };
  if (entity === "gallery" && Array.isArray(doc.items)) return { ...english, items: translateGallery(doc.items as ApiGalleryImage[], translation) };
  return english;
}
