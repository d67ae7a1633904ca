/**
 * Restoring the query cache from localStorage and saving it on every change (TanStack's persister,
 * the same steps as its PersistQueryClientProvider). Only successful queries are persisted
 * (TanStack's default), so a failure never outlives the tab.
 *
 * CacheProvider imports this module dynamically, after hydration: the persister is not needed to
 * paint or hydrate the page (the server's data seeds the cache), so its code stays out of the
 * first load.
 */
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { PERSIST_MAX_AGE_MS, persistStorageKey, PERSIST_THROTTLE_MS, browserStorage } from "./persistence.ts";
import { startRealUserMonitoring } from "../rum/start-rum.ts";

// This chunk is the first thing every page loads after hydration (never for a preview), so real-user
// monitoring starts from here and adds nothing to the first load (decision 0058: the first-load
// JavaScript guard had no room for even the few hundred bytes of a hook in the site layout).
startRealUserMonitoring();

function options(queryClient: QueryClient) {
  const persister = createSyncStoragePersister({ storage: browserStorage(), key: persistStorageKey(), throttleTime: PERSIST_THROTTLE_MS });
  return { queryClient, persister, maxAge: PERSIST_MAX_AGE_MS };
}

/** Puts the persisted queries (if any, and younger than 24 h) into the client. */
export function restorePersistedCache(queryClient: QueryClient): Promise<void> {
  return persistQueryClientRestore(options(queryClient));
}

/** Saves the client to localStorage whenever its cache changes; returns the unsubscribe. */
export function persistCacheChanges(queryClient: QueryClient): () => void {
  return persistQueryClientSubscribe(options(queryClient));
}
