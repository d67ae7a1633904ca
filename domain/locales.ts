/**
 * The languages the public site speaks (issue 29, decision 0074). English is the default and keeps
 * its URLs (`/packages/12`); every other language lives under its own prefix (`/de/packages/12`), so
 * each language is a set of real pages that search engines index.
 */

export const LOCALES = ["en", "de", "fr", "it", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The languages under a prefix: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, "en"> => l !== DEFAULT_LOCALE);

/** BCP 47 tags for `<html lang>` and `hreflang`: Kenyan English, and Simplified Chinese by its script. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-KE", de: "de", fr: "fr", it: "it", zh: "zh-Hans" };
/** `hreflang` values: English pages are for every English reader, not only Kenya's. */
export const HREFLANGS: Record<Locale, string> = { ...LOCALE_TAGS, en: "en" };
/** Open Graph's `og:locale` form (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: "en_KE", de: "de_DE", fr: "fr_FR", it: "it_IT", zh: "zh_CN" };
/** Each language named in itself: what the switcher shows. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", it: "Italiano", zh: "中文" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A language tag read as one of the site's languages, English for anything else. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The language of a path and the path without its prefix: `/de/packages/1` is German `/packages/1`,
 * `/de` and `/de/` are the German home page. A path without a known prefix is English as it is
 * (`/xx/packages` stays English, and the site's unknown-path rule answers it).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (m && m[1] !== DEFAULT_LOCALE && isLocale(m[1])) return { locale: m[1], path: m[2] || "/" };
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

/**
 * A site path (`/packages?x=1`, `/`, `/blogs/a#b`) in `locale`: English as it is, the others under
 * their prefix (`/de/packages?x=1`, `/de/`). Anything that is not a site path (another origin, a
 * protocol, `#top`, an API or image URL) comes back unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(api|images|media|console|quotes|bookings|assets|rum|metrics|sitemap|robots|favicon)(?=[/?#.]|$)/.test(path)) return path;
  if (splitLocalePath(path.replace(/[?#].*$/, "")).locale !== DEFAULT_LOCALE) return path;
  return path === "/" || /^\/[?#]/.test(path) ? `/${locale}/${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * The language an inquiry was written in: its page's prefix (`/de/contact`); English otherwise. The
 * traveller's documents follow it: the acknowledgement, the quote made from the inquiry, its booking
 * (decision 0077).
 */
export function inquiryLocale(sourceUrl: string | null | undefined): Locale {
  if (!sourceUrl) return DEFAULT_LOCALE;
  try {
    return splitLocalePath(new URL(sourceUrl, "http://site.invalid").pathname).locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** A `lang` query parameter read strictly: a known language, English when absent, null for junk. */
export function parseLangParam(value: string | null | undefined): Locale | null {
  if (value === null || value === undefined || value === "") return DEFAULT_LOCALE;
  return isLocale(value) ? value : null;
}
