/**
 * Where the console's translation editor reads the English of the site's images (decision 0078):
 * the seven slider sets, the page headers and the gallery, each as the site reads it published.
 * Entries in the shape of the editor's translation sources (one per entity type: how the console
 * names it, its documents with their English, where its English is edited and where it shows), so
 * the editor lists them beside the catalogue's entities; the fields come from `translatableFields`.
 */
import { SLIDER_PAGE_PATHS, SLIDER_PAGE_SET_LABELS, SLIDER_PAGE_SET_NAMES, sliderEntityId, sliderSetOf } from "#domain/slider-document.ts";
import {
  GALLERY_TRANSLATION_ID,
  PAGE_HEADERS_TRANSLATION_ID,
  type GalleryEnglish,
  type PageHeadersEnglish,
  type SiteImageEntity,
  type SliderEnglish,
} from "#domain/site-image-translations.ts";
import type { Catalogue } from "../catalogue/index.ts";

export interface EnglishDocument {
  id: number;
  name: string;
  english: object;
}

interface SiteImageSource {
  noun: string;
  documents(catalogue: Catalogue): Promise<EnglishDocument[]>;
  document(catalogue: Catalogue, id: number): Promise<EnglishDocument | null>;
  editorPath(id: number): string;
  sitePath(doc: EnglishDocument): string | null;
}

async function sliderSet(catalogue: Catalogue, id: number): Promise<EnglishDocument | null> {
  const set = sliderSetOf(id);
  return set ? { id, name: `${SLIDER_PAGE_SET_LABELS[set]} slider`, english: { slides: await catalogue.sliderImages(set) } satisfies SliderEnglish } : null;
}

const single = (id: number, read: () => Promise<EnglishDocument>) => async (wanted: number) => (wanted === id ? read() : null);

export const SITE_IMAGE_SOURCES: Record<SiteImageEntity, SiteImageSource> = {
  slider: {
    noun: "Slider",
    documents: async (c) => (await Promise.all(SLIDER_PAGE_SET_NAMES.map((set) => sliderSet(c, sliderEntityId(set))))).flatMap((d) => (d ? [d] : [])),
    document: sliderSet,
    editorPath: (id) => `/console/sliders/${sliderSetOf(id) ?? ""}`,
    sitePath: (d) => {
      const set = sliderSetOf(d.id);
      return set ? SLIDER_PAGE_PATHS[set] : null;
    },
  },
  page_headers: {
    noun: "Page headers",
    documents: async (c) => [await pageHeaders(c)],
    document: (c, id) => single(PAGE_HEADERS_TRANSLATION_ID, () => pageHeaders(c))(id),
    editorPath: () => "/console/page-headers",
    // Every page shows its own header; the contact page is one of them.
    sitePath: () => "/contact",
  },
  gallery: {
    noun: "Gallery",
    documents: async (c) => [await gallery(c)],
    document: (c, id) => single(GALLERY_TRANSLATION_ID, () => gallery(c))(id),
    editorPath: () => "/console/gallery",
    sitePath: () => "/gallery",
  },
};

async function pageHeaders(c: Catalogue): Promise<EnglishDocument> {
  return { id: PAGE_HEADERS_TRANSLATION_ID, name: "Page headers", english: { headers: await c.pageHeaders() } satisfies PageHeadersEnglish };
}

async function gallery(c: Catalogue): Promise<EnglishDocument> {
  return { id: GALLERY_TRANSLATION_ID, name: "Gallery", english: { items: await c.gallery() } satisfies GalleryEnglish };
}
