/**
 * Small text helpers for cards and story pages: the character cuts of SPEC §9
 * (destination descriptions at 100, story titles at 60) and story dates.
 */
import type { I18n } from "@lingui/core";
import { defineMessage, plural } from "@lingui/core/macro";
import { formatNairobiDay } from "#domain/formatting.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";

/** Destination card description cut (SPEC §9). */
export const DESTINATION_DESCRIPTION_MAX = 100;
/** Story card title cut (SPEC §9). */
export const BLOG_TITLE_MAX = 60;

/**
 * Cuts text to at most `max` characters of content followed by an ellipsis.
 * Text that already fits is returned untouched; trailing spaces and
 * punctuation before the ellipsis are dropped so it never reads "word ,…".
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/** "15 November 2026" ("15. November 2026"): stories show the day they were written, in Nairobi time. */
export function formatStoryDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatNairobiDay(date, { month: "long" }, locale);
}

/** "3 min read"; in the page's language when given its i18n. */
export function readingTimeLabel(minutes: number, i18n?: I18n): string {
  const count = Math.max(1, Math.round(minutes || 1));
  if (!i18n) return `${count} min read`;
  return i18n._(defineMessage({ message: plural(count, { one: "# min read", other: "# min read" }) }));
}
