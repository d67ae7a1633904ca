/**
 * The invoice and receipt PDFs' words are a table per language (server code gets no Lingui macros):
 * every language has every word, the others do not print the English ones, and the amounts they
 * print (always with cents) are written as ICU writes them in that language.
 */
import { describe, expect, it } from "vitest";
import { documentAmount } from "#domain/bookings/receipt.ts";
import { LOCALE_TAGS, LOCALES, PREFIXED_LOCALES, type Locale } from "#domain/locales.ts";
import { DOCUMENT_PDF_WORDS, type DocumentPdfWords } from "./document-pdf-words.ts";

/** Every string a table holds, its functions called with a sample value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings(value("X-1"));
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The shape of a table: its keys, nested keys and what its functions answer. */
const shape = (words: DocumentPdfWords) => JSON.stringify(Object.entries(words).map(([k, v]) => [k, typeof v === "function" ? typeof v("X") : v && typeof v === "object" ? Object.keys(v).sort() : typeof v]));

describe("the invoice and receipt PDFs' words", () => {
  it("has every word in every language, none empty, and every value it is given", () => {
    for (const locale of LOCALES) {
      const words = DOCUMENT_PDF_WORDS[locale];
      expect(shape(words), locale).toBe(shape(DOCUMENT_PDF_WORDS.en));
      expect(Object.keys(words.taxTypes(16)).sort(), locale).toEqual(["exempt", "taxable"]);
      for (const text of strings(words)) expect(text.trim(), locale).not.toBe("");
      // A function that drops its value would print a document without its number or date.
      for (const key of ["invoice", "proForma", "prepared", "issued", "booking", "amountsIn", "receipt", "receiptThanks", "vatAt"] as const) expect(words[key]("Q-77" as never), `${locale} ${key}`).toContain("Q-77");
      expect(words.taxTypes(16).taxable, locale).toContain("16");
    }
  });

  it("is translated: no other language prints the English titles, headings and labels", () => {
    const en = DOCUMENT_PDF_WORDS.en;
    for (const locale of PREFIXED_LOCALES) {
      const words = DOCUMENT_PDF_WORDS[locale];
      for (const key of ["invoiceSubject", "receiptSubject", "billTo", "amountReceived", "paidBy", "bookingTotal", "paidWithThis"] as const) expect(words[key], `${locale} ${key}`).not.toBe(en[key]);
      expect(words.receipt("1"), locale).not.toBe(en.receipt("1"));
      expect(words.totals.subtotal, locale).not.toBe(en.totals.subtotal);
      expect(words.columns.quantity, locale).not.toBe(en.columns.quantity);
    }
  });
});

/** What ICU writes for an amount with its code and always two decimals. */
function intl(minor: number, currency: string, locale: Locale): string {
  const text = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency, currencyDisplay: "code", minimumFractionDigits: 2 }).format(minor / 100);
  return locale === "en" ? text.replace("\u00a0", " ") : text;
}

describe("documentAmount in each language", () => {
  const amounts = [0, 5, 100, 1050, 99_999, 100_000, 123_456, 4_500_000, 4_500_050, 12_345_678, 123_456_789_01];
  for (let i = 0; i < 100; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 11))));

  for (const locale of LOCALES) {
    it(`prints ${locale} amounts with their cents as Intl.NumberFormat(${LOCALE_TAGS[locale]}) does`, () => {
      for (const currency of ["KES", "USD"]) for (const minor of amounts) expect(documentAmount(minor, currency, locale), `${minor} ${currency}`).toBe(intl(minor, currency, locale));
    });
  }

  it("keeps English byte for byte as the documents always printed it", () => {
    expect(documentAmount(12_345_600, "KES")).toBe("KES 123,456.00");
    expect(documentAmount(12_345_600, "KES", "de")).toBe("123.456,00\u00a0KES");
  });
});
