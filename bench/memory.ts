/**
 * Resident memory of the production server (issue 13 item 10): idle after start, after a crawl of
 * every page and every image variant, and at the peak of a mixed load. Read from /proc (VmRSS,
 * VmHWM) of the server process, so it counts everything: V8 heap, libvips, the allocator.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageKeyFromUrl } from "#domain/images.ts";
import { spliceReportSection } from "./report-file.ts";
import { startBenchServer } from "./server.ts";

export interface MemoryReport {
  /** Resident memory of the web process 3 s after start (demo catalogue seeded). */
  idleMb: number;
  /** ...after every page and every image variant was served once, 3 s after the crawl. */
  afterCrawlMb: number;
  /** ...after 20 s of mixed load on top (pages with unique query strings, API lists, package pages). */
  afterLoadMb: number;
  /** The web process's high-water mark (VmHWM) over the whole run. */
  peakMb: number;
  /** The image worker's high-water mark, read while it ran (it exits when idle). */
  imageWorkerPeakMb: number;
  pages: number;
  imageVariants: number;
  crawlSeconds: number;
  loadRequests: number;
}

function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0; // the process has exited
  }
}

/** Child processes of `pid` (the image worker), from /proc. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Mixed reads for `seconds`: pages with unique query strings (nothing cached for them), lists, details. */
async function mixedLoad(base: string, seconds: number): Promise<number> {
  const paths = ["/", "/packages", "/packages/1", "/destinations", "/gallery", "/api/v1/packages/", "/api/v1/destinations/", "/blog"];
  const until = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: 16 }, async (_, worker) => {
      while (Date.now() < until) {
        const path = paths[(n + worker) % paths.length]!;
        const res = await fetch(`${base}${path}${path.includes("?") ? "&" : "?"}utm_source=bench-${n++}`);
        await res.arrayBuffer();
      }
    }),
  );
  return n;
}

/** Every page the sitemap lists plus the pages it leaves out (contact form, search results). */
async function pageUrls(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
  return [...new Set([...urls, "/contact", "/packages?destinations=Maasai%20Mara", "/gallery"])];
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Crawls every page, collecting image keys from the HTML, then fetches every variant of every key. */
export async function crawl(base: string): Promise<{ pages: number; variants: number }> {
  const pages = await pageUrls(base);
  const keys = new Set<string>();
  await pool(pages, 4, async (path) => {
    const html = await (await fetch(`${base}${path}`)).text();
    for (const m of html.matchAll(/\/images\/(?:\d+|og)\/[a-z0-9/-]+\.(?:avif|webp|jpg)/g)) {
      const key = imageKeyFromUrl(m[0]);
      if (key) keys.add(key);
    }
  });
  const variants = [...keys].flatMap((key) => [
    ...IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => `/images/${w}/${key}.${f}`)),
    `/images/og/${key}.jpg`,
  ]);
  await pool(variants, 4, async (path) => {
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
  });
  return { pages: pages.length, variants: variants.length };
}

async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 3000));
}

export async function runMemoryBench(root: string): Promise<MemoryReport> {
  const s = await startBenchServer(root, 0);
  let workerPeak = 0;
  const sampler = setInterval(() => {
    for (const pid of childPids(s.pid)) workerPeak = Math.max(workerPeak, rssMb(pid, "VmHWM"));
  }, 250);
  try {
    await settle();
    const idleMb = rssMb(s.pid, "VmRSS");
    const t = Date.now();
    const { pages, variants } = await crawl(s.url);
    const crawlSeconds = (Date.now() - t) / 1000;
    await settle();
    const afterCrawlMb = rssMb(s.pid, "VmRSS");
    const loadRequests = await mixedLoad(s.url, 20);
    await settle();
    const afterLoadMb = rssMb(s.pid, "VmRSS");
    const peakMb = rssMb(s.pid, "VmHWM");
    clearInterval(sampler);
    await s.stop();
    return { idleMb, afterCrawlMb, afterLoadMb, peakMb, imageWorkerPeakMb: workerPeak, pages, imageVariants: variants, crawlSeconds, loadRequests };
  } finally {
    clearInterval(sampler);
    if (!s.stopped) await s.stop();
  }
}

export function renderMemorySection(m: MemoryReport): string {
  return `## Memory of the web process (issue 13 item 10)

The compiled server (\`npm start\`: \`sh scripts/start-server.sh\`, which runs \`node build/node/main.mjs\`) with the demo catalogue, read from
\`/proc\` (resident set, so V8, native libraries and the allocator all count). Image variants are
rendered by a separate worker process that exits when idle (decision 0024); its peak is listed apart.

| stage | resident MB | budget |
|---|---:|---:|
| idle, 3 s after start | ${m.idleMb} | |
| after a crawl of ${m.pages} pages and all ${m.imageVariants} image variants (${m.crawlSeconds.toFixed(0)} s) | ${m.afterCrawlMb} | 250 |
| after 20 s of mixed load (${m.loadRequests} requests, unique query strings) | ${m.afterLoadMb} | |
| peak of the web process (VmHWM) | ${m.peakMb} | 350 |
| peak of the image worker while it rendered | ${m.imageWorkerPeakMb} | |

The server is started as \`npm start\` starts it, through \`scripts/start-server.sh\`, which sets
\`MALLOC_ARENA_MAX=2\` and \`NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=8"\`
(decision 0024). Without them V8 sizes its heap by the machine (here plenty of memory) and lets
garbage pile up under a burst of uncached pages: \`bench/memory-under-load.md\` measures both on the
chaos run's mixed load.
`;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? "")).href) {
  // Alone: `npx tsx bench/memory.ts [--write]` (after `npm run build`); --write refreshes bench/report.*.
  const report = await runMemoryBench(process.cwd());
  console.log(renderMemorySection(report));
  if (process.argv.includes("--write")) spliceReportSection({ heading: "Memory of the web process", markdown: renderMemorySection(report), key: "memory", value: report });
}
