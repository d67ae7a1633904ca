/**
 * The rate model on both databases (decision 0033): seasons of equal priority that overlap are
 * refused naming both; a rate sheet with bad rows is refused with a message per row and column and
 * nothing is stored; a good sheet round-trips export -> import unchanged and prices through the
 * pure price function; only owners and editors (content:write) reach any of it. The packages are
 * made here (issue 25 item 6) on a site without the demo, so no seeded season or rate is in the way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { price } from "#domain/rates/price.ts";
import { RATE_SHEET_COLUMNS } from "#domain/rates/rate-sheet.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createMember, ratesConsoleAs, signIn, tiersByPackage } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const HEADER = RATE_SHEET_COLUMNS.join(",");

describe.each(DIALECTS)("rates on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const ratesAs = (role: string) => ratesConsoleAs(t, cookies[role]!);
  /** A package and one of its tiers sold to Kenya residents. */
  let pkg: { id: number; tierId: number; tierType: string; otherType: string | undefined };

  const auditCount = async (action: string) =>
    Number((await t.site.db.kysely.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).where("action", "=", action).executeTakeFirstOrThrow()).n);
  const storedRates = async () => Number((await t.site.db.kysely.selectFrom("package_rates").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "false", TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["editor", "sales"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
    // A package whose tier types are each used once (value for residents, comfort for international
    // visitors), and two with two tiers of one type, one for each side (issue 24 item 9).
    const residents = { for_residents: true, for_east_africans: false, for_non_residents: false };
    const international = { for_residents: false, for_east_africans: false, for_non_residents: true, price_kshs: null, price_usd: 500 };
    await createPackage(t.site, { tiers: [testTier({ ...residents, tier_type: "value" }), testTier({ ...international, tier_type: "comfort" })] });
    await createPackage(t.site, { tiers: [testTier({ ...residents, tier_type: "value" }), testTier({ ...international, tier_type: "value" })] });
    await createPackage(t.site, {
      tiers: [testTier({ ...residents, tier_type: "comfort" }), testTier({ ...international, tier_type: "comfort" }), testTier({ ...residents, for_east_africans: true, tier_type: "premier" })],
    });
    const byPackage = await tiersByPackage(t);
    // The one whose tier types are each used once, with a tier for residents.
    const [packageId, list] = [...byPackage].find(([, l]) => new Set(l.map((x) => x.tier_type)).size === l.length && l.some((x) => x.for_residents))!;
    const tier = list.find((x) => x.for_residents)!;
    pkg = { id: packageId, tierId: tier.id, tierType: tier.tier_type, otherType: ["single", "value", "comfort", "premier"].find((ty) => !list.some((x) => x.tier_type === ty)) };
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("adds seasons; an overlap at equal priority is refused naming both seasons, and nothing is stored", async () => {
    const rates = ratesAs("editor");
    for (const s of [
      { name: "Base", kind: "recurring", start: "01-01", end: "12-31", priority: 0 },
      { name: "Low", kind: "recurring", start: "04-01", end: "06-30", priority: 1 },
      { name: "High", kind: "recurring", start: "07-01", end: "10-31", priority: 1 },
      { name: "Festive", kind: "recurring", start: "12-15", end: "01-05", priority: "2" },
    ]) {
      expect(await rates.saveSeason(s)).toMatchObject({ ok: true });
    }
    expect(await auditCount("rate_season.created")).toBe(4);

    const refused = await rates.saveSeason({ name: "Long rains", kind: "recurring", start: "06-15", end: "07-15", priority: 1 });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(!refused.ok && refused.errors.priority).toMatch(/"Long rains" and "Low" both cover 06-15 with priority 1/);
    // Over New Year, against a season being edited.
    const festive = (await rates.seasons()).find((s) => s.name === "Festive")!;
    const base = (await rates.seasons()).find((s) => s.name === "Base")!;
    const moved = await rates.saveSeason({ name: "Base", kind: "recurring", start: "01-01", end: "12-31", priority: 2 }, base.id);
    expect(!moved.ok && moved.errors.priority).toMatch(/"Base" and "Festive" both cover/);
    expect((await rates.seasons()).map((s) => [s.name, s.priority])).toEqual([
      ["Festive", 2],
      ["High", 1],
      ["Low", 1],
      ["Base", 0],
    ]);
    // A bad date and a duplicate name are field errors.
    expect(await rates.saveSeason({ name: "low", kind: "one_year", start: "2026-02-30", end: "2026-03-01", priority: 5 })).toMatchObject({ ok: false, errors: { start: expect.any(String) } });
    expect(await rates.saveSeason({ name: "low", kind: "one_year", start: "2026-02-01", end: "2026-03-01", priority: 5 })).toMatchObject({ ok: false, errors: { name: expect.stringContaining("already") } });
    // An edit that keeps the set unambiguous is saved.
    expect(await rates.saveSeason({ ...festive, start: "12-20" }, festive.id)).toEqual({ ok: true, id: festive.id });
    expect(await auditCount("rate_season.updated")).toBe(1);
  });

  const goodSheet = () =>
    [
      HEADER,
      `${pkg.tierType},residents,Festive,KES,per_person_sharing,no,20000,10000,0-2: 0; 3-11: 10000,`,
      `${pkg.tierType},residents,High,KES,per_person_sharing,no,15000.50,6000,0-2: 0; 3-11: 7500,`,
      `${pkg.tierType},residents,Low,KES,per_group,no,,,,4: 60000; 7: 90000`,
      `${pkg.tierType},residents,Base,KES,per_person_sharing,yes,,,,`,
      "",
    ].join("\r\n");

  it("a good sheet is stored, exported unchanged, and prices through the price function", async () => {
    const rates = ratesAs("editor");
    expect(await rates.importSheet(pkg.id, goodSheet())).toEqual({ ok: true, rates: 4 });
    const exported = await rates.exportSheet(pkg.id);
    expect(exported).toBe(goodSheet());
    expect(await rates.importSheet(pkg.id, exported!)).toEqual({ ok: true, rates: 4 });
    expect(await rates.exportSheet(pkg.id)).toBe(exported);
    expect(await storedRates()).toBe(4);
    expect(await auditCount("package.rates_imported")).toBe(2);

    // The page's question: this party on these dates. 2 adults + a child of 5, 2 high-season nights.
    const input = await rates.packageRates(pkg.id);
    const party = { adults: 2, childAges: [5] };
    const high = price(input, { tierId: pkg.tierId, residency: "residents", party, startDate: "2026-07-10", nights: 2 });
    expect(high).toMatchObject({ kind: "priced", currency: "KES", total: 2 * 2 * 1_500_050 + 2 * 750_000 });
    const low = price(input, { tierId: pkg.tierId, residency: "residents", party, startDate: "2026-05-01", nights: 3 });
    expect(low).toMatchObject({ kind: "priced", total: 3 * 6_000_000 });
    expect(price(input, { tierId: pkg.tierId, residency: "residents", party: { adults: 8, childAges: [] }, startDate: "2026-05-01", nights: 1 })).toMatchObject({ kind: "no_rate_for_party", partySize: 8 });
    expect(price(input, { tierId: pkg.tierId, residency: "residents", party, startDate: "2026-02-01", nights: 1 }).kind).toBe("contact_for_pricing");
  });

  it("a sheet with bad rows is refused with a message per row and field, and nothing is stored", async () => {
    const rates = ratesAs("editor");
    const before = await rates.exportSheet(pkg.id);
    const bad = [
      HEADER,
      `${pkg.tierType},residents,High,KES,per_person_sharing,no,99999,,,`, // good on its own
      `${pkg.tierType},residents,Monsoon,KES,per_person_sharing,no,100,,,`,
      ...(pkg.otherType ? [`${pkg.otherType},residents,Low,KES,per_person_sharing,no,100,,,`] : []),
      `${pkg.tierType},residents,Low,KES,per_person_sharing,no,-5,,,`,
    ].join("\n");
    const r = await rates.importSheet(pkg.id, bad);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors;
    // Every problem at once, in row order: the sheet's format and the package's tiers and seasons.
    expect(errors.map((e) => [e.row, e.column])).toEqual([[3, "season"], ...(pkg.otherType ? [[4, "tier"], [5, "adult_sharing"]] : [[4, "adult_sharing"]])]);
    expect(errors[0]!.message).toContain('no season called "Monsoon"');
    expect(errors.at(-1)!.message).toBe("Enter an amount such as 45000 or 45000.50.");
    expect(await rates.exportSheet(pkg.id)).toBe(before);
    expect(await auditCount("package.rates_imported")).toBe(2);
  });

  it("a season in use cannot be deleted; an unused one can", async () => {
    const rates = ratesAs("editor");
    const seasons = await rates.seasons();
    const high = seasons.find((s) => s.name === "High")!;
    expect(high.rates).toBe(1);
    expect(await rates.deleteSeason(high.id)).toMatchObject({ ok: false, status: 409 });
    const spare = await rates.saveSeason({ name: "Migration 2026", kind: "one_year", start: "2026-08-01", end: "2026-08-31", priority: 3 });
    expect(spare.ok).toBe(true);
    expect(await rates.deleteSeason(spare.ok ? spare.id : 0)).toEqual({ ok: true });
    expect(await rates.deleteSeason(999_999)).toMatchObject({ ok: false, status: 404 });
  });

  it("packages with separate resident and international tiers of one type import their sheets: each tier named without ambiguity (issue 24 item 9)", async () => {
    const rates = ratesAs("editor");
    const residencyOf = (tier: { for_residents: unknown; for_east_africans?: unknown; for_non_residents: unknown }) =>
      Number(tier.for_residents) ? "residents" : Number(tier.for_non_residents) ? "non_residents" : "east_africans";
    const twoOfAType = [...(await tiersByPackage(t))].filter(([, list]) => new Set(list.map((x) => x.tier_type)).size < list.length);
    // The two made so: "This package has 2 value tiers; rate sheets need one tier per type" refused each.
    expect(twoOfAType.length).toBe(2);
    for (const [packageId, list] of twoOfAType) {
      // As staff typed it: the tier's type, and the residency that tier is sold to.
      const typed = [HEADER, ...list.map((tier) => `${tier.tier_type},${residencyOf(tier as any)},High,KES,per_person_sharing,no,${1000 + tier.id},,,`), ""].join("\r\n");
      expect(await rates.importSheet(packageId, typed), `package ${packageId}`).toEqual({ ok: true, rates: list.length });
      const exported = (await rates.exportSheet(packageId))!;
      // The download names each tier of a shared type by whom it is sold to, and reads back unchanged.
      expect(exported).toMatch(/\n(single|value|comfort|premier) \([a-z_ +]+\),/);
      expect(await rates.importSheet(packageId, exported)).toEqual({ ok: true, rates: list.length });
      expect(await rates.exportSheet(packageId)).toBe(exported);
      const stored = await t.site.db.kysely.selectFrom("package_rates").select(["tier_id", "adult_sharing"]).where("package_id", "=", packageId).orderBy("tier_id").execute();
      expect(stored.map((r) => [r.tier_id, Number(r.adult_sharing)])).toEqual([...list].sort((a, b) => a.id - b.id).map((tier) => [tier.id, (1000 + tier.id) * 100]));
    }
    await t.site.db.kysely.deleteFrom("package_rates").where("package_id", "in", twoOfAType.map(([id]) => id)).execute();
  });

  it("sales and viewers read rates (issue 24 item 7) but every change is refused (403)", async () => {
    const rates = ratesAs("sales");
    expect((await rates.seasons()).length).toBeGreaterThan(0);
    expect(await rates.exportSheet(pkg.id)).toContain(pkg.tierType);
    for (const call of [() => rates.saveSeason({}), () => rates.deleteSeason(1), () => rates.importSheet(pkg.id, goodSheet())]) {
      const thrown = await call().then(() => null, (e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
  });
});
