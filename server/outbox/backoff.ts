/**
 * Retry timing. With the defaults (10 tries, 3 minutes doubling) the last try
 * comes about 25 hours after the first: long enough to ride out a mail
 * provider's outage over a day, short enough that staff notice a dead letter.
 */
export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_RETRY_BASE_MS = 3 * 60_000;

/** Delay before the next try, after `attempts` tries have failed (1 → base, 2 → 2×base, ...). */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

/** Time from the first try to the last when every try fails. */
export function totalRetrySpanMs(maxAttempts: number, baseMs: number): number {
  let total = 0;
  for (let a = 1; a < maxAttempts; a++) total += retryDelayMs(a, baseMs);
  return total;
}
