/**
 * Numbers, dates and name order for the public pages, written without ICU (`Intl.*`,
 * `localeCompare`, `toLocale*String`), for two reasons (docs/decisions/0016, "No ICU before the page
 * works"):
 *
 *  - Speed. The first ICU object a page builds costs 50-90 ms on the phone profile (4x CPU), the
 *    second and third 10-20 ms more, and the site's modules built five of them while loading, before
 *    hydration could start. Grouping digits, naming a month and folding accents cost nothing.
 *  - Sameness. The server renders with Node's ICU and the browser hydrates with its own; when the two
 *    disagree (en-GB's "Sep" became "Sept" in one CLDR release) the text differs and React reports a
 *    hydration mismatch. A table here says the same thing on both sides.
 *
 * The outputs are those of en-US digit grouping and en-GB dates as CLDR 46 writes them, and German,
 * French, Italian and Chinese ones for the translated pages (issue 29); the unit tests compare them
 * with Node's Intl for many values.
 */

import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/** Month and weekday names per language, as CLDR 46 writes them in dates ("12. März 2027"). */
const NAMES: Record<Locale, { long: string[]; short: string[]; weekdays: string[] }> = {
  en: {
    long: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    /** en-GB's abbreviations: four letters for September. */
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  de: {
    long: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    short: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
    weekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
  },
  fr: {
    long: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    short: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
    weekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
  },
  it: {
    long: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    short: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
    weekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"],
  },
  zh: { long: [], short: [], weekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] },
};

/** The digit group separator per language: a comma, a dot, or French's narrow no-break space. */
const GROUP_SEPARATOR: Record<Locale, string> = { en: ",", de: ".", fr: "\u202f", it: ".", zh: "," };

/** 1234567 -> "1,234,567" ("1.234.567" in German): rounded to a whole number, grouped by thousands. */
export function groupDigits(value: number, locale: Locale = DEFAULT_LOCALE): string {
  const text = String(Math.round(value));
  // Italian, like Spanish, leaves four-digit numbers ungrouped ("2500", CLDR's minimumGroupingDigits 2).
  if (locale === "it" && /^-?\d{4}$/.test(text)) return text;
  return text.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]);
}

/**
 * An amount in minor units as a traveller reads it in their language, the currency always by its
 * code (travellers compare KES and USD, and a symbol would hide which): "KES 45,000" and
 * "USD 1,250.50" in English, "45.000 KES" in German, "45 000 KES" in French, "1250,50 KES" in
 * Italian, "KES 45,000" in Chinese, as CLDR writes them (decision 0077; domain/rates/money.test.ts
 * compares them with Intl). The code sits apart from the figure with a no-break space, so a line
 * never breaks between them; English keeps the plain space it always had (the API's texts and the
 * console's stay byte for byte what they were). Whole amounts carry no decimals.
 */
export function formatAmount(minor: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  // English and Chinese: the code first and a decimal point; the others: the code after, a decimal comma.
  const codeFirst = locale === "en" || locale === "zh";
  const abs = Math.abs(minor);
  const cents = abs % 100;
  const figure = groupDigits(Math.trunc(abs / 100), locale) + (cents ? (codeFirst ? "." : ",") + String(cents).padStart(2, "0") : "");
  return (minor < 0 ? "-" : "") + (codeFirst ? currency + (locale === "en" ? " " : "\u00a0") + figure : figure + "\u00a0" + currency);
}

export interface DayStyle {
  month: "long" | "short";
  /** "Fri, 12 Mar 2027" */
  weekday?: boolean;
}

/**
 * The calendar day of `date` read in UTC, in the language's way: "15 November 2026" and
 * "Fri, 2 Sept 2027" (en-GB), "15. November 2026", "15 novembre 2026", "2026年11月15日".
 */
export function formatUtcDay(date: Date, style: DayStyle, locale: Locale = DEFAULT_LOCALE): string {
  const names = NAMES[locale];
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  const weekday = names.weekdays[date.getUTCDay()];
  if (locale === "zh") return `${y}年${m + 1}月${d}日${style.weekday ? weekday : ""}`;
  const month = (style.month === "long" ? names.long : names.short)[m];
  const day = locale === "de" ? `${d}. ${month} ${y}` : `${d} ${month} ${y}`;
  if (!style.weekday) return day;
  return locale === "en" || locale === "de" ? `${weekday}, ${day}` : `${weekday} ${day}`;
}

/**
 * East Africa Time: UTC+3 all year, no summer time (Kenya has kept it since 1960). The console's
 * scheduling reads the zone itself through Intl on the server (`OFFICE_TIME_ZONE`, publishing.ts);
 * a page only needs the day.
 */
export const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar day of `date` in Nairobi, in the language's way. */
export function formatNairobiDay(date: Date, style: DayStyle, locale: Locale = DEFAULT_LOCALE): string {
  return formatUtcDay(new Date(date.getTime() + NAIROBI_OFFSET_MS), style, locale);
}

/** A yyyy-mm-dd day as "12 Mar 2027" (or with `style`); text that is not a real date comes back as it is. */
export function formatIsoDay(iso: string, style: DayStyle = { month: "short" }, locale: Locale = DEFAULT_LOCALE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) return iso;
  return formatUtcDay(date, style, locale);
}

const NON_ASCII = /[^\u0000-\u007f]/;

/** The form two names are compared in: accents folded ("Ä" as "a"), case ignored. */
function sortKey(text: string): string {
  // Most names are ASCII: lower-casing is all they need (a sort of 10,000 names: 113 ms -> 19 ms;
  // Intl.Collator takes 12 ms once built).
  return NON_ASCII.test(text) ? text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() : text.toLowerCase();
}

/** Orders by UTF-16 code units: for ASCII keys and ISO times, where that is the meaningful order. */
export function compareExact(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Orders names for people: "Äther" between "Aber" and "Zebra", "amboseli" before "Mara". Ties in the
 * folded form fall back to the exact text, so the order is total and the same on server and browser.
 */
export function compareText(a: string, b: string): number {
  return compareExact(sortKey(a), sortKey(b)) || compareExact(a, b);
}
