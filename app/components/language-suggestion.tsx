/**
 * Once, on an English page, a browser that prefers one of the site's other languages is offered
 * this page in it (issue 29): a link, never a redirect, so search engines and visitors who chose
 * English keep it. Following or dismissing the offer is remembered; it is never made again. It
 * appears after hydration in a fixed box at the bottom, which moves nothing on the page (no layout
 * shift), and it speaks the offered language itself. Loaded only for a browser whose first
 * language is not English (language-offer.tsx), so no one else downloads it.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { preferredOtherLocale, READ_IN_LANGUAGE } from "#domain/language-offer.ts";
import { LOCALE_TAGS, localizePath, splitLocalePath, type Locale } from "#domain/locales.ts";
import { browserStorage } from "../lib/cache/persistence.ts";
import { useLocale } from "../lib/i18n/link.tsx";

const ANSWERED_KEY = "language_offer_answered";

export default function LanguageSuggestion() {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const [offered, setOffered] = useState<Exclude<Locale, "en"> | null>(null);

  useEffect(() => {
    if (current !== "en" || browserStorage()?.getItem(ANSWERED_KEY)) return;
    setOffered(preferredOtherLocale(navigator.languages ?? [navigator.language]));
  }, [current]);

  if (!offered) return null;
  const words = READ_IN_LANGUAGE[offered];
  const answered = () => {
    browserStorage()?.setItem(ANSWERED_KEY, offered);
    setOffered(null);
  };
  return (
    <aside
      lang={LOCALE_TAGS[offered]}
      aria-label={words.offer}
      data-testid="language-suggestion"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-white p-3 ps-5 shadow-xl ring-1 ring-earth-900/10"
    >
      <a href={localizePath(splitLocalePath(pathname).path, offered) + search} hrefLang={LOCALE_TAGS[offered]} onClick={answered} className="font-semibold text-acacia-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-acacia-700">
        {words.offer}
      </a>
      <button type="button" onClick={answered} className="min-h-11 shrink-0 rounded-xl px-3 text-sm font-medium text-earth-900/80 hover:bg-savanna-100 focus-visible:outline-2 focus-visible:outline-acacia-700">
        {words.dismiss}
      </button>
    </aside>
  );
}
