/**
 * The site shell (issue 3 item 1): header entries and active states, the
 * scrolled style past 10 px, the phone menu (close button, Escape, overlay,
 * link click, route change, scroll lock), the footer, scroll-to-top on every
 * navigation, unknown paths showing home, back-to-top past 300 px, and the
 * server-rendered title, description, canonical and social tags.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { site } from "../../demo/content/site.ts";
import { TAGLINE } from "../../app/components/home/hero.tsx";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path: string) {
  // The shell does not need pictures; skipping them keeps the server's image pipeline out of these timings.
  await page.route("**/images/**", (route) => route.abort());
  await page.goto(server.url + path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForLoadState("networkidle");
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const header = (page: Page) => page.locator("header[data-scrolled]");
const menu = (page: Page) => page.locator("#mobile-menu");

/** Resolves when every running CSS transition and animation on the page has finished. */
const transitionsFinished = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))).then(() => undefined));

/**
 * Turns the mouse wheel and waits until the page has seen the wheel event and then drawn a few
 * frames: a page that could scroll starts moving within a frame or two of the event, so this is
 * the observation window for showing that it did not move (nothing positive can mark "not scrolled").
 */
async function wheelAndWatch(page: Page, deltaY: number) {
  const seen = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener(
          "wheel",
          () => {
            let frames = 0;
            const tick = () => (++frames >= 10 ? resolve() : requestAnimationFrame(tick));
            requestAnimationFrame(tick);
          },
          { once: true, capture: true },
        ),
      ),
  );
  // The listener must be in place before the wheel turns.
  await page.evaluate(() => undefined);
  await page.mouse.wheel(0, deltaY);
  await seen;
}

const NAV = [
  ["Home", "/"],
  ["About Us", "/about"],
  ["Services", "/services"],
  ["Travel Management", "/travel-management"],
  ["Packages", "/packages"],
  ["Destinations", "/destinations"],
  ["Gallery", "/gallery"],
  ["Blog", "/blog"],
  ["Inquiries", "/contact"],
  ["Contact us", "/info"],
];

describe("header on desktop", () => {
  it("lists the ten entries in order, Travel Management as two stacked words", async () => {
    const page = await browser.page("desktop");
    await open(page, "/");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    const entries = await links.evaluateAll((els) =>
      els.map((a) => [(a as HTMLElement).innerText.replace(/\s+/g, " ").trim(), a.getAttribute("href")]),
    );
    expect(entries).toEqual(NAV);
    const words = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Travel Management" }).locator("span > span");
    expect(await words.allInnerTexts()).toEqual(["Travel", "Management"]);
    // The two words sit on two lines.
    const [a, b] = await words.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(b!).toBeGreaterThan(a!);
    await page.context().close();
  });

  it("marks Travel Management active for any path under it, and only one entry at a time", async () => {
    const page = await browser.page("desktop");
    for (const path of ["/travel-management", "/travel-management/corporate", "/travel-management/student"]) {
      await open(page, path);
      const current = page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute("href")).toBe("/travel-management");
    }
    await open(page, "/packages");
    expect(await page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]').getAttribute("href")).toBe("/packages");
    await page.context().close();
  });

  it("takes the scrolled style past 10 px and drops it again at the top", async () => {
    const page = await browser.page("desktop");
    await open(page, "/");
    expect(await header(page).getAttribute("data-scrolled")).toBe("false");
    // 11 px is past the threshold; back at exactly 10 px it is not (each checked by waiting for the
    // style the scroll position calls for, so a stale value can never pass unnoticed).
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
    await expect.poll(() => header(page).getAttribute("data-scrolled")).toBe("true");
    const bg = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
    await expect.poll(() => header(page).getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
    await expect.poll(() => header(page).getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(() => header(page).getAttribute("data-scrolled")).toBe("false");
    await page.context().close();
  });

  it("hides the hamburger on wide screens", async () => {
    const page = await browser.page("desktop");
    await open(page, "/");
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("phone menu", () => {
  async function openMenu(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => menu(page).getAttribute("data-open")).toBe("true");
    await expect.poll(() => page.getByRole("dialog", { name: "Main menu" }).isVisible()).toBe(true);
  }
  const closed = async (page: Page) => {
    await expect.poll(() => menu(page).getAttribute("data-open")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
  };

  it("opens full screen with all ten entries, locks page scrolling, and closes with the close button", async () => {
    const page = await browser.page("phone");
    await open(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    await openMenu(page);
    expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
    // The shared layer (issue 12 item 7): a native <dialog> opened modally, like the booking modal and the lightbox.
    expect(await page.getByRole("dialog", { name: "Main menu" }).evaluate((el) => el.tagName === "DIALOG" && el.matches(":modal"))).toBe(true);
    const box = await page.getByRole("dialog", { name: "Main menu" }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(389);
    expect(box!.height).toBeGreaterThanOrEqual(843);
    const labels = await page.getByRole("navigation", { name: "Mobile" }).getByRole("link").allInnerTexts();
    expect(labels.map((l) => l.replace("→", "").trim())).toEqual(NAV.map(([label]) => label));
    // Scroll locked: the page does not move under the menu.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    const before = await scrollY(page);
    await wheelAndWatch(page, 800);
    expect(await scrollY(page)).toBe(before);
    // Focus moved into the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close menu");

    await page.getByRole("button", { name: "Close menu" }).click();
    await closed(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    // Scrolling works again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("closes on Escape and on an overlay click", async () => {
    const page = await browser.page("phone", { viewport: { width: 700, height: 900 } });
    await open(page, "/");
    await openMenu(page);
    await page.keyboard.press("Escape");
    await closed(page);
    await openMenu(page);
    // At tablet width the panel leaves the overlay visible on the left.
    await page.getByTestId("menu-overlay").click({ position: { x: 40, y: 400 } });
    await closed(page);
    await page.context().close();
  });

  it("closes on a link click and navigates there, starting at the top", async () => {
    const page = await browser.page("phone");
    await open(page, "/");
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await openMenu(page);
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Destinations" }).click();
    await page.waitForURL(`${server.url}/destinations`);
    await closed(page);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.context().close();
  });

  it("closes on any route change", async () => {
    const page = await browser.page("phone");
    await open(page, "/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await page.waitForURL(`${server.url}/services`);
    await openMenu(page);
    // A route change that is not a menu click: the browser's back button.
    await page.evaluate(() => window.history.back());
    await page.waitForURL(`${server.url}/about`);
    await closed(page);
    await page.context().close();
  });

  it("has no serious accessibility violations with the menu open", async () => {
    const page = await browser.page("phone");
    await open(page, "/");
    await openMenu(page);
    await transitionsFinished(page); // the slide-in: axe judges the menu where it comes to rest
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each(["desktop", "phone"] as const)("footer and navigation on %s", (viewport) => {
  it("shows the logo, quick links, contact info, six social links in new tabs and this year's copyright", async () => {
    const page = await browser.page(viewport);
    await open(page, "/about");
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: /Twiga Horizons/ }).first().getAttribute("href")).toBe("/");
    const quick = await footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link").evaluateAll((els) =>
      els.map((a) => [(a as HTMLElement).innerText.trim(), a.getAttribute("href")]),
    );
    expect(quick).toEqual([
      ["About Us", "/about"],
      ["Services", "/services"],
      ["Packages", "/packages"],
      ["Terms and Conditions", "/terms"],
      ["FAQs", "/faqs"],
    ]);
    expect(await footer.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    for (const phone of site.phones) {
      expect(await footer.getByRole("link", { name: phone }).getAttribute("href")).toBe(`tel:${phone.replace(/[^\d+]/g, "")}`);
    }
    const address = await footer.locator("address").innerText();
    expect(address).toContain(site.address.city);
    expect(address).toContain(site.address.country);

    const social = await footer.getByRole("list", { name: "Follow us" }).getByRole("link").evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel"), name: (a as HTMLElement).innerText.trim() })),
    );
    expect(social.map((s) => s.href)).toEqual([
      site.social.whatsapp,
      site.social.instagram,
      site.social.facebook,
      site.social.x,
      site.social.linkedin,
      site.social.tiktok,
    ]);
    expect(social.map((s) => s.name.replace(" (opens in a new tab)", ""))).toEqual(["WhatsApp chat", "Instagram", "Facebook", "X", "LinkedIn", "TikTok"]);
    for (const s of social) {
      expect(s.target).toBe("_blank");
      expect(s.rel).toContain("noopener");
    }
    expect(await footer.getByTestId("copyright").innerText()).toContain(`© ${new Date().getFullYear()}`);
    await page.context().close();
  });

  it("loads the latest social post only when asked (click-to-load facade)", async () => {
    const page = await browser.page(viewport);
    const thirdParty: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith("data:")) thirdParty.push(r.url());
    });
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    expect(await footer.locator("iframe").count()).toBe(0);
    expect(thirdParty).toEqual([]);
    await footer.getByRole("button", { name: /Load the latest post/ }).click();
    const frame = footer.locator("iframe");
    expect(await frame.getAttribute("title")).toBe("Our latest Instagram post");
    expect(await frame.getAttribute("src")).toContain(new URL(site.social.instagram).host);
    await page.context().close();
  });

  it("scrolls to the top on every navigation and shows a back-to-top button past 300 px", async () => {
    const page = await browser.page(viewport);
    await open(page, "/");
    const backToTop = page.getByRole("button", { name: "Back to top" });
    expect(await backToTop.isVisible()).toBe(false);
    // Past 300 px it shows; back at exactly 300 px it hides again (waited for, never assumed).
    await page.evaluate(() => window.scrollTo({ top: 301, behavior: "instant" }));
    await expect.poll(() => backToTop.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBe(300);
    await expect.poll(() => backToTop.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 301, behavior: "instant" }));
    await expect.poll(() => backToTop.isVisible()).toBe(true);
    await backToTop.click();
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
    await expect.poll(() => backToTop.isVisible()).toBe(false);

    // Footer link far down the page: the next page starts at the top.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await page.waitForURL(`${server.url}/faqs`);
    await expect.poll(() => scrollY(page)).toBe(0);
    // And again from that page.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
    await page.waitForURL(`${server.url}/terms`);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.context().close();
  });

  it("shows the home page for an unknown path", async () => {
    const page = await browser.page(viewport);
    const res = await page.goto(`${server.url}/no/such/page`);
    expect(res?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Your Journey Begins");
    expect(await page.title()).toContain(site.name);
    await page.context().close();
  });
});

describe("server-rendered page metadata (no JavaScript)", () => {
  const pages = ["/", "/about", "/services", "/packages", "/destinations", "/blog", "/gallery", "/contact", "/travel-management", "/info", "/terms", "/faqs"];

  async function html(path: string) {
    const res = await fetch(server.url + path);
    expect(res.status, path).toBe(200);
    return res.text();
  }
  const attr = (doc: string, pattern: RegExp) => pattern.exec(doc)?.[1] ?? null;

  it("gives every page its own title and description, a canonical URL and Open Graph and Twitter tags", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const doc = await html(path);
      const title = attr(doc, /<title>([^<]+)<\/title>/);
      const description = attr(doc, /<meta name="description" content="([^"]+)"/);
      expect(title, `${path} title`).toBeTruthy();
      expect(description, `${path} description`).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      const canonical = attr(doc, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical, `${path} canonical`).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname.replace(/\/$/, "") || "/", `${path} canonical path`).toBe(path);
      for (const prop of ["og:title", "og:description", "og:url", "og:type", "og:site_name"]) {
        expect(attr(doc, new RegExp(`<meta property="${prop}" content="([^"]+)"`)), `${path} ${prop}`).toBeTruthy();
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description"]) {
        expect(attr(doc, new RegExp(`<meta name="${name}" content="([^"]+)"`)), `${path} ${name}`).toBeTruthy();
      }
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBeGreaterThan(pages.length - 3);
  });

  it("renders the home page, header and footer into the HTML, with the hero's first image preloaded", async () => {
    const doc = await html("/");
    expect(doc).toContain("Your Journey Begins");
    // The hero's tagline is the page's own text (app/components/home/hero.tsx), not the company's.
    expect(doc).toContain(TAGLINE);
    expect(doc).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/og\/[^"]+\.jpg"/);
    expect(doc).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*imageSrcSet="[^"]+"/);
    for (const [, href] of NAV) expect(doc).toContain(`href="${href}"`);
    expect(doc).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()}`));
  });

  it("points an unknown path's canonical URL at the home page", async () => {
    const doc = await html("/definitely-not-a-page");
    expect(attr(doc, /<link rel="canonical" href="([^"]+)"/)).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(doc).toContain("Your Journey Begins");
  });
});
