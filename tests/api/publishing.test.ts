/**
 * Preview links and scheduled publishing on both databases (decision 0030). Previews: only staff
 * who may edit content get a link; the link's catalogue shows the draft through the catalogue's own
 * reads while the public catalogue, its snapshot, the API and data_version stay as they were; bad,
 * expired and revoked links answer a no-store, noindex refusal. Schedules: checked when made, run
 * by the scheduler's tick through the same publish, cancellable, and a publish that is refused at
 * its time fails visibly with nothing half-published; two schedulers on one database publish a
 * schedule once. (The rendered preview pages are tried in tests/e2e/console-publishing.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageDocument } from "../../domain/package-document.ts";
import { utcToOfficeTime } from "../../domain/publishing.ts";
import { loadAuthSecret } from "../../server/auth/secret.ts";
import { PreviewTokens } from "../../server/services/catalogue-editing/preview-tokens.ts";
import { PublishScheduler } from "../../server/services/catalogue-editing/scheduled-publishing.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const inMinutes = (minutes: number) => utcToOfficeTime(new Date(Date.now() + minutes * 60_000));

describe.each(DIALECTS)("preview links and scheduled publishing on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/packages");
  const audit = (action: string) => t.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;
  const apiPrice = async (id: number) => (await t.json(`/api/v1/packages/${id}/`)).body.tiers[0].price_kshs as number;
  const packageIds: number[] = [];
  /** A draft of package `id` whose first tier costs `price`. */
  const draftPrice = async (id: number, price: number, change: (doc: PackageDocument) => void = () => {}) => {
    const editor = editorFor("editor");
    const doc = structuredClone((await editor.package(id))!.document);
    doc.tiers[0]!.price_kshs = price;
    doc.tiers[0]!.contact_for_pricing = false;
    change(doc);
    expect(await editor.saveDraft(id, doc)).toEqual({ ok: true });
    return doc;
  };
  /** Makes a pending schedule due now, as if its time had come. */
  const makeDue = (scheduleId: number) =>
    t.site.db.kysely.updateTable("scheduled_publishes").set({ publish_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", scheduleId).execute();

  beforeAll(async () => {
    // Only the test's own ticks run schedules (the timer would race them for due rows).
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1", SCHEDULED_PUBLISH_POLL_MS: "3600000" });
    for (const role of ["owner", "editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    const all = (await t.json("/api/v1/packages/?page_size=200")).body.results as any[];
    // Packages whose first tier has a price and that can be published as they are.
    for (const p of all) if (p.tiers[0]?.price_kshs && p.images.length) packageIds.push(p.package_id);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("a preview link shows the draft through the catalogue's own reads; the public catalogue, API, snapshot and data_version do not change", async () => {
    const id = packageIds[0]!;
    const before = await apiPrice(id);
    const versionBefore = await version();
    await draftPrice(id, before + 1234);
    const { preview } = await editorFor("editor").publishing.view("package", id);
    expect(preview?.href).toMatch(new RegExp(`^/packages/${id}\\?preview=[\\w-]+\\.[\\w-]+$`));
    expect(new Date(preview!.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    const token = new URL(preview!.href, t.url).searchParams.get("preview")!;
    const opened = await t.site.previews.open(token);
    expect(opened).toMatchObject({ ok: true, grant: { entity: "package", id } });
    const reader = t.site.previews.reader(t.site.catalogue, opened.ok ? opened.grant : (null as never));
    expect((await reader.package(id))!.tiers[0]!.price_kshs).toBe(before + 1234);
    // Another package through the same link is the public one.
    expect((await reader.package(packageIds[1]!))!.tiers[0]!.price_kshs).toBe((await t.site.catalogue.package(packageIds[1]!))!.tiers[0]!.price_kshs);

    // Nobody else sees it: the public catalogue (details and the list snapshot), the API, the version.
    expect((await t.site.catalogue.package(id))!.tiers[0]!.price_kshs).toBe(before);
    expect((await t.site.catalogue.packageSummary(id))!.tiers[0]!.price_kshs).toBe(before);
    expect(await apiPrice(id)).toBe(before);
    const listed = (await t.json("/api/v1/packages/?page_size=200")).body.results.find((p: any) => p.package_id === id);
    expect(listed.tiers[0].price_kshs).toBe(before);
    expect(await version()).toBe(versionBefore);
    expect(await audit("package.published")).toHaveLength(0);
  });

  it("only editors and owners get preview links; a package without a draft has none", async () => {
    // Sales and viewers read the editor's page (issue 24 item 7) but get no preview link: a link
    // opens drafts only for a member who may edit content.
    for (const role of ["sales", "viewer"]) {
      expect((await editorFor(role).publishing.view("package", packageIds[0]!)).preview).toBeNull();
    }
    expect((await editorFor("owner").publishing.view("package", packageIds[0]!)).preview).not.toBeNull();
    expect((await editorFor("owner").publishing.view("package", packageIds[5]!)).preview).toBeNull();
  });

  it("story and destination previews show their drafts (a story at its new address) and leave the public ones alone", async () => {
    const editor = editorFor("editor");
    const story = (await editor.stories.list())[0]!;
    const storyDoc = structuredClone((await editor.stories.view(story.id))!.document);
    storyDoc.title = "A preview-only title for the story";
    storyDoc.slug = `${storyDoc.slug}-preview-only`;
    expect(await editor.stories.saveDraft(story.id, storyDoc)).toEqual({ ok: true });
    const storyLink = (await editor.publishing.view("story", story.id)).preview!;
    expect(storyLink.href).toContain(`/blogs/${storyDoc.slug}?preview=`);
    const storyGrant = await t.site.previews.open(new URL(storyLink.href, t.url).searchParams.get("preview")!);
    const storyReader = t.site.previews.reader(t.site.catalogue, storyGrant.ok ? storyGrant.grant : (null as never));
    expect((await storyReader.blog(storyDoc.slug))?.title).toBe("A preview-only title for the story");
    expect(await t.site.catalogue.blog(storyDoc.slug)).toBeUndefined();
    expect((await t.site.catalogue.blog(story.slug))?.title).not.toBe("A preview-only title for the story");

    const destination = (await editor.destinations.list())[0]!;
    const destDoc = structuredClone((await editor.destinations.view(destination.id))!.document);
    destDoc.name = "Preview-only name";
    destDoc.description = "Only the preview says this.";
    expect(await editor.destinations.saveDraft(destination.id, destDoc)).toEqual({ ok: true });
    const destLink = (await editor.publishing.view("destination", destination.id)).preview!;
    expect(destLink.href).toContain(`/destinations/${destination.id}?preview=`);
    const destGrant = await t.site.previews.open(new URL(destLink.href, t.url).searchParams.get("preview")!);
    const destReader = t.site.previews.reader(t.site.catalogue, destGrant.ok ? destGrant.grant : (null as never));
    expect(await destReader.destination(destination.id)).toMatchObject({ name: "Preview-only name", description: "Only the preview says this." });
    expect((await t.site.catalogue.destination(destination.id))?.name).toBe(destination.name);
    expect((await t.json(`/api/v1/destinations/${destination.id}/`)).body.name).toBe(destination.name);
  });

  it("forged, expired and revoked links get a no-store, noindex refusal and never the draft", async () => {
    const id = packageIds[0]!;
    const { preview } = await editorFor("editor").publishing.view("package", id);
    const token = new URL(preview!.href, t.url).searchParams.get("preview")!;
    const secret = await loadAuthSecret(t.site.db.kysely, undefined);

    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    const expired = new PreviewTokens(secret, () => new Date(Date.now() - 25 * 3600_000)).issue("package", id, (await t.site.staffAuth.db.selectFrom("staff_user").select("id").where("email", "=", "editor@twiga.example").executeTakeFirstOrThrow()).id).token;
    for (const [bad, status, text] of [
      [forged, 403, "not valid"],
      [expired, 410, "expired"],
    ] as const) {
      const res = await t.fetch(`/packages/${id}?preview=${bad}`);
      expect(res.status).toBe(status);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(await res.text()).toContain(text);
    }

    // A link made by someone who may no longer edit stops working.
    const leaverId = await createMember(t.site.staffAuth, "leaver@twiga.example", "editor");
    const leaverLink = new PreviewTokens(secret).issue("package", id, leaverId).token;
    expect((await t.site.previews.open(leaverLink)).ok).toBe(true);
    await t.site.staffAuth.db.updateTable("staff_user").set({ role: "viewer" }).where("id", "=", leaverId).execute();
    expect(await t.site.previews.open(leaverLink)).toEqual({ ok: false, reason: "revoked" });
    const res = await t.fetch(`/packages/${id}?preview=${leaverLink}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("can no longer edit");
  });

  it("a schedule is checked when made, shown with its time, and published by the scheduler when due, through the same publish", async () => {
    const id = packageIds[2]!;
    const editor = editorFor("editor");
    const price = (await apiPrice(id)) + 777;
    const doc = await draftPrice(id, price);

    expect(await editor.publishing.schedule("package", id, doc, undefined, inMinutes(-5))).toMatchObject({ ok: false, status: 400, errors: { publish_at: expect.stringMatching(/future/) } });
    expect(await editor.publishing.schedule("package", id, doc, undefined, "tomorrow")).toMatchObject({ ok: false, status: 400, errors: { publish_at: expect.any(String) } });
    const scheduled = await editor.publishing.schedule("package", id, doc, undefined, inMinutes(30));
    expect(scheduled.ok).toBe(true);
    const { schedule } = await editor.publishing.view("package", id);
    expect(schedule).toMatchObject({ status: "pending", createdBy: "editor@twiga.example", publishAt: scheduled.ok ? scheduled.publishAt : "" });
    expect((await editor.publishing.upcoming()).map((s) => [s.entityId, s.status])).toContainEqual([id, "pending"]);
    expect(await audit("package.publish_scheduled")).toHaveLength(1);

    // Not due yet: the tick leaves it; the site is unchanged.
    const versionBefore = await version();
    expect(await t.site.publishScheduler.tick()).toEqual([]);
    expect(await apiPrice(id)).toBe(price - 777);

    await makeDue(schedule!.id);
    const outcomes = await t.site.publishScheduler.tick();
    expect(outcomes).toEqual([{ scheduleId: schedule!.id, entity: "package", entityId: id, result: expect.objectContaining({ ok: true }) }]);
    expect(await apiPrice(id)).toBe(price);
    expect(await version()).not.toBe(versionBefore);
    expect((await editor.publishing.view("package", id)).schedule).toBeNull();
    const row = await t.site.db.kysely.selectFrom("scheduled_publishes").selectAll().where("id", "=", schedule!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("published");
    expect((await audit("package.published")).filter((a) => a.entity_id === String(id)).map((a) => a.actor_email)).toEqual(["editor@twiga.example"]);
    expect(await audit("package.scheduled_publish_done")).toHaveLength(1);
    // It ran once: another tick does nothing.
    expect(await t.site.publishScheduler.tick()).toEqual([]);
  });

  it("a draft that can no longer be published at its time fails visibly, in the console and the audit trail, with nothing half-published", async () => {
    const id = packageIds[3]!;
    const editor = editorFor("editor");
    const before = await t.json(`/api/v1/packages/${id}/`);
    const doc = await draftPrice(id, before.body.tiers[0].price_kshs + 50);
    expect((await editor.publishing.schedule("package", id, doc, undefined, inMinutes(60))).ok).toBe(true);
    // Later someone saves the draft without a summary: still a draft, but not publishable.
    await draftPrice(id, before.body.tiers[0].price_kshs + 99, (d) => {
      d.summary = "";
    });
    const { schedule } = await editor.publishing.view("package", id);
    await makeDue(schedule!.id);
    const versionBefore = await version();
    const [outcome] = await t.site.publishScheduler.tick();
    expect(outcome!.result).toMatchObject({ ok: false, status: 422, errors: { summary: expect.any(String) } });

    const failed = (await editor.publishing.view("package", id)).schedule;
    expect(failed).toMatchObject({ id: schedule!.id, status: "failed", errors: { summary: expect.any(String) } });
    expect((await editor.publishing.upcoming()).find((s) => s.id === schedule!.id)).toMatchObject({ status: "failed", title: before.body.package_title, editHref: `/console/packages/${id}` });
    const [entry] = await audit("package.scheduled_publish_failed");
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ schedule: schedule!.id, errors: { summary: expect.any(String) } });
    // Nothing changed on the site.
    expect((await t.json(`/api/v1/packages/${id}/`)).body).toEqual(before.body);
    expect(await version()).toBe(versionBefore);
  });

  it("a cancelled schedule never runs; cancelling twice is refused", async () => {
    const id = packageIds[4]!;
    const editor = editorFor("editor");
    const before = await apiPrice(id);
    const doc = await draftPrice(id, before + 5);
    expect((await editor.publishing.schedule("package", id, doc, undefined, inMinutes(10))).ok).toBe(true);
    const { schedule } = await editor.publishing.view("package", id);
    expect(await editor.publishing.cancelSchedule("package", id, schedule!.id)).toEqual({ ok: true });
    expect(await editor.publishing.cancelSchedule("package", id, schedule!.id)).toMatchObject({ ok: false, status: 409 });
    await makeDue(schedule!.id);
    expect(await t.site.publishScheduler.tick()).toEqual([]);
    expect(await apiPrice(id)).toBe(before);
    expect((await editor.publishing.view("package", id)).schedule).toBeNull();
    expect(await audit("package.schedule_cancelled")).toHaveLength(1);
    for (const role of ["sales", "viewer"]) {
      const thrown = await editorFor(role).publishing.cancelSchedule("package", id, schedule!.id).catch((e: unknown) => e);
      expect((thrown as Response).status).toBe(403);
    }
  });

  it("publishing by hand replaces a schedule still waiting, which then never runs", async () => {
    const id = packageIds[7]!;
    const editor = editorFor("editor");
    const doc = await draftPrice(id, (await apiPrice(id)) + 3);
    expect((await editor.publishing.schedule("package", id, doc, undefined, inMinutes(90))).ok).toBe(true);
    const { schedule } = await editor.publishing.view("package", id);
    expect((await editor.publish(id)).ok).toBe(true);
    expect((await editor.publishing.view("package", id)).schedule).toBeNull();
    await makeDue(schedule!.id);
    expect(await t.site.publishScheduler.tick()).toEqual([]);
    const row = await t.site.db.kysely.selectFrom("scheduled_publishes").select("status").where("id", "=", schedule!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
  });

  it("two schedulers on one database (two processes) publish a due schedule exactly once", async () => {
    const id = packageIds[6]!;
    const editor = editorFor("owner");
    const doc = await draftPrice(id, (await apiPrice(id)) + 11);
    expect((await editor.publishing.schedule("package", id, doc, undefined, inMinutes(10))).ok).toBe(true);
    const { schedule } = await editor.publishing.view("package", id);
    await makeDue(schedule!.id);
    const s = t.site;
    const other = new PublishScheduler(s.db.kysely, s.db.dialect, s.auditLog, s.publishingEditors, { pollMs: 60_000, leaseMs: 60_000 });
    const results = (await Promise.all([s.publishScheduler.tick(), other.tick()])).flat();
    expect(results.filter((r) => r.scheduleId === schedule!.id)).toHaveLength(1);
    expect(results[0]!.result.ok).toBe(true);
    const revisions = await s.db.kysely.selectFrom("catalogue_revisions").select("id").where("entity_type", "=", "package").where("entity_id", "=", id).where("published_by_email", "=", "owner@twiga.example").execute();
    expect(revisions).toHaveLength(1);
  });
});
