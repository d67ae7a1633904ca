/**
 * The two bounded projections the browser's cache uses instead of paging through the catalogue
 * (issue 27 item 2, decision 0071), on SQLite and on PostgreSQL: the /packages groups exactly as the
 * page's loader computes them, and every package's name for the inquiry form's dropdown.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_CARDS_SHOWN, groupByService } from "#domain/package-groups.ts";
import { compareText } from "#domain/formatting.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("package projections on %s", (dialect) => {
  let t: TestSite;
  let all: any[];
  beforeAll(async () => {
    t = await startTestSite(dialect);
    all = [];
    for (let path: string | null = "/api/v1/packages/?page_size=200"; path; ) {
      const { body }: { body: any } = await t.json(path);
      all.push(...body.results);
      path = body.next ? new URL(body.next).pathname + new URL(body.next).search : null;
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("answers the groups of /packages in one request: the service order, a count, and the first cards only", async () => {
    const { status, body } = await t.json("/api/v1/packages/groups/");
    expect(status).toBe(200);
    const services = (await t.json("/api/v1/services/")).body.results;
    expect(body.groups).toEqual(JSON.parse(JSON.stringify(groupByService(all, services))));
    expect(body.groups.length).toBeGreaterThan(1);
    for (const group of body.groups) {
      expect(group.packages.length).toBeLessThanOrEqual(GROUP_CARDS_SHOWN);
      if (group.id !== "other") expect(group.count).toBe(all.filter((p) => p.services.some((s: any) => String(s.id) === group.id)).length);
    }
    // Bounded: never more cards than groups times the cards shown, however large the catalogue.
    const cards = body.groups.reduce((n: number, g: any) => n + g.packages.length, 0);
    expect(cards).toBeLessThanOrEqual(body.groups.length * GROUP_CARDS_SHOWN);
    expect(cards).toBeLessThan(all.length);
  });

  it("answers every package's name, alphabetically, in one request", async () => {
    const { status, body } = await t.json("/api/v1/packages/titles/");
    expect(status).toBe(200);
    expect(body.results).toHaveLength(all.length);
    expect(Object.keys(body.results[0]).sort()).toEqual(["id", "title"]);
    const expected = all.map((p) => ({ id: p.package_id, title: p.package_title })).sort((a, b) => compareText(a.title, b.title));
    expect(body.results).toEqual(expected);
  });

  it("keeps ids apart from the projections: /packages/groups/ is not a package, and a package id still answers", async () => {
    expect((await t.json(`/api/v1/packages/${all[0].package_id}/`)).body.package_id).toBe(all[0].package_id);
    expect((await t.json("/api/v1/packages/nothing/")).status).toBe(404);
  });
});
