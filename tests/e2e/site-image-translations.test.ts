/**
 * The site's images in the page's language (issue 29, decision 0078), in Chromium over the demo: the
 * German home page's hero has the German alt text and its slider data the German caption (captions
 * are never drawn, SPEC §2, but they travel with the page), the German contact page's header image
 * has German alt text, and the Chinese gallery's photos and lightbox Chinese ones; the English pages
 * keep their English, before and after hydration.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { openHydrated } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heroAlt = (page: Page) => page.locator('section[aria-labelledby="hero-heading"] img').first().getAttribute("alt");
const headerAlt = (page: Page) => page.locator("main img").first().getAttribute("alt");
const document = async (path: string) => (await fetch(server.url + path)).text();

describe("the site's images in the page's language", () => {
  it("the German home page: German hero alt text and slider caption; the English one as before", async () => {
    const page = await browser.page("desktop");
    await openHydrated(page, `${server.url}/de/`);
    expect(await heroAlt(page)).toBe("Giraffen und Elefanten in der Savanne im warmen Abendlicht");
    const german = await document("/de/");
    expect(german).toContain("Entdecken Sie Kenia mit Twiga Horizons");
    expect(german).not.toContain("Discover Kenya with Twiga Horizons");
    expect(german).not.toContain("Giraffes and elephants on the savanna at golden hour");

    await openHydrated(page, `${server.url}/`);
    expect(await heroAlt(page)).toBe("Giraffes and elephants on the savanna at golden hour");
    const english = await document("/");
    expect(english).toContain("Discover Kenya with Twiga Horizons");
    expect(english).not.toContain("Entdecken Sie Kenia");
    await page.context().close();
  });

  it("the German contact page's header image has German alt text, the English one English", async () => {
    const page = await browser.page("phone");
    await openHydrated(page, `${server.url}/de/contact`);
    expect(await headerAlt(page)).toBe("Die Skyline von Nairobi, wo unser Büro liegt");
    await openHydrated(page, `${server.url}/contact`);
    expect(await headerAlt(page)).toBe("Nairobi skyline where our office is based");
    await page.context().close();
  });

  it("the Chinese gallery: every photo's alt text and the lightbox's title in Chinese, as the API answers lang=zh", async () => {
    const chinese = ((await (await fetch(`${server.url}/api/v1/gallery/?lang=zh&page_size=200`)).json()) as { results: Array<{ title: string; alt_text: string }> }).results;
    const page = await browser.page("desktop");
    await openHydrated(page, `${server.url}/zh/gallery`);
    const grid = page.locator('[data-testid="gallery-grid"] button img');
    expect(await grid.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(chinese.map((p) => p.alt_text));
    expect(chinese.map((p) => p.alt_text)).toContain("湖岸边的粉色火烈鸟");
    expect(await headerAlt(page)).toBe("东非大裂谷湖畔的火烈鸟");
    await page.locator('[data-testid="gallery-grid"] button').first().click();
    const lightbox = page.getByTestId("lightbox");
    await lightbox.waitFor();
    expect(await lightbox.locator("figure img").getAttribute("alt")).toBe(chinese[0]!.alt_text);
    expect(await lightbox.getByText(chinese[0]!.title, { exact: true }).isVisible()).toBe(true);
    await page.context().close();

    const english = await browser.page("desktop");
    await openHydrated(english, `${server.url}/gallery`);
    expect(await english.locator('[data-testid="gallery-grid"] button img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toContain("Pink flamingos along a lake shore");
    await english.context().close();
  });
});
