import type { Locale } from "#domain/locales.ts";

/** A demo entity's translations, keyed by its slug, then by language: the translated fields. */
export type DemoTranslations<F extends string> = Record<string, Partial<Record<Exclude<Locale, "en">, Record<F, string>>>>;
