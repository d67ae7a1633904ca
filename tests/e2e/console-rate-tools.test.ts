/**
 * The rate form, the bulk tools and the price tryout in Chromium (decision 0033): an editor adds a
 * rate with a child band, is told beside the field when the single supplement is above the sharing
 * price (what was typed kept), saves, edits it, and the console's price tryout shows the new total;
 * the editor raises the season by 10%, confirms the preview, and the tryout's total follows. Without
 * JavaScript the band buttons (Conform's intents) post the form back with the row added or removed,
 * in a browser with JavaScript off as over HTTP; a party larger than any group band gets the price
 * function's message in the tryout. The pages pass axe and fit a phone.
 *
 * Issue 25 item 6: on a site without the demo (no seasons, no rates), on a package the test makes
 * (a Value tier for residents) instead of the first demo package with a resident tier, whose seasons
 * and rates were cleared.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { createPackage, testTier } from "../helpers/catalogue.ts";
import { tierIds } from "../helpers/rates.ts";
import { withServerData } from "../helpers/server-data.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("console rate tools journeys", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let editorHttp: ConsoleClient;
  let pkg: { id: number; title: string; tierId: number };

  beforeAll(async () => {
    // These journeys build their own seasons and rates, from none.
    server = await startServer({ SEED_DEMO: "false" });
    pkg = await withServerData(server, async (site) => {
      const made = await createPackage(site, { title: "Test rated safari", tiers: [testTier({ tier_type: "value" })] });
      return { id: made.id, title: made.title, tierId: (await tierIds(site, made.id)).value! };
    });
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    browser = await launchBrowser();
    // Seasons through the console's own form, posted as a browser without JavaScript would.
    for (const s of [
      { name: "Low", start: "04-01", end: "06-30" },
      { name: "High", start: "07-01", end: "10-31" },
    ]) {
      expect((await editorHttp.post("/console/rates", { intent: "season", kind: "recurring", priority: "1", ...s })).status).toBe(302);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function tryPrice(page: Page, party: { adults: string; children: string; start: string; nights: string }) {
    await page.getByLabel("Tier", { exact: true }).selectOption(String(pkg.tierId));
    await page.getByLabel("Adults").fill(party.adults);
    await page.getByLabel("Children's ages").fill(party.children);
    await page.getByLabel("First night").fill(party.start);
    await page.getByLabel("Nights").fill(party.nights);
    await page.getByRole("button", { name: "Price it" }).click();
    await page.waitForURL(/try=1/);
    return page.getByTestId("tryout-result");
  }

  it("an editor adds and edits a rate, raises the season by 10%, and the tryout's total follows", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/rates?package=${pkg.id}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Add a rate" }).click();
    await page.waitForURL(`${server.url}/console/rates/${pkg.id}/rate`);
    await hydrated(page);

    await page.getByLabel("Tier").selectOption(String(pkg.tierId));
    await page.getByLabel("Season").selectOption("High");
    await page.getByLabel("Price per adult sharing").fill("15000");
    await page.getByLabel("Single supplement").fill("16000");
    await page.getByRole("button", { name: "Add a child band" }).click();
    await expect.poll(() => page.getByTestId("childBands-row").count()).toBe(1);
    // Focus moved to the new row; what was typed before stayed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-childBands.0.minAge");
    expect(await page.getByLabel("Single supplement").inputValue()).toBe("16000");
    await page.keyboard.type("3");
    await page.getByLabel("To age (band 1)").fill("11");
    await page.getByLabel("Price per night (band 1)").fill("7500");
    // Enter in a field saves (not Remove); the browser-side check refuses the supplement in place.
    await page.getByLabel("Price per night (band 1)").press("Enter");
    await expect.poll(() => page.locator("#f-singleSupplement-error").innerText()).toBe("The single supplement is at most the sharing price.");
    expect(await page.getByLabel("From age (band 1)").inputValue()).toBe("3");
    // The error summary takes the focus, and again when the same refusal comes a second time.
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute("role"));
    await expect.poll(focusedRole).toBe("alert");
    await page.getByLabel("Price per night (band 1)").press("Enter");
    await expect.poll(focusedRole).toBe("alert");
    await page.getByLabel("Single supplement").fill("6000");
    await page.getByRole("button", { name: "Add the rate" }).click();
    await page.waitForURL(`${server.url}/console/rates?package=${pkg.id}&rate=saved`);
    await expect.poll(() => page.getByTestId("rate-row").allInnerTexts()).toEqual([expect.stringMatching(/KES 15,000 per adult sharing, single supplement KES 6,000[\s\S]*Ages 3-11: KES 7,500/)]);
    // It sits in the grid's High row; the tier's other seasons are marked unpriced, each with a link that adds that rate.
    const grid = page.getByTestId("rate-grid").first();
    expect(await grid.getByRole("row", { name: /^High\b/ }).getByTestId("rate-row").count()).toBe(1);
    expect(await grid.getByTestId("rate-unpriced").count()).toBeGreaterThan(0);

    // Edit it in place.
    await page.getByRole("link", { name: /^Edit the .* rate for Kenya Residents, High, KES$/ }).click();
    await page.waitForURL(/\/rate\?tier=/);
    await hydrated(page);
    await page.getByLabel("Price per adult sharing").fill("16000");
    await page.getByRole("button", { name: "Save the rate" }).click();
    await page.waitForURL(`${server.url}/console/rates?package=${pkg.id}&rate=saved`);
    await hydrated(page);
    // The URL is committed before the rates page renders; the rate form has a Tier field too.
    await page.getByTestId("rate-grid").first().waitFor();

    // 2 adults and a child of 5, two high-season nights: 2 x 2 x 16,000 + 2 x 7,500 = 79,000.
    const party = { adults: "2", children: "5", start: "2026-07-10", nights: "2" };
    let result = await tryPrice(page, party);
    await expect.poll(() => result.locator(".c-tryout-total").innerText()).toBe("Total KES 79,000");

    // Raise High by 10% for this package: preview, confirm.
    await page.goto(`${server.url}/console/rates/bulk`);
    await hydrated(page);
    await page.getByLabel("Season", { exact: true }).selectOption("High");
    await page.locator("#f-raise-package").selectOption(String(pkg.id));
    await page.getByLabel("Percentage").fill("10");
    await page.getByRole("region", { name: "Raise or lower a season's prices" }).getByRole("button", { name: "Show what would change" }).click();
    await expect.poll(() => page.getByTestId("bulk-change").allInnerTexts()).toEqual([expect.stringMatching(/KES 16,000 per adult sharing[\s\S]*KES 17,600 per adult sharing, single supplement KES 6,600; Ages 3-11: KES 8,250/)]);
    await page.getByRole("button", { name: "Change the prices" }).click();
    await page.waitForURL(`${server.url}/console/rates/bulk?done=raise&changed=1`);

    // 2 x 2 x 17,600 + 2 x 8,250 = 86,900.
    await page.goto(`${server.url}/console/rates?package=${pkg.id}`);
    await hydrated(page);
    result = await tryPrice(page, party);
    await expect.poll(() => result.locator(".c-tryout-total").innerText()).toBe("Total KES 86,900");
  });

  it("without JavaScript the band buttons post back with the row; a party larger than any band gets the price function's message", async () => {
    // The band buttons are Conform's intents (decision 0072): "Add a group band" posts this.
    const insert = JSON.stringify({ type: "insert", payload: { name: "groupBands" } });
    const form = { tierId: String(pkg.tierId), residency: "residents", season: "Low", currency: "KES", basis: "per_group", "groupBands[0].maxSize": "4", "groupBands[0].amount": "60000" };
    const added = await editorHttp.post(`/console/rates/${pkg.id}/rate`, { ...form, __intent__: insert });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain('name="groupBands[1].maxSize"');
    expect(html).toContain('value="60000"');
    // Adding a row marks nothing wrong yet.
    expect(html).not.toContain('class="c-error"');
    const bad = await editorHttp.post(`/console/rates/${pkg.id}/rate`, { ...form, "groupBands[1].maxSize": "7", "groupBands[1].amount": "50000", op: "save" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The band up to 7 costs less than the band up to 4.");
    const saved = await editorHttp.post(`/console/rates/${pkg.id}/rate`, { ...form, "groupBands[1].maxSize": "7", "groupBands[1].amount": "90000", op: "save" });
    expect(saved.status).toBe(302);

    const page = await browser.page("phone");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/rates?package=${pkg.id}`);
    await hydrated(page);
    const result = await tryPrice(page, { adults: "8", children: "", start: "2026-05-01", nights: "1" });
    await expect.poll(() => result.innerText()).toBe("No rate for a party of 8; our rates go up to 7. Contact us for a price.");
  });

  it("in a browser without JavaScript, the band buttons add and remove rows, keep what was typed, and the rate saves", async () => {
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(`${server.url}/console/rates/${pkg.id}/rate`);
    await page.getByLabel("Tier").selectOption(String(pkg.tierId));
    await page.getByLabel("Season").selectOption("Low");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("Basis").selectOption("per_group");
    await page.getByRole("button", { name: "Add a group band" }).click();
    await page.getByLabel("Up to travellers (band 1)").waitFor();
    await page.getByLabel("Up to travellers (band 1)").fill("2");
    await page.getByLabel("Price per night (band 1)").fill("300");
    await page.getByRole("button", { name: "Add a group band" }).click();
    await page.getByLabel("Up to travellers (band 2)").waitFor();
    // The page came back from the server with the new row and what was typed before.
    expect(await page.getByLabel("Up to travellers (band 1)").inputValue()).toBe("2");
    expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
    expect(await page.getByLabel("Basis").inputValue()).toBe("per_group");
    await page.getByLabel("Up to travellers (band 2)").fill("6");
    await page.getByLabel("Price per night (band 2)").fill("500");
    // Remove band 1: band 2 becomes band 1, its values with it.
    await page.getByRole("button", { name: "Remove group band 1" }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.getByTestId("groupBands-row").count()).toBe(1);
    expect(await page.getByLabel("Up to travellers (band 1)").inputValue()).toBe("6");
    expect(await page.getByLabel("Price per night (band 1)").inputValue()).toBe("500");
    await page.getByRole("button", { name: "Add the rate" }).click();
    await page.waitForURL(`${server.url}/console/rates?package=${pkg.id}&rate=saved`);
    await noJs.close();
    await signedIn.close();
  });

  it("the rate form, the bulk tools and the tryout pass axe and fit a 390 px phone", async () => {
    const page = await browser.page("phone");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    const edit = `/console/rates/${pkg.id}/rate?tier=${pkg.tierId}&residency=residents&season=High&currency=KES`;
    for (const path of [edit, `/console/rates/${pkg.id}/rate`, "/console/rates/bulk", `/console/rates?package=${pkg.id}&try=1&tier=${pkg.tierId}&adults=2&start=2026-07-10&nights=2`]) {
      await page.goto(server.url + path);
      await hydrated(page);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      expect(await hasNoHorizontalOverflow(page), path).toBe(true);
    }
  });
});
