/**
 * The data_version check of SPEC §4, on app start, then every 5 minutes,
 * and whenever a list or details page is opened:
 *
 *  1. fetch app meta and compare data_version with the stored value (localStorage `data_version`);
 *  2. if it differs, fetch all lists fresh, replace the cached data, then store the new version;
 *  3. if that fresh fetch fails overall, clear the cache and invalidate all list queries;
 *  4. a check already in progress is skipped;
 *  5. a failed app-meta fetch is logged as a warning and nothing updates;
 *  6. on first start, if the cache lacks any of services, packages, destinations, travel-types or
 *     homeSliderImages, a full fresh load is done.
 *
 * The machine is plain TypeScript with its effects injected, so the rules are
 * unit-tested with fake timers (version-check.test.ts).
 */

/** SPEC §9: cache check interval, 5 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** SPEC §7/§9: the localStorage key of the stored data version. */
export const DATA_VERSION_KEY = "data_version";

export type CheckOutcome =
  | "skipped" // rule 4
  | "meta-failed" // rule 5
  | "unchanged"
  | "refreshed" // rules 2 and 6
  | "refresh-failed"; // rule 3

export interface VersionCheckDeps {
  /** GET /api/app-meta/. */
  fetchVersion(): Promise<string>;
  readStoredVersion(): string | null;
  storeVersion(version: string): void;
  /** Whether every core list (services, packages, destinations, travel-types, homeSliderImages) is cached. */
  hasCoreLists(): boolean;
  /** Fetches every list fresh and, only if all succeed, replaces the cached data. Rejects if any fails. */
  refreshAllLists(): Promise<void>;
  /** Clears the cache and invalidates all list queries (rule 3). */
  clearAndInvalidate(): void | Promise<void>;
  warn(message: string, error?: unknown): void;
  /** Timer functions (injected so tests can drive them). */
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export class VersionChecker {
  private running: Promise<CheckOutcome> | null = null;
  private timer: unknown = null;
  private started = false;

  constructor(
    private readonly deps: VersionCheckDeps,
    private readonly intervalMs = VERSION_CHECK_INTERVAL_MS,
  ) {}

  /** Whether a check is in progress. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Runs the start-up check at once and then every interval. Calling it twice does nothing. */
  start(): Promise<CheckOutcome> {
    if (this.started) return Promise.resolve("skipped");
    this.started = true;
    const set = this.deps.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
    this.timer = set(() => void this.check(), this.intervalMs);
    return this.check({ initial: true });
  }

  stop(): void {
    if (this.timer !== null) (this.deps.clearInterval ?? ((h) => globalThis.clearInterval(h as number)))(this.timer);
    this.timer = null;
    this.started = false;
  }

  /** One check. Rule 4: while one runs, further calls are skipped. */
  check(options: { initial?: boolean } = {}): Promise<CheckOutcome> {
    if (this.running) return Promise.resolve("skipped");
    const run = this.run(options.initial ?? false).finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  private async run(initial: boolean): Promise<CheckOutcome> {
    const { deps } = this;
    // Rule 6 is about the cache's content, not the version: a first start with a hole in the core lists loads everything.
    const missingCore = initial && !deps.hasCoreLists();

    let version: string;
    try {
      version = await deps.fetchVersion();
    } catch (error) {
      deps.warn("Data version check failed; keeping the cached data", error);
      if (!missingCore) return "meta-failed";
      // Rule 6 without a version: load the lists, store nothing.
      return (await this.refresh(null)) ? "refreshed" : "refresh-failed";
    }

    if (version === deps.readStoredVersion() && !missingCore) return "unchanged";
    return (await this.refresh(version)) ? "refreshed" : "refresh-failed";
  }

  /** Rules 2 and 3: fresh fetch of all lists, then the version; on failure clear and invalidate. */
  private async refresh(version: string | null): Promise<boolean> {
    try {
      await this.deps.refreshAllLists();
    } catch (error) {
      this.deps.warn("Refreshing the cached lists failed; clearing the cache", error);
      await this.deps.clearAndInvalidate();
      return false;
    }
    if (version !== null) this.deps.storeVersion(version);
    return true;
  }
}
