/**
 * /info, "Contact us" (issue 4 item 7, with items 9 and 10): email, two tel:
 * links, WhatsApp chat with a prefilled message, Get Directions with the
 * location granted, denied, unavailable and timing out after 8 s, the
 * office address, and the click-to-load map making no third-party request
 * before the click. Meta, phone and desktop, axe.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { site } from "../../demo/content/site.ts";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { hasNoHorizontalOverflow, recordThirdPartyRequests, serverRenderedMeta, waitForHydration } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const OFFICE = `${site.office.lat},${site.office.lng}`;

/** Replaces window.open so the test can read what the page tried to open. */
const captureWindowOpen = () => {
  const w = window as unknown as { __opened: unknown[][] };
  w.__opened = [];
  window.open = (...args: unknown[]) => {
    w.__opened.push(args);
    return null;
  };
};

/** The directions URLs the page opened (the blank tab reserved during the click is left out). */
async function openedUrls(page: Page): Promise<{ url: URL; target: string }[]> {
  const calls = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
  return calls.filter(([url]) => url !== "about:blank").map(([url, target]) => ({ url: new URL(url!), target: target! }));
}

async function clickDirectionsAndWait(page: Page) {
  await page.getByRole("button", { name: "Get Directions" }).click();
  await page.waitForFunction(() => (window as unknown as { __opened: string[][] }).__opened.some(([url]) => url !== "about:blank"), null, {
    timeout: 12_000,
  });
  const [opened] = await openedUrls(page);
  return opened!;
}

describe("/info", () => {
  it("is server-rendered with title, description, canonical, preview tags and a preloaded header image", async () => {
    const meta = await serverRenderedMeta(server.url, "/info");
    expect(meta.status).toBe(200);
    expect(meta.title).toBe(`Contact Us | ${site.name}`);
    expect(meta.description).toMatch(/WhatsApp/);
    expect(meta.canonical).toMatch(/\/info$/);
    expect(meta.ogImage).toContain("/images/og/headers/info.jpg");
    expect(meta.imagePreloads.some((href) => href.includes("headers/info"))).toBe(true);
  });

  it("on desktop: email, two phones, WhatsApp chat with the prefilled message, address; directions with a granted location", async () => {
    const context = await browser.context("desktop", {
      permissions: ["geolocation"],
      geolocation: { latitude: -1.3001, longitude: 36.7802 },
    });
    await context.addInitScript(captureWindowOpen);
    const page = await context.newPage();
    await page.goto(`${server.url}/info`);
    await waitForHydration(page);

    expect(await page.locator("main").getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    const tels = await page.locator('main a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(tels).toEqual(site.phones.map((p) => `tel:${p.replace(/\s/g, "")}`));

    const chat = page.locator("main").getByRole("link", { name: /Chat on WhatsApp/ });
    expect(await chat.getAttribute("target")).toBe("_blank");
    const chatUrl = new URL((await chat.getAttribute("href"))!);
    expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect(chatUrl.searchParams.get("text")).toBe(site.whatsappMessage);

    const address = await page.getByTestId("office-address").innerText();
    expect(address).toContain(site.address.street);
    expect(address).toContain(`${site.address.city}, ${site.address.country}`);

    const { url, target } = await clickDirectionsAndWait(page);
    expect(target).toBe("_blank");
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("origin")).toBe("-1.3001,36.7802");
    expect(url.searchParams.get("destination")).toBe(OFFICE);
    expect(url.searchParams.get("travelmode")).toBe("driving");

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("on a phone: a real new tab, reserved during the click, lands on directions from the visitor's position", async () => {
    const context = await browser.context("phone", {
      permissions: ["geolocation"],
      geolocation: { latitude: -1.2921, longitude: 36.8219 },
    });
    await context.route("https://www.google.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>directions</title>" }));
    const page = await context.newPage();
    await page.goto(`${server.url}/info`);
    await waitForHydration(page);
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Get Directions" }).click()]);
    await expect.poll(() => tab.url(), { timeout: 12_000 }).toContain("/maps/dir/");
    const url = new URL(tab.url());
    expect(url.searchParams.get("origin")).toBe("-1.2921,36.8219");
    expect(url.searchParams.get("destination")).toBe(OFFICE);
    expect(url.searchParams.get("travelmode")).toBe("driving");
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await page.close();
  });

  it("on a phone: a denied location opens driving directions to the office without an origin", async () => {
    const context = await browser.context("phone");
    await context.clearPermissions();
    await context.addInitScript(captureWindowOpen);
    const page = await context.newPage();
    await page.goto(`${server.url}/info`);
    await waitForHydration(page);
    const { url } = await clickDirectionsAndWait(page);
    expect(url.searchParams.has("origin")).toBe(false);
    expect(url.searchParams.get("destination")).toBe(OFFICE);
    expect(url.searchParams.get("travelmode")).toBe("driving");
    await page.close();
  });

  it("without geolocation support, directions open at once without an origin", async () => {
    const context = await browser.context("phone");
    await context.addInitScript(() => {
      delete (Navigator.prototype as unknown as { geolocation?: unknown }).geolocation;
    });
    await context.addInitScript(captureWindowOpen);
    const page = await context.newPage();
    await page.goto(`${server.url}/info`);
    await waitForHydration(page);
    expect(await page.evaluate(() => "geolocation" in navigator)).toBe(false);
    const { url } = await clickDirectionsAndWait(page);
    expect(url.searchParams.has("origin")).toBe(false);
    expect(url.searchParams.get("destination")).toBe(OFFICE);
    await page.close();
  });

  it("a location lookup that never answers gives up after 8 s and opens directions without an origin", async () => {
    const context = await browser.context("desktop");
    // A geolocation that honours the timeout option like the browser does, on the page's (fake) clock.
    await context.addInitScript(() => {
      const w = window as unknown as { __geoOptions?: PositionOptions };
      Object.defineProperty(navigator, "geolocation", {
        configurable: true,
        value: {
          getCurrentPosition(_ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
            w.__geoOptions = options;
            setTimeout(() => fail({ code: 3, message: "Timeout expired", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), options.timeout);
          },
        },
      });
    });
    await context.addInitScript(captureWindowOpen);
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-06-01T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-06-01T08:00:01Z"));
    await page.goto(`${server.url}/info`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get Directions" }).click();
    await page.getByRole("button", { name: "Finding your location..." }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __geoOptions: PositionOptions }).__geoOptions.timeout)).toBe(8000);
    await page.clock.runFor(7900);
    expect(await openedUrls(page)).toEqual([]);
    await page.clock.runFor(200);
    const [opened] = await openedUrls(page);
    expect(opened!.url.searchParams.has("origin")).toBe(false);
    expect(opened!.url.searchParams.get("destination")).toBe(OFFICE);
    expect(await page.getByRole("button", { name: "Get Directions" }).isVisible()).toBe(true);
    await page.close();
  });

  it("on a phone: the map loads only after 'Load map'; Open in Maps links to the office; fits; axe", async () => {
    const page = await browser.page("phone");
    const thirdParty = recordThirdPartyRequests(page, server.url);
    // The maps service is not reachable from tests: answer the embed locally.
    await page.route("https://www.google.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>map</title><p>map</p>" }));
    await page.goto(`${server.url}/info`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const facade = page.getByTestId("map-facade");
    expect(await facade.locator("iframe").count()).toBe(0);
    expect(thirdParty).toEqual([]);

    const open = page.getByRole("link", { name: /Open in Maps/ });
    expect(await open.getAttribute("target")).toBe("_blank");
    expect(new URL((await open.getAttribute("href"))!).searchParams.get("query")).toBe(OFFICE);

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Load map" }).click();
    const frame = facade.locator("iframe");
    await frame.waitFor();
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.host).toBe("www.google.com");
    expect(src.searchParams.get("q")).toBe(OFFICE);
    expect(src.searchParams.get("output")).toBe("embed");
    expect(await frame.getAttribute("title")).toMatch(/Map showing/);
    await expect.poll(() => thirdParty.some((u) => u.startsWith("https://www.google.com/maps"))).toBe(true);
    await page.close();
  });
});
