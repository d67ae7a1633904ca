/**
 * Renders image variants in a separate process (image-worker.ts), started on the first render and
 * stopped after IDLE_MS without work. The web process never loads libvips: after a crawl of every
 * variant it holds what it held before, where rendering in-process left it at ~840 MB (issue 13
 * item 10, decision 0024). A worker that dies fails its jobs (the request answers 503) and the next
 * job starts a new one.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { log } from "../log.ts";
import type { CleanJob } from "../media/clean-upload.ts";
import type { WorkerReply, WorkerRequest } from "./image-worker.ts";
import type { RenderJob } from "./render-variant.ts";

/** Variants rendered at once: AVIF is CPU-heavy, and the server has other work. */
const MAX_CONCURRENT = 2;
/** A worker with nothing to do for this long is stopped; the next render starts one (~150 ms). */
const IDLE_MS = 20_000;
/**
 * A worker is replaced after this many renders (once it has none in flight): libvips and the AVIF
 * encoder leave the allocator fragmented, and a fresh process is the sure way to give that back.
 */
const RENDERS_PER_WORKER = 150;
/** A render that takes longer than this has gone wrong (a huge or hostile original). */
const RENDER_TIMEOUT_MS = 60_000;

/** The cleaned original of an upload (server/media/clean-upload.ts), back from the worker. */
export interface CleanedUpload {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** The worker refused an upload: `status` and the reason are for the editor. */
export class WorkerRefusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

type Job = Omit<WorkerRequest, "id">;

interface Pending {
  resolve(reply: WorkerReply): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** The worker next to this module: the compiled .mjs in production, else the TypeScript source through tsx. */
function workerCommand(): { path: string; execArgv: string[] } {
  const here = import.meta.url;
  return here.endsWith(".mjs")
    ? { path: fileURLToPath(new URL("./image-worker.mjs", here)), execArgv: ["--enable-source-maps"] }
    : { path: fileURLToPath(new URL("./image-worker.ts", here)), execArgv: ["--import", "tsx"] };
}

export class RenderPool {
  private worker: ChildProcess | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private running = 0;
  private queue: Array<() => void> = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private rendersByWorker = 0;

  constructor(private readonly idleMs = IDLE_MS) {}

  async render(job: RenderJob): Promise<Buffer> {
    const reply = await this.run({ kind: "render", job });
    return toBuffer(reply.data!);
  }

  /** Cleans an upload in the worker (orientation applied, metadata stripped, re-encoded). */
  async clean(job: CleanJob): Promise<CleanedUpload> {
    const reply = await this.run({ kind: "clean", job });
    return { data: toBuffer(reply.data!), ...reply.info! };
  }

  private async run(job: Job): Promise<WorkerReply> {
    if (this.running >= MAX_CONCURRENT) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await this.send(job);
    } finally {
      this.running--;
      if (this.rendersByWorker >= RENDERS_PER_WORKER && this.pending.size === 0) this.stop();
      this.queue.shift()?.();
      this.armIdleStop();
    }
  }

  /** The worker's process id while one runs (tests and the benchmark read it). */
  get workerPid(): number | null {
    return this.worker?.pid ?? null;
  }

  stop(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.worker?.kill();
    this.worker = null;
  }

  private send(job: Job): Promise<WorkerReply> {
    const worker = this.start();
    this.rendersByWorker++;
    const id = this.nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error("Image render timed out"));
        // A stuck render holds a slot of the worker: start afresh.
        if (this.worker === worker) this.stop();
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.send({ id, ...job } as WorkerRequest);
    });
  }

  private start(): ChildProcess {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.worker) return this.worker;
    const { path, execArgv } = workerCommand();
    // Two malloc arenas instead of one per thread: libvips' threads otherwise each keep their own
    // partly empty heap (the usual advice for sharp on glibc).
    const env = { ...process.env, MALLOC_ARENA_MAX: "2" };
    const worker = fork(path, [], { serialization: "advanced", execArgv, env, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    this.rendersByWorker = 0;
    worker.on("message", (message: WorkerReply) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      clearTimeout(job.timer);
      if (message.data) job.resolve(message);
      else if (message.refusal) job.reject(new WorkerRefusal(message.refusal.status, message.error ?? "refused"));
      else job.reject(new Error(message.error ?? "Image render failed"));
    });
    worker.on("exit", (code, signal) => {
      if (this.worker === worker) this.worker = null;
      if (this.pending.size === 0) return;
      log.warn("Image worker exited with renders in flight", { code, signal });
      for (const [id, job] of this.pending) {
        clearTimeout(job.timer);
        job.reject(new Error("Image worker exited"));
        this.pending.delete(id);
      }
    });
    worker.on("error", (error) => log.warn("Image worker error", error));
    this.worker = worker;
    return worker;
  }

  /** The worker's peak resident memory so far in bytes (VmHWM), while one runs; for the benchmark. */
  async workerPeakBytes(): Promise<number | null> {
    const pid = this.workerPid;
    if (!pid) return null;
    const { readFile } = await import("node:fs/promises");
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  }

  private armIdleStop(): void {
    if (this.running > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => this.stop(), this.idleMs);
    this.idleTimer.unref();
  }
}

function toBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
