/**
 * Story editing on both databases (decisions 0023, 0025): a new story is created as a draft no
 * visitor sees; publishing renders the body from the rich-text document, sanitizes it, computes
 * the reading time and bumps data_version so /api/v1/blogs/ shows it at once; hostile documents
 * are refused and hostile HTML is stored clean; slugs are unique; archive takes a story off the
 * site; revisions restore; sales and viewers are refused; the larger body limit covers only the
 * console's rich-text routes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readForm } from "../../app/console/lib/forms.server.ts";
import { blogs as demoStories } from "#demo/content/blogs.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const HOSTILE = /<script|onerror|onload|onclick|javascript:|data:|<svg|<iframe|<img|<style/i;
const p = (...content: unknown[]) => ({ type: "paragraph", content });
const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });

function storyDoc(words = 420) {
  return {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [text("Where the herds cross")] },
      p(text(Array.from({ length: words }, (_, i) => `word${i}`).join(" "))),
      { type: "bulletList", content: [{ type: "listItem", content: [p(text("Binoculars"))] }] },
      p(text("Read the ", []), text("park rules", [{ type: "link", attrs: { href: "https://kws.example/rules" } }])),
    ],
  };
}

describe.each(DIALECTS)("story editing on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/stories").stories;
  const audit = (action: string) => t.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  let imageKey = "";
  let newId = 0;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["owner", "editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    imageKey = (await editorFor("editor").imageChoices())[0]!.key;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("creates a new story as a draft that no visitor sees, with a slug made from the title", async () => {
    const stories = editorFor("editor");
    const countBefore = (await t.json("/api/v1/blogs/")).body.results.length;
    const created = await stories.create({ title: "Crossing the Mara River!", author: "Wanjiru K.", content_doc: JSON.stringify(storyDoc()) });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    newId = created.id;
    const view = (await stories.view(newId))!;
    expect(view).toMatchObject({ status: "new", live: false });
    expect(view.document.slug).toBe("crossing-the-mara-river");
    expect((await t.json("/api/v1/blogs/")).body.results.length).toBe(countBefore);
    expect((await t.fetch("/api/v1/blogs/crossing-the-mara-river/")).status).toBe(404);
    expect((await stories.list()).find((s) => s.id === newId)?.status).toBe("new");
    // Every story, seeded ones included, has a real last-changed time (the list shows it as a date).
    expect((await stories.list()).every((s) => !Number.isNaN(Date.parse(s.updatedAt)))).toBe(true);
    expect((await audit("story.created")).length).toBe(1);
  });

  it("refuses to publish without an author, image, alt text or body, naming each field", async () => {
    const stories = editorFor("editor");
    const result = await stories.publish(newId, { title: "Empty", slug: "empty-story", content_doc: JSON.stringify({ type: "doc", content: [p()] }) });
    expect(result).toMatchObject({ ok: false, status: 422 });
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(["author", "image_key", "content_doc"]));
    const noAlt = await stories.publish(newId, { title: "x", author: "A", image_key: imageKey, content_doc: JSON.stringify(storyDoc(5)) });
    expect(!noAlt.ok && noAlt.errors.image_alt).toBeTruthy();
  });

  it("publishes within 1 s with the reading time computed, a new data_version, a revision and an audit entry", async () => {
    const stories = editorFor("editor");
    const versionBefore = (await t.json("/api/app-meta/")).body.data_version;
    const doc = { ...(await stories.view(newId))!.document, image_key: imageKey, image_alt: "Wildebeest crossing a river", is_featured: true };
    // The very next reads show the publish (no wait; timings belong to the bench).
    const published = await stories.publish(newId, doc);
    expect(published.ok).toBe(true);
    const api = (await t.json("/api/v1/blogs/crossing-the-mara-river/")).body;
    const listed = (await t.json("/api/v1/blogs/")).body.results.find((b: any) => b.blog_id === newId);
    expect(listed).toMatchObject({ title: "Crossing the Mara River!", is_featured: true, reading_time_minutes: 2 });
    expect(api.reading_time_minutes).toBe(2);
    expect(api.content_html).toContain("<h2>Where the herds cross</h2>");
    expect(api.content_html).toContain("<ul><li><p>Binoculars</p></li></ul>");
    expect(api.content_html).toMatch(/<a href="https:\/\/kws.example\/rules"[^>]*rel="noopener noreferrer"[^>]*>park rules<\/a>/);
    const versionAfter = (await t.json("/api/app-meta/")).body.data_version;
    expect(versionAfter).not.toBe(versionBefore);
    expect(published.ok && published.dataVersion).toBe(versionAfter);
    const view = (await stories.view(newId))!;
    expect(view.status).toBe("published");
    // A story that was never live has no "as seeded" version: only this publish.
    expect(view.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example"]);
    expect(view.document.content_doc).toEqual(storyDoc());
    expect((await audit("story.published")).at(-1)).toMatchObject({ actor_email: "editor@twiga.example", entity_type: "story", entity_id: String(newId) });
  });

  it("publishes an image from the media library in the body: the public page shows it with variant URLs built from its key", async () => {
    const stories = editorFor("editor");
    const doc = (await stories.view(newId))!.document;
    const withImage = { type: "doc", content: [p(text("At the crossing:")), { type: "image", attrs: { key: imageKey, alt: "Wildebeest leaping into the Mara" } }, p(text("Then silence."))] };
    expect((await stories.saveDraft(newId, { ...doc, content_doc: withImage })).ok).toBe(true);
    expect((await stories.publish(newId, undefined)).ok).toBe(true);
    const api = (await t.json("/api/v1/blogs/crossing-the-mara-river/")).body.content_html as string;
    const img = `<img src="/images/960/${imageKey}.webp" srcset="/images/480/${imageKey}.webp 480w, /images/960/${imageKey}.webp 960w, /images/1600/${imageKey}.webp 1600w" sizes="(min-width: 48rem) 48rem, 100vw" alt="Wildebeest leaping into the Mara" width="1600" height="1000" loading="lazy" decoding="async" />`;
    expect(api).toBe(`<p>At the crossing:</p>${img}<p>Then silence.</p>`);
    // What the story page reads (the snapshot) holds the same; the page injects it as it is (browser test: stories-images).
    expect((await t.site.catalogue.blog("crossing-the-mara-river"))?.content_html).toBe(api);
    // The variant the page names is served.
    expect((await t.fetch(`/images/960/${imageKey}.webp`)).status).toBe(200);
    expect((await stories.view(newId))!.document.content_doc).toEqual(withImage);
  });

  it("refuses a body image whose key is not in the media library (400 naming the body), on save and publish", async () => {
    const stories = editorFor("editor");
    const doc = (await stories.view(newId))!.document;
    const content_doc = { type: "doc", content: [{ type: "image", attrs: { key: "stories/not-in-the-library", alt: "Nothing" } }] };
    for (const call of [() => stories.saveDraft(newId, { ...doc, content_doc }), () => stories.publish(newId, { ...doc, content_doc })]) {
      const result = await call();
      expect(result).toMatchObject({ ok: false, status: 400 });
      if (!result.ok) expect(result.errors.content_doc).toContain("stories/not-in-the-library");
    }
  });

  it("refuses hostile documents (script nodes, javascript:/data: links, images, iframes) with 400 naming the body, storing nothing", async () => {
    const stories = editorFor("editor");
    const doc = (await stories.view(newId))!.document;
    const hostile = [
      { type: "doc", content: [{ type: "script", content: [text("alert(1)")] }] },
      { type: "doc", content: [p(text("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))] },
      { type: "doc", content: [p(text("x", [{ type: "link", attrs: { href: "data:text/html,<script>alert(1)</script>" } }]))] },
      { type: "doc", content: [{ type: "image", attrs: { src: "data:image/svg+xml,<svg onload=alert(1)>" } }] },
      { type: "doc", content: [{ type: "iframe", attrs: { src: "https://evil.example" } }] },
      { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "onclick" }] }] }] },
    ];
    for (const content_doc of hostile) {
      for (const call of [() => stories.saveDraft(newId, { ...doc, content_doc }), () => stories.publish(newId, { ...doc, content_doc })]) {
        const result = await call();
        expect(result, JSON.stringify(content_doc)).toMatchObject({ ok: false, status: 400 });
        if (!result.ok) expect(Object.keys(result.errors)).toEqual(["content_doc"]);
      }
    }
    expect((await stories.view(newId))!.status).toBe("published");
  });

  it("text that looks like markup is escaped, and HTML sent without a document is sanitized before it is stored", async () => {
    const stories = editorFor("editor");
    const doc = (await stories.view(newId))!.document;
    const typed = { type: "doc", content: [p(text('<script>alert(1)</script><img src=x onerror="alert(2)">'))] };
    expect((await stories.publish(newId, { ...doc, content_doc: typed })).ok).toBe(true);
    let served = (await t.json("/api/v1/blogs/crossing-the-mara-river/")).body.content_html as string;
    expect(served).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=\"alert(2)\"&gt;</p>");

    const html = `<h2 onclick="alert(1)">Dawn</h2><script>alert(2)</script><p>Lions<a href="javascript:alert(3)">x</a><a href="data:text/html,hi">y</a></p><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe><img src=x onerror="alert(5)"><style>body{}</style>`;
    expect((await stories.publish(newId, { ...doc, content_doc: null, content_html: html })).ok).toBe(true);
    served = (await t.json("/api/v1/blogs/crossing-the-mara-river/")).body.content_html;
    expect(served).toContain("<h2>Dawn</h2>");
    expect(served).toContain("Lions");
    expect(served).not.toMatch(HOSTILE);
    const row = await t.site.db.kysely.selectFrom("blogs").select(["content_html", "content_doc"]).where("id", "=", newId).executeTakeFirstOrThrow();
    expect(row.content_html).not.toMatch(HOSTILE);
    expect(row.content_doc).toBeNull();
    const revision = (await stories.view(newId))!.revisions[0]!;
    const stored = await t.site.db.kysely.selectFrom("catalogue_revisions").select("document").where("id", "=", revision.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.document).content_html).not.toMatch(HOSTILE);
  });

  it("refuses a slug another story uses, with a message naming it", async () => {
    const stories = editorFor("editor");
    const doc = (await stories.view(newId))!.document;
    const taken = (await stories.list()).find((s) => s.id !== newId)!.slug;
    for (const call of [() => stories.saveDraft(newId, { ...doc, slug: taken }), () => stories.publish(newId, { ...doc, slug: taken })]) {
      const result = await call();
      expect(result).toMatchObject({ ok: false, status: 409 });
      if (!result.ok) expect(result.errors.slug).toContain(`/blogs/${taken}`);
    }
    const duplicate = await stories.create({ title: "Packing for a Kenyan safari" });
    expect(duplicate).toMatchObject({ ok: false, status: 409 });
    expect((await stories.saveDraft(newId, { ...doc, slug: "Bad Slug!" })).ok).toBe(false);
    // The header image must be one the site has.
    const madeUp = await stories.publish(newId, { ...doc, image_key: "no-such-image" });
    expect(madeUp).toMatchObject({ ok: false, status: 400, errors: { image_key: "Choose an image from the media library." } });
  });

  it("restore makes a draft of an earlier version; archive takes the story off the site and publish brings it back", async () => {
    const owner = editorFor("owner");
    const view = (await owner.view(newId))!;
    const first = view.revisions.at(-1)!;
    expect(await owner.restore(newId, first.id)).toEqual({ ok: true });
    expect((await owner.view(newId))!).toMatchObject({ status: "draft", draft: { restoredFrom: first.id } });
    expect((await owner.publish(newId)).ok).toBe(true);
    expect((await t.json("/api/v1/blogs/crossing-the-mara-river/")).body.content_html).toContain("<h2>Where the herds cross</h2>");

    const versionBefore = (await t.json("/api/app-meta/")).body.data_version;
    expect((await owner.archive(newId)).ok).toBe(true);
    expect((await t.fetch("/api/v1/blogs/crossing-the-mara-river/")).status).toBe(404);
    expect((await t.json("/api/v1/blogs/")).body.results.some((b: any) => b.blog_id === newId)).toBe(false);
    expect((await t.json("/api/app-meta/")).body.data_version).not.toBe(versionBefore);
    expect((await owner.view(newId))!.status).toBe("archived");
    expect((await owner.archive(newId)).ok).toBe(false);
    // Publishing an archived story with no draft puts it back as it was.
    expect((await owner.publish(newId)).ok).toBe(true);
    expect((await t.fetch("/api/v1/blogs/crossing-the-mara-river/")).status).toBe(200);
    expect((await audit("story.archived")).length).toBe(1);
  });

  // About the demo seed (a story the seed wrote, never edited): which one is read from demo/content.
  it("a seeded story keeps its original version restorable after its first edit", async () => {
    const stories = editorFor("editor");
    const demo = demoStories[0]!;
    const seeded = (await stories.list()).find((s) => s.slug === demo.slug)!;
    const view = (await stories.view(seeded.id))!;
    expect(view.document.content_doc).toBeNull();
    const title = `${demo.title} (edited)`;
    expect((await stories.publish(seeded.id, { ...view.document, title })).ok).toBe(true);
    const after = (await stories.view(seeded.id))!;
    expect(after.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
    expect((await t.json(`/api/v1/blogs/${demo.slug}/`)).body.title).toBe(title);
  });

  it("sales and viewers read stories (issue 24 item 7) but every change is refused (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      const stories = editorFor(role);
      expect((await stories.list()).length).toBeGreaterThan(0);
      expect((await stories.view(newId))?.id).toBe(newId);
      expect(Array.isArray(await stories.imageChoices())).toBe(true);
      const calls = [
        () => stories.create({ title: "x" }),
        () => stories.saveDraft(newId, {}),
        () => stories.publish(newId),
        () => stories.archive(newId),
        () => stories.restore(newId, 1),
        () => stories.discardDraft(newId),
      ];
      for (const call of calls) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(403);
      }
    }
  });

  it("a posted form with NUL characters and lone surrogates (in fields and in the editor's JSON) is stored with them replaced", async () => {
    // The action's path: the console's form reader, then the service, on the real database (PostgreSQL refuses NUL in text).
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Dawn\u0000 drive \ud800 at the river" }] }] };
    const body = new URLSearchParams({ title: "Nul\u0000 title \udc00", author: "Wanjiru\u0000 K.", content_doc: JSON.stringify(doc) });
    const values = await readForm(new Request(`${t.url}/console/stories/new`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }));
    const created = await editorFor("editor").create(values);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const view = (await editorFor("editor").view(created.id))!;
    expect(view.document.title).toBe("Nul\uFFFD title \uFFFD");
    expect(view.document.author).toBe("Wanjiru\uFFFD K.");
    expect(JSON.stringify(view.document.content_doc)).toContain("Dawn\uFFFD drive \uFFFD at the river");
  });

  it("only the console's rich-text routes take more than 32 KB; public routes and other console pages still refuse it", async () => {
    const form = (kb: number) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "content_html=" + "a".repeat(kb * 1024) });
    for (const path of ["/console/stories/new", `/console/stories/${newId}`, `/console/stories/${newId}.data`, "/console/destinations/3", "/console/packages/1", "/console/packages/new"]) {
      expect((await t.fetch(path, form(100))).status, path).not.toBe(413);
      expect((await t.fetch(path, form(600))).status, path).toBe(413);
    }
    for (const path of ["/contact", "/api/v1/inquiries/", "/console/packages", "/console/stories", "/blogs/crossing-the-mara-river", "/console/stories/new/x"]) {
      expect((await t.fetch(path, form(40))).status, path).toBe(413);
    }
  });
});
