/**
 * The inquiry pipeline service (issue 10 §4-6) against a real site, SMTP server and database, on
 * SQLite and PostgreSQL: search and filters, the status machine and its race, owners, notes and
 * history, needs-reply, release from spam exactly once, threaded replies (SMTP down: pending),
 * CSV export, dashboard figures, personal data export and erasure, all audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseInquiryFilters } from "../../domain/inquiry-filters.ts";
import { inquiryReference } from "../../domain/inquiry-reference.ts";
import { inquirySearchText } from "../../domain/inquiry-search.ts";
import type { InquiryPipeline } from "../../server/services/inquiry-pipeline/index.ts";
import { travellerRef } from "../../server/services/inquiry-pipeline/personal-data.ts";
import { createPackage } from "../helpers/catalogue.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { waitUntil } from "../helpers/wait-until.ts";
import { startTestSmtp, type TestSmtp } from "./outbox-smtp-server.ts";
import { afterFurtherClaimPasses } from "./outbox-quiet.ts";
import { validInquiry, FAST_OUTBOX } from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** One CSV line's cells (quoted cells may hold commas). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) && m[0] !== "") {
    cells.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]!);
    if (m[3] === "") break;
  }
  return cells;
}

const sales = { actor: { id: "user-sales-1", email: "wanjiku@tests.example" }, ip: "10.0.0.5" };
const other = { actor: { id: "user-sales-2", email: "otieno@tests.example" }, ip: "10.0.0.6" };
const filters = (query: string) => {
  const parsed = parseInquiryFilters(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filters;
};

describe.each(DIALECTS)("inquiry pipeline on %s", (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let s: TestSite;
  let pipeline: InquiryPipeline;
  /** A package the inquiries can name, made here rather than assumed to be the demo's first. */
  let packageId = 0;

  /** Posts an inquiry through the public API; spam gets no id back, so it is looked up by email. */
  async function create(body: Record<string, unknown>): Promise<number> {
    const res = await s.post({ ...validInquiry, ...body });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    if (id) return id;
    const row = await s.site.db.kysely.selectFrom("inquiries").select("id").where("email", "=", String(body.email)).orderBy("id", "desc").executeTakeFirstOrThrow();
    return row.id;
  }
  const auditFor = (id: number | string) =>
    s.site.db.kysely.selectFrom("audit_log").selectAll().where("entity_id", "=", String(id)).orderBy("id").execute();
  const outboxFor = (id: number) => s.site.db.kysely.selectFrom("outbox_messages").selectAll().where("inquiry_id", "=", id).orderBy("id").execute();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, SMTP_URL: smtp.url, PUBLIC_URL: "https://twiga.example", SALES_EMAIL: "sales@tests.example" });
    pipeline = s.site.inquiryPipeline;
    packageId = (await createPackage(s.site)).id;
    pipeline.useStaffDirectory({
      find: async (id) => ([sales.actor, other.actor].find((a) => a.id === id) ? { id, email: `${id}@tests.example`, name: id } : null),
    });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("searches by name, email, phone in any form and message words, and filters by every field", async () => {
    const a = await create({ full_name: "Njeri Kamau", email: "njeri.kamau@traveller.example", phone: "0712 345 678", message: "Gorilla trekking in Bwindi", residency: "east_africans" });
    const b = await create({ full_name: "Hans Becker", email: "hans@reise.example", phone: "+49 30 1234 5678", message: "Beach week in Diani", residency: "non_residents", package: packageId });
    const ids = async (q: string) => (await pipeline.list(filters(q))).items.map((i) => i.id);
    expect(await ids("q=kamau")).toEqual([a]);
    expect(await ids("q=NJERI.KAMAU@traveller")).toEqual([a]);
    expect(await ids("q=%2B254%20712%20345%20678")).toEqual([a]); // typed locally, found internationally
    expect(await ids("q=0712-345-678")).toEqual([a]);
    expect(await ids("q=030%201234")).toEqual([b]);
    expect(await ids("q=diani%20beach")).toEqual([b]); // every word, any order
    expect(await ids("q=diani%20gorilla")).toEqual([]);
    expect(await ids("residency=east_africans")).toContain(a);
    expect(await ids("residency=east_africans")).not.toContain(b);
    expect(await ids(`package=${packageId}`)).toContain(b);
    expect(await ids(`package=${packageId}`)).not.toContain(a);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}&q=hans`)).toEqual([b]);
    expect(await ids("to=2020-01-01")).toEqual([]);
    const page = await pipeline.list(filters("page_size=25"));
    expect(page.items[0]!.id).toBe(b); // newest first
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.capped).toBe(false);
    const bad = parseInquiryFilters(new URLSearchParams("status=maybe&from=yesterday&q=ok"));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.keys(bad.errors).sort()).toEqual(["from", "status"]);
      expect(bad.filters.q).toBe("ok"); // the good fields are kept
    }
  });

  it("finds an inquiry by its reference, within the other filters, first on the first page", async () => {
    const a = await create({ full_name: "Reference Seeker", email: "ref.seeker@traveller.example", message: "Kilimanjaro climb" });
    const b = await create({ full_name: "Quoting Traveller", email: "quoting@traveller.example", message: `Following up my inquiry ${inquiryReference(a)}` });
    const ids = async (q: string) => (await pipeline.list(filters(q))).items.map((i) => i.id);
    const padded = inquiryReference(a); // "TH-00042"
    const digits = padded.slice(3); // "00042"
    // The reference itself, its number, "#42": the inquiry first, then text matches (the follow-up quoting it).
    expect(await ids(`q=${padded}`)).toEqual([a, b]);
    expect(await ids(`q=${padded.toLowerCase()}`)).toEqual([a, b]);
    expect(await ids(`q=${digits}`)).toEqual([a, b]);
    expect(await ids(`q=%23${a}`)).toEqual([a]);
    const page = await pipeline.list(filters(`q=${padded}`));
    expect(page).toMatchObject({ total: 2, capped: false, hasNext: false });
    // Other filters still apply to it: not spam, and a status it does not have.
    expect(await ids(`q=${padded}&status=quoted`)).toEqual([]);
    expect(await ids(`q=${padded}&spam=1`)).toEqual([]);
    // A reference nobody has finds nothing; the CSV of the view has the same rows.
    expect(await ids("q=TH-99999999")).toEqual([]);
    const csv = await pipeline.exportCsv(filters(`q=${padded}`));
    expect(csv.rows).toBe(2);
    expect(csv.csv.split("\r\n")[1]).toMatch(new RegExp(`^${inquiryReference(a)},${a},`));
  });

  it("moves through the statuses, demands a lost reason, refuses impossible moves, and records history and audit", async () => {
    const id = await create({ email: "status.test@traveller.example" });
    let detail = (await pipeline.get(id))!;
    expect(detail).toMatchObject({ status: "new", version: 0, firstReplyAt: null });

    expect(await pipeline.changeStatus(id, { status: "lost", version: 0 }, sales)).toMatchObject({ ok: false, reason: "invalid", errors: { lost_reason: expect.any(String) } });
    expect(await pipeline.changeStatus(id, { status: "bogus", version: 0 }, sales)).toMatchObject({ ok: false, reason: "invalid", errors: { status: expect.any(String) } });
    expect(await pipeline.changeStatus(id, { status: "new", version: 0 }, sales)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await pipeline.changeStatus(999_999, { status: "contacted", version: 0 }, sales)).toEqual({ ok: false, reason: "not_found" });

    expect(await pipeline.changeStatus(id, { status: "contacted", version: "0" }, sales)).toEqual({ ok: true, version: 1, status: "contacted" });
    expect(await pipeline.changeStatus(id, { status: "quoted", version: 1 }, sales)).toMatchObject({ ok: true, version: 2 });
    expect(await pipeline.changeStatus(id, { status: "new", version: 2 }, sales)).toMatchObject({ ok: false, reason: "invalid", errors: { status: expect.stringContaining("cannot go") } });
    expect(await pipeline.changeStatus(id, { status: "lost", lost_reason: "Chose another operator", version: 2 }, sales)).toMatchObject({ ok: true, version: 3 });

    detail = (await pipeline.get(id))!;
    expect(detail).toMatchObject({ status: "lost", lostReason: "Chose another operator", version: 3 });
    expect(detail.firstReplyAt).not.toBeNull(); // "contacted" counts as the first reply
    expect(detail.history.map((e) => [e.kind, e.from, e.to, e.actorEmail])).toEqual([
      ["status", "new", "contacted", sales.actor.email],
      ["status", "contacted", "quoted", sales.actor.email],
      ["status", "quoted", "lost", sales.actor.email],
    ]);
    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual(["inquiry.status_changed", "inquiry.status_changed", "inquiry.status_changed"]);
    expect(JSON.parse(audit[2]!.before_json!)).toMatchObject({ status: "quoted" });
    expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ status: "lost", lost_reason: "Chose another operator" });
    expect(audit[2]).toMatchObject({ actor_id: sales.actor.id, ip: sales.ip });
  });

  it("detects a status change racing another: exactly one wins, the other is told and nothing is overwritten", async () => {
    const id = await create({ email: "race@traveller.example" });
    const results = await Promise.all([
      pipeline.changeStatus(id, { status: "contacted", version: 0 }, sales),
      pipeline.changeStatus(id, { status: "lost", lost_reason: "Spam call", version: 0 }, other),
    ]);
    const winners = results.filter((r) => r.ok);
    const losers = results.filter((r) => !r.ok);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]).toMatchObject({ ok: false, reason: "conflict", message: expect.stringContaining("changed") });
    const detail = (await pipeline.get(id))!;
    expect(detail.version).toBe(1);
    expect(detail.history).toHaveLength(1);
    expect(detail.status).toBe(winners[0] === results[0] ? "contacted" : "lost");
    expect(await auditFor(id)).toHaveLength(1);
    // A form loaded before the change is refused too, naming who changed it.
    const stale = await pipeline.changeStatus(id, { status: "quoted", version: 0 }, sales);
    expect(stale).toMatchObject({ ok: false, reason: "conflict", current: { version: 1 } });
    if (!stale.ok && stale.reason === "conflict") expect(stale.message).toContain("@tests.example");
  });

  it("assigns an owner among staff, keeps notes, and refuses work on spam", async () => {
    const id = await create({ email: "owner@traveller.example" });
    expect(await pipeline.assignOwner(id, { owner_id: "ghost", version: 0 }, sales)).toMatchObject({ ok: false, reason: "invalid", errors: { owner_id: expect.any(String) } });
    expect(await pipeline.assignOwner(id, { owner_id: other.actor.id, version: 0 }, sales)).toEqual({ ok: true, version: 1, ownerId: other.actor.id });
    expect(await pipeline.assignOwner(id, { owner_id: sales.actor.id, version: 0 }, sales)).toMatchObject({ ok: false, reason: "conflict" });
    expect(await pipeline.addNote(id, { body: "   " }, sales)).toMatchObject({ ok: false, reason: "invalid", errors: { body: expect.any(String) } });
    expect(await pipeline.addNote(id, { body: "Called: prefers the Mara in late August." }, sales)).toMatchObject({ ok: true });
    const mine = await pipeline.list(filters(`owner=${other.actor.id}`));
    expect(mine.items.map((i) => i.id)).toEqual([id]);
    expect((await pipeline.list(filters("owner=none"))).items.map((i) => i.id)).not.toContain(id);
    const detail = (await pipeline.get(id))!;
    expect(detail.notes).toEqual([expect.objectContaining({ body: "Called: prefers the Mara in late August.", authorEmail: sales.actor.email })]);
    expect(detail.history.map((e) => e.kind)).toEqual(["owner", "note"]);
    expect((await auditFor(id)).map((a) => a.action)).toEqual(["inquiry.owner_assigned", "inquiry.note_added"]);
    // The note's text is not copied into the audit log.
    expect(JSON.stringify(await auditFor(id))).not.toContain("late August");

    const spam = await create({ email: "spam.work@traveller.example", hp: "bot" });
    expect(await pipeline.changeStatus(spam, { status: "contacted", version: 0 }, sales)).toMatchObject({ ok: false, reason: "invalid", errors: { form: expect.stringContaining("spam") } });
  });

  it("lists each inquiry with its party, travel dates, residency and price estimate (issue 28 item 3)", async () => {
    const id = await create({ email: "row.facts@traveller.example", pax_adults: 3, pax_children: 1, children_ages: [9], start_date: "2027-09-01", end_date: "2027-09-06", residency: "east_africans" });
    const row = (await pipeline.list(filters("q=row.facts@traveller.example"))).items.find((i) => i.id === id)!;
    expect(row).toMatchObject({ adults: 3, children: 1, startDate: "2027-09-01", endDate: "2027-09-06", residency: "east_africans" });
    // No package chosen, so no price was estimated: none is shown rather than a made-up one.
    expect(row.estimate).toBeNull();
    await s.site.db.kysely.updateTable("inquiries").set({ estimate_total: 12_345_600, estimate_currency: "KES" }).where("id", "=", id).execute();
    expect((await pipeline.list(filters("q=row.facts@traveller.example"))).items.find((i) => i.id === id)!.estimate).toEqual({ total: 12_345_600, currency: "KES" });
  });

  it("flags an unanswered inquiry after the threshold of business time, and a reply clears it", async () => {
    const id = await create({ email: "slow@traveller.example" });
    // Eight days back has waited a business week and more, whatever day the test runs on (decision 0066).
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await s.site.db.kysely.updateTable("inquiries").set({ created_at: old }).where("id", "=", id).execute();
    expect((await pipeline.get(id))!.needsReply).toBe(true);
    const flagged = await pipeline.list(filters("needs_reply=1"));
    expect(flagged.items.map((i) => i.id)).toContain(id);
    expect(flagged.items.every((i) => i.needsReply)).toBe(true);
    expect(await pipeline.changeStatus(id, { status: "contacted", version: 0 }, sales)).toMatchObject({ ok: true });
    const detail = (await pipeline.get(id))!;
    expect(detail.needsReply).toBe(false);
    expect(detail.firstReplyMs).toBeGreaterThanOrEqual(8 * 86_400_000 - 5000);
  });

  it("releases a spam inquiry once, however often it is pressed, and sends the two emails it was owed exactly once", async () => {
    const id = await create({ email: "released@traveller.example", hp: "filled" });
    expect(await outboxFor(id)).toEqual([]);
    expect((await pipeline.list(filters("spam=1"))).items.map((i) => i.id)).toContain(id);
    expect((await pipeline.list(filters(""))).items.map((i) => i.id)).not.toContain(id);
    const results = await Promise.all([pipeline.releaseFromSpam(id, sales), pipeline.releaseFromSpam(id, other), pipeline.releaseFromSpam(id, sales)]);
    expect(results.filter((r) => r.ok && r.released)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    await waitUntil(() => smtp.mails.filter((m) => m.subject.includes(`${inquiryReference(id)} `) || m.envelopeTo.includes("released@traveller.example")).length >= 2, "both emails", 15_000);
    await waitUntil(async () => (await outboxFor(id)).every((r) => r.status === "sent"), "both marked sent");
    await afterFurtherClaimPasses([s.site.outbox.worker]); // no third email from the extra presses
    const rows = await outboxFor(id);
    expect(rows.map((r) => r.kind).sort()).toEqual(["staff_notification", "traveller_acknowledgement"]);
    expect(smtp.mails.filter((m) => m.envelopeTo.includes("released@traveller.example"))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject.startsWith(`New inquiry ${inquiryReference(id)} `))).toHaveLength(1);
    expect((await pipeline.get(id))!.history.map((e) => e.kind)).toEqual(["released"]);
    expect((await auditFor(id)).map((a) => a.action)).toEqual(["inquiry.released_from_spam"]);
    expect((await pipeline.list(filters(""))).items.map((i) => i.id)).toContain(id);
  });

  it("replies by email in the traveller's thread, once per form, and keeps the reply pending while SMTP is down", async () => {
    const id = await create({ full_name: "Zawadi Achieng", email: "zawadi@traveller.example" });
    const ackId = s.site.outbox.inquiryMessageId(id, "traveller_acknowledgement");
    await waitUntil(() => smtp.mails.some((m) => m.messageId === ackId), "the acknowledgement", 15_000);

    expect(await pipeline.reply(id, { subject: "", body: "x" }, "t0", sales)).toMatchObject({ ok: false, reason: "invalid", errors: { subject: expect.any(String) } });
    smtp.refuseAll = true;
    const first = await pipeline.reply(id, { subject: "Re: your safari", body: "Jambo Zawadi,\n\nHere is your quote." }, "form-1", { ...sales, actorName: "Wanjiku" });
    const again = await pipeline.reply(id, { subject: "Re: your safari", body: "Jambo Zawadi,\n\nHere is your quote." }, "form-1", sales);
    expect(first).toMatchObject({ ok: true, created: true });
    expect(again).toMatchObject({ ok: true, created: false });
    await waitUntil(() => (smtp.tries.get("zawadi@traveller.example") ?? 0) >= 2 || smtp.dataStarted > 0, "a refused try", 15_000);
    let detail = (await pipeline.get(id))!;
    const reply = detail.emails.find((e) => e.kind === "inquiry_reply")!;
    expect(["pending", "sending"]).toContain(reply.status);
    expect(detail.status).toBe("contacted"); // the first reply moves a new inquiry on
    expect(detail.firstReplyAt).not.toBeNull();
    expect(detail.history.map((e) => e.kind)).toEqual(["reply", "status"]);
    // The history keeps what was promised: the reply's text, without the signature added below it.
    expect(detail.history[0]!.text).toBe("Jambo Zawadi,\n\nHere is your quote.");
    expect(detail.history[1]!.text).toBeUndefined();

    smtp.refuseAll = false;
    if (!first.ok) throw new Error("reply failed");
    const stored = (await outboxFor(id)).find((r) => r.id === first.outboxMessageId)!;
    await waitUntil(() => smtp.mails.some((m) => m.messageId === stored.message_id), "the reply", 20_000);
    const mails = smtp.mails.filter((m) => m.subject === "Re: your safari");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers["in-reply-to"]).toBe(ackId);
    expect(mails[0]!.headers["references"]).toBe(ackId);
    expect(mails[0]!.text).toContain("Here is your quote.");
    expect(mails[0]!.text).toContain("Wanjiku");
    await waitUntil(async () => (await pipeline.get(id))!.emails.find((e) => e.kind === "inquiry_reply")!.status === "sent", "the reply marked sent");
    detail = (await pipeline.get(id))!;
    expect((await auditFor(id)).map((a) => a.action)).toEqual(["inquiry.replied"]);
    // The WhatsApp reply link is prefilled with the traveller's name and the trip.
    expect(detail.whatsappUrl).toMatch(/^https:\/\/wa\.me\/254700000001\?text=/);
    const { name: companyName } = await s.site.catalogue.company();
    expect(companyName).toBeTruthy();
    expect(decodeURIComponent(detail.whatsappUrl!)).toContain(`Hello Zawadi, this is ${companyName} about your safari inquiry (${inquiryReference(id)}).`);
  });

  it("exports the filtered view as CSV with formulas defused", async () => {
    const id = await create({ full_name: "=HYPERLINK(\"http://evil.example\")", email: "csv@traveller.example", message: "@SUM(A1)" });
    const { csv, rows } = await pipeline.exportCsv(filters("q=csv%40traveller"));
    expect(rows).toBe(1);
    const [header, line] = csv.trimEnd().split("\r\n");
    expect(header!.split(",").slice(0, 3)).toEqual(["\uFEFFreference", "id", "created_at"]);
    expect(line).toMatch(new RegExp(`^${inquiryReference(id)},${id},`));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain("'@SUM(A1)");
    expect(line).toContain("+254 700 000 001"); // a phone number is not a formula
  });

  it("exports for a spreadsheet: a UTF-8 BOM, the TH- reference, the owner's name, the children's ages and the price estimate (issue 24 item 9)", async () => {
    const id = await create({ full_name: "王小明", email: "csv.owner@traveller.example", pax_children: 2, children_ages: [7, 12] });
    await s.site.db.kysely
      .insertInto("staff_user" as any)
      .values({ id: other.actor.id, name: "Otieno Were", email: other.actor.email, emailVerified: dialect === "postgres" ? true : 1, role: "sales", createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() } as any)
      .onConflict((oc: any) => oc.column("id").doNothing())
      .execute();
    expect(await pipeline.assignOwner(id, { owner_id: other.actor.id, version: 0 }, sales)).toMatchObject({ ok: true });
    const estimate = { total: 284_000, currency: "USD", basis: "per_person_sharing", tierId: 1, tierType: "value", residency: "non_residents", startDate: "2027-07-10", nights: 2, adults: 2, childAges: [7, 12], lines: [], seasons: [] };
    await s.site.db.kysely.updateTable("inquiries").set({ estimate: JSON.stringify(estimate), estimate_total: 284_000, estimate_currency: "USD" } as any).where("id", "=", id).execute();
    const { csv } = await pipeline.exportCsv(filters("q=csv.owner%40traveller"));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, line] = csv.slice(1).trimEnd().split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, parseCsvLine(line!)[i]]));
    expect(cells).toMatchObject({
      reference: inquiryReference(id),
      full_name: "王小明",
      owner: "Otieno Were",
      children_ages: "7, 12",
      estimate_currency: "USD",
      estimate_total: "2840",
    });
    expect(cells.estimate_about).toContain("2 nights from 2027-07-10");
    expect(header).not.toContain("owner_id");
  });

  it("computes the dashboard: per week, by service, package and residency, conversion and median first reply", async () => {
    const stats = await pipeline.dashboard();
    const total = Number((await s.site.db.kysely.selectFrom("inquiries").select((eb) => eb.fn.countAll().as("n")).where("is_spam", "=", 0).executeTakeFirstOrThrow()).n);
    expect(stats.total).toBe(total);
    expect(stats.perWeek).toHaveLength(12);
    expect(stats.perWeek.reduce((a, w) => a + w.count, 0)).toBe(total);
    expect(stats.byResidency.reduce((a, r) => a + r.count, 0)).toBe(total);
    expect(stats.byService.reduce((a, r) => a + r.count, 0)).toBe(total);
    expect(stats.byPackage.find((p) => p.id === packageId)?.count).toBeGreaterThanOrEqual(1);
    expect(stats.conversion).toBe(stats.won / total);
    expect(stats.medianFirstReplyMs).not.toBeNull();
    expect(stats.repliedCount).toBeGreaterThanOrEqual(3);

    // Per agent: every inquiry counted once under its owner, unassigned last; each figure read
    // again here from the rows themselves.
    const rows = await s.site.db.kysely.selectFrom("inquiries").select(["owner_id", "status", "created_at", "first_reply_at"]).where("is_spam", "=", 0).execute();
    expect(stats.byOwner.reduce((a, o) => a + o.total, 0)).toBe(total);
    expect(stats.byOwner.reduce((a, o) => a + o.won, 0)).toBe(stats.won);
    expect(stats.byOwner.at(-1)?.ownerId).toBeNull();
    expect(stats.byOwner.at(-1)?.name).toBe("Unassigned");
    const otieno = stats.byOwner.find((o) => o.name === "Otieno Were")!;
    const theirs = rows.filter((r) => r.owner_id === otieno.ownerId);
    expect(otieno.total).toBe(theirs.length);
    expect(otieno.won).toBe(theirs.filter((r) => r.status === "won").length);
    expect(otieno.conversion).toBe(otieno.won / otieno.total);
    const times = theirs.filter((r) => r.first_reply_at).map((r) => Math.max(0, Date.parse(r.first_reply_at!) - Date.parse(r.created_at))).sort((a, b) => a - b);
    expect(otieno.repliedCount).toBe(times.length);
    const mid = times.length / 2;
    expect(otieno.medianFirstReplyMs).toBe(times.length === 0 ? null : times.length % 2 ? times[Math.floor(mid)] : (times[mid - 1]! + times[mid]!) / 2);
  });

  it("exports everything about one email and erases it, leaving tombstones so counts stay right; both audited without the address", async () => {
    const email = "Erase.Me@Traveller.example";
    const one = await create({ full_name: "Imani Mwangi", email, message: "Honeymoon in Mwambani" });
    const two = await create({ full_name: "Imani Mwangi", email: "erase.me@traveller.example", phone: "0722 000 111" });
    await pipeline.addNote(one, { body: "Imani prefers WhatsApp" }, sales);
    const before = await pipeline.dashboard();

    const data = await pipeline.exportPersonalData("  erase.me@TRAVELLER.example ", sales);
    expect(data.inquiries.map((i) => i.id)).toEqual([one, two]);
    expect(data.notes.map((n) => n.body)).toEqual(["Imani prefers WhatsApp"]);
    expect(data.emails.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(data)).toContain("Honeymoon in Mwambani");

    const erased = await pipeline.erasePersonalData("erase.me@traveller.example", sales);
    expect(erased).toMatchObject({ inquiries: [one, two], notes: 1 });
    const tomb = (await pipeline.get(one))!;
    expect(tomb).toMatchObject({ fullName: "[erased]", email: "", phone: null, message: null, notes: [] });
    expect(tomb.erasedAt).not.toBeNull();
    expect(tomb.emails.every((e) => e.subject === "[erased]")).toBe(true);
    expect((await pipeline.list(filters("q=imani"))).items).toEqual([]);
    expect((await pipeline.list(filters("q=mwambani"))).items).toEqual([]);
    const after = await pipeline.dashboard();
    expect(after.total).toBe(before.total);
    const again = await pipeline.exportPersonalData(email, sales);
    expect(again.inquiries).toEqual([]);
    const allText = JSON.stringify(
      await s.site.db.kysely.selectFrom("outbox_messages").selectAll().where("inquiry_id", "in", [one, two]).execute(),
    );
    expect(allText.toLowerCase()).not.toContain("erase.me");
    expect(allText).not.toContain("Imani");
    const audit = await auditFor(travellerRef(email));
    expect(audit.map((a) => a.action)).toEqual(["personal_data.exported", "personal_data.erased", "personal_data.exported"]);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain("erase.me");
    expect(await pipeline.changeStatus(one, { status: "contacted", version: tomb.version }, sales)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("pages, filters and searches 1,100 inquiries newest first exactly as a scan of them would, counting up to 1,000", async () => {
    // Direct inserts (the public form's rate limit would refuse this many); search_text as the form writes it.
    const words = ["okapi", "serval", "caracal", "pangolin", "aardvark", "galago"];
    const statuses = ["new", "contacted", "quoted", "won", "lost"] as const;
    const start = Date.now() - 1100 * 60_000;
    const rows = Array.from({ length: 1100 }, (_, n) => {
      const full_name = `Bulk Traveller${n % 7 === 0 ? " Kipchumba" : ""}`;
      const email = `bulk.${n}@load.example`;
      const message = `${words[n % 6]} ${words[(n * 5) % 6]} trip`;
      return {
        created_at: new Date(start + n * 60_000).toISOString(),
        full_name,
        email,
        phone: null,
        message,
        residency: n % 3 === 0 ? "residents" : "non_residents",
        pax_adults: 2,
        pax_children: 0,
        service_id: 1 + (n % 4),
        is_spam: n % 50 === 0 ? 1 : 0,
        status: statuses[n % 5]!,
        owner_id: n % 4 === 0 ? sales.actor.id : null,
        search_text: inquirySearchText({ full_name, email, phone: null, message }),
      };
    });
    const k = s.site.db.kysely;
    for (let i = 0; i < rows.length; i += 100) await k.insertInto("inquiries").values(rows.slice(i, i + 100)).execute();
    const inserted = await k.selectFrom("inquiries").select(["id", "email"]).where("email", "like", "bulk.%@load.example").execute();
    const idOf = new Map(inserted.map((r) => [r.email, r.id]));
    const bulk = rows.map((r) => ({ ...r, id: idOf.get(r.email)! }));

    /** The oracle: the same filters applied to the rows in memory, newest first. */
    const expected = (keep: (r: (typeof bulk)[number]) => boolean, spam = 0) =>
      bulk.filter((r) => r.is_spam === spam && keep(r)).map((r) => r.id).sort((x, y) => y - x);
    const views: Array<[string, (r: (typeof bulk)[number]) => boolean]> = [
      ["q=load.example", () => true], // more than 1,000 text matches: each path of the SQLite search is taken
      ["q=load.example&status=won&residency=residents", (r) => r.status === "won" && r.residency === "residents"],
      ["q=caracal", (r) => r.search_text.includes("caracal")],
      ["q=pangolin%20okapi", (r) => r.search_text.includes("pangolin") && r.search_text.includes("okapi")],
      ["q=kipchumba&status=won", (r) => r.full_name.includes("Kipchumba") && r.status === "won"],
      ["q=aardvark&owner=user-sales-1&residency=residents", (r) => r.message.includes("aardvark") && r.owner_id === sales.actor.id && r.residency === "residents"],
      ["q=load%20galago&service=2", (r) => r.message.includes("galago") && r.service_id === 2],
      ["q=ok%20load.example&service=3", (r) => r.search_text.includes("ok") && r.service_id === 3], // "ok" is too short for the trigram index
    ];
    for (const [query, keep] of views) {
      const want = expected(keep);
      const first = await pipeline.list(filters(`${query}&page_size=25`));
      const second = await pipeline.list(filters(`${query}&page_size=25&page=2`));
      expect([...first.items, ...second.items].map((i) => i.id), query).toEqual(want.slice(0, 50));
      expect(first.total, query).toBe(Math.min(want.length, 1000));
      expect(first.capped, query).toBe(want.length > 1000);
    }
    // Spam has its own view, searched the same way.
    expect((await pipeline.list(filters("q=load.example&spam=1"))).items.map((i) => i.id)).toEqual(expected(() => true, 1));

    // More than 1,000 matches: the count stops at 1,000, says so, and offset pages keep going past it.
    const broad = await pipeline.list(filters("q=load.example&page_size=200"));
    expect(broad).toMatchObject({ total: 1000, capped: true, hasNext: true });
    const all = expected(() => true);
    const sixth = await pipeline.list(filters("q=load.example&page_size=200&page=6"));
    expect(sixth.items.map((i) => i.id)).toEqual(all.slice(1000, 1200));
    expect(sixth.hasNext).toBe(false);
    const unfiltered = await pipeline.list(filters("page_size=25"));
    expect(unfiltered).toMatchObject({ total: 1000, capped: true, hasNext: true });
    const csv = await pipeline.exportCsv(filters("q=load.example"));
    expect(csv.rows).toBe(all.length); // the export is not capped at the count's 1,000

    // A view with dates is newest first by arrival: an inquiry stored late with an early time (an
    // import) sorts by its time there, and by id elsewhere.
    const days = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const dated = await pipeline.list(filters(`q=load.example&from=${days(-2)}&to=${days(1)}&residency=residents&page_size=200`));
    expect(dated.items.map((i) => i.id)).toEqual(expected((r) => r.residency === "residents").slice(0, 200));
    const late = { ...rows[3]!, email: "late.import@load.example", created_at: new Date(start - 60_000).toISOString() };
    const lastPage = Math.ceil((expected((r) => r.residency === "residents").length + 1) / 25);
    const lateId = (await k.insertInto("inquiries").values(late).returning("id").executeTakeFirstOrThrow()).id;
    expect((await pipeline.list(filters(`q=load.example&from=${days(-2)}&to=${days(1)}&residency=residents&page=${lastPage}&page_size=25`))).items.at(-1)?.id).toBe(lateId);
    expect((await pipeline.list(filters("q=load.example&residency=residents"))).items[0]?.id).toBe(lateId);
  });
});
