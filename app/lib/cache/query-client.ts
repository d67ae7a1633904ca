/**
 * The TanStack Query client. In the browser there is exactly one (route
 * clientLoaders run outside React and must reach the same cache the
 * components read); on the server every render gets a fresh one so no
 * visitor's data leaks into another's page.
 */
import { QueryClient } from "@tanstack/react-query";
import { LIST_TIMES } from "../queries.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // SPEC §9: lists fresh 24 h, kept 25 h; per-kind times come from queries.ts.
        ...LIST_TIMES,
        // SPEC §9: refetch on window focus is off.
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The per-render client of server rendering. Each query entry normally arms a garbage-collection
 * timer for its gcTime (25 h for lists, SPEC §9); on the server that timer would keep the entry, the
 * loader data it was seeded with and the whole client alive for 25 hours after the response was sent
 * (issue 13: about 0.4 MB per uncached render, enough to exhaust the heap with unique URLs). Here no
 * entry arms a timer or retries, so the client is garbage as soon as its render is.
 */
export function createRenderQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const defaults = client.defaultQueryOptions.bind(client);
  // Every query's options pass through here (queries.xxx() carry their own gcTime, which would win
  // over defaultOptions). Infinity is TanStack's "never collect": no timer is scheduled at all.
  client.defaultQueryOptions = ((options: never) => ({ ...defaults(options), gcTime: Infinity, retry: false })) as typeof client.defaultQueryOptions;
  return client;
}

/**
 * A preview link's document (decision 0030): the page shows a draft, which must never be persisted,
 * never seed the cache that public pages read later, and never be replaced by cached public data.
 * Read once, when the app starts: every way out of a preview document is a full page load.
 */
const previewAtStart = typeof window !== "undefined" && new URLSearchParams(window.location.search).has("preview");

export function isPreviewDocument(): boolean {
  return previewAtStart;
}

/** A preview document's client: what the server rendered (the draft) is never refetched over. */
function createPreviewQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: never) => ({ ...defaults(options), staleTime: Infinity })) as typeof client.defaultQueryOptions;
  return client;
}

let browserClient: QueryClient | undefined;

/** The browser's single query client (a new one per call on the server). */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createRenderQueryClient();
  browserClient ??= previewAtStart ? createPreviewQueryClient() : createQueryClient();
  return browserClient;
}
