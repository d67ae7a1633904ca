/**
 * Search filters of SPEC §2/§3 ("Search form state") and the /packages query
 * string: parsing, serialising (only non-empty values) and the API parameters.
 * Pure functions so the search bar, the packages page, its loader and the
 * unit tests agree on one reading of the URL.
 */
import { DEFAULT_SEARCH_RESIDENCY, SEARCH_RESIDENCIES, type SearchResidency } from "#domain/residency.ts";
import { SEARCH_FIELDS, type PackageSearchFilters, type SearchField } from "#domain/package-filters.ts";

/** The search bar's state: each of its fields, empty when not set; residency one the bar offers. */
export type SearchFilters = Required<Pick<PackageSearchFilters, Exclude<SearchField, "residency">>> & { residency: SearchResidency | "" };

/** Parameters /packages reads by name (SPEC §2); any other non-empty one is passed through. */
export const KNOWN_PACKAGE_PARAMS = [...SEARCH_FIELDS, "service_id", "page"] as const;

/** Results per page when filtering (the API's `next` link fetches more). */
export const SEARCH_PAGE_SIZE = 12;

export const EMPTY_FILTERS: SearchFilters = {
  destinations: "",
  travel_type: "",
  start_date: "",
  end_date: "",
  residency: DEFAULT_SEARCH_RESIDENCY,
};

function residencyOf(value: string | null | undefined): SearchResidency | "" {
  return value && (SEARCH_RESIDENCIES as readonly string[]).includes(value) ? (value as SearchResidency) : "";
}

/** Search-bar state from any partial input; residency defaults to resident (SPEC §9). */
export function normaliseFilters(input: Partial<Record<SearchField, string | null | undefined>> = {}): SearchFilters {
  return {
    destinations: input.destinations ?? "",
    travel_type: input.travel_type ?? "",
    start_date: input.start_date ?? "",
    end_date: input.end_date ?? "",
    residency: residencyOf(input.residency) || DEFAULT_SEARCH_RESIDENCY,
  };
}

/** SPEC §5: a search runs only if at least one filter is non-blank. Residency always has a value, so it
 * counts only when the traveller changed it from the default. */
export function hasSearchableFilter(filters: SearchFilters): boolean {
  if (filters.destinations.trim() || filters.travel_type.trim() || filters.start_date.trim() || filters.end_date.trim()) return true;
  return filters.residency !== "" && filters.residency !== DEFAULT_SEARCH_RESIDENCY;
}

/** Query parameters for a search: only non-empty values, in field order (SPEC §2). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = filters[field].trim();
    if (value) params.set(field, value);
  }
  return params;
}

export function packagesUrl(filters: SearchFilters, extra: Record<string, string> = {}): string {
  const params = filtersToParams(filters);
  for (const [k, v] of Object.entries(extra)) if (v.trim()) params.set(k, v.trim());
  const qs = params.toString();
  return qs ? `/packages?${qs}` : "/packages";
}

export interface PackagesQuery {
  filters: SearchFilters;
  serviceId: string;
  page: number;
  /** Non-empty parameters /packages does not know by name, passed to the search API as filters. */
  passThrough: Record<string, string>;
  /** True when any parameter other than page is non-empty: results show as a grid, not grouped. */
  hasFilters: boolean;
  /** True when the URL carries any non-empty parameter (decides scroll-to-top or scroll-to-results). */
  hasParams: boolean;
}

export function parsePackagesQuery(params: URLSearchParams): PackagesQuery {
  const get = (k: string) => (params.get(k) ?? "").trim();
  const filters: SearchFilters = {
    destinations: get("destinations"),
    travel_type: get("travel_type"),
    start_date: get("start_date"),
    end_date: get("end_date"),
    residency: residencyOf(get("residency")),
  };
  const passThrough: Record<string, string> = {};
  for (const [k, v] of params) {
    if ((KNOWN_PACKAGE_PARAMS as readonly string[]).includes(k) || k === "page_size") continue;
    if (v.trim() && !(k in passThrough)) passThrough[k] = v.trim();
  }
  const serviceId = get("service_id");
  const pageNumber = Number(get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const hasFilters =
    SEARCH_FIELDS.some((f) => get(f) !== "") || serviceId !== "" || Object.keys(passThrough).length > 0;
  const hasParams = [...params.values()].some((v) => v.trim() !== "");
  return { filters, serviceId, page, passThrough, hasFilters, hasParams };
}

/** The search API's parameters for a /packages query (first page, or `page` for "Load more"). */
export function searchApiParams(query: PackagesQuery, page = query.page): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) if (query.filters[field]) out[field] = query.filters[field];
  if (query.serviceId) out.service_id = query.serviceId;
  for (const [k, v] of Object.entries(query.passThrough)) out[k] = v;
  if (page > 1) out.page = String(page);
  out.page_size = String(SEARCH_PAGE_SIZE);
  return out;
}

/** The /packages URL with the same parameters except the ones removed (and page, which resets). */
export function withoutParams(params: URLSearchParams, ...remove: string[]): string {
  const next = new URLSearchParams();
  for (const [k, v] of params) if (v.trim() && k !== "page" && !remove.includes(k)) next.append(k, v);
  const qs = next.toString();
  return qs ? `/packages?${qs}` : "/packages";
}

/** Today as YYYY-MM-DD in the visitor's own time zone (the date inputs' minimum). */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** End date minimum: the start date, or today (SPEC §5). */
export function endDateMin(startDate: string, today: string): string {
  return startDate && startDate > today ? startDate : today;
}
