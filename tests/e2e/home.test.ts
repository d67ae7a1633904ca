/**
 * The home page (issue 3 item 3): every section of SPEC §2 in order, the hero
 * slider (5 s, only loaded images, clickable dots only for loaded ones, wraps,
 * no captions, LCP priority), the scroll buttons, the signature carousel
 * (wrapping index, 3 s card sliders, arrows disabled for one item, hidden when
 * the standout fetch fails on the server or in a client refresh), the services
 * grid, the deals carousel (320 px per click, 280-320 px cards), the reviews
 * button, the latest 3 stories, and an axe check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { site } from "../../demo/content/site.ts";
import { TAGLINE } from "../../app/components/home/hero.tsx";
import { imageKeyFromUrl } from "../../domain/images.ts";
import { SERVICE_NAMES } from "../../domain/services.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { settleStartUpCache, watchFrames } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Warm the image pipeline: the hero's variants are made on first request.
  const slides = await api<{ results: Array<{ image_url: string }> }>("/api/v1/slider-images/?page_set=home");
  await Promise.all(
    slides.results.map((s) => fetch(`${server.url}/images/1600/${imageKeyFromUrl(s.image_url)}.avif`).then((r) => r.arrayBuffer())),
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(server.url + path);
  return (await res.json()) as T;
}

async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Most checks do not need pictures; skipping them keeps the image pipeline out of the timings. */
async function open(page: Page, path = "/", { images = false } = {}) {
  if (!images) await page.route("**/images/**", (route) => route.abort());
  await page.goto(server.url + path);
  await hydrated(page);
}

/** A fake clock that only moves when the test says so. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-02T06:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T06:00:01Z"));
}

/** The hero's slides in the order the page shows them (primary first). */
async function heroSlides() {
  const data = await api<{ results: Array<{ image_url: string; caption: string; is_primary: boolean }> }>("/api/v1/slider-images/?page_set=home");
  return [...data.results].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

const hero = (page: Page) => page.locator('section[aria-labelledby="hero-heading"]');
const heroSlider = (page: Page) => hero(page).getByRole("region", { name: "Featured journeys" });
const heroIndex = async (page: Page) => Number(await heroSlider(page).getAttribute("data-slide-index"));
const signature = (page: Page) => page.locator("#signature-experiences");

describe.each(["desktop", "phone"] as const)("home on %s", (viewport) => {
  it("shows every section of SPEC §2 in order, with the taglines, the search bar and the reviews button", async () => {
    const page = await browser.page(viewport);
    await open(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Your Journey Begins");
    // The hero's tagline is the page's own text (app/components/home/hero.tsx), not the company's.
    expect(await hero(page).getByText(TAGLINE).count()).toBe(1);
    expect(await hero(page).locator("blockquote").innerText()).toMatch(/travel/i);
    expect(await page.locator("#search").getByTestId("search-bar").count()).toBe(1);

    const order = await page.evaluate(() =>
      ["hero-heading", "search", "travel-management", "signature-experiences", "services", "deals", "about", "stories"].map((id) => {
        const el = document.getElementById(id);
        return el ? el.getBoundingClientRect().top + window.scrollY : -1;
      }),
    );
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const reviews = page.getByTestId("google-reviews");
    expect(await reviews.getAttribute("href")).toBe(site.reviewsUrl);
    expect(await reviews.getAttribute("target")).toBe("_blank");
    expect(await reviews.getAttribute("rel")).toContain("noopener");

    const tm = page.locator("#travel-management");
    expect(await tm.locator('a[href="/travel-management/corporate"]').count()).toBe(1);
    expect(await tm.locator('a[href="/travel-management/student"]').count()).toBe(1);
    await page.context().close();
  });

  it("scrolls to the deals with Deals & Offers and to the search bar with Find Now", async () => {
    const page = await browser.page(viewport);
    await open(page);
    const topOf = (id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
    await hero(page).getByRole("button", { name: "Deals & Offers" }).click();
    await expect.poll(() => topOf("deals"), { timeout: 5000 }).toBeLessThan(120);
    expect(await topOf("deals")).toBeGreaterThanOrEqual(-2);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await hero(page).getByRole("button", { name: "Find Now" }).click();
    await expect.poll(() => topOf("search"), { timeout: 5000 }).toBeLessThan(130);
    expect(await topOf("search")).toBeGreaterThanOrEqual(-2);
    expect(await page.locator("#search").getByTestId("search-bar").isVisible()).toBe(true);
    await page.context().close();
  });

  it("lists the services in their fixed order with Explore More links to /packages?travel_type", async () => {
    const page = await browser.page(viewport);
    await open(page);
    const cards = page.locator("#services").getByTestId("service-card");
    expect(await cards.locator("h3").allInnerTexts()).toEqual([...SERVICE_NAMES]);
    const hrefs = await cards.getByRole("link", { name: /Explore More/ }).evaluateAll((els) => els.map((a) => a.getAttribute("href")!));
    expect(hrefs.map((h) => new URL(h, "http://x").pathname)).toEqual(SERVICE_NAMES.map(() => "/packages"));
    expect(hrefs.map((h) => new URL(h, "http://x").searchParams.get("travel_type"))).toEqual([...SERVICE_NAMES]);
    await cards.first().getByRole("link", { name: /Explore More/ }).click();
    await page.waitForURL((url) => url.pathname === "/packages" && url.searchParams.get("travel_type") === SERVICE_NAMES[0]);
    await page.context().close();
  });

  it("scrolls the deals carousel 320 px per arrow click, with cards 280-320 px wide", async () => {
    const page = await browser.page(viewport);
    await open(page);
    const deals = await api<{ results: unknown[] }>("/api/v1/packages/?is_deal=true");
    const cards = page.locator("#deals").getByTestId("deal-card");
    expect(await cards.count()).toBe(deals.results.length);
    for (const width of await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))) {
      expect(width).toBeGreaterThanOrEqual(280);
      expect(width).toBeLessThanOrEqual(320);
    }
    const track = page.getByTestId("deals-track");
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const left = page.getByRole("button", { name: "Scroll deals left" });
    const right = page.getByRole("button", { name: "Scroll deals right" });
    await page.locator("#deals").scrollIntoViewIfNeeded();
    expect(await left.isDisabled()).toBe(true);
    await right.click();
    await expect.poll(scrollLeft, { timeout: 5000 }).toBe(320);
    await right.click();
    await expect.poll(scrollLeft, { timeout: 5000 }).toBe(640);
    expect(await left.isDisabled()).toBe(false);
    await left.click();
    await expect.poll(scrollLeft, { timeout: 5000 }).toBe(320);
    await page.context().close();
  });

  it("shows the first 3 stories", async () => {
    const page = await browser.page(viewport);
    await open(page);
    const blogs = await api<{ results: Array<{ title: string; slug: string }> }>("/api/v1/blogs/");
    const cards = page.locator("#stories").getByTestId("story-card");
    expect(await cards.count()).toBe(3);
    const hrefs = await cards.locator("h3 a").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(blogs.results.slice(0, 3).map((b) => `/blogs/${b.slug}`));
    await page.context().close();
  });

  it("has no serious accessibility violations", async () => {
    const page = await browser.page(viewport);
    await open(page);
    // Nothing loads after hydration until the visitor interacts (decision 0071): this is the final page.
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("hero slider", () => {
  it("advances every 5 s, wraps, shows no captions, and the first image is the LCP (priority + preload)", async () => {
    const page = await browser.page("desktop");
    await pauseClock(page);
    await open(page, "/", { images: true });
    const slides = await heroSlides();
    const count = slides.length;
    expect(count).toBeGreaterThan(2);
    const dots = heroSlider(page).getByRole("button", { name: /Show image/ });
    await expect.poll(() => dots.evaluateAll((els) => els.every((b) => b.getAttribute("aria-disabled") === "false")), { timeout: 20_000 }).toBe(true);

    expect(await heroIndex(page)).toBe(0);
    await page.clock.runFor(4900);
    expect(await heroIndex(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => heroIndex(page)).toBe(1);
    for (let i = 2; i < count; i++) await page.clock.runFor(5000);
    await expect.poll(() => heroIndex(page)).toBe(count - 1);
    await page.clock.runFor(5000);
    await expect.poll(() => heroIndex(page)).toBe(0);

    // Dots jump to a loaded image.
    await dots.nth(2).click();
    expect(await heroIndex(page)).toBe(2);
    expect(await dots.nth(2).getAttribute("aria-current")).toBe("true");

    // No captions anywhere in the hero.
    const text = await hero(page).innerText();
    for (const s of slides) if (s.caption) expect(text).not.toContain(s.caption);

    // LCP: the first slide loads eagerly with high priority; the others are lazy.
    const imgs = heroSlider(page).locator("img");
    expect(await imgs.first().getAttribute("fetchpriority")).toBe("high");
    expect(await imgs.first().getAttribute("loading")).toBe("eager");
    expect(await imgs.nth(1).getAttribute("loading")).toBe("lazy");
    const preload = await page.locator('head link[rel="preload"][as="image"]').first().getAttribute("imagesrcset");
    const firstKey = imageKeyFromUrl(await imgs.first().getAttribute("src"));
    expect(preload).toContain(firstKey);
    await page.context().close();
  });

  it("never selects an image that failed to load: its dot is aria-disabled and the slider skips it", async () => {
    const page = await browser.page("desktop");
    await pauseClock(page);
    // Every variant of the second slide's image fails.
    const failingKey = imageKeyFromUrl((await heroSlides())[1]!.image_url);
    expect(failingKey).toBeTruthy();
    await page.route(
      (url) => url.pathname.includes(`/${failingKey}.`),
      (route) => route.abort(),
    );
    await open(page, "/", { images: true });
    const dots = heroSlider(page).getByRole("button", { name: /Show image/ });
    const count = await dots.count();
    await expect
      .poll(() => dots.evaluateAll((els) => els.map((b) => b.getAttribute("aria-disabled") === "true")), { timeout: 20_000 })
      .toEqual(Array.from({ length: count }, (_, i) => i === 1));
    await page.clock.runFor(5000);
    await expect.poll(() => heroIndex(page)).toBe(2);
    // Clicking the dead dot does nothing.
    await dots.nth(1).click({ force: true });
    expect(await heroIndex(page)).toBe(2);
    await page.context().close();
  });
});

describe("signature experiences", () => {
  it("wraps its index both ways and runs a 3 s slider in the current card", async () => {
    const page = await browser.page("desktop");
    await pauseClock(page);
    await open(page, "/", { images: true });
    const standouts = await api<{ results: unknown[] }>("/api/v1/packages/?is_standout=true");
    const n = standouts.results.length;
    expect(n).toBeGreaterThan(1);
    const counter = signature(page).getByTestId("signature-counter");
    expect(await counter.innerText()).toBe(`1 / ${n}`);
    await signature(page).getByRole("button", { name: "Next experience" }).click();
    expect(await counter.innerText()).toBe(`2 / ${n}`);
    await signature(page).getByRole("button", { name: "Previous experience" }).click();
    await signature(page).getByRole("button", { name: "Previous experience" }).click();
    expect(await counter.innerText()).toBe(`${n} / ${n}`);
    await signature(page).getByRole("button", { name: "Next experience" }).click();
    expect(await counter.innerText()).toBe(`1 / ${n}`);

    const active = signature(page).locator('[data-testid="signature-card"][data-active="true"]');
    const slider = active.getByRole("region", { name: /Photos of/ });
    await slider.scrollIntoViewIfNeeded();
    await expect
      .poll(() => slider.getByRole("button", { name: /Show image/ }).evaluateAll((els) => els.slice(0, 2).every((b) => b.getAttribute("aria-disabled") === "false")), { timeout: 20_000 })
      .toBe(true);
    expect(await slider.getAttribute("data-slide-index")).toBe("0");
    await page.clock.runFor(2900);
    expect(await slider.getAttribute("data-slide-index")).toBe("0");
    await page.clock.runFor(100);
    await expect.poll(() => slider.getAttribute("data-slide-index")).toBe("1");
    await page.context().close();
  });

  it("disables its arrows when there is only one standout package", async () => {
    const context: BrowserContext = await browser.context("phone");
    const one = await api<{ results: unknown[] }>("/api/v1/packages/?is_standout=true");
    await context.route(
      (url) => url.pathname === "/api/v1/packages/" && url.searchParams.get("is_standout") === "true",
      (route) => route.fulfill({ json: { count: 1, next: null, previous: null, results: one.results.slice(0, 1) } }),
    );
    const page = await context.newPage();
    // Start elsewhere so home comes from the client cache and the API (not the server render).
    await open(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => signature(page).getByTestId("signature-counter").innerText(), { timeout: 10_000 }).toBe("1 / 1");
    expect(await signature(page).getByRole("button", { name: "Next experience" }).isDisabled()).toBe(true);
    expect(await signature(page).getByRole("button", { name: "Previous experience" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("is hidden when the standout fetch fails on the server, and the rest of the page still renders", async () => {
    await server.setFaults(["packages"]);
    try {
      const page = await browser.page("desktop");
      // The client's own fetch of the standouts, once hydrated (the server sent none to seed it).
      const clientFetch = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === "/api/v1/packages/" && url.searchParams.get("is_standout") === "true";
      });
      const res = await page.goto(server.url + "/");
      expect(res?.status()).toBe(200);
      await hydrated(page);
      expect(await signature(page).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Your Journey Begins");
      expect(await page.locator("#services").getByTestId("service-card").count()).toBe(6);
      expect(await page.locator("#deals").getByText("No deals right now").isVisible()).toBe(true);
      // The client's own fetch of the standouts fails too: still hidden once React has drawn the answer.
      expect((await clientFetch).status()).toBeGreaterThanOrEqual(500);
      await watchFrames(page, 10);
      expect(await signature(page).count()).toBe(0);
      await page.context().close();
    } finally {
      await server.setFaults([]);
    }
  });

  it("is hidden when a client refresh of the standouts fails", async () => {
    const page = await browser.page("desktop");
    await open(page);
    expect(await signature(page).isVisible()).toBe(true);
    // Wait for the start-up cache check to settle, so the fault only hits the refresh below.
    await settleStartUpCache(page);
    await page.waitForLoadState("networkidle");
    await server.setFaults(["packages"]);
    try {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
      await page.waitForURL(`${server.url}/about`);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await page.waitForURL(`${server.url}/`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Your Journey Begins");
      // Cached standouts first, then the background refresh (after 100 ms) fails and the section goes.
      await expect.poll(() => signature(page).count(), { timeout: 10_000 }).toBe(0);
      expect(await page.locator("#services").getByTestId("service-card").count()).toBe(6);
    } finally {
      await server.setFaults([]);
    }
    await page.context().close();
  });
});

describe("hero when the slider API fails (SPEC §3 bundled fallback)", () => {
  it("shows the bundled slides instead of an empty hero", async () => {
    await server.setFaults(["slider-images"]);
    try {
      const page = await browser.page("phone");
      await open(page, "/", { images: true });
      const first = heroSlider(page).locator("img").first();
      // The bundled set is the stored page header images (decision 0032).
      expect(await first.getAttribute("src")).toContain("/headers/");
      expect(await heroSlider(page).getByRole("button", { name: /Show image/ }).count()).toBeGreaterThan(1);
      await page.context().close();
    } finally {
      await server.setFaults([]);
    }
  });
});
