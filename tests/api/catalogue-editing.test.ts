/**
 * Package editing on both databases (decision 0023): drafts leave the public site alone; publishing
 * writes the live rows, a revision, an audit entry and a new data_version, and the same process
 * serves the change at once; publish rules and bad input name their fields; restore makes a draft;
 * only editors and owners may use any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageDocument } from "../../domain/package-document.ts";
import { createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("package editing on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/packages");
  const audit = (action: string) => t.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  let dealId = 0;
  let charterId = 0;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["owner", "editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    // The packages edited here are made here (issue 25 item 6), live without a revision as the seed
    // leaves one: a deal of 5% off tiers from KES 38,000, and one with a tier priced for the group.
    const days = [testDay({ title: "Arrival", description_html: "<p>Drive in.</p>" }), testDay({ title: "Game drives", description_html: "<p>All day out.</p>" })];
    const tier = (tier_type: "value" | "comfort" | "premier", price_kshs: number, price_basis: "per_person_sharing" | "per_group" = "per_person_sharing") =>
      testTier({ tier_type, price_kshs, price_basis, for_residents: true, for_east_africans: true, days });
    dealId = (
      await createPackage(t.site, { is_deal: true, deal_percent: 5, tiers: [tier("value", 38_000), tier("comfort", 52_000), tier("premier", 75_000)] }, { withoutHistory: true })
    ).id;
    charterId = (await createPackage(t.site, { tiers: [tier("value", 90_000), tier("premier", 400_000, "per_group")] })).id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("the API states every tier's price basis and the deal as a rule; its dynamic price is derived from the tiers (decision 0045)", async () => {
    const pkg = (await t.json(`/api/v1/packages/${dealId}/`)).body;
    // Value KES 38,000 less the package's 5%: 36,100, beside the full price.
    expect(pkg).toMatchObject({ is_deal: true, deal: { percent: 5, starts_on: null, ends_on: null }, price_source: "tiers", dynamic_price: 36_100, dynamic_currency: "KES", dynamic_price_was: 38_000, dynamic_price_basis: "per_person_sharing" });
    expect(pkg.tiers.every((tier: any) => tier.price_basis === "per_person_sharing")).toBe(true);
    // The tiers carry the full prices: the rule discounts them once.
    expect(pkg.tiers.map((tier: any) => tier.price_kshs)).toContain(38_000);
    const charter = (await t.json("/api/v1/packages/?page_size=200")).body.results.find((p: any) => p.package_id === charterId);
    expect(charter.tiers.find((tier: any) => tier.tier_type === "premier").price_basis).toBe("per_group");
  });

  it("a draft leaves the public package alone; publishing shows it within 1 s, with a new data_version, a revision and an audit entry", async () => {
    const editor = editorFor("editor");
    const view = (await editor.package(dealId))!;
    expect(view.status).toBe("published");
    const versionBefore = (await t.json("/api/app-meta/")).body.data_version;
    const etagBefore = (await t.fetch(`/api/v1/packages/${dealId}/`)).headers.get("etag");

    const doc: PackageDocument = structuredClone(view.document);
    doc.deal_percent = 10;
    doc.tiers[0]!.price_kshs = 40_000;
    doc.tiers[0]!.price_basis = "per_group";
    expect(await editor.saveDraft(dealId, doc)).toEqual({ ok: true });
    expect((await t.json(`/api/v1/packages/${dealId}/`)).body.dynamic_price).toBe(36_100);
    expect((await editor.packages()).find((p) => p.id === dealId)?.status).toBe("draft");

    // The very next read shows the publish: no wait, no cache window (timings belong to the bench).
    const published = await editor.publish(dealId);
    expect(published.ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${dealId}/`)).body;
    // A raised tier price moves the deal price with it: 40,000 less 10%.
    expect(api).toMatchObject({ dynamic_price: 36_000, dynamic_price_was: 40_000, dynamic_price_basis: "per_group", deal: { percent: 10 } });
    expect(api.tiers[0]).toMatchObject({ price_kshs: 40_000, price_basis: "per_group" });
    // Lists (the snapshot) turn over too, and so do the version and the ETag.
    const listed = (await t.json("/api/v1/packages/?is_deal=true&page_size=200")).body.results.find((p: any) => p.package_id === dealId);
    expect(listed.tiers[0].price_basis).toBe("per_group");
    const versionAfter = (await t.json("/api/app-meta/")).body.data_version;
    expect(versionAfter).not.toBe(versionBefore);
    expect(published.ok && published.dataVersion).toBe(versionAfter);
    expect((await t.fetch(`/api/v1/packages/${dealId}/`)).headers.get("etag")).not.toBe(etagBefore);

    const after = (await editor.package(dealId))!;
    expect(after.status).toBe("published");
    // The state as seeded, then the publish.
    expect(after.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);
    // Tier ids stay stable across a publish.
    expect(after.document.tiers.map((tier) => tier.id)).toEqual(view.document.tiers.map((tier) => tier.id));
    // The itinerary days went through the publish unchanged.
    expect(after.document.tiers[0]!.days.map((d) => [d.title, d.description_html])).toEqual(view.document.tiers[0]!.days.map((d) => [d.title, d.description_html]));
    expect(api.tiers[0].itinerary_details_html).toContain("Day 1");
    const entries = await audit("package.published");
    expect(entries.at(-1)).toMatchObject({ actor_email: "editor@twiga.example", entity_type: "package", entity_id: String(dealId) });
    expect(JSON.parse(entries.at(-1)!.after_json!).deal_percent).toBe(10);
  });

  it("restore makes a draft from a revision; publishing it brings the old price back", async () => {
    const owner = editorFor("owner");
    const view = (await owner.package(dealId))!;
    const seeded = view.revisions.at(-1)!;
    expect(await owner.restore(dealId, seeded.id)).toEqual({ ok: true });
    const restored = (await owner.package(dealId))!;
    expect(restored.status).toBe("draft");
    expect(restored.document.deal_percent).toBe(5);
    expect((await t.json(`/api/v1/packages/${dealId}/`)).body.dynamic_price).toBe(36_000);
    expect(restored.draft?.restoredFrom).toBe(seeded.id);
    expect((await owner.publish(dealId)).ok).toBe(true);
    expect((await t.json(`/api/v1/packages/${dealId}/`)).body.dynamic_price).toBe(36_100);
    expect((await owner.package(dealId))!.revisions[0]).toMatchObject({ publishedBy: "owner@twiga.example", restoredFrom: seeded.id });
    expect((await audit("package.restored_to_draft")).length).toBeGreaterThan(0);
    expect((await owner.restore(dealId, 999_999)).ok).toBe(false);
  });

  it("refuses to publish without a summary, a priced or Contact for Pricing tier, and an image with alt text", async () => {
    const editor = editorFor("editor");
    const doc = structuredClone((await editor.package(dealId))!.document);
    const versionBefore = (await t.json("/api/app-meta/")).body.data_version;
    const result = await editor.publish(dealId, { ...doc, summary: "", tiers: [], images: doc.images.map((i) => ({ ...i, alt: " " })) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    expect(Object.keys(result.errors).sort()).toEqual(["form", "images", "summary", "tiers"]);
    expect((await t.json("/api/app-meta/")).body.data_version).toBe(versionBefore);
    // A Contact for Pricing tier is enough.
    const cfp = { ...doc.tiers[0]!, id: null, contact_for_pricing: true, price_kshs: null, price_usd: null };
    expect((await editor.publish(dealId, { ...doc, tiers: [cfp] })).ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${dealId}/`)).body;
    expect(api.tiers).toHaveLength(1);
    expect(api.tiers[0]).toMatchObject({ price_kshs: null, price_usd: null });
  });

  it("terms typed with hostile markup are stored and served clean", async () => {
    const editor = editorFor("editor");
    const doc = structuredClone((await editor.package(dealId))!.document);
    const terms = `<p onclick="alert(1)">Deposit 50%.</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><svg onload="alert(4)"></svg><img src=x onerror="alert(5)">`;
    expect((await editor.publish(dealId, { ...doc, terms_and_conditions: terms })).ok).toBe(true);
    const served = (await t.json(`/api/v1/packages/${dealId}/`)).body.terms_and_conditions as string;
    expect(served).toContain("Deposit 50%.");
    expect(served).not.toMatch(/onclick|onload|onerror|<script|javascript:|<svg|<img/i);
    const stored = (await editor.package(dealId))!.document.terms_and_conditions;
    expect(stored).not.toMatch(/onclick|<script|javascript:|<svg/i);
  });

  it("bad input answers 400 naming the fields, and nothing is stored", async () => {
    const editor = editorFor("editor");
    const doc = (await editor.package(dealId))!.document;
    const result = await editor.saveDraft(dealId, { ...doc, title: "", deal_percent: -5, tiers: [{ ...doc.tiers[0], price_basis: "per_planet" }] });
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(["title", "deal_percent", "tiers.0.price_basis"]));
    expect((await editor.package(dealId))!.status).toBe("published");
    expect(await editor.saveDraft(987_654, doc)).toMatchObject({ ok: false, status: 404 });
  });

  it("a save or publish on a form opened before someone else's change is refused (409) and changes nothing", async () => {
    const editor = editorFor("editor");
    const owner = editorFor("owner");
    const opened = (await editor.package(dealId))!;
    const theirs = { ...structuredClone(opened.document), ribbon_tag_left: "Owner's tag" };
    expect(await owner.saveDraft(dealId, theirs, opened.base)).toEqual({ ok: true });
    const mine = { ...structuredClone(opened.document), ribbon_tag_left: "Editor's tag" };
    for (const attempt of [() => editor.saveDraft(dealId, mine, opened.base), () => editor.publish(dealId, mine, opened.base)]) {
      const result = await attempt();
      expect(result).toMatchObject({ ok: false, status: 409 });
      if (!result.ok) expect(result.errors.form).toContain("owner@twiga.example");
    }
    const now = (await editor.package(dealId))!;
    expect(now.document.ribbon_tag_left).toBe("Owner's tag");
    expect((await t.json(`/api/v1/packages/${dealId}/`)).body.ribbon_tag_left).not.toBe("Editor's tag");
    // Opened again, on the new base, the save goes through.
    expect(await editor.saveDraft(dealId, mine, now.base)).toEqual({ ok: true });
    expect(await editor.discardDraft(dealId)).toEqual({ ok: true });
  });

  it("sales and viewers read packages and their drafts (issue 24 item 7) but every change is refused (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      const console = editorFor(role);
      expect((await console.packages()).length).toBeGreaterThan(0);
      expect((await console.package(dealId))?.id).toBe(dealId);
      const calls = [() => console.saveDraft(dealId, {}), () => console.publish(dealId), () => console.restore(dealId, 1)];
      for (const call of calls) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(403);
      }
    }
  });
});
