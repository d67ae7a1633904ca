import { describe, expect, it } from "vitest";
import type { QuoteDocument } from "./document.ts";
import { isExpiring, listedState, parseQuoteListQuery, quoteListHref, quoteListing, type ListingFacts } from "./quote-list.ts";

const option = (id: string, amount: number, discount = 0) => ({ id, lines: [{ key: "x1", kind: "extra", label: "Safari", quantity: 1, priced: amount, override: null }], discount }) as unknown as QuoteDocument["options"][number];
const doc = (...options: QuoteDocument["options"]) => ({ currency: "KES" as const, options });
const quote: ListingFacts["quote"] = { created_at: "2026-11-01T08:00:00.000Z", last_opened_at: null, accepted_version: null, accepted_option_id: null, accepted_at: null, withdrawn_at: null };
const sent1 = { version: 1, status: "sent" as const, document: doc(option("o1", 100_000_00), option("o2", 180_000_00, 5_000_00)), updated_at: "2026-11-01T09:00:00.000Z", sent_at: "2026-11-01T09:00:00.000Z", valid_until: "2026-11-15" };

describe("where a quote stands in the list", () => {
  it("is a draft until a version is sent, valued at the draft's options", () => {
    const draft = { ...sent1, status: "draft" as const, sent_at: null, valid_until: null };
    expect(quoteListing({ quote, versions: [draft], requests: [] })).toEqual({
      list_stage: "draft",
      open_until: null,
      value_low: 100_000_00,
      value_high: 175_000_00,
      value_currency: "KES",
      last_activity_at: "2026-11-01T09:00:00.000Z",
    });
  });

  it("is sent, then opened once the traveller opens the newest sent version, then changes asked for", () => {
    expect(quoteListing({ quote, versions: [sent1], requests: [] })).toMatchObject({ list_stage: "sent", open_until: "2026-11-15" });
    const opened = { ...quote, last_opened_at: "2026-11-02T10:00:00.000Z" };
    expect(quoteListing({ quote: opened, versions: [sent1], requests: [] })).toMatchObject({ list_stage: "opened", last_activity_at: "2026-11-02T10:00:00.000Z" });
    const asked = [{ version: 1, kind: "changes", created_at: "2026-11-03T10:00:00.000Z" }];
    expect(quoteListing({ quote: opened, versions: [sent1], requests: asked })).toMatchObject({ list_stage: "changes", last_activity_at: "2026-11-03T10:00:00.000Z" });
  });

  it("is sent again (not opened) when a newer version goes out after the opening, and changes asked on an older version no longer count", () => {
    const sent2 = { ...sent1, version: 2, updated_at: "2026-11-04T09:00:00.000Z", sent_at: "2026-11-04T09:00:00.000Z", valid_until: "2026-11-18" };
    const opened = { ...quote, last_opened_at: "2026-11-02T10:00:00.000Z" };
    const asked = [{ version: 1, kind: "changes", created_at: "2026-11-03T10:00:00.000Z" }];
    expect(quoteListing({ quote: opened, versions: [sent1, sent2], requests: asked })).toMatchObject({ list_stage: "sent", open_until: "2026-11-18" });
  });

  it("is accepted at the accepted option's total after its discount, and no longer open", () => {
    const accepted = { ...quote, accepted_version: 1, accepted_option_id: "o2", accepted_at: "2026-11-05T07:00:00.000Z" };
    expect(quoteListing({ quote: accepted, versions: [sent1], requests: [] })).toMatchObject({ list_stage: "accepted", open_until: null, value_low: 175_000_00, value_high: 175_000_00 });
  });

  it("has no value while no option has a line", () => {
    const empty = { ...sent1, status: "draft" as const, document: doc({ ...option("o1", 0), lines: [] }) };
    expect(quoteListing({ quote, versions: [empty], requests: [] })).toMatchObject({ value_low: null, value_high: null, value_currency: null });
  });
});

describe("the state shown today", () => {
  it("is expired after the last valid day, for open stages only", () => {
    expect(listedState("sent", "2026-11-15", "2026-11-15")).toBe("sent");
    expect(listedState("opened", "2026-11-15", "2026-11-16")).toBe("expired");
    expect(listedState("accepted", null, "2030-01-01")).toBe("accepted");
  });
  it("is expiring when the last valid day is today or within three days", () => {
    expect(isExpiring("sent", "2026-11-15", "2026-11-12")).toBe(true);
    expect(isExpiring("changes", "2026-11-15", "2026-11-15")).toBe(true);
    expect(isExpiring("sent", "2026-11-15", "2026-11-11")).toBe(false);
    expect(isExpiring("sent", "2026-11-15", "2026-11-16")).toBe(false);
    expect(isExpiring("draft", null, "2026-11-16")).toBe(false);
  });
});

describe("the list's address", () => {
  it("reads a state and a page, and takes anything else as the first page of every quote", () => {
    expect(parseQuoteListQuery(new URLSearchParams("state=expiring&page=3"))).toEqual({ state: "expiring", page: 3 });
    expect(parseQuoteListQuery(new URLSearchParams("state=<script>&page=-1"))).toEqual({ state: "all", page: 1 });
    expect(parseQuoteListQuery(new URLSearchParams("page=99999999"))).toEqual({ state: "all", page: 1 });
  });
  it("leaves the defaults out", () => {
    expect(quoteListHref({ state: "all", page: 1 })).toBe("");
    expect(quoteListHref({ state: "accepted", page: 2 })).toBe("?state=accepted&page=2");
  });
});
