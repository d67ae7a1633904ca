/**
 * A job that every server process runs every few seconds (scheduled publishing, balance reminders,
 * the payments reconciliation): one pass at a time per process, shared by whoever asks while it
 * runs (the timer, a test), a failed pass logged and tried again at the next tick, and `stop()`
 * waiting for the pass in progress. Which rows a pass may take is each job's own claim discipline.
 */
import { log } from "../log.ts";

export class PeriodicPass<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    /** For the log: "Scheduled publishing", "Balance reminders"... */
    private name: string,
    private pass: () => Promise<T>,
    private pollMs: number,
  ) {}

  /** One pass now, or the one in progress. */
  tick(): Promise<T> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error) => log.warn(`${this.name}: a pass failed; it is tried again shortly`, error));
    }, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
