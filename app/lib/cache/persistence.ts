/**
 * Settings and storage access for the persisted query cache (SPEC §7, §9): maximum age 24 h,
 * writes throttled to one per second. The persister itself lives in ./persisted-cache.ts, which
 * the page loads only after hydration.
 */

/** Persisted cache: 24 h maximum age. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Persisted cache: at most one write per second. */
export const PERSIST_THROTTLE_MS = 1000;
/** The localStorage key holding the persisted cache. */
export const PERSIST_STORAGE_KEY = "twiga-query-cache";

/** The storage, or undefined where there is none (server, private modes that throw). */
export function browserStorage(): Storage | undefined {
  try {
    if (typeof window === "undefined") return undefined;
    const storage = window.localStorage;
    const probe = "__twiga_probe__";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** Drops the persisted copy (used when a version refresh fails and the cache is cleared). */
export function clearPersistedCache(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(PERSIST_STORAGE_KEY);
  } catch {
    // Storage can refuse; the in-memory cache is already cleared.
  }
}
