/**
 * The demo's content translations (issue 29): written once per entity and language that has none
 * yet, each marked with the hash of the English answer it was written from (read through the
 * catalogue, as the API answers), so the console can tell when the English moves on. Then the
 * catalogue's version moves on, once.
 */
import { sourceHash, type TranslatedEntity } from "#domain/content-translations.ts";
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import { Catalogue } from "#server/services/catalogue/index.ts";
import type { DemoTranslations } from "../content/translations/types.ts";
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
    entity: "package",
    translations: packageTranslations,
    english: async (c) => (await c.packages()).filter((p) => p.slug in packageTranslations).map((p) => ({ id: p.package_id, slug: p.slug, answer: p })),
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
  const existing = new Set(
    (await db.kysely.selectFrom("content_translations").select(["entity_type", "entity_id", "locale"]).execute()).map((r) => `${r.entity_type}:${r.entity_id}:${r.locale}`),
  );
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
  if (!rows.length) return 0;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto("content_translations").values(rows).execute();
    await bumpDataVersion(trx);
  });
  return rows.length;
}
