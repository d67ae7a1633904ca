/**
 * Seamless data loading (SPEC §4): cached data is returned at once and
 * refreshed in the background after 100 ms; without cached data it is
 * fetched, and on failure an empty list comes back for services,
 * destinations, blogs, travel-types and standout-packages, null for anything else.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { getQueryClient } from "./query-client.ts";

/** SPEC §9: background refresh delay. */
export const BACKGROUND_REFRESH_DELAY_MS = 100;

/** Cache keys whose failure reads as an empty list rather than null. */
export const EMPTY_LIST_ON_FAILURE = ["services", "destinations", "blogs", "travel-types", "standout-packages"] as const;

/** What a failed first fetch yields for this key: [] for the lists above, null otherwise. */
export function failureFallback(queryKey: QueryKey): [] | null {
  return (EMPTY_LIST_ON_FAILURE as readonly unknown[]).includes(queryKey[0]) ? [] : null;
}

type DataOf<O> = O extends { queryFn?: infer F } ? (F extends (...args: never[]) => infer R ? Awaited<R> : never) : never;

/**
 * For route clientLoaders: `await loadSeamless(queries.services())`.
 * Never throws; failure gives the SPEC fallback ([] or null).
 */
export async function loadSeamless<O extends { queryKey: QueryKey }>(
  options: O,
  client: QueryClient = getQueryClient(),
): Promise<DataOf<O> | null> {
  const cached = client.getQueryData(options.queryKey);
  if (cached !== undefined) {
    scheduleBackgroundRefresh(options, client);
    return cached as DataOf<O>;
  }
  try {
    return (await client.fetchQuery(options as never)) as DataOf<O>;
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return failureFallback(options.queryKey) as DataOf<O> | null;
  }
}

/** Refetch after 100 ms whatever the freshness; a failure keeps the cached data (the query records the error). */
export function scheduleBackgroundRefresh(options: { queryKey: QueryKey }, client: QueryClient = getQueryClient()): void {
  setTimeout(() => {
    client.fetchQuery({ ...(options as object), staleTime: 0 } as never).catch((error: unknown) => {
      console.warn(error instanceof Error ? error.message : error);
    });
  }, BACKGROUND_REFRESH_DELAY_MS);
}
