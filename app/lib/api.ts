/**
 * The browser's API client: every URL of SPEC §7 is built here and nowhere
 * else, and every list answer (plain array or {results}) is normalised here.
 * On a page in another language every catalogue read asks for that language (`lang`).
 */
import type {
  ApiBlog,
  ApiBlogSummary,
  ApiDestination,
  ApiDestinationSummary,
  ApiGalleryImage,
  ApiPackage,
  ApiPackageSearch,
  ApiPackageSummary,
  ApiService,
  ApiSliderImage,
  ApiTravelType,
} from "#domain/api-types.ts";
import { normalizeDestination, normalizeService } from "#domain/api-shapes.ts";
import type { ServiceGroup } from "#domain/package-groups.ts";
import { inDocumentLanguage } from "./i18n/document-locale.ts";

/** A package as the inquiry form's dropdown names it. */
export interface PackageTitle {
  id: number;
  title: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Same-origin in the browser; the server renders from services, not over HTTP. */
const apiBase = "";

export const apiPaths = {
  appMeta: () => "/api/app-meta/",
  services: () => "/api/v1/services/",
  packages: (query = "") => `/api/v1/packages/${query ? `?${query.replace(/^\?/, "")}` : ""}`,
  /** Decision 0071: what /packages shows without filters, and every package's name, one request each. */
  packageGroups: () => "/api/v1/packages/groups/",
  packageTitles: () => "/api/v1/packages/titles/",
  package: (id: number | string) => `/api/v1/packages/${encodeURIComponent(String(id))}/`,
  destinations: () => "/api/v1/destinations/",
  destination: (id: number | string) => `/api/v1/destinations/${encodeURIComponent(String(id))}/`,
  blogs: (ordering?: string) => `/api/v1/blogs/${ordering ? `?ordering=${encodeURIComponent(ordering)}` : ""}`,
  blog: (slug: string) => `/api/v1/blogs/${encodeURIComponent(slug)}/`,
  gallery: () => "/api/v1/gallery/",
  sliderImages: (pageSet = "home") => `/api/v1/slider-images/?page_set=${encodeURIComponent(pageSet)}`,
  travelTypes: () => "/api/v1/search/travel_types/",
  searchDestinations: (q: string) => `/api/v1/search/destinations/?q=${encodeURIComponent(q)}`,
  searchPackages: (params: URLSearchParams | Record<string, string>) => {
    const qs = new URLSearchParams(params).toString();
    return `/api/v1/search/packages/${qs ? `?${qs}` : ""}`;
  },
  inquiries: () => "/api/v1/inquiries/",
  /** Signed render time for the inquiry form's time trap (sent back as form_token). */
  /** `shownMs`: how long the form has been on screen (the token is dated from then, up to 10 s back). */
  inquiryFormToken: (shownMs: number) => `/api/v1/inquiries/form-token/?shown_ms=${Math.max(0, Math.round(shownMs))}`,
} as const;

/** Fetches JSON without credentials (SPEC §6); throws "Failed to fetch {path}: {status}". */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(apiBase + inDocumentLanguage(path), { credentials: "omit", headers: { accept: "application/json" }, ...init });
  if (!res.ok) throw new ApiError(`Failed to fetch ${path}: ${res.status}`, res.status, res.statusText);
  return (await res.json()) as T;
}

/** A list may be a plain array or an object with a results array (SPEC §3); anything else is empty. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object" && Array.isArray((data as { results?: unknown }).results))
    return (data as { results: T[] }).results;
  return [];
}

/** Follows `next` links so callers get the whole list. */
export async function getAll<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  let next: string | null = path.includes("page_size=") ? path : `${path}${path.includes("?") ? "&" : "?"}page_size=200`;
  while (next) {
    const data: unknown = await getJson(next);
    out.push(...listOf<T>(data));
    const link = data && typeof data === "object" && !Array.isArray(data) ? (data as { next?: string | null }).next : null;
    next = link ? new URL(link, "http://x").pathname + new URL(link, "http://x").search : null;
  }
  return out;
}

export const api = {
  appMeta: () => getJson<{ data_version: string }>(apiPaths.appMeta()),
  services: async () => (await getAll<ApiService>(apiPaths.services())).map(normalizeService),
  packages: (query = "") => getAll<ApiPackageSummary>(apiPaths.packages(query)),
  standoutPackages: () => getAll<ApiPackageSummary>(apiPaths.packages("is_standout=true")),
  dealPackages: () => getAll<ApiPackageSummary>(apiPaths.packages("is_deal=true")),
  packageGroups: async () => (await getJson<{ groups: ServiceGroup[] }>(apiPaths.packageGroups())).groups,
  packageTitles: async () => listOf<PackageTitle>(await getJson(apiPaths.packageTitles())),
  package: (id: number | string) => getJson<ApiPackage>(apiPaths.package(id)),
  destinations: async () => (await getAll<ApiDestinationSummary>(apiPaths.destinations())).map(normalizeDestination),
  destination: async (id: number | string) => normalizeDestination(await getJson<ApiDestination>(apiPaths.destination(id))),
  blogs: (ordering?: string) => getAll<ApiBlogSummary>(apiPaths.blogs(ordering)),
  blog: (slug: string) => getJson<ApiBlog>(apiPaths.blog(slug)),
  gallery: () => getAll<ApiGalleryImage>(apiPaths.gallery()),
  sliderImages: (pageSet = "home") => getAll<ApiSliderImage>(apiPaths.sliderImages(pageSet)),
  travelTypes: () => getAll<ApiTravelType>(apiPaths.travelTypes()),
  searchDestinations: async (q: string) => {
    const path = apiPaths.searchDestinations(q);
    const res = await fetch(apiBase + inDocumentLanguage(path), { credentials: "omit" });
    if (!res.ok) throw new ApiError(`Destination search failed: ${res.status} ${res.statusText}`, res.status, res.statusText);
    return listOf<ApiDestinationSummary>(await res.json());
  },
  searchPackages: async (params: Record<string, string>) => {
    const path = apiPaths.searchPackages(params);
    const res = await fetch(apiBase + inDocumentLanguage(path), { credentials: "omit" });
    if (!res.ok) throw new ApiError(`Search failed: ${res.status} ${res.statusText}`, res.status, res.statusText);
    return (await res.json()) as ApiPackageSearch;
  },
};
