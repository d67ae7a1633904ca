/**
 * Destination editing on both databases (decision 0025): the rich-text description is rendered
 * and sanitized by the server, type and continents are published with it and the API shows the
 * change at once; archiving a destination that packages use is refused naming them; one that no
 * package uses goes off the site; restore makes a draft; sales and viewers are refused. The
 * destinations edited, and the package that uses one, are made here (issue 25 item 6), live without
 * a revision as the seed leaves them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDestination, createPackage } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const HOSTILE = /<script|onerror|onload|onclick|javascript:|<svg|<iframe|<img/i;

describe.each(DIALECTS)("destination editing on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/destinations").destinations;
  let usedId = 0;
  let freeId = 0;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    usedId = (await createDestination(t.site, { name: "Ukuta Highlands", continents: ["Africa"] })).id;
    freeId = (await createDestination(t.site, { name: "Mwambani Isle", continents: ["Africa"] })).id;
    await createPackage(t.site, { title: "Highland walking week", destination_ids: [usedId] });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("publishes type, continents and a rich-text description rendered and sanitized by the server, visible at once", async () => {
    const editor = editorFor("editor");
    const view = (await editor.view(usedId))!;
    expect(view.status).toBe("published");
    const description_doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Best months for the herds" }] },
        { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script> July to October." }] },
      ],
    };
    expect(await editor.saveDraft(usedId, { ...view.document, description_doc })).toEqual({ ok: true });
    expect((await t.json(`/api/v1/destinations/${usedId}/`)).body.description_html).not.toContain("Best months for the herds");
    const published = await editor.publish(usedId, { ...view.document, destination_type: "hidden", continents: ["Africa", "East Africa"], description_doc });
    expect(published.ok).toBe(true);
    const api = (await t.json(`/api/v1/destinations/${usedId}/`)).body;
    expect(api.destination_type).toBe("hidden");
    expect(api.description_html).toBe("<h2>Best months for the herds</h2><p>&lt;script&gt;alert(1)&lt;/script&gt; July to October.</p>");
    const names = (api.continent_details ?? api.continents).map((c: any) => c.name ?? c);
    expect(names.sort()).toEqual(["Africa", "East Africa"]);
    expect((await editor.view(usedId))!.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
  });

  it("stores HTML sent without a document clean, and refuses hostile documents naming the field", async () => {
    const editor = editorFor("editor");
    const doc = (await editor.view(usedId))!.document;
    const html = `<p onclick="alert(1)">Plains</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe>`;
    expect((await editor.publish(usedId, { ...doc, description_doc: null, description_html: html })).ok).toBe(true);
    const served = (await t.json(`/api/v1/destinations/${usedId}/`)).body.description_html;
    expect(served).toContain("Plains");
    expect(served).not.toMatch(HOSTILE);
    const row = await t.site.db.kysely.selectFrom("destinations").select("description_html").where("id", "=", usedId).executeTakeFirstOrThrow();
    expect(row.description_html).not.toMatch(HOSTILE);
    const bad = await editor.saveDraft(usedId, { ...doc, description_doc: { type: "doc", content: [{ type: "iframe" }] }, continents: [] });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["continents", "description_doc"]);
  });

  it("publishes a media library image in the description as the server's <img>, and refuses a key the library does not have", async () => {
    const editor = editorFor("editor");
    const doc = (await editor.view(usedId))!.document;
    const { key } = await t.site.db.kysely.selectFrom("media").select("key").orderBy("key").executeTakeFirstOrThrow();
    const description_doc = { type: "doc", content: [{ type: "image", attrs: { key, alt: "Elephants at a waterhole" } }, { type: "paragraph", content: [{ type: "text", text: "Dry season." }] }] };
    expect((await editor.publish(usedId, { ...doc, description_doc })).ok).toBe(true);
    const served = (await t.json(`/api/v1/destinations/${usedId}/`)).body.description_html as string;
    expect(served).toMatch(new RegExp(`^<img src="/images/960/${key}\\.webp" srcset="[^"]+" sizes="[^"]+" alt="Elephants at a waterhole" width="1600" height="1000" loading="lazy" decoding="async" /><p>Dry season\\.</p>$`));
    const unknown = { type: "doc", content: [{ type: "image", attrs: { key: "destinations/made-up", alt: "Nothing" } }] };
    const refused = await editor.saveDraft(usedId, { ...doc, description_doc: unknown });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (!refused.ok) expect(Object.keys(refused.errors)).toEqual(["description_doc"]);
  });

  it("refuses to archive a destination packages use, naming them; archives one no package uses", async () => {
    const editor = editorFor("editor");
    const refused = await editor.archive(usedId);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const usedBy = (await editor.view(usedId))!.usedBy;
    expect(usedBy.length).toBeGreaterThan(0);
    if (!refused.ok) {
      expect(refused.errors.form).toContain("cannot be archived");
      expect(refused.errors.form).toContain(usedBy[0]!.title);
    }
    expect((await t.fetch(`/api/v1/destinations/${usedId}/`)).status).toBe(200);

    // A destination no package lists.
    const free = (await editor.list()).find((d) => d.id === freeId)!;
    expect(free.packages).toBe(0);
    const before = (await t.json("/api/app-meta/")).body.data_version;
    expect((await editor.archive(free.id)).ok).toBe(true);
    expect((await t.fetch(`/api/v1/destinations/${free.id}/`)).status).toBe(404);
    expect((await t.json("/api/v1/destinations/")).body.results.some((d: any) => (d.destination_id ?? d.id) === free.id)).toBe(false);
    expect((await t.json("/api/app-meta/")).body.data_version).not.toBe(before);
    expect((await editor.view(free.id))!.status).toBe("archived");
    expect((await editor.publish(free.id)).ok).toBe(true);
    expect((await t.fetch(`/api/v1/destinations/${free.id}/`)).status).toBe(200);
  });

  it("restore makes a draft from the version as seeded", async () => {
    const editor = editorFor("editor");
    const seeded = (await editor.view(usedId))!.revisions.at(-1)!;
    expect(await editor.restore(usedId, seeded.id)).toEqual({ ok: true });
    const view = (await editor.view(usedId))!;
    expect(view.status).toBe("draft");
    expect(view.document.destination_type).not.toBe("hidden");
    expect(await editor.discardDraft(usedId)).toEqual({ ok: true });
  });

  it("sales and viewers read destinations (issue 24 item 7) but every change is refused (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      const editor = editorFor(role);
      expect((await editor.list()).length).toBeGreaterThan(0);
      expect((await editor.view(usedId))?.id).toBe(usedId);
      for (const call of [() => editor.saveDraft(usedId, {}), () => editor.publish(usedId), () => editor.archive(usedId), () => editor.restore(usedId, 1), () => editor.discardDraft(usedId)]) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect((thrown as Response).status).toBe(403);
      }
    }
  });
});
