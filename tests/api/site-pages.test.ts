/**
 * Terms and FAQs in the database (decision 0029), on both databases: seeded from the demo; a
 * publish changes what /terms and /faqs read (the snapshot) and the data_version; rich text is
 * rendered by the server and sanitized, so hostile HTML or documents never reach the pages; bad
 * input names the fields; sales and viewers get 403.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const HOSTILE = /<script|onerror|onload|onclick|javascript:|<svg|<iframe|<img|style=/i;

describe.each(DIALECTS)("terms and FAQs on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorsFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/terms");
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;

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

  it("starts with the demo terms and FAQs, as the pages read them", async () => {
    const terms = await t.site.catalogue.terms();
    expect(terms.sections.map((s) => s.id)).toContain("flights");
    expect(terms.sections.filter((s) => s.booking_flow).map((s) => s.id)).toEqual(["booking-flow"]);
    expect(terms.sections.find((s) => s.id === "cancellation")!.body_html).toContain("<li><p>No show: 100% of the applicable rate.</p></li>");
    const faqs = await t.site.catalogue.faqs();
    expect(faqs.groups.length).toBeGreaterThan(1);
    expect(faqs.groups.flatMap((g) => g.faqs).length).toBeGreaterThanOrEqual(12);
    expect((await editorsFor("editor").faqs.view()).document).toEqual(faqs);
  });

  it("publishes an FAQ answer rendered from the document; the pages' snapshot and the data_version follow", async () => {
    const editor = editorsFor("editor").faqs;
    const { document, base } = await editor.view();
    const answer_doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Yes: <b>M-Pesa</b> works everywhere." }] }] };
    const changed = structuredClone(document);
    changed.groups[0]!.faqs[0] = { ...changed.groups[0]!.faqs[0]!, answer_doc: answer_doc as any, answer_html: "ignored when a document is sent" };
    const before = await version();
    expect((await editor.publish(changed, base)).ok).toBe(true);
    expect(await version()).not.toBe(before);
    const served = (await t.site.catalogue.faqs()).groups[0]!.faqs[0]!;
    expect(served.answer_html).toBe("<p>Yes: &lt;b&gt;M-Pesa&lt;/b&gt; works everywhere.</p>");
    expect((await editor.view()).revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
  });

  it("stores hostile terms HTML (a form without JavaScript) sanitized, and refuses hostile documents naming the field", async () => {
    const editor = editorsFor("editor").terms;
    const { document, base } = await editor.view();
    const html = `<p onclick="alert(1)">Flights</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe><img src=x onerror="alert(5)">`;
    const changed = { ...document, sections: document.sections.map((s) => (s.id === "flights" ? { ...s, body_doc: null, body_html: html } : s)) };
    expect((await editor.publish(changed, base)).ok).toBe(true);
    const flights = (await t.site.catalogue.terms()).sections.find((s) => s.id === "flights")!;
    expect(flights.body_html).toContain("Flights");
    expect(flights.body_html).not.toMatch(HOSTILE);
    const row = await t.site.db.kysely.selectFrom("site_documents").select("document").where("kind", "=", "terms").executeTakeFirstOrThrow();
    expect(row.document).not.toMatch(HOSTILE);

    const bad = await editor.saveDraft({
      ...changed,
      sections: [
        { ...changed.sections[0]!, body_doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] } },
        { ...changed.sections[1]!, id: changed.sections[0]!.id, title: "" },
      ],
    });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["sections.0.body_doc", "sections.1.id", "sections.1.title"]);
  });

  it("sales and viewers read both documents (issue 24 item 7) but every change is refused (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      for (const editor of [editorsFor(role).terms, editorsFor(role).faqs] as const) {
        expect(await editor.view()).toBeTruthy();
        for (const call of [() => editor.saveDraft({}), () => editor.publish(), () => editor.restore(1), () => editor.discardDraft()]) {
          const thrown = await call().then(() => null, (e: unknown) => e);
          expect(thrown).toBeInstanceOf(Response);
          expect((thrown as Response).status).toBe(403);
        }
      }
    }
  });
});
