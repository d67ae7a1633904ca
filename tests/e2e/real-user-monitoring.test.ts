/**
 * Real-user monitoring in real Chromium (issue 27 item 5, decision 0058): visits to the public pages,
 * a client-side navigation among them, are measured after hydration by a script that is not part of
 * the first load; once the page is hidden their figures arrive by beacon, and the owner sees them on
 * "Site speed" and a scraper on /metrics. The console itself is never measured.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createOwner, signInInBrowser, consoleMenuLink } from "../helpers/console.ts";

const OWNER = "owner@twiga.example";
const PASSWORD = "giraffe lantern acacia 42";

async function metricsText(server: RunningServer): Promise<string> {
  return (await fetch(`${server.url}/metrics`)).text();
}

/** The web-vitals chunk's request, once made: when it started, against when React attached. */
async function vitalsScript(page: Page): Promise<{ startedAt: number; hydratedAt: number }> {
  // The script has run and listens for the page being hidden.
  await page.locator('html[data-vitals="on"]').waitFor({ state: "attached", timeout: 60_000 });
  return page.evaluate(() => ({
    startedAt: performance.getEntriesByType("resource").find((e) => /\/assets\/report-vitals[^/]*\.js$/.test(e.name))!.startTime,
    hydratedAt: (window as Window & { __hydratedAt?: number }).__hydratedAt ?? Number.NaN,
  }));
}

describe("real-user monitoring", () => {
  let server: RunningServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startServer();
    await createOwner({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, OWNER, PASSWORD);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("measures public visits, a client-side navigation included, and shows them on Site speed and /metrics", async () => {
    // On a computer: the home page, then Packages and Destinations through the header (client-side).
    const desktop = await browser.page("desktop");
    await desktop.goto(`${server.url}/`, { waitUntil: "domcontentloaded" });
    await desktop.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 120_000 });
    const loaded = await vitalsScript(desktop);
    // Never before hydration, and never in the first load's modules.
    expect(loaded.startedAt).toBeGreaterThanOrEqual(loaded.hydratedAt);
    expect(await desktop.content()).not.toContain("report-vitals");

    const nav = desktop.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Packages", exact: true }).click();
    await desktop.waitForURL(`${server.url}/packages`, { timeout: 30_000 });
    await nav.getByRole("link", { name: "Destinations", exact: true }).click();
    await desktop.waitForURL(`${server.url}/destinations`, { timeout: 30_000 });
    await desktop.locator("main h1").first().waitFor();
    // Hidden: the browser leaves the page, which fires visibilitychange and pagehide; the beacon goes then.
    await desktop.goto("about:blank");

    // The beacon arrives: the figures are on /metrics, by route pattern and device class.
    await expect.poll(() => metricsText(server), { timeout: 30_000 }).toMatch(/web_vitals_seconds_count\{metric="LCP",route="\/",device="desktop"\} [1-9]/);
    // The client-side navigation to /packages was a visit of its own (a soft navigation). The last
    // one, /destinations, left at once, is not checked: its paint may not be reported before the
    // page is hidden (a known gap, written down in the session's closing note for issue 27).
    await expect.poll(() => metricsText(server), { timeout: 30_000 }).toContain(`web_vitals_seconds_count{metric="FCP",route="/packages",device="desktop"} 1`);
    expect(await metricsText(server)).toMatch(/web_vitals_cls_count\{route="\/",device="desktop"\} [1-9]/);

    // On a phone: the contact page, hidden the same way. It is filed as a phone's visit (the
    // device is read while the page is shown, not while it is being left).
    const phone = await browser.page("phone");
    await phone.goto(`${server.url}/contact`, { waitUntil: "domcontentloaded" });
    await phone.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 120_000 });
    await vitalsScript(phone);
    await phone.goto("about:blank");
    await expect.poll(() => metricsText(server), { timeout: 30_000 }).toMatch(/web_vitals_seconds_count\{metric="FCP",route="\/contact",device="mobile"\} 1/);
    expect(await metricsText(server)).not.toMatch(/route="\/contact",device="desktop"/);

    // The owner sees them on Site speed; the console's own pages load no measuring script.
    const owner = await browser.page("desktop");
    await signInInBrowser(owner, server.url, OWNER, PASSWORD);
    await (await consoleMenuLink(owner, "Admin", "Site speed")).click();
    await owner.waitForURL(`${server.url}/console/site-speed`);
    const figures = owner.getByTestId("site-speed-figures");
    const home = figures.locator('tr[data-route="/"][data-device="desktop"]');
    await expect.poll(() => home.count()).toBe(1);
    expect(await home.locator('td[data-metric="LCP"]').innerText()).toMatch(/\d+(\.\d)? (s|ms)\s+(good|needs improvement|poor)\s+1 visit/);
    expect(await figures.locator('tr[data-route="/contact"][data-device="all"]').count()).toBe(1);
    expect(await figures.locator('tr[data-route="/contact"][data-device="mobile"]').count()).toBe(1);
    // As on /metrics above: the soft navigation to /packages; /destinations, left at once, may not have reported yet.
    expect(await figures.locator('tr[data-route="/packages"][data-device="desktop"]').count()).toBe(1);
    expect(await owner.getByTestId("site-speed-trend").locator("tbody tr").count()).toBe(1);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    expect(await owner.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.includes("report-vitals")))).toBe(false);
  }, 300_000);
});
