/** Renders bench/report.md: figures beside budgets, and how to read them. */
import type { LighthouseSummary } from "./lighthouse.ts";
import { HOME_FIRST_LOAD_JS_GZIP_KB } from "./budgets.ts";
import type { LoadFigures } from "./load.ts";
import type { BuildInteractivity } from "./interactivity.ts";

export const BUDGETS = {
  /**
   * Issue 27 item 1: Lighthouse mobile with applied throttling (the page really loads under slow 4G
   * and 4x CPU): a score on every run, performance >= 90 on the demo catalogue and >= 85 at 10,000
   * packages, LCP <= 2.0 s, TBT <= 200 ms, CLS <= 0.02. The simulated column is shown, not budgeted.
   */
  performance: 90,
  performanceLarge: 85,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /**
   * The home page's first-load JavaScript, gzip -9, as measured on 2026-11-28 (decision 0071): the
   * guard tests/e2e/performance.test.ts holds exactly. Lower it when the figure falls; never raise it.
   */
  homeJsKb: HOME_FIRST_LOAD_JS_GZIP_KB,
  searchP95Ms: 20,
  /** Issue 12: hydration within 1.0 s of the first paint on the throttled phone profile. */
  hydratedAfterPaintMs: 1000,
};

interface Scale {
  packages: number;
  startupMs: number;
  peakRssMb: number;
  load: LoadFigures[];
  search: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
}

interface Report {
  generatedAt: string;
  machine: { cpus: number; node: string };
  lighthouseRuns: number;
  /** Per route: applied throttling and the simulation on the demo catalogue scaled up, and applied at 10,000 packages. */
  lighthouse: Record<string, LighthouseModes>;
  interactivity?: BuildInteractivity[];
  homeJs: { path: string; modules: number; gzipKb: number; brotliKb: number; frameworkGzipKb: number };
  small: Scale;
  large: Scale;
}

const mark = (ok: boolean) => (ok ? "✅" : "❌");

export interface LighthouseModes {
  applied: LighthouseSummary;
  simulated: LighthouseSummary;
  appliedLarge?: LighthouseSummary;
}

const perf = (f: LighthouseSummary) =>
  f.performance === null ? "no score" : `${f.performance}${f.worstPerformance !== f.performance ? ` (worst ${f.worstPerformance})` : ""}${f.unscoredRuns ? `, ${f.unscoredRuns}/${f.runs} unscored` : ""}`;

function appliedWithinBudget(f: LighthouseSummary, minimum: number): boolean {
  return f.unscoredRuns === 0 && (f.worstPerformance ?? 0) >= minimum && f.lcpMs <= BUDGETS.lcpMs && f.tbtMs <= BUDGETS.tbtMs && f.cls <= BUDGETS.cls;
}

function lighthouseTable(l: Record<string, LighthouseModes>, homeJs: Report["homeJs"]): string {
  const rows = Object.entries(l).map(([route, { applied: a, simulated: s, appliedLarge: big }]) => {
    const ok =
      appliedWithinBudget(a, BUDGETS.performance) &&
      (!big || appliedWithinBudget(big, BUDGETS.performanceLarge)) &&
      a.accessibility >= BUDGETS.accessibility &&
      a.bestPractices >= BUDGETS.bestPractices &&
      a.seo >= BUDGETS.seo &&
      (route !== "/" || homeJs.gzipKb <= BUDGETS.homeJsKb);
    const large = big ? `${perf(big)} | ${big.lcpMs} | ${big.tbtMs}` : "| |";
    return `| \`${route}\` | ${perf(a)} | ${a.lcpMs} | ${a.tbtMs} | ${a.cls} | ${a.speedIndexMs} | ${large} | ${perf(s)} | ${s.lcpMs} | ${s.tbtMs} | ${a.accessibility} / ${a.bestPractices} / ${a.seo} | ${a.totalKb} | ${a.jsKb} / ${a.jsGzipKb} | ${mark(ok)} |`;
  });
  return [
    "| route | applied: perf | LCP ms | TBT ms | CLS | Speed Index ms | 10,000 packages, applied: perf | LCP ms | TBT ms | simulated: perf | LCP ms | TBT ms | a11y / best pr. / SEO | total KB | JS KB sent / gzip | within budget |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    `| **budget** | ≥ ${BUDGETS.performance}, every run scored | ≤ ${BUDGETS.lcpMs} | ≤ ${BUDGETS.tbtMs} | ≤ ${BUDGETS.cls} | | ≥ ${BUDGETS.performanceLarge}, every run scored | ≤ ${BUDGETS.lcpMs} | ≤ ${BUDGETS.tbtMs} | (not budgeted) | | | ${BUDGETS.accessibility} / ${BUDGETS.bestPractices} / ${BUDGETS.seo} | | first load ≤ ${BUDGETS.homeJsKb} gzip (home, below) | |`,
    ...rows,
  ].join("\n");
}

function loadTable(s: Scale): string {
  return [
    "| path | req/s | p50 ms | p99 ms | errors | non-2xx |",
    "|---|---|---|---|---|---|",
    ...s.load.map((l) => `| \`${l.path}\` | ${l.requestsPerSec} | ${l.p50Ms} | ${l.p99Ms} | ${l.errors} | ${l.non2xx} |`),
  ].join("\n");
}

function interactivityTable(builds: BuildInteractivity[] | undefined): string {
  if (!builds?.length) return "_Interactivity was skipped (--skip-interactivity)._";
  const routes = builds[0]!.figures.map((f) => f.route);
  return [
    "| route | build | first paint | LCP | hydrated | hydrated after paint | first working tap | within budget |",
    "|---|---|---|---|---|---|---|---|",
    `| budget | | | | | <= ${BUDGETS.hydratedAfterPaintMs} | | |`,
    ...routes.flatMap((route, i) =>
      builds.map(({ build, figures }) => {
        const f = figures[i]!;
        return `| ${route} | ${build} | ${f.firstPaintMs} | ${f.lcpMs} | ${f.hydratedMs} | ${f.hydratedAfterPaintMs} | ${f.firstWorkingTapMs} | ${mark(f.hydratedAfterPaintMs <= BUDGETS.hydratedAfterPaintMs)} |`;
      }),
    ),
  ].join("\n");
}

export function renderReport(r: Report): string {
  const lh = Object.keys(r.lighthouse).length
    ? lighthouseTable(r.lighthouse, r.homeJs)
    : "_Lighthouse was skipped (--skip-lighthouse)._";
  const js = r.homeJs;
  return `# Benchmark report

Generated ${r.generatedAt} on ${r.machine.cpus} CPUs, Node ${r.machine.node}. Produced by \`npm run bench\`.

## How to read this

- **Lighthouse** runs mobile (slow 4G, 4x CPU slowdown, a Moto G Power sized screen) against the
  production build, ${r.lighthouseRuns} runs per route and mode, the modes interleaved. **Applied**
  throttling (\`throttlingMethod: devtools\`) really loads the page under the throttle, as a phone
  would; the budgets are on it (issue 27 item 1). At 10,000 packages the applied runs are repeated on
  a server with that catalogue. **Simulated** is Lighthouse's default model (what PageSpeed Insights
  shows), kept beside it unbudgeted. The table shows medians; "worst" is the lowest score of the
  runs, and a run with no score at all is counted and fails the budget. LCP, TBT and Speed Index are
  in milliseconds under that throttling; CLS has no unit. "total KB" is every byte over the wire; "JS KB sent / gzip" is the
  scripts the page loaded during the run, first as sent (brotli, with headers), then the same
  bodies gzip -9. Budgets are in the first row; the last column says whether every budget held.
- **First-load JavaScript** is what the home page's HTML asks for to hydrate (the module list of
  the deferred-hydration loader, docs/decisions/0011); code fetched later on demand (the cache
  persister, the inquiry schema) is not part of it, though Lighthouse's JS column counts it.
- **Load** is autocannon in this process against the server process over loopback, 50 connections
  for 10 s per path (API and server-rendered pages), compressed responses accepted. p50/p99 are
  the latencies the client saw, so they include queueing at 50 concurrent connections on 2 cores.
- **Search in the server** is the \`Server-Timing\` the API reports for ${r.small.search.samples}
  sequential package searches with varied filters, typos included (fuzzy fallback). The budget is a
  p95 under ${BUDGETS.searchP95Ms} ms at 10,000 packages. It holds because searches never touch the
  database: the catalogue snapshot (docs/decisions/0001) keeps a search index in memory, exact
  filters are a linear pass over precomputed fields, and typo tolerance compares query words
  against the distinct-word vocabulary (a few thousand words) rather than every package.
- **Peak RSS** is the server's VmHWM (high-water resident memory) at the end of its run.
- **Interactivity** (issue 12) loads each route in Chromium on the issue's phone profile (CDP:
  1.6 Mbps down, 150 ms round trip, 4x CPU slowdown, cache disabled), clicks the header's menu
  button by script at the first contentful paint, and records, in ms from navigation start: the
  first paint, when React attached (\`window.__hydratedAt\`), and when the menu actually opened (the
  held tap replayed, docs/decisions/0016). Median of the runs. "Hydrated after paint" is the time
  the page looks ready but is not; the issue's target is 1.0 s.

## Lighthouse (mobile), catalogue with ${r.small.packages} extra packages

${lh}

## Interactivity on a throttled phone (ms from navigation start)

${interactivityTable(r.interactivity)}

**First-load JavaScript of the home page:** ${js.modules} modules, ${js.gzipKb} KB gzip
(${js.brotliKb} KB brotli as sent) ${mark(js.gzipKb <= BUDGETS.homeJsKb)} (budget ${BUDGETS.homeJsKb} KB gzip). Of these,
${js.frameworkGzipKb} KB gzip are the one framework chunk every page needs (React DOM, React Router,
TanStack Query, React); the rest is the site's own code for the home page, its layout and its cache.

## Load, ${r.small.packages} extra packages

Server start-up (including seeding) ${r.small.startupMs} ms; peak RSS ${r.small.peakRssMb} MB.

${loadTable(r.small)}

Search in the server: p50 ${r.small.search.p50Ms} ms, p95 ${r.small.search.p95Ms} ms, max ${r.small.search.maxMs} ms.

## Load, ${r.large.packages} extra packages

Server start-up (including seeding) ${r.large.startupMs} ms; peak RSS ${r.large.peakRssMb} MB.

${loadTable(r.large)}

Search in the server: p50 ${r.large.search.p50Ms} ms, p95 ${r.large.search.p95Ms} ms, max ${r.large.search.maxMs} ms
${mark(r.large.search.p95Ms < BUDGETS.searchP95Ms)} (budget p95 < ${BUDGETS.searchP95Ms} ms).

## How cost grows

| figure | ${r.small.packages} packages | ${r.large.packages} packages |
|---|---|---|
| peak RSS MB | ${r.small.peakRssMb} | ${r.large.peakRssMb} |
| start-up ms | ${r.small.startupMs} | ${r.large.startupMs} |
${r.small.load.map((l, i) => `| ${l.path} req/s | ${l.requestsPerSec} | ${r.large.load[i]?.requestsPerSec ?? "?"} |`).join("\n")}
| search p95 ms (in server) | ${r.small.search.p95Ms} | ${r.large.search.p95Ms} |
`;
}
