/**
 * A fixed-window counter per client address, kept in this process. With
 * several processes each counts on its own; the limit is a brake on abuse,
 * not an exact quota, so that trade is acceptable (docs/decisions).
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private limit: number,
    private windowMs: number,
    private now: () => number = Date.now,
  ) {}

  /** Counts one hit; returns seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    w.count++;
    return w.count > this.limit ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
