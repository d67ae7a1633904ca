/**
 * One source for every price a traveller sees (issue 24 item 4, decision 0045), on both databases:
 * for the same package, residency, party and dates, the list's card price, the package's tier
 * price, the JSON-LD offer, the API's derived deal fields, the price for a party and the inquiry's
 * stored estimate are one amount. Checked on packages this test makes on a site without the demo
 * (issue 25 item 6): one priced by rates with a 10% deal rule, and one priced by its tiers with a
 * 15% deal rule, including the case of a tier price raised to KES 46,500 while a typed deal
 * still said KES 44,200.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { createRates, createSeasons, sharingRates, tierIds } from "../helpers/rates.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { dealOf } from "#domain/deal.ts";
import { dealPrice, fromPrice, tierShownPrice } from "#domain/pricing.ts";
import { touristTrip } from "#domain/structured-data-catalogue.ts";
import { answerFor } from "#app/lib/party-price.ts";
import type { InquiryResidency } from "#domain/residency.ts";

const BY = { actor: { id: "test", email: "editor@tests.example" }, ip: null };

describe.each(DIALECTS)("one price source on %s", (dialect) => {
  let t: TestSite;
  let ip = 0;
  /** Priced by rates, with a 10% deal rule. */
  let rated = 0;
  /** Priced by its tiers (value KES 52,000), with a 15% deal rule. */
  let tiered = 0;
  const listed = async (id: number) => ((await t.json("/api/v1/packages/?page_size=200")).body.results as any[]).find((p) => p.package_id === id);
  const offersOf = (pkg: any) => touristTrip("https://twiga.example", pkg, { name: "Twiga" }).offers as Array<{ name: string; price: number; priceCurrency: string; description: string }>;

  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "false", SALES_EMAIL: "sales@tests.example", TRUSTED_PROXY: "127.0.0.1" });
    await createSeasons(t.site, [
      { name: "Green", kind: "recurring", start: "04-01", end: "05-31", priority: 10 },
      { name: "High", kind: "recurring", start: "06-01", end: "10-31", priority: 10 },
    ]);
    const sold = { for_residents: true, for_east_africans: false, for_non_residents: true };
    rated = (
      await createPackage(t.site, {
        is_deal: true,
        deal_percent: 10,
        tiers: [testTier({ ...sold, tier_type: "value", price_kshs: 30_000, price_usd: 500 }), testTier({ ...sold, tier_type: "comfort", price_kshs: 45_000, price_usd: 700 })],
      })
    ).id;
    const value = (await tierIds(t.site, rated)).value!;
    await createRates(t.site, rated, [
      ...sharingRates({ tierId: value, residency: "residents", currency: "KES", bySeason: { Green: 14_000, High: 22_000 }, supplement: 5_000 }),
      ...sharingRates({ tierId: value, residency: "non_residents", currency: "USD", bySeason: { Green: 250, High: 380 }, supplement: 90 }),
    ]);
    tiered = (
      await createPackage(t.site, {
        is_deal: true,
        deal_percent: 15,
        tiers: [testTier({ ...sold, tier_type: "value", price_kshs: 52_000, price_usd: 420 }), testTier({ ...sold, tier_type: "comfort", price_kshs: 68_000, price_usd: 560 })],
      })
    ).id;
    // Packages sold in one currency only, and one whose tiers are each for one side.
    await createPackage(t.site, { tiers: [testTier({ for_residents: false, for_non_residents: true, price_kshs: null, price_usd: 900 })] });
    await createPackage(t.site, { tiers: [testTier({ for_residents: true, for_east_africans: true, price_kshs: 20_000, price_usd: null })] });
    await createPackage(t.site, {
      tiers: [
        testTier({ tier_type: "value", for_residents: true, price_kshs: 25_000, price_usd: 300 }),
        testTier({ tier_type: "comfort", for_residents: false, for_non_residents: true, price_kshs: 40_000, price_usd: 350 }),
      ],
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.each<[InquiryResidency, "KES" | "USD", string]>([
    ["residents", "KES", "Kenya Residents"],
    ["non_residents", "USD", "International Visitors"],
  ])("a package with rates and a deal: card, tier, JSON-LD, party price and estimate agree for %s", async (residency, currency, label) => {
    const id = rated;
    const summary = await listed(id);
    const detail = (await t.json(`/api/v1/packages/${id}/`)).body;
    const value = detail.tiers.find((x: any) => x.tier_type === "value" && x[residency === "residents" ? "for_residents" : "for_non_residents"]);

    // The card (list summary) and the deal line: the lowest tier's from-price, deal applied.
    const card = fromPrice(summary, residency);
    const deal = dealPrice(summary, residency);
    expect(card.currency).toBe(currency);
    expect(deal).toMatchObject({ text: card.text, percent: 10 });

    // The page's tier card, from the detail.
    const tier = tierShownPrice(detail, value, residency)!;
    expect(tier).toMatchObject({ amount: card.amount, currency, source: "rates", percent: 10 });
    expect(tier.was).toBe(Math.ceil((tier.amount * 100) / 90)); // the same departure before the 10%

    // The JSON-LD offer for that tier and residency.
    const offer = offersOf(detail).find((o) => o.name === `Value for ${label}`)!;
    expect([offer.price, offer.priceCurrency]).toEqual([card.amount, currency]);

    // The price for 2 adults on the from-price's own departure: exactly twice the per-person price.
    const from = detail.rate_from_prices.find((f: any) => f.tier_id === value.id && f.residency === residency);
    const rates = (await t.site.catalogue.packageRates(id))!;
    const answer = answerFor(rates, { start: from.first_night, adults: "2", children: "0", ages: [] }, value.id, residency, detail.duration_days, dealOf(detail));
    expect(answer.kind === "result" && answer.result.kind === "priced" && [answer.result.total, answer.result.currency]).toEqual([2 * card.amount! * 100, currency]);

    // The inquiry sent from that page stores the same total (the server prices it again).
    const nights = from.nights;
    const end = new Date(Date.parse(from.first_night) + nights * 86_400_000).toISOString().slice(0, 10);
    const res = await t.fetch("/api/v1/inquiries/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${++ip}` },
      body: JSON.stringify({ full_name: "Same Price", email: "same@traveller.example", consent: true, residency, budget_tier: "value", start_date: from.first_night, end_date: end, pax_adults: 2, package: id }),
    });
    expect(res.status).toBe(201);
    const row = await t.site.db.kysely.selectFrom("inquiries").select(["estimate_total", "estimate_currency"]).where("id", "=", (await res.json()).id).executeTakeFirstOrThrow();
    expect([Number(row.estimate_total), row.estimate_currency]).toEqual([2 * card.amount! * 100, currency]);

    // The API's own deal fields are that same derivation for Kenya residents (the SPEC's default).
    if (residency === "residents") expect(summary).toMatchObject({ dynamic_price: card.amount, dynamic_currency: "KES", dynamic_price_was: deal!.wasText ? tier.was : null });
  });

  it("a package priced by tiers: raising a tier price moves the card, the deal, the tier and the JSON-LD together (the issue's KES 46,500)", async () => {
    const id = tiered;
    const view = (await t.site.packageEditor.view(id))!;
    const doc = structuredClone(view.document);
    const value = doc.tiers.findIndex((x) => x.tier_type === "value");
    doc.tiers[value]!.price_kshs = 46_500;
    expect((await t.site.packageEditor.publish(id, doc, BY)).ok).toBe(true);

    const summary = await listed(id);
    const detail = (await t.json(`/api/v1/packages/${id}/`)).body;
    // 46,500 less the rule's 15%: 39,525, never the old typed 44,200.
    expect(dealPrice(summary)).toEqual({ text: "KES 39,525", wasText: "KES 46,500", basis: "per person sharing", percent: 15 });
    expect(fromPrice(summary)).toMatchObject({ amount: 39_525, currency: "KES" });
    expect(summary).toMatchObject({ dynamic_price: 39_525, dynamic_price_was: 46_500, dynamic_currency: "KES", deal: { percent: 15 } });
    const tierId = detail.tiers[value].id;
    expect(tierShownPrice(detail, detail.tiers[value], "residents")).toMatchObject({ amount: 39_525, was: 46_500, tierId });
    expect(offersOf(detail).find((o) => o.name === "Value for Kenya Residents")).toMatchObject({ price: 39_525, priceCurrency: "KES" });
    expect(JSON.stringify(summary)).not.toContain("44200");
  });

  it("cards price one currency per residency: KES for Kenya residents, USD for international visitors wherever a package has it", async () => {
    const all = (await t.json("/api/v1/packages/?page_size=200")).body.results as any[];
    for (const pkg of all) {
      const kes = fromPrice(pkg, "residents");
      const usd = fromPrice(pkg, "non_residents");
      const sells = (flag: string, field: string) => pkg.price_source === "rates" || pkg.tiers.some((x: any) => x[flag] && x[field]);
      if (sells("for_residents", "price_kshs") && kes.currency) expect([pkg.slug, kes.currency]).toEqual([pkg.slug, "KES"]);
      if (sells("for_non_residents", "price_usd") && usd.currency) expect([pkg.slug, usd.currency]).toEqual([pkg.slug, "USD"]);
      // Every amount states what it is for.
      if (kes.amount !== null) expect(kes.basis).toBeTruthy();
    }
  });
});
