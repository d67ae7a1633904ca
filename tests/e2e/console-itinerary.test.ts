/**
 * The itinerary editor journey of issue 11 in Chromium (decision 0027): an editor changes a day of
 * a package's itinerary with the keyboard only (title, overnight, a meal, the rich-text description,
 * moving the day up), publishes, and the public package page shows the structured day and its
 * JSON-LD. Hostile HTML typed into a day's description (through the form a browser without
 * JavaScript sends) never runs or appears on the public page. Without JavaScript the day and
 * destination buttons redraw the form with the change. A new package made at
 * /console/packages/new is not on the site. The editor and the new-package page pass axe and fit
 * 390 px and 1366 px (screenshots with SCREENSHOT_DIR set).
 *
 * Issue 25 item 6: on a site without the demo, the package edited is one the test makes (three
 * days, the first from Nairobi with lunch and dinner, the second with every meal), with three
 * destinations of its own, instead of the demo's Maasai Mara safari.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { createDestination, createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";
const TITLE = "Three days to the reserve";
const FIRST_DAY = { title: "Nairobi to the reserve", places: ["Nairobi", "Narok"], overnight: "Tented camp on the river" };
const SECOND_DAY = "Full day in the reserve";

/** The JSON-LD TouristTrip of the current page. */
async function touristTrip(page: Page): Promise<any> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((x) => x["@type"] === "TouristTrip");
}

describe("console itinerary editor journey", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let packageId = 0;
  let editorHttp: ConsoleClient;
  /** The ids of three destinations the test makes, as the no-JavaScript form posts them. */
  let places: string[] = [];

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: "false" });
    await withServerData(server, async (site) => {
      const made = [];
      for (const name of ["Test reserve", "Test lake", "Test coast"]) made.push(await createDestination(site, { name }));
      places = made.map((d) => String(d.id));
      packageId = (
        await createPackage(site, {
          title: TITLE,
          destination_ids: [made[0]!.id],
          tiers: [
            testTier({
              tier_type: "value",
              days: [
                testDay({ ...FIRST_DAY, lunch: true, dinner: true, description_html: "<p>Out of the city and down into the valley.</p>" }),
                testDay({ title: SECOND_DAY, places: ["Reserve"], overnight: "Tented camp on the river", breakfast: true, lunch: true, dinner: true, description_html: "<p>Game drives.</p>" }),
                testDay({ title: "Back to Nairobi", breakfast: true, description_html: "<p>Home.</p>" }),
              ],
            }),
          ],
        })
      ).id;
    });
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    editorHttp = await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the public page shows each day's places, overnight and meals, and the JSON-LD has the days", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/packages/${packageId}`);
    const first = page.getByTestId("itinerary-day").first();
    expect(await first.getByRole("heading", { level: 3 }).innerText()).toBe(`Day 1: ${FIRST_DAY.title}`);
    expect(await first.getByTestId("itinerary-meals").innerText()).toBe("Lunch and dinner");
    expect(await first.getByTestId("itinerary-places").innerText()).toContain("Narok");
    await first.scrollIntoViewIfNeeded();
    await reviewShot(page, "public-itinerary-desktop.png");
    const trip = await touristTrip(page);
    expect(trip.itinerary.numberOfItems).toBe(3);
    expect(trip.itinerary.itemListElement[0].item.name).toBe(`Day 1: ${FIRST_DAY.title}`);
  });

  it("an editor changes a day and moves it up with the keyboard only, publishes, and the public page and its JSON-LD show it", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const itinerary = page.getByTestId("itinerary-fields").first();
    const day2 = itinerary.getByTestId("itinerary-day").nth(1);

    // Tab into the day's title from the control before it, and type over it.
    await itinerary.getByTestId("itinerary-day").first().getByRole("button", { name: "Remove day 1" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("tiers[0].days[1].title");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Balloon dawn and the river");
    await page.keyboard.press("Tab"); // places
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Mara River\nLookout Hill");
    await page.keyboard.press("Tab"); // overnight
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Riverside Fig Camp");
    await page.keyboard.press("Tab"); // breakfast (ticked)
    await page.keyboard.press("Tab"); // lunch (ticked)
    await page.keyboard.press("Tab"); // dinner (ticked): untick it
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("tiers[0].days[1].dinner");
    await page.keyboard.press("Space");

    // The description: into the rich-text editor, select all, type a new text.
    await day2.getByRole("textbox", { name: "Day 2 description" }).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Lift off before sunrise, then a bush breakfast by the river.");
    await expect.poll(() => day2.locator('input[type="hidden"][name="tiers[0].days[1].description_doc"]').inputValue()).toContain("bush breakfast by the river");

    // Move it up with the keyboard; the form comes back with the day first and the focus on it.
    await day2.getByRole("button", { name: "Move day 2 up" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => itinerary.getByTestId("itinerary-day").first().locator("legend").first().innerText()).toBe("Day 1: Balloon dawn and the river");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("day-0-0-down");
    const moved = itinerary.getByTestId("itinerary-day").first();
    expect(await moved.getByLabel("Overnight (lodge or camp)").inputValue()).toBe("Riverside Fig Camp");
    expect(await moved.getByLabel("Dinner").isChecked()).toBe(false);
    await expect.poll(() => moved.getByRole("textbox", { name: "Day 1 description" }).innerText()).toContain("bush breakfast by the river");
    expect(await itinerary.getByTestId("itinerary-day").nth(1).getByLabel("Day 2 heading").inputValue()).toBe(FIRST_DAY.title);
    await reviewShot(page, "itinerary-moved-desktop.png");

    // Publish from the keyboard.
    await page.getByRole("button", { name: "Publish" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Published. The public site shows the change now.").waitFor();

    const api = await (await fetch(`${server.url}/api/v1/packages/${packageId}/`)).json();
    expect(api.tiers[0].itinerary_details_html).toMatch(/^<h4>Day 1: Balloon dawn and the river<\/h4>\n<p>Lift off before sunrise, then a bush breakfast by the river\.<\/p>/);
    expect(api.tiers[0].itinerary_days[0]).toMatchObject({ overnight: "Riverside Fig Camp", meals: ["breakfast", "lunch"], places: ["Mara River", "Lookout Hill"] });

    const visitor = await browser.page("desktop");
    await visitor.goto(`${server.url}/packages/${packageId}`);
    const first = visitor.getByTestId("itinerary-day").first();
    expect(await first.getByRole("heading", { level: 3 }).innerText()).toBe("Day 1: Balloon dawn and the river");
    expect(await first.getByTestId("itinerary-overnight").innerText()).toBe("Riverside Fig Camp");
    expect(await first.getByTestId("itinerary-meals").innerText()).toBe("Breakfast and lunch");
    expect(await first.getByTestId("itinerary-places").innerText()).toBe("Mara River · Lookout Hill");
    expect(await first.innerText()).toContain("Lift off before sunrise");
    expect(await visitor.getByTestId("itinerary-day").nth(1).getByRole("heading", { level: 3 }).innerText()).toBe(`Day 2: ${FIRST_DAY.title}`);
    const trip = await touristTrip(visitor);
    expect(trip.itinerary.itemListElement[0].item).toMatchObject({
      name: "Day 1: Balloon dawn and the river",
      description: "Lift off before sunrise, then a bush breakfast by the river.",
    });
  });

  it("hostile HTML in a day's description, sent by a browser without JavaScript, never runs or shows on the public page", async () => {
    const signedIn = await browser.context("desktop");
    const jsPage = await signedIn.newPage();
    await signInInBrowser(jsPage, server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    const page = await noJs.newPage();
    await page.goto(`${server.url}/console/packages/${packageId}`);
    // Without JavaScript the description is a textarea of HTML, which the server sanitises.
    const description = page.locator('textarea[name="tiers[0].days[0].description_html"]');
    await description.fill(
      `<p>Safe words.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">click</a><svg onload="window.__pwned = 4"></svg><p onclick="window.__pwned = 5">Tap</p>`,
    );
    await page.locator('input[name="tiers[0].days[0].title"]').fill(`</script><script>window.__pwned = 6</script>Hostile day`);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published. The public site shows the change now.").waitFor();

    const visitor = await browser.page("desktop");
    const dialogs: string[] = [];
    visitor.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await visitor.goto(`${server.url}/packages/${packageId}`);
    await visitor.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const first = visitor.getByTestId("itinerary-day").first();
    expect(await first.innerText()).toContain("Safe words.");
    expect(await first.getByRole("heading", { level: 3 }).innerText()).toBe("Day 1: </script><script>window.__pwned = 6</script>Hostile day");
    expect(await first.locator("script, img, svg, [onclick], a[href^='javascript']").count()).toBe(0);
    await first.getByText("click").click();
    expect(await visitor.evaluate(() => (window as any).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const trip = await touristTrip(visitor);
    expect(trip.itinerary.itemListElement[0].item.name).toBe("Day 1: </script><script>window.__pwned = 6</script>Hostile day");
  });

  it("without JavaScript, the day and destination buttons redraw the form with the change, saving nothing", async () => {
    // The form as a browser without JavaScript posts it (Conform's names, decision 0072), with the button pressed.
    const fields = {
      title: "Typed before moving",
      "tiers[0].tier_type": "value",
      "tiers[0].days[0].title": "First",
      "tiers[0].days[0].overnight": "Camp One",
      "tiers[0].days[0].dinner": "on",
      "tiers[0].days[1].title": "Second",
      "destination_ids[0]": places[0]!,
      "destination_ids[1]": places[1]!,
    };
    const press = async (button: Record<string, string>) => (await (await editorHttp.post(`/console/packages/${packageId}`, { ...fields, ...button })).text()).replaceAll("<!-- -->", "");
    const rowIntent = (type: string, payload: object) => ({ __intent__: JSON.stringify({ type, payload }) });
    const moved = await press(rowIntent("reorder", { name: "tiers[0].days", from: 0, to: 1 }));
    expect(moved).toContain('name="tiers[0].days[0].title" value="Second"');
    expect(moved).toContain('name="tiers[0].days[1].title" value="First"');
    expect(moved).toContain('name="tiers[0].days[1].overnight" value="Camp One"');
    expect(moved).toMatch(/name="tiers\[0\]\.days\[1\]\.dinner"[^>]*checked/);
    expect(moved).toContain('value="Typed before moving"');
    const added = await press(rowIntent("insert", { name: "tiers[0].days" }));
    expect(added).toContain('name="tiers[0].days[2].title"');
    const removed = await press(rowIntent("remove", { name: "tiers[0].days", index: 0 }));
    expect(removed).toContain('name="tiers[0].days[0].title" value="Second"');
    expect(removed).not.toContain('name="tiers[0].days[1].title"');
    // Another tier starts from a copy of the first tier's days; its own days are replaced.
    const copied = await press({ "tiers[1].tier_type": "premier", "tiers[1].days[0].title": "Old", intent: "copy-days-1", copy_days_from_1: "0" });
    expect(copied).toContain('name="tiers[1].days[0].title" value="First"');
    expect(copied).toContain('name="tiers[1].days[1].title" value="Second"');
    expect(copied).toContain('name="tiers[0].days[0].title" value="First"');
    expect(copied).not.toContain('value="Old"');
    const up = await press(rowIntent("reorder", { name: "destination_ids", from: 1, to: 0 }));
    expect(up).toContain(`name="destination_ids[0]" value="${places[1]}"`);
    expect(up).toContain(`name="destination_ids[1]" value="${places[0]}"`);
    const withThird = await press({ intent: "add-destination", destination_add: places[2]! });
    expect(withThird).toContain(`name="destination_ids[2]" value="${places[2]}"`);
    const api = await (await fetch(`${server.url}/api/v1/packages/${packageId}/`)).json();
    expect(api.package_title).toBe(TITLE);
  });

  it("a new package made at /console/packages/new is a draft nobody sees", async () => {
    const page = await browser.page("desktop");
    await signInAs(page);
    await page.goto(`${server.url}/console/packages`);
    await page.getByRole("link", { name: "Create a new package" }).click();
    await page.getByRole("heading", { name: "New package" }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    // The same schema as the server, in the browser: a title is needed.
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.locator("#f-title-error").innerText()).toBe("Enter a title.");
    await page.getByLabel("Title").fill("Amboseli Elephant Weekend");
    await page.getByRole("button", { name: "Create draft" }).click();
    await page.getByText("Package created as a draft. Nobody sees it until you publish it.").waitFor();
    expect(await page.getByTestId("edit-status").innerText()).toBe("Not published yet");
    const id = Number(/\/console\/packages\/(\d+)/.exec(page.url())![1]);
    expect((await fetch(`${server.url}/packages/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/packages/${id}/`)).status).toBe(404);
    // Publishing without services, tiers and images is refused with the reasons.
    await page.getByRole("button", { name: "Publish" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Choose at least one service before publishing.");
    expect((await fetch(`${server.url}/api/v1/packages/${id}/`)).status).toBe(404);
  });

  it("the itinerary editor and the new-package page pass axe and fit a 390 px phone and a 1366 px screen", async () => {
    // The console draws the same markup at every width (no width-dependent hiding), so axe runs
    // once, on the phone; overflow and screenshots are checked at both widths.
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await browser.page(viewport);
      await signInAs(page);
      await page.goto(`${server.url}/console/packages/${packageId}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.getByTestId("itinerary-day").first().scrollIntoViewIfNeeded();
      await reviewShot(page, `itinerary-editor-${viewport}.png`);
      await page.locator("#h-links").scrollIntoViewIfNeeded();
      await reviewShot(page, `services-destinations-${viewport}.png`);
      await page.goto(`${server.url}/console/packages/new`);
      if (viewport === "phone") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await reviewShot(page, `new-package-${viewport}.png`);
    }
  });

  async function signInAs(page: Page) {
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
  }
});
