/**
 * The payments reconciliation loop (decision 0050): in every server process, every few seconds,
 * one pass of OnlinePayments.reconcile, which asks providers about attempts that had no answer
 * for a minute, then less and less often for a day. Each attempt is claimed by one process at a
 * time (a conditional update, as the outbox and the publish scheduler claim), so running it in
 * every process is safe and a dead process's claims are taken up after their lease.
 */
import { randomBytes } from "node:crypto";
import { log } from "../../log.ts";
import type { OnlinePayments } from "./online-payments.ts";

export class PaymentReconciler {
  readonly workerId = `payments-${process.pid}-${randomBytes(4).toString("hex")}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private payments: OnlinePayments,
    private pollMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
  }

  /** One pass now (tests call it to run the reconciliation without waiting for the interval). */
  async tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.payments
      .reconcile(this.workerId)
      .catch((error) => {
        log.warn("Payments reconciliation: a pass failed; it is tried again shortly", error);
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
