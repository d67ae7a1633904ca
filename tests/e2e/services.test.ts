/**
 * /services (issue 4 item 2 with items 9 and 10): the six services in their
 * fixed order, the jump-to-service dropdown, Check Packages links, the 6-card
 * skeleton, "Unable to Load Services" with reload and "No Services
 * Available"; server-rendered meta, phone and desktop, axe.
 *
 * Issue 25 item 6: the six services are the domain's (SERVICE_NAMES; the demo seeds them, no
 * factory makes them), named through it rather than quoted; the company whose name ends the title
 * is the test's own (TEST_COMPANY, written over the demo's).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiService } from "#domain/api-types.ts";
import { SERVICE_NAMES } from "#domain/services.ts";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { hasNoHorizontalOverflow, serverRenderedMeta, openHydrated } from "../helpers/page-checks.ts";
import { createCompanyDetails } from "../helpers/catalogue.ts";
import { withServerData } from "../helpers/server-data.ts";

let server: RunningServer;
let browser: TestBrowser;
let services: ApiService[];
let company = "";
const HONEYMOON = SERVICE_NAMES[3];
const CHRISTIAN = SERVICE_NAMES[4];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  company = await withServerData(server, async (site) => (await createCompanyDetails(site)).name);
  services = ((await (await fetch(`${server.url}/api/v1/services/`)).json()) as { results: ApiService[] }).results;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

const serviceHeadings = (page: Page) => page.locator('[data-testid="service-card"] h2').allTextContents();

describe("/services", () => {
  it("is server-rendered with its own meta tags and a preloaded header image", async () => {
    const meta = await serverRenderedMeta(server.url, "/services");
    expect(meta.status).toBe(200);
    expect(meta.title).toMatch(/^Our Services: .+ \| .+$/);
    expect(meta.title!.endsWith(` | ${company}`)).toBe(true);
    expect(meta.description!.toLowerCase()).toContain(SERVICE_NAMES[0].toLowerCase());
    expect(meta.canonical).toMatch(/\/services$/);
    expect(meta.ogImage).toMatch(/\/images\/og\/headers\/services\.jpg$/);
    expect(meta.imagePreloads.some((href) => href.includes("headers/services"))).toBe(true);
  });

  it.each(["phone", "desktop"] as const)("lists the six services in fixed order with Check Packages links on a %s", async (viewport) => {
    const page = await browser.page(viewport);
    await open(page, "/services");
    expect(await serviceHeadings(page)).toEqual([...SERVICE_NAMES]);
    const hrefs = await page.getByRole("link", { name: /^Check Packages/ }).evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(SERVICE_NAMES.map((name) => `/packages?service_id=${services.find((s) => s.name === name)!.id}&residency=resident`));
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("jumps to the chosen service's section and moves focus there", async () => {
    const page = await browser.page("phone");
    await open(page, "/services");
    const select = page.getByLabel("Jump to a service");
    const options = await select.locator("option").allTextContents();
    expect(options.slice(1)).toEqual([...SERVICE_NAMES]);
    await select.selectOption({ label: CHRISTIAN });
    const section = page.locator('[data-testid="service-card"]', { hasText: CHRISTIAN });
    await expect.poll(() => section.evaluate((el) => document.activeElement === el)).toBe(true);
    // Scrolled so the section's top sits in the viewport, below the sticky bar.
    await expect
      .poll(async () => {
        const top = await section.evaluate((el) => el.getBoundingClientRect().top);
        return top >= 0 && top < 844 / 2;
      })
      .toBe(true);
    await page.context().close();
  });

  it("opens /packages with service_id and residency=resident from Check Packages", async () => {
    const page = await browser.page("desktop");
    await open(page, "/services");
    const honeymoon = services.find((s) => s.name === HONEYMOON)!;
    await page.getByRole("link", { name: `Check Packages: ${HONEYMOON}` }).click();
    await page.waitForURL((url) => url.pathname === "/packages", { waitUntil: "commit" });
    const url = new URL(page.url());
    expect(url.searchParams.get("service_id")).toBe(String(honeymoon.id));
    expect(url.searchParams.get("residency")).toBe("resident");
    await page.context().close();
  });

  it("shows the 6-card skeleton while a client navigation loads, then the services", async () => {
    const page = await browser.page("desktop");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/services/*", async (route) => {
      await gate;
      await route.continue();
    });
    await open(page, "/faqs");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await page.waitForURL(/\/services$/);
    await page.getByTestId("card-skeleton").first().waitFor();
    expect(await page.getByTestId("card-skeleton").count()).toBe(6);
    release();
    await page.locator('[data-testid="service-card"]').first().waitFor();
    expect(await serviceHeadings(page)).toEqual([...SERVICE_NAMES]);
    await page.context().close();
  });

  it("shows No Services Available for an empty list", async () => {
    const page = await browser.page("desktop");
    await page.route("**/api/v1/services/*", (route) => route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }));
    await open(page, "/faqs");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await page.getByRole("heading", { name: "No Services Available" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows Unable to Load Services when the catalogue fails, with a reload that brings them back", async () => {
    await server.setFaults(["services"]);
    try {
      const res = await fetch(`${server.url}/services`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Unable to Load Services");
      const page = await browser.page("phone");
      await page.route("**/api/v1/services/*", (route) => route.fulfill({ status: 503, json: { detail: "down" } }));
      await open(page, "/services");
      await page.getByRole("heading", { name: "Unable to Load Services" }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await server.setFaults([]);
      const reloaded = page.waitForEvent("domcontentloaded");
      await page.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await page.locator('[data-testid="service-card"]').first().waitFor();
      await page.context().close();
    } finally {
      await server.setFaults([]);
    }
  });
});
