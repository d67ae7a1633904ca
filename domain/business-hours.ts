/**
 * The office's business hours and the business time between two instants (issue 28 item 3,
 * decision 0066): the "needs reply" clock starts when an inquiry arrives and runs only while the
 * office is open, so an inquiry that lands on Saturday evening is not overdue before Monday morning.
 *
 * Nairobi keeps East Africa Time, UTC+3 all year (no daylight saving), so the office's local
 * clock is UTC shifted by a fixed offset and every week has the same open intervals. That keeps
 * both functions exact and cheap: whole weeks are counted by arithmetic, the rest day by day.
 * Public holidays count as business time (noted in the decision): the office answers on them.
 */

import { NAIROBI_OFFSET_MS } from "./formatting.ts";

/** Minutes after local midnight: [opens, closes). */
export type OpenInterval = readonly [number, number];

export interface BusinessHours {
  /** The office's fixed offset from UTC, in minutes (EAT: +180). */
  utcOffsetMinutes: number;
  /** Open intervals per local weekday, Sunday = 0 as Date#getUTCDay numbers them; sorted, not overlapping. */
  week: readonly (readonly OpenInterval[])[];
}

const at = (h: number, m = 0) => h * 60 + m;

/** Nairobi office: Monday to Friday 08:00-18:00, Saturday 09:00-13:00, closed on Sunday (EAT). */
export const OFFICE_HOURS: BusinessHours = {
  utcOffsetMinutes: NAIROBI_OFFSET_MS / 60_000,
  week: [
    [],
    [[at(8), at(18)]],
    [[at(8), at(18)]],
    [[at(8), at(18)]],
    [[at(8), at(18)]],
    [[at(8), at(18)]],
    [[at(9), at(13)]],
  ],
};

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Business milliseconds in one whole week of the schedule. */
export function weeklyBusinessMs(hours: BusinessHours): number {
  return hours.week.reduce((sum, day) => sum + day.reduce((s, [open, close]) => s + (close - open) * MINUTE, 0), 0);
}

/** "Mon-Fri 08:00-18:00, Sat 09:00-13:00" for the settings page and the README. */
export function describeBusinessHours(hours: BusinessHours): string {
  const names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const label = (day: readonly OpenInterval[]) => day.map(([o, c]) => `${hm(o)}-${hm(c)}`).join(", ");
  const parts: string[] = [];
  for (let d = 1; d <= 7; d++) {
    const day = hours.week[d % 7]!;
    if (!day.length) continue;
    const last = parts.at(-1);
    const prevDay = hours.week[(d - 1) % 7]!;
    if (last && d > 1 && label(prevDay) === label(day) && prevDay.length) {
      parts[parts.length - 1] = last.replace(/^(\w+)(?:-\w+)? /, `$1-${names[d % 7]} `);
    } else parts.push(`${names[d % 7]} ${label(day)}`);
  }
  return parts.join(", ");
}

/** The UTC instant (ms) at which the local day containing `t` begins. */
function localDayStart(t: number, hours: BusinessHours): number {
  const offset = hours.utcOffsetMinutes * MINUTE;
  return Math.floor((t + offset) / DAY) * DAY - offset;
}

/** The local weekday of a local day's start. */
function weekdayOf(dayStart: number, hours: BusinessHours): number {
  return new Date(dayStart + hours.utcOffsetMinutes * MINUTE).getUTCDay();
}

/**
 * Business time between two instants: the part of [from, to) that falls in open hours. Zero when
 * `to` is not after `from` (an inquiry stamped a moment in the future by a skewed clock).
 */
export function businessMsBetween(from: Date, to: Date, hours: BusinessHours = OFFICE_HOURS): number {
  let start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const weeks = Math.floor((end - start) / WEEK);
  if (weeks > 0) {
    total += weeks * weeklyBusinessMs(hours);
    start += weeks * WEEK;
  }
  for (let day = localDayStart(start, hours); day < end; day += DAY) {
    for (const [open, close] of hours.week[weekdayOf(day, hours)]!) {
      const a = Math.max(start, day + open * MINUTE);
      const b = Math.min(end, day + close * MINUTE);
      if (b > a) total += b - a;
    }
  }
  return total;
}

/**
 * The latest arrival instant whose business time until `now` is at least `thresholdMs`: an
 * inquiry arrived at or before it has waited the threshold, one arrived after it has not. This is
 * what lets the inbox's "needs reply" filter stay an index range (`created_at <= cutoff`) although
 * business time is no SQL interval. Walks back from `now` through open intervals; a threshold of a
 * week or more skips whole weeks first. `thresholdMs` must be positive.
 */
export function arrivalCutoff(now: Date, thresholdMs: number, hours: BusinessHours = OFFICE_HOURS): Date {
  const weekly = weeklyBusinessMs(hours);
  if (!(thresholdMs > 0) || weekly <= 0) throw new RangeError("The threshold and the weekly business hours must be positive.");
  let remaining = thresholdMs;
  let end = now.getTime();
  // Leave at least one partial week to walk, so the answer lands inside an open interval.
  const weeks = Math.floor((remaining - 1) / weekly);
  if (weeks > 0) {
    remaining -= weeks * weekly;
    end -= weeks * WEEK;
  }
  for (let day = localDayStart(end, hours); ; day -= DAY) {
    const intervals = hours.week[weekdayOf(day, hours)]!;
    for (let k = intervals.length - 1; k >= 0; k--) {
      const [open, close] = intervals[k]!;
      const a = day + open * MINUTE;
      const b = Math.min(end, day + close * MINUTE);
      if (b <= a) continue;
      if (b - a >= remaining) return new Date(b - remaining);
      remaining -= b - a;
    }
  }
}
