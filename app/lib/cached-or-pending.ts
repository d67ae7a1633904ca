/**
 * Client navigations for list pages that show a skeleton (SPEC §2: 6 cards on
 * /destinations and /services). Cached data is returned at once and refreshed
 * in the background after 100 ms (SPEC §4, via the shared cache helpers);
 * without it the navigation completes immediately and the page reads the
 * query, showing its skeleton until the fetch settles, so the visitor never
 * waits on a frozen previous page.
 */
import type { QueryKey } from "@tanstack/react-query";
import { getQueryClient, scheduleBackgroundRefresh } from "./cache/index.ts";

type DataOf<O> = O extends { queryFn?: infer F } ? (F extends (...args: never[]) => infer R ? Awaited<R> : never) : never;

/** For clientLoaders: the cached value, or undefined after starting the fetch (the page shows its skeleton). */
export function cachedOrPending<O extends { queryKey: QueryKey }>(options: O): DataOf<O> | undefined {
  const client = getQueryClient();
  const cached = client.getQueryData(options.queryKey);
  if (cached !== undefined) {
    scheduleBackgroundRefresh(options, client);
    return cached as DataOf<O>;
  }
  void client.prefetchQuery(options as never);
  return undefined;
}

export type ListStatus = "loading" | "error" | "empty" | "ready";

/**
 * What a list page shows. `seed` is the loader's value: a list, null when the
 * server's read failed, undefined when the client is still fetching.
 */
export function listStatus(seed: readonly unknown[] | null | undefined, data: readonly unknown[] | null, query: { isPending: boolean; isError: boolean }): ListStatus {
  if (data && data.length > 0) return "ready";
  if (seed === undefined && query.isPending) return "loading";
  if (seed === null || query.isError) return "error";
  return "empty";
}
