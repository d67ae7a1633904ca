import { describe, expect, it } from "vitest";
import { SEASONS } from "./fixtures.test-data.ts";
import { seasonSchema } from "./schema.ts";
import { seasonCovers, seasonFor, seasonProblems } from "./seasons.ts";
import type { Season } from "./types.ts";

const s = (name: string, start: string, end: string, priority = 0, kind: Season["kind"] = "recurring"): Season => ({ name, kind, start, end, priority });

describe("seasons", () => {
  it("a recurring season wrapping over New Year covers both ends and not the middle", () => {
    const festive = s("Festive", "12-15", "01-05");
    expect(["2026-12-15", "2026-12-31", "2027-01-01", "2027-01-05"].map((d) => seasonCovers(festive, d))).toEqual([true, true, true, true]);
    expect(["2026-12-14", "2027-01-06", "2026-07-01"].map((d) => seasonCovers(festive, d))).toEqual([false, false, false]);
  });

  it("a one-year season covers its dates in its year only", () => {
    const m = s("Migration", "2026-08-01", "2026-08-31", 3, "one_year");
    expect([seasonCovers(m, "2026-08-01"), seasonCovers(m, "2026-08-31"), seasonCovers(m, "2027-08-10")]).toEqual([true, true, false]);
  });

  it("the highest priority wins and the others are named as outranked", () => {
    const match = seasonFor(SEASONS, "2026-08-15")!;
    expect(match.season.name).toBe("Migration 2026");
    expect(match.outranked.map((x) => x.name).sort()).toEqual(["Base", "High"]);
  });

  it("the fixture seasons are valid", () => {
    expect(seasonProblems(SEASONS)).toEqual([]);
  });

  it("equal priorities overlapping are refused naming both seasons and a shared day", () => {
    expect(seasonProblems([s("Low", "04-01", "06-30", 1), s("Long rains", "06-15", "07-15", 1)])).toEqual([
      { index: 1, field: "priority", message: '"Long rains" and "Low" both cover 06-15 with priority 1; give one a higher priority or change the dates.' },
    ]);
    // Over New Year, and a one-year season against a recurring one.
    expect(seasonProblems([s("Festive", "12-20", "01-05", 2), s("New Year", "01-01", "01-02", 2)])).toHaveLength(1);
    expect(seasonProblems([s("High", "07-01", "10-31", 1), s("Migration", "2026-10-30", "2026-11-05", 1, "one_year")])[0]!.message).toContain("2026-10-30");
    // Touching without sharing a day is fine; so is overlapping with different priorities.
    expect(seasonProblems([s("A", "01-01", "06-30", 1), s("B", "07-01", "12-31", 1), s("C", "03-01", "03-31", 2)])).toEqual([]);
  });

  it("bad dates, 29 February in a recurring season and duplicate names are refused", () => {
    const problems = seasonProblems([s("A", "13-01", "02-29"), s("a", "2026-05-01", "2026-04-01", 0, "one_year")]);
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [0, "start"],
      [0, "end"],
      [1, "end"],
      [1, "name"],
    ]);
  });

  it("the write schema reports the same problems per field", () => {
    const r = seasonSchema.safeParse({ name: " ", kind: "recurring", start: "07-01", end: "7-31", priority: "101" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(["end", "name", "priority"]);
    expect(seasonSchema.parse({ name: "High", kind: "recurring", start: "07-01", end: "10-31", priority: "1" })).toEqual(s("High", "07-01", "10-31", 1));
  });
});

describe("nextDay", () => {
  it("agrees with the calendar across month ends, leap years and New Year", async () => {
    const { addDays, nextDay } = await import("./dates.ts");
    for (let d = "2023-12-25"; d < "2029-01-05"; d = addDays(d, 1)) expect(nextDay(d)).toBe(addDays(d, 1));
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2100-02-28")).toBe("2100-03-01");
  });
});
