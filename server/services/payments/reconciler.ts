/**
 * The payments reconciliation loop (decision 0050): in every server process, every few seconds,
 * one pass of OnlinePayments.reconcile, which asks providers about attempts that had no answer
 * for a minute, then less and less often for a day. Each attempt is claimed by one process at a
 * time (a conditional update, as the outbox and the publish scheduler claim), so running it in
 * every process is safe and a dead process's claims are taken up after their lease.
 */
import { randomBytes } from "node:crypto";
import { PeriodicPass } from "../../jobs/periodic-pass.ts";
import type { OnlinePayments } from "./online-payments.ts";

export class PaymentReconciler {
  readonly workerId = `payments-${process.pid}-${randomBytes(4).toString("hex")}`;
  private job: PeriodicPass<number>;

  constructor(payments: OnlinePayments, pollMs: number) {
    this.job = new PeriodicPass("Payments reconciliation", () => payments.reconcile(this.workerId), pollMs);
  }

  /** One pass now (tests call it to run the reconciliation without waiting for the interval): how many attempts it asked about. */
  tick(): Promise<number> {
    return this.job.tick();
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
