/**
 * The demo's translations of the packages' details and the site's documents (decision 0075), as
 * seeded on SQLite and PostgreSQL: each one is current (its hash is the English answer's as the
 * console computes it), the package detail in its `lang` shows the writer's days while the English
 * answer is untouched, and the site documents read in that language show the writer's words. For
 * every language whose files are listed in demo/content/translations/documents.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiDestination, ApiPackage } from "#domain/api-types.ts";
import { completeness, isStale, SITE_DOCUMENT_ID, type ContentTranslation, type TranslatedEntity } from "#domain/content-translations.ts";
import { inLanguage } from "#server/services/catalogue/translations.ts";
import { destinationLabelTranslations } from "#demo/content/translations/destination-labels.ts";
import { packageDetailsTranslations, sitePagesTranslations } from "#demo/content/translations/documents.ts";
import { packageLabelTranslations } from "#demo/content/translations/package-labels.ts";
import { seedDemoTranslations } from "#demo/seed/translations.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const locales = [...new Set([...Object.keys(packageDetailsTranslations), ...Object.keys(sitePagesTranslations)])] as Array<"de" | "fr" | "it" | "zh">;

describe.each(DIALECTS)("the demo's document translations on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const stored = async (entity: TranslatedEntity, id: number, locale: string): Promise<ContentTranslation | undefined> => {
    const row = await t.site.db.kysely
      .selectFrom("content_translations")
      .select(["fields", "source_hash", "source_english"])
      .where("entity_type", "=", entity)
      .where("entity_id", "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    return row ? { fields: JSON.parse(row.fields), sourceHash: row.source_hash, sourceEnglish: row.source_english ? JSON.parse(row.source_english) : null } : undefined;
  };

  it.runIf(locales.length > 0)("are seeded current, and read in their language", async () => {
    for (const locale of locales) {
      for (const [slug, details] of Object.entries(packageDetailsTranslations[locale] ?? {})) {
        const summary = (await t.site.catalogue.packages()).find((p) => p.slug === slug)!;
        const englishText = await (await t.fetch(`/api/v1/packages/${summary.package_id}/`)).text();
        const english = JSON.parse(englishText) as ApiPackage;
        const translation = await stored("package", summary.package_id, locale);
        expect(translation, `${locale} ${slug}`).toBeDefined();
        expect(isStale("package", english as unknown as Record<string, unknown>, translation!), `${locale} ${slug} stale`).toBe(false);
        const answer = (await t.json(`/api/v1/packages/${summary.package_id}/?lang=${locale}`)).body as ApiPackage;
        const first = english.tiers[0]!;
        const written = details.tiers[first.tier_type]!;
        expect(answer.tiers[0]!.itinerary_days[0]!.title, `${locale} ${slug}`).toBe(written.itinerary_days[0]!.title.trim());
        // Derived from the translated days, not the English answer's.
        expect(answer.tiers[0]!.itinerary_details_html).not.toBe(first.itinerary_details_html);
        expect(answer.tiers.map((x) => [x.id, x.price_kshs, x.price_usd])).toEqual(english.tiers.map((x) => [x.id, x.price_kshs, x.price_usd]));
        expect(await (await t.fetch(`/api/v1/packages/${summary.package_id}/?lang=en`)).text()).toBe(englishText);
      }
      const pages = sitePagesTranslations[locale];
      if (!pages) continue;
      const reads = inLanguage(t.site.catalogue, t.site.translations, locale);
      const english = { terms: await t.site.catalogue.terms(), faqs: await t.site.catalogue.faqs(), company: await t.site.catalogue.company() } as unknown as Record<"terms" | "faqs" | "company", Record<string, unknown>>;
      for (const entity of ["terms", "faqs", "company"] as const) {
        const translation = await stored(entity, SITE_DOCUMENT_ID, locale);
        expect(translation && isStale(entity, english[entity], translation), `${locale} ${entity} stale`).toBe(false);
        expect(completeness(entity, translation, english[entity]), `${locale} ${entity}`).toBe("complete");
      }
      expect((await reads.terms()).intro).toBe(pages.termsIntro.trim());
      expect((await reads.faqs()).groups[0]!.faqs[0]!.question).toBe(pages.faqGroups[0]!.faqs[0]!.question.trim());
      expect((await reads.company()).description).toBe(pages.company.description.trim());
    }
  });

  it.runIf(locales.length > 0)("adds the details to a package translated before they existed, keeping what it had, and seeds nothing twice", async () => {
    const locale = Object.keys(packageDetailsTranslations)[0] as "de";
    const slug = Object.keys(packageDetailsTranslations[locale]!)[0]!;
    const id = (await t.site.catalogue.packages()).find((p) => p.slug === slug)!.package_id;
    // As a database seeded before decision 0075 holds it: a title and a summary only, the title edited since.
    await t.site.db.kysely
      .updateTable("content_translations")
      .set({ fields: JSON.stringify({ package_title: "Von Hand geändert", summary: "Kurz." }) })
      .where("entity_type", "=", "package")
      .where("entity_id", "=", id)
      .where("locale", "=", locale)
      .execute();
    expect(await seedDemoTranslations(t.site.db)).toBe(1);
    const after = (await stored("package", id, locale))!;
    expect(after.fields.package_title).toBe("Von Hand geändert");
    expect(Object.keys(after.fields).filter((k) => k.includes(".")).length).toBeGreaterThan(5);
    expect(await seedDemoTranslations(t.site.db)).toBe(0);
  });

  it("reads the ribbons, destination names and image descriptions in each language, all current and complete (decision 0079)", async () => {
    for (const [slug, byLocale] of Object.entries(destinationLabelTranslations)) {
      const id = (await t.site.catalogue.destinations()).find((d) => d.slug === slug)!.destination_id;
      const english = (await t.json(`/api/v1/destinations/${id}/`)).body as ApiDestination;
      for (const [locale, labels] of Object.entries(byLocale)) {
        const translation = await stored("destination", id, locale);
        expect(isStale("destination", english as unknown as Record<string, unknown>, translation!), `${locale} ${slug} stale`).toBe(false);
        expect(completeness("destination", translation, english as unknown as Record<string, unknown>), `${locale} ${slug}`).toBe("complete");
        const answer = (await t.json(`/api/v1/destinations/${id}/?lang=${locale}`)).body as ApiDestination;
        expect(answer.name).toBe(labels!.name);
        expect(answer.images.map((i) => i.alt)).toEqual(labels!.images);
        expect(answer.images.map((i) => [i.id, i.image_url, i.is_primary])).toEqual(english.images.map((i) => [i.id, i.image_url, i.is_primary]));
      }
    }
    for (const [slug, byLocale] of Object.entries(packageLabelTranslations)) {
      const summary = (await t.site.catalogue.packages()).find((p) => p.slug === slug)!;
      const english = (await t.json(`/api/v1/packages/${summary.package_id}/`)).body as ApiPackage;
      for (const [locale, labels] of Object.entries(byLocale)) {
        expect(isStale("package", english as unknown as Record<string, unknown>, (await stored("package", summary.package_id, locale))!), `${locale} ${slug} stale`).toBe(false);
        const answer = (await t.json(`/api/v1/packages/${summary.package_id}/?lang=${locale}`)).body as ApiPackage;
        expect(answer.ribbon_tag_left).toBe(labels!.ribbon_tag_left ?? null);
        expect(answer.images.map((i) => i.alt)).toEqual(labels!.images);
      }
    }
    const mara = (await t.site.catalogue.destinations()).find((d) => d.slug === "maasai-mara")!.destination_id;
    const zh = (await t.json(`/api/v1/packages/?lang=zh`)).body.results as ApiPackage[];
    expect(zh.find((p) => p.destinations.some((d) => d.id === mara))!.destinations.find((d) => d.id === mara)!.name).toBe("马赛马拉");
  });

  it("adds them to translations seeded before they were written while those are current, and leaves stale ones to staff", async () => {
    const mara = (await t.site.catalogue.destinations()).find((d) => d.slug === "maasai-mara")!.destination_id;
    const amboseli = (await t.site.catalogue.destinations()).find((d) => d.slug === "amboseli")!.destination_id;
    const slug = Object.keys(packageLabelTranslations).find((s) => packageDetailsTranslations.de?.[s])!;
    const pkg = (await t.site.catalogue.packages()).find((p) => p.slug === slug)!.package_id;
    const olderRow = async (entity: TranslatedEntity, id: number, hash?: string) => {
      const before = (await stored(entity, id, "de"))!;
      const fields = Object.fromEntries(Object.entries(before.fields).filter(([k]) => k !== "name" && k !== "ribbon_tag_left" && !k.startsWith("images.")));
      await t.site.db.kysely
        .updateTable("content_translations")
        .set({ fields: JSON.stringify(fields), source_english: null, ...(hash ? { source_hash: hash } : {}) })
        .where("entity_type", "=", entity)
        .where("entity_id", "=", id)
        .where("locale", "=", "de")
        .execute();
    };
    // As a database seeded before decision 0079 holds them; Amboseli's English changed since (stale).
    await olderRow("destination", mara);
    await olderRow("destination", amboseli, "00000000");
    await olderRow("package", pkg);
    expect(await seedDemoTranslations(t.site.db)).toBe(2);
    const english = (await t.json(`/api/v1/destinations/${mara}/`)).body as Record<string, unknown>;
    const after = (await stored("destination", mara, "de"))!;
    expect(after.fields.name).toBe("Maasai Mara");
    expect(isStale("destination", english, after)).toBe(false);
    expect(completeness("destination", after, english)).toBe("complete");
    expect((await stored("destination", amboseli, "de"))!.fields.name).toBeUndefined();
    expect((await stored("package", pkg, "de"))!.fields.ribbon_tag_left).toBe(packageLabelTranslations[slug]!.de!.ribbon_tag_left);
    expect(await seedDemoTranslations(t.site.db)).toBe(0);
  });
});
