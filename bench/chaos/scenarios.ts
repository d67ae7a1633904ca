/**
 * The chaos run's scenarios (issue 13 item 7). Each runs against one server, database and SMTP
 * server, counts every answer, notes which inquiries were acknowledged (201 with an id), and
 * leaves the comparison with the database and the SMTP server to the end of the run, once the
 * outbox has had its chance to deliver (./accounting.ts).
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import type { CountingSmtp } from "./counting-smtp.ts";
import { fuzzedInquiry, fuzzedQuery, samples } from "./fuzz.ts";
import { arrive, type ChaosAnswer, ChaosClient, type ChaosRequest, drive, Tally } from "./http-load.ts";
import type { Ledger } from "./ledger.ts";
import type { ChaosServer } from "./server-process.ts";
import { hostileRequests } from "../../tests/helpers/hostile-inputs.ts";
import { fuzzRoutes } from "../../tests/helpers/route-fuzz.ts";
import type { SitePaths } from "./site-paths.ts";

export interface ChaosContext {
  dialect: "sqlite" | "postgres";
  server: ChaosServer;
  smtp: CountingSmtp;
  ledger: Ledger;
  paths: SitePaths;
  quick: boolean;
  /** PostgreSQL: restart the server for real (pg_ctlcluster) instead of terminating backends. */
  pgRestart: boolean;
  /** PostgreSQL: the throwaway database's name and a URL of the server's maintenance database. */
  postgres?: { name: string; adminUrl: string };
  log: (line: string) => void;
}

export interface ScenarioResult {
  key: string;
  title: string;
  seconds: number;
  tally: Tally;
  /** Ids of inquiries answered 201 with an id. */
  acknowledged: number[];
  /** Answered 201 without an id: judged spam (the honeypot), stored, owed no email. */
  acknowledgedAsSpam: number;
  /** Inquiry ids (from, to] created while the scenario ran. */
  range: [number, number];
  peakRssMb: number;
  /** Server exits nobody asked for. */
  crashes: number;
  notes: string[];
  /** Slowest answer, ms. */
  slowestMs: number;
  /** When the scenario's load stopped (ms since epoch). */
  endedAt: number;
  /** Seconds from the end of the load until every email owed for the scenario's inquiries had arrived (null: not within the wait). */
  drainSeconds: number | null;
}

/** How long each scenario waits for the outbox before the next begins, so each is reckoned on its own. */
const DRAIN_WAIT_MS = 180_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const INQUIRY_PATH = "/api/v1/inquiries/";

/** An ordinary inquiry from a traveller, unique per scenario and number. */
export function travellerInquiry(tag: string, i: number): ChaosRequest {
  return {
    method: "POST",
    path: INQUIRY_PATH,
    headers: { "content-type": "application/json" },
    wantBody: true,
    body: JSON.stringify({
      full_name: `Chaos Traveller ${tag}-${i}`,
      email: `chaos-${tag}-${i}@traveller.example`,
      consent: true,
      phone: "+254 700 000 001",
      message: "A migration safari in August for two, please.",
      residency: "non_residents",
      start_date: "2027-08-10",
      end_date: "2027-08-14",
      pax_adults: 2,
      pax_children: 0,
      source_page: "contact",
    }),
  };
}

/** Pages (half with a unique tracking parameter, so uncached), API reads and image variants. */
export function mixedReads(paths: SitePaths, tag: string): (i: number) => ChaosRequest {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return (i) => {
    const r = Math.random();
    if (r < 0.45) {
      const page = pick(paths.pages);
      return { path: i % 2 ? `${page}${page.includes("?") ? "&" : "?"}utm_source=chaos-${tag}-${i}` : page };
    }
    if (r < 0.85) return { path: pick(paths.api) };
    return { path: pick(paths.images.length ? paths.images : paths.pages) };
  };
}

class Run {
  readonly tally = new Tally();
  readonly acknowledged: number[] = [];
  acknowledgedAsSpam = 0;
  slowestMs = 0;
  readonly notes: string[] = [];

  /** Book-keeping for every answer: the inquiry ids acknowledged, the slowest answer. */
  readonly onAnswer = (req: ChaosRequest, a: ChaosAnswer) => {
    this.slowestMs = Math.max(this.slowestMs, a.ms);
    if (req.method !== "POST" || req.path !== INQUIRY_PATH || a.status !== 201 || !a.body) return;
    try {
      const { id } = JSON.parse(a.body) as { id: unknown };
      if (typeof id === "number") this.acknowledged.push(id);
      else this.acknowledgedAsSpam++;
    } catch {
      this.notes.push("a 201 answer was not JSON");
    }
  };
}

async function scenario(ctx: ChaosContext, key: string, title: string, body: (run: Run, client: ChaosClient) => Promise<void>): Promise<ScenarioResult> {
  ctx.log(`  ${title}…`);
  const from = await ctx.ledger.maxInquiryId();
  const crashesBefore = ctx.server.crashes.length;
  ctx.server.resetPeak();
  const sampler = setInterval(() => ctx.server.sample(), 500);
  const client = new ChaosClient(ctx.server.url, 64);
  const run = new Run();
  const started = Date.now();
  try {
    await body(run, client);
  } finally {
    clearInterval(sampler);
    client.close();
  }
  const endedAt = Date.now();
  const seconds = (endedAt - started) / 1000;
  const peakRssMb = ctx.server.peakMb();
  const crashes = ctx.server.crashes.length - crashesBefore;
  if (crashes) {
    for (const c of ctx.server.crashes.slice(crashesBefore)) run.notes.push(`server exited by itself (code ${c.code}, signal ${c.signal}); last output: ${c.tail.slice(-600)}`);
    await ctx.server.ensureRunning();
  }
  // Answers to requests cut off mid-flight may still be committing: read the range once all is quiet.
  await sleep(500);
  const to = await ctx.ledger.maxInquiryId();
  // The outbox catches up before the next scenario, so a later kill -9 never lands on this one's sends.
  const drainWaitMs = ctx.quick ? 60_000 : DRAIN_WAIT_MS;
  const drain = await waitForDelivery(ctx, from, drainWaitMs);
  const drainSeconds = drain.ok ? (drain.at - endedAt) / 1000 : null;
  if (!drain.ok) run.notes.push(`${drain.missing} of ${drain.owed} owed emails were still on their way ${(drainWaitMs / 1000).toFixed(0)} s after the load stopped (the next scenario began anyway; the final wait and the table count them).`);
  const result: ScenarioResult = { key, title, seconds, tally: run.tally, acknowledged: run.acknowledged, acknowledgedAsSpam: run.acknowledgedAsSpam, range: [from, to], peakRssMb, crashes, notes: run.notes, slowestMs: run.slowestMs, endedAt, drainSeconds };
  ctx.log(`    ${run.tally.requests} requests in ${seconds.toFixed(0)} s: ${run.tally.summary()}; peak RSS ${peakRssMb} MB`);
  return result;
}

/** Mixed reads (pages, API, images) with inquiries arriving at a steady rate. */
export function mixedLoad(ctx: ChaosContext): Promise<ScenarioResult> {
  const seconds = ctx.quick ? 15 : 60;
  return scenario(ctx, "mixed", `Mixed reads + inquiries, ${seconds} s`, async (run, client) => {
    const until = Date.now() + seconds * 1000;
    await Promise.all([
      drive(client, run.tally, mixedReads(ctx.paths, "mixed"), { concurrency: 12, until, onAnswer: run.onAnswer }),
      arrive(client, run.tally, (i) => travellerInquiry("mixed", i), { perSec: 20, until, onAnswer: run.onAnswer }),
    ]);
    run.notes.push(`12 readers without pause; inquiries at 20/s.`);
  });
}

/** kill -9 of the server under load, then a restart on the same port and database, as a supervisor would. */
export function killUnderLoad(ctx: ChaosContext): Promise<ScenarioResult> {
  const seconds = ctx.quick ? 20 : 32;
  const killsAt = ctx.quick ? [8] : [8, 20];
  return scenario(ctx, "kill", `kill -9 under load (${killsAt.length}x), restart`, async (run, client) => {
    const start = Date.now();
    const until = start + seconds * 1000;
    const downtimes: number[] = [];
    const killer = (async () => {
      for (const at of killsAt) {
        await sleep(start + at * 1000 - Date.now());
        await ctx.server.kill9();
        const t = Date.now();
        await ctx.server.launch();
        downtimes.push(Date.now() - t);
      }
    })();
    await Promise.all([
      drive(client, run.tally, mixedReads(ctx.paths, "kill"), { concurrency: 8, until, onAnswer: run.onAnswer }),
      arrive(client, run.tally, (i) => travellerInquiry("kill", i), { perSec: 40, until, onAnswer: run.onAnswer }),
      killer,
    ]);
    run.notes.push(`8 readers, inquiries at 40/s; killed at ${killsAt.map((s) => `${s} s`).join(", ")}; back (answering /healthz) after ${downtimes.map((d) => `${(d / 1000).toFixed(1)} s`).join(", ")}.` +
        (ctx.dialect === "postgres"
          ? " On PostgreSQL an email the killed process was sending is retried once its claim expires (`OUTBOX_LEASE_MS`, 120 s), since another process might still be sending it; on SQLite, at the next start."
          : ""));
  });
}

/** The SMTP server down for a minute under load, then back: the outbox must deliver what it owes. */
export function smtpOutage(ctx: ChaosContext): Promise<ScenarioResult> {
  const seconds = ctx.quick ? 15 : 60;
  return scenario(ctx, "smtp", `SMTP down ${seconds} s, then up`, async (run, client) => {
    await ctx.smtp.stop();
    let until = Date.now() + seconds * 1000;
    await Promise.all([
      drive(client, run.tally, mixedReads(ctx.paths, "smtp"), { concurrency: 4, until, onAnswer: run.onAnswer }),
      arrive(client, run.tally, (i) => travellerInquiry("smtp-down", i), { perSec: 10, until, onAnswer: run.onAnswer }),
    ]);
    await ctx.smtp.start();
    until = Date.now() + 5_000;
    await arrive(client, run.tally, (i) => travellerInquiry("smtp-up", i), { perSec: 10, until, onAnswer: run.onAnswer });
    run.notes.push(`Inquiries at 10/s and 4 readers while the SMTP server refused connections; it came back 5 s before the load stopped (inquiries went on arriving).`);
  });
}

/** Waits until every email owed for inquiries after `from` reached the SMTP server (bounded). */
export async function waitForDelivery(ctx: ChaosContext, from: number, timeoutMs: number): Promise<{ ok: boolean; owed: number; missing: number; at: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const to = await ctx.ledger.maxInquiryId();
    const owed = await ctx.ledger.owedEmails(from, to);
    const missing = owed.filter((m) => ctx.smtp.countOf(m.messageId) === 0).length;
    if (missing === 0 || Date.now() > deadline) return { ok: missing === 0, owed: owed.length, missing, at: Date.now() };
    await sleep(500);
  }
}

async function adminQuery(adminUrl: string, text: string, values: unknown[] = []): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  c.on("error", () => {});
  await c.connect();
  try {
    await c.query(text, values);
  } finally {
    await c.end().catch(() => {});
  }
}

/** The installed PostgreSQL cluster's version, from /etc/postgresql (Debian's layout). */
function clusterVersion(): string {
  const versions = readdirSync("/etc/postgresql").filter((v) => /^\d+$/.test(v));
  if (versions.length !== 1) throw new Error(`expected one cluster version in /etc/postgresql, found ${versions.join(", ") || "none"}`);
  return versions[0]!;
}

/**
 * PostgreSQL goes away under load. With --pg-restart the server is restarted for real
 * (pg_ctlcluster); otherwise only the throwaway database is cut off: new connections refused
 * (ALLOW_CONNECTIONS false) and every backend terminated every 200 ms for 6 s, which is what the
 * server sees during a restart without disturbing other databases on the same server.
 */
export function postgresOutage(ctx: ChaosContext): Promise<ScenarioResult> {
  const seconds = ctx.quick ? 20 : 25;
  const method = ctx.pgRestart ? "real restart (pg_ctlcluster)" : "backends terminated";
  return scenario(ctx, "postgres", `PostgreSQL outage under load (${method})`, async (run, client) => {
    const pgInfo = ctx.postgres!;
    const start = Date.now();
    const until = start + seconds * 1000;
    let outageStart = 0;
    let outageEnd = 0;
    let firstFailure = 0;
    let readyAgain = 0;
    let inquiryAgain = 0;
    let answersAfterRecovery = 0;
    const onAnswer = (req: ChaosRequest, a: ChaosAnswer) => {
      run.onAnswer(req, a);
      const now = Date.now();
      if (outageStart && !firstFailure && a.status === 503) firstFailure = now;
      if (outageEnd && req.path === "/readyz" && a.status === 200 && !readyAgain) readyAgain = now;
      if (outageEnd && req.path === INQUIRY_PATH && a.status === 201 && !inquiryAgain) inquiryAgain = now;
      if (inquiryAgain && readyAgain && a.status >= 500) answersAfterRecovery++;
    };
    const outage = (async () => {
      await sleep(8_000);
      outageStart = Date.now();
      if (ctx.pgRestart) {
        await promisify(execFile)("pg_ctlcluster", [clusterVersion(), "main", "restart"]);
      } else {
        await adminQuery(pgInfo.adminUrl, `alter database ${pgInfo.name} with allow_connections false`);
        while (Date.now() - outageStart < 6_000) {
          await adminQuery(pgInfo.adminUrl, "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [pgInfo.name]);
          await sleep(200);
        }
        await adminQuery(pgInfo.adminUrl, `alter database ${pgInfo.name} with allow_connections true`);
      }
      outageEnd = Date.now();
    })();
    // /readyz asks the database: it tells when the server sees the database again.
    const probe = drive(client, run.tally, () => ({ path: "/readyz" }), { concurrency: 1, until, onAnswer: (req, a) => (onAnswer(req, a), undefined) });
    await Promise.all([
      drive(client, run.tally, mixedReads(ctx.paths, "pg"), { concurrency: 8, until, onAnswer }),
      arrive(client, run.tally, (i) => travellerInquiry("pg", i), { perSec: 20, until, onAnswer }),
      probe,
      outage,
    ]);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    run.notes.push(
      `${ctx.pgRestart ? "`pg_ctlcluster " + clusterVersion() + " main restart`" : "Connections to the throwaway database refused and every backend terminated every 200 ms"} for ${s(outageEnd - outageStart)}, 8 s into the load (8 readers, inquiries at 20/s, /readyz polled). ` +
        `First 503 ${firstFailure ? s(firstFailure - outageStart) : "never"} after the outage began. Recovery after the database was back: /readyz 200 after ${readyAgain ? s(readyAgain - outageEnd) : "never"}, first inquiry stored and acknowledged after ${inquiryAgain ? s(inquiryAgain - outageEnd) : "never"}, without restarting the server. ` +
        `Answers >= 500 after recovery: ${answersAfterRecovery}. 503s without Retry-After: ${run.tally.missingRetryAfter}.`,
    );
  });
}

/** 20,000 fuzzed inquiry bodies. */
export function fuzzInquiries(ctx: ChaosContext): Promise<ScenarioResult> {
  const total = ctx.quick ? 2_000 : 20_000;
  return scenario(ctx, "fuzz-bodies", `${total.toLocaleString("en-GB")} fuzzed inquiry bodies`, async (run, client) => {
    const bodies = samples(fuzzedInquiry, total, 13_007);
    await drive(client, run.tally, () => bodies.next().value as ChaosRequest, { concurrency: 6, total, onAnswer: run.onAnswer });
    reportServerErrors(run);
  });
}

/** Fuzzed query strings on every GET path of the site. */
export function fuzzQueries(ctx: ChaosContext): Promise<ScenarioResult> {
  const perPath = ctx.quick ? 15 : 40;
  const total = perPath * ctx.paths.everyGet.length;
  return scenario(ctx, "fuzz-queries", `${total.toLocaleString("en-GB")} fuzzed query strings on ${ctx.paths.everyGet.length} GET paths`, async (run, client) => {
    const queries = samples(fuzzedQuery(ctx.paths.everyGet), total, 7_919);
    await drive(client, run.tally, () => queries.next().value as ChaosRequest, { concurrency: 6, total, onAnswer: run.onAnswer });
    reportServerErrors(run);
  });
}

function reportServerErrors(run: Run): void {
  for (const e of run.tally.serverErrors.slice(0, 5)) {
    const body = typeof e.request.body === "string" ? e.request.body : e.request.body ? `<${e.request.body.length} bytes>` : "";
    run.notes.push(`${e.status} for ${e.request.method ?? "GET"} ${e.request.path.slice(0, 200)} ${JSON.stringify(body.slice(0, 300))}: ${e.body?.slice(0, 200) ?? ""}`);
  }
  for (const e of run.tally.noAnswers.slice(0, 5)) run.notes.push(`No answer (${e.error}) to ${e.request.method ?? "GET"} \`${e.request.path.slice(0, 100)}…\` (${e.request.path.length} characters)${e.request.body ? ` (${e.request.body.length} body characters)` : ""}.`);
}

/**
 * Issue 23: hostile paths and query strings on every route of app/routes.ts (tests/helpers/route-fuzz.ts),
 * many more than the browser test sends, with a new seed each run (FUZZ_SEED replays one): no 5xx,
 * no HTML answer with markup able to run or a value out of its quotes.
 */
export function fuzzRoutesScenario(ctx: ChaosContext): Promise<ScenarioResult> {
  const perRoute = ctx.quick ? 20 : 150;
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const requests = hostileRequests(perRoute, seed, () => "1");
  return scenario(ctx, "fuzz-routes", `${requests.length.toLocaleString("en-GB")} hostile paths and queries on every route (seed ${seed})`, async (run) => {
    const { findings } = await fuzzRoutes(ctx.server.url, requests, {
      concurrency: 6,
      onAnswer: (path, status, ms) => run.tally.add({ path }, { status, ms, error: status ? undefined : "error" }),
    });
    for (const f of findings.slice(0, 10)) run.notes.push(`${f.status} for \`${f.path.slice(0, 160)}\`: ${f.problem.slice(0, 300)}`);
    if (findings.length > 10) run.notes.push(`…and ${findings.length - 10} more findings.`);
  });
}

/** 20,000 page requests, every URL different: memory must stay flat. */
export function uniqueUrls(ctx: ChaosContext): Promise<ScenarioResult> {
  const total = ctx.quick ? 2_000 : 20_000;
  return scenario(ctx, "unique", `${total.toLocaleString("en-GB")} unique-URL page requests`, async (run, client) => {
    const checkpoints: string[] = [];
    let answered = 0;
    const step = total / 10;
    const pages = ctx.paths.pages;
    const next = (i: number): ChaosRequest => {
      const page = pages[i % pages.length]!;
      // Tracking parameters, search text and unknown paths: what a crawler or a campaign sends.
      if (i % 10 === 9) return { path: `/no-such-page-${i}` };
      if (i % 10 === 4) return { path: `/packages?destinations=place-${i}` };
      return { path: `${page}${page.includes("?") ? "&" : "?"}fbclid=chaos-${i}` };
    };
    await drive(client, run.tally, next, {
      concurrency: 8,
      total,
      onAnswer: (req, a) => {
        run.onAnswer(req, a);
        if (++answered % step === 0) checkpoints.push(`${ctx.server.rssMb()}`);
      },
    });
    run.notes.push(`Resident MB after each tenth of the requests: ${checkpoints.join(", ")}.`);
  });
}
