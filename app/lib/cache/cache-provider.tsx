/**
 * Puts the query cache around the app. On the server: a fresh client per
 * render, nothing persisted. In the browser: the single client, restored from
 * and persisted to localStorage, and, once restored, the data_version check
 * (start-up, every 5 minutes, and on every client navigation, since those
 * open list and details pages).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { checkDataVersion, getVersionChecker } from "./browser-version-check.ts";
import { createPersister, persistOptions } from "./persistence.ts";
import { createQueryClient, getQueryClient } from "./query-client.ts";

export function CacheProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === "undefined" ? createQueryClient() : getQueryClient()));
  const [options] = useState(() => (typeof window === "undefined" ? null : persistOptions(createPersister())));
  if (!options) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={options}
      onSuccess={startVersionChecks}
      onError={() => {
        console.warn("Restoring the cached data failed");
        startVersionChecks();
      }}
    >
      <NavigationChecks />
      {children}
    </PersistQueryClientProvider>
  );
}

function startVersionChecks() {
  void getVersionChecker().start();
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
    checkDataVersion();
  }, [pathname]);
  return null;
}
