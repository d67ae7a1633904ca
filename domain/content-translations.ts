/**
 * The catalogue's content in other languages (issue 29, decision 0074): which fields of each entity
 * are translated, how a translation lays over the English answer, and when it is stale.
 *
 * A translation holds some or all of its entity's translatable fields; a field it lacks, or leaves
 * empty, shows in English. Everything else (prices, ids, images, dates) is the English answer's, so
 * one source stays the source of every figure a traveller reads.
 */
import { isSiteImageEntity, overlaySiteImages, SITE_IMAGE_ENTITIES, siteImageFields } from "./site-image-translations.ts";

/** The catalogue's entities, and the site's images (decision 0078: slider sets, page headers, gallery). */
export const TRANSLATED_ENTITIES = ["service", "package", "destination", "story", ...SITE_IMAGE_ENTITIES] as const;
export type TranslatedEntity = (typeof TRANSLATED_ENTITIES)[number];

/** The translatable fields of each entity, named as the API names them. */
export const TRANSLATABLE_FIELDS = {
  service: ["name", "description"],
  package: ["package_title", "summary"],
  destination: ["description", "description_html"],
  story: ["title", "slug", "excerpt", "image_alt", "content_html"],
  // The site's images have no fields of their own: theirs expand per slide, header and photo (site-image-translations.ts).
  slider: [],
  page_headers: [],
  gallery: [],
} as const satisfies Record<TranslatedEntity, readonly string[]>;

/** Fields holding HTML: sanitised when a translation is saved, like the English ones. */
export const HTML_FIELDS: ReadonlySet<string> = new Set(["description_html", "content_html"]);

export type TranslatedFields = Partial<Record<string, string>>;

/** A translation as stored: its fields and the hash of the English it was made from. */
export interface ContentTranslation {
  fields: TranslatedFields;
  sourceHash: string;
}

/**
 * A short, stable fingerprint of the English fields a translation is made from (FNV-1a over the
 * fields `translatableFields` lists, in its order, each with its key: for the catalogue's entities
 * their declared fields, as before). Not a security measure: it only tells whether the English changed.
 */
export function sourceHash(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): string {
  let hash = 0x811c9dc5;
  const fields = translatableFields(entity, english);
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

/** Whether the English changed after the translation was made. */
export function isStale(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>, translation: ContentTranslation): boolean {
  return sourceHash(entity, english) !== translation.sourceHash;
}

/**
 * How much of an entity a translation covers: every field, some, or none. The site's images count
 * the fields their English expands to, so they need it (`english`); the others their declared fields.
 */
export function completeness(entity: TranslatedEntity, translation: ContentTranslation | undefined, english?: Readonly<Record<string, unknown>>): "complete" | "partial" | "missing" {
  const keys = english ? translatableFields(entity, english).map((f) => f.key) : [...TRANSLATABLE_FIELDS[entity]];
  const filled = keys.filter((f) => (translation?.fields[f] ?? "").trim() !== "").length;
  return filled === 0 ? "missing" : filled === keys.length ? "complete" : "partial";
}

/** `english` with the translation's non-empty fields laid over it; the English object is left as it was. */
export function overlay<T extends object>(entity: TranslatedEntity, english: T, translation: ContentTranslation | undefined): T {
  if (!translation) return english;
  if (isSiteImageEntity(entity)) return overlaySiteImages(entity, english, translation);
  const out = { ...english } as Record<string, unknown>;
  for (const field of TRANSLATABLE_FIELDS[entity]) {
    const value = translation.fields[field];
    if (field in out && typeof value === "string" && value.trim() !== "") out[field] = value;
  }
  return out as T;
}

/**
 * One field a translator fills in, as the console's translation editor shows it: its key in the
 * translation's `fields` (nested content uses dotted keys, `tiers.value.itinerary_days.2.title`),
 * a label, the kind of input, and the English it translates.
 */
export interface TranslatableField {
  key: string;
  label: string;
  kind: "line" | "text" | "html";
  english: string;
}

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

/** The fields of one entity a translator fills in, with the English each one translates. */
export function translatableFields(entity: TranslatedEntity, english: Readonly<Record<string, unknown>>): TranslatableField[] {
  if (isSiteImageEntity(entity)) return siteImageFields(entity, english);
  return TRANSLATABLE_FIELDS[entity].map((key: string) => ({
    key,
    label: FIELD_LABELS[key] ?? key,
    kind: HTML_FIELDS.has(key) ? "html" : LINE_FIELDS.has(key) ? "line" : "text",
    english: String(english[key] ?? ""),
  }));
}
