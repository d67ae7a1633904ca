import { describe, expect, it } from "vitest";
import { csvCell } from "./csv.ts";
import { parseInquiryFilters } from "./inquiry-filters.ts";
import { canMove, countsAsReply, formatDuration, isOnlyAGreeting, median, needsReply, ONLY_A_GREETING, replySchema, statusChangeSchema } from "./inquiry-pipeline.ts";
import { inquirySearchText, searchTerms } from "./inquiry-search.ts";

const now = new Date("2026-11-21T12:00:00Z");
const facts = { createdAt: "2026-11-20T11:00:00Z", firstReplyAt: null, status: "new" as const, isSpam: false, erased: false };

describe("pipeline rules", () => {
  it("allows forward moves and reopening, never back to new", () => {
    expect(canMove("new", "quoted")).toBe(true);
    expect(canMove("quoted", "new")).toBe(false);
    expect(canMove("lost", "contacted")).toBe(true);
    expect(canMove("won", "won")).toBe(false);
    expect(countsAsReply("lost")).toBe(false);
    expect(countsAsReply("contacted")).toBe(true);
  });

  it("needs a reason to lose an inquiry", () => {
    expect(statusChangeSchema.safeParse({ status: "lost", version: 0 }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ status: "lost", lost_reason: "Too dear", version: "3" }).success).toBe(true);
  });

  it("flags an unanswered inquiry only after 24 hours, and never spam, erased or closed ones", () => {
    expect(needsReply(facts, now)).toBe(true);
    expect(needsReply({ ...facts, createdAt: "2026-11-20T12:30:00Z" }, now)).toBe(false);
    expect(needsReply({ ...facts, firstReplyAt: "2026-11-20T13:00:00Z" }, now)).toBe(false);
    expect(needsReply({ ...facts, isSpam: true }, now)).toBe(false);
    expect(needsReply({ ...facts, status: "lost" }, now)).toBe(false);
    expect(needsReply({ ...facts, erased: true }, now)).toBe(false);
  });

  it("formats reply times and takes medians", () => {
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration(200 * 60_000)).toBe("3 h 20 min");
    expect(formatDuration(52 * 3600_000)).toBe("2 d 4 h");
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("search text and terms", () => {
  it("finds a phone however it is typed", () => {
    const text = inquirySearchText({ full_name: "Njeri Kamau", email: "N@x.example", phone: "0712 345 678", message: null });
    for (const q of ["0712345678", "+254 712 345 678", "712-345"]) expect(text).toContain(searchTerms(q)[0]);
    expect(text).toContain("njeri kamau");
  });

  it("splits words, lowers them and drops repeats", () => {
    expect(searchTerms("  Mara  mara BEACH ")).toEqual(["mara", "beach"]);
    expect(searchTerms("")).toEqual([]);
  });
});

describe("filters and CSV", () => {
  it("names bad filters and keeps the good ones", () => {
    const r = parseInquiryFilters(new URLSearchParams("status=won&page_size=7&q=x"));
    expect(r).toMatchObject({ ok: false, errors: { page_size: expect.any(String) }, filters: { status: "won", q: "x" } });
  });

  it("defuses formulas but leaves phone numbers", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("+254 712 345 678")).toBe("+254 712 345 678");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });
});

describe("a reply that is only its greeting (issue 24 item 5)", () => {
  it("refuses the greeting the form starts with, sent alone by a second click", () => {
    const parsed = replySchema.safeParse({ subject: "Re: Your safari inquiry", body: "Jambo Brian,\n\n" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["body", ONLY_A_GREETING]]);
  });

  it("tells greetings from short replies", () => {
    for (const body of ["Jambo Brian,", "  Dear Ms Wanjiru,  ", "Hello", "Jambo Brian", "Habari,"]) expect(isOnlyAGreeting(body), body).toBe(true);
    for (const body of ["Jambo Brian,\n\nYes, the 12th works.", "Yes, the 12th works.", "Hi Brian, thanks!", "Confirmed.", ""]) expect(isOnlyAGreeting(body), body).toBe(false);
    expect(replySchema.safeParse({ subject: "Re: dates", body: "Jambo Brian,\n\nYes, the 12th works." }).success).toBe(true);
  });
});
