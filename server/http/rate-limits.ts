/**
 * Rate limits every part of the site can use (decision 0013): the inquiry form today, the console's
 * sign-in and mutations tomorrow.
 *
 *   const signIn = limits.create("sign-in", { points: 10, durationSec: 600 });
 *   const { allowed, retryAfterSeconds } = await signIn.consume(clientAddress);
 *
 * On PostgreSQL the counters live in the rate_limits table, so every process behind the load
 * balancer counts against the same limit; on SQLite (one process by design) they live in memory.
 * If PostgreSQL cannot be asked, each process falls back to its own memory counters rather than
 * refusing everyone or letting everyone through.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "../db/kysely.ts";
import { countRateLimitRefusal } from "../observability/metrics.ts";

export interface LimitOptions {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSec: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** When refused: seconds until the next request would be allowed (for Retry-After); else 0. */
  retryAfterSeconds: number;
}

export interface Limiter {
  readonly name: string;
  /** Counts one request for `key` (usually the client address) and says whether it may proceed. */
  consume(key: string): Promise<LimitDecision>;
}

export interface Limits {
  create(name: string, options: LimitOptions): Limiter;
}

const TABLE = "rate_limits";

export function createLimits(db: Db): Limits {
  const names = new Set<string>();
  return {
    create(name, { points, durationSec }) {
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Rate limit names are kebab-case: ${name}`);
      if (names.has(name)) throw new Error(`Rate limit "${name}" exists already`);
      names.add(name);
      // The name prefixes every key, so limits never share counters.
      const options = { keyPrefix: name, points, duration: durationSec };
      const memory = new RateLimiterMemory(options);
      const store: RateLimiterAbstract = db.pgPool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: db.pgPool,
            storeType: "pool",
            tableName: TABLE,
            tableCreated: true,
            insuranceLimiter: memory,
          })
        : memory;
      return {
        name,
        async consume(key) {
          try {
            await store.consume(key);
            return { allowed: true, retryAfterSeconds: 0 };
          } catch (refusal) {
            // Refusal is a RateLimiterRes; anything else is a store error the insurance limiter did not absorb.
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            countRateLimitRefusal(name);
            return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
          }
        },
      };
    },
  };
}
