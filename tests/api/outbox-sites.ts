/**
 * For the outbox tests: a site as a real child process to kill, the fast outbox settings, a valid
 * inquiry. A site in the test's own process is tests/helpers/test-site.ts's, on the test's database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TestDatabase } from "../helpers/databases.ts";

export const FAST_OUTBOX = {
  OUTBOX_POLL_MS: "50",
  OUTBOX_RETRY_BASE_MS: "50",
  OUTBOX_LEASE_MS: "1000",
  INQUIRY_RATE_LIMIT: "10000",
  LOG_LEVEL: "error",
};

export const validInquiry = {
  full_name: "Amina Wanjiru",
  email: "amina@traveller.example",
  consent: true,
  phone: "+254 700 000 001",
  message: "We would love a migration safari in August.\nTwo of us are vegetarian.",
  residency: "residents",
  budget_tier: "comfort",
  start_date: "2027-08-10",
  end_date: "2027-08-14",
  pax_adults: 2,
  pax_children: 2,
  children_ages: [7, 12],
  source_page: "package-details",
  source_url: "http://localhost:3000/packages/1",
};

function envFor(database: TestDatabase, env: Record<string, string>) {
  return { NODE_ENV: "test", DATABASE_URL: database.url, DATA_DIR: database.dataDir, ...FAST_OUTBOX, ...env };
}

/** POST /api/v1/inquiries/ to a site (tests/helpers/test-site.ts). */
export { postInquiry as postTo } from "../helpers/test-site.ts";

export interface ChildSite {
  url: string;
  child: ChildProcess;
  /** SIGKILL: the process dies on the spot. */
  kill(): Promise<void>;
  /** SIGTERM: resolves with the exit code and everything the process printed. */
  terminate(): Promise<{ code: number | null; output: string }>;
}

/**
 * The site in its own process, to be killed: "site" is the API and worker
 * alone (tests/api/outbox-child-process.ts); "main" is the real entry,
 * server/main.ts in development mode, with its SIGTERM handling.
 */
export async function startChildSite(database: TestDatabase, env: Record<string, string>, entry: "site" | "main" = "site"): Promise<ChildSite> {
  const file = fileURLToPath(new URL(entry === "site" ? "./outbox-child-process.ts" : "../../server/main.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    env: {
      ...process.env,
      ...envFor(database, env),
      ...(entry === "main" ? { NODE_ENV: "development", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child site did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Site ready on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace("//localhost:", "//127.0.0.1:"));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`child site exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    child,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
    terminate: () =>
      new Promise((resolve) => {
        child.once("exit", (code) => resolve({ code, output }));
        child.kill("SIGTERM");
      }),
  };
}
