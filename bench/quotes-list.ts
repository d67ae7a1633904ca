/**
 * The console's quotes list at 100,000 quotes (issue 28: "the quotes list does the same at 100,000
 * quotes", the console's 50 ms p95). Seeds that many quotes, as the list stores them (migration
 * 0036's columns; the list reads nothing else of a quote), over 20,000 inquiries into a throwaway
 * SQLite file and a throwaway PostgreSQL database, then times the list's own query (one page of 50
 * and its capped count, without HTTP) for each state, warm, and prints p50/p95 per database.
 *
 *   npx tsx bench/quotes-list.ts [--quotes=100000] [--runs=40] [--only=sqlite|postgres]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import { QUOTE_LIST_FILTERS, type ListStage, type QuoteListQuery } from "../domain/quotes/quote-list.ts";
import { addDays } from "../domain/rates/dates.ts";
import { type Db, type Dialect, openDatabase } from "../server/db/kysely.ts";
import { migrate } from "../server/db/migrate.ts";
import { listQuotes } from "../server/services/quotes/listing.ts";
import { mulberry32 } from "../demo/illustrations/prng.ts";

export const QUOTES_LIST_BUDGET_P95_MS = 50;
/** The bench's "now": quotes spread over the two years before it. */
const NOW = new Date("2026-11-27T09:00:00Z");
const TODAY = "2026-11-27";
const INQUIRIES = 20_000;

/** The same seed gives the same data, so every run measures alike. */
const prng = mulberry32;

function inquiries() {
  return Array.from({ length: INQUIRIES }, (_, i) => ({
    created_at: "2025-01-01T00:00:00.000Z",
    full_name: `Traveller ${i}`,
    email: `traveller.${i}@mail.example`,
    message: "A safari, please.",
    residency: "residents",
    pax_adults: 2,
    pax_children: 0,
    source_page: "package-details",
    is_spam: 0,
    status: "quoted",
    owner_id: i % 5 === 0 ? null : `staff-${1 + (i % 4)}`,
    search_text: `traveller ${i}`,
  }));
}

/**
 * Quotes created evenly over two years: a few drafts; sent ones opened, asked about or left alone,
 * valid 14 days from their last activity (so only the last weeks' are still open, the rest
 * expired); a fifth accepted.
 */
function quotes(n: number) {
  const rand = prng(28);
  const first = Date.parse("2024-11-27T00:00:00Z");
  const span = NOW.getTime() - first;
  return Array.from({ length: n }, (_, i) => {
    const at = new Date(first + Math.floor((span * i) / n)).toISOString();
    const r = rand();
    const stage: ListStage = r < 0.08 ? "draft" : r < 0.28 ? "accepted" : r < 0.5 ? "opened" : r < 0.58 ? "changes" : "sent";
    const open = stage === "sent" || stage === "opened" || stage === "changes";
    const value = (50_000 + Math.floor(rand() * 900_000)) * 100;
    return {
      inquiry_id: 1 + (i % INQUIRIES),
      token: `bench-${String(i).padStart(37, "0")}`,
      created_at: at,
      updated_at: at,
      list_stage: stage,
      open_until: open ? addDays(at.slice(0, 10), 14) : null,
      value_low: value,
      value_high: rand() < 0.3 ? value * 2 : value,
      value_currency: rand() < 0.6 ? "KES" : "USD",
      last_activity_at: at,
    };
  });
}

async function seed(db: Db, n: number): Promise<number> {
  const started = performance.now();
  await migrate(db);
  const k = db.kysely as any;
  const batch = db.dialect === "sqlite" ? 500 : 1000;
  await k.transaction().execute(async (tx: any) => {
    const people = inquiries();
    for (let i = 0; i < people.length; i += batch) await tx.insertInto("inquiries").values(people.slice(i, i + batch)).execute();
    const rows = quotes(n);
    for (let i = 0; i < rows.length; i += batch) await tx.insertInto("quotes").values(rows.slice(i, i + batch)).execute();
  });
  await (db.dialect === "postgres" ? sql`vacuum analyze` : sql`analyze`).execute(db.kysely);
  return Math.round(performance.now() - started);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const VIEWS: QuoteListQuery[] = [...QUOTE_LIST_FILTERS.map((state) => ({ state, page: 1 })), { state: "all", page: 200 }, { state: "expired", page: 100 }, { state: "accepted", page: 20 }];

export async function runQuotesListBench(options: { quotes?: number; runs?: number; only?: Dialect; log?: (line: string) => void } = {}) {
  const n = options.quotes ?? 100_000;
  const runs = options.runs ?? 40;
  const log = options.log ?? console.log;
  const dir = mkdtempSync(join(tmpdir(), "twiga-bench-quotes-"));
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const pgName = `twiga_bench_quotes_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const lines: string[] = [];
  try {
    await admin.query(`create database ${pgName}`);
    const pgUrl = new URL(adminUrl);
    pgUrl.pathname = `/${pgName}`;
    const targets = ([["sqlite", join(dir, "quotes.db")], ["postgres", pgUrl.toString()]] as const).filter(([d]) => !options.only || d === options.only);
    for (const [dialect, url] of targets) {
      const db = openDatabase(url, { poolSize: 2 });
      try {
        log(`  quotes: seeding ${n.toLocaleString("en")} quotes into ${dialect}…`);
        const seedMs = await seed(db, n);
        const k = db.kysely;
        lines.push(`\n${dialect}: ${n.toLocaleString("en")} quotes seeded in ${(seedMs / 1000).toFixed(1)} s; load average ${Math.round(loadavg()[0]! * 10) / 10}; ${runs} warm runs per view. Budget p95 <= ${QUOTES_LIST_BUDGET_P95_MS} ms.`, "", "| view | matches | p50 ms | p95 ms | within budget |", "|---|---:|---:|---:|---|");
        for (const view of VIEWS) {
          let page = await listQuotes(k, view, NOW);
          for (let i = 0; i < 2; i++) page = await listQuotes(k, view, NOW);
          const samples: number[] = [];
          for (let i = 0; i < runs; i++) {
            const t = performance.now();
            await listQuotes(k, view, NOW);
            samples.push(performance.now() - t);
          }
          samples.sort((a, b) => a - b);
          const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)].map((v) => Math.round(v * 10) / 10) as [number, number];
          const name = `${view.state}${view.page > 1 ? `, page ${view.page}` : ""}`;
          log(`  quotes ${dialect} ${name}: p50 ${p50} ms, p95 ${p95} ms (${page.capped ? "1,000+" : page.total} match)`);
          lines.push(`| ${name} | ${page.capped ? "more than 1,000" : page.total.toLocaleString("en")} | ${p50} | ${p95} | ${p95 <= QUOTES_LIST_BUDGET_P95_MS ? "yes" : "**no**"} |`);
        }
      } finally {
        await db.close();
      }
    }
  } finally {
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
  return [`## Console quotes list at ${n.toLocaleString("en")} quotes (as of ${TODAY})`, ...lines, ""].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
  runQuotesListBench({ quotes: Number(args.quotes ?? 100_000), runs: Number(args.runs ?? 40), only: args.only as Dialect | undefined }).then(
    (section) => console.log(`\n${section}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
