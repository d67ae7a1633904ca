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

  get size(): number {
    return this.map.size;
  }
}
