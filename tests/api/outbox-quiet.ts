/**
 * Showing that an outbox sends nothing more. "No second email arrives" has no event of its own, so
 * after the caller has waited for the positive condition (the rows marked sent or dead, the mails
 * received), this waits for each worker to look for due messages a few more times: any message
 * still due, or due again, would be claimed by one of those looks and its send would be under way
 * or finished by then. It then waits for every send in flight to finish, so a late one is counted.
 */
import { vi } from "vitest";
import type { OutboxWorker } from "../../server/outbox/worker.ts";

export async function afterFurtherClaimPasses(workers: (OutboxWorker | null)[], passes = 3): Promise<void> {
  const started = workers.map((w) => {
    if (!w) throw new Error("this site has no outbox worker (no SMTP_URL)");
    return { worker: w, from: w.claimPasses };
  });
  await vi.waitFor(
    () => {
      for (const { worker, from } of started) {
        if (worker.claimPasses < from + passes) throw new Error(`the outbox worker has looked ${worker.claimPasses - from} of ${passes} more times`);
        if (worker.sendsInFlight > 0) throw new Error("a send is still under way");
      }
    },
    { timeout: 15_000, interval: 10 },
  );
}
