/**
 * /gallery (issue 4 item 5 with items 9 and 10): the grid of responsive
 * images and the lightbox: opens on click, Enter or Space; closes on Escape,
 * backdrop click or the close button; arrow keys move between photos; focus
 * stays inside while open and returns to the opening photo; "No Images Yet".
 * Keyboard-only use, server-rendered meta, phone and desktop, axe.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiGalleryImage } from "#domain/api-types.ts";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { siteCompanyName } from "../helpers/server-data.ts";
import { hasNoHorizontalOverflow, serverRenderedMeta, openHydrated } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;
let company = "";
let images: ApiGalleryImage[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Titles end with the company's name as the site states it (issue 25 item 6: not the demo's, repeated).
  company = await siteCompanyName(server.url);
  images = ((await (await fetch(`${server.url}/api/v1/gallery/?page_size=200`)).json()) as { results: ApiGalleryImage[] }).results;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

const photoButtons = (page: Page) => page.locator('[data-testid="gallery-grid"] button');
const lightbox = (page: Page) => page.getByTestId("lightbox");
const counter = (page: Page) => lightbox(page).locator("[aria-live]").textContent();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
const focusInsideLightbox = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[data-testid="lightbox"]'));

describe("/gallery", () => {
  it("is server-rendered with its own meta tags and a preloaded header image", async () => {
    const meta = await serverRenderedMeta(server.url, "/gallery");
    expect(meta.status).toBe(200);
    expect(meta.title).toBe(`Gallery: moments from our trips | ${company}`);
    expect(meta.description).toMatch(/Photos from our safaris/);
    expect(meta.canonical).toMatch(/\/gallery$/);
    expect(meta.ogImage).toMatch(/\/images\/og\/headers\/gallery\.jpg$/);
    expect(meta.imagePreloads.some((href) => href.includes("headers/gallery"))).toBe(true);
  });

  it.each(["phone", "desktop"] as const)("shows every photo as a responsive picture on a %s", async (viewport) => {
    const page = await browser.page(viewport);
    await open(page, "/gallery");
    expect(await photoButtons(page).count()).toBe(images.length);
    const first = photoButtons(page).first();
    expect(await first.locator('picture source[type="image/avif"]').getAttribute("srcset")).toMatch(/480w.*960w.*1600w/);
    expect(await first.locator("img").getAttribute("alt")).toBe(images[0]!.alt_text);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("works with the keyboard alone: Enter and Space open, arrows move, Tab stays inside, Escape closes and focus returns", async () => {
    const page = await browser.page("desktop");
    await open(page, "/gallery");
    // Tab from the top of the page to the first photo.
    let label: string | null = null;
    for (let i = 0; i < 60 && !label?.startsWith("Open photo:"); i++) {
      await page.keyboard.press("Tab");
      label = await focusedLabel(page);
    }
    expect(label).toBe(`Open photo: ${images[0]!.title}`);
    await page.keyboard.press("Tab");
    const opener = await focusedLabel(page);
    expect(opener).toBe(`Open photo: ${images[1]!.title}`);

    await page.keyboard.press("Enter");
    await lightbox(page).waitFor();
    // The shared layer: a native <dialog> opened modally (top layer, the page behind inert).
    expect(await lightbox(page).evaluate((el) => el.tagName === "DIALOG" && el.matches(":modal"))).toBe(true);
    expect(await lightbox(page).getAttribute("aria-modal")).toBe("true");
    expect(await focusedLabel(page)).toBe("Close");
    expect(await counter(page)).toBe(`Photo 2 of ${images.length}`);
    expect(await lightbox(page).getByText(images[1]!.title, { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toBe(`Photo 3 of ${images.length}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Wraps around from the first photo to the last.
    expect(await counter(page)).toBe(`Photo ${images.length} of ${images.length}`);
    expect(await lightbox(page).locator("figure img").getAttribute("alt")).toBe(images.at(-1)!.alt_text);

    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInsideLightbox(page)).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusInsideLightbox(page)).toBe(true);

    await page.keyboard.press("Escape");
    await lightbox(page).waitFor({ state: "detached" });
    await expect.poll(() => focusedLabel(page)).toBe(opener);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    // Escape closed only the lightbox: still on the gallery.
    expect(new URL(page.url()).pathname).toBe("/gallery");

    await page.keyboard.press("Space");
    await lightbox(page).waitFor();
    expect(await counter(page)).toBe(`Photo 2 of ${images.length}`);
    await page.keyboard.press("Enter"); // on the focused Close button
    await lightbox(page).waitFor({ state: "detached" });
    await expect.poll(() => focusedLabel(page)).toBe(opener);
    await page.context().close();
  });

  it("opens on click and closes with the close button or a click on the backdrop, on a phone", async () => {
    const page = await browser.page("phone");
    await open(page, "/gallery");
    await photoButtons(page).nth(4).click();
    await lightbox(page).waitFor();
    expect(await counter(page)).toBe(`Photo 5 of ${images.length}`);
    await lightbox(page).getByRole("button", { name: "Next photo" }).click();
    expect(await counter(page)).toBe(`Photo 6 of ${images.length}`);
    await lightbox(page).getByRole("button", { name: "Close" }).click();
    await lightbox(page).waitFor({ state: "detached" });

    await photoButtons(page).nth(2).click();
    await lightbox(page).waitFor();
    // The backdrop: the strip above the photo, away from any control.
    await page.mouse.click(150, 100);
    await lightbox(page).waitFor({ state: "detached" });
    await expect.poll(() => focusedLabel(page)).toBe(`Open photo: ${images[2]!.title}`);
    // A click on the photo itself does not close it.
    await photoButtons(page).nth(2).click();
    await lightbox(page).locator("figure img").click();
    expect(await lightbox(page).count()).toBe(1);
    await page.context().close();
  });

  it("shows No Images Yet for an empty gallery", async () => {
    const page = await browser.page("desktop");
    await page.route("**/api/v1/gallery/*", (route) => route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }));
    await open(page, "/faqs");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
    await page.getByRole("heading", { name: "No Images Yet" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows an error state rather than a blank page when the gallery fails", async () => {
    await server.setFaults(["gallery"]);
    try {
      const res = await fetch(`${server.url}/gallery`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Unable to Load Gallery");
    } finally {
      await server.setFaults([]);
    }
  });
});
