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
