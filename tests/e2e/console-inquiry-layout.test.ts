/**
 * The inquiry page uses the screen (issue 28 item 1): on a 1366x900 laptop the facts and the
 * actions stand side by side, and status, owner, "Build a quote" and the reply are all on the first
 * screen; on a 390x844 phone the actions come first, with status and the reply box in its first
 * screen. The lost reason shows once "Lost" is chosen, with and without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { createOwner, signInInBrowser } from "../helpers/console.ts";
import { reviewShot } from "../helpers/review-shots.ts";

const OWNER = { email: "wanjiru@twiga.example", password: "acacia heron lantern 58" };
const SCREEN = { phone: 844, desktop: 900 } as const;

let server: RunningServer;
let browser: TestBrowser;
let inquiryId = 0;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: "false" });
  browser = await launchBrowser();
  await createOwner({ DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir }, OWNER.email, OWNER.password);
  const res = await fetch(`${server.url}/api/v1/inquiries/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      full_name: "Achieng Otieno",
      email: "achieng@traveller.example",
      consent: true,
      phone: "+254 700 000 002",
      message: "Four of us would like to see the migration in late August, with a night by a lake on the way.",
      residency: "residents",
      start_date: "2027-08-20",
      end_date: "2027-08-25",
      pax_adults: 4,
      source_page: "contact",
    }),
  });
  expect(res.status).toBe(201);
  inquiryId = (await res.json()).id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Where a control starts and ends, relative to the top of the page as it opens (no scrolling). */
async function box(page: Page, locator: ReturnType<Page["locator"]>) {
  const b = (await locator.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  return { top: b.y + scrollY, left: b.x, bottom: b.y + scrollY + b.height };
}

describe("the inquiry page's layout", () => {
  for (const viewport of ["desktop", "phone"] as const) {
    it(`on a ${viewport}: status, owner, Build a quote and the reply box on the first screen`, async () => {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, OWNER.email, OWNER.password);
      await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const status = await box(page, page.getByLabel("Status", { exact: true }));
      const owner = await box(page, page.getByLabel(/^Owner/));
      const build = await box(page, page.getByRole("button", { name: "Build a quote" }));
      const reply = await box(page, page.getByLabel("Message", { exact: true }));
      const facts = await box(page, page.getByRole("heading", { name: "The traveller and the trip" }));
      expect(status.bottom).toBeLessThanOrEqual(SCREEN[viewport]);
      expect(reply.top).toBeLessThan(SCREEN[viewport]);
      if (viewport === "desktop") {
        expect(owner.bottom).toBeLessThanOrEqual(SCREEN.desktop);
        expect(build.bottom).toBeLessThanOrEqual(SCREEN.desktop);
        // Side by side: the facts to the left of the actions, starting level with them.
        expect(facts.left).toBeLessThan(status.left);
        expect(Math.abs(facts.top - (await box(page, page.getByRole("heading", { name: "Status and owner" }))).top)).toBeLessThan(40);
      } else {
        // The actions before the facts.
        expect(reply.top).toBeLessThan(facts.top);
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await reviewShot(page, `inquiry-${viewport}.png`, { fullPage: true });
    });
  }

  it("asks for the reason only once Lost is chosen, with and without JavaScript", async () => {
    const signedIn = await browser.page("phone");
    await signInInBrowser(signedIn, server.url, OWNER.email, OWNER.password);
    const cookies = await signedIn.context().cookies(server.url);
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.page("phone", { javaScriptEnabled });
      await page.context().addCookies(cookies);
      await page.goto(`${server.url}/console/inquiries/${inquiryId}`);
      const reason = page.getByLabel("Reason, if lost");
      expect(await reason.isVisible(), `js ${javaScriptEnabled}`).toBe(false);
      await page.getByLabel("Status", { exact: true }).selectOption("lost");
      await expect.poll(() => reason.isVisible(), { message: `js ${javaScriptEnabled}` }).toBe(true);
      await page.getByLabel("Status", { exact: true }).selectOption("contacted");
      await expect.poll(() => reason.isVisible()).toBe(false);
      await page.context().close();
    }
  });
});
