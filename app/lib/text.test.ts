import { describe, expect, it } from "vitest";
import { BLOG_TITLE_MAX, DESTINATION_DESCRIPTION_MAX, formatStoryDate, readingTimeLabel, truncate } from "./text.ts";

describe("truncate", () => {
  it("leaves text that fits untouched", () => {
    expect(truncate("Amboseli", 100)).toBe("Amboseli");
    const exact = "x".repeat(DESTINATION_DESCRIPTION_MAX);
    expect(truncate(exact, DESTINATION_DESCRIPTION_MAX)).toBe(exact);
  });

  it("cuts at the limit and adds an ellipsis", () => {
    const long = "a".repeat(150);
    const out = truncate(long, DESTINATION_DESCRIPTION_MAX);
    expect(out).toBe(`${"a".repeat(100)}…`);
  });

  it("drops trailing spaces and punctuation before the ellipsis", () => {
    const title = "What a Kenya resident pays versus an international visitor, and why";
    const out = truncate(title, BLOG_TITLE_MAX);
    expect(out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(BLOG_TITLE_MAX + 1);
    expect(out).toBe("What a Kenya resident pays versus an international visitor…");
  });

  it("collapses whitespace", () => {
    expect(truncate("  two\n words ", 60)).toBe("two words");
  });
});

describe("story labels", () => {
  it("formats dates in Nairobi time", () => {
    expect(formatStoryDate("2026-11-15T22:30:00.000Z")).toBe("16 November 2026");
    expect(formatStoryDate("nonsense")).toBe("");
  });
  it("labels reading time", () => {
    expect(readingTimeLabel(3)).toBe("3 min read");
    expect(readingTimeLabel(0)).toBe("1 min read");
  });
});
