/**
 * The client cache of SPEC §4, §7 and §9 in a real browser: the persisted
 * query cache and `data_version` in localStorage, the first-start full load,
 * cached data first with a background refresh after 100 ms, a changed
 * data_version (edited in the server's SQLite file) causing a full refresh on
 * the 5-minute check, a failed refresh clearing the cache, and a failed
 * app-meta fetch changing nothing. The first-start load waits for the visitor's first interaction
 * and an idle moment, asks for the lists screens show in a bounded number of requests, and is skipped
 * on a connection that saves data (issue 27 item 2, decision 0071).
 */
import Database from "better-sqlite3";
import { SERVICE_SLUGS } from "../../domain/services.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";

const CACHE_KEY = "twiga-query-cache";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path = "/") {
  await page.route("**/images/**", (route) => route.abort());
  await page.goto(server.url + path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

async function serverVersion(): Promise<string> {
  return ((await (await fetch(`${server.url}/api/app-meta/`)).json()) as { data_version: string }).data_version;
}

interface Persisted {
  timestamp: number;
  clientState: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
}

async function persisted(page: Page): Promise<Persisted | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), CACHE_KEY);
  return raw ? (JSON.parse(raw) as Persisted) : null;
}

async function persistedKeys(page: Page): Promise<string[]> {
  return ((await persisted(page))?.clientState.queries ?? []).map((q) => JSON.stringify(q.queryKey));
}

const storedVersion = (page: Page) => page.evaluate(() => localStorage.getItem("data_version"));

/** Client-side navigation through the header (each one runs a version check). */
async function navigate(page: Page, label: string, path: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
  await page.waitForURL(server.url + path);
}

function apiRequests(page: Page) {
  const seen: Array<{ path: string; at: number }> = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) seen.push({ path: url.pathname + url.search, at: Date.now() });
  });
  return seen;
}

/**
 * Resolves once the page's next data_version check has its answer. A check starts in an effect after a
 * navigation renders, so on a slow machine it can start after the route's 100 ms background refresh.
 */
const versionCheckAnswered = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/app-meta/");

const CORE_KEYS = ['["services"]', '["package-groups"]', '["destinations"]', '["travel-types"]', '["homeSliderImages"]'];

/** Resolves after two idle callbacks in the page: whatever the page meant to start at idle has started. */
const pageWentIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));

describe.each(["desktop", "phone"] as const)("persisted cache on %s", (viewport) => {
  it("keeps the query cache and data_version in localStorage, with every core list after the first start", async () => {
    const page = await browser.page(viewport);
    const requests = apiRequests(page);
    await open(page, "/about");
    // Nothing after hydration while the visitor only reads: no data version check, no list.
    await page.waitForLoadState("networkidle");
    await pageWentIdle(page);
    expect(requests.map((r) => r.path)).toEqual([]);
    expect(await storedVersion(page)).toBeNull();

    await page.keyboard.press("Tab");
    const version = await serverVersion();
    await expect.poll(() => storedVersion(page), { timeout: 15_000 }).toBe(version);
    // Rule 6: the cache lacked the core lists, so the first start loaded them, one request each.
    const paths = requests.map((r) => r.path);
    expect(paths).toContain("/api/app-meta/");
    for (const p of ["/api/v1/services/", "/api/v1/packages/groups/", "/api/v1/destinations/", "/api/v1/search/travel_types/", "/api/v1/slider-images/?page_set=home"]) {
      expect(paths.filter((x) => x.startsWith(p)), p).toHaveLength(1);
    }
    // Never the whole catalogue, page after page.
    expect(paths.filter((x) => x.startsWith("/api/v1/packages/?") && !x.includes("is_standout"))).toEqual([]);
    // Persisted (writes throttled to one a second).
    await expect.poll(() => persistedKeys(page), { timeout: 5000 }).toEqual(expect.arrayContaining([...CORE_KEYS, '["standout-packages"]', '["blogs"]']));
    const saved = await persisted(page);
    expect(Date.now() - saved!.timestamp).toBeLessThan(60_000);
    const services = saved!.clientState.queries.find((q) => JSON.stringify(q.queryKey) === '["services"]')!.state.data as unknown[];
    expect(services).toHaveLength(6);
    await page.context().close();
  });
});

describe("first start on /packages", () => {
  it("shows the server's groups without a fetch, and the start-up load asks for them once, after a tap", async () => {
    const page = await browser.page("phone");
    const requests = apiRequests(page);
    await open(page, "/packages");
    await page.waitForLoadState("networkidle");
    await pageWentIdle(page);
    expect(requests.map((r) => r.path)).toEqual([]);
    await page.getByRole("heading", { level: 1 }).tap();
    await expect.poll(() => storedVersion(page), { timeout: 15_000 }).toBe(await serverVersion());
    await expect.poll(() => persistedKeys(page), { timeout: 5000 }).toEqual(expect.arrayContaining(CORE_KEYS));
    expect(requests.filter((r) => r.path.startsWith("/api/v1/packages/groups/")).length).toBe(1);
    expect(requests.filter((r) => r.path.startsWith("/api/v1/packages/?page_size")).length).toBe(0);
    await page.context().close();
  });

  it("on a connection that saves data: checks the version after an interaction, and prefetches no list", async () => {
    const page = await browser.page("phone");
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: true, effectiveType: "3g" }) });
    });
    const requests = apiRequests(page);
    await open(page, "/about");
    // The hydration marker can be set a moment before the cache starts listening for a first
    // interaction: a key pressed in that moment starts nothing, so press one until the check runs.
    await expect
      .poll(
        async () => {
          await page.keyboard.press("Shift");
          return storedVersion(page);
        },
        { timeout: 15_000 },
      )
      .toBe(await serverVersion());
    await page.waitForLoadState("networkidle");
    expect(requests.map((r) => r.path)).toEqual(["/api/app-meta/"]);
    await page.context().close();
  });
});

describe("cache and data_version on desktop", () => {
  let page: Page;

  it("serves cached data at once on a client navigation and refreshes it in the background after 100 ms", async () => {
    page = await browser.page("desktop");
    await page.clock.install();
    await open(page, "/");
    await page.keyboard.press("Shift");
    await expect.poll(() => storedVersion(page), { timeout: 15_000 }).toBe(await serverVersion());
    await page.waitForLoadState("networkidle");
    // Each navigation runs a version check. Waiting for its answer keeps it from running into the next step
    // (or the next test, which changes data_version and must see only its own 5-minute check pick that up).
    const aboutCheck = versionCheckAnswered(page);
    await navigate(page, "About Us", "/about");
    await aboutCheck;

    const requests = apiRequests(page);
    const homeCheck = versionCheckAnswered(page);
    const start = Date.now();
    await navigate(page, "Home", "/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Your Journey Begins");
    const rendered = Date.now();
    await expect.poll(() => requests.some((r) => r.path.startsWith("/api/v1/services/")), { timeout: 5000 }).toBe(true);
    const refresh = requests.find((r) => r.path.startsWith("/api/v1/services/"))!;
    // The page did not wait for the network: it came from the cache, then the refresh followed.
    expect(refresh.at - start).toBeGreaterThanOrEqual(100);
    expect(rendered - start).toBeLessThan(refresh.at - start + 1000);
    expect(await page.locator("#services").getByTestId("service-card").count()).toBe(6);
    await homeCheck;
  });

  it("runs a full refresh when data_version changes (5-minute check), replacing the cached data", async () => {
    const before = await storedVersion(page);
    const db = new Database(server.databaseUrl);
    try {
      db.prepare("UPDATE services SET description = ? WHERE slug = ?").run("Freshly edited description from the cache test.", SERVICE_SLUGS[0]);
      db.prepare("UPDATE app_meta SET value = ? WHERE key = 'data_version'").run("e2e-version-2");
    } finally {
      db.close();
    }
    await expect.poll(serverVersion, { timeout: 5000 }).toBe("e2e-version-2");
    expect(before).not.toBe("e2e-version-2");

    const requests = apiRequests(page);
    await page.clock.fastForward("05:00");
    await expect.poll(() => storedVersion(page), { timeout: 15_000 }).toBe("e2e-version-2");
    const paths = requests.map((r) => r.path);
    expect(paths).toContain("/api/app-meta/");
    for (const p of [
      "/api/v1/services/",
      "/api/v1/packages/groups/",
      "/api/v1/packages/?is_standout=true",
      "/api/v1/destinations/",
      "/api/v1/search/travel_types/",
      "/api/v1/slider-images/?page_set=home",
      "/api/v1/blogs/",
    ]) {
      expect(paths.some((x) => x.startsWith(p)), p).toBe(true);
    }
    // The page shows the new data, and the persisted copy holds it.
    await expect.poll(() => page.locator("#services").getByTestId("service-card").first().innerText()).toContain("Freshly edited description");
    await expect
      .poll(async () => JSON.stringify((await persisted(page))?.clientState.queries.find((q) => JSON.stringify(q.queryKey) === '["services"]')?.state.data), {
        timeout: 5000,
      })
      .toContain("Freshly edited description");
  });

  it("clears the cache when the fresh fetch fails, keeping the old version", async () => {
    expect(await persistedKeys(page)).toContain('["package-groups"]');
    const db = new Database(server.databaseUrl);
    db.prepare("UPDATE app_meta SET value = ? WHERE key = 'data_version'").run("e2e-version-3");
    db.close();
    await expect.poll(serverVersion, { timeout: 5000 }).toBe("e2e-version-3");
    await server.setFaults(["packages"]);
    try {
      await navigate(page, "About Us", "/about");
      // The lists nobody shows were dropped, the persisted copy rewritten without them.
      await expect.poll(() => persistedKeys(page), { timeout: 10_000 }).not.toContain('["package-groups"]');
      expect(await storedVersion(page)).toBe("e2e-version-2");
    } finally {
      await server.setFaults([]);
    }
    // The next check succeeds and loads everything again.
    await navigate(page, "Home", "/");
    await expect.poll(() => storedVersion(page), { timeout: 15_000 }).toBe("e2e-version-3");
    await expect.poll(() => persistedKeys(page), { timeout: 10_000 }).toContain('["package-groups"]');
  });

  it("only warns when app-meta fails: nothing is refetched or replaced", async () => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const keysBefore = await persistedKeys(page);
    await server.setFaults(["app-meta"]);
    try {
      const requests = apiRequests(page);
      await page.clock.fastForward("05:00");
      await expect.poll(() => warnings.some((w) => w.includes("Data version check failed")), { timeout: 10_000 }).toBe(true);
      expect(requests.map((r) => r.path)).toEqual(["/api/app-meta/"]);
      expect(await storedVersion(page)).toBe("e2e-version-3");
      expect(await persistedKeys(page)).toEqual(keysBefore);
      // No message for the visitor.
      expect(await page.getByRole("alert").count()).toBe(0);
    } finally {
      await server.setFaults([]);
    }
    await page.context().close();
  });
});
