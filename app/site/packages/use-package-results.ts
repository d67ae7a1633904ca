/**
 * What /packages shows for its URL, and how it got there (SPEC §2, §4):
 * - without filters, the groups by service: the loader's, then the cached ones (decision 0071: one
 *   bounded request, never the whole catalogue);
 * - with filters, the search's pages: the loader's first page, else the one kept in session storage
 *   while it is asked for again, then each "Load more" page;
 * - a failure the server rendered stays until Try Again, instead of flashing skeletons on hydration.
 */
import { replaceEqualDeep, useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ApiPackageSearch } from "#domain/api-types.ts";
import type { ServiceGroup } from "#domain/package-groups.ts";
import { queries } from "#app/lib/queries.ts";
import { searchApiParams, type PackagesQuery } from "#app/lib/search-params.ts";
import { readStoredSearch, writeStoredSearch } from "./stored-search.ts";

/** What the loader rendered for this very URL. */
export interface SeededResults {
  groups: ServiceGroup[] | null;
  search: ApiPackageSearch | null;
  error: string | null;
}

export function usePackageResults(query: PackagesQuery, key: string, seeded: SeededResults | null) {
  const [retried, setRetried] = useState(0);
  useEffect(() => setRetried(0), [key]);
  const holdServerError = Boolean(seeded?.error) && retried === 0;

  const groupsQuery = useQuery({
    ...queries.packageGroups(),
    enabled: !query.hasFilters && !holdServerError,
    ...(seeded?.groups ? { initialData: seeded.groups } : {}),
  });
  const groups = useSharedGroups(groupsQuery.data ?? seeded?.groups ?? null);

  // "Load more" pages: the first page, then each `next` page the visitor asked for.
  const [extraPages, setExtraPages] = useState(0);
  useEffect(() => setExtraPages(0), [key]);
  const pageNumbers = Array.from({ length: extraPages + 1 }, (_, i) => query.page + i);
  const firstParams = useMemo(() => searchApiParams(query), [query]);
  const storedFirst = useMemo(() => readStoredSearch(key), [key]);
  const pages = useQueries({
    queries: pageNumbers.map((page, i) => ({
      ...queries.searchPackages(searchApiParams(query, page)),
      enabled: query.hasFilters && !holdServerError,
      ...(i === 0 && seeded?.search ? { initialData: seeded.search } : {}),
      ...(i === 0 && !seeded?.search && storedFirst ? { placeholderData: storedFirst } : {}),
    })),
  });
  const first = pages[0]!;
  useEffect(() => {
    if (query.hasFilters && first.data && !first.isPlaceholderData) writeStoredSearch({ key, params: firstParams, data: first.data });
  }, [first.data, first.isPlaceholderData, key, query.hasFilters, firstParams]);

  // Without filters the server's groups stay on screen if the client's refresh fails.
  const failed = holdServerError || (query.hasFilters ? first.isError : groupsQuery.isError && !groups);
  const error = holdServerError ? null : query.hasFilters ? first.error : groupsQuery.error;

  return {
    groups,
    pages,
    failed,
    error,
    loadMore: () => setExtraPages((n) => n + 1),
    retry() {
      setRetried((n) => n + 1);
      if (query.hasFilters) void Promise.all(pages.map((q) => q.refetch()));
      else void groupsQuery.refetch();
    },
  };
}

/**
 * Unchanged groups and cards keep their object identity (TanStack's structural sharing), so the
 * memoised cards do not render again when the same data arrives.
 */
function useSharedGroups(next: ServiceGroup[] | null): ServiceGroup[] | null {
  const previous = useRef<ServiceGroup[] | null>(null);
  const shared = useMemo(() => (next && previous.current ? replaceEqualDeep(previous.current, next) : next), [next]);
  useEffect(() => {
    previous.current = shared;
  }, [shared]);
  return shared;
}
