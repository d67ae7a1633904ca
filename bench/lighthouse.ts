/**
 * Lighthouse mobile over Debian's Chromium, two ways (issue 27 item 1):
 * - "applied" (`throttlingMethod: "devtools"`): the page really loads under the slow-4G network and
 *   4x CPU throttle, as a phone would load it. The budgets are on these figures.
 * - "simulated" (Lighthouse's default): an unthrottled load replayed through Lantern's model, kept
 *   as a second column because it is what PageSpeed Insights shows.
 * A run can end without a performance score (Lighthouse needs a quiet 5 s of main thread to call
 * the page interactive); that is recorded as null, never as 0, so the report counts it.
 */
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

export type ThrottlingMethod = "devtools" | "simulate";

export interface LighthouseFigures {
  /** null when the run produced no performance score. */
  performance: number | null;
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

export async function runLighthouse(url: string, throttlingMethod: ThrottlingMethod = "devtools"): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })?.items ?? [];
    const transfer = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const performanceScore = lhr.categories.performance?.score;
    const requests = (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string; resourceType?: string }> })?.items ?? [];
    const origin = new URL(url).origin;
    const scripts = requests.filter((r) => r.resourceType === "Script" && r.url.startsWith(origin)).map((r) => r.url);
    return {
      performance: typeof performanceScore === "number" ? Math.round(performanceScore * 100) : null,
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

/** Medians over the runs; the performance median is over the scored runs, and `unscoredRuns` says how many had none. */
export type LighthouseSummary = LighthouseFigures & { runs: number; unscoredRuns: number; worstPerformance: number | null };

export function medianFigures(runs: LighthouseFigures[]): LighthouseSummary {
  const keys = Object.keys(runs[0]!).filter((k) => k !== "performance") as Array<Exclude<keyof LighthouseFigures, "performance">>;
  const scored = runs.map((r) => r.performance).filter((p): p is number => p !== null);
  return {
    ...(Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Omit<LighthouseFigures, "performance">),
    performance: scored.length ? median(scored) : null,
    worstPerformance: scored.length ? Math.min(...scored) : null,
    runs: runs.length,
    unscoredRuns: runs.length - scored.length,
  };
}
