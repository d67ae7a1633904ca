/**
 * Editing translations in the console (issue 29 item 4, decision 0076): the state of one
 * document's translation into one language, the form a translator fills in, and what the console
 * services answer. The form is built from `translatableFields` only, so every entity type that
 * registers its fields there gets an editor without code of its own here.
 */
import { z } from "zod";
import type { TranslatableField } from "./content-translations.ts";
import { htmlPlainText, renderRichText, richTextField } from "./rich-text.ts";
import { LOCALE_NAMES, PREFIXED_LOCALES, type Locale } from "./locales.ts";
import { SLUG_PATTERN } from "./story-document.ts";

/** The languages a translation is written in: every one but English. */
export type TranslationLocale = Exclude<Locale, "en">;
export const TRANSLATION_LOCALES: readonly TranslationLocale[] = PREFIXED_LOCALES;

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(value);
}

/** The console names languages in English (the console stays English) with their own name beside. */
export const TRANSLATION_LOCALE_LABELS: Record<TranslationLocale, string> = { de: "German", fr: "French", it: "Italian", zh: "Chinese (Simplified)" };
export const localeLabel = (locale: TranslationLocale) => `${TRANSLATION_LOCALE_LABELS[locale]} (${LOCALE_NAMES[locale]})`;

export type Completeness = "complete" | "partial" | "missing";

/** A published translation as the editor compares it with today's English. */
export interface PublishedTranslation {
  fields: Record<string, string>;
  sourceHash: string;
  /** The English of each field it was made from; null for translations published before the console recorded it. */
  sourceEnglish: Record<string, string> | null;
  updatedAt: string;
}

/** One language of one document, as the overview, the editor pages' panel and the editor show it. */
export interface TranslationState {
  locale: TranslationLocale;
  /** Of the published translation: the site shows what is published. */
  completeness: Completeness;
  /** The English changed after the translation was published. */
  stale: boolean;
  /** A draft waits to be published. */
  hasDraft: boolean;
}

/** A field is filled when it has text; HTML counts by its text or an image, so an emptied editor's `<p></p>` is empty. */
export function isFilled(kind: TranslatableField["kind"], value: string | undefined): boolean {
  if (!value) return false;
  if (kind !== "html") return value.trim() !== "";
  return htmlPlainText(value).trim() !== "" || /<img\b/i.test(value);
}

/** How much of the document's fields a translation fills. */
export function completenessOf(fields: readonly Pick<TranslatableField, "key" | "kind">[], values: Readonly<Record<string, string>> | undefined): Completeness {
  const filled = fields.filter((f) => isFilled(f.kind, values?.[f.key])).length;
  return filled === 0 ? "missing" : filled === fields.length ? "complete" : "partial";
}

/**
 * The fields whose English changed since the translation was made from it, when the translation
 * recorded its English (null when it did not: stale or not is then known only from the hash).
 */
export function changedEnglish(fields: readonly TranslatableField[], published: PublishedTranslation | undefined): string[] | null {
  if (!published?.sourceEnglish) return null;
  const was = published.sourceEnglish;
  return fields.filter((f) => (f.key in was ? was[f.key] !== f.english : isFilled(f.kind, published.fields[f.key]))).map((f) => f.key);
}

export const COMPLETENESS_LABELS: Record<Completeness, string> = { complete: "Complete", partial: "Partial", missing: "Missing" };

/**
 * A field's key as its input is named: nested keys are dotted (`tiers.value.itinerary_days.2.title`)
 * and Conform would read the dots as a path into objects, so they are posted as `__`, which no
 * field's own name contains.
 */
export const formNameOf = (key: string) => key.replaceAll(".", "__");
/** The rich-text document posted beside an HTML field (decision 0025): the server renders its HTML. */
export const docNameOf = (key: string) => `${formNameOf(key)}_doc`;

/** How long a translated field may be: a line like a title, a paragraph, a page of HTML. */
export const FIELD_MAX_LENGTH: Record<TranslatableField["kind"], number> = { line: 300, text: 5000, html: 200_000 };

/**
 * The schema of one document's translation form: each field optional (an empty one shows in
 * English), a line without line breaks, each within its length; an HTML field is its rich-text
 * document (with JavaScript) or its HTML (without). The same in the browser and in the action.
 */
export function translationFormSchema(fields: readonly Pick<TranslatableField, "key" | "kind" | "label">[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    const max = FIELD_MAX_LENGTH[f.kind];
    let text = z.string().max(max, `${f.label} is at most ${max.toLocaleString("en")} characters.`);
    if (f.kind === "line") text = text.refine((v) => !/[\r\n]/.test(v), `${f.label} is one line.`);
    // A story's address in the language (decision 0074): the same rule as its English slug; empty keeps the English one.
    if (f.key === "slug") text = text.refine((v) => v.trim() === "" || SLUG_PATTERN.test(v.trim()), "Use lower-case letters, digits and single hyphens, e.g. grosse-migration.");
    shape[formNameOf(f.key)] = text.optional();
    if (f.kind === "html") shape[docNameOf(f.key)] = richTextField.optional();
  }
  return z.object(shape);
}

export type TranslationForm = Record<string, unknown>;

/**
 * The parsed form as the translation's fields, by key: a line and a paragraph trimmed, an HTML
 * field rendered from its document when one was posted (the server sanitises it again on save).
 */
export function fieldsFromForm(fields: readonly Pick<TranslatableField, "key" | "kind">[], form: TranslationForm): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const doc = f.kind === "html" ? (form[docNameOf(f.key)] as Parameters<typeof renderRichText>[0] | null | undefined) : null;
    const value = doc ? renderRichText(doc) : String(form[formNameOf(f.key)] ?? "");
    out[f.key] = f.kind === "html" ? (isFilled("html", value) ? value : "") : value.trim();
  }
  return out;
}

/** Errors a service names by field key, as the form names its inputs. */
export function errorsByFormName(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === "form" ? k : formNameOf(k), v]));
}

/** A document a translator can open: its entity type, id and English name, with its four languages' states. */
export interface TranslatedDocument {
  entity: string;
  /** How the console names the entity type ("Package", "Terms"). */
  noun: string;
  id: number;
  name: string;
  /** Where the document's English is edited. */
  editorPath: string;
  states: TranslationState[];
}

/** The editor's view of one document in one language. */
export interface TranslationEditorView {
  entity: string;
  noun: string;
  id: number;
  name: string;
  locale: TranslationLocale;
  editorPath: string;
  /** The public page in this language, while there is one. */
  sitePath: string | null;
  fields: TranslatableField[];
  /** What the form opens with: the draft's fields, else the published translation's, by key. */
  values: Record<string, string>;
  published: { updatedAt: string; completeness: Completeness } | null;
  draft: { updatedAt: string; updatedBy: string | null } | null;
  stale: boolean;
  /** The keys whose English changed since the published translation was made; null when not recorded. */
  changed: string[] | null;
  /** What the changed fields' English said when the translation was made, by key. */
  englishWas: Record<string, string>;
  /** What the form was opened on; a save or publish on an older one is refused (409). */
  base: string;
}

export type TranslationResult = { ok: true } | { ok: false; status: number; errors: Record<string, string> };

/** The console's translations service for one request: reads need `content:read`, changes `content:write`. */
export interface TranslationsConsole {
  overview(): Promise<TranslatedDocument[]>;
  /** One document's four languages; null for an unknown entity type or document. */
  states(entity: string, id: number): Promise<TranslatedDocument | null>;
  view(entity: string, id: number, locale: string): Promise<TranslationEditorView | null>;
  saveDraft(entity: string, id: number, locale: string, fields: Record<string, string>, base?: string): Promise<TranslationResult>;
  publish(entity: string, id: number, locale: string, fields: Record<string, string>, base?: string): Promise<TranslationResult>;
  discardDraft(entity: string, id: number, locale: string): Promise<TranslationResult>;
}
