/** A byte-bounded least-recently-used map (Map keeps insertion order; a hit re-inserts). */
export class ByteLru<V extends { bytes: number }> {
  private map = new Map<string, V>();
  private total = 0;

  constructor(private maxBytes: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    if (value.bytes > this.maxBytes / 4) return; // one huge answer must not flush everything else
    const old = this.map.get(key);
    if (old) {
      this.total -= old.bytes;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.total += value.bytes;
    for (const [k, v] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(k);
      this.total -= v.bytes;
    }
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (!old) return;
    this.total -= old.bytes;
    this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }
}

/**
 * Admission for the in-process caches (decision 0024): a URL with a query string is cached only on
 * its second miss among the last `capacity` such misses. A flood of one-off URLs (a tracking
 * parameter on every request, the chaos run's unique pages) then never takes the caches' bytes, and
 * the memory they churned through, from answers that are asked for again; a URL without a query
 * string is cached at once, as before.
 */
export class SecondMissAdmission {
  private seen = new Set<string>();

  constructor(private capacity = 4096) {}

  /** True when `key` should be cached now; otherwise remembers that it missed once. */
  admit(url: string, key: string): boolean {
    if (!url.includes("?")) return true;
    if (this.seen.delete(key)) return true;
    this.seen.add(key);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value!);
    return false;
  }
}
