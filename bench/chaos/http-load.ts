/**
 * The chaos run's HTTP client: node:http over keep-alive sockets, so every answer is counted by
 * status (or by the error that stood for one), bodies can be sent as raw bytes (invalid UTF-8,
 * malformed JSON), and a request without an answer within HANG_MS is counted as a hang.
 */
import { Agent, request } from "node:http";

/** No answer within this long is a hang: above the server's own 30 s request deadline would hide nothing here. */
export const HANG_MS = 20_000;

export interface ChaosRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Read and keep the body (inquiries: the reference in the answer). */
  wantBody?: boolean;
}

export interface ChaosAnswer {
  /** HTTP status, or 0 when the request got no answer (see error). */
  status: number;
  /** ECONNREFUSED, ECONNRESET, hang... when status is 0. */
  error?: string;
  retryAfter?: string;
  body?: string;
  ms: number;
}

/** Answers by status ("201", "503", "ECONNREFUSED", "hang") and by kind of request. */
export class Tally {
  readonly byStatus = new Map<string, number>();
  requests = 0;
  /** 503s without Retry-After (outside /healthz, which orchestrators poll on their own). */
  missingRetryAfter = 0;
  /** The first few requests answered >= 500 (other than 503), to report and reproduce. */
  readonly serverErrors: { request: ChaosRequest; status: number; body?: string }[] = [];
  /** The first few requests that got no answer at all (reset, hang), likewise. */
  readonly noAnswers: { request: ChaosRequest; error: string }[] = [];

  add(req: ChaosRequest, answer: ChaosAnswer): void {
    this.requests++;
    const key = answer.status ? String(answer.status) : (answer.error ?? "error");
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
    if (answer.status === 503 && !answer.retryAfter && !req.path.startsWith("/healthz")) this.missingRetryAfter++;
    const kept = () => ({ ...req, body: typeof req.body === "string" ? req.body.slice(0, 2_000) : req.body?.subarray(0, 2_000) });
    if (answer.status >= 500 && answer.status !== 503 && this.serverErrors.length < 10) this.serverErrors.push({ request: kept(), status: answer.status, body: answer.body?.slice(0, 500) });
    if (!answer.status && answer.error !== "ECONNREFUSED" && this.noAnswers.length < 10) this.noAnswers.push({ request: kept(), error: answer.error ?? "error" });
  }

  count(prefix: (key: string) => boolean): number {
    let n = 0;
    for (const [k, v] of this.byStatus) if (prefix(k)) n += v;
    return n;
  }

  /** Answers >= 500, and 503 apart. */
  get fiveHundreds(): number {
    return this.count((k) => /^5\d\d$/.test(k) && k !== "503");
  }

  get serviceUnavailable(): number {
    return this.count((k) => k === "503");
  }

  get hangs(): number {
    return this.count((k) => k === "hang");
  }

  /** "200: 5,120 · 304: 3 · 503: 12 · ECONNREFUSED: 40", most frequent first. */
  summary(): string {
    return [...this.byStatus.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}: ${v.toLocaleString("en-GB")}`)
      .join(" · ");
  }
}

export class ChaosClient {
  private agent: Agent;

  constructor(
    private base: string,
    maxSockets = 32,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  send(req: ChaosRequest): Promise<ChaosAnswer> {
    const started = Date.now();
    return new Promise((resolve) => {
      let settled = false;
      const done = (a: Omit<ChaosAnswer, "ms">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...a, ms: Date.now() - started });
      };
      let r: ReturnType<typeof request>;
      try {
        r = request(
          this.base + req.path,
          { method: req.method ?? "GET", agent: this.agent, headers: { "accept-encoding": "gzip, br", ...req.headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => {
              if (req.wantBody || (res.statusCode ?? 0) >= 500) chunks.push(c);
            });
            res.on("error", () => done({ status: res.statusCode ?? 0 }));
            res.on("end", () => {
              const retryAfter = res.headers["retry-after"];
              done({
                status: res.statusCode ?? 0,
                retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
                body: chunks.length ? Buffer.concat(chunks).toString("utf8") : undefined,
              });
            });
          },
        );
      } catch (error) {
        // node:http refuses some paths outright (characters it will not put on the wire).
        return resolve({ status: 0, error: (error as NodeJS.ErrnoException).code ?? "refused-by-client", ms: 0 });
      }
      const timer = setTimeout(() => {
        done({ status: 0, error: "hang" });
        r.destroy();
      }, HANG_MS);
      r.on("error", (error: NodeJS.ErrnoException) => done({ status: 0, error: error.code ?? "error" }));
      r.end(req.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DriveOptions {
  /** Parallel requests. */
  concurrency: number;
  /** Stop at this time (ms since epoch)... */
  until?: number;
  /** ...or after this many requests, whichever comes first. */
  total?: number;
  /** Called once per answer (inquiry bookkeeping, probes). */
  onAnswer?: (req: ChaosRequest, answer: ChaosAnswer) => void;
  /** A stop asked from outside (the scenario is over). */
  stopped?: () => boolean;
}

/**
 * Closed-loop load: `concurrency` workers each send the next request as soon as the last one is
 * answered. A refused connection (the server is down) waits 100 ms before the next try, so a dead
 * server does not turn the client into a busy loop.
 */
export async function drive(client: ChaosClient, tally: Tally, next: (i: number) => ChaosRequest, o: DriveOptions): Promise<void> {
  let i = 0;
  const more = () => (o.total === undefined || i < o.total) && (o.until === undefined || Date.now() < o.until) && !o.stopped?.();
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (more()) {
        const req = next(i++);
        const answer = await client.send(req);
        tally.add(req, answer);
        o.onAnswer?.(req, answer);
        if (answer.status === 0 && answer.error !== "hang") await sleep(100);
      }
    }),
  );
}

/**
 * Open-loop arrivals at a fixed rate (inquiries arrive whether or not the server is keeping up),
 * each request on its own, at most `maxInFlight` outstanding.
 */
export async function arrive(client: ChaosClient, tally: Tally, next: (i: number) => ChaosRequest, o: { perSec: number; until: number; maxInFlight?: number; onAnswer?: DriveOptions["onAnswer"]; stopped?: () => boolean }): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const start = Date.now();
  let i = 0;
  while (Date.now() < o.until && !o.stopped?.()) {
    const due = Math.floor(((Date.now() - start) / 1000) * o.perSec);
    while (i < due && inFlight.size < (o.maxInFlight ?? 200)) {
      const req = next(i++);
      const p: Promise<void> = client.send(req).then((answer) => {
        tally.add(req, answer);
        o.onAnswer?.(req, answer);
        inFlight.delete(p);
      });
      inFlight.add(p);
    }
    await sleep(20);
  }
  await Promise.all(inFlight);
}
