/**
 * npx tsx bench/memory-under-load.ts [--seconds=60] [--label=NAME --without-launcher --env=K=V,K=V --node-args="--flag --flag"]
 *                                    [--jsonl=FILE] [--render=FILE.jsonl --out=bench/memory-under-load.md]
 *
 * Where the web process's memory goes at the peak of the chaos run's mixed load (issue 13 items 7
 * and 10): the production build on SQLite with the demo catalogue, started as `npm start` starts it
 * (plus the chaos run's settings), under exactly the chaos run's "mixed" load (bench/chaos/
 * scenarios.ts: 12 readers without pause over pages, half with a unique tracking parameter, API
 * reads and image variants, plus inquiries at 20/s). Each run reports the resident high-water mark,
 * the V8 heap at the moment resident memory peaked (per space, from /metrics), and the
 * throughput, so settings can be compared on the same load. `--env` and `--node-args` try a
 * setting on top of the default start (e.g. `--env=MALLOC_ARENA_MAX=8`), one run per call;
 * `--render` turns the collected runs into the markdown report.
 *
 * Unlike the chaos run it does not wait for the outbox or reckon emails: it is about memory.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { createTestDatabase } from "../tests/helpers/databases.ts";
import { CountingSmtp } from "./chaos/counting-smtp.ts";
import { type ChaosAnswer, type ChaosRequest, ChaosClient, drive, arrive, Tally } from "./chaos/http-load.ts";
import { mixedReads, travellerInquiry } from "./chaos/scenarios.ts";
import { ChaosServer } from "./chaos/server-process.ts";
import { discoverPaths } from "./chaos/site-paths.ts";

const ROOT = resolve(import.meta.dirname, "..");

export interface HeapSample {
  rssMb: number;
  /** Resident memory by kind of mapping (/proc/<pid>/smaps): glibc's main heap, other anonymous memory (V8's pages, other malloc arenas, thread stacks), files (node's code, libraries). */
  brkHeapMb?: number;
  otherAnonMb?: number;
  fileMb?: number;
  heapTotalMb: number;
  heapUsedMb: number;
  newSpaceMb: number;
  oldSpaceMb: number;
  largeObjectMb: number;
  codeMb: number;
  externalMb: number;
}

export interface UnderLoadRun {
  label: string;
  /** Started as `node build/node/main.mjs`, without scripts/start-server.sh (the state before decision 0024's launcher). */
  withoutLauncher: boolean;
  env: Record<string, string>;
  nodeArgs: string[];
  node: string;
  at: string;
  loadAverage: number;
  seconds: number;
  requests: number;
  reads: number;
  readsPerSec: number;
  inquiriesAcknowledged: number;
  fiveHundreds: number;
  answers: string;
  /** Requests without an answer within 20 s, by kind (page, api, image, inquiry). */
  hangsByKind: Record<string, number>;
  /** Server CPU per answered request (ms): a throughput figure that a busy machine disturbs less than req/s. */
  cpuMsPerRequest: number;
  /** Share of the server's CPU time spent in garbage collection during the load. */
  gcShare: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  /** /metrics read nearest the resident peak. */
  atPeak: HeapSample | null;
  /** Highest of each figure over the load (not necessarily at the same moment). */
  highest: HeapSample;
  imageWorkerPeakMb: number;
  /** Times the server or its image worker was found stopped by someone else's SIGSTOP, and continued. */
  stopsSeen: number;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

function status(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** True when the process is stopped (State T): something on a shared machine sent it SIGSTOP. */
function stopped(pid: number): boolean {
  try {
    return /^State:\s+T/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Resident memory by kind of mapping, from /proc/<pid>/smaps. */
function residentByMapping(pid: number): { brkHeapMb: number; otherAnonMb: number; fileMb: number } {
  let text = "";
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return { brkHeapMb: 0, otherAnonMb: 0, fileMb: 0 };
  }
  let kind: "brk" | "anon" | "file" = "anon";
  const kb = { brk: 0, anon: 0, file: 0 };
  for (const line of text.split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[1]!;
      kind = name === "[heap]" ? "brk" : name.startsWith("/") ? "file" : "anon";
    } else if (line.startsWith("Rss:")) kb[kind] += Number(/\d+/.exec(line)![0]);
  }
  return { brkHeapMb: Math.round(kb.brk / 1024), otherAnonMb: Math.round(kb.anon / 1024), fileMb: Math.round(kb.file / 1024) };
}

/** The V8 figures of prom-client's default metrics. */
async function heapFromMetrics(base: string, rssMb: number): Promise<HeapSample | null> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(2_000) })).text();
    const value = (name: string, space?: string) => {
      const re = new RegExp(`^${name}${space ? `\\{space="${space}"\\}` : ""} (\\S+)`, "m");
      return mb(Number(re.exec(text)?.[1] ?? 0));
    };
    return {
      rssMb,
      heapTotalMb: value("nodejs_heap_size_total_bytes"),
      heapUsedMb: value("nodejs_heap_size_used_bytes"),
      newSpaceMb: value("nodejs_heap_space_size_total_bytes", "new"),
      oldSpaceMb: value("nodejs_heap_space_size_total_bytes", "old"),
      largeObjectMb: value("nodejs_heap_space_size_total_bytes", "large_object"),
      codeMb: value("nodejs_heap_space_size_total_bytes", "code"),
      externalMb: value("nodejs_external_memory_bytes"),
    };
  } catch {
    return null;
  }
}

/** CPU seconds of the server process and its garbage collections so far (prom-client's counters). */
async function cpuAndGc(base: string): Promise<{ cpu: number; gc: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const cpu = Number(/^process_cpu_seconds_total (\S+)/m.exec(text)?.[1] ?? 0);
  const gc = [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)/gm)].reduce((a, m) => a + Number(m[1]), 0);
  return { cpu, gc };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runUnderLoad(o: { label: string; env: Record<string, string>; nodeArgs: string[]; withoutLauncher: boolean; seconds: number }): Promise<UnderLoadRun> {
  const smtp = new CountingSmtp();
  await smtp.start();
  const db = await createTestDatabase("sqlite");
  // The chaos run's settings beyond `npm start`'s (bench/chaos.ts SERVER_ENV).
  // Node options tried on top go last in NODE_OPTIONS, where they win over the launcher's defaults.
  const env: Record<string, string> = { INQUIRY_RATE_LIMIT: "1000000", OUTBOX_RETRY_BASE_MS: "1000", ...o.env, ...(o.nodeArgs.length ? { NODE_OPTIONS: o.nodeArgs.join(" ") } : {}) };
  const server = await ChaosServer.start({ root: ROOT, dataDir: db.dataDir, databaseUrl: db.url, smtpUrl: smtp.url, env, withoutLauncher: o.withoutLauncher });
  const pid = server.pid!;
  try {
    const paths = await discoverPaths(server.url);
    const idleMb = status(pid, "VmRSS");
    server.resetPeak();
    const loadAverage = loadavg()[0]!;
    let atPeak: HeapSample | null = null;
    const highest: HeapSample = { rssMb: 0, heapTotalMb: 0, heapUsedMb: 0, newSpaceMb: 0, oldSpaceMb: 0, largeObjectMb: 0, codeMb: 0, externalMb: 0 };
    let imageWorkerPeakMb = 0;
    let sampling = true;
    let stopsSeen = 0;
    const sampler = (async () => {
      while (sampling) {
        server.sample();
        // On the shared machine another engineer's tool stopped processes it did not start; these
        // are ours, so they are continued, and the run says how often it happened.
        for (const p of [pid, ...children(pid)])
          if (stopped(p)) {
            stopsSeen++;
            process.kill(p, "SIGCONT");
          }
        for (const child of children(pid)) imageWorkerPeakMb = Math.max(imageWorkerPeakMb, status(child, "VmHWM"));
        const rss = status(pid, "VmRSS");
        const heap = await heapFromMetrics(server.url, rss);
        if (heap && (!atPeak || heap.rssMb >= atPeak.rssMb)) Object.assign(heap, residentByMapping(pid));
        if (heap) {
          for (const k of Object.keys(highest) as (keyof HeapSample)[]) highest[k] = Math.max(highest[k] ?? 0, heap[k] ?? 0);
          if (!atPeak || heap.rssMb >= atPeak.rssMb) atPeak = heap;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    })();

    // bench/chaos/scenarios.ts mixedLoad, without the outbox wait.
    const tally = new Tally();
    const latencies: number[] = [];
    let acknowledged = 0;
    const hangsByKind: Record<string, number> = {};
    const onAnswer = (req: ChaosRequest, a: ChaosAnswer) => {
      if (a.error === "hang") {
        const kind = req.method === "POST" ? "inquiry" : req.path.startsWith("/api/") ? "api" : req.path.startsWith("/images/") ? "image" : "page";
        hangsByKind[kind] = (hangsByKind[kind] ?? 0) + 1;
      }
      if (req.method === "POST") {
        if (a.status === 201) acknowledged++;
      } else latencies.push(a.ms);
    };
    const client = new ChaosClient(server.url, 64);
    const cpuBefore = await cpuAndGc(server.url);
    const started = Date.now();
    const until = started + o.seconds * 1000;
    await Promise.all([
      drive(client, tally, mixedReads(paths, "mixed"), { concurrency: 12, until, onAnswer }),
      arrive(client, tally, (i) => travellerInquiry("mixed", i), { perSec: 20, until, onAnswer }),
    ]);
    const seconds = (Date.now() - started) / 1000;
    client.close();
    const cpuAfter = await cpuAndGc(server.url);
    sampling = false;
    await sampler;
    const peakMb = server.peakMb();
    await new Promise((r) => setTimeout(r, 3_000));
    const afterMb = status(pid, "VmRSS");
    latencies.sort((a, b) => a - b);
    return {
      label: o.label,
      withoutLauncher: o.withoutLauncher,
      env: o.env,
      nodeArgs: o.nodeArgs,
      node: process.versions.node,
      at: new Date().toISOString(),
      loadAverage,
      seconds,
      requests: tally.requests,
      reads: latencies.length,
      readsPerSec: latencies.length / seconds,
      inquiriesAcknowledged: acknowledged,
      fiveHundreds: tally.fiveHundreds,
      answers: tally.summary(),
      hangsByKind,
      cpuMsPerRequest: ((cpuAfter.cpu - cpuBefore.cpu) * 1000) / Math.max(1, tally.requests),
      gcShare: (cpuAfter.gc - cpuBefore.gc) / Math.max(1e-9, cpuAfter.cpu - cpuBefore.cpu),
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      idleMb,
      peakMb,
      afterMb,
      atPeak,
      highest,
      imageWorkerPeakMb,
      stopsSeen,
    };
  } finally {
    await server.stop();
    await smtp.stop();
    await db.drop();
  }
}

export function renderRuns(runs: UnderLoadRun[]): string {
  const row = (r: UnderLoadRun) => {
    const p = r.atPeak;
    const tried = [...Object.entries(r.env).map(([k, v]) => `${k}=${v}`), ...(r.nodeArgs.length ? [`NODE_OPTIONS="${r.nodeArgs.join(" ")}"`] : [])].join(" ");
    const setting = `${r.withoutLauncher ? "`node build/node/main.mjs`" : "`npm start`'s launcher"}${tried ? ` + \`${tried}\`` : ""}`;
    return `| ${r.label} | ${setting} | ${r.node} | ${r.idleMb} | **${r.peakMb}** | ${r.afterMb} | ${p ? `${p.heapTotalMb} (new ${p.newSpaceMb}, old ${p.oldSpaceMb}, large ${p.largeObjectMb})` : "–"} | ${p ? p.rssMb - p.heapTotalMb : "–"} | ${p?.brkHeapMb ?? "–"} | ${r.highest.heapTotalMb} | ${r.reads.toLocaleString("en-GB")} | ${r.readsPerSec.toFixed(1)} | ${r.cpuMsPerRequest === undefined ? "–" : r.cpuMsPerRequest.toFixed(1)} | ${r.gcShare === undefined ? "–" : `${(r.gcShare * 100).toFixed(0)} %`} | ${r.p50Ms} / ${r.p95Ms} / ${r.p99Ms} | ${r.inquiriesAcknowledged} | ${r.loadAverage.toFixed(1)} |`;
  };
  return [
    "| run | setting | Node | idle MB | peak RSS MB | 3 s after MB | V8 heap at the peak MB | RSS outside the V8 heap at the peak MB | of it glibc's main heap MB | highest V8 heap MB | reads | reads/s | server CPU ms per request | GC share of server CPU | read ms p50 / p95 / p99 | inquiries 201 | load avg |",
    "|---|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|",
    ...runs.map(row),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("memory-under-load.ts")) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((a) => {
      const i = a.indexOf("=");
      return i < 0 ? [a.replace(/^--/, ""), "true"] : [a.slice(2, i), a.slice(i + 1)];
    }),
  );
  if (args.render) {
    const runs = readFileSync(args.render, "utf8").trim().split("\n").map((l) => JSON.parse(l) as UnderLoadRun);
    const md = renderRuns(runs);
    if (args.out) writeFileSync(resolve(ROOT, args.out), md + "\n");
    console.log(md);
  } else {
    const env = Object.fromEntries((args.env ? args.env.split(",") : []).map((kv: string) => kv.split("=") as [string, string]));
    const nodeArgs = args["node-args"] ? args["node-args"].split(" ").filter(Boolean) : [];
    const run = await runUnderLoad({ label: args.label ?? "default", env, nodeArgs, withoutLauncher: args["without-launcher"] === "true", seconds: Number(args.seconds ?? 60) });
    console.log(JSON.stringify(run));
    console.log(renderRuns([run]));
    console.log(`(${cpus().length} cores)`);
    if (args.jsonl) appendFileSync(args.jsonl, JSON.stringify(run) + "\n");
  }
  process.exit(0);
}
