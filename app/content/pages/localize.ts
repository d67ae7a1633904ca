/**
 * The page copy of app/content/pages in the page's language (issue 29): a record (a card list,
 * a hero, a whole travel management page) comes back with every string the content table knows
 * (translations.ts) in the page's language, and everything else (keys, paths, icons, class names,
 * people's names, numbers) as it was. English pages get the records themselves, untouched.
 */
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE } from "#domain/locales.ts";
import { CONTENT_MESSAGES, contentPattern } from "./translations.ts";

const BY_ENGLISH = new Map(CONTENT_MESSAGES);

/** One string of the copy in `i18n`'s language; a string the table does not know, as it is. */
export function contentText(i18n: I18n, english: string): string {
  const known = BY_ENGLISH.get(english) ?? contentPattern(english);
  return known ? i18n._(known) : english;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !("$$typeof" in value);
}

function localize(i18n: I18n, value: unknown): unknown {
  if (typeof value === "string") return contentText(i18n, value);
  if (Array.isArray(value)) return value.map((item) => localize(i18n, item));
  if (value !== null && typeof value === "object" && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(i18n, item)]));
  }
  return value;
}

/** `value` (a record, a list, a string) with its copy in `i18n`'s language; the same value in English. */
export function localizeContent<T>(i18n: I18n, value: T): T {
  return i18n.locale === DEFAULT_LOCALE ? value : (localize(i18n, value) as T);
}

/** In a component: `const copy = useContentCopy(); copy(coreValues)`. */
export function useContentCopy(): <T>(value: T) => T {
  const { i18n } = useLingui();
  return (value) => localizeContent(i18n, value);
}
