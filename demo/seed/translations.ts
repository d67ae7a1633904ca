/**
 * The demo's content translations (issue 29): written once per entity and language that has none
 * yet, each marked with the hash of the English answer it was written from (read through the
 * catalogue, as the API answers), so the console can tell when the English moves on. Services,
 * destinations and stories go in at once, then the catalogue's version moves on, once. Packages
 * (with their details) and the site's documents (decision 0075) go through ContentTranslations.save,
 * the console's path, so their keys and sanitised HTML are what an editor's save would store.
 */
import { SITE_DOCUMENT_ID, sourceEnglishOf, sourceHash, travelTypeLabelSet, type TranslatedEntity, type TranslatedFields } from "#domain/content-translations.ts";
import type { ApiPackage } from "#domain/api-types.ts";
import { PREFIXED_LOCALES } from "#domain/locales.ts";
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import { Catalogue } from "#server/services/catalogue/index.ts";
import { ContentTranslations } from "#server/services/catalogue/translations.ts";
import { SITE_DOCUMENT_SOURCES } from "#server/services/translations/site-document-sources.ts";
import type { DemoTranslations } from "../content/translations/types.ts";
import { packageDetailsTranslations, sitePagesTranslations, type TranslatedLocale } from "../content/translations/documents.ts";
import { destinationLabelFields, packageDetailFields, packageLabelFields, sitePagesFields } from "./translated-documents.ts";
import { destinationLabelTranslations } from "../content/translations/destination-labels.ts";
import { destinationTranslations } from "../content/translations/destinations.ts";
import { packageLabelTranslations } from "../content/translations/package-labels.ts";
import { packageTranslations } from "../content/translations/packages.ts";
import { serviceTranslations } from "../content/translations/services.ts";
import { storyTranslations } from "../content/translations/stories.ts";
import { travelTypeTranslations } from "../content/translations/travel-types.ts";

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
  /** Fields written later (decision 0079), mapped onto this English answer's keys. */
  later?(english: English, locale: TranslatedLocale): TranslatedFields;
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
    later: (e, locale) => {
      const labels = destinationLabelTranslations[e.slug]?.[locale];
      return labels ? destinationLabelFields(labels, e.answer as { images: Array<{ id: number }> }) : {};
    },
  },
  {
    entity: "story",
    translations: storyTranslations,
    // The detail: its HTML is one of the translated fields.
    english: async (c) =>
      (await Promise.all(Object.keys(storyTranslations).map((slug) => c.blog(slug)))).flatMap((b) => (b ? [{ id: b.blog_id, slug: b.slug, answer: b }] : [])),
  },
  {
    // The travel types no service names (decision 0082): one label set, each name under its English
    // one, only for the types the catalogue has (a name for a type it lacks would have no English).
    // A type that appears later is added to the stored set, as decision 0079's fields are.
    entity: "travel_types",
    translations: {},
    english: async (c) => [{ id: SITE_DOCUMENT_ID, slug: "travel-types", answer: travelTypeLabelSet(await c.travelTypes()) }],
    later: (e, locale) =>
      Object.fromEntries((e.answer as { types: string[] }).types.flatMap((name) => (Object.hasOwn(travelTypeTranslations, name) ? [[name, travelTypeTranslations[name]![locale]]] : []))),
  },
];

export async function seedDemoTranslations(db: Db): Promise<number> {
  const catalogue = new Catalogue(db.kysely);
  const stored = await db.kysely.selectFrom("content_translations").select(["entity_type", "entity_id", "locale", "fields", "source_hash"]).execute();
  const storedRows = new Map(stored.map((r) => [`${r.entity_type}:${r.entity_id}:${r.locale}`, r]));
  // Read before anything is saved: every save moves the version on, and the catalogue would rebuild.
  const saves = [...(await packageSaves(catalogue, stored)), ...(await siteDocumentSaves(catalogue, storedRows))];
  const now = new Date().toISOString();
  const rows: Array<{ entity_type: string; entity_id: number; locale: string; fields: string; source_hash: string; source_english: string; updated_at: string }> = [];
  const toppedUp: typeof rows = [];
  for (const source of SOURCES) {
    for (const english of await source.english(catalogue)) {
      const answer = english.answer as Readonly<Record<string, unknown>>;
      // Each language's later fields, worked out once; a language has a row if it has either kind.
      const laterByLocale = new Map(PREFIXED_LOCALES.map((l) => [l as TranslatedLocale, source.later?.(english, l as TranslatedLocale) ?? {}]));
      const locales = new Set([...(Object.keys(source.translations[english.slug] ?? {}) as TranslatedLocale[]), ...[...laterByLocale].filter(([, f]) => Object.keys(f).length).map(([l]) => l)]);
      for (const locale of locales) {
        const later = laterByLocale.get(locale) ?? {};
        const key = `${source.entity}:${english.id}:${locale}`;
        const row = { entity_type: source.entity, entity_id: english.id, locale, source_hash: sourceHash(source.entity, answer), source_english: JSON.stringify(sourceEnglishOf(source.entity, answer)), updated_at: now };
        const before = storedRows.get(key);
        if (!before) {
          rows.push({ ...row, fields: JSON.stringify({ ...source.translations[english.slug]?.[locale], ...later }) });
          continue;
        }
        // Stored before the later fields were written (decision 0079): they are added to a
        // translation still current, whose English is then recorded; a stale one is left to staff.
        const fields = JSON.parse(before.fields) as TranslatedFields;
        if (before.source_hash !== row.source_hash || Object.keys(later).every((k) => k in fields)) continue;
        toppedUp.push({ ...row, fields: JSON.stringify({ ...later, ...fields }) });
      }
    }
  }
  if (rows.length || toppedUp.length) {
    await db.kysely.transaction().execute(async (trx) => {
      if (rows.length) await trx.insertInto("content_translations").values(rows).execute();
      for (const r of toppedUp) {
        await trx
          .updateTable("content_translations")
          .set({ fields: r.fields, source_english: r.source_english, updated_at: r.updated_at })
          .where("entity_type", "=", r.entity_type)
          .where("entity_id", "=", r.entity_id)
          .where("locale", "=", r.locale)
          .execute();
      }
      await bumpDataVersion(trx);
    });
  }
  const translations = new ContentTranslations(db.kysely);
  for (const s of saves) await translations.save(s.entity, s.id, s.locale, s.fields, s.english);
  return rows.length + toppedUp.length + saves.length;
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
async function packageSaves(catalogue: Catalogue, stored: ReadonlyArray<{ entity_type: string; entity_id: number; locale: string; fields: string; source_hash: string }>): Promise<Save[]> {
  const rows = new Map(stored.filter((r) => r.entity_type === "package").map((r) => [`${r.entity_id}:${r.locale}`, { fields: JSON.parse(r.fields) as TranslatedFields, hash: r.source_hash }]));
  const wanted = (await catalogue.packages()).filter(
    (p) => p.slug in packageTranslations || p.slug in packageLabelTranslations || Object.values(packageDetailsTranslations).some((all) => p.slug in all),
  );
  const saves: Save[] = [];
  for (const summary of wanted) {
    const english = (await catalogue.package(summary.package_id)) as ApiPackage;
    const answer = english as unknown as Record<string, unknown>;
    for (const locale of ["de", "fr", "it", "zh"] as const) {
      const details = packageDetailsTranslations[locale]?.[summary.slug];
      const labels = packageLabelTranslations[summary.slug]?.[locale];
      const later = labels ? packageLabelFields(labels, english) : {};
      const before = rows.get(`${summary.package_id}:${locale}`);
      let fields: TranslatedFields;
      if (before && (!details || Object.keys(before.fields).some((k) => k.startsWith("tiers.") || k.startsWith("optional_activities.")))) {
        // Translated before the ribbon and alt texts were written (decision 0079): they are added
        // to a translation still current; a stale one is left to staff.
        if (before.hash !== sourceHash("package", answer) || Object.keys(later).every((k) => k in before.fields)) continue;
        fields = { ...later, ...before.fields };
      } else {
        fields = { ...packageTranslations[summary.slug]?.[locale], ...before?.fields, ...(details ? packageDetailFields(details, english) : {}), ...later };
      }
      if (Object.keys(fields).length) saves.push({ entity: "package", id: summary.package_id, locale, fields, english: answer });
    }
  }
  return saves;
}

/**
 * The terms, FAQs and company words of each language with a site-pages file, where none is stored,
 * against the English the console's translation editor reads (SITE_DOCUMENT_SOURCES).
 */
async function siteDocumentSaves(catalogue: Catalogue, existing: ReadonlyMap<string, unknown>): Promise<Save[]> {
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
