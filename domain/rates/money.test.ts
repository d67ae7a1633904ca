import { describe, expect, it } from "vitest";
import { LOCALE_TAGS, LOCALES, type Locale } from "../locales.ts";
import { formatAmount, formatMajor, parseMajor } from "./money.ts";

/** What ICU writes for an amount with its currency code, whole amounts without decimals as the site shows them. */
function intl(minor: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency, currencyDisplay: "code", minimumFractionDigits: minor % 100 === 0 ? 0 : 2 });
  const text = format.format(minor / 100);
  // English keeps the plain space it always wrote between code and figure (the API's texts).
  return locale === "en" ? text.replace("\u00a0", " ") : text;
}

const AMOUNTS = [0, 1, 5, 99, 100, 101, 999, 1050, 99_999, 100_000, 123_456, 250_000, 999_999, 4_500_000, 4_500_050, 12_345_678, 100_000_000, 123_456_789_01, -1, -1230, -4_500_000, -123_456_789];
for (let i = 0; i < 300; i++) AMOUNTS.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));

describe("formatAmount in each language", () => {
  for (const locale of LOCALES) {
    it(`writes ${locale} amounts as Intl.NumberFormat(${LOCALE_TAGS[locale]}, currencyDisplay: code) does, in KES and USD`, () => {
      for (const currency of ["KES", "USD"]) for (const minor of AMOUNTS) expect(formatAmount(minor, currency, locale), `${minor} ${currency}`).toBe(intl(minor, currency, locale));
    });
  }

  it("keeps English as it always was: the code, a plain space, grouped figures, cents only when there are any", () => {
    expect(formatAmount(4_500_000, "KES")).toBe("KES 45,000");
    expect(formatAmount(125_050, "USD")).toBe("USD 1,250.50");
  });

  it("writes the figures the other languages' way and keeps the code beside them with a no-break space", () => {
    expect(formatAmount(4_500_000, "KES", "de")).toBe("45.000\u00a0KES");
    expect(formatAmount(125_050, "USD", "fr")).toBe("1\u202f250,50\u00a0USD");
    expect(formatAmount(250_000, "KES", "it")).toBe("2500\u00a0KES");
    expect(formatAmount(4_500_000, "KES", "zh")).toBe("KES\u00a045,000");
  });
});

describe("major units", () => {
  it("round-trips what staff type", () => {
    for (const minor of [0, 5, 4_500_000, 4_500_050]) expect(parseMajor(formatMajor(minor))).toBe(minor);
  });
});
