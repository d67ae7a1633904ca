/**
 * Staff edit the catalogue's translations (issue 29 item 4, decision 0076): a draft per document
 * and language (migration 0041) that the site never reads, and Publish, which writes the
 * translation the site reads (`content_translations`), records the English of each field it was
 * made from, removes the draft and moves data_version on, in one transaction with its audit entry.
 * The documents and their English come from `sources.ts`, the fields from `translatableFields`.
 */
import type { Kysely, Transaction } from "kysely";
import { isStale, sourceHash, translatableFields, type TranslatableField, type TranslatedEntity } from "#domain/content-translations.ts";
import {
  changedEnglish,
  completenessOf,
  isFilled,
  isTranslationLocale,
  TRANSLATION_LOCALES,
  type PublishedTranslation,
  type TranslatedDocument,
  type TranslationEditorView,
  type TranslationLocale,
  type TranslationResult,
  type TranslationState,
} from "#domain/translation-editing.ts";
import { localizePath } from "#domain/locales.ts";
import { SLUG_PATTERN } from "#domain/story-document.ts";
import type { AuditLog } from "../audit-log.ts";
import { bumpDataVersion } from "../app-meta.ts";
import type { Catalogue } from "../catalogue/index.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";
import type { DB } from "../../db/generated-types.ts";
import { englishFields, translatedSources, translationSource, type EnglishDocument, type TranslationSource } from "./sources.ts";

type Exec = Kysely<DB> | Transaction<DB>;

/** Who acts, as the audit trail records them. */
export interface TranslationActor {
  actor: { id: string; email: string };
  ip: string | null;
}

const NOT_FOUND: TranslationResult = { ok: false, status: 404, errors: { form: "There is no such document or language to translate." } };
/** A form opened before anything was saved or published has this base. */
const NEVER_EDITED = "none";

interface Draft {
  fields: Record<string, string>;
  updatedAt: string;
  updatedBy: string | null;
}

/** A document found: its source, English and fields. */
interface Found {
  entity: string;
  source: TranslationSource;
  doc: EnglishDocument;
  fields: TranslatableField[];
}

const parseJson = (text: string | null): Record<string, string> | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
};

export class TranslationEditing {
  constructor(
    private db: Kysely<DB>,
    private catalogue: Catalogue,
    private audit: AuditLog,
    private onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {}

  /** The fields with English to translate: one whose English is empty (a day without an overnight) has nothing to say. */
  private fieldsOf(entity: string, doc: EnglishDocument): TranslatableField[] {
    return translatableFields(entity as TranslatedEntity, englishFields(doc)).filter((f) => isFilled(f.kind, f.english));
  }

  private async find(entity: string, id: number): Promise<Found | null> {
    const source = translationSource(entity);
    if (!source || !Number.isSafeInteger(id) || id < 0) return null;
    const doc = await source.document(this.catalogue, id);
    return doc ? { entity, source, doc, fields: this.fieldsOf(entity, doc) } : null;
  }

  private async published(exec: Exec, entity: string, ids: number[] | null, locale?: TranslationLocale): Promise<Map<string, PublishedTranslation>> {
    let q = exec.selectFrom("content_translations").select(["entity_id", "locale", "fields", "source_hash", "source_english", "updated_at"]).where("entity_type", "=", entity);
    if (ids) q = q.where("entity_id", "in", ids.length ? ids : [0]);
    if (locale) q = q.where("locale", "=", locale);
    const rows = await q.execute();
    return new Map(
      rows.map((r) => [`${r.entity_id}:${r.locale}`, { fields: parseJson(r.fields) ?? {}, sourceHash: r.source_hash, sourceEnglish: parseJson(r.source_english), updatedAt: r.updated_at }]),
    );
  }

  private async drafts(exec: Exec, entity: string, ids: number[] | null, locale?: TranslationLocale): Promise<Map<string, Draft>> {
    let q = exec.selectFrom("content_translation_drafts").select(["entity_id", "locale", "fields", "updated_at", "updated_by_email"]).where("entity_type", "=", entity);
    if (ids) q = q.where("entity_id", "in", ids.length ? ids : [0]);
    if (locale) q = q.where("locale", "=", locale);
    const rows = await q.execute();
    return new Map(rows.map((r) => [`${r.entity_id}:${r.locale}`, { fields: parseJson(r.fields) ?? {}, updatedAt: r.updated_at, updatedBy: r.updated_by_email }]));
  }

  /** The hash, and the English recorded for the fields outside it (decision 0079). */
  private isStale(found: Found, p: PublishedTranslation): boolean {
    return isStale(found.entity as TranslatedEntity, englishFields(found.doc), p);
  }

  private statesOf(found: Found, published: Map<string, PublishedTranslation>, drafts: Map<string, Draft>): TranslationState[] {
    return TRANSLATION_LOCALES.map((locale) => {
      const p = published.get(`${found.doc.id}:${locale}`);
      return { locale, completeness: completenessOf(found.fields, p?.fields), stale: !!p && this.isStale(found, p), hasDraft: drafts.has(`${found.doc.id}:${locale}`) };
    });
  }

  private listed(found: Found, states: TranslationState[]): TranslatedDocument {
    return { entity: found.entity, noun: found.source.noun, id: found.doc.id, name: found.doc.name, editorPath: found.source.editorPath(found.doc.id), states };
  }

  /**
   * Every published document of every translated type, with its four languages' states. The rows
   * (each document's English read, hashed and counted against its published translations) are
   * built once per data_version (decision 0080): both the English and the published translations
   * move it when they change. Drafts do not move it, so whether a language has a draft is read on
   * every visit, from one small query over the drafts' keys.
   */
  async overview(): Promise<TranslatedDocument[]> {
    const [rows, drafts] = await Promise.all([this.overviewRows(), this.db.selectFrom("content_translation_drafts").select(["entity_type", "entity_id", "locale"]).execute()]);
    const drafted = new Set(drafts.map((d) => `${d.entity_type}:${d.entity_id}:${d.locale}`));
    return rows.map((doc) => ({ ...doc, states: doc.states.map((s) => ({ ...s, hasDraft: drafted.has(`${doc.entity}:${doc.id}:${s.locale}`) })) }));
  }

  /** The overview's rows of the current data_version; concurrent visits share one build, a failed one is forgotten. */
  private overviewKept: { version: string; rows: Promise<TranslatedDocument[]> } | null = null;
  /** How many times the rows were built (for the tests: a second visit on one data_version builds nothing). */
  overviewBuilds = 0;

  private async overviewRows(): Promise<TranslatedDocument[]> {
    const version = await this.catalogue.version();
    if (this.overviewKept?.version === version) return this.overviewKept.rows;
    const kept = { version, rows: this.buildOverview() };
    this.overviewKept = kept;
    kept.rows.catch(() => {
      if (this.overviewKept === kept) this.overviewKept = null;
    });
    return kept.rows;
  }

  private async buildOverview(): Promise<TranslatedDocument[]> {
    this.overviewBuilds++;
    const none = new Map<string, Draft>();
    const out: TranslatedDocument[] = [];
    for (const [entity, source] of translatedSources()) {
      const [docs, published] = await Promise.all([source.documents(this.catalogue), this.published(this.db, entity, null)]);
      for (const doc of docs) {
        const found = { entity, source, doc, fields: this.fieldsOf(entity, doc) };
        out.push(this.listed(found, this.statesOf(found, published, none)));
      }
    }
    return out;
  }

  async states(entity: string, id: number): Promise<TranslatedDocument | null> {
    const found = await this.find(entity, id);
    if (!found) return null;
    const [published, drafts] = await Promise.all([this.published(this.db, entity, [id]), this.drafts(this.db, entity, [id])]);
    return this.listed(found, this.statesOf(found, published, drafts));
  }

  async view(entity: string, id: number, locale: string): Promise<TranslationEditorView | null> {
    if (!isTranslationLocale(locale)) return null;
    const found = await this.find(entity, id);
    if (!found) return null;
    const [published, drafts] = await Promise.all([this.published(this.db, entity, [id], locale), this.drafts(this.db, entity, [id], locale)]);
    const p = published.get(`${id}:${locale}`);
    const draft = drafts.get(`${id}:${locale}`) ?? null;
    const stale = !!p && this.isStale(found, p);
    const changed = stale ? changedEnglish(found.fields, p) : [];
    const sitePath = found.source.sitePath(found.doc);
    return {
      entity,
      noun: found.source.noun,
      id,
      name: found.doc.name,
      locale,
      editorPath: found.source.editorPath(id),
      // A story's English slug is sent on to the language's own (decision 0074), so one path serves.
      sitePath: sitePath ? localizePath(sitePath, locale) : null,
      // The page draws the English HTML: drawn as the site would draw it, whatever was stored.
      fields: found.fields.map((f) => (f.kind === "html" ? { ...f, english: sanitizeRichText(f.english) } : f)),
      values: Object.fromEntries(found.fields.map((f) => [f.key, (draft ?? p)?.fields[f.key] ?? ""])),
      published: p ? { updatedAt: p.updatedAt, completeness: completenessOf(found.fields, p.fields) } : null,
      draft: draft ? { updatedAt: draft.updatedAt, updatedBy: draft.updatedBy } : null,
      stale,
      changed,
      englishWas: Object.fromEntries(
        (changed ?? []).map((k) => {
          const was = p?.sourceEnglish?.[k] ?? "";
          return [k, found.fields.find((f) => f.key === k)?.kind === "html" ? sanitizeRichText(was) : was];
        }),
      ),
      base: draft?.updatedAt ?? p?.updatedAt ?? NEVER_EDITED,
    };
  }

  /** The document's translatable fields only, each as it will be stored: HTML sanitised as the English is. */
  private kept(fields: TranslatableField[], input: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const f of fields) {
      const value = input[f.key];
      if (typeof value !== "string" || value.trim() === "") continue;
      out[f.key] = f.kind === "html" ? sanitizeRichText(value) : value.trim();
    }
    return out;
  }

  /** A refusal when the translation changed after the form was opened on `base`. */
  private async changedSince(tx: Exec, entity: string, id: number, locale: TranslationLocale, base: string | undefined): Promise<TranslationResult | null> {
    if (!base) return null;
    const [published, drafts] = await Promise.all([this.published(tx, entity, [id], locale), this.drafts(tx, entity, [id], locale)]);
    const draft = drafts.get(`${id}:${locale}`);
    const current = draft?.updatedAt ?? published.get(`${id}:${locale}`)?.updatedAt ?? NEVER_EDITED;
    if (current === base) return null;
    const who = draft?.updatedBy ? ` by ${draft.updatedBy}` : "";
    return { ok: false, status: 409, errors: { form: `This translation was changed${who} after you opened it. Copy what you typed, reload the page and try again.` } };
  }

  /**
   * A story's translated slug must name no other story, in English or in any language: the site
   * finds a story by its slug in any language (decision 0074). Null when it is free, or not a story.
   */
  private async slugTaken(tx: Exec, entity: string, id: number, fields: Record<string, string>): Promise<TranslationResult | null> {
    const slug = fields.slug;
    if (entity !== "story" || !slug) return null;
    if (!SLUG_PATTERN.test(slug)) return { ok: false, status: 400, errors: { slug: "Use lower-case letters, digits and single hyphens, e.g. grosse-migration." } };
    const english = await tx.selectFrom("blogs").select("id").where("slug", "=", slug).where("id", "!=", id).executeTakeFirst();
    const translated = (await tx.selectFrom("content_translations").select(["entity_id", "fields"]).where("entity_type", "=", "story").where("entity_id", "!=", id).execute()).some(
      (r) => parseJson(r.fields)?.slug === slug,
    );
    return english || translated ? { ok: false, status: 409, errors: { slug: "Another story has this address. Choose another." } } : null;
  }

  async saveDraft(entity: string, id: number, locale: string, input: Record<string, string>, by: TranslationActor, base?: string): Promise<TranslationResult> {
    if (!isTranslationLocale(locale)) return NOT_FOUND;
    const found = await this.find(entity, id);
    if (!found) return NOT_FOUND;
    const fields = this.kept(found.fields, input);
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const conflict = await this.changedSince(tx, entity, id, locale, base);
      if (conflict) return conflict;
      const row = { fields: JSON.stringify(fields), updated_at: at, updated_by_email: by.actor.email };
      await tx
        .insertInto("content_translation_drafts")
        .values({ entity_type: entity, entity_id: id, locale, ...row })
        .onConflict((oc) => oc.columns(["entity_type", "entity_id", "locale"]).doUpdateSet(row))
        .execute();
      await this.audit.record(tx, { actor: by.actor, ip: by.ip, action: "translation.saved", entityType: "translation", entityId: `${entity}:${id}:${locale}`, after: { entity, id, locale, name: found.doc.name, fields } });
      return { ok: true as const };
    });
  }

  async publish(entity: string, id: number, locale: string, input: Record<string, string>, by: TranslationActor, base?: string): Promise<TranslationResult> {
    if (!isTranslationLocale(locale)) return NOT_FOUND;
    const found = await this.find(entity, id);
    if (!found) return NOT_FOUND;
    const fields = this.kept(found.fields, input);
    const at = this.now().toISOString();
    const english = Object.fromEntries(found.fields.map((f) => [f.key, f.english]));
    const result = await this.db.transaction().execute(async (tx) => {
      const conflict = (await this.changedSince(tx, entity, id, locale, base)) ?? (await this.slugTaken(tx, entity, id, fields));
      if (conflict) return conflict;
      const before = (await this.published(tx, entity, [id], locale)).get(`${id}:${locale}`);
      const row = { fields: JSON.stringify(fields), source_hash: sourceHash(entity as TranslatedEntity, englishFields(found.doc)), source_english: JSON.stringify(english), updated_at: at };
      await tx
        .insertInto("content_translations")
        .values({ entity_type: entity, entity_id: id, locale, ...row })
        .onConflict((oc) => oc.columns(["entity_type", "entity_id", "locale"]).doUpdateSet(row))
        .execute();
      await tx.deleteFrom("content_translation_drafts").where("entity_type", "=", entity).where("entity_id", "=", id).where("locale", "=", locale).execute();
      await this.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "translation.published",
        entityType: "translation",
        entityId: `${entity}:${id}:${locale}`,
        before: before ? { entity, id, locale, name: found.doc.name, fields: before.fields } : undefined,
        after: { entity, id, locale, name: found.doc.name, fields },
      });
      await bumpDataVersion(tx);
      return { ok: true as const };
    });
    if (result.ok) this.onPublished();
    return result;
  }

  async discardDraft(entity: string, id: number, locale: string, by: TranslationActor): Promise<TranslationResult> {
    if (!isTranslationLocale(locale)) return NOT_FOUND;
    const found = await this.find(entity, id);
    if (!found) return NOT_FOUND;
    return this.db.transaction().execute(async (tx) => {
      const gone = await tx.deleteFrom("content_translation_drafts").where("entity_type", "=", entity).where("entity_id", "=", id).where("locale", "=", locale).executeTakeFirst();
      if (!Number(gone.numDeletedRows)) return { ok: false as const, status: 409, errors: { form: "There is no draft to discard." } };
      await this.audit.record(tx, { actor: by.actor, ip: by.ip, action: "translation.draft_discarded", entityType: "translation", entityId: `${entity}:${id}:${locale}`, after: { entity, id, locale, name: found.doc.name } });
      return { ok: true as const };
    });
  }
}
