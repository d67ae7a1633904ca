/**
 * Offering a visitor the site in their browser's language (issue 29): which language to offer, and
 * the offer in that language's own words. Apart from locales.ts: only the offer, loaded for the
 * few browsers that are not English first, needs it (app/components/language-offer.tsx).
 */
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "./locales.ts";

/**
 * The language a browser's preferences ask for among the site's others, if any: the first of
 * `navigator.languages` the site speaks, unless English comes first. Chinese only in its Simplified
 * script (zh, zh-CN, zh-SG, zh-Hans), which is the one the site is written in.
 */
export function preferredOtherLocale(languages: readonly string[]): Exclude<Locale, "en"> | null {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const primary = lower.split("-")[0];
    if (primary === DEFAULT_LOCALE) return null;
    if (primary === "zh" && /-(tw|hk|mo|hant)\b/.test(lower)) continue;
    const found = PREFIXED_LOCALES.find((l) => l === primary);
    if (found) return found;
  }
  return null;
}

/** What the site says, in each language itself, to offer a page in it (the offer of `preferredOtherLocale`). */
export const READ_IN_LANGUAGE: Record<Exclude<Locale, "en">, { offer: string; dismiss: string }> = {
  de: { offer: "Diese Seite auf Deutsch lesen", dismiss: "Nein danke" },
  fr: { offer: "Lire cette page en français", dismiss: "Non merci" },
  it: { offer: "Leggi questa pagina in italiano", dismiss: "No, grazie" },
  zh: { offer: "阅读本页中文版", dismiss: "不用了，谢谢" },
};

