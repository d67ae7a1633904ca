/**
 * The writers' translations of the packages' details and of the site's documents (issue 29,
 * decision 0075), one file per language under package-details/ and site-pages/, listed here by
 * language. A language whose file is not written yet is not listed and is not seeded; add its file
 * here when it lands (the shape test, demo/translation-shapes.test.ts, fails for a file that is
 * in a folder and not listed).
 */
import type { Locale } from "#domain/locales.ts";
import type { PackageDetailsTranslations, SitePagesTranslation } from "./types.ts";

export type TranslatedLocale = Exclude<Locale, "en">;

export const packageDetailsTranslations: Partial<Record<TranslatedLocale, PackageDetailsTranslations>> = {};

export const sitePagesTranslations: Partial<Record<TranslatedLocale, SitePagesTranslation>> = {};
