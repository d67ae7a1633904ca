/**
 * Issue 12 item 2: on the phone profile of the issue (CDP: 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip, 4x CPU slowdown), per route: the first contentful paint, when React attached (hydration,
 * `window.__hydratedAt`), and when a tap made at the first paint worked. The tap is the header's
 * menu button (on every route), clicked by a script at the first paint; it works when the menu is
 * open. A tap asks for hydration at once (decision 0016), so paint and hydration are measured on
 * loads without it, and the tap on loads of its own. Times are milliseconds from navigation start,
 * the median of `runs`.
 */
import { chromium, type Browser } from "playwright-core";

export interface InteractivityFigures {
  route: string;
  firstPaintMs: number;
  /** The largest contentful paint seen by the time the page hydrated. */
  lcpMs: number;
  hydratedMs: number;
  /** hydratedMs - firstPaintMs: the window in which the page looks ready but is not (target: <= 1000). */
  hydratedAfterPaintMs: number;
  firstWorkingTapMs: number;
}

const DONE = "bench:interactive";

/** Runs in the page before its own scripts: notes the first paint, taps the menu then (with `tap`) and notes when it opened. */
const probe = (tap: boolean) => `(() => {
  const w = window;
  new PerformanceObserver((list, obs) => {
    const fcp = list.getEntriesByName("first-contentful-paint")[0];
    if (!fcp) return;
    obs.disconnect();
    w.__benchPaint = fcp.startTime;
    const button = ${tap} && document.querySelector('button[aria-controls="mobile-menu"]');
    if (button) button.click();
  }).observe({ type: "paint", buffered: true });
  // Says on the console once hydrated (and, with the tap, once the menu opened). The harness listens
  // for that rather than evaluating anything in the page before then: polling on every animation
  // frame and Playwright's helper scripts ran on the throttled main thread inside the window being
  // measured (40-60 ms in a CPU profile of one load; the gaps' medians moved within noise).
  const observer = new MutationObserver(() => {
    if (w.__benchTapWorked === undefined && document.querySelector('#mobile-menu[data-open="true"]')) w.__benchTapWorked = performance.now();
    if (w.__hydratedAt !== undefined && (!${tap} || w.__benchTapWorked !== undefined)) { observer.disconnect(); console.debug("${DONE}"); }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-open", "data-hydrated"] });
  try {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      if (entries.length) w.__benchLcp = entries[entries.length - 1].startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch (error) {
    console.debug("bench: no LCP entries here: " + error);
  }
})();`;

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)]!);
};

/** A build to measure: its name in the report and the origin its server answers on. */
export interface BuildUnderTest {
  name: string;
  origin: string;
}

/** One build's figures per route (`measureInteractivityAcross`). */
export interface BuildInteractivity {
  build: string;
  figures: InteractivityFigures[];
}

export async function measureInteractivity(origin: string, routes: string[], runs: number): Promise<InteractivityFigures[]> {
  return (await measureInteractivityAcross([{ name: "this build", origin }], routes, runs))[0]!.figures;
}

/**
 * The figures of several builds, their cold loads interleaved (for each route and run: a load of
 * each build in turn), so a busy spell on the machine falls on every build alike (issue 27 item 3:
 * "median of 7 cold loads per route, interleaved with the previous build").
 */
export async function measureInteractivityAcross(builds: readonly BuildUnderTest[], routes: string[], runs: number): Promise<BuildInteractivity[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic"],
  });
  const out: BuildInteractivity[] = builds.map((b) => ({ build: b.name, figures: [] }));
  try {
    for (const route of routes) {
      const samples = builds.map(() => [] as Array<{ paint: number; lcp: number; hydrated: number; tap: number }>);
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          const quiet = await loadOrNote(browser, build.origin + route, false);
          const tapped = await loadOrNote(browser, build.origin + route, true);
          samples[b]!.push({ paint: quiet.paint, lcp: quiet.lcp, hydrated: quiet.hydrated, tap: tapped.tap });
        }
      }
      for (const [b, build] of builds.entries()) {
        const s = samples[b]!;
        const f: InteractivityFigures = {
          route,
          firstPaintMs: median(s.map((x) => x.paint)),
          lcpMs: median(s.map((x) => x.lcp)),
          hydratedMs: median(s.map((x) => x.hydrated)),
          hydratedAfterPaintMs: median(s.map((x) => x.hydrated - x.paint)),
          firstWorkingTapMs: median(s.map((x) => x.tap)),
        };
        console.log(
          `  interactivity ${build.name} ${route}: paint ${f.firstPaintMs} ms, LCP ${f.lcpMs} ms, hydrated ${f.hydratedMs} ms (+${f.hydratedAfterPaintMs}), first tap worked ${f.firstWorkingTapMs} ms`,
        );
        out[b]!.figures.push(f);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * A load that never said it was done within its 120 s is noted and counted as not hydrated (NaN,
 * left out of the medians) rather than ending the whole run.
 */
async function loadOrNote(browser: Browser, url: string, tap: boolean) {
  try {
    return await load(browser, url, tap);
  } catch (error) {
    console.log(`  interactivity: ${url}${tap ? " (tap)" : ""} did not finish: ${String(error).split("\n")[0]}`);
    return { paint: NaN, lcp: NaN, hydrated: NaN, tap: NaN };
  }
}

/** One cold load on the phone profile; resolves once hydrated (and, with `tap`, once the tap worked). */
async function load(browser: Browser, url: string, tap: boolean): Promise<{ paint: number; lcp: number; hydrated: number; tap: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.addInitScript(probe(tap));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const done = page.waitForEvent("console", { predicate: (m) => m.text() === DONE, timeout: 120_000 });
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    await done;
    return await page.evaluate(() => {
      const w = window as { __benchPaint?: number; __benchLcp?: number; __hydratedAt?: number; __benchTapWorked?: number };
      return { paint: w.__benchPaint ?? NaN, lcp: w.__benchLcp ?? NaN, hydrated: w.__hydratedAt ?? NaN, tap: w.__benchTapWorked ?? NaN };
    });
  } finally {
    await context.close();
  }
}

/**
 * The routes issue 27 item 3 names: the home page, the package list, a package, the contact page, a
 * destination and a story (the newest, asked of the server, since its address is its slug).
 */
export async function phoneGapRoutes(origin: string): Promise<string[]> {
  const blogs = (await (await fetch(`${origin}/api/v1/blogs/`)).json()) as { results: Array<{ slug: string }> };
  return ["/", "/packages", "/packages/1", "/contact", "/destinations/1", `/blogs/${blogs.results[0]!.slug}`];
}
