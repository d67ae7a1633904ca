/**
 * Which season a night falls in, and the check that makes the answer unambiguous: seasons of equal
 * priority may not share a single day (decision 0033). Recurring seasons compare by month-day, so
 * "12-15".."01-10" covers the New Year of every year.
 */
import { addDays, daysBetween, isIsoDate, isMonthDay, monthDay } from "./dates.ts";
import type { Season } from "./types.ts";

export function seasonCovers(season: Season, date: string): boolean {
  if (season.kind === "one_year") return season.start <= date && date <= season.end;
  const md = monthDay(date);
  return season.start <= season.end ? season.start <= md && md <= season.end : md >= season.start || md <= season.end;
}

export interface SeasonMatch {
  season: Season;
  /** Other seasons covering the date, with a lower priority. */
  outranked: Season[];
}

/** The season of one night: the highest priority covering it; null when none does. */
export function seasonFor(seasons: readonly Season[], date: string): SeasonMatch | null {
  let best: Season | null = null;
  const covering: Season[] = [];
  for (const s of seasons) {
    if (!seasonCovers(s, date)) continue;
    covering.push(s);
    if (best === null || s.priority > best.priority) best = s;
  }
  if (best === null) return null;
  return { season: best, outranked: covering.filter((s) => s !== best) };
}

/** Dates a season covers, to compare two seasons: month-days in a leap year, or the real dates. */
function coveredKeys(season: Season): { recurring: boolean; keys: string[] } {
  if (season.kind === "recurring") {
    const keys: string[] = [];
    for (let d = "2024-01-01"; d <= "2024-12-31"; d = addDays(d, 1)) if (seasonCovers(season, d)) keys.push(monthDay(d));
    return { recurring: true, keys };
  }
  const keys: string[] = [];
  const length = Math.min(daysBetween(season.start, season.end), 3660);
  for (let i = 0; i <= length; i++) keys.push(addDays(season.start, i));
  return { recurring: false, keys };
}

/** The first day two seasons share, or null. */
export function firstSharedDay(a: Season, b: Season): string | null {
  const ka = coveredKeys(a);
  const kb = coveredKeys(b);
  if (ka.recurring === kb.recurring) {
    const set = new Set(kb.keys);
    return ka.keys.find((k) => set.has(k)) ?? null;
  }
  const [dated, recurring] = ka.recurring ? [b, a] : [a, b];
  return (dated.kind === "one_year" ? coveredKeys(dated).keys : []).find((d) => seasonCovers(recurring, d)) ?? null;
}

export interface SeasonProblem {
  /** Index of the season in the list checked. */
  index: number;
  field: "name" | "start" | "end" | "priority";
  message: string;
}

/** Problems in a set of seasons: bad dates, duplicate names, equal priorities overlapping. */
export function seasonProblems(seasons: readonly Season[]): SeasonProblem[] {
  const problems: SeasonProblem[] = [];
  const names = new Map<string, number>();
  seasons.forEach((s, index) => {
    const valid = s.kind === "recurring" ? isMonthDay : isIsoDate;
    const form = s.kind === "recurring" ? "MM-DD, e.g. 07-01 (not 02-29)" : "YYYY-MM-DD";
    if (!valid(s.start)) problems.push({ index, field: "start", message: `Enter the first day as ${form}.` });
    if (!valid(s.end)) problems.push({ index, field: "end", message: `Enter the last day as ${form}.` });
    if (s.kind === "one_year" && isIsoDate(s.start) && isIsoDate(s.end)) {
      if (s.end < s.start) problems.push({ index, field: "end", message: "The last day is before the first." });
      else if (daysBetween(s.start, s.end) > 365) problems.push({ index, field: "end", message: "A one-year season lasts at most a year; use a recurring season." });
    }
    const key = s.name.trim().toLowerCase();
    if (names.has(key)) problems.push({ index, field: "name", message: `Another season is already called "${s.name}".` });
    else names.set(key, index);
  });
  if (problems.length > 0) return problems;
  for (let i = 0; i < seasons.length; i++) {
    for (let j = i + 1; j < seasons.length; j++) {
      const a = seasons[i]!;
      const b = seasons[j]!;
      if (a.priority !== b.priority) continue;
      const day = firstSharedDay(a, b);
      if (day !== null) {
        const message = `"${b.name}" and "${a.name}" both cover ${day} with priority ${a.priority}; give one a higher priority or change the dates.`;
        problems.push({ index: j, field: "priority", message });
      }
    }
  }
  return problems;
}
