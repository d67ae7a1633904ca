/**
 * Every console page at 100,000 inquiries (issue 28: "every console page answers within the 50 ms
 * p95 budget at 100,000 inquiries"). Seeds that many inquiries with their history (events, notes and
 * the audit trail, emails taken in, quotes on the quoted and won ones, a booking per won one, payments;
 * bench/seed-inquiries.ts, bench/seed-console-history.ts) into a throwaway SQLite file and a
 * throwaway PostgreSQL database, adds a few quotes and bookings made by the real services (the pages
 * that show one read its whole document), then starts the production build (npm run build) on each,
 * signs an owner in and times every console page through the real request path, warm:
 *
 * - the loader's answer (`<path>.data`, what the console fetches on every click in it: the session
 *   check, the layout's and the page's loaders), which the 50 ms budget is about; and
 * - the whole server-rendered page (the document a fresh tab asks for), for the record.
 *
 * Times are round trips over loopback measured by the bench process: the server's own time plus well
 * under a millisecond of HTTP. Beside them, the CPU the server (and its PostgreSQL backends) spent per
 * loader request, which a shared machine's load does not add queueing to. Downloads (CSV, PDF,
 * attachments) are not pages and are left out; decision 0068 lists the pages and why.
 *
 *   npx tsx bench/console-pages.ts [--inquiries=100000] [--runs=30] [--only=sqlite|postgres] [--pages=REGEX] [--keep=DIR] [--write]
 *   (also part of npm run bench; needs a build: npm run build. With --write it splices its section
 *   into bench/report.md and bench/report.json the way bench/run.ts writes them)
 *
 * --keep=DIR keeps the seeded databases (DIR/console.db and the PostgreSQL database
 * twiga_bench_console_keep) and reuses them on the next run, which then only migrates and times:
 * handy while tuning a page. Without it both are thrown away.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import { type Dialect, openDatabase } from "../server/db/kysely.ts";
import { loadEnv } from "../server/env.ts";
import { createSite } from "../server/site.ts";
import { ConsoleClient, createOwnerWithCli } from "../tests/helpers/console.ts";
import { sendTestQuote } from "../tests/helpers/quotes.ts";
import { spliceReportSection } from "./report-file.ts";
import { countHistory, seedConsoleHistory } from "./seed-console-history.ts";
import { seedInquiries } from "./seed-inquiries.ts";
import { startBenchServer } from "./server.ts";

export const CONSOLE_PAGE_BUDGET_P95_MS = 50;
const ROOT = resolve(import.meta.dirname, "..");
const OWNER = { email: "owner@twigahorizons.example", password: "bench-owner-password-28" };
const CLERK = { actor: { id: "bench-clerk", email: "clerk@twigahorizons.example" }, ip: "10.0.0.5" };

export interface PageTiming {
  page: string;
  path: string;
  status: number;
  dataP50Ms: number;
  dataP95Ms: number;
  /** CPU the server (and its PostgreSQL backends) used per loader request, on average. */
  dataCpuMs: number;
  htmlP50Ms: number;
  htmlP95Ms: number;
}

export interface ConsolePagesReport {
  inquiries: number;
  runs: number;
  budgetP95Ms: number;
  /** `kept`: the database of an earlier --keep run, only migrated (seedMs is that). */
  dialects: Array<{ dialect: Dialect; seedMs: number; kept?: boolean; events: number; bookings: number; loadAverage: number; timings: PageTiming[] }>;
}

/** The records the pages that show one are asked for. */
interface Targets {
  inquiry: number;
  plainInquiry: number;
  quote: number;
  booking: number;
  auditEntry: number;
  media: string | null;
  staff: string;
}

function pages(t: Targets): Array<[string, string]> {
  return [
    ["dashboard", "/console"],
    ["inquiries (inbox)", "/console/inquiries"],
    ["inquiries, needs reply", "/console/inquiries?needs_reply=1"],
    ["inquiry with quotes, booking, emails", `/console/inquiries/${t.inquiry}`],
    ["inquiry (generated history)", `/console/inquiries/${t.plainInquiry}`],
    ["unmatched emails", "/console/unmatched-emails"],
    ["quotes", "/console/quotes"],
    ["quote builder", `/console/quotes/${t.quote}`],
    ["bookings", "/console/bookings"],
    ["booking", `/console/bookings/${t.booking}`],
    ["booking invoice", `/console/bookings/${t.booking}/invoice`],
    ["booking travellers", `/console/bookings/${t.booking}/travellers`],
    ["booking state", `/console/bookings/${t.booking}/state`],
    ["booking cancel", `/console/bookings/${t.booking}/cancel`],
    ["booking refund", `/console/bookings/${t.booking}/refund`],
    ["payments", "/console/payments"],
    ["departures", "/console/departures"],
    ["packages", "/console/packages"],
    ["package new", "/console/packages/new"],
    ["package editor", "/console/packages/1"],
    ["destinations", "/console/destinations"],
    ["destination editor", "/console/destinations/1"],
    ["stories", "/console/stories"],
    ["story new", "/console/stories/new"],
    ["story editor", "/console/stories/1"],
    ["services", "/console/services"],
    ["service editor", "/console/services/1"],
    ["rates", "/console/rates"],
    ["rate form", "/console/rates/1/rate"],
    ["rates bulk", "/console/rates/bulk"],
    ["company", "/console/company"],
    ["terms", "/console/terms"],
    ["faqs", "/console/faqs"],
    ["scheduled", "/console/scheduled"],
    ["gallery", "/console/gallery"],
    ["sliders", "/console/sliders"],
    ["slider set", "/console/sliders/about"],
    ["page headers", "/console/page-headers"],
    ["media", "/console/media"],
    ...(t.media ? [["media item", `/console/media/${encodeURIComponent(t.media)}`] as [string, string]] : []),
    ["audit trail", "/console/audit"],
    ["audit trail, page 100", "/console/audit?page=100"],
    ["audit trail, one inquiry", `/console/audit?entity_type=inquiry&entity_id=${t.plainInquiry}`],
    ["audit trail, by person", "/console/audit?actor=agent3"],
    ["audit trail, by a person of few entries", "/console/audit?actor=clerk"],
    ["audit snapshots", `/console/audit/${t.auditEntry}`],
    ["site speed", "/console/site-speed"],
    ["personal data", "/console/personal-data"],
    ["account security", "/console/account/security"],
    ["account sessions", "/console/account/sessions"],
    ["staff", "/console/staff"],
    ["staff member", `/console/staff/${t.staff}`],
    ["settings", "/console/settings"],
    ["booking terms", "/console/booking-terms"],
    ["confirm identity", "/console/confirm"],
  ];
}

/**
 * What the generated rows cannot stand in for: quotes whose documents the builder reads and bookings
 * made by accepting one. Made by the real services over the seeded database, on an inquiry that
 * already has generated history and a matched email: two quotes, one accepted, with a payment.
 */
async function realRecords(url: string, dataDir: string): Promise<Targets> {
  const site = await createSite(loadEnv({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn" }));
  try {
    const k = site.db.kysely;
    const media = await (site.db.kysely as any).selectFrom("media_assets").select("key as id").limit(1).executeTakeFirst();
    const auditEntry = async () => (await (site.db.kysely as any).selectFrom("audit_log").select("id").where("entity_type", "=", "inquiry").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow()).id as number;
    // A kept database (--keep) has them from its first run.
    const made = await (site.db.kysely as any).selectFrom("bookings").select(["id", "quote_id", "inquiry_id"]).where("token", "not like", "bench-%").executeTakeFirst();
    if (made) {
      const plain = await k.selectFrom("inquiries").select("id").where("status", "=", "new").where("is_spam", "=", 0).where(sql<boolean>`id % 10 = 3`).orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
      return { inquiry: made.inquiry_id, plainInquiry: plain.id, quote: made.quote_id, booking: made.id, auditEntry: await auditEntry(), media: media ? String(media.id) : null, staff: "" };
    }
    const pick = async (status: "contacted" | "new") =>
      (await k.selectFrom("inquiries").select("id").where("status", "=", status).where("is_spam", "=", 0).where(sql<boolean>`id % 10 = 3`).orderBy("id", "desc").limit(1).executeTakeFirstOrThrow()).id;
    const inquiry = await pick("contacted");
    const plainInquiry = await pick("new");
    await sendTestQuote(site, inquiry, { by: CLERK, secondOption: true });
    const { quoteId, token } = await sendTestQuote(site, inquiry, { by: CLERK, secondOption: true });
    const accepted = await site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true });
    if (accepted.kind !== "done") throw new Error(`accepting the bench quote: ${JSON.stringify(accepted)}`);
    const booking = (await site.bookings.forQuote(quoteId))!.id;
    const paid = await site.bookings.recordPayment(booking, { method: "bank_transfer", amount: "1000", receivedOn: "2026-11-20", reference: "FT2611BENCH", note: "", submission: site.bookings.newSubmissionKey() }, CLERK);
    if (!paid.ok) throw new Error(`recording the bench payment: ${JSON.stringify(paid)}`);
    return { inquiry, plainInquiry, quote: quoteId, booking, auditEntry: await auditEntry(), media: media ? String(media.id) : null, staff: "" };
  } finally {
    await site.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (v: number) => Math.round(v * 10) / 10;

/** Milliseconds of CPU (user and system) process `pid` has used so far, from /proc; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/**
 * The CPU the server's processes used: the site's Node process and, on PostgreSQL, the client
 * backends serving its database (not autovacuum's workers, whose passes are not the page's). On a shared machine the wall clock also counts the time spent waiting for
 * a core; this does not.
 */
type CpuMeter = () => Promise<Map<number, number>>;

async function cpuBetween(meter: CpuMeter, work: () => Promise<void>): Promise<number> {
  const before = await meter();
  await work();
  const after = await meter();
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

async function time(runs: number, get: () => Promise<Response>, meter: CpuMeter): Promise<{ p50: number; p95: number; cpuMs: number; status: number }> {
  let status = 0;
  for (let i = 0; i < 3; i++) {
    const res = await get();
    await res.arrayBuffer();
    status = res.status;
  }
  const samples: number[] = [];
  const cpu = await cpuBetween(meter, async () => {
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const res = await get();
      await res.arrayBuffer();
      samples.push(performance.now() - t);
    }
  });
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), cpuMs: round(cpu / runs), status };
}

async function ownerId(url: string): Promise<string | undefined> {
  const db = openDatabase(url, { poolSize: 1 });
  try {
    return (await (db.kysely as any).selectFrom("staff_user").select("id").where("email", "=", OWNER.email).executeTakeFirst())?.id;
  } finally {
    await db.close();
  }
}

/** React Router's data URL of a page: what a click inside the console fetches. */
function dataUrl(path: string): string {
  const [pathname, search] = path.split("?") as [string, string | undefined];
  return `${pathname.replace(/\/$/, "")}.data${search ? `?${search}` : ""}`;
}

async function timePages(
  url: string,
  dataDir: string,
  targets: Targets,
  runs: number,
  filter: RegExp | null,
  backends: () => Promise<number[]>,
  log: (line: string) => void,
): Promise<PageTiming[]> {
  if (!(await ownerId(url))) await createOwnerWithCli({ DATABASE_URL: url, DATA_DIR: dataDir }, OWNER.email, OWNER.password);
  const server = await startBenchServer(ROOT, 0, { DATABASE_URL: url });
  const meter: CpuMeter = async () => new Map([server.pid, ...(await backends())].map((pid) => [pid, cpuMsOf(pid)]));
  try {
    const owner = new ConsoleClient(server.url);
    await owner.signIn(OWNER.email, OWNER.password);
    targets.staff = (await ownerId(url))!;
    const get = (path: string) => () => fetch(server.url + path, { headers: { cookie: owner.cookie }, redirect: "manual" });
    // One pass over every page first: the code each runs is compiled before any is timed.
    for (const [, path] of pages(targets)) for (const p of [dataUrl(path), path]) await (await get(p)()).arrayBuffer();
    const out: PageTiming[] = [];
    for (const [page, path] of pages(targets)) {
      if (filter && !filter.test(page)) continue;
      const data = await time(runs, get(dataUrl(path)), meter);
      const html = await time(runs, get(path), meter);
      out.push({ page, path, status: html.status, dataP50Ms: data.p50, dataP95Ms: data.p95, dataCpuMs: data.cpuMs, htmlP50Ms: html.p50, htmlP95Ms: html.p95 });
      log(`  console ${page} ${path}: ${html.status}; loader p50 ${data.p50} ms, p95 ${data.p95} ms, CPU ${data.cpuMs} ms; page p50 ${html.p50} ms, p95 ${html.p95} ms`);
    }
    return out;
  } finally {
    await server.stop();
  }
}

export async function runConsolePagesBench(
  options: { inquiries?: number; runs?: number; only?: Dialect; pages?: string; keepDir?: string; log?: (line: string) => void } = {},
): Promise<ConsolePagesReport> {
  const n = options.inquiries ?? 100_000;
  const runs = options.runs ?? 30;
  const log = options.log ?? console.log;
  const filter = options.pages ? new RegExp(options.pages) : null;
  const report: ConsolePagesReport = { inquiries: n, runs, budgetP95Ms: CONSOLE_PAGE_BUDGET_P95_MS, dialects: [] };
  const keep = options.keepDir;
  const dir = keep ? (mkdirSync(keep, { recursive: true }), keep) : mkdtempSync(join(tmpdir(), "twiga-bench-console-"));
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const pgName = keep ? "twiga_bench_console_keep" : `twiga_bench_console_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [pgName]);
    if (!exists.rowCount) await admin.query(`create database ${pgName}`);
    const pgUrl = new URL(adminUrl);
    pgUrl.pathname = `/${pgName}`;
    const targets = ([["sqlite", join(dir, "console.db")], ["postgres", pgUrl.toString()]] as const).filter(([d]) => !options.only || d === options.only);
    for (const [dialect, url] of targets) {
      log(`  console: seeding ${n.toLocaleString("en")} inquiries and their history into ${dialect}…`);
      const started = performance.now();
      const db = openDatabase(url, { poolSize: 2 });
      let history;
      let fresh = true;
      try {
        // 0: a kept database (--keep) that already holds them and their history.
        fresh = (await seedInquiries(db, n)) > 0;
        history = fresh ? await seedConsoleHistory(db) : await countHistory(db);
      } finally {
        await db.close();
      }
      const dataDir = join(dir, `${dialect}-data`);
      mkdirSync(dataDir, { recursive: true });
      const records = await realRecords(url, dataDir);
      const seedMs = Math.round(performance.now() - started);
      const loadAverage = round(loadavg()[0]!);
      const backends = async () =>
        dialect === "postgres" ? (await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'", [pgName])).rows.map((r) => r.pid) : [];
      const timings = await timePages(url, dataDir, records, runs, filter, backends, log);
      report.dialects.push({ dialect, seedMs, kept: !fresh, events: history.events, bookings: history.bookings, loadAverage, timings });
    }
  } finally {
    if (!keep) await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

export function renderConsolePagesSection(r: ConsolePagesReport): string {
  const lines = [
    `## Console pages at ${r.inquiries.toLocaleString("en")} inquiries`,
    "",
    `Every console page through the production build, signed in as the owner, over loopback: the loader's answer (\`.data\`, what each click in the console fetches) and the whole server-rendered page, ${r.runs} warm runs each after 3 warm-ups. Budget: the loader's p95 <= ${r.budgetP95Ms} ms. The confirm-identity page's loader reads nothing but the session: its figures are the floor the machine's load set at the time. "Loader CPU" is the CPU the server's Node process and its PostgreSQL backends used per loader request (from /proc, 10 ms ticks over all runs): what the page costs whatever else the machine runs, which the wall clock on a shared machine also includes.`,
    "",
  ];
  for (const d of r.dialects) {
    const seeded = d.kept ? "a kept database" : `seeded in ${(d.seedMs / 1000).toFixed(1)} s`;
    lines.push(`### ${d.dialect} (${seeded}: ${d.events.toLocaleString("en")} inquiry events, ${d.bookings.toLocaleString("en")} bookings; load average ${d.loadAverage} when timed)`, "");
    lines.push("| page | path | status | loader p50 ms | loader p95 ms | within budget | loader CPU ms | page p50 ms | page p95 ms |", "|---|---|---:|---:|---:|---|---:|---:|---:|");
    for (const t of d.timings)
      lines.push(`| ${t.page} | \`${t.path}\` | ${t.status} | ${t.dataP50Ms} | ${t.dataP95Ms} | ${t.dataP95Ms <= r.budgetP95Ms ? "yes" : "**no**"} | ${t.dataCpuMs} | ${t.htmlP50Ms} | ${t.htmlP95Ms} |`);
    lines.push("");
  }
  return lines.join("\n");
}

export function spliceConsolePagesReport(r: ConsolePagesReport): void {
  spliceReportSection({ heading: "Console pages at ", markdown: renderConsolePagesSection(r), key: "consolePages", value: r, before: "Outbox under page load" });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
  runConsolePagesBench({ inquiries: Number(args.inquiries ?? 100_000), runs: Number(args.runs ?? 30), only: args.only as Dialect | undefined, pages: args.pages, keepDir: args.keep }).then(
    (r) => {
      console.log(`\n${renderConsolePagesSection(r)}`);
      if ("write" in args) {
        spliceConsolePagesReport(r);
        console.log("Wrote the console pages section of bench/report.md and bench/report.json");
      }
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
