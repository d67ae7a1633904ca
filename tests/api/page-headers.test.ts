/**
 * Page header images edited in the console (decision 0038), on both databases: the demo's headers
 * as the starting document; a draft changes no page; a publish of a library image changes the
 * page's header (with the library's alt text) and data_version; removing a header gives the page its
 * plain band; unknown images, missing alt text and uploads without library alt text are refused
 * naming the field; sales get 403. (The pages themselves are tried in tests/e2e/page-headers.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_HEADER_PAGES } from "#domain/page-headers.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, nextTestAddress, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { png } from "../helpers/test-images.ts";

async function upload(t: TestSite, cookie: string, name: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await png(900, 400))], name, { type: "image/png" }));
  const res = await t.fetch("/console/api/media", { method: "POST", headers: { cookie, origin: t.url, "x-forwarded-for": nextTestAddress() }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as any).asset.key;
}

/** What the site layout's loader hands the pages for one page's header (null: the plain band). */
async function header(t: TestSite, page: string) {
  return (await t.site.catalogue.pageHeaders()).find((h) => h.key === `headers/${page}`) ?? null;
}

describe.each(DIALECTS)("page header images on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/page-headers").pageHeaders;
  const by = { actor: { id: "x", email: "editor@twiga.example" }, ip: null };
  const describeAlt = (key: string, alt_text: string) => t.site.mediaLibrary.saveDetails(key, { alt_text, title: "", description: "", focal_x: 0.5, focal_y: 0.5 }, by);
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["editor", "sales"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("starts with the demo's header of every page, which the pages draw", async () => {
    const view = await editorFor("editor").view();
    expect(view.status).toBe("published");
    expect(view.document.headers.map((h) => h.page)).toEqual(PAGE_HEADER_PAGES.map((p) => p.page));
    expect(view.document.headers.find((h) => h.page === "faqs")).toEqual({ page: "faqs", image_key: "headers/faqs", alt: "Safari vehicle on a track across the plains" });
    expect(await header(t, "faqs")).toEqual({ key: "headers/faqs", image: "headers/faqs", alt: "Safari vehicle on a track across the plains" });
  });

  it("a draft changes nothing; publishing shows the chosen library image with its alt text and a new data_version; removing one leaves the plain band", async () => {
    const editor = editorFor("editor");
    const key = await upload(t, cookies.editor!, "dhow-at-dawn.png");
    await describeAlt(key, "A dhow sailing out at dawn");
    const view = await editor.view();
    const headers = view.document.headers
      .filter((h) => h.page !== "terms")
      .map((h) => (h.page === "faqs" ? { ...h, image_key: key, alt: "A dhow sailing out at dawn" } : h));

    const before = await version();
    expect(await editor.saveDraft({ headers }, view.base)).toEqual({ ok: true });
    expect(await version()).toBe(before);
    expect((await header(t, "faqs"))?.image).toBe("headers/faqs");
    expect(await header(t, "terms")).not.toBeNull();

    const published = await editor.publish(undefined, (await editor.view()).base);
    expect(published.ok).toBe(true);
    expect(await version()).not.toBe(before);
    expect(await header(t, "faqs")).toEqual({ key: "headers/faqs", image: key, alt: "A dhow sailing out at dawn" });
    expect(await header(t, "terms")).toBeNull();
    expect(await header(t, "about-us")).toMatchObject({ image: "headers/about-us" });
    // The upload is served through the variants pipeline like every header.
    expect((await t.fetch(`/images/1600/${key}.webp`)).status).toBe(200);

    const after = await editor.view();
    expect(after.status).toBe("published");
    expect(after.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
    const audit = await t.site.db.kysely.selectFrom("audit_log" as any).select(["action"]).where("entity_type", "=", "page_headers").execute();
    expect(audit.map((a: any) => a.action)).toEqual(expect.arrayContaining(["page_headers.draft_saved", "page_headers.published"]));
  });

  it("refuses images the site does not have, missing alt text and uploads without library alt text, naming the field", async () => {
    const editor = editorFor("editor");
    const { document, base } = await editor.view();
    const unknown = await editor.saveDraft({ headers: [...document.headers.filter((h) => h.page !== "gallery"), { page: "gallery", image_key: "uploads/not-there", alt: "x" }] }, base);
    expect(unknown).toMatchObject({ ok: false, status: 400, errors: { "gallery.image_key": "This image is not in the media library." } });

    const noAlt = await editor.saveDraft({ headers: [{ page: "contact", image_key: "headers/contact", alt: " " }] }, base);
    expect(noAlt).toMatchObject({ ok: false, status: 400 });
    if (!noAlt.ok) expect(noAlt.errors["headers.0.alt"]).toMatch(/alt text/i);
    const twice = await editor.saveDraft({ headers: [{ page: "contact", image_key: "headers/contact", alt: "a" }, { page: "contact", image_key: "headers/info", alt: "b" }] }, base);
    expect(twice).toMatchObject({ ok: false, status: 400, errors: { "headers.1.page": "This page has two header images." } });

    const undescribed = await upload(t, cookies.editor!, "no-alt-yet.png");
    const refused = await editor.publish({ headers: [{ page: "contact", image_key: undescribed, alt: "Our office" }] }, base);
    expect(refused).toMatchObject({ ok: false, status: 422 });
    if (!refused.ok) expect(refused.errors.form).toContain(undescribed);
    expect((await header(t, "contact"))?.image).toBe("headers/contact");
  });

  it("sales read the page headers (issue 24 item 7) but changes are refused (403)", async () => {
    const editor = editorFor("sales");
    expect(await editor.view()).toBeTruthy();
    for (const call of [() => editor.saveDraft({ headers: [] }), () => editor.publish()]) {
      const thrown = await call().then(() => null, (e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
  });
});
