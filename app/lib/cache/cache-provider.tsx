/**
 * Puts the query cache around the app. On the server: a fresh client per
 * render, nothing persisted. In the browser: the single client, restored from
 * and persisted to localStorage, and, once restored, the data_version check
 * (start-up, every 5 minutes, and on every client navigation, since those
 * open list and details pages).
 *
 * The persister is loaded after hydration (./persisted-cache.ts), and the version checker
 * (./browser-version-check.ts) once it is first needed: neither is code the page needs to work. Until the
 * restore has finished, queries wait for it (TanStack's IsRestoringProvider,
 * as in its PersistQueryClientProvider) instead of fetching what may be in
 * localStorage already; data the server rendered is in the cache from the start.
 */
import { IsRestoringProvider, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { createRenderQueryClient, getQueryClient, isPreviewDocument } from "./query-client.ts";
import { afterFirstInteractionAtIdle } from "./when-visitor-is-idle.ts";

const browser = typeof window !== "undefined";
/** The checker's module, loaded on first use (a failed load is asked for again next time). */
const versionChecks = () => import("./browser-version-check.ts");
const checkerUnavailable = () => console.warn("Loading the data version check failed; it runs on the next navigation");

export function CacheProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (browser ? getQueryClient() : createRenderQueryClient()));
  const [restoring, setRestoring] = useState(browser);

  useEffect(() => {
    // A preview's draft lives in this document's memory only: no restore, no persisting, no version checks.
    if (isPreviewDocument()) {
      setRestoring(false);
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let cancelStart: (() => void) | undefined;
    let active = true;
    import("./persisted-cache.ts")
      .then(async ({ restorePersistedCache, persistCacheChanges }) => {
        try {
          await restorePersistedCache(client);
        } catch {
          console.warn("Restoring the cached data failed");
        }
        if (active) unsubscribe = persistCacheChanges(client);
      })
      .catch(() => console.warn("Loading the cache persister failed; the cache lives in memory only"))
      .finally(() => {
        if (!active) return;
        setRestoring(false);
        // The start-up check (and its first-start load of the lists) waits for the visitor (decision 0071).
        cancelStart = afterFirstInteractionAtIdle(() => void versionChecks().then((m) => m.getVersionChecker().start(), checkerUnavailable));
      });
    return () => {
      active = false;
      unsubscribe?.();
      cancelStart?.();
    };
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>
        {browser && !isPreviewDocument() ? <NavigationChecks /> : null}
        {children}
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** A version check on each client navigation (the first view is covered by start-up). */
function NavigationChecks() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void versionChecks().then((m) => m.checkDataVersion(), checkerUnavailable);
  }, [pathname]);
  return null;
}
