/**
 * Query options for every cached kind of data: the cache keys of SPEC §7 and
 * the freshness/keep times and retries of SPEC §9, in one place. Pages use
 * these with useQuery / queryClient.ensureQueryData; loaders on the server
 * put their data under the same keys so the client starts warm.
 */
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api.ts";

export const MINUTE = 60_000;

/** Lists: fresh 24 h (864e5 ms), kept 25 h (9e7 ms). */
export const LIST_TIMES = { staleTime: 864e5, gcTime: 9e7 } as const;
/** Blogs and blog details: fresh 10 min, kept 15 min. */
export const BLOG_TIMES = { staleTime: 10 * MINUTE, gcTime: 15 * MINUTE } as const;
/** Package search: never stale, kept 5 min, 2 retries 1 s apart. */
export const PACKAGE_SEARCH_TIMES = { staleTime: Infinity, gcTime: 5 * MINUTE, retry: 2, retryDelay: 1000 } as const;
/** Live destination search: kept 2 min, 1 retry after 500 ms. */
export const DESTINATION_SEARCH_TIMES = { gcTime: 2 * MINUTE, retry: 1, retryDelay: 500 } as const;

export const queryKeys = {
  services: ["services"] as const,
  packages: (query = "") => ["packages", query] as const,
  packageGroups: ["package-groups"] as const,
  packageTitles: ["package-titles"] as const,
  standoutPackages: ["standout-packages"] as const,
  destinations: ["destinations"] as const,
  destination: (id: number | string) => ["destination", String(id)] as const,
  package: (id: number | string) => ["package", String(id)] as const,
  blogs: ["blogs"] as const,
  blog: (slug: string) => ["blog", slug] as const,
  gallery: ["gallery"] as const,
  homeSliderImages: ["homeSliderImages"] as const,
  sliderImages: (pageSet: string) => (pageSet === "home" ? (["homeSliderImages"] as const) : (["sliderImages", pageSet] as const)),
  searchPackages: (params: Record<string, string>) => ["search-packages", params] as const,
  searchDestinations: (q: string) => ["search-destinations", q] as const,
  travelTypes: ["travel-types"] as const,
};

/**
 * The lists whose absence makes the first start load everything (SPEC §4 rule 6). "Packages" is what
 * the list screen shows, the groups of /packages, not the whole catalogue (decision 0071).
 */
export const CORE_LIST_KEYS = [
  queryKeys.services,
  queryKeys.packageGroups,
  queryKeys.destinations,
  queryKeys.travelTypes,
  queryKeys.homeSliderImages,
] as const;

export const queries = {
  services: () => queryOptions({ queryKey: queryKeys.services, queryFn: api.services, ...LIST_TIMES }),
  packages: (query = "") => queryOptions({ queryKey: queryKeys.packages(query), queryFn: () => api.packages(query), ...LIST_TIMES }),
  packageGroups: () => queryOptions({ queryKey: queryKeys.packageGroups, queryFn: api.packageGroups, ...LIST_TIMES }),
  packageTitles: () => queryOptions({ queryKey: queryKeys.packageTitles, queryFn: api.packageTitles, ...LIST_TIMES }),
  standoutPackages: () =>
    queryOptions({ queryKey: queryKeys.standoutPackages, queryFn: api.standoutPackages, ...LIST_TIMES }),
  destinations: () => queryOptions({ queryKey: queryKeys.destinations, queryFn: api.destinations, ...LIST_TIMES }),
  destination: (id: number | string) =>
    queryOptions({ queryKey: queryKeys.destination(id), queryFn: () => api.destination(id), ...LIST_TIMES }),
  package: (id: number | string) => queryOptions({ queryKey: queryKeys.package(id), queryFn: () => api.package(id), ...LIST_TIMES }),
  blogs: () => queryOptions({ queryKey: queryKeys.blogs, queryFn: () => api.blogs(), ...BLOG_TIMES }),
  blog: (slug: string) => queryOptions({ queryKey: queryKeys.blog(slug), queryFn: () => api.blog(slug), ...BLOG_TIMES }),
  gallery: () => queryOptions({ queryKey: queryKeys.gallery, queryFn: api.gallery, ...LIST_TIMES }),
  sliderImages: (pageSet = "home") =>
    queryOptions({ queryKey: queryKeys.sliderImages(pageSet), queryFn: () => api.sliderImages(pageSet), ...LIST_TIMES }),
  travelTypes: () => queryOptions({ queryKey: queryKeys.travelTypes, queryFn: api.travelTypes, ...LIST_TIMES }),
  searchPackages: (params: Record<string, string>) =>
    queryOptions({ queryKey: queryKeys.searchPackages(params), queryFn: () => api.searchPackages(params), ...PACKAGE_SEARCH_TIMES }),
  searchDestinations: (q: string) =>
    queryOptions({
      queryKey: queryKeys.searchDestinations(q),
      queryFn: () => api.searchDestinations(q),
      enabled: q.trim().length >= 2,
      ...DESTINATION_SEARCH_TIMES,
    }),
};
