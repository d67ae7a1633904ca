/**
 * Images edited in the console on both databases (decision 0028): the gallery as one document on
 * the draft / publish machinery (a draft changes nothing public; a publish changes
 * GET /api/v1/gallery/, its order and data_version, and an upload is served through the variants
 * pipeline); ordered package and destination images from the media library; unknown image keys and
 * uploads without alt text refused with the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, nextTestAddress, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { png } from "../helpers/test-images.ts";

async function upload(t: TestSite, cookie: string, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  const res = await t.fetch("/console/api/media", { method: "POST", headers: { cookie, origin: t.url, "x-forwarded-for": nextTestAddress() }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as any).asset.key;
}

describe.each(DIALECTS)("images edited in the console on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorsFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/gallery");
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

  it("a gallery draft changes nothing public; publishing shows the new photo and order in the API with a new data_version", async () => {
    const gallery = editorsFor("editor").gallery;
    const apiBefore = (await t.json("/api/v1/gallery/?page_size=200")).body;
    const view = await gallery.view();
    expect(view.status).toBe("published");
    expect(view.document.items.map((i) => i.title)).toEqual(apiBefore.results.map((g: any) => g.title));

    const key = await upload(t, cookies.editor!, "kudu-at-dusk.png", await png(800, 500));
    const [first, second, ...rest] = view.document.items;
    const items = [
      { id: null, image_key: key, title: "Kudu at dusk", description: "A greater kudu at the edge of the thicket.", alt_text: "A kudu with spiral horns at dusk" },
      second!,
      first!,
      ...rest.slice(1), // the third photo is removed
    ];
    const versionBefore = await version();
    expect(await gallery.saveDraft({ items }, view.base)).toEqual({ ok: true });
    expect((await t.json("/api/v1/gallery/?page_size=200")).body).toEqual(apiBefore);
    expect(await version()).toBe(versionBefore);
    expect((await gallery.view()).status).toBe("draft");

    const published = await gallery.publish();
    expect(published.ok).toBe(true);
    // The upload had no alt text in the library: it takes the gallery's, so pickers offer it now.
    expect(await t.site.mediaLibrary.get(key)).toMatchObject({ altText: "A kudu with spiral horns at dusk", usable: true });

    const after = (await t.json("/api/v1/gallery/?page_size=200")).body;
    expect(after.count).toBe(apiBefore.count);
    expect(after.results.map((g: any) => g.title)).toEqual(items.map((i) => i.title));
    expect(after.results[0]).toMatchObject({ alt_text: "A kudu with spiral horns at dusk", thumbnail_url: `/images/480/${key}.jpg`, large_url: `/images/1600/${key}.jpg` });
    expect(after.results[1].id).toBe(second!.id);
    expect(after.results.map((g: any) => g.id)).not.toContain(view.document.items[2]!.id);
    expect(await version()).not.toBe(versionBefore);
    // The upload renders through the same variants pipeline as every gallery image.
    const variant = await t.fetch(after.results[0].medium_url.replace(/\.jpg$/, ".webp"));
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    const revisions = (await gallery.view()).revisions;
    expect(revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
  });

  it("a gallery photo without a title or alt text, or with an image the site does not have, is refused naming the field", async () => {
    const gallery = editorsFor("editor").gallery;
    const doc = (await gallery.view()).document;
    const untitled = structuredClone(doc);
    untitled.items[1] = { ...untitled.items[1]!, title: "", alt_text: " " };
    expect(await gallery.publish(untitled)).toMatchObject({ ok: false, status: 422, errors: { "items.1.title": expect.any(String), "items.1.alt_text": expect.any(String) } });
    const unknown = structuredClone(doc);
    unknown.items[2] = { ...unknown.items[2]!, image_key: "uploads/not-there" };
    const refused = await gallery.saveDraft(unknown);
    expect(refused).toMatchObject({ ok: false, status: 400, errors: { "items.2.image_key": "Image 3 is not in the media library." } });
    const malformed = await gallery.saveDraft({ items: [{ ...doc.items[0], image_key: "../../etc/passwd" }] });
    expect(malformed).toMatchObject({ ok: false, status: 400, errors: { "items.0.image_key": expect.any(String) } });
  });

  it("package images: an upload added and moved first is published in that order; unknown keys are refused naming the row", async () => {
    const editors = editorsFor("editor");
    const id = (await t.json("/api/v1/packages/?page_size=1")).body.results[0].package_id as number;
    const view = (await editors.package(id))!;
    const key = await upload(t, cookies.editor!, "camp.png", await png(900, 600));
    await describeAlt(key, "Tents under acacia trees");
    const images = [{ id: null, image_key: key, alt: "Our tented camp under the acacias" }, ...view.document.images.slice(0, 1)];
    expect((await editors.publish(id, { ...view.document, images }, view.base)).ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${id}/`)).body;
    expect(api.images.map((img: any) => img.alt)).toEqual(["Our tented camp under the acacias", view.document.images[0]!.alt]);
    expect(api.images[0].image_url ?? api.images[0].image).toContain(key);

    const again = (await editors.package(id))!;
    const bad = { ...again.document, images: [...again.document.images, { id: null, image_key: "uploads/nope-123", alt: "x" }] };
    expect(await editors.saveDraft(id, bad, again.base)).toMatchObject({ ok: false, status: 400, errors: { "images.2.image_key": "Image 3 is not in the media library." } });
  });

  it("destination images: an upload without alt text in the library is refused on publish; with it, the order is published, the first primary", async () => {
    const editors = editorsFor("editor");
    const list = await editors.destinations.list();
    const id = list.find((d) => d.status === "published")!.id;
    const view = (await editors.destinations.view(id))!;
    expect(view.document.images!.length).toBeGreaterThan(0);
    const key = await upload(t, cookies.editor!, "ridge.png", await png(800, 500));
    const images = [{ id: null, image_key: key, alt: "Morning mist on the ridge" }, ...view.document.images!];
    const refused = await editors.destinations.publish(id, { ...view.document, images }, view.base);
    expect(refused).toMatchObject({ ok: false, status: 422, errors: { images: expect.stringContaining(key) } });
    expect(await editors.destinations.saveDraft(id, { ...view.document, images: [{ id: null, image_key: "nowhere/x", alt: "" }] }, view.base)).toMatchObject({
      ok: false,
      status: 400,
      errors: { "images.0.image_key": "Image 1 is not in the media library." },
    });

    await describeAlt(key, "A ridge in the mist");
    expect((await editors.destinations.publish(id, { ...view.document, images }, view.base)).ok).toBe(true);
    const api = (await t.json(`/api/v1/destinations/${id}/`)).body;
    expect(api.images.map((img: any) => img.alt)).toEqual(images.map((img) => img.alt));
    expect(api.images[0].is_primary).toBe(true);
    expect(api.primary_image_url).toContain(key);
  });

  it("the pickers' alt-text step: PUT /console/api/media/:id/alt-text makes an upload usable; empty alt text is refused naming the field", async () => {
    const key = await upload(t, cookies.editor!, "baobab.png", await png(600, 400));
    const id = key.slice(key.indexOf("/") + 1);
    const put = (body: unknown, cookie = cookies.editor!) =>
      t.fetch(`/console/api/media/${id}/alt-text`, { method: "PUT", headers: { cookie, origin: t.url, "content-type": "application/json", "x-forwarded-for": nextTestAddress() }, body: JSON.stringify(body) });
    const empty = await put({ alt_text: "  " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as any).errors.alt_text).toBeTruthy();
    expect((await put({ alt_text: "A baobab" }, cookies.sales!)).status).toBe(403);
    const ok = await put({ alt_text: "A baobab at noon" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as any).image).toMatchObject({ key, alt_text: "A baobab at noon", thumbnail_url: `/images/480/${key}.webp` });
    const listed = (await (await t.fetch("/console/api/media", { headers: { cookie: cookies.editor! } })).json()) as any;
    expect(listed.results.map((r: any) => r.key)).toContain(key);
  });

  it("a page's slider set: a draft changes nothing; publishing shows the new order, the first primary, and an added upload, with a new data_version", async () => {
    const sliders = editorsFor("editor").sliders;
    const path = "/api/v1/slider-images/?page_set=about";
    const apiBefore = (await t.json(path)).body;
    const view = await sliders.view("about");
    expect(view.document.slides.map((s) => s.alt)).toEqual(apiBefore.results.map((s: any) => s.alt));
    expect(view.document.slides.length).toBeGreaterThan(1);
    const key = await upload(t, cookies.editor!, "team.png", await png(1600, 1000));
    await describeAlt(key, "Our guides at the office");
    const [first, ...others] = view.document.slides;
    const slides = [...others, first!, { id: null, image_key: key, alt: "The Acacia Test Tours guides", caption: "Meet the team" }];
    const versionBefore = await version();
    expect(await sliders.saveDraft("about", { slides }, view.base)).toEqual({ ok: true });
    expect((await t.json(path)).body).toEqual(apiBefore);
    expect(await version()).toBe(versionBefore);
    expect(await sliders.publish("about", { slides: [{ ...slides[0]!, alt: "" }] })).toMatchObject({ ok: false, status: 422, errors: { "slides.0.alt": expect.any(String) } });
    expect((await sliders.publish("about")).ok).toBe(true);
    const after = (await t.json(path)).body.results as any[];
    expect(after.map((s) => s.alt)).toEqual(slides.map((s) => s.alt));
    expect(after.map((s) => s.is_primary)).toEqual(slides.map((_, i) => i === 0));
    expect(after.at(-1)).toMatchObject({ caption: "Meet the team", image_url: `/images/1600/${key}.jpg` });
    expect(await version()).not.toBe(versionBefore);
    // Other page sets are untouched.
    expect((await t.json("/api/v1/slider-images/?page_set=home")).body.results.length).toBeGreaterThan(0);
    expect(await sliders.saveDraft("about", { slides: [{ id: null, image_key: "uploads/none", alt: "x", caption: "" }] })).toMatchObject({
      ok: false,
      status: 400,
      errors: { "slides.0.image_key": "Image 1 is not in the media library." },
    });
  });

  it("sales staff cannot read or publish the gallery", async () => {
    // Sales read the gallery and sliders (issue 24 item 7); changing them is refused.
    const gallery = editorsFor("sales").gallery;
    expect(await gallery.view()).toBeTruthy();
    await expect(gallery.publish()).rejects.toMatchObject({ status: 403 });
    expect(await editorsFor("sales").sliders.view("home")).toBeTruthy();
  });
});
