/**
 * The console's bookings list at 100,000 bookings (issue 26: "answers within the console's 50 ms
 * p95"). Seeds that many generated bookings by bulk insert into a throwaway SQLite file, then times
 * the list's own query (server/services/bookings/list-query.ts: the page of 50 and every count the
 * filter form shows, without HTTP) for each filter, warm, and reports p50/p95; and the dashboard's
 * booking figures.
 *
 *   npx tsx bench/bookings-list.ts [--bookings=100000] [--runs=40] [--write]
 *   (also part of npm run bench; run alone it prints the report section, and with --write splices it
 *   into bench/report.md and bench/report.json the way bench/run.ts writes them)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { parseBookingListFilter } from "../domain/bookings/list-filters.ts";
import { addDays, daysBetween } from "../domain/rates/dates.ts";
import { type Db, openDatabase } from "../server/db/kysely.ts";
import { migrate } from "../server/db/migrate.ts";
import { bookingFigures } from "../server/services/bookings/figures.ts";
import { listBookings } from "../server/services/bookings/list-query.ts";
import { spliceReportSection } from "./report-file.ts";
import { mulberry32 } from "../demo/illustrations/prng.ts";

export const BOOKINGS_LIST_BUDGET_P95_MS = 50;
/** The bench's "today": the data spreads departures over the years around it. */
const TODAY = "2026-11-27";

export interface BookingsListTiming {
  view: string;
  query: string;
  matches: number;
  p50Ms: number;
  p95Ms: number;
}

export interface BookingsListBenchReport {
  bookings: number;
  runs: number;
  budgetP95Ms: number;
  dialect: "sqlite";
  seedMs: number;
  loadAverage: number;
  timings: BookingsListTiming[];
}

/** Each view staff use, as the URL query the console sends. */
const VIEWS: Array<[string, string]> = [
  ["all, soonest departure first", ""],
  ["page 200", "page=200"],
  ["state: confirmed", "state=confirmed"],
  ["state: travelled, page 100", "state=travelled&page=100"],
  ["departure month", "month=2027-08"],
  ["money still owed", "balance=outstanding"],
  ["balance due within 30 days", "balance=due"],
  ["balance due within 90 days", "balance=due&within=90"],
  ["overdue", "balance=overdue"],
  ["awaiting deposit + overdue", "state=awaiting_deposit&balance=overdue"],
  ["confirmed + month + due within 365 days", "state=confirmed&month=2027-08&balance=due&within=365"],
];

/** The same seed gives the same data, so every run measures alike. */
const prng = mulberry32;

const NAMES = ["Amina Wanjiru", "Hans Becker", "Chloe Smith", "Kofi Okafor", "Mei Tanaka", "Ravi Patel", "Sofia Rossi", "Baraka Odhiambo", "Njeri Kamau", "Tom Dubois"];
const TRIPS = ["Maasai Mara Classic", "Amboseli & Tsavo", "Diani Beach Escape", "Samburu Explorer", "Great Migration Special"];

/**
 * Bookings over six years of departures (2022 to 2028). Past departures are mostly travelled and
 * paid; future ones awaiting the deposit, confirmed or paid in full; a few cancelled; 3% undated.
 */
const payment = (bookingId: number, amount: number, receivedOn: string, currency: string, key: string) => ({
  booking_id: bookingId,
  method: "bank_transfer",
  amount,
  currency,
  received_on: receivedOn,
  reference: key,
  note: "",
  flag: null,
  submission_key: key,
  recorded_by_id: null,
  recorded_by_email: null,
  created_at: `${receivedOn}T09:00:00.000Z`,
});

/** Also bench/console-pages.ts's bookings, re-pointed at its won inquiries' quotes. */
export function generateBookings(n: number) {
  const rand = prng(26);
  const rows = [];
  const payments: Array<ReturnType<typeof payment>> = [];
  const first = Date.parse("2022-01-01T00:00:00Z");
  const span = Date.parse("2028-06-30T00:00:00Z") - first;
  for (let i = 0; i < n; i++) {
    const undated = rand() < 0.03;
    const start = new Date(first + Math.floor(rand() * span)).toISOString().slice(0, 10);
    // Booked 20 to 320 days before departure, and never after today.
    const planned = addDays(start, -(20 + Math.floor(rand() * 300)));
    const bookedOn = planned > TODAY ? addDays(TODAY, -Math.floor(rand() * 200)) : planned;
    const total = (100_000 + Math.floor(rand() * 900_000)) * 100;
    const deposit = Math.ceil(total / 2);
    const depositDue = addDays(bookedOn, 7);
    const balanceDue = undated ? depositDue : addDays(start, -30) < depositDue ? depositDue : addDays(start, -30);
    const past = !undated && start < TODAY;
    const r = rand();
    let state: string;
    let paid: number;
    if (r < 0.05) [state, paid] = ["cancelled", rand() < 0.5 ? deposit : 0];
    else if (past) [state, paid] = r < 0.97 ? ["travelled", total] : ["travelled", deposit];
    else if (r < 0.25) [state, paid] = ["awaiting_deposit", 0];
    else if (r < 0.7) [state, paid] = ["confirmed", deposit];
    else [state, paid] = ["paid_in_full", total];
    const currency = rand() < 0.6 ? "KES" : "USD";
    // The payments that make up `paid` (the database's triggers add them up into bookings.paid).
    const on = (day: string) => (day > TODAY ? TODAY : day);
    const depositOn = on(addDays(bookedOn, 3));
    if (paid > 0) payments.push(payment(i + 1, paid >= deposit ? deposit : paid, depositOn, currency, `bench-${i}-deposit`));
    // The balance five days before it was due, or (paid early, due later) some day between the deposit and today.
    const balanceOn = addDays(balanceDue, -5) <= TODAY ? addDays(balanceDue, -5) : addDays(depositOn, Math.floor(rand() * Math.max(1, daysBetween(depositOn, TODAY))));
    if (paid > deposit) payments.push(payment(i + 1, paid - deposit, balanceOn < depositOn ? depositOn : balanceOn, currency, `bench-${i}-balance`));
    const name = NAMES[i % NAMES.length]!;
    const trip = TRIPS[i % TRIPS.length]!;
    rows.push({
      inquiry_id: i + 1,
      quote_id: i + 1,
      quote_version: 1,
      option_id: "o1",
      token: `bench-${String(i).padStart(37, "0")}`,
      state,
      currency,
      total,
      deposit_amount: deposit,
      deposit_due: depositDue,
      balance_amount: total - deposit,
      balance_due: balanceDue,
      start_date: undated ? null : start,
      document: JSON.stringify({ travellerName: name, optionTitle: trip, packageTitle: trip, tierName: "Comfort", residency: "residents", party: { adults: 2, childAges: [] }, startDate: undated ? null : start, endDate: null, lines: [], subtotal: total, discount: 0 }),
      terms: "{}",
      booked_on: bookedOn,
      created_at: `${bookedOn}T08:00:00.000Z`,
      updated_at: `${bookedOn}T08:00:00.000Z`,
    });
  }
  return { rows, payments };
}

async function seed(db: Db, n: number): Promise<number> {
  const started = performance.now();
  await migrate(db);
  const { rows, payments } = generateBookings(n);
  // Bookings and their payments: their inquiries and quotes are not part of the list's query, so the bench does
  // not make 100,000 of each; the foreign keys are switched off for the bulk insert only.
  await sql`pragma foreign_keys = off`.execute(db.kysely);
  const k = db.kysely;
  await k.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insertInto("bookings").values(rows.slice(i, i + 500)).execute();
    for (let i = 0; i < payments.length; i += 500) await tx.insertInto("booking_payments").values(payments.slice(i, i + 500)).execute();
  });
  await sql`pragma foreign_keys = on`.execute(db.kysely);
  await sql`analyze`.execute(db.kysely);
  return Math.round(performance.now() - started);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) };
}

export async function runBookingsListBench(options: { bookings?: number; runs?: number; log?: (line: string) => void } = {}): Promise<BookingsListBenchReport> {
  const n = options.bookings ?? 100_000;
  const runs = options.runs ?? 40;
  const log = options.log ?? console.log;
  const dir = process.env.BENCH_KEEP_DIR ?? mkdtempSync(join(tmpdir(), "twiga-bench-bookings-"));
  const db = openDatabase(join(dir, "bookings.db"));
  try {
    log(`  bookings: seeding ${n.toLocaleString("en")} bookings into sqlite…`);
    const seedMs = await seed(db, n);
    const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
    const k = db.kysely;
    const timings: BookingsListTiming[] = [];
    for (const [view, query] of VIEWS) {
      const filter = parseBookingListFilter(new URLSearchParams(query));
      const page = await listBookings(k, filter, TODAY);
      const t = await time(runs, () => listBookings(k, filter, TODAY));
      timings.push({ view, query: query || "(none)", matches: page.total, ...t });
      log(`  bookings list ${view}: p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms (${page.total} match, ${page.rows.length} on the page)`);
    }
    const figures = await time(runs, () => bookingFigures(k, TODAY));
    timings.push({ view: "dashboard figures (deposits this month, outstanding, departures in 30 days)", query: "(dashboard)", matches: 0, ...figures });
    log(`  bookings dashboard figures: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms`);
    return { bookings: n, runs, budgetP95Ms: BOOKINGS_LIST_BUDGET_P95_MS, dialect: "sqlite", seedMs, loadAverage, timings };
  } finally {
    await db.close();
    if (!process.env.BENCH_KEEP_DIR) rmSync(dir, { recursive: true, force: true });
  }
}

export function renderBookingsListSection(r: BookingsListBenchReport): string {
  const lines = [
    `## Console bookings list at ${r.bookings.toLocaleString("en")} bookings`,
    "",
    `The list's query (one page of 50, the count of matches and the counts beside the filters) timed inside the process on ${r.dialect} (seeded in ${(r.seedMs / 1000).toFixed(1)} s; load average ${r.loadAverage} when timed), ${r.runs} warm runs per view after 3 warm-ups. Budget: p95 <= ${r.budgetP95Ms} ms.`,
    "",
    "| view | query | matches | p50 ms | p95 ms | within budget |",
    "|---|---|---:|---:|---:|---|",
    ...r.timings.map((t) => `| ${t.view} | \`${t.query}\` | ${t.query === "(dashboard)" ? "" : t.matches.toLocaleString("en")} | ${t.p50Ms} | ${t.p95Ms} | ${t.p95Ms <= r.budgetP95Ms ? "yes" : "**no**"} |`),
    "",
  ];
  return lines.join("\n");
}

export function spliceBookingsListReport(r: BookingsListBenchReport): void {
  spliceReportSection({ heading: "Console bookings list at ", markdown: renderBookingsListSection(r), key: "bookingsList", value: r, before: "Outbox under page load" });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
  runBookingsListBench({ bookings: Number(args.bookings ?? 100_000), runs: Number(args.runs ?? 40) }).then(
    (r) => {
      console.log(`\n${renderBookingsListSection(r)}`);
      if ("write" in args) {
        spliceBookingsListReport(r);
        console.log("Wrote the bookings list section of bench/report.md and bench/report.json");
      }
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
