/**
 * A season without rates warns before it is saved (issue 24 item 4, decision 0046), in Chromium
 * on a site without the demo, against seasons and rates the test makes (issue 25 item 6; as the
 * demo's: five seasons covering the whole year, four packages with a rate for every season and
 * every tier and residency they sell, the first with Value, Comfort and Premier tiers sold to every
 * residency). The rates page lists each package's unpriced date
 * ranges. An owner adds "Easter special" (10-20 April, priority 30): nothing is saved, the warning
 * names every package with rates and the dates it would leave unpriced, and what was typed stays;
 * "Save anyway" saves exactly that season and the page then lists those dates as unpriced. A season
 * that wins no night saves at once. Over HTTP, a save without the warning's token, or with a stale
 * one, is refused with 409 and writes nothing. The page passes axe and fits 390 px and 1366 px.
 */
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import type { Season } from "../../domain/rates/types.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { createRates, createSeasons, sharingRates, tierIds } from "../helpers/rates.ts";
import { withServerData } from "../helpers/server-data.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
const EDITOR = "editor@twiga.example";
/** The four packages with rates the test makes; the first sells Value, Comfort and Premier to every residency. */
const RATED = ["Test family safari", "Test northern safari", "Test rhino weekend", "Test grand circuit"];
/** Seasons covering the whole year (the peak over the new year outranks the dry season). */
const SEASONS: Season[] = [
  { name: "Peak", kind: "recurring", start: "12-15", end: "01-05", priority: 20 },
  { name: "Dry", kind: "recurring", start: "01-01", end: "03-31", priority: 10 },
  { name: "Green", kind: "recurring", start: "04-01", end: "05-31", priority: 10 },
  { name: "High", kind: "recurring", start: "06-01", end: "10-31", priority: 10 },
  { name: "Short rains", kind: "recurring", start: "11-01", end: "12-14", priority: 10 },
];
const bySeason = (kes: number) => Object.fromEntries(SEASONS.map((s, i) => [s.name, kes + i * 1_000]));
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
const NEXT = new Date().getUTCMonth() > 3 || (new Date().getUTCMonth() === 3 && new Date().getUTCDate() > 10) ? new Date().getUTCFullYear() + 1 : new Date().getUTCFullYear();

describe("a season without rates", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let editorHttp: ConsoleClient;
  const seasonNames = () => {
    const db = new Database(server.databaseUrl, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare("SELECT name FROM rate_seasons ORDER BY name").all() as Array<{ name: string }>).map((r) => r.name);
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_DEMO: "false" }), launchBrowser()]);
    await withServerData(server, async (site) => {
      await createSeasons(site, SEASONS);
      const everyone = { for_residents: true, for_east_africans: true, for_non_residents: true, price_usd: 500 };
      const family = (await createPackage(site, { title: RATED[0], tiers: (["value", "comfort", "premier"] as const).map((tier_type) => testTier({ ...everyone, tier_type })) })).id;
      for (const tierId of Object.values(await tierIds(site, family))) {
        await createRates(site, family, [
          ...sharingRates({ tierId, residency: "residents", currency: "KES", bySeason: bySeason(20_000), supplement: 5_000 }),
          ...sharingRates({ tierId, residency: "east_africans", currency: "KES", bySeason: bySeason(22_000), supplement: 5_000 }),
          ...sharingRates({ tierId, residency: "non_residents", currency: "USD", bySeason: bySeason(300), supplement: 90 }),
        ]);
      }
      for (const title of RATED.slice(1)) {
        const id = (await createPackage(site, { title, tiers: [testTier({ tier_type: "value" })] })).id;
        await createRates(site, id, sharingRates({ tierId: (await tierIds(site, id)).value!, residency: "residents", currency: "KES", bySeason: bySeason(26_000), supplement: 7_000 }));
      }
      // A package without rates is never warned about.
      await createPackage(site, { title: "Test unrated weekend" });
    });
    const owner = await ownerOf(server, OWNER, PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function typeSeason(page: Page, s: { name: string; start: string; end: string; priority: string }) {
    await page.getByLabel("Name").fill(s.name);
    await page.getByLabel("First day").fill(s.start);
    await page.getByLabel("Last day").fill(s.end);
    await page.getByLabel("Priority").fill(s.priority);
  }

  it("over HTTP, a season that would leave packages unpriced is refused (409) until confirmed with the warning's own token", async () => {
    const before = seasonNames();
    const season = { intent: "season", name: "Eid week", kind: "recurring", start: "06-10", end: "06-16", priority: "40" };
    const refused = await editorHttp.post("/console/rates", season);
    expect(refused.status).toBe(409);
    const html = (await refused.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("This season would leave 4 packages without a price on some dates");
    for (const title of RATED) expect(html).toContain(title);
    const button = /<button[^>]*name="confirm"[^>]*>/.exec(html)![0];
    const token = /value="([^"]+)"/.exec(button)![1]!;
    // A token for another season (or a stale one) does not save this one.
    expect((await editorHttp.post("/console/rates", { ...season, end: "06-17", confirm: token })).status).toBe(409);
    expect(seasonNames()).toEqual(before);
    const saved = await editorHttp.post("/console/rates", { ...season, confirm: token });
    expect(saved.status).toBe(302);
    expect(seasonNames()).toEqual([...before, "Eid week"].sort());
  });

  it("an owner is warned with the packages and dates before saving, keeps what was typed, and can save anyway; the rates page lists the unpriced dates", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, OWNER, PASSWORD);
    await page.goto(`${server.url}/console/rates`);
    await hydrated(page);
    const unpriced = page.getByTestId("unpriced-dates");
    // Before: only the HTTP test's Eid week is a gap (10-16 June), for each package with rates.
    await expect.poll(() => unpriced.getByTestId("unpriced-package").count()).toBe(4);
    expect(await unpriced.getByTestId("unpriced-range").first().innerText()).toMatch(/10 Jun \d{4} to 16 Jun \d{4} \(7 nights\): no Eid week rate for /);

    await typeSeason(page, { name: "Easter special", start: "04-10", end: "04-20", priority: "30" });
    await page.getByRole("button", { name: "Add season" }).click();
    const warning = page.getByTestId("season-unpriced-warning");
    await warning.waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("This season would leave 4 packages without a price on some dates, listed below.");
    expect(await warning.getByTestId("unpriced-package").allInnerTexts()).toEqual(
      expect.arrayContaining(RATED.map((title) => expect.stringContaining(title))),
    );
    const family = warning.getByTestId("unpriced-package").filter({ hasText: RATED[0]! });
    expect(await family.getByTestId("unpriced-range").first().innerText()).toBe(
      `10 Apr ${NEXT} to 20 Apr ${NEXT} (11 nights): no Easter special rate for Value, Comfort, Premier (all residencies)`,
    );
    // Nothing saved; what was typed stays.
    expect(seasonNames()).not.toContain("Easter special");
    expect(await page.getByLabel("Name").inputValue()).toBe("Easter special");
    expect(await page.getByLabel("First day").inputValue()).toBe("04-10");
    await warning.scrollIntoViewIfNeeded();
    await reviewShot(page, "season-warning-1366.png");

    await page.getByRole("button", { name: "Save anyway, leaving these dates unpriced" }).click();
    await page.waitForURL(/saved=Easter/);
    expect(seasonNames()).toContain("Easter special");
    await expect
      .poll(() => unpriced.getByTestId("unpriced-package").filter({ hasText: RATED[0]! }).getByTestId("unpriced-range").allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringMatching(/^10 Apr \d{4} to 20 Apr \d{4} \(11 nights\): no Easter special rate for Value/)]));

    // A season that wins no night (under the Easter special's priority, inside it) saves at once.
    await typeSeason(page, { name: "Easter quiet", start: "04-12", end: "04-13", priority: "25" });
    await page.getByRole("button", { name: "Add season" }).click();
    await page.waitForURL(/saved=Easter%20quiet|saved=Easter quiet/);
    expect(seasonNames()).toContain("Easter quiet");
    await page.context().close();
  });

  it("the warning and the unpriced dates pass axe and fit a 390 px phone and a 1366 px screen", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, EDITOR, PASSWORD);
      await page.goto(`${server.url}/console/rates`);
      await hydrated(page);
      await typeSeason(page, { name: `Christmas ${viewport}`, start: "12-24", end: "12-26", priority: viewport === "phone" ? "60" : "61" });
      await page.getByRole("button", { name: "Add season" }).click();
      await page.getByTestId("season-unpriced-warning").waitFor();
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.getByTestId("season-unpriced-warning").scrollIntoViewIfNeeded();
      await reviewShot(page, `season-warning-${viewport}.png`);
      await page.context().close();
    }
  });
});
