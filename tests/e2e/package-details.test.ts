/**
 * /packages/{id} (SPEC §2, §4, §5, §8): residency selector and tier cards,
 * tier prices, itinerary per tier, the inquiry modal (prefill, Escape,
 * overlay, scroll lock, focus trap and return), Package Not Found with a 404
 * and under the fault switch, preview tags, and accessibility checks.
 *
 * Issue 25 item 6: the packages are the test's own, made alongside the demo's (whose company
 * details give the footer its licence line): one with KES tiers for residents and East Africans and
 * USD tiers for international visitors with a 5% deal, one with a single tier for everyone, and
 * one whose tier is Contact for Pricing, instead of the demo's packages 1, 5 and 37.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

let server: RunningServer;
let browser: TestBrowser;

const TITLE = "Test plains classic";
/** KES tiers for residents and East Africans, USD tiers for international visitors, a 5% deal. */
let SPLIT_PRICES = 0;
/** One single tier for everyone. */
let LONE_TIER = 0;
/** One tier without any price: Contact for Pricing. */
let CONTACT = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await withServerData(server, async (site) => {
    const days = [testDay({ title: "Nairobi to the plains", lunch: true, dinner: true }), testDay({ title: "Game drives", breakfast: true, lunch: true, dinner: true }), testDay({ title: "Back to Nairobi", breakfast: true })];
    const extras = { inclusions: ["Park fees", "Game drives in a 4x4"], exclusions: ["Flights", "Tips"], days };
    const local = { for_residents: true, for_east_africans: true, for_non_residents: false, price_usd: null };
    const abroad = { for_residents: false, for_east_africans: false, for_non_residents: true, price_kshs: null };
    SPLIT_PRICES = (
      await createPackage(site, {
        title: TITLE,
        is_deal: true,
        deal_percent: 5,
        tiers: [
          testTier({ ...extras, ...local, tier_type: "value", price_kshs: 38_000 }),
          testTier({ ...extras, ...local, tier_type: "comfort", price_kshs: 62_000 }),
          testTier({ ...extras, ...local, tier_type: "premier", price_kshs: 95_000 }),
          testTier({ ...extras, ...abroad, tier_type: "value", price_usd: 650 }),
          testTier({ ...extras, ...abroad, tier_type: "comfort", price_usd: 1_050 }),
          testTier({ ...extras, ...abroad, tier_type: "premier", price_usd: 1_900 }),
        ],
      })
    ).id;
    LONE_TIER = (await createPackage(site, { tiers: [testTier({ tier_type: "single", for_east_africans: true, for_non_residents: true, price_usd: 500, days })] })).id;
    CONTACT = (await createPackage(site, { tiers: [testTier({ tier_type: "single", price_kshs: null, contact_for_pricing: true })] })).id;
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


async function open(page: Page, path: string) {
  const res = await page.goto(server.url + path, { waitUntil: "domcontentloaded" });
  await page.locator('[data-testid="booking-panel"][data-hydrated]').locator("visible=true").waitFor();
  return res;
}

const panel = (page: Page) => page.locator('[data-testid="booking-panel"]').locator("visible=true");
const tierCards = (page: Page) => panel(page).locator('[data-testid="tier-card"]');

describe.each(["desktop", "phone"] as const)("package details on %s", (viewport) => {
  it("shows resident tiers first, switches prices with residency and selects a clicked tier", async () => {
    const page = await browser.page(viewport);
    await open(page, `/packages/${SPLIT_PRICES}`);
    const residents = panel(page).getByRole("radio", { name: "Kenya Residents" });
    expect(await residents.isChecked()).toBe(true);
    expect(await tierCards(page).count()).toBe(3);
    expect(await tierCards(page).first().getAttribute("data-selected")).toBe("true");
    // Every tier shows its price less the package's 5% deal rule (decision 0045), the full price struck through.
    expect(await tierCards(page).allInnerTexts()).toEqual([
      expect.stringMatching(/KES 36,100\s+was\s+KES 38,000/),
      expect.stringMatching(/KES 58,900\s+was\s+KES 62,000/),
      expect.stringMatching(/KES 90,250\s+was\s+KES 95,000/),
    ]);
    expect(await panel(page).locator('[data-testid="selected-price"]').innerText()).toMatch(/^KES 36,100\s+was\s+KES 38,000$/);

    await panel(page).getByText("International Visitors").click();
    expect(await tierCards(page).allInnerTexts()).toEqual([
      expect.stringContaining("USD 617"),
      expect.stringContaining("USD 997"),
      expect.stringContaining("USD 1,805"),
    ]);
    // The first matching tier is selected again for the new residency.
    expect(await panel(page).locator('[data-testid="selected-price"]').innerText()).toMatch(/^USD 617\b/);

    await tierCards(page).nth(2).click();
    expect(await tierCards(page).nth(2).getAttribute("data-selected")).toBe("true");
    expect(await tierCards(page).nth(0).getAttribute("data-selected")).toBe("false");
    expect(await panel(page).locator('[data-testid="selected-price"]').innerText()).toMatch(/^USD 1,805\b/);
    // The itinerary, inclusions and exclusions follow the chosen tier.
    expect(await page.locator("#itinerary-heading").locator("..").innerText()).toContain("Premier tier");
    expect(await page.locator('[data-testid="itinerary"]').innerText()).toMatch(/Day 1/);
    expect(await page.locator('[data-testid="inclusions"] li').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="exclusions"] li').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("opens the inquiry modal prefilled, and closes it with Escape and the overlay", async () => {
    const page = await browser.page(viewport);
    await open(page, `/packages/${SPLIT_PRICES}`);
    await panel(page).getByText("East African Residents").click();
    await tierCards(page).nth(1).click();
    const bookNow = panel(page).getByRole("button", { name: "Book Now" });
    await bookNow.click();
    const dialog = page.getByRole("dialog", { name: "Book this package" });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    expect(await dialog.evaluate((el) => el.tagName === "DIALOG" && el.matches(":modal"))).toBe(true);
    expect(await dialog.getByLabel("Package").inputValue()).toBe(String(SPLIT_PRICES));
    expect(await dialog.getByLabel("Residency").inputValue()).toBe("east_africans");
    expect(await dialog.getByLabel("Budget tier").inputValue()).toBe("comfort");
    expect(await dialog.getByLabel("Full name")).toBeTruthy();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("full_name");

    // Focus stays inside: Tab past the last control wraps to the first, Shift+Tab wraps back.
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    expect(await bookNow.evaluate((el) => el === document.activeElement)).toBe(true);

    await panel(page).getByRole("button", { name: "Get Custom Quote" }).click();
    const quote = page.getByRole("dialog", { name: "Get a custom quote" });
    await quote.waitFor();
    await page.mouse.click(5, 20);
    await quote.waitFor({ state: "detached" });
    await page.context().close();
  });
});

describe("package details rules", () => {
  it("selects a lone tier automatically and says Contact for Pricing without a price", async () => {
    const page = await browser.page("phone");
    await open(page, `/packages/${LONE_TIER}`);
    expect(await tierCards(page).count()).toBe(1);
    expect(await tierCards(page).first().getAttribute("data-selected")).toBe("true");
    expect(await tierCards(page).first().innerText()).toContain("Single Tier");
    // A tier without any price reads Contact for Pricing.
    await open(page, `/packages/${CONTACT}`);
    expect(await tierCards(page).first().getAttribute("data-selected")).toBe("true");
    expect(await panel(page).locator('[data-testid="selected-price"]').innerText()).toBe("Contact for Pricing");
    await page.context().close();
  });

  it("answers 404 with Package Not Found for an unknown package", async () => {
    const page = await browser.page("desktop");
    const res = await page.goto(`${server.url}/packages/99999`, { waitUntil: "domcontentloaded" });
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Package Not Found", level: 2 }).waitFor();
    expect(await page.getByText("The package you're looking for doesn't exist or has been removed.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Browse All Packages" }).click();
    await page.waitForURL((u) => u.pathname === "/packages");
    await page.context().close();
  });

  it("shows Package Not Found when the package cannot be read", async () => {
    const page = await browser.page("phone");
    await server.setFaults(["packages"]);
    try {
      await page.goto(`${server.url}/packages/${SPLIT_PRICES}`, { waitUntil: "domcontentloaded" });
      await page.getByRole("heading", { name: "Package Not Found", level: 2 }).waitFor();
      expect(await page.getByRole("link", { name: "Browse All Packages" }).isVisible()).toBe(true);
    } finally {
      await server.setFaults([]);
    }
    await page.context().close();
  });

  it("sets title, description with the from-price and the package's own preview image", async () => {
    const page = await browser.page("desktop", { javaScriptEnabled: false });
    await page.goto(`${server.url}/packages/${SPLIT_PRICES}`, { waitUntil: "domcontentloaded" });
    const title = await page.title();
    expect(title).toContain(TITLE);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/From KES 36,100\.$/);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/\/images\/og\/.+\.jpg$/);
    expect(ogImage).not.toContain("headers/");
    expect(await page.locator('meta[property="product:price:amount"]').getAttribute("content")).toBe("36100");
    // Without JavaScript the tiers still show with prices, and Book Now leads to the inline form.
    expect(await page.locator('[data-testid="tier-card"]').first().innerText()).toContain("KES");
    await page.context().close();
  });

  it("has no serious accessibility violations, with and without the modal open", async () => {
    const page = await browser.page("desktop");
    await open(page, `/packages/${SPLIT_PRICES}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await panel(page).getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("prices and Book Now on a phone (issue 12 item 5)", () => {
  it("shows the price basis and the deposit terms beside Book Now; the sticky bar covers neither back-to-top nor the licence line", async () => {
    const page = await browser.page("phone");
    await open(page, `/packages/${SPLIT_PRICES}`);
    const panel = page.locator('[data-testid="booking-panel"]').locator("visible=true").first();
    expect(await panel.locator('[data-testid="price-basis"]').innerText()).toBe("per person sharing");
    expect(await panel.locator('[data-testid="booking-terms"]').innerText()).toContain("50% deposit");
    expect(await page.locator('[data-testid="sticky-book-bar"]').innerText()).toContain("per person sharing");

    // Instant: the page's smooth scrolling can take seconds on a busy machine.
    const toBottom = () => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await toBottom();
    await page.locator("[data-back-to-top]:not([hidden])").waitFor();
    await page.waitForFunction(() => !document.querySelector("[data-sticky-book-bar]")!.hasAttribute("inert"), undefined, { timeout: 60_000 });
    await toBottom();
    const box = await page.evaluate(() => {
      const rect = (el: Element | null | undefined) => el!.getBoundingClientRect();
      const licence = [...document.querySelectorAll("footer p")].find((p) => p.textContent?.includes("Licensed by"));
      return {
        bar: rect(document.querySelector("[data-sticky-book-bar]")).top,
        button: { top: rect(document.querySelector("[data-back-to-top]")).top, bottom: rect(document.querySelector("[data-back-to-top]")).bottom },
        licence: rect(licence).bottom,
      };
    });
    expect(box.button.bottom).toBeLessThanOrEqual(box.bar);
    expect(box.licence).toBeLessThanOrEqual(box.bar);
    expect(box.licence).toBeLessThanOrEqual(box.button.top);
    await page.context().close();
  });
});
