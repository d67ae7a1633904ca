/**
 * The catalogue's content in other languages (issue 29, decisions 0074 and 0075): which fields of each entity
 * are translated, how a translation lays over the English answer, and when it is stale.
 *
 * A translation holds some or all of its entity's translatable fields; a field it lacks, or leaves
 * empty, shows in English. Everything else (prices, ids, images, dates) is the English answer's, so
 * one source stays the source of every figure a traveller reads.
 */
import { itineraryHtml, type ItineraryDay } from "./itinerary.ts";
import { companyFields, faqsFields, packageDetailFields, termsFields, type NestedField, type TranslatableField } from "./translatable-documents.ts";
import { withValueAt } from "./translation-paths.ts";
import { isSiteImageEntity, overlaySiteImages, SITE_IMAGE_ENTITIES, siteImageFields } from "./site-image-translations.ts";

export type { TranslatableField } from "./translatable-documents.ts";

/**
 * The catalogue's entities; the site's documents (decision 0075) under their site document kinds
 * (TERMS_ENTITY, FAQS_ENTITY, COMPANY_ENTITY; named here as strings, since those modules bring zod),
 * each one document stored with entity_id 0; the site's images (decision 0078: slider sets,
 * page headers, gallery); and the names of the travel types that are not a service's (decision 0082),
 * one label set stored with entity_id 0.
 */
export const TRANSLATED_ENTITIES = ["service", "package", "destination", "story", "terms", "faqs", "company", ...SITE_IMAGE_ENTITIES, "travel_types"] as const;
export type TranslatedEntity = (typeof TRANSLATED_ENTITIES)[number];

/** The entity id of a site document's translation: there is one terms, one FAQs, one company. */
export const SITE_DOCUMENT_ID = 0;

/**
 * The top-level translatable fields of each entity, named as the API names them. A package's
 * details and the site documents' contents are nested and expand from the English answer
 * (`translatableFields`, domain/translatable-documents.ts).
 */
export const TRANSLATABLE_FIELDS = {
  service: ["name", "description"],
  package: ["package_title", "summary"],
  destination: ["description", "description_html"],
  story: ["title", "slug", "excerpt", "image_alt", "content_html"],
  terms: [],
  faqs: [],
  company: [],
  // The site's images have no fields of their own: theirs expand per slide, header and photo (site-image-translations.ts).
  slider: [],
  page_headers: [],
  gallery: [],
  // Its fields are its travel types' names, each keyed by its English name (`travelTypeNameFields`).
  travel_types: [],
} as const satisfies Record<TranslatedEntity, readonly string[]>;

/** Top-level fields holding HTML: sanitised when a translation is saved, like the English ones. */
export const HTML_FIELDS: ReadonlySet<string> = new Set(["description_html", "content_html"]);

export type TranslatedFields = Partial<Record<string, string>>;

/** A translation as stored: its fields and the hash of the English it was made from. */
export interface ContentTranslation {
  fields: TranslatedFields;
  sourceHash: string;
  /** The English of each field it was made from (migration 0041); absent or null where not recorded. */
  sourceEnglish?: Readonly<Record<string, string>> | null;
}

/** The English of each field `translatableFields` lists, as a save records it (`source_english`). */
export function sourceEnglishOf(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(fieldsOf(entity, english).map((f) => [f.key, f.english]));
}

/**
 * Fields added after translations were first stored (decision 0079): a package's ribbon tag, a
 * destination's name, and a package's or destination's images' alt texts, each image by its id
 * (`images.12.alt`; the editors keep an image's id when images are moved, decision 0023). They are
 * left out of `sourceHash`, so a translation stored before they existed keeps its hash and is not
 * stale for their appearing (they show as untranslated: "partial"). A change of their English after
 * translating is found field by field from the English each field was made from (`source_english`,
 * which every save records): `isStale`.
 */
const LATER: Partial<Record<TranslatedEntity, (english: Readonly<Record<string, unknown>>) => NestedField[]>> = {
  package: (english) => [...laterLine("ribbon_tag_left", "Ribbon tag", english.ribbon_tag_left), ...imageAlts(english.images)],
  destination: (english) => [...laterLine("name", "Name", english.name), ...imageAlts(english.images)],
  // Decision 0082: every field of the travel types' label set follows the rule of the later fields (none is hashed).
  travel_types: (english) => travelTypeNameFields(english),
};

/**
 * The travel types' label set (decision 0082): the English answer is `{ types: [...] }`, the names of
 * the travel types no service names (`travelTypeLabelSet`); each is translated under its own English
 * name as its key, so a new travel type adds a field and leaves the others' translations current.
 */
function travelTypeNameFields(english: Readonly<Record<string, unknown>>): NestedField[] {
  const types = Array.isArray(english.types) ? english.types : [];
  return [...new Set(types.filter((t): t is string => typeof t === "string" && t.trim() !== ""))].map((name) => ({ key: name, kind: "line" as const, english: name, label: () => "Travel type" }));
}

/** The English of the travel types' label set: the name of each travel type that is not a service's, in the list's order. */
export function travelTypeLabelSet(types: ReadonlyArray<{ name: string; is_service: boolean }>): { types: string[] } {
  return { types: types.filter((t) => !t.is_service).map((t) => t.name) };
}

function laterLine(key: string, label: string, english: unknown): NestedField[] {
  return typeof english === "string" && english.trim() ? [{ key, kind: "line", english, label: () => label }] : [];
}

/** Each image's alt text, named by the image's id; the label by its place, as the editor shows them. */
function imageAlts(images: unknown): NestedField[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: { id?: unknown; alt?: unknown }, i) =>
    (typeof image?.id === "number" || typeof image?.id === "string") && typeof image.alt === "string" && image.alt.trim()
      ? [{ key: `images.${String(image.id)}.alt`, kind: "line" as const, english: image.alt, label: () => `Image ${i + 1} · Image description (alt text)` }]
      : [],
  );
}

/** The nested fields each entity expands from its English answer. */
const NESTED: Partial<Record<TranslatedEntity, (english: Readonly<Record<string, unknown>>) => NestedField[]>> = {
  package: packageDetailFields,
  terms: termsFields,
  faqs: faqsFields,
  company: companyFields,
};

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  package_title: "Title",
  summary: "Summary",
  description_html: "Full description",
  title: "Title",
  slug: "Address (slug)",
  excerpt: "Excerpt",
  image_alt: "Image description (alt text)",
  content_html: "Story",
};

const LINE_FIELDS: ReadonlySet<string> = new Set(["name", "package_title", "title", "slug", "image_alt"]);

/**
 * The fields of one entity a translator fills in, with the English each one translates: the
 * top-level fields always, then the nested ones the English has (a package's detail answer lists
 * its days, inclusions, activities and terms; its summary answer only the title and summary).
 * Every other function here works from this list, so the editor, the hash, the completeness and
 * the overlay always agree on what a translation covers.
 */
export function translatableFields(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): TranslatableField[] {
  return fieldsOf(entity, english).map(({ key, kind, english: text, label }) => ({ key, label: label(), kind, english: text }));
}

/** `translatableFields` without writing the labels, for the functions below. */
function fieldsOf(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): NestedField[] {
  if (isSiteImageEntity(entity)) return siteImageFields(entity, english).map((f) => ({ key: f.key, kind: f.kind, english: f.english, label: () => f.label }));
  const top: NestedField[] = TRANSLATABLE_FIELDS[entity].map((key: string) => ({
    key,
    label: () => FIELD_LABELS[key] ?? key,
    kind: HTML_FIELDS.has(key) ? "html" : LINE_FIELDS.has(key) ? "line" : "text",
    english: String(english[key] ?? ""),
  }));
  const nested = NESTED[entity]?.(english) ?? [];
  const later = LATER[entity]?.(english) ?? [];
  if (!nested.length && !later.length) return top;
  // In the editor's order: a destination's name first, a package's ribbon after its summary, the images' alt texts last.
  const laterTop = later.filter((f) => !f.key.includes("."));
  return [...laterTop.filter((f) => f.key === "name"), ...top, ...laterTop.filter((f) => f.key !== "name"), ...nested, ...later.filter((f) => f.key.includes("."))];
}

/** The fields `sourceHash` covers: all but those added by decision 0079 (`LATER`). */
function hashedFieldsOf(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): NestedField[] {
  if (isSiteImageEntity(entity)) return fieldsOf(entity, english);
  const top: NestedField[] = TRANSLATABLE_FIELDS[entity].map((key: string) => ({ key, label: () => key, kind: "text", english: String(english[key] ?? "") }));
  return [...top, ...(NESTED[entity]?.(english) ?? [])];
}

/** The fields added by decision 0079 that `english` has, outside the hash. */
export function laterFieldKeys(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): string[] {
  return (LATER[entity]?.(english) ?? []).map((f) => f.key);
}

/**
 * A short, stable fingerprint of the English fields a translation is made from (FNV-1a over the
 * fields in their listed order, each with its key). Not a security measure: it only tells whether
 * the English changed. For the four entities of decision 0074 the fields and so the hashes are what
 * they were; a package's hash covers its details when it is given the detail answer.
 */
export function sourceHash(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): string {
  let hash = 0x811c9dc5;
  const fields = hashedFieldsOf(entity, english);
  // Moving a slide or photo changes no text: the site images' fields are hashed in their keys' order.
  if (isSiteImageEntity(entity)) fields.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const field of fields) {
    const text = `${field.key}\u0000${field.english}\u0001`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * Whether the English changed after the translation was made: the hash for the fields it covers,
 * and, for the fields decision 0079 added, the English each was translated from (`sourceEnglish`).
 * A later field the translation has no English recorded for was not there to translate (it reads
 * as untranslated), unless the translation fills it, whose English is then unknown: stale.
 */
export function isStale(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>, translation: ContentTranslation): boolean {
  if (sourceHash(entity, english) !== translation.sourceHash) return true;
  const was = translation.sourceEnglish ?? {};
  return (LATER[entity]?.(english) ?? []).some((f) => (Object.hasOwn(was, f.key) ? was[f.key] !== f.english : filled(translation, f.key)));
}

const filled = (translation: ContentTranslation | undefined, key: string) => (translation?.fields[key] ?? "").trim() !== "";

/**
 * How much of an entity a translation covers: every field, some, or none. Given the English, it
 * counts every field that has English to translate, nested ones included; without it, the
 * top-level fields only (the site documents have none: pass their English).
 */
export function completeness(entity: TranslatedEntity, translation: ContentTranslation | undefined, english?: Readonly<Record<string, unknown>>): "complete" | "partial" | "missing" {
  const keys = english ? fieldsOf(entity, english).filter((f) => f.english.trim() !== "").map((f) => f.key) : [...TRANSLATABLE_FIELDS[entity]];
  const done = keys.filter((key) => filled(translation, key)).length;
  return done === 0 ? "missing" : done === keys.length ? "complete" : "partial";
}

/** What the English derives from translated content, where the caller derives it its own way. */
export interface Derivations {
  /** A tier's SPEC §7 itinerary HTML from its days (decision 0027); the server sanitises it as the English. */
  itineraryHtml?: (days: readonly ItineraryDay[]) => string;
}

/**
 * `english` with the translation's non-empty fields laid over it; the English object is left as it
 * was, and so is every field the translation lacks. What the English answer derives from translated
 * text is derived again from the translation, never stored with it: a package tier's itinerary HTML
 * from its translated days; a terms section's or an answer's rich-text document, which only the
 * console edits, is left out (null) where its HTML is translated, so the answer never holds two
 * languages of one text.
 */
export function overlay<T extends object>(entity: TranslatedEntity, english: T, translation: ContentTranslation | undefined, derive: Derivations = {}): T {
  if (!translation) return english;
  if (isSiteImageEntity(entity)) return overlaySiteImages(entity, english, translation);
  let out = { ...english } as T;
  const applied: string[] = [];
  for (const { key } of fieldsOf(entity, english as Readonly<Record<string, unknown>>)) {
    const value = translation.fields[key];
    if (typeof value !== "string" || value.trim() === "") continue;
    // A top-level field the answer has goes straight into the copy; a nested one copies the objects on its path.
    if (key.includes(".")) out = withValueAt(out, key, value);
    else if (key in out) (out as Record<string, unknown>)[key] = value;
    else continue;
    applied.push(key);
  }
  if (entity === "terms" || entity === "faqs") {
    for (const key of applied) {
      const doc = /^(.+)\.(body|answer)_html$/.exec(key);
      if (doc) out = withValueAt(out, `${doc[1]}.${doc[2]}_doc`, null);
    }
  }
  if (entity === "package") out = withTranslatedItineraries(out, applied, derive.itineraryHtml ?? itineraryHtml);
  return out;
}

/** The tiers whose days were translated get their itinerary HTML derived from those days. */
function withTranslatedItineraries<T>(pkg: T, applied: readonly string[], derive: (days: readonly ItineraryDay[]) => string): T {
  const tiers = new Set(applied.flatMap((key) => (key.startsWith("tiers.") ? (/^tiers\.([^.]+)\.itinerary_days\./.exec(key)?.[1] ?? []) : [])));
  const list = (pkg as { tiers?: unknown }).tiers;
  if (!tiers.size || !Array.isArray(list)) return pkg;
  return {
    ...pkg,
    tiers: list.map((tier: { id?: number; itinerary_days?: ItineraryDay[] }) =>
      tiers.has(String(tier.id)) && Array.isArray(tier.itinerary_days) ? { ...tier, itinerary_details_html: derive(tier.itinerary_days) } : tier,
    ),
  };
}
