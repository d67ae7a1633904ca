import { describe, expect, it } from "vitest";
import { officeDayStartsAt, previousMonth } from "./figures.ts";

describe("office months", () => {
  it("the month before, across a new year", () => {
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-11")).toBe("2026-10");
    expect(previousMonth("2026-10")).toBe("2026-09");
  });
  it("an office day begins at 21:00 UTC the day before (EAT, UTC+3 all year)", () => {
    expect(officeDayStartsAt("2026-12-01")).toBe("2026-11-30T21:00:00.000Z");
    expect(officeDayStartsAt("2027-01-01")).toBe("2026-12-31T21:00:00.000Z");
  });
});
