/**
 * The quote PDF's words are a table per language (server code gets no Lingui macros): every
 * language has every word, and the labels the page prints too read in each language exactly as the
 * page's catalogue has them (app/quotes/document-labels.ts), as the quote's residency names read as
 * the site's do, so the page, the PDF and the site never name one thing two ways.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LOCALES, PREFIXED_LOCALES, type Locale } from "#domain/locales.ts";
import { QUOTE_WORDS } from "#domain/quotes/quote-words.ts";
import { RESIDENCY_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { DAY_FACTS, DOCUMENT_LABELS } from "#app/quotes/document-labels.ts";
import { PDF_WORDS } from "./pdf-words.ts";

const catalogues = import.meta.glob<{ messages: Messages }>("../../../app/locales/*/{documents,shell}.po", { eager: true });
const says = (locale: Locale, catalogue: "documents" | "shell") =>
  setupI18n({ locale, messages: { [locale]: catalogues[`../../../app/locales/${locale}/${catalogue}.po`]!.messages } });

/** Every string a table holds, functions called with sample values. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  // Called with sample values: a list for `places`, a number and words for the others.
  if (typeof value === "function") return [String(value.name === "places" ? value(["X"]) : value(2, "X", "Y"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the quote PDF's words", () => {
  it("has every word in every language, none empty", () => {
    const keys = (locale: Locale) => JSON.stringify(Object.keys(PDF_WORDS[locale]).sort()) + JSON.stringify(Object.keys(PDF_WORDS[locale].labels).sort());
    for (const locale of LOCALES) {
      expect(keys(locale), locale).toBe(keys("en"));
      for (const text of strings(PDF_WORDS[locale])) expect(text.trim(), locale).not.toBe("");
    }
  });

  it("is translated: no other language prints the English headings", () => {
    for (const locale of PREFIXED_LOCALES) for (const key of ["price", "depositAndBalance", "subject"] as const) expect(PDF_WORDS[locale][key], `${locale} ${key}`).not.toBe(PDF_WORDS.en[key]);
  });

  it("names what the page names as the page's catalogue does, in every language", () => {
    for (const locale of LOCALES) {
      const i18n = says(locale, "documents");
      for (const [key, message] of Object.entries(DOCUMENT_LABELS)) expect(PDF_WORDS[locale].labels[key as keyof typeof DOCUMENT_LABELS], `${locale} ${key}`).toBe(i18n._(message));
      expect(PDF_WORDS[locale].places(["Mara"]), locale).toBe(i18n._({ ...DAY_FACTS.places, values: { places: "Mara" } }));
      expect(PDF_WORDS[locale].overnight("Mara Camp"), locale).toBe(i18n._({ ...DAY_FACTS.overnight, values: { overnight: "Mara Camp" } }));
      expect(PDF_WORDS[locale].meals("B, L, D"), locale).toBe(i18n._({ ...DAY_FACTS.meals, values: { meals: "B, L, D" } }));
    }
  });

  it("writes the quote's residency names as the site's catalogue does", () => {
    for (const locale of LOCALES) {
      const i18n = says(locale, "shell");
      for (const [code, message] of Object.entries(RESIDENCY_MESSAGES)) expect(QUOTE_WORDS[locale].residencies[code as keyof typeof RESIDENCY_MESSAGES], `${locale} ${code}`).toBe(i18n._(message));
    }
  });
});
