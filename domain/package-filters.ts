/**
 * The package filters, defined once: the search bar's fields (SPEC §2 "Search form state") and
 * what a package search or the package list can be narrowed by. The search API, the /packages
 * loader's in-process search, the search index and the catalogue all read these.
 */

/** The search bar's own fields, in the order they appear and are serialised. */
export const SEARCH_FIELDS = ["destinations", "travel_type", "start_date", "end_date", "residency"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A package search: any of the search bar's fields, and what a URL or an API call can add. */
export interface PackageSearchFilters extends Partial<Record<SearchField, string>> {
  service_id?: number;
  destination?: number;
  is_deal?: boolean;
  is_standout?: boolean;
}

/** The package list: the search's flags and travel type; its destination is a name or an id. */
export interface PackageListFilters extends Pick<PackageSearchFilters, "is_deal" | "is_standout" | "service_id" | "travel_type"> {
  destination?: string;
}
