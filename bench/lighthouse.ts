/** Lighthouse (mobile default: simulated slow 4G and 4x CPU slowdown) over Debian's Chromium. */
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalKb: number;
  /** Script bytes as sent (our server answers brotli), headers included. */
  jsKb: number;
  /** The same scripts' bodies gzip-compressed (level 9): the unit of the issue's JS budget. */
  jsGzipKb: number;
}

/** Sum of gzip -9 sizes of the given same-origin URLs, fetched uncompressed. */
export async function gzipKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round(bytes / 1024);
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })?.items ?? [];
    const transfer = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string; resourceType?: string }> })?.items ?? [];
    const origin = new URL(url).origin;
    const scripts = requests.filter((r) => r.resourceType === "Script" && r.url.startsWith(origin)).map((r) => r.url);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      speedIndexMs: Math.round(audit("speed-index")),
      totalKb: Math.round(transfer("total") / 1024),
      jsKb: Math.round(transfer("script") / 1024),
      jsGzipKb: await gzipKb(scripts),
    };
  } finally {
    await chrome.kill();
  }
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as Array<keyof LighthouseFigures>;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as LighthouseFigures;
}
