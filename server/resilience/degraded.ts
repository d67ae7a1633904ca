/**
 * Pages rendered while a read failed (a database outage, a test fault) show an error state. Such a
 * page must not be cached or given a healthy ETag, and during a database outage it answers 503 with
 * Retry-After. Page loaders catch their failures to render that state, so the failure is recorded
 * here, per request, on the way through the load context's catalogue.
 */
import type { CatalogueReader } from "#domain/site-context.ts";
import { isDatabaseUnavailable } from "./database-errors.ts";

export interface Degradation {
  /** At least one failed read was the database being away (as opposed to a bug or a test fault). */
  databaseUnavailable: boolean;
}

// Keyed by the request object, so the record dies with the request.
const failures = new WeakMap<Request, Degradation>();

export function markDegraded(request: Request, error: unknown): void {
  const previous = failures.get(request);
  failures.set(request, { databaseUnavailable: Boolean(previous?.databaseUnavailable) || isDatabaseUnavailable(error) });
}

export function degradationOf(request: Request): Degradation | undefined {
  return failures.get(request);
}

/** The catalogue as this request's loaders see it: every failed read marks the request degraded. */
export function recordingFailures<T extends CatalogueReader>(catalogue: T, request: Request): T {
  return new Proxy(catalogue, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        (value.apply(target, args) as Promise<unknown>).catch((error: unknown) => {
          markDegraded(request, error);
          throw error;
        });
    },
  });
}
