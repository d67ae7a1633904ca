/**
 * The inbox's "needs reply" threshold and saved views (issue 28 item 3, decision 0066) on SQLite
 * and PostgreSQL: the threshold is an owner's setting in business time, refused field by field when
 * bad (nothing stored, never a 500), audited as a sentence; the list flags and filters by business
 * time since arrival (weekends and nights not counted) with the same cutoff as the marker and the
 * dashboard; the views Mine, Needs reply, Quoted not opened and Accepted find exactly theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditSentence } from "../../domain/audit/sentence.ts";
import { fieldChanges } from "../../domain/audit/field-changes.ts";
import { parseInquiryFilters, SAVED_VIEWS } from "../../domain/inquiry-filters.ts";
import { can, type Permission, type Role } from "../../domain/staff-roles.ts";
import type { StaffGate, StaffMember } from "../../domain/staff-context.ts";
import { createInboxConsole } from "../../server/services/inquiry-pipeline/inbox-console.ts";
import { listInquiries } from "../../server/services/inquiry-pipeline/list-query.ts";
import { REPLY_THRESHOLD_KEY } from "../../server/services/inquiry-pipeline/reply-threshold.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** A gate for one member, checking roles as the real one does (a thrown 403 Response). */
function gateFor(role: Role): StaffGate {
  const member: StaffMember = { id: `m-${role}`, email: `${role}@tests.example`, name: role, role, twoFactorEnabled: true, sessionId: "s1", freshUntil: Date.now() + 600_000 };
  const require = async (permission?: Permission) => {
    if (permission && !can(role, permission)) throw new Response("Your role does not allow this.", { status: 403 });
    return member;
  };
  return { current: async () => member, require, requireFresh: require } as StaffGate;
}

const filters = (query: string) => {
  const parsed = parseInquiryFilters(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filters;
};
/** An instant written in Nairobi time (EAT, UTC+3). */
const eat = (local: string) => new Date(`${local}+03:00`).toISOString();

describe.each(DIALECTS)("inbox threshold and saved views on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const inbox = (role: Role) => createInboxConsole({ pipeline: s.site.inquiryPipeline, staff: s.site.staffUsers, db: s.site.db.kysely, gate: gateFor(role), ip: "10.0.0.9" });
  const changes = () => s.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "settings.needs_reply_threshold_changed").orderBy("id").execute();

  async function create(email: string, body: Record<string, unknown> = {}): Promise<number> {
    const res = await s.post({ ...validInquiry, ...body, email });
    expect(res.status).toBe(201);
    return (await res.json()).id;
  }
  const arrivedAt = (id: number, at: string) => s.site.db.kysely.updateTable("inquiries").set({ created_at: at }).where("id", "=", id).execute();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
    // Members of the test gate, without staff accounts: the owner may be given the inquiries too.
    s.site.inquiryPipeline.useStaffDirectory({ find: async (id) => (id.startsWith("m-") ? { id, email: `${id}@tests.example`, name: id } : null) });
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("keeps one business hour until an owner sets another, refuses bad values by field and audits a change", async () => {
    expect(await inbox("owner").replyThreshold()).toEqual({ minutes: 60, label: "1 business hour", businessHours: "Mon-Fri 08:00-18:00, Sat 09:00-13:00" });
    for (const [input, field] of [
      [{ needsReplyHours: "0", needsReplyMinutes: "5" }, "needsReplyMinutes"],
      [{ needsReplyHours: "two", needsReplyMinutes: "0" }, "needsReplyHours"],
      [{ needsReplyHours: "1", needsReplyMinutes: "60" }, "needsReplyMinutes"],
      [{ needsReplyHours: "-3", needsReplyMinutes: "0" }, "needsReplyHours"],
      [{ needsReplyHours: "99999999999999999999", needsReplyMinutes: "0" }, "needsReplyHours"],
      [{ needsReplyHours: "1.5", needsReplyMinutes: "0" }, "needsReplyHours"],
    ] as const) {
      const refused = await inbox("owner").setReplyThreshold(input);
      expect(refused).toMatchObject({ ok: false, reason: "invalid", errors: { [field]: expect.any(String) } });
    }
    expect(await inbox("owner").setReplyThreshold("not a form")).toMatchObject({ ok: false, reason: "invalid" });
    expect(await changes()).toEqual([]);
    // Sales may read the threshold (the inbox shows it) but not set it.
    const refused = await inbox("sales").setReplyThreshold({ needsReplyHours: "2", needsReplyMinutes: "0" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);

    expect(await inbox("owner").setReplyThreshold({ needsReplyHours: "2", needsReplyMinutes: "30" })).toEqual({ ok: true, minutes: 150 });
    expect(await inbox("sales").replyThreshold()).toMatchObject({ minutes: 150, label: "2 h 30 min of business time" });
    // Saving the same value again is no change, and is not audited twice.
    await inbox("owner").setReplyThreshold({ needsReplyHours: "2", needsReplyMinutes: "30" });
    const audited = await changes();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: "m-owner", entity_type: "setting", entity_id: REPLY_THRESHOLD_KEY, ip: "10.0.0.9" });
    const before = JSON.parse(String(audited[0]!.before_json));
    const after = JSON.parse(String(audited[0]!.after_json));
    expect(auditSentence({ action: audited[0]!.action, before, after, changes: fieldChanges(before, after) }, { actor: "Otieno", record: REPLY_THRESHOLD_KEY, people: {} })).toBe(
      'Otieno changed the "needs reply" threshold from 1 business hour to 2 h 30 min of business time',
    );
    // A stored value out of range (written by hand) falls back to the default rather than breaking the inbox.
    await s.site.db.kysely.updateTable("app_meta").set({ value: "0" }).where("key", "=", REPLY_THRESHOLD_KEY).execute();
    expect((await inbox("owner").replyThreshold()).minutes).toBe(60);
    await inbox("owner").setReplyThreshold({ needsReplyHours: "1", needsReplyMinutes: "0" });
  });

  it("flags and filters by business time since arrival, weekends and nights not counted", async () => {
    // Monday 30 November 08:30 in Nairobi: 30 minutes of business time today, then Saturday until 13:00.
    const now = new Date(eat("2026-11-30T08:30"));
    const ids = {
      friday: await create("friday@weekend-clock.example"),
      sat1220: await create("sat1220@weekend-clock.example"),
      sat1230: await create("sat1230@weekend-clock.example"),
      sat1240: await create("sat1240@weekend-clock.example"),
      sunday: await create("sunday@weekend-clock.example"),
      mondayEarly: await create("monday@weekend-clock.example"),
    };
    await arrivedAt(ids.friday, eat("2026-11-27T17:00"));
    await arrivedAt(ids.sat1220, eat("2026-11-28T12:20"));
    await arrivedAt(ids.sat1230, eat("2026-11-28T12:30"));
    await arrivedAt(ids.sat1240, eat("2026-11-28T12:40"));
    await arrivedAt(ids.sunday, eat("2026-11-29T20:00"));
    await arrivedAt(ids.mondayEarly, eat("2026-11-30T06:10"));
    const db = s.site.db.kysely;
    const list = (query: string, thresholdMinutes: number) => listInquiries(db, s.site.db.dialect, filters(`q=weekend-clock.example&${query}`), { now, thresholdMinutes });

    const flagged = await list("needs_reply=1", 60);
    expect(flagged.items.map((i) => i.id).sort()).toEqual([ids.friday, ids.sat1220, ids.sat1230].sort());
    // The marker on every row agrees with the filter.
    const all = await list("", 60);
    expect(all.items.filter((i) => i.needsReply).map((i) => i.id).sort()).toEqual([ids.friday, ids.sat1220, ids.sat1230].sort());
    // Two hours: Friday 17:00 has waited Fri 1 h + Sat 4 h + Mon 30 min; Saturday 12:20 only 70 min.
    expect((await list("needs_reply=1", 120)).items.map((i) => i.id)).toEqual([ids.friday]);
    // A reply takes it out.
    await s.site.inquiryPipeline.changeStatus(ids.friday, { status: "contacted", version: 0 }, { actor: { id: "m-sales", email: "sales@tests.example" } });
    expect((await list("needs_reply=1", 120)).items).toEqual([]);
  });

  it("uses the stored threshold for the inbox, the inquiry page and the dashboard", async () => {
    const id = await create("long-ago@threshold.example");
    // Eight days back has waited more than a business week, whatever today is.
    await arrivedAt(id, new Date(Date.now() - 8 * 86_400_000).toISOString());
    const fresh = await create("just-now@threshold.example");
    const listed = await inbox("sales").list(filters("needs_reply=1&q=threshold.example"));
    expect(listed.items.map((i) => i.id)).toEqual([id]);
    expect(await s.site.inquiryPipeline.get(id)).toMatchObject({ needsReply: true, needsReplyAfter: "1 business hour" });
    expect((await s.site.inquiryPipeline.get(fresh))!.needsReply).toBe(false);
    const dashboard = await inbox("sales").dashboard();
    const counted = await s.site.inquiryPipeline.list(filters("needs_reply=1&page_size=200"));
    expect(dashboard.needsReply).toBe(counted.total);
    await inbox("owner").setReplyThreshold({ needsReplyHours: "54", needsReplyMinutes: "0" });
    expect(await s.site.inquiryPipeline.get(id)).toMatchObject({ needsReply: true, needsReplyAfter: "54 h of business time" });
    await inbox("owner").setReplyThreshold({ needsReplyHours: "1", needsReplyMinutes: "0" });
  });

  it("finds exactly each saved view's inquiries: Mine, Quoted not opened, Accepted", async () => {
    const view = (key: (typeof SAVED_VIEWS)[number]["key"]) => SAVED_VIEWS.find((v) => v.key === key)!.filters;
    const body = { start_date: "2027-08-10", end_date: "2027-08-14" };
    const mine = await create("mine@views.example", body);
    const theirs = await create("theirs@views.example", body);
    expect(await s.site.inquiryPipeline.assignOwner(mine, { owner_id: "m-sales", version: 0 }, { actor: { id: "m-sales", email: "sales@tests.example" } })).toMatchObject({ ok: true });
    const unopened = await create("unopened@views.example", body);
    const opened = await create("opened@views.example", body);
    const accepted = await create("accepted@views.example", body);
    const draftOnly = await create("draft@views.example", body);
    await sendTestQuote(s.site, unopened);
    const { token: openedToken } = await sendTestQuote(s.site, opened);
    await s.site.publicQuotes.open(openedToken, { recordOpening: true });
    const { token: acceptedToken } = await sendTestQuote(s.site, accepted);
    expect((await s.site.publicQuotes.accept(acceptedToken, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
    await sendTestQuote(s.site, draftOnly, { send: false });

    const ids = async (role: Role, f: object) => (await inbox(role).list({ ...f, q: "views.example" })).items.map((i) => i.id).sort();
    expect(await ids("sales", view("mine"))).toEqual([mine]);
    // "Me" is whoever is signed in: the owner has none of these.
    expect(await ids("owner", view("mine"))).toEqual([]);
    expect(await ids("sales", view("quoted-unopened"))).toEqual([unopened]);
    expect(await ids("sales", view("accepted"))).toEqual([accepted]);
    // A quote accepted on an inquiry later lost (the deal fell through) is no longer an accepted deal.
    const current = (await s.site.inquiryPipeline.get(accepted))!;
    await s.site.inquiryPipeline.changeStatus(accepted, { status: "lost", lost_reason: "Cancelled", version: current.version }, { actor: { id: "m-sales", email: "sales@tests.example" } });
    expect(await ids("sales", view("accepted"))).toEqual([]);
    // The quote filter combines with the others, and the CSV export reads the same view.
    expect(await ids("sales", { quote: "unopened", owner: "me" })).toEqual([]);
    const csv = await inbox("sales").exportCsv({ ...view("quoted-unopened"), q: "views.example" });
    expect(csv.rows).toBe(1);
    expect(csv.csv).toContain("unopened@views.example");
    expect(theirs).toBeGreaterThan(0);
  });

  it("refuses a bad view parameter by field, never a 500", () => {
    const parsed = parseInquiryFilters(new URLSearchParams("quote=maybe&owner=me&status=quoted"));
    expect(parsed).toMatchObject({ ok: false, errors: { quote: "Choose a quote state." }, filters: { owner: "me", status: "quoted" } });
  });
});
