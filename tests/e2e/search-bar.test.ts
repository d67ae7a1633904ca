/**
 * The search bar of SPEC §2/§5 on home (redirect mode) and /packages (parent
 * callback mode): suggestions combobox, debounce and minimum length, date
 * minimums, residency labels, blank searches, only non-empty parameters, and
 * silent suggestion errors.
 *
 * Issue 25 item 6: on a site without the demo, the destinations suggested and searched for, the
 * travel type (a service) and the package found are the test's own, instead of the demo's
 * Amboseli, Diani, Nairobi and "Game Drives and Safaris".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { watchFrames } from "../helpers/page-checks.ts";
import { createDestination, createPackage, createService } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

let server: RunningServer;
let browser: TestBrowser;
/** Destinations suggested for "Ma", "Di" and "Nai", the travel type, each with a package. */
const PLACES = ["Masika plains", "Dima lagoon", "Nairo ridge"];
const TRAVEL_TYPE = "Test game drives";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SEED_DEMO: "false" }), launchBrowser()]);
  await withServerData(server, async (site) => {
    const service = await createService(site, { name: TRAVEL_TYPE });
    for (const name of PLACES) {
      const place = await createDestination(site, { name });
      await createPackage(site, { title: `Test days at ${name}`, destination_ids: [place.id], service_ids: [service.id] });
    }
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A 1x1 GIF for every pipeline image: these journeys test search, not image encoding, which is slow on a busy machine. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
async function newPage(...args: Parameters<TestBrowser["page"]>) {
  const page = await browser.page(...args);
  await page.route("**/images/**", (route) => route.fulfill({ status: 200, contentType: "image/gif", body: PIXEL }));
  return page;
}

const bar = (page: Page) => page.locator('[data-testid="search-bar"]').first();
const destinationInput = (page: Page) => bar(page).getByRole("combobox", { name: "Destination" });
const findNow = (page: Page) => bar(page).getByRole("button", { name: "Find Now" });

async function open(page: Page, path: string) {
  // Not "load": card images are made on demand by the image pipeline and are not what is tested here.
  await page.goto(server.url + path, { waitUntil: "domcontentloaded" });
  await page.locator('[data-testid="search-bar"][data-hydrated]').first().waitFor();
}

function todayIn(page: Page) {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}

describe.each(["desktop", "phone"] as const)("search bar on %s", (viewport) => {
  it("suggests destinations after 2 characters and 500 ms, with keyboard selection", async () => {
    const page = await newPage(viewport);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/search/destinations/")) requests.push(r.url());
    });
    await open(page, "/packages");
    const input = destinationInput(page);
    await input.click();
    await input.pressSequentially("M");
    expect(await input.inputValue()).toBe("M");
    // No event marks "one letter was typed and nothing was asked": watch for 48 frames (at least
    // 800 ms, well past the 500 ms debounce, and longer on a slow machine).
    await watchFrames(page, 48);
    expect(requests).toHaveLength(0);
    await expect.poll(() => input.getAttribute("aria-expanded")).toBe("false");

    const typedAt = Date.now();
    await input.pressSequentially("a");
    // Loading (debounce + request): Find Now says it is busy but stays pressable (issue 12).
    expect(await findNow(page).getAttribute("aria-busy")).toBe("true");
    expect(await findNow(page).isDisabled()).toBe(false);
    const listbox = bar(page).getByRole("listbox", { name: "Destination suggestions" });
    await listbox.waitFor({ state: "visible" });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.every((u) => new URL(u).searchParams.get("q") === "Ma")).toBe(true);
    await expect.poll(() => findNow(page).getAttribute("aria-busy")).toBeNull();
    expect(await input.getAttribute("aria-expanded")).toBe("true");

    const options = listbox.getByRole("option");
    const firstName = (await options.first().innerText()).split("\n")[0]!.trim();
    await input.press("ArrowDown");
    const active = await input.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
    await input.press("Enter");
    expect(await input.inputValue()).toBe(firstName);
    await expect.poll(() => listbox.isVisible()).toBe(false);
    // Enter picked a suggestion: it did not search.
    expect(new URL(page.url()).search).toBe("");

    // Escape closes; a click anywhere on the page closes.
    await input.fill("Di");
    await listbox.waitFor({ state: "visible" });
    await input.press("Escape");
    await expect.poll(() => listbox.isVisible()).toBe(false);
    await input.fill("Nai");
    await listbox.waitFor({ state: "visible" });
    await page.locator("h1").first().click();
    await expect.poll(() => listbox.isVisible()).toBe(false);
    await page.context().close();
  });

  it("offers residency labels, default resident, and the date minimums", async () => {
    const page = await newPage(viewport);
    await open(page, "/");
    const residency = bar(page).getByLabel("Residency");
    expect(await residency.inputValue()).toBe("resident");
    const labels = await residency.locator("option").allInnerTexts();
    expect(labels).toEqual(["Kenya Residents", "East African Residents", "International Visitors"]);
    const travelTypes = await bar(page).getByLabel("Travel type").locator("option").allInnerTexts();
    expect(travelTypes).toContain(TRAVEL_TYPE);

    const today = await todayIn(page);
    const start = bar(page).getByLabel("Start date");
    const end = bar(page).getByLabel("End date");
    expect(await start.getAttribute("min")).toBe(today);
    expect(await end.getAttribute("min")).toBe(today);
    await start.fill("2031-03-10");
    expect(await end.getAttribute("min")).toBe("2031-03-10");
    await page.context().close();
  });

  it("does not search when every filter is blank, and redirects with only non-empty parameters", async () => {
    const page = await newPage(viewport);
    await open(page, "/");
    await findNow(page).click();
    // The click is handled when the bar says what is missing; the same handler would have navigated.
    await expect.poll(() => bar(page).getByRole("status").last().innerText()).toContain("Enter a destination");
    expect(new URL(page.url()).pathname).toBe("/");

    await destinationInput(page).fill(PLACES[1]!);
    await bar(page).getByLabel("Travel type").selectOption(TRAVEL_TYPE);
    // The suggestions for the place have come (debounce and request over) before Find Now is pressed.
    await expect.poll(() => findNow(page).getAttribute("aria-busy")).toBeNull();
    await findNow(page).click();
    await page.waitForURL((u) => u.pathname === "/packages");
    const params = new URL(page.url()).searchParams;
    expect([...params.keys()].sort()).toEqual(["destinations", "residency", "travel_type"]);
    expect(params.get("destinations")).toBe(PLACES[1]);
    expect(params.get("travel_type")).toBe(TRAVEL_TYPE);
    expect(params.get("residency")).toBe("resident");
    await page.locator('[data-testid="results-grid"]').waitFor();
    await page.context().close();
  });
});

describe("search bar in parent-callback mode (/packages)", () => {
  it("changing a field other than destinations updates the results at once; typing does not", async () => {
    const page = await newPage("desktop");
    await open(page, "/packages");
    await destinationInput(page).fill(PLACES[1]!);
    // The debounce has run and its suggestions have come (Find Now no longer busy): typing has had
    // every chance to change the results. Then a short watch for a navigation it might have started.
    await expect.poll(() => findNow(page).getAttribute("aria-busy")).toBeNull();
    await watchFrames(page, 12);
    expect(new URL(page.url()).search).toBe("");
    await bar(page).getByLabel("Residency").selectOption("non_resident");
    await page.waitForURL((u) => u.searchParams.get("residency") === "non_resident");
    // onChange carries the whole form, destinations included.
    expect(new URL(page.url()).searchParams.get("destinations")).toBe(PLACES[1]);
    await page.locator('[data-testid="results-grid"]').waitFor();
    await page.context().close();
  });

  it("keeps live suggestion errors silent", async () => {
    const page = await newPage("desktop");
    await open(page, "/packages");
    await server.setFaults(["search"]);
    try {
      const failures: number[] = [];
      page.on("response", (r) => {
        if (r.url().includes("/search/destinations/")) failures.push(r.status());
      });
      await destinationInput(page).fill("Zan");
      await expect.poll(() => failures.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      // The suggestion query has given up (its retry failed too): Find Now is no longer busy.
      await expect.poll(() => findNow(page).getAttribute("aria-busy")).toBeNull();
      expect(failures.every((s) => s === 503)).toBe(true);
      expect(await bar(page).getByRole("listbox").isVisible()).toBe(false);
      expect(await page.getByRole("alert").count()).toBe(0);
      expect(await findNow(page).isDisabled()).toBe(false);
    } finally {
      await server.setFaults([]);
    }
    await page.context().close();
  });
});
