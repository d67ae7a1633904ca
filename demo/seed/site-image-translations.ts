/**
 * The demo's slider sets, page headers and gallery in German, French, Italian and Chinese (issue 29,
 * decision 0078): for each of the three documents and each language that has no translation yet,
 * the fields of its English (as the site reads it) whose text the demo's phrases translate, marked
 * with the hash of that English. Then the catalogue's version moves on, once.
 */
import { sourceHash, translatableFields, type TranslatedEntity } from "#domain/content-translations.ts";
import { PREFIXED_LOCALES } from "#domain/locales.ts";
import { GALLERY_TRANSLATION_ID, PAGE_HEADERS_TRANSLATION_ID } from "#domain/site-image-translations.ts";
import { SLIDER_PAGE_SET_NAMES, sliderEntityId } from "#domain/slider-document.ts";
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import { Catalogue } from "#server/services/catalogue/index.ts";
import { siteImagePhrases } from "../content/translations/site-images/index.ts";

interface EnglishDocument {
  entity: TranslatedEntity;
  id: number;
  english: Readonly<Record<string, unknown>>;
}

/** The three kinds of document as the site reads them in English. */
export async function englishSiteImages(catalogue: Catalogue): Promise<EnglishDocument[]> {
  const sets = await Promise.all(SLIDER_PAGE_SET_NAMES.map(async (set) => ({ entity: "slider" as const, id: sliderEntityId(set), english: { slides: await catalogue.sliderImages(set) } })));
  return [
    ...sets,
    { entity: "page_headers", id: PAGE_HEADERS_TRANSLATION_ID, english: { headers: await catalogue.pageHeaders() } },
    { entity: "gallery", id: GALLERY_TRANSLATION_ID, english: { items: await catalogue.gallery() } },
  ];
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
