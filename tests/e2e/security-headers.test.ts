/**
 * Issue 13 item 1: every route loads, hydrates and opens its click-to-load embeds under the
 * Content-Security-Policy without a single violation; the page headers are a function of the page's
 * bytes, so a cached page and its policy stay identical. A deliberate violation proves the detector
 * can fail.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningServer, startServer, type TestBrowser } from "../helpers/browser.ts";
import { scrollThrough, waitForHydration } from "../helpers/page-checks.ts";

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

/**
 * Collects CSP violations from every frame of a page: the DOM event (in-page) and Chromium's console
 * message (which also covers violations before the init script could listen).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleViolations.push(m.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener("securitypolicyviolation", (e) =>
      store.push(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return async () => {
    const inFrames: string[] = [];
    for (const frame of page.frames()) {
      const list = await frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
      inFrames.push(...list);
    }
    return [...inFrames, ...consoleViolations];
  };
}

async function catalogueRoutes(): Promise<string[]> {
  const get = async (path: string) => ((await (await fetch(server.url + path)).json()) as { results: { id?: number; slug?: string }[] }).results;
  const [pkg] = await get("/api/v1/packages/?page_size=1");
  const [destination] = await get("/api/v1/destinations/?page_size=1");
  const [blog] = await get("/api/v1/blogs/?page_size=1");
  return [`/packages/${pkg!.id}`, `/destinations/${destination!.id}`, `/blogs/${blog!.slug}`];
}

const STATIC_ROUTES = [
  "/",
  "/packages",
  "/packages?destinations=Masai%20Mara",
  "/destinations",
  "/services",
  "/about",
  "/blog",
  "/blogs",
  "/gallery",
  "/contact",
  "/travel-management",
  "/travel-management/corporate",
  "/travel-management/student",
  "/info",
  "/terms",
  "/faqs",
  "/no-such-page",
  "/media/company-film.html",
  // The staff console's public pages: its own shell and stylesheet.
  "/console/sign-in",
  "/console/forgot-password",
];

describe("Content-Security-Policy in the browser", () => {
  it("every route loads, hydrates and scrolls through without a violation", async () => {
    const routes = [...STATIC_ROUTES, ...(await catalogueRoutes())];
    const page = await browser.page("phone");
    const violations = await watchViolations(page);
    for (const path of routes) {
      // The first visit of each route also makes its image variants: allow a busy machine time.
      const res = await page.goto(server.url + path, { timeout: 120_000 });
      expect(res!.headers()["content-security-policy"], path).toMatch(/script-src 'self'/);
      if (!path.startsWith("/media/")) await waitForHydration(page);
      await scrollThrough(page);
      expect(await violations(), path).toEqual([]);
    }
    await page.close();
  }, 600_000);

  it("the film (its own inline script and style), the map embed and the inquiry form's validation work under the policy", async () => {
    const page = await browser.page("desktop");
    const violations = await watchViolations(page);
    await page.route("https://www.google.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>map</title>" }));

    await page.goto(`${server.url}/about`, { timeout: 120_000 });
    await waitForHydration(page);
    await page.getByRole("button", { name: /Play video/ }).click();
    // The film's own inline script runs: its pause button answers.
    const film = page.frameLocator('[data-testid="video-facade"] iframe');
    await film.getByRole("button", { name: "Pause film" }).click();
    await film.getByRole("button", { name: "Play film" }).waitFor();

    await page.goto(`${server.url}/info`, { timeout: 120_000 });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Load map" }).click();
    await page.getByTestId("map-facade").locator("iframe").waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll("iframe")].some((f) => f.src.startsWith("https://www.google.com/")));

    // The inquiry form loads its schema (Zod) when used: built without eval, so nothing is refused.
    await page.goto(`${server.url}/contact`, { timeout: 120_000 });
    await waitForHydration(page);
    const form = page.locator('[data-testid="inquiry-form"]').locator("visible=true").first();
    await form.getByLabel("Full name").fill("Amina Odhiambo");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Email").blur();
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => /\/assets\/inquiry-[^/]+\.js$/.test(r.name)));

    expect(await violations()).toEqual([]);
    await page.close();
  }, 300_000);

  it("an inline script the server did not send is refused and seen (the detector can fail)", async () => {
    const page = await browser.page("desktop");
    const violations = await watchViolations(page);
    await page.goto(`${server.url}/terms`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.body.appendChild(s);
    });
    await expect.poll(violations).toContainEqual(expect.stringContaining("script-src"));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.close();
  });
});

describe("page headers", () => {
  it("a page and its policy are the same bytes on every answer, from the page cache too", async () => {
    const first = await fetch(`${server.url}/packages`);
    const second = await fetch(`${server.url}/packages`);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    const csp = first.headers.get("content-security-policy")!;
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline'?;.*script|script-src[^;]*unsafe/);
    expect(first.headers.get("etag")).toBe(second.headers.get("etag"));
    for (const res of [first, second]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toMatch(/^geolocation=\(self\), camera=\(\)/);
      // No PUBLIC_URL (or an http one): no HSTS, which would pin browsers to https on a plain-http site.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    // HEAD renders as GET: the same policy, though no body is sent.
    const head = await fetch(`${server.url}/packages`, { method: "HEAD" });
    expect(head.headers.get("content-security-policy")).toBe(csp);
    // A revalidation answers 304 without a policy (it would replace the cached page's in the browser).
    const revalidated = await fetch(`${server.url}/packages`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("built assets and the film carry the fixed headers", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const asset = await fetch(server.url + css);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const film = await fetch(`${server.url}/media/company-film.html`);
    expect(film.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'; style-src 'self' 'sha256-[^']+'/);
  });
});
