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

let browserClient: QueryClient | undefined;

/** The browser's single query client (a new one per call on the server). */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Tests only: forget the browser client. */
export function resetQueryClientForTests(): void {
  browserClient = undefined;
}
