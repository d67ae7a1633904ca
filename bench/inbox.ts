/**
 * The inbox at 100,000 inquiries (issue 10 §4: list, filter and search p95 <= 50 ms in the server).
 * Seeds that many generated inquiries by bulk insert into a throwaway SQLite file and a throwaway
 * PostgreSQL database, then times the console's own list query (the code its loader runs, without
 * HTTP) for each view, warm, and reports p50/p95 per dialect.
 *
 *   npx tsx bench/inbox.ts [--inquiries=100000] [--runs=40] [--only=sqlite|postgres] [--keep=DIR]
 *   (also part of npm run bench; run alone it prints the report section, and with --write splices it
 *   into bench/report.md and bench/report.json the way bench/run.ts writes them)
 *
 * --keep=DIR keeps the seeded databases (DIR/inbox.db and the PostgreSQL database
 * twiga_bench_inbox_keep) and reuses them on the next run, which then only migrates and times:
 * handy while tuning a query. Without it both are thrown away.
 *
 * PostgreSQL is BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a throwaway database is created on it and dropped after.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { spliceReportSection } from "./report-file.ts";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { parseInquiryFilters } from "../domain/inquiry-filters.ts";
import { DEFAULT_REPLY_THRESHOLD_MINUTES } from "../domain/inquiry-pipeline.ts";
import { type Db, type Dialect, openDatabase } from "../server/db/kysely.ts";
import { dashboardStats } from "../server/services/inquiry-pipeline/dashboard.ts";
import { listInquiries } from "../server/services/inquiry-pipeline/list-query.ts";
import { seedInquiries } from "./seed-inquiries.ts";

export const INBOX_BUDGET_P95_MS = 50;

export interface InboxTiming {
  view: string;
  query: string;
  total: number;
  /** More than `total` match: the list counts up to 1,000 and says "more than 1,000". */
  capped: boolean;
  p50Ms: number;
  p95Ms: number;
}

export interface InboxBenchReport {
  inquiries: number;
  runs: number;
  budgetP95Ms: number;
  /** The machine's 1-minute load average when each dialect's timings started (2 cores shared with other work). */
  dialects: Array<{ dialect: Dialect; seedMs: number; searchIndex: string; loadAverage: number; timings: InboxTiming[] }>;
}

/** Each view staff use, as the URL query the console sends. */
const VIEWS: Array<[string, string]> = [
  ["newest first", ""],
  ["page 200", "page=200"],
  ["status", "status=quoted"],
  ["owner + status", "owner=staff-2&status=contacted"],
  ["package", "package=3"],
  ["service + residency + dates", "service=2&residency=non_residents&from=2026-01-01&to=2026-06-30"],
  ["needs reply", "needs_reply=1"],
  ["quoted, not opened", "status=quoted&quote=unopened"],
  ["accepted", "status=won&quote=accepted"],
  ["spam", "spam=1"],
  ["search common name", "q=wanjiru"],
  ["search one email", "q=traveller.54321%40mail.example"],
  ["search phone", "q=0712%20004%20321"],
  ["search message words", "q=gorilla%20honeymoon"],
  ["search + filter", "q=mara&status=new"],
  ["search + three filters", "q=mara&owner=staff-3&status=won&residency=residents"],
  ["search by reference", "q=TH-54321"],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeViews(db: Db, runs: number): Promise<InboxTiming[]> {
  const k = db.kysely;
  // Saturday 11:00 in Nairobi, with the default threshold of one business hour.
  const now = { now: new Date("2026-11-21T08:00:00Z"), thresholdMinutes: DEFAULT_REPLY_THRESHOLD_MINUTES };
  const out: InboxTiming[] = [];
  for (const [view, query] of VIEWS) {
    const parsed = parseInquiryFilters(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(`bad view ${query}: ${JSON.stringify(parsed.errors)}`);
    let warm = await listInquiries(k, db.dialect, parsed.filters, now);
    for (let i = 0; i < 2; i++) warm = await listInquiries(k, db.dialect, parsed.filters, now);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await listInquiries(k, db.dialect, parsed.filters, now);
      samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    const round = (v: number) => Math.round(v * 10) / 10;
    out.push({ view, query: query || "(none)", total: warm.total, capped: warm.capped, p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) });
  }
  // The dashboard (/console) reads the same table: its 12 weeks' figures, per agent included (decision 0065).
  let stats = await dashboardStats(k, now.now, now.thresholdMinutes);
  for (let i = 0; i < 2; i++) stats = await dashboardStats(k, now.now, now.thresholdMinutes);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await dashboardStats(k, now.now, now.thresholdMinutes);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  out.push({ view: "dashboard (12 weeks, per agent)", query: "/console", total: stats.total, capped: false, p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) });
  return out;
}

async function searchIndexOf(db: Db): Promise<string> {
  if (db.dialect === "sqlite") return "FTS5 trigram";
  const row = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'inquiries_search_trgm'`.execute(db.kysely);
  return row.rows[0]?.n ? "pg_trgm GIN" : "none (sequential scan)";
}

export async function runInboxBench(
  options: { inquiries?: number; runs?: number; log?: (line: string) => void; only?: Dialect; keepDir?: string } = {},
): Promise<InboxBenchReport> {
  const n = options.inquiries ?? 100_000;
  const runs = options.runs ?? 40;
  const log = options.log ?? console.log;
  const report: InboxBenchReport = { inquiries: n, runs, budgetP95Ms: INBOX_BUDGET_P95_MS, dialects: [] };

  const keep = options.keepDir;
  const dir = keep ? (mkdirSync(keep, { recursive: true }), keep) : mkdtempSync(join(tmpdir(), "twiga-bench-inbox-"));
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const pgName = keep ? "twiga_bench_inbox_keep" : `twiga_bench_inbox_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [pgName]);
    if (!exists.rowCount) await admin.query(`create database ${pgName}`);
    const pgUrl = new URL(adminUrl);
    pgUrl.pathname = `/${pgName}`;
    const targets = ([["sqlite", join(dir, "inbox.db")], ["postgres", pgUrl.toString()]] as const).filter(([d]) => !options.only || d === options.only);
    for (const [dialect, url] of targets) {
      const db = openDatabase(url, { poolSize: 2 });
      try {
        log(`  inbox: seeding ${n.toLocaleString("en")} inquiries into ${dialect}…`);
        const seedMs = await seedInquiries(db, n);
        const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
        const timings = await timeViews(db, runs);
        for (const t of timings) log(`  inbox ${dialect} ${t.view}: p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms (${t.total}${t.capped ? "+" : ""} rows)`);
        report.dialects.push({ dialect, seedMs, searchIndex: await searchIndexOf(db), loadAverage, timings });
      } finally {
        await db.close();
      }
    }
  } finally {
    if (!keep) await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** The report's section for bench/report.md. */
export function renderInboxSection(r: InboxBenchReport): string {
  const lines = [
    `## Console inbox at ${r.inquiries.toLocaleString("en")} inquiries`,
    "",
    `The console's list query (filters, search, one page of 50 and the count, which stops at 1,000) timed inside the process, ${r.runs} warm runs per view after 3 warm-ups. Budget: p95 <= ${r.budgetP95Ms} ms.`,
    "",
  ];
  for (const d of r.dialects) {
    const load = d.loadAverage === undefined ? "" : `; load average ${d.loadAverage} when timed`;
    lines.push(`### ${d.dialect} (seeded in ${(d.seedMs / 1000).toFixed(1)} s; search index: ${d.searchIndex}${load})`, "");
    lines.push("| view | query | matches | p50 ms | p95 ms | within budget |", "|---|---|---:|---:|---:|---|");
    for (const t of d.timings) lines.push(`| ${t.view} | \`${t.query}\` | ${t.capped ? `${t.total.toLocaleString("en")}+` : t.total} | ${t.p50Ms} | ${t.p95Ms} | ${t.p95Ms <= r.budgetP95Ms ? "yes" : "**no**"} |`);
    lines.push("");
  }
  return lines.join("\n");
}

/**
 * Puts a fresh inbox section into bench/report.md and the `inbox` key of bench/report.json, where
 * bench/run.ts writes them (after the main report, before the outbox section), leaving the rest of
 * an earlier full run as it was.
 */
export function spliceInboxReport(r: InboxBenchReport): void {
  spliceReportSection({ heading: "Console inbox at ", markdown: renderInboxSection(r), key: "inbox", value: r, before: "Outbox under page load" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
  runInboxBench({
    inquiries: Number(args.inquiries ?? 100_000),
    runs: Number(args.runs ?? 40),
    only: args.only as Dialect | undefined,
    keepDir: args.keep,
  }).then(
    (r) => {
      console.log(`\n${renderInboxSection(r)}`);
      if ("write" in args) {
        spliceInboxReport(r);
        console.log("Wrote the inbox section of bench/report.md and bench/report.json");
      }
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
