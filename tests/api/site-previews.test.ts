/**
 * Preview links of the site-wide documents (decisions 0038, 0039, on the machinery of decision 0030),
 * on both databases: company details, terms, FAQs, page headers, the gallery, a slider set and a
 * service each get a signed link to the public page that shows them; the preview's catalogue shows
 * the draft while the public one does not; no draft, no link; a forged, tampered or expired link is refused with a
 * no-store, noindex page saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueReader } from "#domain/site-context.ts";
import type { PreviewEntity } from "#domain/publishing.ts";
import { loadAuthSecret } from "../../server/auth/secret.ts";
import { PreviewTokens } from "../../server/services/catalogue-editing/preview-tokens.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("previews of the site-wide documents on %s", (dialect) => {
  let t: TestSite;
  let cookie = "";
  const editors = () => catalogueEditorsAs(t, cookie, "/console/company");
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;

  /** The link of `entity`'s draft, and the catalogue a request opened with it reads. */
  async function previewOf(entity: PreviewEntity, id = 1): Promise<{ href: string; reader: CatalogueReader }> {
    const { preview, schedule } = await editors().publishing.view(entity, id);
    expect(schedule).toBeNull();
    expect(preview).not.toBeNull();
    const opened = await t.site.previews.open(new URL(preview!.href, t.url).searchParams.get("preview")!);
    expect(opened.ok).toBe(true);
    return { href: preview!.href, reader: t.site.previews.reader(t.site.catalogue, opened.ok ? opened.grant : (null as never)) };
  }

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    await createMember(t.site.staffAuth, "editor@twiga.example", "editor");
    cookie = (await signIn(t.url, "editor@twiga.example")).cookie;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("no draft, no link", async () => {
    for (const entity of ["company", "terms", "faqs", "page_headers", "gallery"] as const) expect((await editors().publishing.view(entity, 1)).preview).toBeNull();
    expect((await editors().publishing.view("slider", 1)).preview).toBeNull();
  });

  it("company details, terms and FAQs: the preview shows the draft, the public catalogue and data_version do not change", async () => {
    const before = await version();
    const company = editors().company;
    const doc = (await company.view()).document;
    expect(await company.saveDraft({ ...doc, tagline: "Only the preview says this" }, (await company.view()).base)).toEqual({ ok: true });
    const c = await previewOf("company");
    expect(c.href).toMatch(/^\/contact\?preview=[\w-]+\.[\w-]+$/);
    expect((await c.reader.company()).tagline).toBe("Only the preview says this");
    expect((await t.site.catalogue.company()).tagline).not.toBe("Only the preview says this");
    // Only the previewed document is the draft's: the rest is the public catalogue.
    expect(await c.reader.terms()).toEqual(await t.site.catalogue.terms());

    const terms = editors().terms;
    const tdoc = (await terms.view()).document;
    expect(await terms.saveDraft({ ...tdoc, intro: "Preview-only introduction." }, (await terms.view()).base)).toEqual({ ok: true });
    const tp = await previewOf("terms");
    expect(tp.href).toMatch(/^\/terms\?preview=/);
    expect((await tp.reader.terms()).intro).toBe("Preview-only introduction.");
    expect((await t.site.catalogue.terms()).intro).not.toBe("Preview-only introduction.");

    const faqs = editors().faqs;
    const fdoc = (await faqs.view()).document;
    const changed = structuredClone(fdoc);
    changed.groups[0]!.title = "Preview-only group";
    expect(await faqs.saveDraft(changed, (await faqs.view()).base)).toEqual({ ok: true });
    const fp = await previewOf("faqs");
    expect((await fp.reader.faqs()).groups[0]!.title).toBe("Preview-only group");
    expect((await t.site.catalogue.faqs()).groups[0]!.title).not.toBe("Preview-only group");
    expect(await version()).toBe(before);
  });

  it("page headers, the gallery and a slider set: the preview shows the draft, the public catalogue does not", async () => {
    const headers = editors().pageHeaders;
    const hdoc = (await headers.view()).document;
    expect(await headers.saveDraft({ headers: hdoc.headers.filter((h) => h.page !== "faqs") }, (await headers.view()).base)).toEqual({ ok: true });
    const hp = await previewOf("page_headers");
    expect((await hp.reader.pageHeaders()).map((h) => h.key)).not.toContain("headers/faqs");
    expect((await t.site.catalogue.pageHeaders()).map((h) => h.key)).toContain("headers/faqs");

    const gallery = editors().gallery;
    const gdoc = (await gallery.view()).document;
    const items = [...gdoc.items].reverse().slice(1);
    expect(await gallery.saveDraft({ items }, (await gallery.view()).base)).toEqual({ ok: true });
    const gp = await previewOf("gallery");
    expect(gp.href).toMatch(/^\/gallery\?preview=/);
    expect((await gp.reader.gallery()).map((g) => g.title)).toEqual(items.map((i) => i.title));
    expect((await t.site.catalogue.gallery()).map((g) => g.title)).toEqual(gdoc.items.map((i) => i.title));

    const sliders = editors().sliders;
    const sdoc = (await sliders.view("about")).document;
    const slides = sdoc.slides.map((s, i) => ({ ...s, caption: `Preview caption ${i}` }));
    expect(await sliders.saveDraft("about", { slides }, (await sliders.view("about")).base)).toEqual({ ok: true });
    const sp = await previewOf("slider", 2);
    expect(sp.href).toMatch(/^\/about\?preview=/);
    expect((await sp.reader.sliderImages("about")).map((s) => s.caption)).toEqual(slides.map((s) => s.caption));
    expect((await t.site.catalogue.sliderImages("about")).map((s) => s.caption)).not.toContain("Preview caption 0");
    // Another set is the public one.
    expect(await sp.reader.sliderImages("home")).toEqual(await t.site.catalogue.sliderImages("home"));
  });

  it("a service: the link opens /services, whose catalogue reads the draft's texts; the public catalogue does not", async () => {
    const services = editors().services;
    const [first] = await services.list();
    expect((await editors().publishing.view("service", first!.id)).preview).toBeNull();
    const view = (await services.view(first!.id))!;
    const doc = { ...view.document, name: "Preview-only service name", description: "Preview-only service description." };
    expect(await services.saveDraft(first!.id, doc, view.base)).toEqual({ ok: true });
    const sp = await previewOf("service", first!.id);
    expect(sp.href).toMatch(/^\/services\?preview=/);
    expect((await sp.reader.services()).find((s) => s.id === first!.id)).toMatchObject({ name: doc.name, description: doc.description });
    expect((await t.site.catalogue.services()).find((s) => s.id === first!.id)?.name).toBe(view.document.name);
  });

  it("a forged, tampered or expired link is refused clearly; a valid one applies only on the pages that show its document", async () => {
    const { href } = await previewOf("terms");
    const token = new URL(href, t.url).searchParams.get("preview")!;
    const secret = await loadAuthSecret(t.site.db.kysely, undefined);
    const editorId = (await t.site.staffAuth.db.selectFrom("staff_user").select("id").where("email", "=", "editor@twiga.example").executeTakeFirstOrThrow()).id;
    const expired = new PreviewTokens(secret, () => new Date(Date.now() - 25 * 3600_000)).issue("company", 1, editorId).token;
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    // A terms link changed to say "company" keeps the terms signature: refused.
    const payload = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8"));
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, e: "company" })).toString("base64url")}.${token.split(".")[1]}`;
    for (const [path, status, text] of [
      [`/terms?preview=${forged}`, 403, "not valid"],
      [`/contact?preview=${tampered}`, 403, "not valid"],
      [`/contact?preview=${expired}`, 410, "expired"],
    ] as const) {
      const res = await t.fetch(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      const body = await res.text();
      expect(body).toContain(text);
      expect(body).not.toContain("Preview-only");
    }
    // A valid link pasted onto a page that does not show its document gets the public page there.
    const opened = await t.site.previews.open(token);
    expect(opened.ok && t.site.previews.shows(opened.grant, "/terms")).toBe(true);
    expect(opened.ok && t.site.previews.shows(opened.grant, "/faqs")).toBe(false);
  });
});
