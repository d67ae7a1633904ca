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

/**
 * The language for a page that has none of its own (no prefix, no document: a booking link naming
 * no booking, decision 0080), from an `Accept-Language` header: its tags in order of preference
 * (`q`, ties in the order written, `q=0` refused), read as `preferredOtherLocale` reads the
 * browser's list; English when the header asks for none of the others. Never a redirect.
 */
export function acceptLanguageLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .slice(0, 500)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*(.*?)\s*$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((t) => t.tag);
  return preferredOtherLocale(tags) ?? DEFAULT_LOCALE;
}

/** What the site says, in each language itself, to offer a page in it (the offer of `preferredOtherLocale`). */
export const READ_IN_LANGUAGE: Record<Exclude<Locale, "en">, { offer: string; dismiss: string }> = {
  de: { offer: "Diese Seite auf Deutsch lesen", dismiss: "Nein danke" },
  fr: { offer: "Lire cette page en français", dismiss: "Non merci" },
  it: { offer: "Leggi questa pagina in italiano", dismiss: "No, grazie" },
  zh: { offer: "阅读本页中文版", dismiss: "不用了，谢谢" },
};

