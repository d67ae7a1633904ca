/**
 * The rates console in Chromium (decision 0033): an editor adds seasons with the keyboard; an
 * overlap at equal priority is refused in place naming both seasons, with what was typed kept; a
 * rate sheet with bad rows is refused line by line and nothing is stored; a good sheet is imported,
 * shown, and downloads as the same CSV. The page passes axe and fits 390 px and 1366 px
 * (screenshots with SCREENSHOT_DIR set). Sales are refused over HTTP.
 *
 * Issue 25 item 6: on a site without the demo (no seasons, no rates), rating a package the test
 * makes (a Value tier for residents) instead of the first demo package with such a tier, whose
 * seasons and rates were cleared.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_SHEET_COLUMNS } from "#domain/rates/rate-sheet.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient, readsOnly, consoleMenuLink } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("console rates journeys", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let sales: ConsoleClient;
  let editorHttp: ConsoleClient;
  let pkg: { id: number; title: string; tierType: string };

  beforeAll(async () => {
    // These journeys start from no seasons and no rates.
    server = await startServer({ SEED_DEMO: "false" });
    pkg = await withServerData(server, async (site) => {
      const made = await createPackage(site, { title: "Test rated safari", tiers: [testTier({ tier_type: "value" }), testTier({ tier_type: "comfort", price_kshs: 45_000 })] });
      return { id: made.id, title: made.title, tierType: "value" };
    });
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function addSeason(page: Page, s: { name: string; start: string; end: string; priority: string; oneYear?: boolean }) {
    await page.getByLabel("Name").fill(s.name);
    if (s.oneYear) await page.getByLabel("Repeats").selectOption("one_year");
    await page.getByLabel("First day").fill(s.start);
    await page.getByLabel("Last day").fill(s.end);
    await page.getByLabel("Priority").fill(s.priority);
    await page.getByLabel("Priority").press("Enter");
  }

  async function seasonSaved(page: Page, rows: number) {
    await expect.poll(() => page.getByTestId("season-row").count()).toBe(rows);
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("");
  }

  it("an editor adds seasons with the keyboard; an equal-priority overlap is refused in place", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console`);
    await (await consoleMenuLink(page, "Pricing", "Seasons and rates")).click();
    await page.waitForURL(`${server.url}/console/rates`);
    await hydrated(page);
    await addSeason(page, { name: "Base", start: "01-01", end: "12-31", priority: "0" });
    await page.waitForURL(/saved=Base/);
    // React Router commits the URL before it renders the saved page: wait for the new row and the
    // emptied form, or the next season's typing can land in the form that is about to be replaced.
    await seasonSaved(page, 1);
    await addSeason(page, { name: "High", start: "07-01", end: "10-31", priority: "1" });
    await page.waitForURL(/saved=High/);
    await seasonSaved(page, 2);
    await expect.poll(() => page.getByTestId("season-row").allInnerTexts()).toEqual([expect.stringContaining("High"), expect.stringContaining("Base")]);

    await addSeason(page, { name: "Long rains", start: "06-15", end: "07-15", priority: "1" });
    await expect.poll(() => page.locator(".c-error").allInnerTexts()).toEqual([expect.stringContaining('"Long rains" and "High" both cover 07-01 with priority 1')]);
    expect(await page.getByLabel("Name").inputValue()).toBe("Long rains");
    expect(await page.getByLabel("First day").inputValue()).toBe("06-15");
    expect(await page.getByTestId("season-row").count()).toBe(2);
  });

  it("a sheet with bad rows is refused line by line; a good one is imported, shown and downloaded unchanged", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/rates`);
    await hydrated(page);
    await page.getByLabel("Package", { exact: true }).selectOption(String(pkg.id));
    await page.getByRole("button", { name: "Show rates" }).click();
    await page.waitForURL(`${server.url}/console/rates?package=${pkg.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 3, name: pkg.title, exact: true }).count()).toBe(1);

    const header = RATE_SHEET_COLUMNS.join(",");
    const good = [header, `${pkg.tierType},residents,High,KES,per_person_sharing,no,15000.50,6000,0-2: 0; 3-11: 7500,`, `${pkg.tierType},residents,Base,KES,per_group,no,,,,4: 60000; 7: 90000`, ""].join("\r\n");
    const bad = [header, `${pkg.tierType},residents,High,KES,per_person_sharing,no,15000,,,`, `${pkg.tierType},residents,Monsoon,KES,per_person_sharing,no,100,,,`, `${pkg.tierType},residents,Base,KES,per_person_sharing,no,12k,,,`].join("\r\n");
    const dir = mkdtempSync(join(tmpdir(), "rate-sheets-"));
    writeFileSync(join(dir, "bad.csv"), bad);
    writeFileSync(join(dir, "good.csv"), good);

    await page.getByLabel("Upload a rate sheet (CSV)").setInputFiles(join(dir, "bad.csv"));
    await page.getByRole("button", { name: "Import the sheet" }).click();
    await expect.poll(() => page.getByTestId("sheet-errors").locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(/^3\s+season\s+There is no season called "Monsoon"/),
      expect.stringMatching(/^4\s+adult_sharing\s+Enter an amount/),
    ]);
    expect(await page.getByRole("alert").innerText()).toContain("Nothing was saved");
    expect(await page.getByTestId("rate-row").count()).toBe(0);

    await page.getByLabel("Upload a rate sheet (CSV)").setInputFiles(join(dir, "good.csv"));
    await page.getByRole("button", { name: "Import the sheet" }).click();
    await page.waitForURL(`${server.url}/console/rates?package=${pkg.id}&imported=2`);
    // The grid (issue 28 item 8): each rate in its season's row and residency's column, a link that edits it.
    await expect.poll(() => page.getByTestId("rate-row").count()).toBe(2);
    const grid = page.getByTestId("rate-grid").first();
    const cell = (season: string) => grid.getByRole("row", { name: new RegExp(`^${season}\\b`) }).getByTestId("rate-row");
    expect(await cell("High").innerText()).toMatch(/KES 15,000\.50 per adult sharing, single supplement KES 6,000[\s\S]*Ages 3-11: KES 7,500/);
    expect(await cell("Base").innerText()).toMatch(/Per group or vehicle[\s\S]*Up to 4: KES 60,000; Up to 7: KES 90,000/);
    const download = await editorHttp.get(`/console/rates/${pkg.id}/sheet.csv`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("text/csv");
    expect(await download.text()).toBe(good);
  });

  it("the rates page passes axe and fits a 390 px phone and a 1366 px screen", async () => {
    // The console draws the same markup at every width (no width-dependent hiding), so axe runs
    // once, on the phone; overflow and screenshots are checked at both widths.
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, EDITOR, PASSWORD);
      for (const path of ["/console/rates", `/console/rates?package=${pkg.id}`]) {
        await page.goto(server.url + path);
        await hydrated(page);
        if (viewport === "phone") expect(await seriousA11yViolations(page), path).toEqual([]);
        expect(await hasNoHorizontalOverflow(page), path).toBe(true);
      }
      await reviewShot(page, `rates-${viewport}.png`, { fullPage: true });
    }
  });

  it("sales read the rates and download a sheet (issue 24 item 7) but are refused (403) on the page's action", async () => {
    expect(await readsOnly(sales, "/console/rates")).toBe(true);
    expect((await sales.post("/console/rates", { intent: "season", name: "Hijack", kind: "recurring", start: "01-01", end: "01-02", priority: "9" })).status).toBe(403);
    expect((await sales.get(`/console/rates/${pkg.id}/sheet.csv`)).status).toBe(200);
  });
});
