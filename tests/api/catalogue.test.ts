/** HTTP tests of every GET endpoint of SPEC §7, on SQLite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTINENT_ORDER } from "#domain/continents.ts";
import { SERVICE_NAMES } from "#domain/services.ts";
import { createDestination, createPackage } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("catalogue API on %s", (dialect) => {
  let t: TestSite;
  /** What the filters are checked on, made here (issue 25 item 6), beside the demo catalogue. */
  const made = { packageId: 0, serviceId: 0, destination: "" };
  beforeAll(async () => {
    t = await startTestSite(dialect);
    const destination = await createDestination(t.site, { name: "Ukuta Highlands" });
    made.serviceId = (await t.site.packageEditor.choices()).services.at(-1)!.id;
    made.destination = destination.name;
    made.packageId = (await createPackage(t.site, { is_deal: true, deal_percent: 10, is_standout: true, service_ids: [made.serviceId], destination_ids: [destination.id] })).id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("answers /readyz after a real database query", async () => {
    const { status, body } = await t.json("/readyz");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: dialect });
  });

  it("serves app meta with a data_version string", async () => {
    const { status, body } = await t.json("/api/app-meta/");
    expect(status).toBe(200);
    expect(typeof body.data_version).toBe("string");
    expect(body.data_version.length).toBeGreaterThan(4);
  });

  it("lists the six services in their fixed order with the list envelope", async () => {
    const { status, body } = await t.json("/api/v1/services/");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["count", "next", "previous", "results"]);
    expect(body.results.map((s: any) => s.name)).toEqual([...SERVICE_NAMES]);
    for (const s of body.results) {
      expect(s).toMatchObject({ service_id: expect.any(Number), id: s.service_id, description: expect.any(String) });
      expect(s.icon).toBeTruthy();
    }
  });

  it("pages package lists with next and previous links and caps page_size", async () => {
    const first = await t.json("/api/v1/packages/?page_size=5");
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(30);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.previous).toBeNull();
    const next = new URL(first.body.next);
    expect(next.pathname).toBe("/api/v1/packages/");
    expect(next.searchParams.get("page")).toBe("2");
    const second = await t.json(next.pathname + next.search);
    expect(second.body.results[0].package_id).not.toBe(first.body.results[0].package_id);
    expect(second.body.previous).toContain("page=1");

    const capped = await t.json("/api/v1/packages/?page_size=100000");
    expect(capped.status).toBe(200);
    expect(capped.body.results.length).toBeLessThanOrEqual(200);

    expect((await t.json("/api/v1/packages/?page=999")).status).toBe(404);
    const bad = await t.json("/api/v1/packages/?page=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("page");
  });

  it("lists packages with the fields of SPEC §3", async () => {
    const { body } = await t.json("/api/v1/packages/?page_size=200");
    const p = body.results[0];
    for (const field of [
      "package_id",
      "package_title",
      "summary",
      "images",
      "destinations",
      "services",
      "ribbon_tag_left",
      "dynamic_price",
      "dynamic_currency",
      "min_price_display",
      "tiers",
      "tier_structure",
      "is_deal",
      "is_standout",
    ]) {
      expect(p).toHaveProperty(field);
    }
    expect(p.images[0].image_url).toMatch(/^\/images\/\d+\/.+\.jpg$/);
    expect(p.destinations[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const services = new Set(body.results.flatMap((x: any) => x.services.map((s: any) => s.name)));
    for (const name of SERVICE_NAMES) expect(services.has(name)).toBe(true);
  });

  it("filters packages by is_deal, is_standout, service_id, travel_type and destination", async () => {
    const all = (await t.json("/api/v1/packages/?page_size=200")).body.results as any[];
    const deals = (await t.json("/api/v1/packages/?is_deal=true&page_size=200")).body.results as any[];
    expect(deals.length).toBe(all.filter((p) => p.is_deal).length);
    const ids = (list: any[]) => list.map((p) => p.package_id);
    expect(ids(deals)).toContain(made.packageId);
    expect(deals.every((p) => p.is_deal)).toBe(true);

    const standouts = (await t.json("/api/v1/packages/?is_standout=true&page_size=200")).body.results as any[];
    expect(ids(standouts)).toContain(made.packageId);
    expect(standouts.every((p) => p.is_standout)).toBe(true);

    const byService = (await t.json(`/api/v1/packages/?service_id=${made.serviceId}&page_size=200`)).body.results as any[];
    expect(ids(byService)).toContain(made.packageId);
    expect(byService.every((p) => p.services.some((s: any) => s.id === made.serviceId))).toBe(true);

    const travelType = all.find((p) => p.package_id === made.packageId).travel_type as string;
    const byType = (await t.json(`/api/v1/packages/?travel_type=${encodeURIComponent(travelType)}&page_size=200`)).body.results as any[];
    expect(ids(byType)).toContain(made.packageId);

    const byDestination = (await t.json(`/api/v1/packages/?destination=${encodeURIComponent(made.destination)}&page_size=200`)).body.results as any[];
    expect(ids(byDestination)).toEqual([made.packageId]);
    expect(byDestination.every((p) => p.destinations.some((d: any) => d.name === made.destination))).toBe(true);

    expect((await t.json("/api/v1/packages/?is_deal=maybe")).status).toBe(400);
    expect((await t.json("/api/v1/packages/?service_id=-3")).status).toBe(400);
  });

  it("serves package details with tiers, itinerary, inclusions and optional activities", async () => {
    const all = (await t.json("/api/v1/packages/?page_size=200")).body.results as any[];
    let sawActivities = false;
    let sawMultiple = false;
    for (const summary of all) {
      const { status, body } = await t.json(`/api/v1/packages/${summary.package_id}/`);
      expect(status).toBe(200);
      expect(body.package_title).toBe(summary.package_title);
      expect(body.tiers.length).toBeGreaterThan(0);
      for (const tier of body.tiers) {
        expect(["single", "value", "comfort", "premier"]).toContain(tier.tier_type);
        expect(typeof tier.for_residents).toBe("boolean");
        expect(tier.itinerary_details_html).toContain("<");
        expect(Array.isArray(tier.inclusions)).toBe(true);
        expect(Array.isArray(tier.exclusions)).toBe(true);
      }
      if (body.optional_activities.length) {
        sawActivities = true;
        expect(body.optional_activities[0]).toHaveProperty("activity_name");
      }
      if (body.tier_structure === "multiple") sawMultiple = true;
    }
    expect(sawActivities).toBe(true);
    expect(sawMultiple).toBe(true);
  });

  it("answers 404 JSON for unknown package, destination and blog ids", async () => {
    for (const path of [
      "/api/v1/packages/999999/",
      "/api/v1/packages/abc/",
      "/api/v1/destinations/999999/",
      "/api/v1/blogs/no-such-story/",
      "/api/v1/nothing-here/",
    ]) {
      const res = await t.fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).detail).toBeTruthy();
    }
  });

  it("redirects a path without its trailing slash to the real one", async () => {
    const res = await t.fetch("/api/v1/services?page=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/api/v1/services/?page=1");
  });

  it("lists destinations in continent order with no-continent ones last", async () => {
    const { body } = await t.json("/api/v1/destinations/?page_size=200");
    expect(body.count).toBeGreaterThanOrEqual(20);
    const ranks = body.results.map((d: any) => {
      const ranksOf = d.continents.map((c: string) => CONTINENT_ORDER.indexOf(c as any));
      return ranksOf.length ? Math.min(...ranksOf) : 99;
    });
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    expect(ranks.at(-1)).toBe(99);
    const types = new Set(body.results.map((d: any) => d.destination_type));
    expect(types).toEqual(new Set(["popular", "hidden"]));
    const d = body.results[0];
    expect(d).toMatchObject({ destination_id: expect.any(Number), name: expect.any(String), primary_image_url: expect.any(String) });
    expect(d.continent_details[0]).toHaveProperty("name");

    const detail = await t.json(`/api/v1/destinations/${d.destination_id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.description_html).toContain("<p>");
    expect(detail.body.images.some((i: any) => i.is_primary)).toBe(true);
  });

  it("orders blogs by -created_at by default and by the other orderings", async () => {
    const byDefault = (await t.json("/api/v1/blogs/")).body.results as any[];
    expect(byDefault.length).toBeGreaterThanOrEqual(8);
    const dates = byDefault.map((b) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = (await t.json("/api/v1/blogs/?ordering=created_at")).body.results as any[];
    expect(oldest.map((b) => b.slug)).toEqual(byDefault.map((b) => b.slug).reverse());
    const titles = ((await t.json("/api/v1/blogs/?ordering=title")).body.results as any[]).map((b) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
    const titlesDesc = ((await t.json("/api/v1/blogs/?ordering=-title")).body.results as any[]).map((b) => b.title);
    expect(titlesDesc).toEqual([...titles].reverse());
    const bad = await t.json("/api/v1/blogs/?ordering=author");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("ordering");

    const story = await t.json(`/api/v1/blogs/${byDefault[0].slug}/`);
    expect(story.status).toBe(200);
    expect(story.body).toMatchObject({ slug: byDefault[0].slug, author: expect.any(String), reading_time_minutes: expect.any(Number) });
    const words = story.body.content_html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(400);
  });

  it("lists gallery images with every size", async () => {
    const { body } = await t.json("/api/v1/gallery/?page_size=200");
    expect(body.count).toBeGreaterThanOrEqual(24);
    const g = body.results[0];
    for (const f of ["id", "title", "description", "alt_text", "thumbnail_url", "medium_url", "large_url", "image_url", "created_at"])
      expect(g).toHaveProperty(f);
    expect(g.thumbnail_url).toMatch(/^\/images\/480\//);
    expect(g.large_url).toMatch(/^\/images\/1600\//);
  });

  it("serves slider images per page set", async () => {
    for (const set of ["home", "about", "gallery", "destinations", "services", "packages", "blog"]) {
      const { status, body } = await t.json(`/api/v1/slider-images/?page_set=${set}`);
      expect(status).toBe(200);
      expect(body.results.length, set).toBeGreaterThan(0);
      expect(body.results.every((s: any) => s.page_set === set)).toBe(true);
      expect(Object.keys(body.results[0])).toEqual(expect.arrayContaining(["id", "image_url", "caption", "is_primary"]));
    }
    const home = await t.json("/api/v1/slider-images/");
    expect(home.body.results.every((s: any) => s.page_set === "home")).toBe(true);
    expect((await t.json("/api/v1/slider-images/?page_set=kitchen")).status).toBe(400);
  });
});
