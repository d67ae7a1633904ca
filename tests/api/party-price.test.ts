/**
 * The price for a party on both databases (decision 0034), against the demo rates
 * (demo/seed/rates.ts): an inquiry with dates and a party stores the server's own estimate, computed
 * again with the price function (a forged amount in the request is ignored); the sales email
 * carries it; from-prices and the JSON-LD offers come from the price function; a rate import moves
 * them at once. Hand calculations use the demo's Amboseli value tier (KES 22,000 / USD 380 a night
 * per adult sharing in the migration high season, KES 14,000 / USD 250 in the green season;
 * supplement KES 5,000 / USD 90; children 3-11 half, 0-2 free) and the package's demo deal, a rule
 * of 10% off every rate (decision 0045): KES 19,800 / USD 342 high, KES 12,600 / USD 225 green,
 * supplement KES 4,500 / USD 81.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { touristTrip } from "#domain/structured-data.ts";

const YEAR = new Date().getUTCFullYear() + 1;
/** Two nights in the migration high season, whatever year the tests run in. */
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
  let amboseli: number;
  let grand: number;
  let unrated: number;
  const post = (body: unknown) =>
    t.fetch("/api/v1/inquiries/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${++ip}` },
      body: JSON.stringify(body),
    });
  const stored = (id: number) => t.site.db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const idOf = async (slug: string) => (await t.site.db.kysely.selectFrom("packages").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    amboseli = await idOf("3-day-amboseli-family-elephant-safari");
    grand = await idOf("10-day-kenya-grand-safari-circuit");
    unrated = await idOf("3-day-maasai-mara-classic-safari");
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("stores the server's estimate for the party and dates; a forged amount in the request is ignored", async () => {
    const res = await post({ ...trip, package: amboseli, estimate_total: 100, estimate: { total: 100, currency: "KES" }, total: 1, price: 1 });
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
    expect(estimate.seasons).toEqual([expect.objectContaining({ season: "Migration high", firstNight: `${YEAR}-07-10`, lastNight: `${YEAR}-07-11`, nights: 2 })]);

    const staff = await t.site.db.kysely.selectFrom("outbox_messages").selectAll().where("inquiry_id", "=", row.id).where("kind", "=", "staff_notification").executeTakeFirstOrThrow();
    expect(staff.text_body).toContain("KES 147,600 (the site's price: Value tier, Kenya Residents, 2 nights from");
    expect(staff.text_body).toContain("with the package's 10% deal (KES 164,000 before it)");
    expect(staff.text_body).toContain("3 adults sharing, Migration high: 2 nights x 3 x KES 19,800 = KES 118,800");
    expect(staff.html_body).toContain("KES 147,600");
    // The traveller's acknowledgement does not quote it.
    const ack = await t.site.db.kysely.selectFrom("outbox_messages").select("text_body").where("inquiry_id", "=", row.id).where("kind", "=", "traveller_acknowledgement").executeTakeFirstOrThrow();
    expect(ack.text_body).not.toContain("147,600");
  });

  it("prices international visitors in USD: 3 x 2 x 342 + 2 x 81 + 2 x 171 = USD 2,556 (10% off 2,840)", async () => {
    const res = await post({ ...trip, residency: "non_residents", package: amboseli });
    const row = await stored((await res.json()).id);
    expect([Number(row.estimate_total), row.estimate_currency]).toEqual([255_600, "USD"]);
  });

  it("stores no estimate without rates, without every child's age, or where the price is Contact for Pricing", async () => {
    for (const body of [
      { ...trip, package: unrated },
      { ...trip, package: amboseli, children_ages: [7] },
      // The grand circuit's premier tier is Contact for Pricing in the festive peak.
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
    const { body } = await t.json(`/api/v1/packages/${amboseli}/`);
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
    const samburu = await idOf("4-day-samburu-special-five-safari");
    const sheet = await t.site.rates.exportSheet(samburu);
    // Halve the green-season rate for residents: 13,000 a night x 3 nights.
    const cheaper = sheet!.replace(/^(single,residents,Green season,KES,per_person_sharing,no,)26000(\.00)?,/m, "$113000,");
    expect(cheaper).not.toBe(sheet);
    const result = await t.site.rates.importSheet(samburu, cheaper, { actor: { id: "test", email: "editor@twiga.example" }, ip: null });
    expect(result).toMatchObject({ ok: true });
    expect((await t.json("/api/app-meta/")).body.data_version).not.toBe(before);
    const { body } = await t.json(`/api/v1/packages/${samburu}/`);
    expect(body.rate_from_prices).toEqual(expect.arrayContaining([expect.objectContaining({ residency: "residents", amount_minor: 3 * 1_300_000 })]));
  });
});
