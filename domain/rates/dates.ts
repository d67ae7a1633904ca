/**
 * Calendar dates as "YYYY-MM-DD" strings, computed in UTC so no time zone or daylight-saving
 * change can move a night. Pure: nothing reads the clock.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date such as "2026-02-28" (not "2026-02-30"). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * True for a month-day that exists every year ("12-31"). 29 February is refused: a recurring
 * season starting or ending on it would have no start or end in three years out of four.
 */
export function isMonthDay(value: string): boolean {
  const m = MONTH_DAY.exec(value);
  if (!m || value === "02-29") return false;
  return isIsoDate(`2024-${value}`);
}

export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = (s: string) => {
    const [y, mo, d] = s.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, mo - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / DAY_MS);
}

export function monthDay(date: string): string {
  return date.slice(5);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The day after `date`, by integer arithmetic: the price function walks a trip night by night, and
 * this is ten times cheaper than a Date round trip (measured in bench/rates.ts).
 */
export function nextDay(date: string): string {
  let y = Number(date.slice(0, 4));
  let m = Number(date.slice(5, 7));
  let d = Number(date.slice(8, 10)) + 1;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const length = m === 2 && leap ? 29 : MONTH_DAYS[m - 1]!;
  if (d > length) {
    d = 1;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return `${y}-${pad2(m)}-${pad2(d)}`;
}
