/**
 * Archiving packages on both databases (decision 0023): an archived package is gone from every
 * public read (API list and detail, search, sitemap, the home page's standout and deal lists, its
 * destination's package count) with a new data_version, while an inquiry that names it still reads
 * in the console (marked archived), the quote builder still offers it (marked archived) and new
 * inquiries about it are refused. Putting it back (or a scheduled publish) brings it back at the
 * same address. Never-published packages cannot be archived; sales and viewers are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcToOfficeTime } from "../../domain/publishing.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { validInquiry } from "./outbox-sites.ts";

describe.each(DIALECTS)("package archive on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/packages");
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;
  const ids = async (path: string) => ((await t.json(path)).body.results as any[]).map((p) => p.package_id ?? p.id);
  const sitemap = async () => [...(await (await t.fetch("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const audit = (action: string, id: number) =>
    t.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).where("entity_id", "=", String(id)).execute();
  const inquire = (packageId: number, email: string) =>
    t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...validInquiry, email, package: packageId }) });
  /** A standout deal with a destination and a service, so every list that could show it is checked. */
  let pkg: { id: number; title: string; destination: string; service: number };

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1", SCHEDULED_PUBLISH_POLL_MS: "3600000" });
    for (const role of ["editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    // A seeded deal that lists a destination, made a standout, so the home page's lists would show it.
    const deals = (await t.json("/api/v1/packages/?is_deal=true&page_size=200")).body.results as any[];
    const chosen = deals.find((p) => p.destinations?.length && p.services?.length)!;
    const editor = editorFor("editor");
    const doc = (await editor.package(chosen.package_id))!.document;
    expect((await editor.publish(chosen.package_id, { ...doc, is_standout: true })).ok).toBe(true);
    pkg = { id: chosen.package_id, title: doc.title, destination: chosen.destinations[0].name, service: doc.service_ids[0]! };
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("archive takes it off every public read with a new data_version; an inquiry naming it still reads; putting it back restores it", async () => {
    const editor = editorFor("editor");
    const inquiry = await inquire(pkg.id, "before.archive@traveller.example");
    expect(inquiry.status).toBe(201);
    const inquiryId = (await inquiry.json()).id as number;
    const destinationCount = async () =>
      ((await t.json("/api/v1/destinations/?page_size=200")).body.results as any[]).find((d) => d.name === pkg.destination)!.package_count as number;
    const countBefore = await destinationCount();
    expect(countBefore).toBeGreaterThan(0);
    const before = await version();
    expect(await ids("/api/v1/packages/?page_size=200")).toContain(pkg.id);
    expect(await ids("/api/v1/packages/?is_standout=true&page_size=200")).toContain(pkg.id);

    const archived = await editor.archivePackage(pkg.id);
    expect(archived.ok).toBe(true);
    expect(await version()).not.toBe(before);
    expect((await t.fetch(`/api/v1/packages/${pkg.id}/`)).status).toBe(404);
    expect(await ids("/api/v1/packages/?page_size=200")).not.toContain(pkg.id);
    expect(await ids("/api/v1/packages/?is_standout=true&page_size=200")).not.toContain(pkg.id);
    expect(await ids("/api/v1/packages/?is_deal=true&page_size=200")).not.toContain(pkg.id);
    expect(await ids(`/api/v1/packages/?destination=${encodeURIComponent(pkg.destination)}&page_size=200`)).not.toContain(pkg.id);
    expect(await ids("/api/v1/search/packages/?page_size=200")).not.toContain(pkg.id);
    expect(await ids(`/api/v1/search/packages/?service_id=${pkg.service}&page_size=200`)).not.toContain(pkg.id);
    expect(await sitemap()).not.toContain(`/packages/${pkg.id}`);
    expect(await destinationCount()).toBe(countBefore - 1);

    // The console keeps it: listed as archived, the inquiry still names it, marked archived.
    expect((await editor.packages()).find((p) => p.id === pkg.id)?.status).toBe("archived");
    expect((await editor.package(pkg.id))!.status).toBe("archived");
    const detail = (await t.site.inquiryPipeline.get(inquiryId))!;
    expect(detail.package).toEqual({ id: pkg.id, title: pkg.title, archived: true });
    // The quote builder still offers it, marked archived, and fills an option from its tier.
    const choice = (await t.site.quotes.choices()).find((c) => c.packageId === pkg.id)!;
    expect(choice.archived).toBe(true);
    expect((await t.site.quotes.tierContent(pkg.id, choice.tiers[0]!.id))?.packageTitle).toBe(pkg.title);
    // Nobody can start a new inquiry about it from the site.
    const late = await inquire(pkg.id, "after.archive@traveller.example");
    expect(late.status).toBe(400);
    expect((await late.json()).errors).toHaveProperty("package");

    expect(await editor.archivePackage(pkg.id)).toMatchObject({ ok: false, status: 409 });
    expect((await audit("package.archived", pkg.id)).map((a) => a.actor_email)).toEqual(["editor@twiga.example"]);

    const again = await version();
    expect((await editor.unarchivePackage(pkg.id)).ok).toBe(true);
    expect(await version()).not.toBe(again);
    expect((await t.fetch(`/api/v1/packages/${pkg.id}/`)).status).toBe(200);
    expect(await ids("/api/v1/packages/?is_standout=true&page_size=200")).toContain(pkg.id);
    expect(await ids("/api/v1/search/packages/?page_size=200")).toContain(pkg.id);
    expect(await sitemap()).toContain(`/packages/${pkg.id}`);
    expect((await t.site.inquiryPipeline.get(inquiryId))!.package).toEqual({ id: pkg.id, title: pkg.title, archived: false });
    expect((await editor.package(pkg.id))!.status).toBe("published");
    expect(await editor.unarchivePackage(pkg.id)).toMatchObject({ ok: false, status: 409 });
    expect(await audit("package.unarchived", pkg.id)).toHaveLength(1);
  });

  it("a scheduled publish of an archived package puts it back, at the same address", async () => {
    const editor = editorFor("editor");
    const doc = (await editor.package(pkg.id))!.document;
    const scheduled = await editor.publishing.schedule("package", pkg.id, { ...doc, summary: `${doc.summary} Back for the new season.` }, undefined, utcToOfficeTime(new Date(Date.now() + 30 * 60_000)));
    expect(scheduled.ok).toBe(true);
    expect((await editor.archivePackage(pkg.id)).ok).toBe(true);
    const { schedule } = await editor.publishing.view("package", pkg.id);
    expect(schedule).toMatchObject({ status: "pending" });
    await t.site.db.kysely.updateTable("scheduled_publishes").set({ publish_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", schedule!.id).execute();
    const [outcome] = await t.site.publishScheduler.tick();
    expect(outcome).toMatchObject({ entityId: pkg.id, result: { ok: true } });
    const api = await t.json(`/api/v1/packages/${pkg.id}/`);
    expect(api.status).toBe(200);
    expect(api.body.summary).toContain("Back for the new season.");
    expect((await editor.package(pkg.id))!.status).toBe("published");
  });

  it("refuses to archive a package never published, and refuses sales and viewers (403)", async () => {
    const editor = editorFor("editor");
    const created = await editor.createPackage({ ...(await editor.package(pkg.id))!.document, title: "A package not yet live" });
    expect(created.ok).toBe(true);
    if (created.ok) expect(await editor.archivePackage(created.id)).toMatchObject({ ok: false, status: 409 });
    expect(await editor.archivePackage(999_999)).toMatchObject({ ok: false, status: 404 });
    for (const role of ["sales", "viewer"]) {
      for (const call of [() => editorFor(role).archivePackage(pkg.id), () => editorFor(role).unarchivePackage(pkg.id)]) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect((thrown as Response).status).toBe(403);
      }
    }
    expect((await t.fetch(`/api/v1/packages/${pkg.id}/`)).status).toBe(200);
  });
});
