/**
 * The header's language switcher (issue 29): the same page in each language the site speaks, as
 * plain links (crawlable, and working before and without JavaScript) in a disclosure. Choosing one
 * loads that page anew, with its own language's texts.
 */
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { HREFLANGS, LOCALE_NAMES, LOCALE_TAGS, LOCALES, localizePath, splitLocalePath } from "#domain/locales.ts";
import { useLocale } from "../lib/i18n/link.tsx";
import { ChevronDownIcon, GlobeIcon } from "./icons.tsx";

export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  return (
    <details className="group relative" data-testid="language-switcher">
      <summary
        className={`flex h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden ${
          light ? "text-white hover:bg-white/15 focus-visible:outline-white" : "text-earth-900 hover:bg-savanna-100 focus-visible:outline-acacia-700"
        }`}
        // The name holds the visible code too (label-content-name-mismatch: "ZH" is in no Chinese sentence).
        aria-label={`${t`Language: ${LOCALE_NAMES[current]}`} (${current.toUpperCase()})`}
      >
        <GlobeIcon size={18} />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <ChevronDownIcon size={14} className="transition group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <ul className="absolute end-0 top-12 z-50 min-w-40 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-earth-900/10">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(path, locale) + search}
              hrefLang={HREFLANGS[locale]}
              lang={LOCALE_TAGS[locale]}
              aria-current={locale === current ? "true" : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] focus-visible:outline-2 focus-visible:outline-acacia-700 ${
                locale === current ? "bg-savanna-100 font-semibold text-acacia-700" : "text-earth-900 hover:bg-savanna-50"
              }`}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
