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
 * The outputs are those of en-US digit grouping and en-GB dates as CLDR 46 writes them; the unit tests
 * compare them with Node's Intl for many values.
 */

const MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** en-GB's abbreviations: four letters for September. */
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** 1234567 -> "1,234,567": rounded to a whole number, a comma before every third digit from the right. */
export function groupDigits(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ",");
}

export interface DayStyle {
  month: "long" | "short";
  /** "Fri, 12 Mar 2027" */
  weekday?: boolean;
}

/** The calendar day of `date` read in UTC, written the en-GB way: "15 November 2026", "2 Sept 2027". */
export function formatUtcDay(date: Date, style: DayStyle): string {
  const day = `${date.getUTCDate()} ${(style.month === "long" ? MONTHS_LONG : MONTHS_SHORT)[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return style.weekday ? `${WEEKDAYS_SHORT[date.getUTCDay()]}, ${day}` : day;
}

/**
 * East Africa Time: UTC+3 all year, no summer time (Kenya has kept it since 1960). The console's
 * scheduling reads the zone itself through Intl on the server (`OFFICE_TIME_ZONE`, publishing.ts);
 * a page only needs the day.
 */
export const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar day of `date` in Nairobi, written the en-GB way. */
export function formatNairobiDay(date: Date, style: DayStyle): string {
  return formatUtcDay(new Date(date.getTime() + NAIROBI_OFFSET_MS), style);
}

/** A yyyy-mm-dd day as "12 Mar 2027" (or with `style`); text that is not a real date comes back as it is. */
export function formatIsoDay(iso: string, style: DayStyle = { month: "short" }): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) return iso;
  return formatUtcDay(date, style);
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
