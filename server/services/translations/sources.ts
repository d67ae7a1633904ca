/**
 * Where the console's translation editor reads the English of each kind of translated document
 * (decision 0076): the published English answer, as the site shows it and as the demo's
 * translations were hashed from (demo/seed/translations.ts). The fields a translator fills in come
 * from `translatableFields` (domain/content-translations.ts); a new entity type there needs only an
 * entry here saying how its documents and their English are read. An entry is used only while the
 * domain lists its type in TRANSLATED_ENTITIES.
 */
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { SITE_DOCUMENT_ID, TRANSLATED_ENTITIES, travelTypeLabelSet } from "#domain/content-translations.ts";
import type { Catalogue } from "../catalogue/index.ts";
import { SITE_DOCUMENT_SOURCES } from "./site-document-sources.ts";
import { SITE_IMAGE_SOURCES } from "./site-image-sources.ts";

/** A published document in English: its id, the name the console lists it by, and its English answer. */
export interface EnglishDocument {
  id: number;
  name: string;
  /** The English answer, read by field name (`translatableFields`, `sourceHash`). */
  english: object;
}

export const englishFields = (doc: EnglishDocument) => doc.english as Readonly<Record<string, unknown>>;

export interface TranslationSource {
  /** How the console names the entity type. */
  noun: string;
  /** Every published document of the type, with its English. */
  documents(catalogue: Catalogue): Promise<EnglishDocument[]>;
  /** One document; null when there is none published with that id. */
  document(catalogue: Catalogue, id: number): Promise<EnglishDocument | null>;
  /** The console page where its English is edited. */
  editorPath(id: number): string;
  /** Its public page in English (the editor puts it under the language's prefix); null when it has none of its own. */
  sitePath(doc: EnglishDocument): string | null;
}

const one = async (all: Promise<EnglishDocument[]>, id: number) => (await all).find((d) => d.id === id) ?? null;

/** Stories are read by slug; their HTML is only on the detail. */
async function story(catalogue: Catalogue, summary: ApiBlogSummary): Promise<EnglishDocument | null> {
  const detail = await catalogue.blog(summary.slug);
  return detail ? { id: detail.blog_id, name: detail.title, english: detail } : null;
}

const TRANSLATION_SOURCES: Record<string, TranslationSource> = {
  package: {
    noun: "Package",
    // The detail answer: a package's translation covers its days, inclusions and activities too
    // (decision 0075), and its hash is made from the detail.
    documents: async (c) => (await Promise.all((await c.packages()).map((p) => TRANSLATION_SOURCES.package!.document(c, p.package_id)))).flatMap((d) => (d ? [d] : [])),
    document: async (c, id) => {
      const p = await c.package(id);
      return p ? { id, name: p.package_title, english: p } : null;
    },
    editorPath: (id) => `/console/packages/${id}`,
    sitePath: (d) => `/packages/${d.id}`,
  },
  destination: {
    noun: "Destination",
    // The detail: its HTML is one of the translated fields.
    documents: async (c) =>
      (await Promise.all((await c.destinations()).map((d) => c.destination(d.destination_id)))).flatMap((d) => (d ? [{ id: d.destination_id, name: d.name, english: d }] : [])),
    document: async (c, id) => {
      const d = await c.destination(id);
      return d ? { id, name: d.name, english: d } : null;
    },
    editorPath: (id) => `/console/destinations/${id}`,
    sitePath: (d) => `/destinations/${d.id}`,
  },
  service: {
    noun: "Service",
    documents: async (c) => (await c.services()).map((s) => ({ id: s.service_id, name: s.name, english: s })),
    document: (c, id) => one(TRANSLATION_SOURCES.service!.documents(c), id),
    editorPath: (id) => `/console/services/${id}`,
    sitePath: () => "/services",
  },
  story: {
    noun: "Story",
    documents: async (c) => (await Promise.all((await c.blogs()).map((b) => story(c, b)))).flatMap((d) => (d ? [d] : [])),
    document: async (c, id) => {
      const summary = (await c.blogs()).find((b) => b.blog_id === id);
      return summary ? story(c, summary) : null;
    },
    editorPath: (id) => `/console/stories/${id}`,
    // A translated story answers at its own slug; the English one is sent on there (decision 0074).
    sitePath: (d) => `/blogs/${String(englishFields(d).slug)}`,
  },
  // The names of the travel types no service names (decision 0082): one label set, while there are any.
  travel_types: {
    noun: "Travel types",
    documents: async (c) => {
      const english = travelTypeLabelSet(await c.travelTypes());
      return english.types.length ? [{ id: SITE_DOCUMENT_ID, name: "Travel types", english }] : [];
    },
    document: async (c, id) => (id === SITE_DOCUMENT_ID ? ((await TRANSLATION_SOURCES.travel_types!.documents(c))[0] ?? null) : null),
    // A package's travel type is set in its editor (its main service's name there).
    editorPath: () => "/console/packages",
    sitePath: () => "/packages",
  },
  // The site's images (decision 0078): slider sets, page headers, the gallery.
  ...SITE_IMAGE_SOURCES,
  // The site's documents (decision 0075): the terms, the FAQs, the company's words.
  ...SITE_DOCUMENT_SOURCES,
};

/**
 * The types the console offers: those with a source here that the domain translates
 * (TRANSLATED_ENTITIES). A source for a type the domain does not list yet stays unused.
 */
export function translatedSources(): Array<[string, TranslationSource]> {
  return Object.entries(TRANSLATION_SOURCES).filter(([entity]) => (TRANSLATED_ENTITIES as readonly string[]).includes(entity));
}

export function translationSource(entity: string): TranslationSource | null {
  return Object.hasOwn(TRANSLATION_SOURCES, entity) && (TRANSLATED_ENTITIES as readonly string[]).includes(entity) ? TRANSLATION_SOURCES[entity]! : null;
}
