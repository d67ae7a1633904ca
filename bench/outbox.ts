/**
 * The outbox under page load (issue 13, item 9): the production server with a
 * real SMTP server on loopback, pages hammered by autocannon while inquiries
 * arrive at a fixed rate; reports emails delivered per second while the load
 * lasts, how long the backlog takes to drain after it, repeats, and so the
 * ceiling: the rate at which the outbox falls behind.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { startBenchServer } from "./server.ts";

export interface OutboxBenchOptions {
  /** Seconds of page load with inquiries arriving. */
  seconds: number;
  inquiriesPerSec: number;
  /** Emails sent at once (OUTBOX_CONCURRENCY). */
  concurrency: number;
  /** How long to wait after the load for the backlog to drain before reporting it as not drained. */
  drainWaitMs?: number;
  /** PostgreSQL server to make a throwaway database on; SQLite when absent. */
  postgresUrl?: string;
}

export interface OutboxFigures {
  database: "sqlite" | "postgres";
  concurrency: number;
  seconds: number;
  inquiriesPerSecTarget: number;
  inquiriesAccepted: number;
  inquiryErrors: number;
  pageRequestsPerSec: number;
  pageP99Ms: number;
  /** Two per acknowledged inquiry; one whose answer timed out may still be stored and emailed, so delivered can exceed this. */
  emailsOwed: number;
  /** Delivered while the load lasted, per second of load. */
  emailsPerSecUnderLoad: number;
  /** Owed but not yet delivered when the load stopped. */
  backlogAtEnd: number;
  /** Seconds from the end of the load until the last owed email arrived (null: not within the wait). */
  drainSeconds: number | null;
  delivered: number;
  /** Emails received more than once (same Message-ID). */
  repeats: number;
}

/** A loopback SMTP server that accepts everything and counts Message-IDs. */
async function countingSmtp() {
  const seen = new Map<string, number>();
  let delivered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (c: Buffer) => {
        if (head.length < 4096) head += c.toString("latin1");
      });
      stream.on("end", () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `none-${delivered}`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        delivered++;
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered: () => delivered,
    repeats: () => [...seen.values()].filter((n) => n > 1).reduce((a, n) => a + n - 1, 0),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const inquiry = (i: number) =>
  JSON.stringify({
    full_name: `Bench Traveller ${i}`,
    email: `bench${i}@traveller.example`,
    consent: true,
    phone: "+254 700 000 001",
    message: "A migration safari in August, please.",
    residency: "residents",
    budget_tier: "comfort",
    start_date: "2027-08-10",
    end_date: "2027-08-14",
    pax_adults: 2,
    pax_children: 0,
    source_page: "contact",
  });

async function throwawayPostgres(serverUrl: string) {
  const name = `bench_outbox_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function runOutboxBench(root: string, o: OutboxBenchOptions): Promise<OutboxFigures> {
  const smtp = await countingSmtp();
  const pgDb = o.postgresUrl ? await throwawayPostgres(o.postgresUrl) : null;
  const server = await startBenchServer(root, 0, {
    SMTP_URL: smtp.url,
    OUTBOX_CONCURRENCY: String(o.concurrency),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  try {
    let n = 0;
    const pages = autocannon({ url: server.url, connections: 50, duration: o.seconds, requests: [{ path: "/" }, { path: "/packages/1" }] });
    const inquiries = autocannon({
      url: `${server.url}/api/v1/inquiries/`,
      connections: 20,
      overallRate: o.inquiriesPerSec,
      duration: o.seconds,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (req) => ({ ...req, body: inquiry(n++) }),
        },
      ],
    });
    const [pageResult, inquiryResult] = await Promise.all([pages, inquiries]);
    const endedAt = Date.now();
    const deliveredUnderLoad = smtp.delivered();
    const accepted = inquiryResult["2xx"];
    const owed = accepted * 2;
    // Wait on the condition (every owed email arrived), bounded so a stuck outbox still reports.
    const waitUntil = endedAt + (o.drainWaitMs ?? 120_000);
    while (smtp.delivered() < owed && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
    const drained = smtp.delivered() >= owed;
    return {
      database: pgDb ? "postgres" : "sqlite",
      concurrency: o.concurrency,
      seconds: o.seconds,
      inquiriesPerSecTarget: o.inquiriesPerSec,
      inquiriesAccepted: accepted,
      inquiryErrors: inquiryResult.errors + inquiryResult.timeouts + inquiryResult.non2xx,
      pageRequestsPerSec: Math.round(pageResult.requests.average),
      pageP99Ms: pageResult.latency.p99,
      emailsOwed: owed,
      emailsPerSecUnderLoad: Math.round((deliveredUnderLoad / o.seconds) * 10) / 10,
      backlogAtEnd: Math.max(0, owed - deliveredUnderLoad),
      drainSeconds: drained ? Math.round((Date.now() - endedAt) / 100) / 10 : null,
      delivered: smtp.delivered(),
      repeats: smtp.repeats(),
    };
  } finally {
    await server.stop();
    await smtp.close();
    await pgDb?.drop();
  }
}

/** The markdown section of bench/report.md. */
export function renderOutboxSection(rows: OutboxFigures[]): string {
  const lines = [
    "",
    "## Outbox under page load",
    "",
    "Pages `/` and `/packages/1` under autocannon (50 connections) while inquiries arrive at a fixed rate; each owes 2 emails to a loopback SMTP server.",
    "",
    "| database | sends at once | inquiries/s | accepted | pages req/s (p99 ms) | emails owed | emails/s under load | backlog at end | drain s | delivered | repeats |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.concurrency} | ${r.inquiriesPerSecTarget} | ${r.inquiriesAccepted} | ${r.pageRequestsPerSec} (${r.pageP99Ms}) | ${r.emailsOwed} | ${r.emailsPerSecUnderLoad} | ${r.backlogAtEnd} | ${r.drainSeconds ?? "not drained"} | ${r.delivered} | ${r.repeats} |`,
    ),
    "",
    ...rows.map((r) =>
      r.backlogAtEnd === 0 || r.emailsPerSecUnderLoad >= r.inquiriesPerSecTarget * 2 * 0.95
        ? `- ${r.database}: keeps up with ${r.inquiriesPerSecTarget} inquiries/s (${r.inquiriesPerSecTarget * 2} emails/s) under page load.`
        : r.emailsPerSecUnderLoad === 0
          ? `- ${r.database}: no email went out while the pages were loaded (the machine was saturated: pages ${r.pageRequestsPerSec} req/s); the backlog drained ${r.drainSeconds ?? "not at all"} s after the load stopped.`
          : `- ${r.database}: ceiling about ${r.emailsPerSecUnderLoad} emails/s (${Math.round(r.emailsPerSecUnderLoad / 2)} inquiries/s) under page load on this machine; a longer burst queues and drains at that rate.`,
    ),
    "",
  ];
  return lines.join("\n");
}

/** npm run bench's part: SQLite, then PostgreSQL when `--postgres=URL` (default the local test server) answers. */
export async function benchOutbox(root: string, args: Record<string, string>): Promise<OutboxFigures[]> {
  const base = { seconds: Number(args["outbox-seconds"] ?? 15), inquiriesPerSec: Number(args["outbox-rate"] ?? 100), concurrency: Number(args["outbox-concurrency"] ?? 10) };
  const rows: OutboxFigures[] = [];
  console.log(`Outbox under page load (${base.inquiriesPerSec} inquiries/s for ${base.seconds} s)…`);
  for (const postgresUrl of [undefined, args.postgres ?? "postgres://postgres@127.0.0.1:5432/postgres"]) {
    try {
      rows.push(await runOutboxBench(root, { ...base, postgresUrl }));
      const r = rows.at(-1)!;
      console.log(`  outbox ${r.database}: ${r.emailsPerSecUnderLoad} emails/s under load, backlog ${r.backlogAtEnd}, drained in ${r.drainSeconds ?? "-"} s, ${r.repeats} repeats`);
    } catch (error) {
      console.log(`  outbox ${postgresUrl ? "postgres" : "sqlite"}: skipped (${(error as Error).message})`);
    }
  }
  return rows;
}

/** Runs the bench on its own: `npx tsx bench/outbox.ts [--seconds=15 --rate=100 --concurrency=10 --postgres=URL]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
  const { resolve } = await import("node:path");
  const figures = await runOutboxBench(resolve(import.meta.dirname, ".."), {
    seconds: Number(args.seconds ?? 15),
    inquiriesPerSec: Number(args.rate ?? 100),
    concurrency: Number(args.concurrency ?? 10),
    postgresUrl: args.postgres,
  });
  console.log(JSON.stringify(figures, null, 2));
  console.log(renderOutboxSection([figures]));
}
