/**
 * The writers' translations of the packages' details and of the site's documents (issue 29,
 * decision 0075), one file per language under package-details/ and site-pages/, listed here by
 * language. A language whose file is not written yet is not listed and is not seeded; add its file
 * here when it lands (the shape test, demo/translation-shapes.test.ts, fails for a file that is
 * in a folder and not listed).
 */
import type { Locale } from "#domain/locales.ts";
import type { PackageDetailsTranslations, SitePagesTranslation } from "./types.ts";
import { packageDetailsDe } from "./package-details/de.ts";
import { packageDetailsFr } from "./package-details/fr.ts";
import { packageDetailsIt } from "./package-details/it.ts";
import { packageDetailsZh } from "./package-details/zh.ts";
import { sitePagesDe } from "./site-pages/de.ts";
import { sitePagesFr } from "./site-pages/fr.ts";
import { sitePagesIt } from "./site-pages/it.ts";
import { sitePagesZh } from "./site-pages/zh.ts";

export type TranslatedLocale = Exclude<Locale, "en">;

export const packageDetailsTranslations: Partial<Record<TranslatedLocale, PackageDetailsTranslations>> = {
  de: packageDetailsDe,
  fr: packageDetailsFr,
  it: packageDetailsIt,
  zh: packageDetailsZh,
};

export const sitePagesTranslations: Partial<Record<TranslatedLocale, SitePagesTranslation>> = {
  de: sitePagesDe,
  fr: sitePagesFr,
  it: sitePagesIt,
  zh: sitePagesZh,
};
