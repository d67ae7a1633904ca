import { describe, expect, it } from "vitest";
import { officeTimeToUtc, scheduleTimeProblem, utcToOfficeTime } from "./publishing.ts";

describe("office time (Africa/Nairobi) for scheduled publishing", () => {
  it("a time typed in Nairobi is stored as the UTC instant, three hours earlier", () => {
    expect(officeTimeToUtc("2026-12-01T06:00")?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    // Past midnight in Nairobi is still the previous day in UTC.
    expect(officeTimeToUtc("2027-01-01T01:30")?.toISOString()).toBe("2026-12-31T22:30:00.000Z");
  });

  it("and shown back as typed, whatever zone the computer is in", () => {
    expect(utcToOfficeTime("2026-12-01T03:00:00.000Z")).toBe("2026-12-01T06:00");
    expect(utcToOfficeTime(officeTimeToUtc("2026-06-15T23:59")!)).toBe("2026-06-15T23:59");
  });

  it("works for a zone with daylight saving too (the rule is not a fixed +3)", () => {
    expect(officeTimeToUtc("2026-07-01T12:00", "Europe/London")?.toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(officeTimeToUtc("2026-12-01T12:00", "Europe/London")?.toISOString()).toBe("2026-12-01T12:00:00.000Z");
  });

  it("refuses what is not a real time, the past and more than a year ahead", () => {
    expect(officeTimeToUtc("2026-02-30T10:00")).toBeNull();
    expect(officeTimeToUtc("2026-12-01 10:00")).toBeNull();
    expect(officeTimeToUtc("2026-12-01T24:00")).toBeNull();
    const now = new Date("2026-11-25T10:00:00Z");
    expect(scheduleTimeProblem(null, now)).toMatch(/Enter/);
    expect(scheduleTimeProblem(new Date("2026-11-25T09:59:00Z"), now)).toMatch(/future/);
    expect(scheduleTimeProblem(new Date("2028-01-01T00:00:00Z"), now)).toMatch(/year/);
    expect(scheduleTimeProblem(new Date("2026-11-25T10:05:00Z"), now)).toBeNull();
  });
});
