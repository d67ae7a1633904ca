/**
 * Editing translations in the console (issue 29 item 4, decision 0076), on SQLite and PostgreSQL:
 * a draft the site does not read; Publish writes the translation once, moves data_version on and
 * is audited; a translation turns stale when its English is published anew, naming the field that
 * changed; viewers and sales read but every change is refused (403); an unknown type, document or
 * language is not found, at the service and at the page's loader.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as editorLoader } from "../../app/console/translations/edit.tsx";
import { loader as overviewLoader, OVERVIEW_PAGE_SIZE, overviewHref } from "../../app/console/translations/overview.tsx";
import { createStaffRequest } from "../../server/auth/index.ts";
import { createTranslationsConsole } from "../../server/services/translations/translations-console.ts";
import { inLanguage } from "../../server/services/catalogue/translations.ts";
import { createDestination, createPackage, createService } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { consolePageContext } from "../helpers/page-contexts.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("translation editing on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const gateFor = (role: string) => createStaffRequest(t.site.staffAuth, new Request(`${t.url}/console/translations`, { headers: { cookie: cookies[role]! } }), { ip: "10.0.0.9", origin: t.url }).gate;
  const translationsAs = (role: string) => createTranslationsConsole(t.site.translationEditing, gateFor(role), "10.0.0.9");
  const dataVersion = async () => (await t.json("/api/app-meta/")).body.data_version as string;
  const audit = (action: string, entityId: string) =>
    t.site.db.kysely.selectFrom("audit_log").select(["actor_email", "after_json", "before_json"]).where("action", "=", action).where("entity_id", "=", entityId).execute();
  const serviceIn = async (lang: string, id: number) => ((await t.json(`/api/v1/services/?lang=${lang}`)).body.results as Array<{ service_id: number; name: string; description: string }>).find((s) => s.service_id === id)!;

  let service = { id: 0, name: "" };

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    service = await createService({ db: t.site.db, catalogue: t.site.catalogue }, { name: "Walking safaris", description: "On foot with a ranger." });
    t.site.catalogue.invalidate();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("keeps a draft the site does not read, then publishes it once: the site shows it, data_version moves on, both are audited", async () => {
    const editor = translationsAs("editor");
    const opened = (await editor.view("service", service.id, "de"))!;
    expect(opened.fields.map((f) => [f.key, f.kind, f.english])).toEqual([
      ["name", "line", "Walking safaris"],
      ["description", "text", "On foot with a ranger."],
    ]);
    expect(opened).toMatchObject({ published: null, draft: null, stale: false, values: { name: "", description: "" } });

    const before = await dataVersion();
    expect(await editor.saveDraft("service", service.id, "de", { name: "  Fußsafaris ", description: "" }, opened.base)).toEqual({ ok: true });
    // A draft is not the site's: the German answer is still English, and the version did not move.
    expect((await serviceIn("de", service.id)).name).toBe("Walking safaris");
    expect(await dataVersion()).toBe(before);
    const drafted = (await editor.view("service", service.id, "de"))!;
    expect(drafted.draft?.updatedBy).toBe("editor@twiga.example");
    expect(drafted.values).toEqual({ name: "Fußsafaris", description: "" });
    expect((await editor.states("service", service.id))!.states.find((s) => s.locale === "de")).toEqual({ locale: "de", completeness: "missing", stale: false, hasDraft: true });

    expect(await editor.publish("service", service.id, "de", drafted.values, drafted.base)).toEqual({ ok: true });
    expect(await serviceIn("de", service.id)).toMatchObject({ name: "Fußsafaris", description: "On foot with a ranger." });
    expect(await dataVersion()).not.toBe(before);
    const published = (await editor.view("service", service.id, "de"))!;
    expect(published).toMatchObject({ draft: null, stale: false, changed: [], published: { completeness: "partial" }, values: { name: "Fußsafaris", description: "" } });

    // A second click posts the same base: refused, nothing published twice.
    const versionAfter = await dataVersion();
    expect(await editor.publish("service", service.id, "de", drafted.values, drafted.base)).toMatchObject({ ok: false, status: 409 });
    expect(await dataVersion()).toBe(versionAfter);
    const entityId = `service:${service.id}:de`;
    expect(await audit("translation.saved", entityId)).toHaveLength(1);
    const [entry, ...more] = await audit("translation.published", entityId);
    expect(more).toEqual([]);
    expect(entry!.actor_email).toBe("editor@twiga.example");
    expect(JSON.parse(entry!.after_json!)).toEqual({ entity: "service", id: service.id, locale: "de", name: "Walking safaris", fields: { name: "Fußsafaris" } });
  });

  it("turns stale when the English is published anew, naming the field whose English changed and what it said", async () => {
    const editor = translationsAs("editor");
    const english = catalogueEditorsAs(t, cookies.editor!, "/console/services").services;
    const doc = (await english.view(service.id))!;
    expect((await english.publish(service.id, { ...doc.document, name: "Walking safaris with rangers" }, doc.base)).ok).toBe(true);

    const stale = (await editor.view("service", service.id, "de"))!;
    expect(stale).toMatchObject({ stale: true, changed: ["name"], englishWas: { name: "Walking safaris" } });
    expect(stale.fields[0]!.english).toBe("Walking safaris with rangers");
    const states = (await editor.states("service", service.id))!.states;
    expect(states.map((s) => [s.locale, s.completeness, s.stale])).toEqual([
      ["de", "partial", true],
      ["fr", "missing", false],
      ["it", "missing", false],
      ["zh", "missing", false],
    ]);
    // The overview's stale filter finds it; its missing filter finds it for French.
    const overview = async (query: string) => {
      const context = await consolePageContext({ staff: gateFor("viewer"), translations: translationsAs("viewer") });
      return (await overviewLoader({ context, request: new Request(`${t.url}/console/translations?${query}`), params: {} } as never)) as Awaited<ReturnType<typeof overviewLoader>>;
    };
    const key = (d: { entity: string; id: number }) => `${d.entity}:${d.id}`;
    expect((await overview("show=stale")).documents.map(key)).toEqual([`service:${service.id}`]);
    expect((await overview("show=stale&locale=fr")).documents).toEqual([]);
    expect((await overview("show=missing&locale=fr&type=service")).documents.map(key)).toContain(`service:${service.id}`);

    // Published again from today's English: up to date.
    expect(await editor.publish("service", service.id, "de", { name: "Fußsafaris mit Rangern", description: "Zu Fuß mit einem Ranger." }, stale.base)).toEqual({ ok: true });
    expect(await editor.view("service", service.id, "de")).toMatchObject({ stale: false, published: { completeness: "complete" } });
    expect((await overview("show=stale")).documents).toEqual([]);
  });

  it("sanitises translated HTML, counts an emptied rich-text field as empty, and translates a package's title", async () => {
    const editor = translationsAs("editor");
    const destination = await createDestination({ db: t.site.db, catalogue: t.site.catalogue }, { name: "Lake Elmenteita", description: "A soda lake.", descriptionHtml: "<p>A soda lake.</p>" });
    t.site.catalogue.invalidate();
    const opened = (await editor.view("destination", destination.id, "it"))!;
    expect(opened.fields.find((f) => f.key === "description_html")?.kind).toBe("html");
    // Its name and its image's alt text are fields too (decision 0079).
    expect(opened.fields.map((f) => f.key)).toEqual(["name", "description", "description_html", expect.stringMatching(/^images\.\d+\.alt$/)]);
    const alt = opened.fields[3]!.key;
    await editor.publish("destination", destination.id, "it", { name: "Lago Elmenteita", [alt]: "Una veduta del lago", description: "Un lago salato.", description_html: '<p onclick="steal()">Un lago <b>salato</b>.</p><script>alert(1)</script>' }, opened.base);
    const detail = (await t.json(`/api/v1/destinations/${destination.id}/?lang=it`)).body;
    expect(detail.description_html).toContain("<b>salato</b>");
    expect(detail.description_html).not.toMatch(/script|onclick/);
    expect(detail.description).toBe("Un lago salato.");
    expect((await editor.view("destination", destination.id, "it"))!.published?.completeness).toBe("complete");
    const emptied = (await editor.view("destination", destination.id, "it"))!;
    await editor.publish("destination", destination.id, "it", { description: "", description_html: "<p></p>", name: "", [alt]: "" }, emptied.base);
    expect((await editor.view("destination", destination.id, "it"))!.published?.completeness).toBe("missing");

    const pkg = await createPackage(t.site, { title: "Tsavo on foot", summary: "Three days of walking." });
    const forPackage = (await editor.view("package", pkg.id, "zh"))!;
    expect(forPackage.sitePath).toBe(`/zh/packages/${pkg.id}`);
    await editor.publish("package", pkg.id, "zh", { package_title: "徒步察沃", summary: "" }, forPackage.base);
    expect((await t.json(`/api/v1/packages/${pkg.id}/?lang=zh`)).body.package_title).toBe("徒步察沃");
  });

  it("refuses a story's translated address that is malformed or another story's, in English or any language", async () => {
    const editor = translationsAs("editor");
    const [a, b] = (await t.site.catalogue.blogs()).slice(0, 2);
    expect(b).toBeDefined();
    const view = (await editor.view("story", a!.blog_id, "de"))!;
    const publish = (slug: string) => editor.publish("story", a!.blog_id, "de", { ...view.values, slug }, view.base);
    expect(await publish("Große Migration")).toMatchObject({ ok: false, status: 400, errors: { slug: expect.stringContaining("lower-case") } });
    expect(await publish(b!.slug)).toMatchObject({ ok: false, status: 409, errors: { slug: "Another story has this address. Choose another." } });
    // Another story's address in another language.
    const other = (await editor.view("story", b!.blog_id, "fr"))!;
    expect(await editor.publish("story", b!.blog_id, "fr", { ...other.values, slug: "autre-histoire-test" }, other.base)).toEqual({ ok: true });
    expect(await publish("autre-histoire-test")).toMatchObject({ ok: false, status: 409 });
    expect(await publish("die-grosse-wanderung-test")).toEqual({ ok: true });
    expect((await t.json(`/api/v1/blogs/die-grosse-wanderung-test/?lang=de`)).status).toBe(200);
  });

  it("edits the site's images (decision 0078) like any document: the gallery's photo titles, by row", async () => {
    const editor = translationsAs("editor");
    const overview = await editor.overview();
    expect(new Set(overview.map((d) => d.entity))).toEqual(new Set(["package", "destination", "service", "story", "slider", "page_headers", "gallery", "terms", "faqs", "company", "travel_types"]));
    const gallery = (await editor.view("gallery", 1, "de"))!;
    const [photo] = await t.site.catalogue.gallery();
    const key = `items.${photo!.id}.title`;
    expect(gallery.fields.find((f) => f.key === key)).toMatchObject({ kind: "line", english: photo!.title });
    // The demo's German gallery is published already; a new title for the first photo replaces it.
    expect(await editor.publish("gallery", 1, "de", { ...gallery.values, [key]: "Morgengrauen, Test" }, gallery.base)).toEqual({ ok: true });
    expect(((await t.json("/api/v1/gallery/?lang=de")).body.results as Array<{ title: string }>)[0]!.title).toBe("Morgengrauen, Test");
    expect(await editor.view("gallery", 1, "de")).toMatchObject({ stale: false, values: { [key]: "Morgengrauen, Test" } });
    expect(await editor.view("gallery", 2, "de")).toBeNull();
  });

  it("edits the travel types no service names (decision 0082) as one label set, from the demo's, current and complete", async () => {
    const editor = translationsAs("editor");
    const view = (await editor.view("travel_types", 0, "de"))!;
    expect(view.fields.find((f) => f.key === "Beach Holiday")).toMatchObject({ kind: "line", english: "Beach Holiday", label: "Travel type" });
    // The services' names are the services' to translate: not in the set.
    expect(view.fields.some((f) => f.key === "Game Drives and Safaris")).toBe(false);
    expect(view).toMatchObject({ stale: false, published: { completeness: "complete" }, values: { "Beach Holiday": "Strandurlaub" } });
    expect(await editor.publish("travel_types", 0, "de", { ...view.values, "Beach Holiday": "Badeurlaub" }, view.base)).toEqual({ ok: true });
    const german = (await t.json("/api/v1/search/travel_types/?lang=de")).body.results as Array<{ name: string; value: string }>;
    expect(german.find((x) => x.value === "Beach Holiday")?.name).toBe("Badeurlaub");
    expect(await editor.view("travel_types", 1, "de")).toBeNull();
  });

  it("edits the terms and the FAQs (decision 0075) as one document each, from their seeded translations, current until their English moves on", async () => {
    const editor = translationsAs("editor");
    const terms = (await editor.view("terms", 0, "de"))!;
    const section = (await t.site.catalogue.terms()).sections.find((s) => s.id === "flights")!;
    expect(terms.fields.find((f) => f.key === "sections.flights.title")).toMatchObject({ kind: "line", english: section.title });
    expect(terms.fields.find((f) => f.key === "sections.flights.body_html")?.kind).toBe("html");
    // The demo's German terms were hashed from the English the console reads: not stale.
    expect(terms).toMatchObject({ stale: false, published: { completeness: expect.stringMatching(/complete|partial/) } });
    expect(terms.values["sections.flights.title"]).not.toBe("");

    const faqs = (await editor.view("faqs", 0, "fr"))!;
    const question = faqs.fields.find((f) => /^groups\.[^.]+\.faqs\.0\.question$/.test(f.key))!;
    expect(await editor.publish("faqs", 0, "fr", { ...faqs.values, [question.key]: "Comment demander un devis ? (test)" }, faqs.base)).toEqual({ ok: true });
    const french = await inLanguage(t.site.catalogue, t.site.translations, "fr").faqs();
    const [, groupId] = /^groups\.([^.]+)\./.exec(question.key)!;
    expect(french.groups.find((g) => g.id === groupId)!.faqs[0]!.question).toBe("Comment demander un devis ? (test)");
    // Both are on the overview, with their four languages.
    const listed = (await editor.overview()).filter((d) => d.entity === "terms" || d.entity === "faqs");
    expect(listed.map((d) => [d.entity, d.id, d.states.length])).toEqual([
      ["terms", 0, 4],
      ["faqs", 0, 4],
    ]);
    expect(await editor.view("terms", 1, "de")).toBeNull();
    // Every translation the demo seeded was hashed from the English the console reads: none is stale.
    expect((await editor.overview()).filter((d) => d.states.some((st) => st.stale)).map((d) => `${d.entity}:${d.id}`)).toEqual([]);
  });

  it("discards a draft and keeps the published translation", async () => {
    const editor = translationsAs("editor");
    const view = (await editor.view("service", service.id, "de"))!;
    await editor.saveDraft("service", service.id, "de", { name: "Wandern", description: "" }, view.base);
    expect(await editor.discardDraft("service", service.id, "de")).toEqual({ ok: true });
    expect(await editor.view("service", service.id, "de")).toMatchObject({ draft: null, values: { name: "Fußsafaris mit Rangern" } });
    expect(await editor.discardDraft("service", service.id, "de")).toMatchObject({ ok: false, status: 409 });
  });

  it("lets sales and viewers read translations but refuses every change (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      const console = translationsAs(role);
      expect((await console.view("service", service.id, "de"))?.values.name).toBe("Fußsafaris mit Rangern");
      expect((await console.overview()).length).toBeGreaterThan(0);
      for (const call of [
        () => console.saveDraft("service", service.id, "de", { name: "X" }),
        () => console.publish("service", service.id, "de", { name: "X" }),
        () => console.discardDraft("service", service.id, "de"),
      ]) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(403);
      }
      // The page opens for them, read only.
      const context = await consolePageContext({ staff: gateFor(role), translations: console });
      const page = (await editorLoader({ context, request: new Request(`${t.url}/console/translations/service/${service.id}/de`), params: { entity: "service", id: String(service.id), locale: "de" } } as never)) as Awaited<ReturnType<typeof editorLoader>>;
      expect(page.canEdit).toBe(false);
    }
  });

  it("answers an unknown type, document or language with not found, English included", async () => {
    const editor = translationsAs("editor");
    const count = async () => Number((await t.site.db.kysely.selectFrom("content_translations").select(({ fn }) => fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [entity, id, locale] of [
      ["service", service.id, "en"],
      ["service", service.id, "xx"],
      ["service", service.id, "DE"],
      ["widget", service.id, "de"],
      ["constructor", service.id, "de"],
      ["service", 999_999, "de"],
      ["service", -1, "de"],
    ] as const) {
      expect(await editor.view(entity, id, locale)).toBeNull();
      expect(await editor.publish(entity, id, locale, { name: "X" })).toMatchObject({ ok: false, status: 404 });
      const context = await consolePageContext({ staff: gateFor("editor"), translations: editor });
      const thrown = await editorLoader({ context, request: new Request(`${t.url}/console/translations/${entity}/${id}/${locale}`), params: { entity, id: String(id), locale } } as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect((thrown as Response).status).toBe(404);
    }
    expect(await editor.states("service", Number.NaN)).toBeNull();
    // Nothing was written for any of them.
    expect(await count()).toBe(before);
  });

  it("builds the overview once per data_version (decision 0080): a second visit reads no English, a draft shows at once, a publish rebuilds the row", async () => {
    const editing = t.site.translationEditing;
    const editor = translationsAs("editor");
    const row = async () => (await editor.overview()).find((d) => d.entity === "service" && d.id === service.id)!.states.find((st) => st.locale === "it")!;
    expect(await row()).toEqual({ locale: "it", completeness: "missing", stale: false, hasDraft: false });
    const builds = editing.overviewBuilds;
    const reads = [vi.spyOn(t.site.catalogue, "services"), vi.spyOn(t.site.catalogue, "package"), vi.spyOn(t.site.catalogue, "destination"), vi.spyOn(t.site.catalogue, "blog")];
    try {
      expect(await row()).toEqual({ locale: "it", completeness: "missing", stale: false, hasDraft: false });
      expect(editing.overviewBuilds).toBe(builds);
      for (const read of reads) expect(read).not.toHaveBeenCalled();

      // A draft moves no data_version, and is on the overview at once, still without a rebuild.
      const opened = (await editor.view("service", service.id, "it"))!;
      expect(await editor.saveDraft("service", service.id, "it", { name: "Safari a piedi", description: "" }, opened.base)).toEqual({ ok: true });
      expect(await row()).toEqual({ locale: "it", completeness: "missing", stale: false, hasDraft: true });
      expect(editing.overviewBuilds).toBe(builds);
    } finally {
      for (const read of reads) read.mockRestore();
    }
    // Publishing moves data_version: the row is built anew and says so.
    const drafted = (await editor.view("service", service.id, "it"))!;
    expect(await editor.publish("service", service.id, "it", { name: "Safari a piedi con i ranger", description: "A piedi con un ranger." }, drafted.base)).toEqual({ ok: true });
    expect(await row()).toEqual({ locale: "it", completeness: "complete", stale: false, hasDraft: false });
    expect(editing.overviewBuilds).toBe(builds + 1);
    // So does publishing the English: the translation turns stale on the overview.
    const english = catalogueEditorsAs(t, cookies.editor!, "/console/services").services;
    const doc = (await english.view(service.id))!;
    expect((await english.publish(service.id, { ...doc.document, description: "On foot with an armed ranger." }, doc.base)).ok).toBe(true);
    expect(await row()).toMatchObject({ locale: "it", stale: true });
    expect(editing.overviewBuilds).toBe(builds + 2);
  });

  it("shows the overview 50 documents a page, the filters kept in the pages' links", async () => {
    const page = async (query: string) => {
      const context = await consolePageContext({ staff: gateFor("viewer"), translations: translationsAs("viewer") });
      return (await overviewLoader({ context, request: new Request(`${t.url}/console/translations?${query}`), params: {} } as never)) as Awaited<ReturnType<typeof overviewLoader>>;
    };
    // Services with no French yet, until they fill more than a page.
    const before = (await page("type=service&locale=fr&show=missing")).matching;
    for (let n = before; n < OVERVIEW_PAGE_SIZE + 3; n++) await createService({ db: t.site.db, catalogue: t.site.catalogue }, { name: `Paged service ${n}` });
    const first = await page("type=service&locale=fr&show=missing");
    expect(first.matching).toBeGreaterThan(OVERVIEW_PAGE_SIZE);
    expect(first.documents).toHaveLength(OVERVIEW_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pages: Math.ceil(first.matching / OVERVIEW_PAGE_SIZE), type: "service", locale: "fr", show: "missing" });
    const second = await page("type=service&locale=fr&show=missing&page=2");
    expect(second.page).toBe(2);
    expect(second.documents).toHaveLength(first.matching - OVERVIEW_PAGE_SIZE);
    // Every matching document once, across the pages.
    const ids = [...first.documents, ...second.documents].map((d) => d.id);
    expect(new Set(ids).size).toBe(first.matching);
    expect(ids.every((id, i) => [...first.documents, ...second.documents][i]!.entity === "service" && id > 0)).toBe(true);
    // A page past the end shows the last; junk shows the first.
    expect((await page("type=service&locale=fr&show=missing&page=99")).page).toBe(second.pages);
    expect((await page("type=service&page=abc")).page).toBe(1);
    expect(overviewHref({ show: "missing", locale: "fr", type: "service" }, 2)).toBe("/console/translations?show=missing&locale=fr&type=service&page=2");
    expect(overviewHref({ show: "all", locale: null, type: null }, 1)).toBe("/console/translations");
  });
});
