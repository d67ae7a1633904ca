/**
 * Staff accounts from the command line:
 *
 *   npm run staff -- create-owner owner@example.com             # then type the password (hidden)
 *   printf '%s\n' "$PASSWORD" | npm run staff -- create-owner owner@example.com
 *   npm run staff -- create-owner owner@example.com --send-link # one-time link by email instead
 *
 * Uses the database of DATABASE_URL (or DATA_DIR/site.db), like the server.
 */
import { createInterface } from "node:readline";
import { createStaffAuthSystem } from "../auth/index.ts";
import { openDatabase } from "../db/kysely.ts";
import { migrate } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";
import { Outbox } from "../outbox/index.ts";
import { AuditLog } from "../services/audit-log.ts";
import { DEFAULT_ORIGIN } from "../http/public-origin.ts";
import { defaultMailFrom } from "../services/site-documents/company.ts";
import { runStaffCommand } from "./staff-command.ts";
import { runCli } from "./run-cli.ts";

/** A line from standard input; on a terminal the typing is not echoed. */
function readPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((resolve, reject) => {
      let data = "";
      stdin.setEncoding("utf8");
      stdin.on("data", (chunk) => (data += chunk));
      stdin.on("end", () => resolve(data.split(/\r?\n/)[0] ?? ""));
      stdin.on("error", reject);
    });
  }
  const rl = createInterface({ input: stdin, output: process.stdout, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      const writer = (rl as unknown as { _writeToOutput: (s: string) => void });
      writer._writeToOutput = () => {}; // hide what is typed
      rl.question("", (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  return (async () => {
    const first = await ask("Password (at least 12 characters): ");
    const second = await ask("Same password again: ");
    rl.close();
    if (first !== second) throw new Error("The two passwords differ; nothing was created.");
    return first;
  })();
}

async function main(): Promise<number> {
  const env = loadEnv();
  const db = openDatabase(env.databaseUrl, { poolSize: 2 });
  try {
    await migrate(db);
    // Only enqueues: the running server's outbox worker sends.
    const outbox = new Outbox(db, {
      smtpUrl: undefined,
      mailFrom: env.MAIL_FROM ?? (await defaultMailFrom(db.kysely)),
      salesEmail: env.SALES_EMAIL,
      origin: env.PUBLIC_URL ?? DEFAULT_ORIGIN,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      pollMs: env.OUTBOX_POLL_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
      quiet: true,
    });
    const system = await createStaffAuthSystem({ db, env, mail: outbox, audit: new AuditLog() });
    return await runStaffCommand(process.argv.slice(2), system, {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
      readPassword,
    });
  } finally {
    await db.close();
  }
}

runCli(main);
