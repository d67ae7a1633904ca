/**
 * SPEC §4: "Package search: results and the last search parameters are kept in session storage", so
 * Back to /packages shows the last results at once while they are asked for again.
 */
import type { ApiPackageSearch } from "#domain/api-types.ts";

const SESSION_KEY = "twiga:packages-search";

export interface StoredSearch {
  key: string;
  params: Record<string, string>;
  data: ApiPackageSearch;
}

export function readStoredSearch(key: string): ApiPackageSearch | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? "null") as StoredSearch | null;
    return stored && stored.key === key ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredSearch(value: StoredSearch) {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the results still show, they just are not kept.
  }
}

