/**
 * The demo's content translations (issue 29): written once per entity and language that has none
 * yet, each marked with the hash of the English answer it was written from (read through the
 * catalogue, as the API answers), so the console can tell when the English moves on. Services,
 * destinations and stories go in at once, then the catalogue's version moves on, once. Packages
 * (with their details) and the site's documents (decision 0075) go through ContentTranslations.save,
 * the console's path, so their keys and sanitised HTML are what an editor's save would store.
 */
import { SITE_DOCUMENT_ID, sourceHash, type TranslatedEntity, type TranslatedFields } from "#domain/content-translations.ts";
import type { ApiPackage } from "#domain/api-types.ts";
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import { Catalogue } from "#server/services/catalogue/index.ts";
import { ContentTranslations } from "#server/services/catalogue/translations.ts";
import { SITE_DOCUMENT_SOURCES } from "#server/services/translations/site-document-sources.ts";
import type { DemoTranslations } from "../content/translations/types.ts";
import { packageDetailsTranslations, sitePagesTranslations, type TranslatedLocale } from "../content/translations/documents.ts";
import { packageDetailFields, sitePagesFields } from "./translated-documents.ts";
import { destinationTranslations } from "../content/translations/destinations.ts";
import { packageTranslations } from "../content/translations/packages.ts";
import { serviceTranslations } from "../content/translations/services.ts";
import { storyTranslations } from "../content/translations/stories.ts";

/** An English entity as the API answers it, by slug. */
interface English {
  id: number;
  slug: string;
  answer: object;
}

interface Source {
  entity: TranslatedEntity;
  translations: DemoTranslations<string>;
  english(catalogue: Catalogue): Promise<English[]>;
}

const SOURCES: Source[] = [
  {
    entity: "service",
    translations: serviceTranslations,
    english: async (c) => (await c.services()).map((s) => ({ id: s.service_id, slug: s.slug, answer: s })),
  },
  {
    entity: "destination",
    translations: destinationTranslations,
    english: async (c) =>
      (await Promise.all((await c.destinations()).filter((d) => d.slug in destinationTranslations).map((d) => c.destination(d.destination_id)))).flatMap((d) =>
        d ? [{ id: d.destination_id, slug: d.slug, answer: d }] : [],
      ),
  },
  {
    entity: "story",
    translations: storyTranslations,
    // The detail: its HTML is one of the translated fields.
    english: async (c) =>
      (await Promise.all(Object.keys(storyTranslations).map((slug) => c.blog(slug)))).flatMap((b) => (b ? [{ id: b.blog_id, slug: b.slug, answer: b }] : [])),
  },
];

export async function seedDemoTranslations(db: Db): Promise<number> {
  const catalogue = new Catalogue(db.kysely);
  const stored = await db.kysely.selectFrom("content_translations").select(["entity_type", "entity_id", "locale", "fields"]).execute();
  const existing = new Set(stored.map((r) => `${r.entity_type}:${r.entity_id}:${r.locale}`));
  // Read before anything is saved: every save moves the version on, and the catalogue would rebuild.
  const saves = [...(await packageSaves(catalogue, stored)), ...(await siteDocumentSaves(catalogue, existing))];
  const now = new Date().toISOString();
  const rows: Array<{ entity_type: string; entity_id: number; locale: string; fields: string; source_hash: string; updated_at: string }> = [];
  for (const source of SOURCES) {
    for (const english of await source.english(catalogue)) {
      for (const [locale, fields] of Object.entries(source.translations[english.slug] ?? {})) {
        if (existing.has(`${source.entity}:${english.id}:${locale}`)) continue;
        rows.push({ entity_type: source.entity, entity_id: english.id, locale, fields: JSON.stringify(fields), source_hash: sourceHash(source.entity, english.answer as Readonly<Record<string, unknown>>), updated_at: now });
      }
    }
  }
  if (rows.length) {
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto("content_translations").values(rows).execute();
      await bumpDataVersion(trx);
    });
  }
  const translations = new ContentTranslations(db.kysely);
  for (const s of saves) await translations.save(s.entity, s.id, s.locale, s.fields, s.english);
  return rows.length + saves.length;
}

interface Save {
  entity: TranslatedEntity;
  id: number;
  locale: TranslatedLocale;
  fields: TranslatedFields;
  english: Readonly<Record<string, unknown>>;
}

/**
 * Each package's title and summary with its details where the language's details file has them,
 * against the package's detail answer. A package translated before its details were written
 * (title and summary only) gets them added; one that has them is left as it is.
 */
async function packageSaves(catalogue: Catalogue, stored: ReadonlyArray<{ entity_type: string; entity_id: number; locale: string; fields: string }>): Promise<Save[]> {
  const rows = new Map(stored.filter((r) => r.entity_type === "package").map((r) => [`${r.entity_id}:${r.locale}`, JSON.parse(r.fields) as TranslatedFields]));
  const wanted = (await catalogue.packages()).filter((p) => p.slug in packageTranslations || Object.values(packageDetailsTranslations).some((all) => p.slug in all));
  const saves: Save[] = [];
  for (const summary of wanted) {
    const english = (await catalogue.package(summary.package_id)) as ApiPackage;
    for (const locale of ["de", "fr", "it", "zh"] as const) {
      const details = packageDetailsTranslations[locale]?.[summary.slug];
      const before = rows.get(`${summary.package_id}:${locale}`);
      if (before && (!details || Object.keys(before).some((k) => k.includes(".")))) continue;
      const fields = { ...packageTranslations[summary.slug]?.[locale], ...before, ...(details ? packageDetailFields(details, english) : {}) };
      if (Object.keys(fields).length) saves.push({ entity: "package", id: summary.package_id, locale, fields, english: english as unknown as Record<string, unknown> });
    }
  }
  return saves;
}

/**
 * The terms, FAQs and company words of each language with a site-pages file, where none is stored,
 * against the English the console's translation editor reads (SITE_DOCUMENT_SOURCES).
 */
async function siteDocumentSaves(catalogue: Catalogue, existing: ReadonlySet<string>): Promise<Save[]> {
  const entities = ["terms", "faqs", "company"] as const;
  const english = Object.fromEntries(
    await Promise.all(entities.map(async (entity) => [entity, (await SITE_DOCUMENT_SOURCES[entity].document(catalogue, SITE_DOCUMENT_ID))!.english] as const)),
  ) as Record<(typeof entities)[number], Record<string, unknown>>;
  const saves: Save[] = [];
  for (const [locale, pages] of Object.entries(sitePagesTranslations) as Array<[TranslatedLocale, NonNullable<(typeof sitePagesTranslations)[TranslatedLocale]>]>) {
    const fields = sitePagesFields(pages, locale, String(english.terms.updated ?? ""));
    for (const entity of entities) {
      if (existing.has(`${entity}:${SITE_DOCUMENT_ID}:${locale}`)) continue;
      saves.push({ entity, id: SITE_DOCUMENT_ID, locale, fields: fields[entity], english: english[entity] });
    }
  }
  return saves;
}
