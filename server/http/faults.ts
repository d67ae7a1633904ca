/**
 * Test-only fault switch (ENABLE_FAULTS=true): browser tests make parts of
 * the API fail on purpose to see the error states of SPEC §8. Areas are the
 * first path segment after /api/v1/ ("packages", "search", "blogs", ...) or
 * "app-meta"; loaders ask the same switch so server-rendered pages fail too.
 */
export class FaultSwitch {
  private areas = new Set<string>();

  constructor(readonly enabled: boolean) {}

  set(areas: string[]): void {
    this.areas = new Set(areas);
  }

  clear(): void {
    this.areas.clear();
  }

  list(): string[] {
    return [...this.areas];
  }

  /** True when this area (or "all") is switched to fail. */
  isFaulted(area: string): boolean {
    return this.enabled && (this.areas.has(area) || this.areas.has("all"));
  }

  /** The area a request path belongs to, if it is an API path. */
  static areaOf(path: string): string | null {
    const m = /^\/api\/(?:v1\/)?([a-z_-]+)/.exec(path);
    return m ? m[1]! : null;
  }
}
