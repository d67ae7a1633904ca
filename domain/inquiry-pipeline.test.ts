import { describe, expect, it } from "vitest";
import { csvCell } from "./csv.ts";
import { activeSavedView, filtersQuery, parseInquiryFilters, SAVED_VIEWS } from "./inquiry-filters.ts";
import { canMove, countsAsReply, formatDuration, isOnlyAGreeting, median, needsReply, ONLY_A_GREETING, replySchema, replyThresholdSchema, statusChangeSchema, thresholdLabel } from "./inquiry-pipeline.ts";
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

  it("flags an unanswered inquiry after the threshold of business time, and never spam, erased or closed ones", () => {
    // now is Saturday 15:00 in Nairobi; the office closed at 13:00.
    expect(needsReply(facts, now, 60)).toBe(true);
    expect(needsReply({ ...facts, createdAt: "2026-11-21T09:30:00Z" }, now, 60)).toBe(false); // Sat 12:30: 30 min
    expect(needsReply({ ...facts, createdAt: "2026-11-21T09:00:00Z" }, now, 60)).toBe(true); // Sat 12:00: exactly 1 h
    expect(needsReply({ ...facts, createdAt: "2026-11-21T09:00:00Z" }, now, 61)).toBe(false);
    expect(needsReply({ ...facts, firstReplyAt: "2026-11-20T13:00:00Z" }, now, 60)).toBe(false);
    expect(needsReply({ ...facts, isSpam: true }, now, 60)).toBe(false);
    expect(needsReply({ ...facts, status: "lost" }, now, 60)).toBe(false);
    expect(needsReply({ ...facts, erased: true }, now, 60)).toBe(false);
  });

  it("reads the threshold from hours and minutes, naming the wrong field", () => {
    expect(replyThresholdSchema.parse({ needsReplyHours: "1", needsReplyMinutes: "30" })).toBe(90);
    const errors = (input: object) => replyThresholdSchema.safeParse(input).error?.issues.map((i) => i.path[0]);
    expect(errors({ needsReplyHours: "0", needsReplyMinutes: "5" })).toEqual(["needsReplyMinutes"]);
    expect(errors({ needsReplyHours: "one", needsReplyMinutes: "0" })).toEqual(["needsReplyHours"]);
    expect(errors({ needsReplyHours: "1", needsReplyMinutes: "75" })).toEqual(["needsReplyMinutes"]);
    expect(errors({ needsReplyHours: "-1", needsReplyMinutes: "0" })).toEqual(["needsReplyHours"]);
    expect(errors({ needsReplyHours: "54", needsReplyMinutes: "30" })).toEqual(["needsReplyHours"]);
    expect(thresholdLabel(60)).toBe("1 business hour");
    expect(thresholdLabel(90)).toBe("1 h 30 min of business time");
    expect(thresholdLabel(45)).toBe("45 min of business time");
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

describe("saved views (issue 28 item 3)", () => {
  const viewOf = (query: string) => activeSavedView(parseInquiryFilters(new URLSearchParams(query)).filters);

  it("names the view whose filters the URL holds exactly, paging aside, and none for a custom filter", () => {
    for (const view of SAVED_VIEWS) expect(viewOf(filtersQuery(view.filters).slice(1))).toBe(view.key);
    expect(viewOf("")).toBe("all");
    expect(viewOf("quote=unopened&status=quoted&page=3&page_size=100")).toBe("quoted-unopened");
    expect(viewOf("quote=unopened")).toBeNull();
    expect(viewOf("needs_reply=1&residency=residents")).toBeNull();
    expect(viewOf("owner=me&q=mara")).toBeNull();
  });

  it("links each view by its filters in the URL", () => {
    expect(SAVED_VIEWS.map((v) => filtersQuery(v.filters))).toEqual(["", "?owner=me", "?needs_reply=1", "?status=quoted&quote=unopened", "?status=won&quote=accepted", "?spam=1"]);
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
