/**
 * Minor units (cents) to and from the major units staff read and type ("45000", "45000.50"),
 * by string arithmetic so no float ever touches an amount. Kept apart from the CSV parser so
 * console pages can format amounts without loading it.
 */
import { groupDigits } from "../formatting.ts";
import { DEFAULT_LOCALE, type Locale } from "../locales.ts";

/** Minor units as major units, "45000" or "45000.50", exactly (no float arithmetic). */
export function formatMajor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** "45,000.5" -> 4500050; null for an empty cell; NaN for anything else. */
export function parseMajor(text: string): number | null {
  const t = text.replace(/[,\s]/g, "");
  if (t === "") return null;
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** The decimal mark per language: a point in English and Chinese, a comma in the others. */
const DECIMAL_MARK: Record<Locale, string> = { en: ".", de: ",", fr: ",", it: ",", zh: "." };

/**
 * An amount as a traveller reads it in their language, the currency always by its code (travellers
 * compare KES and USD, and a symbol would hide which): "KES 45,000" and "USD 1,250.50" in English,
 * "45.000 KES" in German, "45 000 KES" in French, "1250,50 KES" in Italian, "KES 45,000" in Chinese.
 * By table, as CLDR writes them (decision 0077; no ICU object on a page, decision 0016); the tests
 * compare them with Node's Intl. The code sits apart from the figure with a no-break space, so a
 * line never breaks between them; English keeps the plain space it always had (the API's texts
 * and the console's stay byte for byte what they were). Whole amounts carry no decimals.
 */
export function formatAmount(minor: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const cents = abs % 100;
  const figure = `${groupDigits(Math.trunc(abs / 100), locale)}${cents === 0 ? "" : `${DECIMAL_MARK[locale]}${String(cents).padStart(2, "0")}`}`;
  if (locale === "en") return `${sign}${currency} ${figure}`;
  if (locale === "zh") return `${sign}${currency}\u00a0${figure}`;
  return `${sign}${figure}\u00a0${currency}`;
}
