/**
 * The production server as a child process that the chaos run can kill -9 and start again on the
 * same port, data directory and database (what a process supervisor would do), with its resident
 * memory read from /proc. Any exit the run did not ask for is counted as a crash.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { productionServerCommand } from "../../tests/helpers/production-server.ts";

export interface ChaosServerOptions {
  root: string;
  dataDir: string;
  /** Empty for SQLite in dataDir. */
  databaseUrl: string;
  smtpUrl: string;
  env?: Record<string, string>;
  /**
   * Start `node build/node/main.mjs` directly, without scripts/start-server.sh and its memory
   * settings: how the server was started before decision 0024's launcher (bench/memory-under-load.ts).
   */
  withoutLauncher?: boolean;
}

/** A free loopback port, kept for every start so clients reconnect to the same address. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

function procStatusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0; // the process has exited
  }
}

export class ChaosServer {
  readonly url: string;
  private child: ChildProcess | null = null;
  private expectedExit = false;
  /** Exits nobody asked for (a crash), with the end of the process's output. */
  readonly crashes: { at: number; code: number | null; signal: string | null; tail: string }[] = [];
  private output = "";
  /** Highest resident memory seen since the last resetPeak(), over every process started meanwhile. */
  private peakSinceReset = 0;

  private constructor(
    private o: ChaosServerOptions,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(o: ChaosServerOptions): Promise<ChaosServer> {
    const server = new ChaosServer(o, await freePort());
    await server.launch();
    return server;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Starts the process and resolves once it says it is listening. */
  async launch(): Promise<number> {
    const started = Date.now();
    this.expectedExit = false;
    this.output = "";
    // What `npm start` runs: the compiled server through its launcher (bench/server.ts does the same).
    const start = productionServerCommand({
      dataDir: this.o.dataDir,
      port: this.port,
      env: { DATABASE_URL: this.o.databaseUrl, SMTP_URL: this.o.smtpUrl, LOG_LEVEL: "warn", ...this.o.env },
    });
    const [command, args] = this.o.withoutLauncher ? [process.execPath, ["--enable-source-maps", "build/node/main.mjs"]] : [start.command, start.args];
    const child = spawn(command, args, { cwd: this.o.root, env: start.env, stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    const keep = (b: Buffer) => {
      this.output = (this.output + b.toString()).slice(-20_000);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    child.on("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.expectedExit) this.crashes.push({ at: Date.now(), code, signal, tail: this.output.slice(-4000) });
    });
    // LOG_LEVEL=warn hides the "Site ready" line, so readiness is a /healthz answer.
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited while starting:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - started;
  }

  /** kill -9, as the kernel's OOM killer or a lost machine would. Resolves once the process is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.sample();
    this.expectedExit = true;
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await gone;
  }

  /** Graceful stop (SIGTERM), as `npm start` under a supervisor would be stopped. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.expectedExit = true;
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await gone;
    clearTimeout(timer);
  }

  /** Restarts after a crash the run did not cause, so later scenarios still have a server. */
  async ensureRunning(): Promise<void> {
    if (!this.child) await this.launch();
  }

  rssMb(): number {
    return this.child?.pid ? procStatusMb(this.child.pid, "VmRSS") : 0;
  }

  /** Folds the kernel's high-water mark of the running process into the peak. */
  sample(): void {
    if (!this.child?.pid) return;
    this.peakSinceReset = Math.max(this.peakSinceReset, procStatusMb(this.child.pid, "VmHWM"), procStatusMb(this.child.pid, "VmRSS"));
  }

  /** Starts a new peak: the kernel's VmHWM is reset through clear_refs (Linux, own process). */
  resetPeak(): void {
    this.peakSinceReset = 0;
    if (!this.child?.pid) return;
    try {
      writeFileSync(`/proc/${this.child.pid}/clear_refs`, "5");
    } catch {
      // Not allowed here: the peak then starts from the process's lifetime high-water mark.
    }
    this.peakSinceReset = procStatusMb(this.child.pid, "VmRSS");
  }

  peakMb(): number {
    this.sample();
    return this.peakSinceReset;
  }
}
