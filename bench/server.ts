/** Starts the production server for the benchmark (as `npm start` does) and reports its memory. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productionServerCommand } from "../tests/helpers/production-server.ts";

export interface BenchServer {
  url: string;
  pid: number;
  startupMs: number;
  peakRssMb(): number;
  /** True once stop() has run. */
  readonly stopped: boolean;
  stop(): Promise<void>;
}

export async function startBenchServer(root: string, extraPackages: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `twiga-bench-${extraPackages}-`));
  const started = Date.now();
  // What `npm start` runs: the compiled server (npm run build) through its launcher, with its memory settings.
  const start = productionServerCommand({
    dataDir,
    env: { DATABASE_URL: "", SEED_EXTRA_PACKAGES: String(extraPackages), INQUIRY_RATE_LIMIT: "1000000", LOG_LEVEL: "info", ...env },
  });
  const child: ChildProcess = spawn(start.command, start.args, { cwd: root, env: start.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 300_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      const m = /Site ready on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    startupMs: Date.now() - started,
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    get stopped() {
      return child.exitCode !== null || child.signalCode !== null;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks once for each page and every image it names, so the image pipeline's variants exist before anything is timed. */
export async function warm(server: Pick<BenchServer, "url">, paths: string[]) {
  for (const path of paths) {
    const html = await (await fetch(server.url + path)).text();
    const images = new Set([...html.matchAll(/\/images\/[a-z0-9/-]+\/[a-z0-9/-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0]));
    await Promise.all([...images].map((src) => fetch(server.url + src).then((r) => r.arrayBuffer())));
  }
}
