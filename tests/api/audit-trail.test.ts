/**
 * The audit trail as people read it (issue 28 item 7): each entry a sentence naming the person and
 * the record, only the changed fields, long texts as a diff, the snapshots on the entry's own page.
 * The entries are made by the real editors and read back through the owners' console page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageDocument } from "../../domain/package-document.ts";
import { readAuditSnapshots, readAuditTrail } from "../../server/services/audit-trail.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("the audit trail on %s", (dialect) => {
  let t: TestSite;
  let editorCookie = "";
  let packageId = 0;
  let title = "";
  let oldPrice = 0;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    await createMember(t.site.staffAuth, "amina@twiga.example", "owner");
    await createMember(t.site.staffAuth, "otieno@twiga.example", "editor");
    editorCookie = (await signIn(t.url, "otieno@twiga.example")).cookie;
    const editor = catalogueEditorsAs(t, editorCookie, "/console/packages");
    const list = await editor.packages();
    for (const p of list) {
      const view = await editor.package(p.id);
      const priced = view?.document.tiers.findIndex((tier) => tier.price_kshs !== null) ?? -1;
      if (view?.status === "published" && priced === 0) {
        packageId = p.id;
        title = view.document.title;
        oldPrice = view.document.tiers[0]!.price_kshs!;
        break;
      }
    }
    expect(packageId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("tells a price change as one sentence with the person's name, and lists only that field", async () => {
    const editor = catalogueEditorsAs(t, editorCookie, "/console/packages");
    const doc: PackageDocument = structuredClone((await editor.package(packageId))!.document);
    doc.tiers[0]!.price_kshs = oldPrice + 2_300;
    expect((await editor.publish(packageId, doc)).ok).toBe(true);

    const trail = await readAuditTrail(t.site.db.kysely, { action: "package.published" });
    const [entry] = trail.entries;
    const money = (n: number) => `KES ${String(n).replace(/\B(?=(\d{3})+$)/g, ",")}`;
    expect(entry!.sentence).toBe(`otieno raised ${title} from ${money(oldPrice)} to ${money(oldPrice + 2_300)}`);
    expect(entry!.changes).toEqual([{ label: "Tiers 1 › price (KES)", before: money(oldPrice), after: money(oldPrice + 2_300) }]);
  });

  it("a draft shows what it changed since the record's previous snapshot, long texts as a word diff", async () => {
    const editor = catalogueEditorsAs(t, editorCookie, "/console/packages");
    const doc: PackageDocument = structuredClone((await editor.package(packageId))!.document);
    const words = "Game drives at dawn and dusk across the open plains, with a picnic lunch by the river and an evening around the fire.";
    doc.summary = `${words} ${words}`;
    expect(await editor.saveDraft(packageId, doc)).toEqual({ ok: true });
    doc.summary = `${words} ${words.replace("picnic lunch", "bush breakfast")}`;
    expect(await editor.saveDraft(packageId, doc)).toEqual({ ok: true });

    const [latest] = (await readAuditTrail(t.site.db.kysely, { action: "package.draft_saved" })).entries;
    expect(latest!.sentence).toBe(`otieno saved a draft of ${title}`);
    expect(latest!.changes).toHaveLength(1);
    const diff = latest!.changes[0]!.diff!;
    expect(diff.filter((p) => p.op === "removed").map((p) => p.text.trim()).join(" ")).toContain("picnic lunch");
    expect(diff.filter((p) => p.op === "added").map((p) => p.text.trim()).join(" ")).toContain("bush breakfast");
    // The unchanged stretch is cut to its ends: the page carries the change, not the whole text twice.
    expect(diff.map((p) => p.text).join("").length).toBeLessThan(doc.summary.length);

    // Unfiltered, the previous draft is read from the page itself: the same changes as when the
    // page is filtered (and it is read from the database).
    const unfiltered = (await readAuditTrail(t.site.db.kysely, {})).entries.find((e) => e.id === latest!.id)!;
    expect(unfiltered.changes).toEqual(latest!.changes);
    expect(unfiltered.sentence).toBe(latest!.sentence);
  });

  it("fifty entries carry a line or two each; the snapshots are read one entry at a time", async () => {
    const editor = catalogueEditorsAs(t, editorCookie, "/console/packages");
    const doc: PackageDocument = structuredClone((await editor.package(packageId))!.document);
    for (let i = 0; i < 50; i++) {
      doc.tiers[0]!.price_kshs = oldPrice + 100 * (i + 1);
      expect(await editor.saveDraft(packageId, doc)).toEqual({ ok: true });
    }
    const trail = await readAuditTrail(t.site.db.kysely, {});
    expect(trail.entries).toHaveLength(50);
    expect(trail.hasNext).toBe(true);
    // The whole package is stored 50 times over; the page's data carries a line or two per entry.
    expect(trail.entries[0]!.changes).toHaveLength(1);
    const payload = JSON.stringify(trail);
    expect(payload.length).toBeLessThan(30_000);
    expect(payload).not.toContain('"tiers":');

    const id = trail.entries[0]!.id;
    const one = (await readAuditSnapshots(t.site.db.kysely, id))!;
    expect(one.entry.sentence).toBe(trail.entries[0]!.sentence);
    expect(JSON.parse(one.after!).tiers[0].price_kshs).toBe(oldPrice + 5_000);
    expect(await readAuditSnapshots(t.site.db.kysely, 999_999_999)).toBeNull();
  });

  it("names the staff member a change was about, and the filters still narrow the trail", async () => {
    const members = await t.site.staffAuth.db.selectFrom("staff_user").select(["id", "email"]).execute();
    const amina = members.find((m) => m.email === "amina@twiga.example")!;
    const otieno = members.find((m) => m.email === "otieno@twiga.example")!;
    const actor = { member: { id: amina.id, email: amina.email, name: "amina", role: "owner" as const, twoFactorEnabled: false, sessionId: "s", freshUntil: Date.now() + 60_000 }, ip: null };
    expect((await t.site.staffAuth.accounts.changeRole(actor as never, otieno.id, "sales")).ok).toBe(true);
    const trail = await readAuditTrail(t.site.db.kysely, { action: "staff.role_changed" });
    expect(trail.entries.map((e) => e.sentence)).toEqual(["amina changed otieno's role from Editor to Sales"]);
    expect((await readAuditTrail(t.site.db.kysely, { actor: "amina" })).entries.every((e) => e.actorEmail === "amina@twiga.example")).toBe(true);
  });

  it("filters by any part of a person's email, in any case, and lists every action and kind of record once", async () => {
    const byOtieno = await readAuditTrail(t.site.db.kysely, { actor: " TIENO@twiga " });
    expect(byOtieno.entries.length).toBeGreaterThan(0);
    expect(new Set(byOtieno.entries.map((e) => e.actorEmail))).toEqual(new Set(["otieno@twiga.example"]));
    // A part that matches several people reads all of theirs, newest first.
    const byBoth = await readAuditTrail(t.site.db.kysely, { actor: "@twiga.example" });
    expect(new Set(byBoth.entries.map((e) => e.actorEmail))).toEqual(new Set(["otieno@twiga.example", "amina@twiga.example"]));
    expect(byBoth.entries.map((e) => e.id)).toEqual(byBoth.entries.map((e) => e.id).sort((a, b) => b - a));
    const nobody = await readAuditTrail(t.site.db.kysely, { actor: "nobody-of-that-name" });
    expect(nobody).toMatchObject({ entries: [], hasNext: false });

    const everything = (await t.site.db.kysely.selectFrom("audit_log" as never).select(["action", "entity_type"] as never).execute()) as Array<{ action: string; entity_type: string }>;
    // Each once (the database's order, its collation's).
    const once = (values: string[]) => new Set(values).size === values.length;
    expect(once(nobody.actions) && once(nobody.entityTypes)).toBe(true);
    expect(new Set(nobody.actions)).toEqual(new Set(everything.map((r) => r.action)));
    expect(new Set(nobody.entityTypes)).toEqual(new Set(everything.map((r) => r.entity_type)));
    expect(nobody.actions).toContain("staff.role_changed");
  });
});
