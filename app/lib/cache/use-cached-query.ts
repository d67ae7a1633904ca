/**
 * Reads one kind of data through the query cache, seeded with what the route's
 * loader returned. On the server-rendered first view that is the server's
 * data, so the hydrated page matches the HTML; on client navigations it is
 * what the clientLoader took from the cache. Later cache updates (background
 * refresh, data_version refresh) re-render the page.
 */
import { useQuery, type QueryKey } from "@tanstack/react-query";

export function useCachedQuery<O extends { queryKey: QueryKey }, T = O extends { queryFn?: (...a: never[]) => infer R } ? Awaited<R> : unknown>(
  options: O,
  seed: T | null | undefined,
) {
  const query = useQuery({
    ...(options as object),
    queryKey: options.queryKey,
    // Seeds an empty cache entry only; newer cached data wins. A loader's null or [] may be a failure
    // fallback, which must not be cached (and persisted) as if it were data.
    initialData: seed == null || (Array.isArray(seed) && seed.length === 0) ? undefined : seed,
  } as never) as ReturnType<typeof useQuery<T>>;
  return {
    /** The cached value, else the loader's value (which may be the SPEC fallback [] or null). */
    data: (query.data ?? seed ?? null) as T | null,
    /** The last fetch of this key failed (e.g. a background refresh). */
    failed: query.isError,
    query,
  };
}
