/**
 * Checks shared by the company-page browser tests: server-rendered meta tags
 * (read from the raw HTML, before any JavaScript), phone layout overflow, and
 * a recorder of requests that leave our own origin.
 */
import type { Page } from "playwright-core";

export interface RenderedMeta {
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  imagePreloads: string[];
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

function findTag(html: string, pattern: RegExp): string | null {
  return html.match(pattern)?.[0] ?? null;
}

const decode = (s: string | null) => (s === null ? null : s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"'));

/** Fetches a page's HTML as a crawler would and pulls out the tags of pageMeta and the image preloads. */
export async function serverRenderedMeta(baseUrl: string, path: string): Promise<RenderedMeta & { status: number }> {
  const res = await fetch(`${baseUrl}${path}`);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (key: string, value: string) => decode(attr(findTag(head, new RegExp(`<meta[^>]*${key}="${value}"[^>]*>`)) ?? "", "content"));
  const preloads = [...head.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /as="image"/.test(tag))
    // React's preload() writes a responsive image's hint as imageSrcSet alone, without href.
    .map((tag) => decode(attr(tag, "href") ?? attr(tag, "imageSrcSet")) ?? "");
  return {
    status: res.status,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null),
    description: meta("name", "description"),
    canonical: decode(attr(findTag(head, /<link[^>]*rel="canonical"[^>]*>/) ?? "", "href")),
    ogTitle: meta("property", "og:title"),
    ogImage: meta("property", "og:image"),
    twitterCard: meta("name", "twitter:card"),
    imagePreloads: preloads,
  };
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** Records every request whose host is not the site's own host. */
export function recordThirdPartyRequests(page: Page, siteUrl: string): string[] {
  const own = new URL(siteUrl).host;
  const seen: string[] = [];
  page.on("request", (req) => {
    const url = req.url();
    if (url.startsWith("data:") || url.startsWith("blob:") || url.startsWith("about:")) return;
    if (new URL(url).host !== own) seen.push(url);
  });
  return seen;
}

/**
 * Waits until React has hydrated the page: the root marks <html data-hydrated="true"> in its first
 * effect (app/root.tsx), after the hydrated tree is committed, so handlers are attached by then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * Scrolls through the page so lazy images load. Native lazy loading decides in a frame's rendering
 * steps, after the animation-frame callbacks, so each step waits for the next frame at the new
 * position to be rendered (a task queued from its animation-frame callback runs after those steps)
 * rather than for a fixed time.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frameRendered = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await frameRendered();
    }
    window.scrollTo(0, 0);
  });
}

/** Navigates to a URL and waits until React has hydrated the page; returns the navigation response. */
export async function openHydrated(page: Page, url: string) {
  const res = await page.goto(url, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  return res;
}

/**
 * An observation window for showing that something does NOT happen (a scroll, a style change),
 * after the caller has waited for everything positive it can. It lasts a number of rendered frames
 * rather than milliseconds: frames cannot come faster than the display rate (60 a second), so the
 * window is never shorter than frames / 60 s, and it stretches when a busy machine renders slowly,
 * which is exactly when a late change would otherwise slip past a fixed sleep.
 */
export async function watchFrames(page: Page, frames: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const tick = () => (++seen >= n ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    frames,
  );
}

/**
 * For pages under Playwright's fake clock (where animation frames are faked too): resolves once
 * React's scheduler has run whatever the clock's timers queued. React schedules its work through a
 * MessageChannel, which the clock does not fake; messages run in order, so each round trip here
 * runs after every slice React had posted before it (a few, in case a render yields mid-way).
 */
export async function reactWorkDrained(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    }
  });
}

/** One control that keyboard focus reached while something else covered its middle. */
export interface ObscuredFocus {
  /** The control: tag, name or id, and its text. */
  control: string;
  /** What sat on top of it (tag and class of the covering element). */
  coveredBy: string;
}

/**
 * Presses Tab (or Shift+Tab) from the current focus up to `maxTabs` times, or until focus leaves `within`, and
 * returns every control that focus reached while a sticky or fixed part of the page (a sticky action
 * bar, a header) covered its middle: WCAG 2.2's "focus not obscured". The page must scroll instantly
 * (the console does; the public site does under `reducedMotion: "reduce"`): then the scroll focus
 * causes is done when the key press returns, and each control is judged where it stops rather than
 * somewhere along a glide.
 */
export async function obscuredFocusStops(page: Page, within: string, maxTabs = 400, key: "Tab" | "Shift+Tab" = "Tab"): Promise<{ visited: number; obscured: ObscuredFocus[] }> {
  const obscured: ObscuredFocus[] = [];
  let visited = 0;
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate((selector) => {
      if (getComputedStyle(document.documentElement).scrollBehavior === "smooth") throw new Error("obscuredFocusStops needs instant scrolling: open the page with reducedMotion: \"reduce\"");
      const el = document.activeElement as HTMLElement | null;
      const root = document.querySelector(selector);
      if (!el || !root || !root.contains(el) || el === root) return { inside: false as const };
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const describe = (n: Element) => `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${n.getAttribute("name") ? `[name=${n.getAttribute("name")}]` : ""}${n.className && typeof n.className === "string" ? `.${n.className.trim().split(/\s+/).join(".")}` : ""}`;
      const hit = document.elementFromPoint(x, y);
      // Off screen (a control scrolled sideways in its own box) or the control itself: not covered.
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return { inside: true as const };
      // Covered only counts when the cover is a sticky or fixed part of the page, not a label drawn over its input.
      for (let n: Element | null = hit; n; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if ((position === "sticky" || position === "fixed") && !n.contains(el)) {
          return { inside: true as const, covered: { control: `${describe(el)} "${(el.innerText || el.getAttribute("aria-label") || "").slice(0, 40)}"`, coveredBy: describe(n) } };
        }
      }
      return { inside: true as const };
    }, within);
    if (!stop.inside) break;
    visited++;
    if ("covered" in stop && stop.covered) obscured.push(stop.covered);
  }
  return { visited, obscured };
}

/**
 * The cache's start-up check waits for the visitor's first interaction and an idle moment
 * (decision 0071). A Shift press is an interaction that changes nothing on the page; this then waits
 * until the check has stored the data version, so later steps see no start-up fetch of their own.
 */
export async function settleStartUpCache(page: Page): Promise<void> {
  // A key pressed just before the cache starts listening starts nothing: press until the check runs.
  for (let i = 0; ; i++) {
    await page.keyboard.press("Shift");
    if (await page.waitForFunction(() => localStorage.getItem("data_version") !== null, undefined, { timeout: 1_000 }).then(() => true, () => false)) return;
    if (i >= 29) throw new Error("The cache's start-up check never stored the data version");
  }
}
