/**
 * npm run bench [-- --runs=3 --packages=1000 --large=10000 --inquiries=100000 --bookings=100000 --skip-lighthouse --skip-interactivity --outbox-seconds=15 --postgres=URL --skip-postgres --before=DIR]
 *
 * Builds, starts the production server on SQLite with the demo catalogue
 * scaled up, warms it, then measures: Lighthouse (mobile, applied throttling and the simulation,
 * and applied again at 10,000 packages) on the key routes, and on a translated page of each kind,
 * first paint, hydration and the first working tap on a throttled phone (issue 12),
 * autocannon load on the API and SSR pages, in-server search timings, peak
 * RSS; and the API again with 10,000 packages; then the console at 100,000 inquiries (inbox,
 * bookings and quotes lists, and every console page through the build). Writes bench/report.md and
 * bench/report.json. A tool, not a test: it asserts nothing.
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { FRAMEWORK_CHUNK, readDeferredModules } from "../app/ssr/deferred-hydration.ts";
import { gzipKb, runLighthouse, medianFigures, type LighthouseFigures } from "./lighthouse.ts";
import { runLoad, searchServerTimings, type LoadFigures } from "./load.ts";
import { measureInteractivityAcross, phoneGapRoutes, type BuildInteractivity, type BuildUnderTest } from "./interactivity.ts";
import { benchOutbox, renderOutboxSection } from "./outbox.ts";
import { startBenchServer, warm, type BenchServer } from "./server.ts";
import { BUDGETS, renderReport, type LighthouseModes } from "./render-report.ts";
import { renderInboxSection, runInboxBench } from "./inbox.ts";
import { renderBookingsListSection, runBookingsListBench } from "./bookings-list.ts";
import { runQuotesListBench } from "./quotes-list.ts";
import { renderConsolePagesSection, runConsolePagesBench } from "./console-pages.ts";
import { renderMemorySection, runMemoryBench } from "./memory.ts";
import { benchMediaUpload, renderMediaUploadSection } from "./media-upload.ts";
import { benchRates, renderRatesSection } from "./rates.ts";
import { benchQuotePdf, renderQuotePdfSection } from "./quote-pdf.ts";
import { benchPaymentStart, renderPaymentStartSection } from "./payment-start.ts";
import { renderReadsUnderWritesSection, runReadsUnderWritesBench } from "./reads-under-writes.ts";
import { renderTranslatedLighthouseSection, runTranslatedLighthouse, translatedRoutes, type TranslatedLighthouse } from "./translated-lighthouse.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"];
  }),
);
const RUNS = Number(args.runs ?? 3);
const PACKAGES = Number(args.packages ?? 1000);
const LARGE = Number(args.large ?? 10000);

/**
 * The home page's first-load JavaScript: the modules its HTML asks for to hydrate (the list the
 * deferred-hydration loader carries, app/ssr/deferred-hydration.ts), gzip -9 and brotli as sent.
 * Code loaded later on demand (the cache persister, the inquiry schema) is not part of it.
 */
async function firstLoadJs(server: BenchServer, path: string) {
  const html = await (await fetch(server.url + path)).text();
  const modules = readDeferredModules(html);
  let brotli = 0;
  for (const m of modules) {
    // fetch() decompresses the body, so the compressed size comes from the header.
    const res = await fetch(server.url + m, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    brotli += Number(res.headers.get("content-length") ?? 0);
  }
  const framework = modules.filter((m) => FRAMEWORK_CHUNK.test(m)).map((m) => server.url + m);
  return {
    path,
    modules: modules.length,
    gzipKb: await gzipKb(modules.map((m) => server.url + m)),
    brotliKb: Math.round(brotli / 1024),
    frameworkGzipKb: await gzipKb(framework),
  };
}

async function apiLoad(server: BenchServer): Promise<LoadFigures[]> {
  const paths = [
    "/api/v1/packages/",
    "/api/v1/packages/1/",
    "/api/v1/search/packages/?destinations=mara&residency=resident",
    "/api/v1/search/destinations/?q=nai",
    "/",
    "/packages/1",
  ];
  const out: LoadFigures[] = [];
  for (const p of paths) {
    out.push(await runLoad(server.url, p));
    console.log(`  load ${p}: ${out.at(-1)!.requestsPerSec} req/s, p99 ${out.at(-1)!.p99Ms} ms`);
  }
  return out;
}

async function main() {
  console.log("Building…");
  execSync("npm run build", { cwd: ROOT, stdio: "inherit" });

  console.log(`Starting the production server with ${PACKAGES} extra packages…`);
  const server = await startBenchServer(ROOT, PACKAGES);
  const blogs = (await (await fetch(`${server.url}/api/v1/blogs/`)).json()) as { results: Array<{ slug: string }> };
  const slug = blogs.results[0]!.slug;
  const routes = [
    "/",
    "/packages",
    "/packages?destinations=mara",
    "/packages/1",
    "/destinations",
    "/destinations/1",
    `/blogs/${slug}`,
    "/gallery",
    "/contact",
    "/travel-management/student",
  ];
  await warm(server, routes);
  const homeJs = await firstLoadJs(server, "/");
  console.log(`  home first-load JS: ${homeJs.modules} modules, ${homeJs.gzipKb} KB gzip, ${homeJs.brotliKb} KB brotli`);

  const lighthouse: Record<string, LighthouseModes> = {};
  const skipLighthouse = args["skip-lighthouse"] === "true";
  if (!skipLighthouse) {
    for (const route of routes) {
      // Applied and simulated interleaved, so a busy spell on the machine hits both alike.
      const applied: LighthouseFigures[] = [];
      const simulated: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        applied.push(await runLighthouse(server.url + route, "devtools"));
        simulated.push(await runLighthouse(server.url + route, "simulate"));
      }
      lighthouse[route] = { applied: medianFigures(applied), simulated: medianFigures(simulated) };
      const { applied: a, simulated: m } = lighthouse[route]!;
      console.log(`  lighthouse ${route}: applied perf ${a.performance} (${a.unscoredRuns} unscored) LCP ${a.lcpMs} TBT ${a.tbtMs} CLS ${a.cls}; simulated perf ${m.performance} LCP ${m.lcpMs} TBT ${m.tbtMs}`);
    }
  }

  let translated: TranslatedLighthouse[] = [];
  if (!skipLighthouse) {
    console.log("Lighthouse on translated pages…");
    const storySlugs = Object.fromEntries(
      await Promise.all(["de", "fr", "it", "zh"].map(async (l) => [l, ((await (await fetch(`${server.url}/api/v1/blogs/${slug}/?lang=${l}`)).json()) as { slug: string }).slug] as const)),
    );
    translated = await runTranslatedLighthouse(server.url, translatedRoutes(storySlugs), RUNS);
  }

  let interactivity: BuildInteractivity[] = [];
  if (args["skip-interactivity"] !== "true") {
    // Issue 27 item 3: median of 7 cold loads per route (whatever --runs says), interleaved with
    // the previous build's when --before names its checkout.
    console.log("Interactivity on a throttled phone (1.6 Mbps, 150 ms, 4x CPU)…");
    const before = args.before ? await startBenchServer(resolve(args.before), PACKAGES) : undefined;
    try {
      const gapRoutes = await phoneGapRoutes(server.url);
      if (before) await warm(before, gapRoutes);
      const builds: BuildUnderTest[] = [...(before ? [{ name: "before", origin: before.url }] : []), { name: "this build", origin: server.url }];
      interactivity = await measureInteractivityAcross(builds, gapRoutes, 7);
    } finally {
      await before?.stop();
    }
  }

  console.log("Load (50 connections, 10 s each)…");
  const load = await apiLoad(server);
  const search = await searchServerTimings(server.url);
  const small = { packages: PACKAGES, startupMs: server.startupMs, peakRssMb: server.peakRssMb(), load, search };
  await server.stop();

  console.log(`Starting with ${LARGE} extra packages…`);
  const big = await startBenchServer(ROOT, LARGE);
  await warm(big, routes);
  if (!skipLighthouse) {
    for (const route of routes) {
      const applied: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) applied.push(await runLighthouse(big.url + route, "devtools"));
      lighthouse[route]!.appliedLarge = medianFigures(applied);
      const a = lighthouse[route]!.appliedLarge!;
      console.log(`  lighthouse at ${LARGE} packages ${route}: applied perf ${a.performance} (${a.unscoredRuns} unscored) LCP ${a.lcpMs} TBT ${a.tbtMs}`);
    }
  }
  const bigLoad = await apiLoad(big);
  const bigSearch = await searchServerTimings(big.url);
  const large = { packages: LARGE, startupMs: big.startupMs, peakRssMb: big.peakRssMb(), load: bigLoad, search: bigSearch };
  await big.stop();

  console.log("Console inbox at 100,000 inquiries…");
  const inbox = await runInboxBench({ inquiries: Number(args.inquiries ?? 100_000) });
  console.log("Console bookings list at 100,000 bookings…");
  const bookingsList = await runBookingsListBench({ bookings: Number(args.bookings ?? 100_000) });
  console.log("Console quotes list at 100,000 quotes…");
  const quotesList = await runQuotesListBench({ quotes: Number(args.quotes ?? 100_000) });
  console.log("Every console page at 100,000 inquiries (the production build, both databases)…");
  const consolePages = await runConsolePagesBench({ inquiries: Number(args.inquiries ?? 100_000) });
  const outbox = await benchOutbox(ROOT, args);
  console.log("Memory: idle, after a crawl of every page and image variant, under mixed load…");
  const memory = await runMemoryBench(ROOT);
  console.log("Media upload of a 20 MB photo…");
  const mediaUpload = await benchMediaUpload();
  console.log("Price function…");
  const rates = benchRates();
  console.log("Quote PDF…");
  const quotePdf = await benchQuotePdf();
  console.log("Starting a payment (M-Pesa prompt, card checkout) against the stand-ins…");
  const paymentStart = await benchPaymentStart();
  console.log("Reads while inquiries arrive (SQLite, PostgreSQL), details and search at 10,000 packages…");
  const readsUnderWrites = await runReadsUnderWritesBench({ large: LARGE, postgres: args["skip-postgres"] !== "true", before: args.before });

  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
    lighthouseRuns: RUNS,
    budgets: BUDGETS,
    lighthouse,
    translated,
    interactivity,
    homeJs,
    small,
    large,
    inbox,
    bookingsList,
    consolePages,
    outbox,
    memory,
    mediaUpload,
    rates,
    quotePdf,
    paymentStart,
    readsUnderWrites,
  };
  writeFileSync(resolve(ROOT, "bench/report.json"), JSON.stringify(report, null, 2));
  writeFileSync(
    resolve(ROOT, "bench/report.md"),
    `${renderReport(report)}${renderTranslatedLighthouseSection(translated)}\n${renderInboxSection(inbox)}${renderBookingsListSection(bookingsList)}${quotesList}
${renderConsolePagesSection(consolePages)}${renderOutboxSection(outbox)}${renderMediaUploadSection(mediaUpload)}${renderRatesSection(rates)}${renderQuotePdfSection(quotePdf)}${renderPaymentStartSection(paymentStart)}${renderReadsUnderWritesSection(readsUnderWrites)}\n${renderMemorySection(memory)}`,
  );
  console.log("Wrote bench/report.md and bench/report.json");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
