/**
 * The page's language and texts where no React context reaches: `meta` exports, which get the
 * route matches. The root loader's data carries both (app/root.tsx).
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/locales.ts";

type MetaMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

function rootData(matches: ReadonlyArray<MetaMatch> | undefined): { locale?: unknown; messages?: Messages } | undefined {
  const root = matches?.find((m) => m?.id === "root");
  return (root?.loaderData ?? root?.data) as { locale?: unknown; messages?: Messages } | undefined;
}

/** The language of the page the matches belong to. */
export function localeFromMatches(matches: ReadonlyArray<MetaMatch> | undefined): Locale {
  const locale = rootData(matches)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** One Lingui instance per message set: meta runs on every navigation. */
const made = new WeakMap<Messages, I18n>();

/** A Lingui instance in the page's language, for titles and descriptions. */
export function i18nFromMatches(matches: ReadonlyArray<MetaMatch> | undefined): I18n {
  const locale = localeFromMatches(matches);
  const messages = rootData(matches)?.messages ?? {};
  let i18n = made.get(messages);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    made.set(messages, i18n);
  }
  return i18n;
}
