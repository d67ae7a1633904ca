/**
 * Stories (issue 4 item 4 with items 9 and 10): /blog and /blogs list the
 * featured plus latest stories with titles cut at 60 characters, the ordering
 * choice kept in ?ordering=, "No stories yet" and "Unable to load blogs";
 * /blogs/{slug} shows author, date, reading time and content, and unknown
 * slugs or failures redirect to /blog (HTTP 302 on the server).
 * Server-rendered meta, phone and desktop, axe.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { launchBrowser, type RunningServer, seriousA11yViolations, startServer, type TestBrowser } from "../helpers/browser.ts";
import { siteCompanyName } from "../helpers/server-data.ts";
import { hasNoHorizontalOverflow, serverRenderedMeta, openHydrated } from "../helpers/page-checks.ts";

let server: RunningServer;
let browser: TestBrowser;
let company = "";
let blogs: ApiBlogSummary[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Titles end with the company's name as the site states it (issue 25 item 6: not the demo's, repeated).
  company = await siteCompanyName(server.url);
  blogs = ((await (await fetch(`${server.url}/api/v1/blogs/?page_size=200`)).json()) as { results: ApiBlogSummary[] }).results;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

const latestTitles = (page: Page) => page.locator('[data-testid="latest-stories"] h3').allTextContents();
const byTitle = (a: ApiBlogSummary, b: ApiBlogSummary) => a.title.localeCompare(b.title, "en");

describe("/blog and /blogs", () => {
  it("are server-rendered with their own meta tags, one canonical address and a preloaded header image", async () => {
    for (const path of ["/blog", "/blogs"]) {
      const meta = await serverRenderedMeta(server.url, path);
      expect(meta.status).toBe(200);
      expect(meta.title).toBe(`Travel Stories: safari guides, tips and news | ${company}`);
      expect(meta.description).toMatch(/Great Migration/);
      expect(meta.canonical).toMatch(/\/blog$/);
      expect(meta.ogImage).toMatch(/\/images\/og\/headers\/blogs\.jpg$/);
      expect(meta.imagePreloads.some((href) => href.includes("headers/blogs"))).toBe(true);
    }
  });

  it.each(["phone", "desktop"] as const)("show featured plus latest stories with titles cut at 60 characters on a %s", async (viewport) => {
    const page = await browser.page(viewport);
    await open(page, "/blogs");
    const featured = blogs.filter((b) => b.is_featured);
    const latest = blogs.filter((b) => !b.is_featured);
    expect(featured.length).toBeGreaterThan(0);
    const featuredSection = page.locator("section", { has: page.getByRole("heading", { name: "Featured stories" }) });
    expect(await featuredSection.getByTestId("blog-card").count()).toBe(featured.length);
    const shown = await latestTitles(page);
    expect(shown.length).toBe(latest.length);
    for (const t of shown) expect(t.length).toBeLessThanOrEqual(61);
    const long = blogs.find((b) => b.title.length > 60)!;
    const cut = await page.locator(`a[href="/blogs/${long.slug}"]`).textContent();
    expect(cut!.endsWith("…")).toBe(true);
    expect(long.title.startsWith(cut!.slice(0, -1))).toBe(true);
    // Newest first by default.
    expect(shown).toEqual(latest.map((b) => short(b.title)));
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("orders stories by the chosen option and keeps it in the URL", async () => {
    const page = await browser.page("desktop");
    await open(page, "/blog");
    const select = page.getByLabel("Sort stories");
    expect(await select.inputValue()).toBe("-created_at");
    expect(await select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "-created_at",
      "created_at",
      "title",
      "-title",
    ]);
    const latest = blogs.filter((b) => !b.is_featured);
    await select.selectOption("title");
    await page.waitForURL(/\/blog\?ordering=title$/);
    await expect.poll(() => latestTitles(page)).toEqual([...latest].sort(byTitle).map((b) => short(b.title)));
    await select.selectOption("created_at");
    await page.waitForURL(/\/blog\?ordering=created_at$/);
    await expect.poll(() => latestTitles(page)).toEqual([...latest].reverse().map((b) => short(b.title)));
    await select.selectOption("-created_at");
    await page.waitForURL(/\/blog$/);
    // The order from the URL is rendered on the server too.
    const html = await (await fetch(`${server.url}/blog?ordering=-title`)).text();
    const positions = [...latest].sort(byTitle).reverse().map((b) => html.indexOf(`href="/blogs/${b.slug}"`));
    expect(positions.every((p, i) => p > 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
    await page.context().close();
  });

  it("shows No stories yet when there are none", async () => {
    const page = await browser.page("desktop");
    await page.route("**/api/v1/blogs/*", (route) => route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }));
    await open(page, "/faqs");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await page.getByRole("heading", { name: "No stories yet" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows Unable to load blogs / Please try again later. when the stories fail", async () => {
    await server.setFaults(["blogs"]);
    try {
      const res = await fetch(`${server.url}/blog`);
      expect(res.status).toBe(503);
      const page = await browser.page("phone");
      await page.route("**/api/v1/blogs/*", (route) => route.fulfill({ status: 503, json: { detail: "down" } }));
      await open(page, "/blog");
      await page.getByRole("heading", { name: "Unable to load blogs" }).waitFor();
      expect(await page.getByText("Please try again later.").isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    } finally {
      await server.setFaults([]);
    }
  });
});

describe("/blogs/{slug}", () => {
  it("is server-rendered as an article with the story's own image for previews", async () => {
    const story = blogs[0]!;
    const meta = await serverRenderedMeta(server.url, `/blogs/${story.slug}`);
    expect(meta.status).toBe(200);
    expect(meta.title).toBe(`${story.title} | ${company}`);
    expect(meta.description).toBe(story.excerpt);
    expect(meta.canonical).toMatch(new RegExp(`/blogs/${story.slug}$`));
    const key = /\/images\/\d+\/(.+)\.jpg$/.exec(story.image_url)![1];
    expect(meta.ogImage).toMatch(new RegExp(`/images/og/${key}\\.jpg$`));
    const html = await (await fetch(`${server.url}/blogs/${story.slug}`)).text();
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it.each(["phone", "desktop"] as const)("shows the story with author, date, reading time and content on a %s", async (viewport) => {
    const story = blogs.find((b) => b.title.length > 60)!;
    const page = await browser.page(viewport);
    await open(page, "/blog");
    await page.locator(`a[href="/blogs/${story.slug}"]`).click();
    await page.waitForURL(new RegExp(`/blogs/${story.slug}$`));
    // The URL changes as the navigation commits; React renders the story right after.
    await page.getByRole("heading", { level: 1, name: story.title }).waitFor();
    expect(await page.getByTestId("story-author").textContent()).toBe(story.author);
    expect(await page.getByTestId("story-date").getAttribute("datetime")).toBe(story.created_at);
    expect(await page.getByTestId("story-date").textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await page.getByTestId("story-reading-time").textContent()).toBe(`${story.reading_time_minutes} min read`);
    expect(await page.locator(".rich-text p").count()).toBeGreaterThan(1);
    expect(await page.locator(".rich-text script, .rich-text [onclick]").count()).toBe(0);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("redirects unknown slugs and failures to /blog with a real 302", async () => {
    const unknown = await fetch(`${server.url}/blogs/no-such-story`, { redirect: "manual" });
    expect(unknown.status).toBe(302);
    expect(new URL(unknown.headers.get("location")!, server.url).pathname).toBe("/blog");
    await server.setFaults(["blogs"]);
    try {
      const failed = await fetch(`${server.url}/blogs/${blogs[0]!.slug}`, { redirect: "manual" });
      expect(failed.status).toBe(302);
      expect(new URL(failed.headers.get("location")!, server.url).pathname).toBe("/blog");
    } finally {
      await server.setFaults([]);
    }
    const page = await browser.page("phone");
    await page.goto(`${server.url}/blogs/no-such-story`, { waitUntil: "domcontentloaded" });
    expect(new URL(page.url()).pathname).toBe("/blog");
    await page.context().close();
  });

  it("redirects to /blog on a client navigation whose story fails to load", async () => {
    const page = await browser.page("desktop");
    await page.route(`**/api/v1/blogs/${blogs[1]!.slug}/`, (route) => route.fulfill({ status: 404, json: { detail: "Not found." } }));
    await open(page, "/blog?ordering=title");
    await page.locator(`a[href="/blogs/${blogs[1]!.slug}"]`).click();
    await page.waitForURL(/\/blog$/);
    await page.getByRole("heading", { name: "Latest stories" }).waitFor();
    await page.context().close();
  });
});

/** The card title of SPEC §9: cut at 60 characters. */
function short(title: string) {
  return title.length > 60 ? `${title.slice(0, 60).replace(/[\s,;:.\-–—]+$/u, "")}…` : title;
}
