/**
 * The price for a party on both databases (decision 0034), against seasons and rates this test
 * makes (issue 25 item 6) on a site without the demo: an inquiry with dates and a party stores the
 * server's own estimate, computed again with the price function (a forged amount in the request is
 * ignored); the sales email carries it; from-prices and the JSON-LD offers come from the price
 * function; a rate import moves them at once. Hand calculations use the family package's value
 * tier (KES 22,000 / USD 380 a night per adult sharing in the high season, KES 14,000 / USD 250 in
 * the green season; supplement KES 5,000 / USD 90; children 3-11 half, 0-2 free) and its deal, a
 * rule of 10% off every rate (decision 0045): KES 19,800 / USD 342 high, KES 12,600 / USD 225
 * green, supplement KES 4,500 / USD 81.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Season } from "#domain/rates/types.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createRates, createSeasons, sharingRates, tierIds } from "../helpers/rates.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { touristTrip } from "#domain/structured-data-catalogue.ts";

const YEAR = new Date().getUTCFullYear() + 1;

/** The seasons every rate here is for; the peak wins over the dry season where they overlap. */
const SEASONS: Season[] = [
  { name: "Peak", kind: "recurring", start: "12-15", end: "01-05", priority: 20 },
  { name: "Dry", kind: "recurring", start: "01-01", end: "03-31", priority: 10 },
  { name: "Green", kind: "recurring", start: "04-01", end: "05-31", priority: 10 },
  { name: "High", kind: "recurring", start: "06-01", end: "10-31", priority: 10 },
  { name: "Short rains", kind: "recurring", start: "11-01", end: "12-14", priority: 10 },
];
/** Whole amounts by season: green, short rains, dry, high, peak. */
const bySeason = (green: number, short: number, dry: number, high: number, peak: number | "contact") => ({ Green: green, "Short rains": short, Dry: dry, High: high, Peak: peak });

/** Two nights in the high season, whatever year the tests run in. */
const trip = {
  full_name: "Wanjiru Test",
  email: "wanjiru@traveller.example",
  consent: true,
  residency: "residents",
  budget_tier: "value",
  start_date: `${YEAR}-07-10`,
  end_date: `${YEAR}-07-12`,
  pax_adults: 3,
  pax_children: 2,
  children_ages: [7, 1],
  source_page: "package-details",
};

describe.each(DIALECTS)("the price for a party on %s", (dialect) => {
  let t: TestSite;
  let ip = 0;
  /** A 3-day package with rates for its value tier and a 10% deal. */
  let family: number;
  /** A package whose premier tier is Contact for Pricing in the peak season. */
  let grand: number;
  let unrated: number;
  /** A 4-day package with rates for its one tier, residents only. */
  let single: number;
  const post = (body: unknown) =>
    t.fetch("/api/v1/inquiries/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${++ip}` },
      body: JSON.stringify(body),
    });
  const stored = (id: number) => t.site.db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "false", SALES_EMAIL: "sales@tests.example", TRUSTED_PROXY: "127.0.0.1" });
    await createSeasons(t.site, SEASONS);
    const sold = { for_residents: true, for_east_africans: false, for_non_residents: true, price_kshs: 30_000, price_usd: 500 };
    const days = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Day ${i + 1}`, places: [], overnight: "", breakfast: false, lunch: false, dinner: false, description_doc: null, description_html: "" }));

    family = (await createPackage(t.site, { is_deal: true, deal_percent: 10, tiers: [testTier({ ...sold, tier_type: "value", days: days(3) }), testTier({ ...sold, tier_type: "comfort", price_kshs: 45_000, price_usd: 700, days: days(3) })] })).id;
    const familyValue = (await tierIds(t.site, family)).value!;
    await createRates(t.site, family, [
      ...sharingRates({ tierId: familyValue, residency: "residents", currency: "KES", bySeason: bySeason(14_000, 15_000, 18_000, 22_000, 26_000), supplement: 5_000 }),
      ...sharingRates({ tierId: familyValue, residency: "non_residents", currency: "USD", bySeason: bySeason(250, 270, 310, 380, 450), supplement: 90 }),
    ]);

    grand = (await createPackage(t.site, { tiers: [testTier({ tier_type: "premier", price_kshs: 80_000, days: days(10) })] })).id;
    await createRates(t.site, grand, sharingRates({ tierId: (await tierIds(t.site, grand)).premier!, residency: "residents", currency: "KES", bySeason: bySeason(55_000, 58_000, 62_000, 75_000, "contact"), supplement: 15_000 }));

    unrated = (await createPackage(t.site, { tiers: [testTier({ ...sold, tier_type: "value", days: days(3) })] })).id;

    single = (await createPackage(t.site, { tiers: [testTier({ tier_type: "single", days: days(4) })] })).id;
    await createRates(t.site, single, sharingRates({ tierId: (await tierIds(t.site, single)).single!, residency: "residents", currency: "KES", bySeason: bySeason(26_000, 28_000, 32_000, 38_000, 45_000), supplement: 7_000 }));
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("stores the server's estimate for the party and dates; a forged amount in the request is ignored", async () => {
    const res = await post({ ...trip, package: family, estimate_total: 100, estimate: { total: 100, currency: "KES" }, total: 1, price: 1 });
    expect(res.status).toBe(201);
    const row = await stored((await res.json()).id);
    // 3 x 2 x 19,800 + 2 x 4,500 + 2 x 9,900 (age 7) + 0 (age 1) = KES 147,600 (KES 164,000 before the deal).
    expect(Number(row.estimate_total)).toBe(14_760_000);
    expect(row.estimate_currency).toBe("KES");
    const estimate = JSON.parse(row.estimate!);
    expect(estimate).toMatchObject({ total: 14_760_000, deal: { percent: 10, totalBefore: 16_400_000 }, currency: "KES", basis: "per_person_sharing", tierType: "value", residency: "residents", nights: 2, adults: 3, childAges: [7, 1] });
    expect(estimate.lines.map((l: { label: string; amount: number }) => [l.label, l.amount])).toEqual([
      ["3 adults sharing", 11_880_000],
      ["Single supplement", 900_000],
      ["Child aged 7 (3-11)", 1_980_000],
      ["Child aged 1 (0-2)", 0],
    ]);
    expect(estimate.seasons).toEqual([expect.objectContaining({ season: "High", firstNight: `${YEAR}-07-10`, lastNight: `${YEAR}-07-11`, nights: 2 })]);

    const staff = await t.site.db.kysely.selectFrom("outbox_messages").selectAll().where("inquiry_id", "=", row.id).where("kind", "=", "staff_notification").executeTakeFirstOrThrow();
    expect(staff.text_body).toContain("KES 147,600 (the site's price: Value tier, Kenya Residents, 2 nights from");
    expect(staff.text_body).toContain("with the package's 10% deal (KES 164,000 before it)");
    expect(staff.text_body).toContain("3 adults sharing, High: 2 nights x 3 x KES 19,800 = KES 118,800");
    expect(staff.html_body).toContain("KES 147,600");
    // The traveller's acknowledgement does not quote it.
    const ack = await t.site.db.kysely.selectFrom("outbox_messages").select("text_body").where("inquiry_id", "=", row.id).where("kind", "=", "traveller_acknowledgement").executeTakeFirstOrThrow();
    expect(ack.text_body).not.toContain("147,600");
  });

  it("prices international visitors in USD: 3 x 2 x 342 + 2 x 81 + 2 x 171 = USD 2,556 (10% off 2,840)", async () => {
    const res = await post({ ...trip, residency: "non_residents", package: family });
    const row = await stored((await res.json()).id);
    expect([Number(row.estimate_total), row.estimate_currency]).toEqual([255_600, "USD"]);
  });

  it("stores no estimate without rates, without every child's age, or where the price is Contact for Pricing", async () => {
    for (const body of [
      { ...trip, package: unrated },
      { ...trip, package: family, children_ages: [7] },
      // The grand package's premier tier is Contact for Pricing in the peak season.
      { ...trip, package: grand, budget_tier: "premier", start_date: `${YEAR}-12-20`, end_date: `${YEAR}-12-29` },
      { ...trip, package: undefined },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(201);
      const row = await stored((await res.json()).id);
      expect([row.estimate_total, row.estimate_currency, row.estimate]).toEqual([null, null, null]);
    }
  });

  it("serves from-prices by the price function and offers them in the JSON-LD; packages without rates keep their tier prices", async () => {
    const { body } = await t.json(`/api/v1/packages/${family}/`);
    const valueTier = body.tiers.find((x: { tier_type: string }) => x.tier_type === "value").id;
    // Lowest in the coming 12 months: 2 green-season nights, KES 14,000 / USD 250 a night per adult, less the 10% deal.
    expect(body.rate_from_prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tier_id: valueTier, residency: "residents", currency: "KES", amount_minor: 2_520_000, was_amount_minor: 2_800_000, deal_percent: 10, nights: 2, first_night: expect.stringMatching(/-04-01$/) }),
        expect.objectContaining({ tier_id: valueTier, residency: "non_residents", currency: "USD", amount_minor: 45_000, was_amount_minor: 50_000, deal_percent: 10, nights: 2 }),
      ]),
    );
    expect((await t.json(`/api/v1/packages/${unrated}/`)).body.rate_from_prices).toEqual([]);

    // The page's JSON-LD is built from this same package object (domain/structured-data.ts).
    const offers = touristTrip("https://twiga.example", body, { name: "Twiga" }).offers as Array<{ name: string; price: number; priceCurrency: string }>;
    expect(offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Value for Kenya Residents", price: 25_200, priceCurrency: "KES" }),
        expect.objectContaining({ name: "Value for International Visitors", price: 450, priceCurrency: "USD" }),
      ]),
    );
  });

  it("a rate sheet import moves the from-prices at once (the import bumps data_version)", async () => {
    const before = (await t.json("/api/app-meta/")).body.data_version;
    const sheet = await t.site.rates.exportSheet(single);
    // Halve the green-season rate for residents: 13,000 a night x 3 nights.
    const cheaper = sheet!.replace(/^(single,residents,Green,KES,per_person_sharing,no,)26000(\.00)?,/m, "$113000,");
    expect(cheaper).not.toBe(sheet);
    const result = await t.site.rates.importSheet(single, cheaper, { actor: { id: "test", email: "editor@tests.example" }, ip: null });
    expect(result).toMatchObject({ ok: true });
    expect((await t.json("/api/app-meta/")).body.data_version).not.toBe(before);
    const { body } = await t.json(`/api/v1/packages/${single}/`);
    expect(body.rate_from_prices).toEqual(expect.arrayContaining([expect.objectContaining({ residency: "residents", amount_minor: 3 * 1_300_000 })]));
  });
});
