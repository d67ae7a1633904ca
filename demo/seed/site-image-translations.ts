/**
 * The demo's slider sets, page headers and gallery in German, French, Italian and Chinese (issue 29,
 * decision 0078): for each of the three documents and each language that has no translation yet,
 * the fields of its English (as the site reads it) whose text the demo's phrases translate, marked
 * with the hash of that English. Then the catalogue's version moves on, once.
 */
import { sourceHash, translatableFields, type TranslatedEntity } from "#domain/content-translations.ts";
import { PREFIXED_LOCALES } from "#domain/locales.ts";
import { SITE_IMAGE_ENTITIES } from "#domain/site-image-translations.ts";
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import { Catalogue } from "#server/services/catalogue/index.ts";
import { SITE_IMAGE_SOURCES } from "#server/services/translations/site-image-sources.ts";
import { siteImagePhrases } from "../content/translations/site-images/index.ts";

/**
 * The slider sets, the page headers and the gallery with their English, read as the console's
 * translation editor reads them, so the demo's hashes are the ones it compares with.
 */
export async function englishSiteImages(catalogue: Catalogue): Promise<Array<{ entity: TranslatedEntity; id: number; english: Readonly<Record<string, unknown>> }>> {
  const all = await Promise.all(
    SITE_IMAGE_ENTITIES.map(async (entity) => (await SITE_IMAGE_SOURCES[entity].documents(catalogue)).map((d) => ({ entity, id: d.id, english: d.english as Readonly<Record<string, unknown>> }))),
  );
  return all.flat();
}

export async function seedDemoSiteImageTranslations(db: Db): Promise<number> {
  const catalogue = new Catalogue(db.kysely);
  const existing = new Set(
    (await db.kysely.selectFrom("content_translations").select(["entity_type", "entity_id", "locale"]).execute()).map((r) => `${r.entity_type}:${r.entity_id}:${r.locale}`),
  );
  const now = new Date().toISOString();
  const rows: Array<{ entity_type: string; entity_id: number; locale: string; fields: string; source_hash: string; updated_at: string }> = [];
  for (const doc of await englishSiteImages(catalogue)) {
    const fields = translatableFields(doc.entity, doc.english);
    for (const locale of PREFIXED_LOCALES) {
      if (existing.has(`${doc.entity}:${doc.id}:${locale}`)) continue;
      const phrases = siteImagePhrases[locale];
      // Only texts that still read as the demo wrote them: an edited caption stays English.
      const translated = Object.fromEntries(fields.flatMap((f) => (Object.hasOwn(phrases, f.english) ? [[f.key, phrases[f.english]!]] : [])));
      if (!Object.keys(translated).length) continue;
      rows.push({ entity_type: doc.entity, entity_id: doc.id, locale, fields: JSON.stringify(translated), source_hash: sourceHash(doc.entity, doc.english), updated_at: now });
    }
  }
  if (!rows.length) return 0;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto("content_translations").values(rows).execute();
    await bumpDataVersion(trx);
  });
  return rows.length;
}
