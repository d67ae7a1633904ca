/**
 * Service editing on both databases (decision 0029): name, description and icon are published and
 * the API shows them at once, in the spec's fixed order (a rename does not move a service); an
 * icon outside the list and an empty name are refused naming the fields; sales and viewers get 403.
 * The services are the six the demo seeds (the console makes none): what the seed wrote is read
 * from demo/content/services.ts, never repeated here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services as demoServices } from "#demo/content/services.ts";
import { SERVICE_SLUGS } from "#domain/services.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("service editing on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/services").services;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("lists the six in the spec's order", async () => {
    expect((await editorFor("editor").list()).map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
  });

  it("publishes a new name, description and icon; the API shows them and the order holds", async () => {
    const editor = editorFor("editor");
    const first = (await editor.list())[0]!;
    const view = (await editor.view(first.id))!;
    expect(view.document.icon).toBe(demoServices.find((s) => s.slug === first.slug)!.icon);
    const before = (await t.json("/api/app-meta/")).body.data_version;
    const published = await editor.publish(first.id, { name: "Wildlife Safaris", description: "Game drives with our own guides.", icon: "sun" }, view.base);
    expect(published.ok).toBe(true);
    expect((await t.json("/api/app-meta/")).body.data_version).not.toBe(before);
    const api = (await t.json("/api/v1/services/")).body.results;
    expect(api.map((s: any) => s.slug)).toEqual([...SERVICE_SLUGS]);
    expect(api[0]).toMatchObject({ id: first.id, slug: SERVICE_SLUGS[0], name: "Wildlife Safaris", description: "Game drives with our own guides.", icon: "sun" });
    expect((await editor.view(first.id))!.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
  });

  it("refuses an icon outside the list and an empty name, and an edit on an older base", async () => {
    const editor = editorFor("editor");
    const id = (await editor.list())[1]!.id;
    const { document, base } = (await editor.view(id))!;
    const bad = await editor.saveDraft(id, { ...document, name: " ", icon: "skull" }, base);
    expect(bad).toMatchObject({ ok: false, status: 400 });
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["icon", "name"]);
    expect((await editor.publish(id, { ...document, name: "Conferences" }, base)).ok).toBe(true);
    expect(await editor.saveDraft(id, document, base)).toMatchObject({ ok: false, status: 409 });
    expect(await editor.view(999_999)).toBeNull();
  });

  it("sales and viewers read services (issue 24 item 7) but every change is refused (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      const editor = editorFor(role);
      expect((await editor.list()).length).toBeGreaterThan(0);
      expect((await editor.view(1))?.id).toBe(1);
      for (const call of [() => editor.saveDraft(1, {}), () => editor.publish(1), () => editor.restore(1, 1), () => editor.discardDraft(1)]) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(403);
      }
    }
  });
});
