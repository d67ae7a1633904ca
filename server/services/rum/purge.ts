/** Figures older than KEEP_DAYS and yesterday's salt are deleted hourly by every process (decision 0058). */
import { dayOf } from "#domain/rum/vitals.ts";
import { PeriodicPass } from "../../jobs/periodic-pass.ts";
import type { RumStore } from "./store.ts";

const HOURLY = 3_600_000;

export function rumPurge(store: RumStore, now: () => Date = () => new Date()): PeriodicPass<unknown> {
  // Deletes by day are idempotent, so processes that run it at the same moment need no claim.
  return new PeriodicPass("Real-user monitoring purge", () => store.purge(dayOf(now())), HOURLY);
}
