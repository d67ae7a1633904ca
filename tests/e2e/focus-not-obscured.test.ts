/**
 * WCAG 2.2 "focus not obscured" on the public site, in Chromium: a visitor moving through a page with
 * Tab and Shift+Tab never has the control they reached hidden under the fixed header, the package
 * page's Book Now bar (phones) or the services page's jump bar. Focus scrolls a control only just
 * into view, so without the scroll padding in app.css every control reached going up sat under the
 * header, and every footer link reached going down on a package page sat under the Book Now bar.
 *
 * Pages open with reduced motion, so the scroll focus causes is instant and is judged where it stops
 * (the final position is the same when the page glides).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { obscuredFocusStops, openHydrated } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Walks the page down with Tab to its end, then back up with Shift+Tab to its start. */
async function walk(page: Page) {
  const down = await obscuredFocusStops(page, "body", 300, "Tab");
  const up = await obscuredFocusStops(page, "body", 300, "Shift+Tab");
  return { down, up };
}

async function open(viewport: "phone" | "desktop", path: string) {
  const page = await browser.page(viewport, { reducedMotion: "reduce" });
  // Pictures are not what is checked here; skipping them keeps the image pipeline out of the way.
  await page.route("**/images/**", (route) => route.abort());
  await openHydrated(page, server.url + path);
  return page;
}

describe("keyboard focus is never hidden under the fixed header or a sticky bar", () => {
  it("on a phone, a package page: down past the Book Now bar to the footer, and back up under the header", async () => {
    const page = await open("phone", "/packages/1");
    const down = await obscuredFocusStops(page, "body", 300, "Tab");
    // At the footer the bar is up (not inert), so the walk down was judged with it on screen. The
    // bar follows an IntersectionObserver, whose answer can trail the last scroll by a frame or two
    // on a loaded machine: wait for it (the check fails after the timeout if the bar never shows).
    await page.locator("[data-sticky-book-bar]:not([inert])").waitFor({ state: "attached", timeout: 5_000 });
    expect(await page.locator("[data-sticky-book-bar]:not([inert])").count()).toBe(1);
    const up = await obscuredFocusStops(page, "body", 300, "Shift+Tab");
    expect(down.visited).toBeGreaterThan(20);
    expect(up.visited).toBeGreaterThan(20);
    expect(down.obscured).toEqual([]);
    expect(up.obscured).toEqual([]);
    await page.context().close();
  });

  it("on a phone, the services page: back up under the header and the jump-to-service bar", async () => {
    const page = await open("phone", "/services");
    const { down, up } = await walk(page);
    expect(up.visited).toBeGreaterThan(20);
    expect(down.obscured).toEqual([]);
    expect(up.obscured).toEqual([]);
    await page.context().close();
  });

  it("on a 1366 px screen, the home page and the contact form: back up under the header", async () => {
    for (const path of ["/", "/contact"]) {
      const page = await open("desktop", path);
      const { down, up } = await walk(page);
      expect(up.visited, path).toBeGreaterThan(30);
      expect(down.obscured, path).toEqual([]);
      expect(up.obscured, path).toEqual([]);
      await page.context().close();
    }
  });
});
