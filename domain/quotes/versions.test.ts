/** Versions, validity and state of a quote (issue 14): a sent version is frozen; edits make the next draft. */
import { describe, expect, it } from "vitest";
import { editTarget, isExpired, isFrozen, officeDate, publicVersion, quoteState, validityProblem, validUntil } from "./versions.ts";

describe("versions", () => {
  it("edits go to the draft; after sending they make the next version", () => {
    expect(editTarget([{ version: 1, status: "draft" }])).toEqual({ kind: "draft", version: 1 });
    expect(editTarget([{ version: 1, status: "sent" }])).toEqual({ kind: "new_version", from: 1, version: 2 });
    expect(editTarget([{ version: 2, status: "draft" }, { version: 1, status: "sent" }])).toEqual({ kind: "draft", version: 2 });
    expect(isFrozen({ version: 1, status: "sent" })).toBe(true);
    expect(isFrozen({ version: 1, status: "draft" })).toBe(false);
  });

  it("the traveller sees the newest sent version, never a draft", () => {
    expect(publicVersion([{ version: 1, status: "sent" }, { version: 3, status: "draft" }, { version: 2, status: "sent" }])).toEqual({ version: 2, status: "sent" });
    expect(publicVersion([{ version: 1, status: "draft" }])).toBeUndefined();
  });
});

describe("validity", () => {
  it("7 to 30 whole days", () => {
    expect(validityProblem(7)).toBeNull();
    expect(validityProblem(30)).toBeNull();
    for (const bad of [6, 31, 10.5, Number.NaN]) expect(validityProblem(bad)).toMatch(/7 to 30 days/);
  });

  it("valid through the last day, expired the day after", () => {
    expect(validUntil("2026-11-25", 14)).toBe("2026-12-09");
    expect(isExpired("2026-12-09", "2026-12-09")).toBe(false);
    expect(isExpired("2026-12-09", "2026-12-10")).toBe(true);
  });

  it("office days are Nairobi days", () => {
    expect(officeDate(new Date("2026-11-25T20:59:59Z"))).toBe("2026-11-25");
    expect(officeDate(new Date("2026-11-25T21:00:00Z"))).toBe("2026-11-26");
  });
});

describe("state", () => {
  const base = { withdrawn: false, acceptedVersion: null, version: 1, validUntil: "2026-12-09", changesRequested: false };
  it("accepted wins over expired; expired over changes requested", () => {
    expect(quoteState(base, "2026-12-01")).toBe("sent");
    expect(quoteState({ ...base, changesRequested: true }, "2026-12-01")).toBe("changes_requested");
    expect(quoteState({ ...base, changesRequested: true }, "2026-12-10")).toBe("expired");
    expect(quoteState({ ...base, acceptedVersion: 1 }, "2026-12-10")).toBe("accepted");
    expect(quoteState({ ...base, acceptedVersion: 1, version: 2 }, "2026-12-01")).toBe("sent");
    expect(quoteState({ ...base, withdrawn: true, acceptedVersion: 1 }, "2026-12-01")).toBe("withdrawn");
  });
});
