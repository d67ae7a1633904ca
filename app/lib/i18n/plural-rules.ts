/**
 * Plural categories and plain numbers for Lingui without ICU (decision 0016: no ICU object before the
 * page works; the first one costs a phone 50-90 ms). Lingui's plurals build `Intl.PluralRules` and
 * format `#` with `Intl.NumberFormat`; vite.config.ts has them build these instead. The site's
 * counts are whole numbers, whose CLDR cardinal categories in its five languages are: one for 1
 * (English, German, Italian), one for 0 and 1 (French), other for everything else, and Chinese has
 * only other. Checked against Intl in plural-rules.test.ts.
 */
import { groupDigits } from "#domain/formatting.ts";
import { asLocale, type Locale } from "#domain/locales.ts";

const primary = (locales: string | readonly string[] | undefined): Locale => asLocale(String((Array.isArray(locales) ? locales[0] : locales) ?? "en").split("-")[0]);

export class SitePluralRules {
  private readonly locale: Locale;
  constructor(locales?: string | readonly string[]) {
    this.locale = primary(locales);
  }
  select(n: number): "one" | "other" {
    if (!Number.isInteger(n)) return "other";
    if (this.locale === "zh") return "other";
    if (this.locale === "fr") return n === 0 || n === 1 ? "one" : "other";
    return n === 1 ? "one" : "other";
  }
}

/** A plain number as the language groups its digits ("1.234" in German). */
export class SiteNumberFormat {
  private readonly locale: Locale;
  constructor(locales?: string | readonly string[]) {
    this.locale = primary(locales);
  }
  format(n: number): string {
    return Number.isInteger(n) ? groupDigits(n, this.locale) : String(n);
  }
}
