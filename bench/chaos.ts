/**
 * npm run chaos [-- --quick --pg-restart --only=sqlite|postgres --scenarios=mixed,kill,... --out=FILE]
 *
 * The chaos run of issue 13 item 7: a tool, not a test. On loopback only, against SQLite and then
 * PostgreSQL (a throwaway database on TEST_DATABASE_URL's server, dropped after), it starts the
 * production build as a child process with a loopback SMTP server and runs, one after the other:
 * mixed reads with inquiries; kill -9 under load and restart; SMTP down then up; a PostgreSQL
 * outage under load; fuzzed inquiry bodies; fuzzed query strings on every GET path; hostile paths
 * and queries on every route (HTML injection, issue 23); unique-URL pages. It then compares inquiries acknowledged, stored and emailed, and writes bench/chaos.md
 * (--quick: bench/chaos-quick.md). It stops by itself: each scenario is bounded, and the whole run
 * gives up after a hard limit.
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { createTestDatabase, type DialectName, TEST_DATABASE_URL, type TestDatabase } from "../tests/helpers/databases.ts";
import { type Reckoning, reckon } from "./chaos/accounting.ts";
import { CountingSmtp } from "./chaos/counting-smtp.ts";
import { HANG_MS } from "./chaos/http-load.ts";
import { type Ledger, postgresLedger, sqliteLedger } from "./chaos/ledger.ts";
import {
  type ChaosContext,
  fuzzInquiries,
  fuzzQueries,
  fuzzRoutesScenario,
  killUnderLoad,
  mixedLoad,
  postgresOutage,
  type ScenarioResult,
  smtpOutage,
  uniqueUrls,
  waitForDelivery,
} from "./chaos/scenarios.ts";
import { ChaosServer } from "./chaos/server-process.ts";
import { discoverPaths } from "./chaos/site-paths.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"];
  }),
);
const quick = args.quick === "true";
const pgRestart = args["pg-restart"] === "true";
const dialects: DialectName[] = args.only ? [args.only as DialectName] : ["sqlite", "postgres"];
const out = resolve(ROOT, args.out ?? (quick ? "bench/chaos-quick.md" : "bench/chaos.md"));

const SCENARIOS = { mixed: mixedLoad, kill: killUnderLoad, smtp: smtpOutage, postgres: postgresOutage, "fuzz-bodies": fuzzInquiries, "fuzz-queries": fuzzQueries, "fuzz-routes": fuzzRoutesScenario, unique: uniqueUrls } as const;
type ScenarioKey = keyof typeof SCENARIOS;
const chosen = (args.scenarios ? args.scenarios.split(",") : Object.keys(SCENARIOS)) as ScenarioKey[];
for (const k of chosen) if (!(k in SCENARIOS)) throw new Error(`unknown scenario ${k}; known: ${Object.keys(SCENARIOS).join(", ")}`);

/** The server's settings for the run, beyond `npm start`'s. Written into the report. */
const SERVER_ENV = {
  // Every request comes from 127.0.0.1: one visitor as far as the per-address limit knows.
  INQUIRY_RATE_LIMIT: "1000000",
  // Retries after 1, 2, 4... s instead of 3, 6, 12... min, so a bounded run sees the outbox catch up.
  OUTBOX_RETRY_BASE_MS: "1000",
};

/** Hard limit for the whole run: it stops by itself even if something hangs. */
const HARD_LIMIT_MS = (quick ? 15 : 40) * 60_000;

interface DatabaseRun {
  dialect: DialectName;
  results: { scenario: ScenarioResult; reckoning: Reckoning }[];
  startupMs: number;
  finalDrain: { ok: boolean; owed: number; missing: number; seconds: number };
  crashes: number;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanup() {
  for (const c of cleanups.splice(0).reverse()) await c().catch((e) => console.error("cleanup:", e));
}

async function runDatabase(dialect: DialectName): Promise<DatabaseRun> {
  console.log(`\n${dialect}:`);
  const smtp = new CountingSmtp();
  await smtp.start();
  cleanups.push(() => smtp.stop());
  const db: TestDatabase = await createTestDatabase(dialect);
  cleanups.push(() => db.drop());
  const started = Date.now();
  const server = await ChaosServer.start({ root: ROOT, dataDir: db.dataDir, databaseUrl: db.url, smtpUrl: smtp.url, env: SERVER_ENV });
  cleanups.push(() => server.stop());
  const startupMs = Date.now() - started;
  const ledger: Ledger = dialect === "sqlite" ? sqliteLedger(db.url) : postgresLedger(db.url);
  cleanups.push(() => ledger.close());
  const paths = await discoverPaths(server.url);
  const ctx: ChaosContext = {
    dialect,
    server,
    smtp,
    ledger,
    paths,
    quick,
    pgRestart,
    postgres: dialect === "postgres" ? { name: new URL(db.url).pathname.slice(1), adminUrl: TEST_DATABASE_URL } : undefined,
    log: (line) => console.log(line),
  };
  const scenarios: ScenarioResult[] = [];
  for (const key of chosen) {
    if (key === "postgres" && dialect !== "postgres") continue;
    scenarios.push(await SCENARIOS[key](ctx));
  }
  // Everything owed gets its chance before the reckoning (bounded: a stuck outbox still reports).
  const t = Date.now();
  const drain = await waitForDelivery(ctx, 0, 120_000);
  const results = [];
  for (const scenario of scenarios) results.push({ scenario, reckoning: await reckon(scenario, ledger, smtp) });
  await cleanup();
  return { dialect, results, startupMs, finalDrain: { ...drain, seconds: (Date.now() - t) / 1000 }, crashes: server.crashes.length };
}

const n = (v: number) => v.toLocaleString("en-GB");

function statusCell(r: ScenarioResult): string {
  return r.tally.summary().replaceAll("|", "\\|");
}

function renderDatabase(run: DatabaseRun): string {
  const rows = run.results.map(({ scenario: s, reckoning: k }) =>
    [
      s.title,
      n(s.tally.requests),
      statusCell(s),
      n(s.tally.fiveHundreds),
      `${n(k.acknowledged)}${k.acknowledgedAsSpam ? ` (+${n(k.acknowledgedAsSpam)} spam)` : ""}`,
      `${n(k.stored)}${k.storedAsSpam ? ` (${n(k.storedAsSpam)} spam)` : ""}`,
      n(k.lost.length),
      n(k.emailsOwed),
      n(k.deliveredOnce),
      n(k.deliveredTwice),
      n(k.deliveredNever),
      String(s.peakRssMb),
    ].join(" | "),
  );
  const notes = run.results.flatMap(({ scenario: s, reckoning: k }) => {
    const extra: string[] = [...s.notes];
    if (k.emailsOwed && s.drainSeconds !== null) extra.push(s.drainSeconds > 1 ? `The outbox delivered the last owed email ${s.drainSeconds.toFixed(0)} s after the load stopped.` : "The outbox kept up: every owed email had arrived within a second of the end of the load.");
    if (k.storedUnacknowledged) extra.push(`${k.storedUnacknowledged} ${k.storedUnacknowledged === 1 ? "inquiry was" : "inquiries were"} stored without a 201 reaching the client (cut off mid-answer); their emails are owed and counted.`);
    if (k.lost.length) extra.push(`LOST (acknowledged, not stored): ${k.lost.slice(0, 20).join(", ")}.`);
    if (k.deliveredNever) extra.push(`Never delivered, by outbox state: ${JSON.stringify(k.neverStates)}.`);
    if (k.deliveredTwice) extra.push(`Delivered twice: ${k.deliveredTwice} of ${k.emailsOwed} owed emails (${((k.deliveredTwice / Math.max(1, k.emailsOwed)) * 100).toFixed(2)} %).`);
    if (s.tally.hangs) extra.push(`${s.tally.hangs} requests got no answer within ${HANG_MS / 1000} s.`);
    if (s.tally.missingRetryAfter) extra.push(`${s.tally.missingRetryAfter} answers 503 without Retry-After.`);
    extra.push(`Slowest answer ${(s.slowestMs / 1000).toFixed(1)} s; ${s.seconds.toFixed(0)} s in all.`);
    return [`- **${s.title}**: ${extra.join(" ")}`];
  });
  return [
    `### ${run.dialect === "sqlite" ? "SQLite" : "PostgreSQL"}`,
    "",
    "| scenario | requests | answers by status | >= 500 (not 503) | acknowledged (201) | stored | lost | emails owed | delivered once | twice | never | peak RSS MB |",
    "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r} |`),
    "",
    ...notes,
    `- Server start (migrations, demo catalogue): ${(run.startupMs / 1000).toFixed(1)} s. Unplanned exits of the server in the whole run: ${run.crashes}. Final wait for the outbox: ${run.finalDrain.ok ? `every owed email delivered (${n(run.finalDrain.owed)}), ${run.finalDrain.seconds.toFixed(0)} s after the last scenario` : `${run.finalDrain.missing} of ${run.finalDrain.owed} still undelivered after ${run.finalDrain.seconds.toFixed(0)} s`}.`,
    "",
  ].join("\n");
}

function targets(runs: DatabaseRun[]): string[] {
  const all = runs.flatMap((r) => r.results.map((x) => ({ ...x, dialect: r.dialect })));
  const lost = all.reduce((a, x) => a + x.reckoning.lost.length, 0);
  const fuzz5xx = all.filter((x) => x.scenario.key.startsWith("fuzz")).reduce((a, x) => a + x.scenario.tally.fiveHundreds + x.scenario.tally.serviceUnavailable, 0);
  const never = all.reduce((a, x) => a + x.reckoning.deliveredNever, 0);
  const owed = all.reduce((a, x) => a + x.reckoning.emailsOwed, 0);
  const twiceKill = all.filter((x) => x.scenario.key === "kill");
  const twice = all.reduce((a, x) => a + x.reckoning.deliveredTwice, 0);
  const pg = all.filter((x) => x.scenario.key === "postgres");
  const pgBad = pg.reduce((a, x) => a + x.scenario.tally.fiveHundreds + x.scenario.tally.hangs + x.scenario.tally.missingRetryAfter, 0);
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  return [
    `- ${mark(lost === 0)} Acknowledged inquiries lost: ${lost}.`,
    `- ${mark(fuzz5xx === 0)} Answers >= 500 to fuzzed input: ${fuzz5xx}.`,
    `- ${mark(never === 0)} Owed emails never delivered: ${never} of ${n(owed)}.`,
    `- Emails delivered twice: ${twice} of ${n(owed)} owed in the whole run; in the kill -9 scenarios ${twiceKill.map((x) => `${x.dialect} ${x.reckoning.deliveredTwice} of ${n(x.reckoning.emailsOwed)}`).join(", ") || "not run"}.`,
    `- Peak resident memory of the server under the mixed load: ${all.filter((x) => x.scenario.key === "mixed").map((x) => `${x.dialect} ${x.scenario.peakRssMb} MB`).join(", ") || "not run"} (issue 13 item 10's budget: 350 MB); highest in the run: ${Math.max(0, ...all.map((x) => x.scenario.peakRssMb))} MB.`,
    pg.length ? `- ${mark(pgBad === 0)} During the PostgreSQL outage: answers 500, hangs or 503 without Retry-After: ${pgBad}.` : "- PostgreSQL outage: not run.",
  ];
}

function renderReport(runs: DatabaseRun[], startedAt: Date, loadBefore: number[], unfinished: string | null): string {
  const loadAfter = loadavg();
  const minutes = (Date.now() - startedAt.getTime()) / 60_000;
  const pgMethod = pgRestart
    ? "restarted for real (`pg_ctlcluster <version> main restart`)"
    : "not restarted: the run cut off its throwaway database instead (new connections refused with `ALLOW_CONNECTIONS false` and every backend terminated with `pg_terminate_backend` every 200 ms for 6 s), because other databases on the same server were in use; `--pg-restart` restarts the server for real";
  return [
    "# Chaos run (issue 13 item 7)",
    "",
    `\`npm run chaos${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\` on ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, ${minutes.toFixed(1)} min; Node ${process.versions.node}, ${cpus().length} cores; load average ${loadBefore.map((v) => v.toFixed(1)).join(" / ")} before and ${loadAfter.map((v) => v.toFixed(1)).join(" / ")} after.`,
    ...(unfinished ? ["", `**Unfinished:** ${unfinished}`] : []),
    ...(Math.max(loadBefore[0]!, loadBefore[1]!, loadAfter[0]!, loadAfter[1]!) > cpus().length * 0.75
      ? ["", `**The machine was shared:** other processes kept it loaded during the run (a load average of ${Math.max(loadBefore[1]!, loadAfter[1]!).toFixed(1)} on ${cpus().length} cores), so request rates and answer times are lower, and the run longer, than on a quiet machine; the counts (losses, 5xx, emails) do not depend on it.`]
      : []),
    "",
    "The production build started as `npm start` starts it (`scripts/start-server.sh`: `node build/node/main.mjs` with its memory defaults, decision 0024) as a child process on 127.0.0.1, with the demo catalogue, a loopback SMTP server (smtp-server) counting deliveries by Message-ID, and for PostgreSQL a throwaway database dropped after the run.",
    `Server settings beyond \`npm start\`'s: ${Object.entries(SERVER_ENV)
      .map(([k, v]) => `\`${k}=${v}\``)
      .join(", ")} (every request comes from one address; the outbox retries after 1 s doubling instead of 3 min doubling, so a bounded run sees it catch up: with the default, mail owed during an SMTP outage goes out up to one retry interval after the server is back).`,
    `PostgreSQL was ${pgMethod}.`,
    "",
    "Columns: *acknowledged* = inquiries answered 201 with an id; *stored* = inquiries in the database created during the scenario (more than acknowledged when an answer was cut off mid-flight); *lost* = acknowledged but not stored; *emails owed* = the outbox rows of those inquiries (a traveller acknowledgement and a staff notification each; none for honeypot spam); *delivered once / twice / never* = their Message-IDs at the SMTP server after the final wait; *peak RSS* = the server process's resident high-water mark during the scenario (over every process when it was restarted). Answers `ECONNREFUSED`/`ECONNRESET` are requests made while the server was down or cut off by the kill; `hang` = no answer within 20 s.",
    "",
    "## Targets",
    "",
    ...targets(runs),
    "",
    "## Figures",
    "",
    ...runs.map(renderDatabase),
  ].join("\n");
}

async function main() {
  const startedAt = new Date();
  const loadBefore = loadavg();
  const runs: DatabaseRun[] = [];
  // The report is rewritten after each database, so a run cut short still leaves what it measured.
  const write = (unfinished: string | null) => {
    writeFileSync(out, renderReport(runs, startedAt, loadBefore, unfinished) + "\n");
    console.log(`\nWrote ${out}`);
  };
  const hardStop = setTimeout(() => {
    console.error(`chaos: over the ${HARD_LIMIT_MS / 60_000} min limit; stopping.`);
    write(`the run hit its ${HARD_LIMIT_MS / 60_000} min limit after ${runs.map((r) => r.dialect).join(", ") || "no database"}; the rest was not measured.`);
    void cleanup().finally(() => process.exit(2));
  }, HARD_LIMIT_MS);
  hardStop.unref();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)));

  // The compiled server, rebuilt only when its sources changed (what `npm start` does).
  execSync("node scripts/build-if-stale.mjs", { cwd: ROOT, stdio: "inherit" });
  for (const dialect of dialects) {
    runs.push(await runDatabase(dialect));
    const left = dialects.slice(runs.length);
    write(left.length ? `${left.join(", ")} still running when this was written.` : null);
  }
  clearTimeout(hardStop);
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  },
);
