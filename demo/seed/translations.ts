/**
 * The demo's content translations (issue 29): written once per entity and language that has none
 * yet, each marked with the hash of the English it was written from, so the console can tell when
 * the English moves on. Then the catalogue's version moves on, once.
 */
import { sourceHash, type TranslatedEntity } from "#domain/content-translations.ts";
import type { Db } from "#server/db/kysely.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import { serviceTranslations } from "../content/translations/services.ts";

export async function seedDemoTranslations(db: Db): Promise<number> {
  const services = await db.kysely.selectFrom("services").select(["id", "slug", "name", "description"]).execute();
  const existing = new Set(
    (await db.kysely.selectFrom("content_translations").select(["entity_type", "entity_id", "locale"]).execute()).map((r) => `${r.entity_type}:${r.entity_id}:${r.locale}`),
  );
  const rows = services.flatMap((service) =>
    Object.entries(serviceTranslations[service.slug] ?? {}).map(([locale, fields]) => ({ entity: "service" as TranslatedEntity, id: service.id, locale, fields, english: service })),
  );
  const missing = rows.filter((r) => !existing.has(`${r.entity}:${r.id}:${r.locale}`));
  if (!missing.length) return 0;
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto("content_translations")
      .values(missing.map((r) => ({ entity_type: r.entity, entity_id: r.id, locale: r.locale, fields: JSON.stringify(r.fields), source_hash: sourceHash(r.entity, r.english), updated_at: now })))
      .execute();
    await bumpDataVersion(trx);
  });
  return missing.length;
}
