/**
 * The six rules of the data_version check (SPEC §4), driven with a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERSION_CHECK_INTERVAL_MS, VersionChecker, type VersionCheckDeps } from "./version-check.ts";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeDeps(overrides: Partial<VersionCheckDeps> = {}) {
  const state = { stored: "v1" as string | null, server: "v1", core: true, cache: "old-data" };
  const deps = {
    fetchVersion: vi.fn(async () => state.server),
    readStoredVersion: vi.fn(() => state.stored),
    storeVersion: vi.fn((v: string) => {
      state.stored = v;
    }),
    hasCoreLists: vi.fn(() => state.core),
    refreshAllLists: vi.fn(async () => {
      state.cache = `data-${state.server}`;
      state.core = true;
    }),
    clearAndInvalidate: vi.fn(() => {
      state.cache = "cleared";
    }),
    warn: vi.fn(),
    ...overrides,
  } satisfies VersionCheckDeps;
  return { deps, state };
}

describe("data_version check", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rule 1: compares the app-meta version with the stored one and leaves equal versions alone", async () => {
    const { deps } = fakeDeps();
    const checker = new VersionChecker(deps);
    expect(await checker.check()).toBe("unchanged");
    expect(deps.fetchVersion).toHaveBeenCalledTimes(1);
    expect(deps.readStoredVersion).toHaveBeenCalled();
    expect(deps.refreshAllLists).not.toHaveBeenCalled();
    expect(deps.storeVersion).not.toHaveBeenCalled();
  });

  it("rule 2: a changed version refreshes every list, replaces the cache, then stores the new version", async () => {
    const { deps, state } = fakeDeps();
    state.server = "v2";
    const order: string[] = [];
    vi.mocked(deps.refreshAllLists).mockImplementation(async () => {
      order.push("refresh");
      state.cache = "data-v2";
    });
    vi.mocked(deps.storeVersion).mockImplementation((v: string) => {
      order.push(`store ${v}`);
      state.stored = v;
    });
    expect(await new VersionChecker(deps).check()).toBe("refreshed");
    expect(order).toEqual(["refresh", "store v2"]);
    expect(state).toMatchObject({ stored: "v2", cache: "data-v2" });
  });

  it("rule 3: when the fresh fetch fails, the cache is cleared and invalidated and the version is not stored", async () => {
    const { deps, state } = fakeDeps({ refreshAllLists: vi.fn(async () => Promise.reject(new Error("Failed to fetch packages"))) });
    state.server = "v2";
    expect(await new VersionChecker(deps).check()).toBe("refresh-failed");
    expect(deps.clearAndInvalidate).toHaveBeenCalledTimes(1);
    expect(deps.storeVersion).not.toHaveBeenCalled();
    expect(state).toMatchObject({ stored: "v1", cache: "cleared" });
    expect(deps.warn).toHaveBeenCalled();
  });

  it("rule 4: a check that starts while one is in progress is skipped", async () => {
    const meta = deferred<string>();
    const { deps } = fakeDeps({ fetchVersion: vi.fn(() => meta.promise) });
    const checker = new VersionChecker(deps);
    const first = checker.check();
    expect(checker.busy).toBe(true);
    expect(await checker.check()).toBe("skipped");
    expect(deps.fetchVersion).toHaveBeenCalledTimes(1);
    meta.resolve("v1");
    expect(await first).toBe("unchanged");
    expect(checker.busy).toBe(false);
    // Once finished, the next check runs again.
    expect(await checker.check()).toBe("unchanged");
    expect(deps.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it("rule 5: a failed app-meta fetch only logs a warning; nothing updates", async () => {
    const { deps, state } = fakeDeps({ fetchVersion: vi.fn(async () => Promise.reject(new Error("Failed to fetch /api/app-meta/: 503"))) });
    expect(await new VersionChecker(deps).check()).toBe("meta-failed");
    expect(deps.warn).toHaveBeenCalledTimes(1);
    expect(deps.refreshAllLists).not.toHaveBeenCalled();
    expect(deps.clearAndInvalidate).not.toHaveBeenCalled();
    expect(deps.storeVersion).not.toHaveBeenCalled();
    expect(state).toMatchObject({ stored: "v1", cache: "old-data" });
  });

  it("rule 6: on first start, a cache missing a core list gets a full load even when the version is unchanged", async () => {
    const { deps, state } = fakeDeps();
    state.core = false;
    const checker = new VersionChecker(deps);
    expect(await checker.start()).toBe("refreshed");
    expect(deps.refreshAllLists).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ stored: "v1", core: true, cache: "data-v1" });
    checker.stop();
  });

  it("rule 6 applies to the first start only; later checks with an equal version leave a partial cache alone", async () => {
    const { deps, state } = fakeDeps();
    const checker = new VersionChecker(deps);
    expect(await checker.start()).toBe("unchanged");
    state.core = false;
    expect(await checker.check()).toBe("unchanged");
    expect(deps.refreshAllLists).not.toHaveBeenCalled();
    checker.stop();
  });

  it("rule 6 with app-meta down: the lists still load, no version is stored", async () => {
    const { deps, state } = fakeDeps({ fetchVersion: vi.fn(async () => Promise.reject(new Error("down"))) });
    state.core = false;
    state.stored = null;
    const checker = new VersionChecker(deps);
    expect(await checker.start()).toBe("refreshed");
    expect(deps.refreshAllLists).toHaveBeenCalledTimes(1);
    expect(deps.storeVersion).not.toHaveBeenCalled();
    checker.stop();
  });

  it("checks on start, then every 5 minutes", async () => {
    const { deps, state } = fakeDeps();
    const checker = new VersionChecker(deps);
    await checker.start();
    expect(deps.fetchVersion).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(deps.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchVersion).toHaveBeenCalledTimes(2);

    // The version changes on the server: the next tick refreshes.
    state.server = "v9";
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(deps.fetchVersion).toHaveBeenCalledTimes(3);
    expect(deps.refreshAllLists).toHaveBeenCalledTimes(1);
    expect(state.stored).toBe("v9");

    checker.stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(deps.fetchVersion).toHaveBeenCalledTimes(3);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it("a tick that arrives while a slow refresh runs is skipped", async () => {
    const refresh = deferred<void>();
    const { deps, state } = fakeDeps({ refreshAllLists: vi.fn(() => refresh.promise) });
    state.server = "v2";
    const checker = new VersionChecker(deps);
    const started = checker.start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(deps.fetchVersion).toHaveBeenCalledTimes(1);
    refresh.resolve();
    expect(await started).toBe("refreshed");
    checker.stop();
  });
});
