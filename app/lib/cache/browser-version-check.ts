/**
 * Wires the version machine to the browser: app meta from the API, the
 * version in localStorage, and the query cache. One checker per page load.
 */
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../api.ts";
import { CORE_LIST_KEYS, queryKeys } from "../queries.ts";
import { browserStorage, clearPersistedCache } from "./persistence.ts";
import { getQueryClient } from "./query-client.ts";
import { DATA_VERSION_KEY, VersionChecker } from "./version-check.ts";
import { savesData } from "./when-visitor-is-idle.ts";

/** Every list the full refresh fetches: the core lists plus the home page's standouts and the stories. */
export function refreshableLists() {
  return [
    { queryKey: queryKeys.services, fetch: api.services },
    { queryKey: queryKeys.packageGroups, fetch: api.packageGroups },
    { queryKey: queryKeys.standoutPackages, fetch: api.standoutPackages },
    { queryKey: queryKeys.destinations, fetch: api.destinations },
    { queryKey: queryKeys.travelTypes, fetch: api.travelTypes },
    { queryKey: queryKeys.homeSliderImages, fetch: () => api.sliderImages("home") },
    { queryKey: queryKeys.blogs, fetch: () => api.blogs() },
  ] as const;
}

export function createBrowserVersionChecker(client: QueryClient = getQueryClient()): VersionChecker {
  const storage = browserStorage();
  return new VersionChecker({
    async fetchVersion() {
      const meta = await api.appMeta();
      if (typeof meta?.data_version !== "string") throw new Error("app-meta answered without a data_version");
      return meta.data_version;
    },
    readStoredVersion: () => storage?.getItem(DATA_VERSION_KEY) ?? null,
    storeVersion: (version) => storage?.setItem(DATA_VERSION_KEY, version),
    hasCoreLists: () => CORE_LIST_KEYS.every((key) => client.getQueryData(key) !== undefined),
    async refreshAllLists() {
      // A visitor saving data gets no prefetched lists: what is on screen refetches, the rest is dropped.
      if (savesData()) return dropUnseenAndRefetchShown(client);
      const lists = refreshableLists();
      // All or nothing: the cache is replaced only when every list arrived.
      // A list a page is fetching right now (e.g. /packages asking for all packages at start-up) is
      // joined rather than fetched twice: fetchQuery returns the running fetch's promise.
      const fetchFresh = (list: (typeof lists)[number]) =>
        client.getQueryState(list.queryKey)?.fetchStatus === "fetching"
          ? client.fetchQuery({ queryKey: list.queryKey, queryFn: list.fetch as () => Promise<unknown>, retry: false })
          : list.fetch();
      const fresh = await Promise.all(lists.map(fetchFresh));
      const refreshed = new Set<string>();
      lists.forEach((list, i) => {
        client.setQueryData(list.queryKey, fresh[i]);
        refreshed.add(JSON.stringify(list.queryKey));
      });
      // Everything else (details, other filtered lists, searches) belongs to the old version.
      void client.invalidateQueries({ predicate: (q) => !refreshed.has(JSON.stringify(q.queryKey)) });
    },
    async clearAndInvalidate() {
      clearPersistedCache(storage);
      await dropUnseenAndRefetchShown(client);
    },
    warn: (message, error) => console.warn(message, error instanceof Error ? error.message : (error ?? "")),
  });
}

/** Queries nobody shows are dropped; those on screen stay mounted and refetch. */
async function dropUnseenAndRefetchShown(client: QueryClient): Promise<void> {
  client.removeQueries({ predicate: (q) => q.getObserversCount() === 0 });
  await client.invalidateQueries();
}

let checker: VersionChecker | undefined;

/** The page's checker (created on first use). */
export function getVersionChecker(): VersionChecker {
  checker ??= createBrowserVersionChecker();
  return checker;
}

/** For list and details pages: run a check now (skipped when one is running or before start-up). */
export function checkDataVersion(): void {
  if (typeof window === "undefined" || !checker) return;
  void checker.check();
}
