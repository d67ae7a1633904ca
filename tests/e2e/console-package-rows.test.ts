/**
 * The package editor as a Conform form (issue 25 item 4, decision 0072), in a browser without
 * JavaScript: adding a day to a tier, a line to what it includes and removing an activity each come
 * back with the change and everything typed kept, nothing saved; Save then stores exactly that. An
 * invalid edit (a negative price, a negative activity cost) is refused by the server with each
 * error beside its field and in the summary, every typed value kept and nothing stored; with
 * JavaScript the same edit is refused in the browser with the same messages. With JavaScript, a
 * day, a tier and an activity are added or removed in place (no request, the keyboard on the new
 * row), while "Copy days" and "Add destination" ask the server, whose answer changes just those
 * rows; Save stores it all.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser } from "../helpers/console.ts";
import { createDestination, createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

const PASSWORD = "giraffe lantern acacia 42";
const EDITOR = "editor@twiga.example";
const TITLE = "Test rows of the package form";
const ACTIVITIES = [
  { id: null, activity_name: "Balloon at dawn", cost_kshs: 52_000, cost_usd: null, description: "Over the plains." },
  { id: null, activity_name: "Village walk", cost_kshs: 2_500, cost_usd: null, description: "With a guide." },
];

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

describe("the package editor's rows and errors (Conform)", () => {
  let server: RunningServer;
  let browser: TestBrowser;
  let packageId = 0;
  let destination = { id: 0, name: "" };
  /** The package's draft, or its live document when there is none, as the editor stores it. */
  const stored = () => withServerData(server, async (site) => (await site.packageEditor.view(packageId))!);

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: "false" });
    packageId = await withServerData(server, async (site) => {
      destination = await createDestination(site, { name: "Test crater" });
      return (
        await createPackage(site, {
          title: TITLE,
          tiers: [testTier({ tier_type: "value", price_kshs: 38_000, inclusions: ["Park fees"], exclusions: ["Flights"], days: [testDay({ title: "Arrival" }), testDay({ title: "Game drives" })] })],
          optional_activities: ACTIVITIES,
        })
      ).id;
    });
    const owner = await ownerOf(server, "owner@twiga.example", PASSWORD);
    await inviteAndSignIn(owner, server.databaseUrl, { email: EDITOR, role: "editor", password: PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const noJsPage = async () => {
    const signedIn = await browser.context("desktop");
    await signInInBrowser(await signedIn.newPage(), server.url, EDITOR, PASSWORD);
    const noJs = await browser.context("desktop", { javaScriptEnabled: false });
    await noJs.addCookies(await signedIn.cookies());
    return noJs.newPage();
  };

  it("without JavaScript, adds a day to a tier and a line to what it includes, removes an activity, keeping what was typed; Save stores exactly that", async () => {
    const page = await noJsPage();
    await page.goto(`${server.url}/console/packages/${packageId}`);
    const tier = page.getByTestId("tier-fields").first();
    const days = tier.getByTestId("itinerary-day");
    expect(await days.count()).toBe(2);

    await page.getByLabel("Title", { exact: true }).fill("Typed before the rows");
    await tier.getByLabel("Included", { exact: true }).fill("Park fees\nSundowner drinks");
    await tier.getByRole("button", { name: "Add a day to tier 1" }).click();
    await expect.poll(() => days.count()).toBe(3);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Typed before the rows");
    expect(await tier.getByLabel("Included", { exact: true }).inputValue()).toBe("Park fees\nSundowner drinks");
    await days.nth(2).getByLabel("Day 3 heading").fill("Back to Nairobi");
    await days.nth(2).getByLabel("Breakfast").check();

    await page.getByRole("button", { name: "Remove activity 1" }).click();
    await expect.poll(() => page.getByRole("button", { name: /^Remove activity \d$/ }).count()).toBe(1);
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Village walk");
    expect(await days.nth(2).getByLabel("Day 3 heading").inputValue()).toBe("Back to Nairobi");
    expect(await days.nth(2).getByLabel("Breakfast").isChecked()).toBe(true);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Typed before the rows");
    // A row button saves nothing.
    expect((await stored()).draft).toBeNull();

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(`${server.url}/console/packages/${packageId}?done=saved`);
    const { document: doc } = await stored();
    expect(doc.title).toBe("Typed before the rows");
    expect(doc.tiers[0]!.inclusions).toEqual(["Park fees", "Sundowner drinks"]);
    expect(doc.tiers[0]!.exclusions).toEqual(["Flights"]);
    expect(doc.tiers[0]!.days.map((d) => d.title)).toEqual(["Arrival", "Game drives", "Back to Nairobi"]);
    expect(doc.tiers[0]!.days[2]).toMatchObject({ breakfast: true, lunch: false, dinner: false, places: [], overnight: "" });
    expect(doc.optional_activities).toEqual([expect.objectContaining({ activity_name: "Village walk", cost_kshs: 2_500, description: "With a guide." })]);
    expect(doc.optional_activities[0]!.id).toEqual(expect.any(Number));
    // The public site still shows the published package.
    expect((await (await fetch(`${server.url}/api/v1/packages/${packageId}/`)).json()).package_title).toBe(TITLE);
  });

  it("without JavaScript, a negative price and cost are refused beside their fields and in the summary, every typed value kept, nothing stored", async () => {
    const page = await noJsPage();
    await page.goto(`${server.url}/console/packages/${packageId}`);
    const before = (await stored()).document;
    const tier = page.getByTestId("tier-fields").first();
    await page.getByLabel("Title", { exact: true }).fill("Typed with mistakes");
    await tier.getByLabel("Price in KES").fill("-5000");
    await tier.getByLabel("Included", { exact: true }).fill("Park fees\nA typed line");
    await page.getByLabel("Cost in KES").first().fill("-20");
    await page.getByRole("button", { name: "Save draft" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Please correct what is marked below.");
    expect(await page.locator("#f-tiers-0-price_kshs-error").innerText()).toBe("Enter a whole number, e.g. 35900.");
    expect(await tier.getByLabel("Price in KES").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#f-optional_activities-0-cost_kshs-error").innerText()).toBe("Enter a whole number, e.g. 35900.");
    expect(await tier.getByLabel("Price in KES").inputValue()).toBe("-5000");
    expect(await page.getByLabel("Cost in KES").first().inputValue()).toBe("-20");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Typed with mistakes");
    expect(await tier.getByLabel("Included", { exact: true }).inputValue()).toBe("Park fees\nA typed line");
    expect(await tier.getByTestId("itinerary-day").count()).toBe(3);
    expect((await stored()).document).toEqual(before);
  });

  it("with JavaScript, the same mistakes are refused in the browser with the same messages, posting nothing", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    const tier = page.getByTestId("tier-fields").first();
    await tier.getByLabel("Price in KES").fill("-5000");
    await page.getByLabel("Cost in KES").first().fill("-20");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.locator("#f-tiers-0-price_kshs-error").innerText()).toBe("Enter a whole number, e.g. 35900.");
    expect(await page.locator("#f-optional_activities-0-cost_kshs-error").innerText()).toBe("Enter a whole number, e.g. 35900.");
    expect(await tier.getByLabel("Price in KES").inputValue()).toBe("-5000");
    expect(posts).toEqual([]);
  });

  it("with JavaScript, days, tiers and activities change in place posting nothing, the keyboard on the new row; a destination and a copy of a tier's days come from the server; Save stores them", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, EDITOR, PASSWORD);
    await page.goto(`${server.url}/console/packages/${packageId}`);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    const tiers = page.getByTestId("tier-fields");

    // In place: a day (the keyboard on its heading), a tier, an activity removed.
    await tiers.first().getByRole("button", { name: "Add a day to tier 1" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-tiers-0-days-3-title");
    await page.keyboard.type("A day added in place");
    await page.getByRole("button", { name: "Add a tier" }).click();
    await expect.poll(() => tiers.count()).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-tiers-1-tier_type");
    await tiers.nth(1).getByLabel("Price in KES").fill("61000");
    await page.getByRole("button", { name: "Remove activity 1" }).click();
    await expect.poll(() => page.getByRole("button", { name: /^Remove activity \d$/ }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("add-activity");
    expect(posts).toEqual([]);

    // From the server, answered as Conform's change: tier 2 starts from tier 1's days as typed, and a destination.
    await tiers.nth(1).getByLabel("Replace these days with a copy of").selectOption({ label: "The days of tier 1" });
    await tiers.nth(1).getByRole("button", { name: "Copy days" }).click();
    await expect.poll(() => tiers.nth(1).getByTestId("itinerary-day").count()).toBe(4);
    expect(await tiers.nth(1).getByLabel("Day 4 heading").inputValue()).toBe("A day added in place");
    expect(await tiers.nth(1).getByLabel("Price in KES").inputValue()).toBe("61000");
    await page.getByLabel("Add a destination").selectOption({ label: destination.name });
    await page.getByRole("button", { name: "Add destination" }).click();
    await expect.poll(() => page.getByTestId("package-destinations").innerText()).toContain(`1. ${destination.name}`);
    expect(await tiers.first().getByLabel("Day 4 heading").inputValue()).toBe("A day added in place");
    expect(posts.length).toBe(2);
    expect((await stored()).document.tiers).toHaveLength(1);

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved. The public site is unchanged").waitFor();
    const { document: doc } = await stored();
    expect(doc.tiers.map((t) => [t.tier_type, t.price_kshs, t.days.length])).toEqual([
      ["value", 38_000, 4],
      ["value", 61_000, 4],
    ]);
    expect(doc.tiers[1]!.days[3]!.title).toBe("A day added in place");
    expect(doc.tiers[1]!.inclusions).toEqual([]);
    expect(doc.optional_activities).toEqual([]);
    expect(doc.destination_ids).toEqual([destination.id]);
  });
});
