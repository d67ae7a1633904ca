/**
 * Package, destination and travel-type search (SPEC §7), on SQLite and PostgreSQL. The destinations
 * and packages searched for are made here (issue 25 item 6), beside the demo catalogue, with
 * names no demo text has.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "#domain/services.ts";
import { bumpDataVersion } from "../../server/services/app-meta.ts";
import { createDestination, createPackage, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("search API on %s", (dialect) => {
  let t: TestSite;
  const made = { highlands: 0, isle: 0, lake: 0, byService: 0, international: 0, serviceId: 0 };
  const OTHER_TRAVEL_TYPE = "Balloon Flights Test Type";
  beforeAll(async () => {
    t = await startTestSite(dialect);
    const highlands = await createDestination(t.site, { name: "Ukuta Highlands" });
    const isle = await createDestination(t.site, { name: "Mwambani Isle" });
    const lake = await createDestination(t.site, { name: "Lake Kipepeo" });
    const { services } = await t.site.packageEditor.choices();
    made.serviceId = services.at(-1)!.id;
    made.highlands = (await createPackage(t.site, { title: "Highland walking week", destination_ids: [highlands.id] })).id;
    made.isle = (await createPackage(t.site, { title: "Island dhow days", destination_ids: [isle.id] })).id;
    made.lake = (await createPackage(t.site, { title: "Butterfly lake weekend", destination_ids: [lake.id] })).id;
    made.byService = (await createPackage(t.site, { service_ids: [made.serviceId] })).id;
    made.international = (await createPackage(t.site, { tiers: [testTier({ for_residents: false, for_non_residents: true, price_kshs: null, price_usd: 900 })] })).id;
    // A travel type that is no service, as packages from before the services were fixed carry.
    await t.site.db.kysely.updateTable("packages").set({ travel_type: OTHER_TRAVEL_TYPE }).where("id", "=", made.lake).execute();
    await bumpDataVersion(t.site.db.kysely);
    t.site.catalogue.invalidate();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("returns every package without filters, has_filters false", async () => {
    const all = await t.json("/api/v1/packages/?page_size=1");
    const { status, body } = await t.json("/api/v1/search/packages/?page_size=200");
    expect(status).toBe(200);
    expect(body.count).toBe(all.body.count);
    expect(body.search_metadata).toMatchObject({ has_filters: false, has_exact_matches: true });
    expect(typeof body.search_metadata.message).toBe("string");
  });

  it("finds exact destination matches", async () => {
    const { body } = await t.json("/api/v1/search/packages/?destinations=ukuta");
    expect(body.search_metadata).toMatchObject({ has_filters: true, has_exact_matches: true });
    expect(body.results.map((p: any) => p.package_id)).toContain(made.highlands);
    for (const p of body.results) {
      const text = (p.package_title + " " + p.destinations.map((d: any) => d.name).join(" ")).toLowerCase();
      expect(text).toContain("ukuta");
    }
  });

  it("falls back to the closest packages on a typo, saying so", async () => {
    const { body } = await t.json("/api/v1/search/packages/?destinations=ukutta%20highlands");
    expect(body.search_metadata.has_exact_matches).toBe(false);
    expect(body.search_metadata.has_filters).toBe(true);
    expect(body.search_metadata.message).toMatch(/closest/i);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0].package_id).toBe(made.highlands);

    const isle = await t.json("/api/v1/search/packages/?destinations=mwambni");
    expect(isle.body.search_metadata.has_exact_matches).toBe(false);
    expect(isle.body.results[0].package_id).toBe(made.isle);
  });

  it("says when nothing at all is close", async () => {
    const { body } = await t.json("/api/v1/search/packages/?destinations=qqqxxzz");
    expect(body.results).toEqual([]);
    expect(body.search_metadata).toMatchObject({ has_filters: true, has_exact_matches: false });
    expect(body.search_metadata.message.length).toBeGreaterThan(0);
  });

  it("filters by travel type, service, residency and trip length", async () => {
    const safari = await t.json(`/api/v1/search/packages/?travel_type=${encodeURIComponent(SERVICE_NAMES[0])}&page_size=200`);
    expect(safari.body.search_metadata.has_exact_matches).toBe(true);
    for (const p of safari.body.results)
      expect([p.travel_type, ...p.services.map((s: any) => s.name)]).toContain(SERVICE_NAMES[0]);

    const byService = await t.json(`/api/v1/search/packages/?service_id=${made.serviceId}&page_size=200`);
    expect(byService.body.results.map((p: any) => p.package_id)).toContain(made.byService);
    expect(byService.body.results.every((p: any) => p.services.some((s: any) => s.id === made.serviceId))).toBe(true);

    const intl = await t.json("/api/v1/search/packages/?residency=non_resident&page_size=200");
    expect(intl.body.results.map((p: any) => p.package_id)).toContain(made.international);
    expect(intl.body.results.every((p: any) => p.tiers.some((tier: any) => tier.for_non_residents))).toBe(true);

    const short = await t.json("/api/v1/search/packages/?start_date=2027-03-01&end_date=2027-03-03&page_size=200");
    expect(short.body.search_metadata.has_filters).toBe(true);
    if (short.body.search_metadata.has_exact_matches)
      expect(short.body.results.every((p: any) => p.duration_days <= 3)).toBe(true);
  });

  it("rejects bad search parameters with field errors", async () => {
    const backwards = await t.json("/api/v1/search/packages/?start_date=2027-03-05&end_date=2027-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toHaveProperty("end_date");
    const badResidency = await t.json("/api/v1/search/packages/?residency=martian");
    expect(badResidency.status).toBe(400);
    expect(badResidency.body.errors).toHaveProperty("residency");
    const badDate = await t.json("/api/v1/search/packages/?start_date=tomorrow");
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors).toHaveProperty("start_date");
  });

  it("suggests destinations by prefix and with typos, and nothing under 2 characters", async () => {
    const names = async (q: string) =>
      ((await t.json(`/api/v1/search/destinations/?q=${encodeURIComponent(q)}`)).body.results as any[]).map((d) => d.name);
    expect(await names("m")).toEqual([]);
    expect(await names("")).toEqual([]);
    expect(await names("uku")).toContain("Ukuta Highlands");
    expect(await names("mwa")).toContain("Mwambani Isle");
    expect(await names("highl")).toContain("Ukuta Highlands");
    expect(await names("mwabani")).toContain("Mwambani Isle");
    expect(await names("ukutta")).toContain("Ukuta Highlands");
    expect(await names("kipep")).toContain("Lake Kipepeo");
  });

  it("lists travel types: the six services first, then other types in use", async () => {
    const { status, body } = await t.json("/api/v1/search/travel_types/");
    expect(status).toBe(200);
    const list = body.results as any[];
    expect(list.slice(0, 6).map((x) => x.name)).toEqual([...SERVICE_NAMES]);
    expect(list.slice(6).map((x) => x.name)).toContain(OTHER_TRAVEL_TYPE);
    expect(list.every((x) => typeof x.value === "string" && x.package_count >= 0)).toBe(true);
  });
});
