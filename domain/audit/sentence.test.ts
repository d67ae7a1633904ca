import { describe, expect, it } from "vitest";
import { fieldChanges, fieldLabel } from "./field-changes.ts";
import { auditSentence, type AuditSubject } from "./sentence.ts";

const otieno: AuditSubject = { actor: "Otieno", record: "Tsavo Value", people: { "u-2": "Amina Wanjiru" } };
const say = (action: string, before: unknown, after: unknown, s: AuditSubject = otieno) => auditSentence({ action, before, after, changes: fieldChanges(before, after) }, s);

describe("field changes", () => {
  it("lists only the fields that differ, money as people read it", () => {
    const before = { title: "Tsavo Value", tiers: [{ tier_type: "budget", price_kshs: 44200, price_usd: null }], service_ids: [1, 2] };
    const after = { title: "Tsavo Value", tiers: [{ tier_type: "budget", price_kshs: 46500, price_usd: null }], service_ids: [1, 2] };
    expect(fieldChanges(before, after)).toEqual([{ path: "tiers.0.price_kshs", label: "Tiers 1 › price (KES)", before: "KES 44,200", after: "KES 46,500", direction: 1, long: false }]);
  });

  it("reads rate amounts as minor units in the rate's own currency", () => {
    const [c] = fieldChanges({ season: "Peak", currency: "USD", adultSharing: 125050 }, { season: "Peak", currency: "USD", adultSharing: 120000 });
    expect(c).toMatchObject({ label: "Adult sharing, per night", before: "USD 1,250.50", after: "USD 1,200", direction: -1 });
  });

  it("shows rows added and removed, lists of plain values as one value, and marks long texts", () => {
    const long = "word ".repeat(40).trim();
    const changes = fieldChanges({ days: [{ title: "Arrive" }], service_ids: [1], summary: "short" }, { days: [{ title: "Arrive" }, { title: "Game drive" }], service_ids: [1, 3], summary: long });
    expect(changes.map((c) => [c.label, c.before, c.after, c.long])).toEqual([
      ["Days 2 › title", null, "Game drive", false],
      ["Services", "1", "1, 3", false],
      ["Summary", "short", long, true],
    ]);
  });

  it("reads rich text as its words", () => {
    const [c] = fieldChanges({ body_html: "<p>Old &amp; tired</p>" }, { body_html: "<p>New</p><p>and <strong>fresh</strong></p>" });
    expect([c.label, c.before, c.after]).toEqual(["Text", "Old & tired", "New and fresh"]);
  });

  it("writes days, moments and SQLite's flags as people read them", () => {
    const changes = fieldChanges({ is_spam: 1, first_reply_at: null, start_date: "2027-08-10" }, { is_spam: 0, first_reply_at: "2026-11-27T17:09:14.984Z", start_date: "2027-08-12" });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Is spam", "yes", "no"],
      ["First reply", "—", "27 Nov 2026, 20:09 EAT"],
      ["Start date", "Tue, 10 Aug 2027", "Thu, 12 Aug 2027"],
    ]);
  });

  it("finds nothing changed in equal snapshots, and labels nested paths", () => {
    expect(fieldChanges({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
    expect(fieldLabel("tiers.0.days.2.title")).toBe("Tiers 1 › days 3 › title");
  });
});

describe("audit sentences", () => {
  it("tells a single price change as raised or lowered", () => {
    expect(say("package.published", { title: "Tsavo Value", tiers: [{ price_kshs: 44200 }] }, { title: "Tsavo Value", tiers: [{ price_kshs: 46500 }] })).toBe("Otieno raised Tsavo Value from KES 44,200 to KES 46,500");
    expect(say("package.published", { tiers: [{ price_kshs: 46500 }] }, { tiers: [{ price_kshs: 44200 }] })).toBe("Otieno lowered Tsavo Value from KES 46,500 to KES 44,200");
    expect(say("package.published", { tiers: [{ price_kshs: 1 }], summary: "a" }, { tiers: [{ price_kshs: 2 }], summary: "b" })).toBe("Otieno published Tsavo Value");
  });

  it("names the rate a change is about", () => {
    const rate = { season: "Peak", residency: "non_residents", currency: "KES", adultSharing: 4420000 };
    expect(say("package.rate_saved", rate, { ...rate, adultSharing: 4650000 })).toBe("Otieno raised the Peak rate for International Visitors of Tsavo Value from KES 44,200 to KES 46,500");
    expect(say("package.rate_saved", undefined, rate)).toBe("Otieno added the Peak rate for International Visitors of Tsavo Value");
    expect(say("package.rate_deleted", rate, undefined)).toBe("Otieno deleted the Peak rate for International Visitors of Tsavo Value");
  });

  it("tells the pipeline's moves with their labels and the people by name", () => {
    const inquiry = { ...otieno, record: "TH-00012" };
    expect(say("inquiry.status_changed", { status: "new" }, { status: "lost", lost_reason: "Dates full" }, inquiry)).toBe("Otieno moved TH-00012 from New to Lost (Dates full)");
    expect(say("inquiry.owner_assigned", { owner_id: null }, { owner_id: "u-2" }, inquiry)).toBe("Otieno gave TH-00012 to Amina Wanjiru");
    expect(say("staff.role_changed", { role: "sales" }, { role: "editor" }, { ...otieno, record: "Amina Wanjiru" })).toBe("Otieno changed Amina Wanjiru's role from Sales to Editor");
  });

  it("tells a change of the needs-reply threshold in business time", () => {
    expect(say("settings.needs_reply_threshold_changed", { minutes: 60 }, { minutes: 150 }, { ...otieno, record: "inbox_needs_reply_minutes" })).toBe(
      'Otieno changed the "needs reply" threshold from 1 business hour to 2 h 30 min of business time',
    );
  });

  it("names the traveller or the system when no staff member acted", () => {
    const quote = { actor: null, record: "the quote for TH-00012", people: {} };
    expect(say("quote.accepted", undefined, { version: 2 }, quote)).toBe("The traveller accepted the quote for TH-00012");
    expect(say("story.scheduled_publish_done", undefined, { schedule: 4 }, { ...quote, record: "Lamu by dhow" })).toBe("The system published Lamu by dhow as scheduled");
  });

  it("tells booking money with its currency and states by their labels", () => {
    const booking = { ...otieno, record: "booking BK-00042" };
    expect(say("booking.payment_recorded", { state: "deposit_due" }, { amount: 6000000, currency: "KES", state: "deposit_paid" }, booking)).toMatch(/^Otieno recorded a payment of KES 60,000 on booking BK-00042; it went from .+ to .+$/);
    expect(say("booking.refund_recorded", { refunded: 0 }, { amount: 2500, currency: "USD" }, booking)).toBe("Otieno recorded a refund of USD 25 on booking BK-00042");
  });

  it("tells what staff did with an unmatched traveller email (issue 28 item 5)", () => {
    const email = { ...otieno, record: "inbound email 5" };
    expect(say("inbound_email.attached", { status: "unmatched" }, { status: "matched", inquiry_id: 12, from: "neema@traveller.example" }, email)).toBe("Otieno attached an email from neema@traveller.example to TH-00012");
    expect(say("inbound_email.dismissed", { status: "unmatched" }, { status: "dismissed", from: "spam@elsewhere.example" }, email)).toBe("Otieno dismissed an unmatched email from spam@elsewhere.example");
  });

  it("reads an action it has no phrase for as words, never as a code", () => {
    expect(say("booking.invoice_tax_types_changed", {}, {}, { ...otieno, record: "booking BK-00042" })).toBe("Otieno changed the invoice tax types of booking BK-00042");
    expect(say("quote.archived_by_robot", {}, {}, { ...otieno, record: "the quote for TH-00012" })).toBe("Otieno did “archived by robot” on the quote for TH-00012");
    expect(say("story.draft_saved", undefined, {})).toBe("Otieno saved a draft of Tsavo Value");
    expect(say("translation.published", undefined, { entity: "package", id: 3, locale: "de", name: "Tsavo Value", fields: {} })).toBe("Otieno published the German translation of Tsavo Value");
    expect(say("translation.saved", undefined, { entity: "service", id: 1, locale: "zh", name: "Walking safaris", fields: {} })).toBe("Otieno saved a draft of the Chinese translation of Walking safaris");
    expect(say("company.publish_scheduled", undefined, { publish_at: "2026-12-07T09:00:00.000Z" }, { ...otieno, record: "the company details" })).toBe("Otieno scheduled the company details to be published on 7 Dec 2026, 12:00 EAT");
  });
});
