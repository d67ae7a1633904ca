/**
 * Reads while inquiries arrive, and the catalogue's heaviest reads at 10,000 packages (issue 27 item 4).
 *
 *   npx tsx bench/reads-under-writes.ts [--seconds=8] [--rounds=3] [--large=10000] [--skip-postgres]
 *                                       [--before=DIR] [--write]
 *
 * On the production build (as `npm start` runs it), on SQLite and then on a fresh PostgreSQL database:
 * - 20 readers without pause over a mix of reads (API lists, package details over 40 ids, searches,
 *   cached pages): reads/s alone, then reads/s with 50 inquiries a second arriving on top (open
 *   loop: they arrive whether or not the server keeps up), and the inquiries' p50/p99/max;
 * - at 10,000 packages (SQLite): the package list against the package detail (one id, as issue 27
 *   measured, and 500 ids in turn, each built at least once), and search over its 8 queries.
 *
 * `--before=DIR` names another checkout's root holding a build (build/, scripts/start-server.sh,
 * node_modules): each round then measures it and this one in turn, so both see the same machine,
 * and the report gives each figure's median over the rounds. The machine is shared: the load
 * average is printed with every figure. A tool, not a test: it asserts nothing. `--write` splices
 * the section into bench/report.md and bench/report.json.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { createTestDatabase } from "../tests/helpers/databases.ts";
import { type ChaosAnswer, type ChaosRequest, ChaosClient, Tally, arrive, drive } from "./chaos/http-load.ts";
import { travellerInquiry } from "./chaos/scenarios.ts";
import { spliceReportSection } from "./report-file.ts";
import { startBenchServer } from "./server.ts";

const ROOT = resolve(import.meta.dirname, "..");
const READERS = 20;
const INQUIRIES_PER_SEC = 50;

/** What travellers read: lists, details, searches and (cached) pages. */
const READS = [
  "/api/v1/packages/",
  "/api/v1/packages/?is_deal=true",
  "/api/v1/search/packages/?destinations=mara&residency=resident",
  "/api/v1/search/destinations/?q=nai",
  "/api/v1/destinations/",
  "/",
  "/packages/1",
];
const DETAIL_IDS = 40;

const SEARCHES = [
  "destinations=mara",
  "destinations=masai%20mara",
  "destinations=zanzibr&residency=non_resident",
  "travel_type=Game%20Drives%20and%20Safaris&residency=resident",
  "destinations=diani&start_date=2027-03-01&end_date=2027-03-08",
  "service_id=3&residency=east_african",
  "destinations=kilimanjaro,serengeti",
  "destinations=qqqxxzz",
];

export interface MixedFigures {
  readsAlonePerSec: number;
  readsWithInquiriesPerSec: number;
  /** readsWithInquiries / readsAlone. */
  kept: number;
  inquiriesSent: number;
  inquiries201: number;
  /** Inquiries answered otherwise (or not at all within 20 s). */
  inquiryFailures: number;
  inquiryP50Ms: number;
  inquiryP99Ms: number;
  inquiryMaxMs: number;
  /**
   * The server's CPU time per read (reads alone) and per inquiry (the rest of the CPU time with
   * inquiries, once their reads are counted at that price), from /proc: on a shared machine these
   * move far less with the load than throughput does.
   */
  cpuMsPerRead: number;
  cpuMsPerInquiry: number;
  loadAverage: number;
}

export interface LargeFigures {
  listPerSec: number;
  detailOnePerSec: number;
  detailManyPerSec: number;
  searchPerSec: number;
  searchP99Ms: number;
  loadAverage: number;
}

interface BuildFigures {
  sqlite: MixedFigures[];
  postgres: MixedFigures[];
  large: LargeFigures[];
}

export interface ReadsUnderWritesReport {
  at: string;
  seconds: number;
  rounds: number;
  largePackages: number;
  builds: Record<string, BuildFigures>;
}

const load1 = () => Math.round(loadavg()[0]! * 10) / 10;

/** User + system CPU time of a process so far, ms (Linux /proc, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function reads(): (i: number) => ChaosRequest {
  return (i) => {
    // Every third read is a package detail, over DETAIL_IDS packages.
    if (i % 3 === 0) return { path: `/api/v1/packages/${1 + ((i / 3) % DETAIL_IDS)}/` };
    return { path: READS[i % READS.length]! };
  };
}

async function readPhase(url: string, seconds: number, inquiries: boolean, tag: string) {
  const client = new ChaosClient(url, READERS + 200);
  const readTally = new Tally();
  const inquiryTally = new Tally();
  const inquiryMs: number[] = [];
  let inquiryFailures = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  const onInquiry = (_req: ChaosRequest, a: ChaosAnswer) => {
    inquiryMs.push(a.ms);
    if (a.status !== 201) inquiryFailures++;
  };
  await Promise.all([
    drive(client, readTally, reads(), { concurrency: READERS, until }),
    inquiries
      ? arrive(client, inquiryTally, (i) => travellerInquiry(tag, i), { perSec: INQUIRIES_PER_SEC, until, maxInFlight: 1000, onAnswer: onInquiry })
      : Promise.resolve(),
  ]);
  client.close();
  // Reads end with the phase; the last inquiries may be answered after it (their time counts).
  const readSeconds = (until - started) / 1000;
  inquiryMs.sort((a, b) => a - b);
  return {
    reads: readTally.count((k) => k === "200" || k === "304"),
    readsPerSec: Math.round(readTally.count((k) => k === "200" || k === "304") / readSeconds),
    readErrors: readTally.requests - readTally.count((k) => k === "200" || k === "304"),
    inquiriesSent: inquiryTally.requests,
    inquiries201: inquiryTally.count((k) => k === "201"),
    inquiryFailures,
    inquiryP50Ms: percentile(inquiryMs, 50),
    inquiryP99Ms: percentile(inquiryMs, 99),
    inquiryMaxMs: inquiryMs.at(-1) ?? 0,
  };
}

async function warm(url: string) {
  for (let i = 0; i < DETAIL_IDS * 3 + READS.length; i++) {
    const req = reads()(i);
    await (await fetch(url + req.path, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
  }
}

async function mixed(root: string, dialect: "sqlite" | "postgres", seconds: number, tag: string): Promise<MixedFigures> {
  const database = dialect === "postgres" ? await createTestDatabase("postgres") : null;
  // Emails wait in the outbox (no SMTP server): the write under test is the inquiry itself.
  const server = await startBenchServer(root, 0, database ? { DATABASE_URL: database.url } : {});
  try {
    await warm(server.url);
    const cpu0 = cpuMs(server.pid);
    const alone = await readPhase(server.url, seconds, false, tag);
    const cpu1 = cpuMs(server.pid);
    const loadAverage = load1();
    const withInquiries = await readPhase(server.url, seconds, true, tag);
    const cpu2 = cpuMs(server.pid);
    const perRead = (cpu1 - cpu0) / Math.max(1, alone.reads);
    const perInquiry = (cpu2 - cpu1 - perRead * withInquiries.reads) / Math.max(1, withInquiries.inquiriesSent);
    return {
      readsAlonePerSec: alone.readsPerSec,
      readsWithInquiriesPerSec: withInquiries.readsPerSec,
      kept: Math.round((withInquiries.readsPerSec / Math.max(1, alone.readsPerSec)) * 100) / 100,
      inquiriesSent: withInquiries.inquiriesSent,
      inquiries201: withInquiries.inquiries201,
      inquiryFailures: withInquiries.inquiryFailures,
      inquiryP50Ms: withInquiries.inquiryP50Ms,
      inquiryP99Ms: withInquiries.inquiryP99Ms,
      inquiryMaxMs: withInquiries.inquiryMaxMs,
      cpuMsPerRead: Math.round(perRead * 100) / 100,
      cpuMsPerInquiry: Math.round(perInquiry * 100) / 100,
      loadAverage,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

async function cannon(url: string, paths: string[], seconds: number) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: READERS,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length]! }) }],
  });
  return { perSec: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function large(root: string, packages: number, seconds: number): Promise<LargeFigures> {
  const server = await startBenchServer(root, packages);
  try {
    await warm(server.url);
    const ids = Array.from({ length: 500 }, (_, i) => `/api/v1/packages/${1 + ((i * 19) % packages)}/`);
    const list = await cannon(server.url, ["/api/v1/packages/"], seconds);
    const detailOne = await cannon(server.url, ["/api/v1/packages/1/"], seconds);
    const detailMany = await cannon(server.url, ids, seconds);
    const search = await cannon(server.url, SEARCHES.map((q) => `/api/v1/search/packages/?${q}`), seconds);
    for (const [what, r] of Object.entries({ list, detailOne, detailMany, search })) if (r.errors) console.log(`    ${what}: ${r.errors} errors`);
    return { listPerSec: list.perSec, detailOnePerSec: detailOne.perSec, detailManyPerSec: detailMany.perSec, searchPerSec: search.perSec, searchP99Ms: search.p99Ms, loadAverage: load1() };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return 0;
  return s.length % 2 ? s[(s.length - 1) / 2]! : Math.round(((s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) * 100) / 100;
};

export async function runReadsUnderWritesBench(o: { seconds?: number; rounds?: number; large?: number; postgres?: boolean; before?: string; log?: (line: string) => void } = {}): Promise<ReadsUnderWritesReport> {
  const seconds = o.seconds ?? 8;
  const rounds = o.rounds ?? 1;
  const packages = o.large ?? 10_000;
  const log = o.log ?? console.log;
  const builds: Array<[string, string]> = o.before ? [["before", o.before], ["this build", ROOT]] : [["this build", ROOT]];
  const figures: Record<string, BuildFigures> = Object.fromEntries(builds.map(([label]) => [label, { sqlite: [], postgres: [], large: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const [label, root] of builds) {
      const f = figures[label]!;
      for (const dialect of o.postgres === false ? (["sqlite"] as const) : (["sqlite", "postgres"] as const)) {
        const m = await mixed(root, dialect, seconds, `${label}-${dialect}-${round}`.replace(/\W+/g, "-"));
        f[dialect].push(m);
        log(`  ${label}, ${dialect}: reads ${m.readsAlonePerSec}/s alone, ${m.readsWithInquiriesPerSec}/s with ${INQUIRIES_PER_SEC} inquiries/s (kept ${m.kept}); inquiries ${m.inquiries201}/${m.inquiriesSent} 201, p50 ${m.inquiryP50Ms} ms, p99 ${m.inquiryP99Ms} ms, max ${m.inquiryMaxMs} ms; server CPU ${m.cpuMsPerRead} ms per read, ${m.cpuMsPerInquiry} ms per inquiry (load ${m.loadAverage})`);
      }
    }
    for (const [label, root] of builds) {
      if (!packages) continue;
      const l = await large(root, packages, Math.max(4, Math.round(seconds / 2)));
      figures[label]!.large.push(l);
      log(`  ${label}, ${packages} packages: list ${l.listPerSec}/s, detail ${l.detailOnePerSec}/s (one id), ${l.detailManyPerSec}/s (500 ids), search ${l.searchPerSec}/s p99 ${l.searchP99Ms} ms (load ${l.loadAverage})`);
    }
  }
  return { at: new Date().toISOString(), seconds, rounds, largePackages: packages, builds: figures };
}

export function renderReadsUnderWritesSection(r: ReadsUnderWritesReport): string {
  const mixedRow = (label: string, dialect: string, runs: MixedFigures[]) => {
    if (!runs.length) return "";
    const m = (k: keyof MixedFigures) => median(runs.map((x) => x[k]));
    return `| ${label} | ${dialect} | ${m("readsAlonePerSec")} | ${m("readsWithInquiriesPerSec")} | **${m("kept")}** | ${m("inquiries201")} / ${m("inquiriesSent")} | ${m("inquiryP50Ms")} | **${m("inquiryP99Ms")}** | ${m("inquiryMaxMs")} | ${m("cpuMsPerRead")} | ${m("cpuMsPerInquiry")} | ${runs.map((x) => x.loadAverage).join(", ")} |\n`;
  };
  const largeRow = (label: string, runs: LargeFigures[]) => {
    if (!runs.length) return "";
    const m = (k: keyof LargeFigures) => median(runs.map((x) => x[k]));
    return `| ${label} | ${m("listPerSec")} | ${m("detailOnePerSec")} | ${m("detailManyPerSec")} | ${Math.round((m("listPerSec") / Math.max(1, m("detailOnePerSec"))) * 100) / 100} | ${m("searchPerSec")} | ${m("searchP99Ms")} | ${runs.map((x) => x.loadAverage).join(", ")} |\n`;
  };
  const entries = Object.entries(r.builds);
  return (
    `## Reads while inquiries arrive (issue 27 item 4)\n\n` +
    `${r.at}, medians of ${r.rounds} round(s)${entries.length > 1 ? ", the builds measured in turn in each round" : ""}; ${r.seconds} s per phase. ` +
    `${READERS} readers without pause (API lists, 40 package details, searches, cached pages), then the same with ${INQUIRIES_PER_SEC} inquiries a second arriving on top. ` +
    `Goal: reads keep at least half their throughput (kept ≥ 0.5) and inquiries answer within 2 s at p99, on SQLite and PostgreSQL.\n\n` +
    `| build | database | reads/s alone | reads/s with inquiries | kept | inquiries 201 / sent | inquiry p50 ms | inquiry p99 ms | inquiry max ms | server CPU ms per read | server CPU ms per inquiry | load avg |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n` +
    entries.map(([label, f]) => mixedRow(label, "SQLite", f.sqlite) + mixedRow(label, "PostgreSQL", f.postgres)).join("") +
    `\nAt ${r.largePackages.toLocaleString("en-GB")} packages (SQLite, ${READERS} connections): goal detail within 2x of the list, search 5x issue 27's 15-45 req/s.\n\n` +
    `| build | list req/s | detail req/s (one id) | detail req/s (500 ids) | list / detail | search req/s (8 queries) | search p99 ms | load avg |\n|---|---|---|---|---|---|---|---|\n` +
    entries.map(([label, f]) => largeRow(label, f.large)).join("") +
    "\n"
  );
}

async function main() {
  const args = Object.fromEntries(
    process.argv.slice(2).map((a) => {
      const [k, v] = a.replace(/^--/, "").split("=");
      return [k!, v ?? "true"];
    }),
  );
  const report = await runReadsUnderWritesBench({
    seconds: Number(args.seconds ?? 8),
    rounds: Number(args.rounds ?? 1),
    large: Number(args.large ?? 10_000),
    postgres: args["skip-postgres"] !== "true",
    before: args.before,
  });
  const markdown = renderReadsUnderWritesSection(report);
  console.log(`\n${markdown}`);
  if (args.write === "true") spliceReportSection({ heading: "Reads while inquiries arrive", markdown, key: "readsUnderWrites", value: report });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
