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

/** Waits until React has hydrated the page (the client router has started). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));
  // The router exists just before React commits the hydrated tree; let the commit and its effects run.
  await page.waitForTimeout(150);
}

/** Scrolls through the page so lazy images load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
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
