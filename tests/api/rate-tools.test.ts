/**
 * The rate form and the bulk tools on both databases (decision 0033): one rate added, edited and
 * deleted through the console with the form's values and the one schema, its tier and season
 * checked; a season copied to another and a season raised by 10% shown first and applied only with
 * the preview's token, in one transaction (a raise that would make any rate invalid changes
 * nothing); every change in the audit trail with who made it and the rates before and after;
 * sales are refused. The packages are made here (issue 25 item 6) on a site without the demo.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { price } from "#domain/rates/price.ts";
import { rateFormSchema, type RateFormValues } from "#domain/rates/rate-form.ts";
import { MAX_AMOUNT } from "#domain/rates/schema.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createMember, ratesConsoleAs, signIn, tiersByPackage } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("rate form and bulk tools on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const ratesAs = (role: string) => ratesConsoleAs(t, cookies[role]!);
  /** Two packages, each with a tier sold to Kenya residents and one sold only to international visitors. */
  let pkgs: { id: number; tierId: number; otherTierId: number | undefined }[];

  const audit = async (action: string) =>
    (await t.site.db.kysely
      
      .selectFrom("audit_log")
      .select(["actor_email", "entity_id", "before_json", "after_json"])
      .where("action", "=", action)
      .orderBy("id")
      .execute()).map((r) => ({ ...r, before: r.before_json ? JSON.parse(r.before_json) : null, after: r.after_json ? JSON.parse(r.after_json) : null }));

  /** The form as an editor would post it, parsed by the page's schema. */
  const form = (values: RateFormValues) => rateFormSchema.parse(values);
  const sharing = (tierId: number, season: string, adult: string, extra: RateFormValues = {}) =>
    form({ tierId: String(tierId), residency: "residents", season, currency: "KES", basis: "per_person_sharing", adultSharing: adult, singleSupplement: "", ...extra });

  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "false", TRUSTED_PROXY: "127.0.0.1" });
    for (let i = 0; i < 2; i++) {
      await createPackage(t.site, {
        tiers: [
          testTier({ tier_type: "value", for_residents: true, for_non_residents: false }),
          testTier({ tier_type: "comfort", for_residents: false, for_non_residents: true, price_kshs: null, price_usd: 600 }),
        ],
      });
    }
    for (const role of ["editor", "sales"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    const byPackage = await tiersByPackage(t);
    pkgs = [...byPackage]
      .filter(([, l]) => l.some((x) => x.for_residents))
      .slice(0, 2)
      .map(([id, l]) => ({ id, tierId: l.find((x) => x.for_residents)!.id, otherTierId: l.find((x) => !x.for_residents)?.id }));
    expect(pkgs).toHaveLength(2);
    const rates = ratesAs("editor");
    for (const s of [
      { name: "Low", kind: "recurring", start: "04-01", end: "06-30", priority: 1 },
      { name: "High", kind: "recurring", start: "07-01", end: "10-31", priority: 1 },
    ]) {
      expect(await rates.saveSeason(s)).toMatchObject({ ok: true });
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("adds, edits and deletes one rate; a taken key, a foreign tier and an unknown season are refused naming the field", async () => {
    const rates = ratesAs("editor");
    const [a] = pkgs;
    const first = sharing(a!.tierId, "High", "15000", { singleSupplement: "6000", childBands: [{ minAge: "3", maxAge: "11", amount: "7500" }] });
    expect(await rates.saveRate(a!.id, first, false)).toEqual({ ok: true });
    expect(await rates.saveRate(a!.id, first, false)).toMatchObject({ ok: false, status: 409, errors: { season: expect.stringContaining("already has a rate") } });
    expect(await rates.saveRate(a!.id, { ...first, tierId: pkgs[1]!.tierId }, false)).toMatchObject({ ok: false, status: 400, errors: { tierId: expect.any(String) } });
    expect(a!.otherTierId).toBeDefined();
    expect(await rates.saveRate(a!.id, { ...first, tierId: a!.otherTierId! }, false)).toMatchObject({ ok: false, errors: { residency: expect.stringContaining("not sold to residents") } });
    expect(await rates.saveRate(a!.id, { ...first, season: "Monsoon" }, false)).toMatchObject({ ok: false, errors: { season: 'There is no season called "Monsoon".' } });
    // The server checks the one schema too, whatever the caller sends.
    expect(await rates.saveRate(a!.id, { ...first, singleSupplement: 9_999_999 }, true)).toMatchObject({ ok: false, status: 400, errors: { singleSupplement: "The single supplement is at most the sharing price." } });

    // Edit in place: the price function sees the new figure at once.
    expect(await rates.saveRate(a!.id, { ...first, adultSharing: 1_600_000 }, true)).toEqual({ ok: true });
    const priced = price(await rates.packageRates(a!.id), { tierId: a!.tierId, residency: "residents", party: { adults: 2, childAges: [5] }, startDate: "2026-07-10", nights: 2 });
    expect(priced).toMatchObject({ kind: "priced", total: 2 * 2 * 1_600_000 + 2 * 750_000 });

    // A per-group rate with bands, and a party larger than any band gets the function's message.
    const group = form({ tierId: String(a!.tierId), residency: "residents", season: "Low", currency: "KES", basis: "per_group", groupBands: [{ maxSize: "4", amount: "60000" }, { maxSize: "7", amount: "90000" }] });
    expect(await rates.saveRate(a!.id, group, false)).toEqual({ ok: true });
    const tooMany = price(await rates.packageRates(a!.id), { tierId: a!.tierId, residency: "residents", party: { adults: 8, childAges: [] }, startDate: "2026-05-01", nights: 1 });
    expect(tooMany).toMatchObject({ kind: "no_rate_for_party", message: "No rate for a party of 8; our rates go up to 7. Contact us for a price." });

    const saved = await audit("package.rate_saved");
    expect(saved.map((e) => [e.actor_email, e.entity_id, e.before?.adultSharing ?? null, e.after.adultSharing])).toEqual([
      ["editor@twiga.example", String(a!.id), null, 1_500_000],
      ["editor@twiga.example", String(a!.id), 1_500_000, 1_600_000],
      ["editor@twiga.example", String(a!.id), null, null],
    ]);

    // Delete, and a rate that is not there.
    const key = { tierId: a!.tierId, residency: "residents" as const, season: "Low", currency: "KES" as const };
    expect(await rates.deleteRate(a!.id, key)).toEqual({ ok: true });
    expect(await rates.deleteRate(a!.id, key)).toMatchObject({ ok: false, status: 404 });
    expect((await audit("package.rate_deleted")).map((e) => e.before.groupBands)).toEqual([group.groupBands]);
    expect(await rates.saveRate(999_999, first, false)).toMatchObject({ ok: false, status: 404 });
  });

  it("copies a season to another: shown with what it overwrites, applied only with the preview's token", async () => {
    const rates = ratesAs("editor");
    const [a, b] = pkgs;
    // b: High and Low rates; a: High only (from the test above).
    expect(await rates.saveRate(b!.id, sharing(b!.tierId, "High", "20000"), false)).toEqual({ ok: true });
    expect(await rates.saveRate(b!.id, sharing(b!.tierId, "Low", "10000"), false)).toEqual({ ok: true });

    expect(await rates.copySeason({ from: "High", to: "High", packageId: null })).toMatchObject({ ok: false, errors: { to: expect.any(String) } });
    const preview = await rates.copySeason({ from: "High", to: "Low", packageId: null });
    if (!preview.ok || preview.applied) throw new Error("expected a preview");
    expect(preview.preview.changed).toBe(2);
    expect(preview.preview.replaced).toBe(1);
    const byPackage = new Map(preview.preview.packages.map((p) => [p.id, p.changes]));
    expect(byPackage.get(b!.id)!.map((c) => [c.before?.adultSharing, c.after.adultSharing, c.after.season])).toEqual([[1_000_000, 2_000_000, "Low"]]);
    expect(byPackage.get(a!.id)!.map((c) => [c.before, c.after.adultSharing])).toEqual([[null, 1_600_000]]);
    // Nothing is written by a preview.
    expect((await rates.packageRates(b!.id)).rates.find((r) => r.season === "Low")!.adultSharing).toBe(1_000_000);

    // A token from before a change is stale: a fresh preview, nothing written.
    expect(await rates.saveRate(b!.id, sharing(b!.tierId, "High", "21000"), true)).toEqual({ ok: true });
    const stale = await rates.copySeason({ from: "High", to: "Low", packageId: null }, preview.token);
    expect(stale).toMatchObject({ ok: true, applied: false, stale: true });
    if (!stale.ok || stale.applied) throw new Error("expected a preview");
    const applied = await rates.copySeason({ from: "High", to: "Low", packageId: null }, stale.token);
    expect(applied).toMatchObject({ ok: true, applied: true, preview: { changed: 2, replaced: 1 } });
    expect((await rates.packageRates(b!.id)).rates.find((r) => r.season === "Low")!.adultSharing).toBe(2_100_000);
    expect((await rates.packageRates(a!.id)).rates.find((r) => r.season === "Low")!.adultSharing).toBe(1_600_000);
    // Copying again: nothing left to change.
    expect(await rates.copySeason({ from: "High", to: "Low", packageId: b!.id })).toMatchObject({ ok: true, applied: false, preview: { changed: 0, unchanged: 1 } });

    const copied = await audit("package.rates_copied");
    expect(copied.map((e) => [e.actor_email, e.after.from, e.after.to, e.before.rates.length, e.after.rates.length]).sort()).toEqual(
      [
        ["editor@twiga.example", "High", "Low", 0, 1],
        ["editor@twiga.example", "High", "Low", 1, 1],
      ].sort(),
    );
  });

  it("raises a season by 10% rounded to whole shillings in one transaction; a raise past the ceiling changes nothing", async () => {
    const rates = ratesAs("editor");
    const [a, b] = pkgs;
    expect(await rates.raiseSeason({ season: "Low", packageId: null, percent: "ten", step: 1 })).toMatchObject({ ok: false, status: 400, errors: { percent: expect.any(String) } });
    expect(await rates.raiseSeason({ season: "Low", packageId: null, percent: "10", step: 7 as 1 })).toMatchObject({ ok: false, errors: { step: expect.any(String) } });
    // A cents amount: KES 15,000.55 + 10% = 16,500.605 -> 16,501.
    expect(await rates.saveRate(a!.id, sharing(a!.tierId, "Low", "15000.55"), true)).toEqual({ ok: true });

    const preview = await rates.raiseSeason({ season: "Low", packageId: null, percent: "10", step: 1 });
    if (!preview.ok || preview.applied) throw new Error("expected a preview");
    expect(preview.preview.changed).toBe(2);
    const applied = await rates.raiseSeason({ season: "Low", packageId: null, percent: "10", step: 1 }, preview.token);
    expect(applied).toMatchObject({ ok: true, applied: true });
    expect((await rates.packageRates(a!.id)).rates.find((r) => r.season === "Low")!.adultSharing).toBe(1_650_100);
    expect((await rates.packageRates(b!.id)).rates.find((r) => r.season === "Low")!.adultSharing).toBe(2_310_000);
    // High is untouched.
    expect((await rates.packageRates(b!.id)).rates.find((r) => r.season === "High")!.adultSharing).toBe(2_100_000);
    const raised = await audit("package.rates_raised");
    expect(raised.map((e) => [e.actor_email, e.after.percent, e.before.rates[0].adultSharing, e.after.rates[0].adultSharing]).sort()).toEqual(
      [
        ["editor@twiga.example", "+10%", 1_500_055, 1_650_100],
        ["editor@twiga.example", "+10%", 2_100_000, 2_310_000],
      ].sort(),
    );

    // One rate near the ceiling: doubling it is refused naming it, and the other package's rate is not raised either.
    expect(await rates.saveRate(b!.id, sharing(b!.tierId, "Low", String((MAX_AMOUNT - 100) / 100)), true)).toEqual({ ok: true });
    const before = [(await rates.packageRates(a!.id)).rates, (await rates.packageRates(b!.id)).rates];
    const refused = await rates.raiseSeason({ season: "Low", packageId: null, percent: "100", step: 1 });
    expect(refused).toMatchObject({ ok: false, status: 400, errors: { form: expect.stringMatching(/^Nothing was changed: 1 rate\(s\) would become invalid\. .*residents, Low, KES: That amount is too large\.$/) } });
    expect([(await rates.packageRates(a!.id)).rates, (await rates.packageRates(b!.id)).rates]).toEqual(before);
    expect(await audit("package.rates_raised")).toHaveLength(2);
  });

  it("sales read a package's tiers (issue 24 item 7) but are refused (403) by the form and the bulk tools", async () => {
    const rates = ratesAs("sales");
    const key = { tierId: pkgs[0]!.tierId, residency: "residents" as const, season: "Low", currency: "KES" as const };
    expect((await rates.tiers(pkgs[0]!.id))?.length).toBeGreaterThan(0);
    for (const call of [
      () => rates.saveRate(pkgs[0]!.id, {}, false),
      () => rates.deleteRate(pkgs[0]!.id, key),
      () => rates.copySeason({ from: "High", to: "Low", packageId: null }),
      () => rates.raiseSeason({ season: "Low", packageId: null, percent: "10", step: 1 }),
    ]) {
      const thrown = await call().then(() => null, (e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
  });
});
