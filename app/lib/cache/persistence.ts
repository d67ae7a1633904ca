/**
 * Settings and storage access for the persisted query cache (SPEC §7, §9): maximum age 24 h,
 * writes throttled to one per second. The persister itself lives in ./persisted-cache.ts, which
 * the page loads only after hydration.
 */

import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { documentLocale } from "../i18n/document-locale.ts";

/** Persisted cache: 24 h maximum age. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Persisted cache: at most one write per second. */
export const PERSIST_THROTTLE_MS = 1000;
/**
 * The localStorage key holding the persisted cache: one per language, since a page's cached lists
 * are in its language (English keeps the key it always had).
 */
export function persistStorageKey(locale: Locale = documentLocale()): string {
  return locale === DEFAULT_LOCALE ? "twiga-query-cache" : `twiga-query-cache-${locale}`;
}

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
    storage?.removeItem(persistStorageKey());
  } catch {
    // Storage can refuse; the in-memory cache is already cleared.
  }
}
