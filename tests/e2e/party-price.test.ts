/**
 * The price for your party on a package page (issue 14 item 3, decision 0034), in Chromium on a
 * site without the demo, against seasons and rates the test makes (issue 25 item 6; as the demo's).
 * Hand calculations, a 3-day family safari's value tier, 2 nights in the high season:
 * KES 22,000 / USD 380 a night per adult sharing, single supplement KES 5,000 / USD 90, children
 * 3-11 half, 0-2 free; the package's deal takes 10% off every rate (decision 0045): KES 19,800 / USD 342, supplement KES 4,500 / USD 81, child KES 9,900 / USD 171.
 *   3 adults + children aged 7 and 1: 3 x 2 x 19,800 + 2 x 4,500 + 2 x 9,900 + 0 = KES 147,600;
 *   for international visitors: 3 x 2 x 342 + 2 x 81 + 2 x 171 + 0 = USD 2,556.
 * The dates and party carry into the inquiry, whose stored estimate the server computed. Without
 * JavaScript the widget is a GET form landing back on #your-price. Packages without rates keep
 * their display. A 2-day rhino safari is priced per vehicle, for parties of up to 2, 4 and 7.
 * axe finds nothing serious; a 390 px phone does not scroll sideways.
 */
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { ownerOf, signInInBrowser } from "../helpers/console.ts";
import type { Season } from "../../domain/rates/types.ts";
import { createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { createRates, createSeasons, groupRates, sharingRates, tierIds } from "../helpers/rates.ts";
import { withServerData } from "../helpers/server-data.ts";

const YEAR = new Date().getUTCFullYear() + 1;
const START = `${YEAR}-07-10`;

let server: RunningServer;
let browser: TestBrowser;
/** The seasons every rate here is for; the peak wins over the dry season where they overlap. */
const SEASONS: Season[] = [
  { name: "Peak", kind: "recurring", start: "12-15", end: "01-05", priority: 20 },
  { name: "Dry", kind: "recurring", start: "01-01", end: "03-31", priority: 10 },
  { name: "Green", kind: "recurring", start: "04-01", end: "05-31", priority: 10 },
  { name: "High", kind: "recurring", start: "06-01", end: "10-31", priority: 10 },
  { name: "Short rains", kind: "recurring", start: "11-01", end: "12-14", priority: 10 },
];
/** Whole amounts by season: green, short rains, dry, high, peak. */
const bySeason = (green: number, short: number, dry: number, high: number, peak: number) => ({ Green: green, "Short rains": short, Dry: dry, High: high, Peak: peak });
const days = (n: number) => Array.from({ length: n }, (_, i) => testDay({ title: `Day ${i + 1}` }));
/** A 3-day package with rates for its value tier and a 10% deal. */
let family = 0;
/** A 2-day package priced per vehicle. */
let rhino = 0;
/** A deal (5% off KES 38,000) without rates. */
let unrated = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SEED_DEMO: "false" }), launchBrowser()]);
  await withServerData(server, async (site) => {
    await createSeasons(site, SEASONS);
    const sold = { for_residents: true, for_east_africans: false, for_non_residents: true, price_kshs: 30_000, price_usd: 500 };
    family = (await createPackage(site, { is_deal: true, deal_percent: 10, tiers: [testTier({ ...sold, tier_type: "value", days: days(3) }), testTier({ ...sold, tier_type: "comfort", price_kshs: 45_000, price_usd: 700, days: days(3) })] })).id;
    const value = (await tierIds(site, family)).value!;
    await createRates(site, family, [
      ...sharingRates({ tierId: value, residency: "residents", currency: "KES", bySeason: bySeason(14_000, 15_000, 18_000, 22_000, 26_000), supplement: 5_000 }),
      ...sharingRates({ tierId: value, residency: "non_residents", currency: "USD", bySeason: bySeason(250, 270, 310, 380, 450), supplement: 90 }),
    ]);
    rhino = (await createPackage(site, { tiers: [testTier({ tier_type: "single", price_kshs: 46_000, price_basis: "per_group", days: days(2) })] })).id;
    await createRates(
      site,
      rhino,
      groupRates({
        tierId: (await tierIds(site, rhino)).single!,
        residency: "residents",
        currency: "KES",
        bands: { 2: bySeason(46_000, 46_000, 52_000, 52_000, 60_000), 4: bySeason(88_000, 88_000, 98_000, 98_000, 112_000), 7: bySeason(135_000, 135_000, 150_000, 150_000, 170_000) },
      }),
    );
    unrated = (await createPackage(site, { is_deal: true, deal_percent: 5, tiers: [testTier({ tier_type: "value", price_kshs: 38_000, for_east_africans: true })] })).id;
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


function storedInquiry(email: string) {
  const db = new Database(server.databaseUrl, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM inquiries WHERE email = ? ORDER BY id DESC").get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

async function open(page: Page, path: string) {
  await page.goto(server.url + path, { waitUntil: "domcontentloaded" });
  await page.locator('[data-testid="booking-panel"][data-hydrated]').locator("visible=true").waitFor();
}

const widget = (page: Page) => page.getByTestId("party-price");
const panel = (page: Page) => page.locator('[data-testid="booking-panel"]').locator("visible=true");

async function chooseParty(page: Page) {
  await widget(page).getByLabel("Start date").fill(START);
  await widget(page).getByLabel("Adults").fill("3");
  await widget(page).getByLabel("Children (0-17)").fill("2");
  await widget(page).getByLabel("Child 1 age").fill("7");
  await widget(page).getByLabel("Child 2 age").fill("1");
}

describe("the price for your party", () => {
  it("shows the total and its breakdown for the party, switches currency with residency, and carries into the inquiry", async () => {
    const page = await browser.page("desktop");
    await open(page, `/packages/${family}`);
    expect(await widget(page).getByTestId("party-price-message").innerText()).toBe("Choose a start date to see the price for your party.");
    await chooseParty(page);
    await expect.poll(() => widget(page).getByTestId("party-total").innerText()).toMatch(/^KES 147,600\s+was\s+KES 164,000$/);
    expect(await widget(page).getByTestId("party-line").allInnerTexts()).toEqual([
      expect.stringMatching(/3 adults sharing\s+High: 2 nights × 3 × KES 19,800\s+KES 118,800/),
      expect.stringMatching(/Single supplement\s+High: 2 nights × KES 4,500\s+KES 9,000/),
      expect.stringMatching(/Child aged 7 \(3-11\)\s+High: 2 nights × KES 9,900\s+KES 19,800/),
      expect.stringMatching(/Child aged 1 \(0-2\)\s+High: 2 nights × KES 0\s+KES 0/),
    ]);
    expect(await widget(page).getByTestId("party-seasons").innerText()).toMatch(/High season priced 2 nights: .*10 Jul .* to .*11 Jul/);
    expect(await widget(page).getByTestId("party-dates").innerText()).toMatch(/^2 nights: .*10 Jul \d{4} to .*12 Jul \d{4}$/);
    // The tier cards show the rate from-price (2 green-season nights x KES 14,000, less 10%).
    expect(await panel(page).locator('[data-testid="tier-card"]').first().innerText()).toContain("From KES 25,200");

    await panel(page).getByText("International Visitors").click();
    await expect.poll(() => widget(page).getByTestId("party-total").innerText()).toMatch(/^USD 2,556\s+was\s+USD 2,840$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await widget(page).getByRole("button", { name: "Ask about this price" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a custom quote" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Start date").inputValue()).toBe(START);
    expect(await dialog.getByLabel("End date").inputValue()).toBe(`${YEAR}-07-12`);
    expect(await dialog.getByLabel("Adults").inputValue()).toBe("3");
    expect(await dialog.getByLabel("Children", { exact: true }).inputValue()).toBe("2");
    expect(await dialog.getByLabel("Child 1", { exact: true }).inputValue()).toBe("7");
    expect(await dialog.getByLabel("Child 2", { exact: true }).inputValue()).toBe("1");
    const email = `party-${Date.now()}@example.com`;
    await dialog.getByLabel("Full name").fill("Achieng Party");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("I agree to be contacted about my inquiry.").check();
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    await dialog.locator('[data-testid="inquiry-success"]').waitFor();
    await expect.poll(() => storedInquiry(email)?.estimate_total ?? null).toBe(255_600);
    expect(storedInquiry(email)).toMatchObject({ residency: "non_residents", budget_tier: "value", start_date: START, end_date: `${YEAR}-07-12`, pax_adults: 3, pax_children: 2, estimate_currency: "USD" });
    await page.context().close();

    // Staff see it in the console's inquiry detail, on a phone too.
    const PASSWORD = "giraffe lantern acacia 42";
    await ownerOf(server, "owner@twiga.example", PASSWORD);
    const staff = await browser.page("phone");
    await signInInBrowser(staff, server.url, "owner@twiga.example", PASSWORD);
    await staff.goto(`${server.url}/console/inquiries/${storedInquiry(email)!.id}`);
    const estimate = staff.getByTestId("inquiry-estimate");
    expect(await estimate.innerText()).toMatch(/^USD 2,556 \(the site's price when it was sent: Value tier, International Visitors, 2 nights from \d{4}-07-10, 3 adults, 2 children \(7, 1\), with the package's 10% deal \(USD 2,840 before it\)\)/);
    expect(await estimate.innerText()).toContain("3 adults sharing, High: 2 nights x 3 x USD 342 = USD 2,052");
    expect(await seriousA11yViolations(staff)).toEqual([]);
    expect(await hasNoHorizontalOverflow(staff)).toBe(true);
    await staff.context().close();
  });

  it("works without JavaScript: the GET form lands back on the widget with the total, and Book Now carries it", async () => {
    const page = await browser.page("phone", { javaScriptEnabled: false });
    await page.goto(`${server.url}/packages/${family}`, { waitUntil: "domcontentloaded" });
    await widget(page).getByLabel("Start date").fill(START);
    await widget(page).getByRole("button", { name: "Show the price" }).click();
    await page.waitForURL((u) => u.searchParams.get("start") === START && u.hash === "#your-price", { waitUntil: "domcontentloaded" });
    // 2 adults x 2 nights x KES 19,800 (22,000 less the 10% deal).
    expect(await widget(page).getByTestId("party-total").innerText()).toMatch(/^KES 79,200\s+was\s+KES 88,000$/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await widget(page).getByRole("button", { name: "Ask about this price" }).click();
    await page.waitForURL((u) => u.searchParams.get("inquire") === "1", { waitUntil: "domcontentloaded" });
    const inline = page.locator("#inquiry");
    expect(await inline.getByLabel("Start date").inputValue()).toBe(START);
    expect(await inline.getByLabel("Adults").inputValue()).toBe("2");
    await page.context().close();
  });

  it("shows the price function's message for a party larger than any band, and nothing new on a package without rates", async () => {
    const page = await browser.page("desktop");
    await open(page, `/packages/${rhino}`);
    await widget(page).getByLabel("Start date").fill(START);
    await widget(page).getByLabel("Adults").fill("8");
    await expect.poll(() => widget(page).getByTestId("party-price-message").innerText()).toBe("No rate for a party of 8; our rates go up to 7. Contact us for a price.");
    await widget(page).getByLabel("Adults").fill("4");
    // One vehicle for up to 4 in the high season: KES 98,000 for the night.
    await expect.poll(() => widget(page).getByTestId("party-total").innerText()).toBe("KES 98,000");

    await open(page, `/packages/${unrated}`);
    expect(await page.getByTestId("party-price").count()).toBe(0);
    expect(await panel(page).locator('[data-testid="selected-price"]').innerText()).toMatch(/^KES 36,100\s+was\s+KES 38,000$/);
    await page.context().close();
  });
});
