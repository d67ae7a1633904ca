/**
 * /packages: hero, search bar, active filter tags and results (SPEC §2).
 *
 * The server renders the first results for the URL (so the page works without
 * JavaScript); after hydration, filter changes only change the query string and
 * the results come from the package search API through the query cache
 * (queries.searchPackages: retry 2, 1 s apart). Without filters, packages are
 * grouped by service in the fixed service order (six each, with the count and
 * a link to the rest, so the page stays small at any catalogue size); with filters, a grid
 * with "Load more" following the API's `next` link.
 */
import { replaceEqualDeep, useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, redirect, useLocation, useNavigate, useNavigationType, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ApiPackageSearch, ApiService, ApiTravelType } from "#domain/api-types.ts";
import { compareExact, formatIsoDay } from "#domain/formatting.ts";
import { RESIDENCY_LABELS, toInquiryResidency } from "#domain/residency.ts";
import type { PackageSearchFilters } from "#domain/site-context.ts";
import { FilterTags, type FilterTag } from "#app/components/filter-tags.tsx";
import { PackageCard } from "#app/components/package-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SearchBar } from "#app/components/search-bar.tsx";
import { CardSkeletonGrid, EmptyState, ErrorState } from "#app/components/states.tsx";
import { InfoIcon } from "#app/components/icons.tsx";
import { apiPaths } from "#app/lib/api.ts";
import { groupByService, type ServiceGroup } from "#app/lib/package-groups.ts";
import { queries } from "#app/lib/queries.ts";
import {
  SEARCH_PAGE_SIZE,
  packagesUrl,
  parsePackagesQuery,
  searchApiParams,
  withoutParams,
  type PackagesQuery,
  type SearchFilters,
} from "#app/lib/search-params.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { itemList } from "#domain/structured-data.ts";
import type { Route } from "./+types/packages";

const HERO = "headers/packages";
const SESSION_KEY = "twiga:packages-search";
export const SCROLL_TO_RESULTS_MS = 100;
export const LOAD_MORE_SKELETONS = 3;
export const PACKAGES_ERROR_TITLE = "Oops! Something went wrong";
export const PACKAGES_ERROR_FALLBACK = "Unable to load packages at the moment.";

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Safari and Holiday Packages",
    description:
      "Browse our safaris, beach holidays, honeymoons, team-building retreats, pilgrimages and charters, priced for Kenya residents, East Africans and international visitors. Search by destination, travel type and dates.",
    path: "/packages",
    origin: data?.origin,
    image: HERO,
    breadcrumbs: [{ name: "Packages", path: "/packages" }],
    jsonLd: [
      itemList(
        data?.origin ?? "",
        "Packages",
        // The packages the page shows, once each (a package can sit in two service groups).
        (data?.search?.results ?? [...new Map(data?.groups?.flatMap((g) => g.packages.map((p) => [p.package_id, p] as const))).values()]).map((p) => ({ name: p.package_title, path: `/packages/${p.package_id}` })),
      ),
    ],
  });
}

/** A stable key for a query string: its non-empty parameters, sorted. */
function queryKeyOf(params: URLSearchParams): string {
  const entries = [...params].filter(([, v]) => v.trim() !== "").sort(([a], [b]) => compareExact(a, b));
  return new URLSearchParams(entries).toString();
}

function positiveInt(value: string | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function booleanParam(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (["true", "True", "1"].includes(value)) return true;
  if (["false", "False", "0"].includes(value)) return false;
  return undefined;
}

/** The in-process search reads the same filters the API does; other pass-through names are ignored there too. */
function catalogueFilters(query: PackagesQuery): PackageSearchFilters {
  const f = query.filters;
  const out: PackageSearchFilters = {};
  if (f.destinations) out.destinations = f.destinations;
  if (f.travel_type) out.travel_type = f.travel_type;
  if (f.start_date) out.start_date = f.start_date;
  if (f.end_date) out.end_date = f.end_date;
  if (f.residency) out.residency = f.residency;
  const serviceId = positiveInt(query.serviceId);
  if (serviceId) out.service_id = serviceId;
  const destination = positiveInt(query.passThrough.destination);
  if (destination) out.destination = destination;
  const isDeal = booleanParam(query.passThrough.is_deal);
  if (isDeal !== undefined) out.is_deal = isDeal;
  const isStandout = booleanParam(query.passThrough.is_standout);
  if (isStandout !== undefined) out.is_standout = isStandout;
  return out;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The search form submitted without JavaScript sends its empty fields too: keep only non-empty ones.
  if ([...url.searchParams.values()].some((v) => v.trim() === "")) {
    const clean = new URLSearchParams([...url.searchParams].filter(([, v]) => v.trim() !== ""));
    throw redirect(clean.toString() ? `/packages?${clean}` : "/packages");
  }
  const query = parsePackagesQuery(url.searchParams);
  const key = queryKeyOf(url.searchParams);
  const [services, travelTypes] = await Promise.all([
    context.catalogue.services().catch(() => [] as ApiService[]),
    context.catalogue.travelTypes().catch(() => [] as ApiTravelType[]),
  ]);
  const base = { key, origin: context.origin, services, travelTypes };

  if (!query.hasFilters) {
    try {
      // Only what the page shows: six cards per service, not the whole catalogue.
      return { ...base, groups: groupByService(await context.catalogue.packages(), services), search: null, error: null };
    } catch {
      return { ...base, groups: null, search: null, error: PACKAGES_ERROR_FALLBACK };
    }
  }
  try {
    const { results, metadata } = await context.catalogue.searchPackages(catalogueFilters(query));
    const start = (query.page - 1) * SEARCH_PAGE_SIZE;
    const hasNext = start + SEARCH_PAGE_SIZE < results.length;
    const search: ApiPackageSearch = {
      count: results.length,
      results: results.slice(start, start + SEARCH_PAGE_SIZE),
      next: hasNext ? apiPaths.searchPackages(searchApiParams(query, query.page + 1)) : null,
      previous: null,
      search_metadata: metadata,
    };
    return { ...base, groups: null, search, error: null };
  } catch {
    return { ...base, groups: null, search: null, error: PACKAGES_ERROR_FALLBACK };
  }
}

/** After hydration the query string is client state: the results come from the query cache, not the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

interface StoredSearch {
  key: string;
  params: Record<string, string>;
  data: ApiPackageSearch;
}

function readStoredSearch(key: string): ApiPackageSearch | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? "null") as StoredSearch | null;
    return stored && stored.key === key ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

function writeStoredSearch(value: StoredSearch) {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the results still show, they just are not kept.
  }
}

/**
 * The groups the page shows: the server's until the client's package list is in the cache, then
 * the ones computed from it. Unchanged groups and cards keep their object identity (TanStack's
 * structural sharing), so the memoised cards do not render again when the same data arrives.
 */
function useSharedGroups(next: ServiceGroup[] | null): ServiceGroup[] | null {
  const previous = useRef<ServiceGroup[] | null>(null);
  const shared = useMemo(() => (next && previous.current ? replaceEqualDeep(previous.current, next) : next), [next]);
  useEffect(() => {
    previous.current = shared;
  }, [shared]);
  return shared;
}

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parsePackagesQuery(searchParams), [searchParams]);
  // Cards price for the residency searched for, so one list never mixes currencies (decision 0045).
  const residency = toInquiryResidency(searchParams.get("residency"));
  const key = queryKeyOf(searchParams);
  const seeded = loaderData.key === key ? loaderData : null;

  // A server-rendered failure stays on screen until Try Again, instead of flashing skeletons on hydration.
  const [retried, setRetried] = useState(0);
  useEffect(() => setRetried(0), [key]);
  const holdServerError = Boolean(seeded?.error) && retried === 0;

  const servicesQuery = useQuery({ ...queries.services(), ...(loaderData.services.length ? { initialData: loaderData.services } : {}) });
  const travelTypesQuery = useQuery({
    ...queries.travelTypes(),
    ...(loaderData.travelTypes.length ? { initialData: loaderData.travelTypes } : {}),
  });
  const services = servicesQuery.data ?? loaderData.services;
  const travelTypes = travelTypesQuery.data ?? loaderData.travelTypes;

  const allQuery = useQuery({ ...queries.packages(""), enabled: !query.hasFilters && !holdServerError });
  const liveGroups = useMemo(() => (allQuery.data ? groupByService(allQuery.data, services) : null), [allQuery.data, services]);
  const groups = useSharedGroups(liveGroups ?? seeded?.groups ?? null);

  // "Load more" pages: the first page, then each `next` page the visitor asked for.
  const [extraPages, setExtraPages] = useState(0);
  useEffect(() => setExtraPages(0), [key]);
  const pageNumbers = Array.from({ length: extraPages + 1 }, (_, i) => query.page + i);
  const firstParams = useMemo(() => searchApiParams(query), [query]);
  const storedFirst = useMemo(() => readStoredSearch(key), [key]);
  const pageQueries = useQueries({
    queries: pageNumbers.map((page, i) => ({
      ...queries.searchPackages(searchApiParams(query, page)),
      enabled: query.hasFilters && !holdServerError,
      ...(i === 0 && seeded?.search ? { initialData: seeded.search } : {}),
      ...(i === 0 && !seeded?.search && storedFirst ? { placeholderData: storedFirst } : {}),
    })),
  });
  const first = pageQueries[0]!;
  useEffect(() => {
    if (query.hasFilters && first.data && !first.isPlaceholderData) writeStoredSearch({ key, params: firstParams, data: first.data });
  }, [first.data, first.isPlaceholderData, key, query.hasFilters, firstParams]);

  // SPEC §2: no parameters → top of the page; with parameters → the results, after 100 ms.
  // Not on Back or Forward (the shell returns the visitor to their place) nor on the page the
  // visitor arrived on without parameters (already at the top, or where they scrolled before hydration).
  const resultsRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  const { key: entry } = useLocation();
  useEffect(() => {
    const arrival = entry === "default";
    if (navigationType === "POP" && !arrival) return;
    if (!query.hasParams) {
      if (arrival) return;
      window.scrollTo({ top: 0 });
      return;
    }
    const timer = setTimeout(() => resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }), SCROLL_TO_RESULTS_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new search scrolls; how the visitor got here is read then, and is no reason to scroll again
  }, [key, query.hasParams]);

  const extra = { ...(query.serviceId ? { service_id: query.serviceId } : {}), ...query.passThrough };
  const onSearch = (filters: SearchFilters) => navigate(packagesUrl(filters, extra));

  const retry = () => {
    setRetried((n) => n + 1);
    if (query.hasFilters) void Promise.all(pageQueries.map((q) => q.refetch()));
    else void allQuery.refetch();
  };

  const tags = buildTags(searchParams, query, services, travelTypes);

  let body: React.ReactNode;
  // Without filters the server's groups stay on screen if the client's list fails to refresh.
  const failed = holdServerError || (query.hasFilters ? first.isError : allQuery.isError && !groups);
  if (failed) {
    const error = holdServerError ? null : query.hasFilters ? first.error : allQuery.error;
    body = (
      <ErrorState title={PACKAGES_ERROR_TITLE} message={PACKAGES_ERROR_FALLBACK} onRetry={retry}>
        {error?.message ? <p className="w-full text-sm text-earth-900/60">({error.message})</p> : null}
      </ErrorState>
    );
  } else if (!query.hasFilters) {
    body = groups ? (
      <GroupedResults groups={groups} />
    ) : (
      <CardSkeletonGrid count={6} label="Loading packages" />
    );
  } else if (!first.data) {
    body = <CardSkeletonGrid count={6} label="Loading packages" />;
  } else {
    const loaded = pageQueries.flatMap((q) => q.data?.results ?? []);
    const last = pageQueries[pageQueries.length - 1]!;
    const loadingMore = pageQueries.length > 1 && !last.data && !last.isError;
    const meta = first.data.search_metadata;
    body =
      loaded.length === 0 ? (
        <EmptyState
          title="No packages found"
          message="Try adjusting your search filters or browse all our available packages."
          action={
            <Link
              to="/packages"
              className="rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              Browse All Packages
            </Link>
          }
        />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-earth-900/80" aria-live="polite">
              <strong className="text-earth-900">{first.data.count}</strong> {first.data.count === 1 ? "package" : "packages"} found
            </p>
          </div>
          {meta && !meta.has_exact_matches && meta.message ? (
            <p
              role="status"
              className="mb-6 flex items-start gap-3 rounded-xl border border-savanna-500/40 bg-savanna-100/70 px-4 py-3 text-earth-900"
              data-testid="closest-matches"
            >
              <InfoIcon size={20} className="mt-0.5 shrink-0 text-savanna-700" />
              <span>{meta.message}</span>
            </p>
          ) : null}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="results-grid">
            {loaded.map((pkg, i) => (
              <li key={`${pkg.package_id}-${i}`}>
                <PackageCard pkg={pkg} priority={i === 0} headingLevel={3} residency={residency} />
              </li>
            ))}
          </ul>
          {loadingMore ? <CardSkeletonGrid count={LOAD_MORE_SKELETONS} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" label="Loading more packages" /> : null}
          {last.isError ? (
            <p role="alert" className="mt-6 text-center text-red-800">
              {PACKAGES_ERROR_FALLBACK}{" "}
              <button type="button" onClick={() => void last.refetch()} className="font-semibold underline">
                Try Again
              </button>
            </p>
          ) : null}
          {last.data?.next && !loadingMore ? (
            <div className="mt-10 flex justify-center">
              <button
                type="button"
                onClick={() => setExtraPages((n) => n + 1)}
                className="rounded-full border-2 border-acacia-700 px-6 py-2.5 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
              >
                Load more packages
              </button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <main id="main-content">
      <PageHero
        title="Find your next journey"
        subtitle="Safaris, beaches, honeymoons and group trips across Kenya and beyond, with prices for your residency."
        imageKey={HERO}
        imageAlt=""
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Packages" }]}
      />
      <div className="relative z-10 mx-auto -mt-4 max-w-7xl md:-mt-12 px-4 sm:px-6 lg:px-8">
        <SearchBar
          redirect={false}
          initial={query.filters}
          onSearch={onSearch}
          onChange={onSearch}
          travelTypes={travelTypes}
        />
      </div>
      <section
        ref={resultsRef}
        aria-labelledby="results-heading"
        className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6 lg:px-8"
        data-testid="results"
      >
        <h2 id="results-heading" className="sr-only">
          {query.hasFilters ? "Search results" : "All packages by service"}
        </h2>
        {tags.length ? (
          <div className="mb-6">
            <FilterTags tags={tags} clearTo="/packages" />
          </div>
        ) : null}
        {body}
      </section>
    </main>
  );
}

function GroupedResults({ groups }: { groups: ServiceGroup[] }) {
  if (groups.length === 0) {
    return (
      <EmptyState
        title="No packages found"
        message="Try adjusting your search filters or browse all our available packages."
      />
    );
  }
  return (
    <div className="space-y-14" data-testid="grouped-results">
      {groups.map((group, gi) => (
        <section key={group.id} aria-labelledby={`service-${group.id}`} data-testid="service-group">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3 border-b border-earth-900/10 pb-3">
            <div>
              <h2 id={`service-${group.id}`} className="font-display text-2xl font-semibold text-earth-900 md:text-3xl">
                {group.title}
              </h2>
              <p className="mt-1 text-sm text-earth-900/70">
                {group.count} {group.count === 1 ? "package" : "packages"}
              </p>
            </div>
            {group.id !== "other" ? (
              <Link
                to={`/packages?service_id=${group.id}`}
                className="rounded text-sm font-semibold text-acacia-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-acacia-700"
                aria-label={`View only ${group.title} packages`}
              >
                View only these
              </Link>
            ) : null}
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {/* The full list of a service is one click away: groups stay short however large the catalogue. */}
            {group.packages.map((pkg, i) => (
              <li key={pkg.package_id}>
                <PackageCard pkg={pkg} priority={gi === 0 && i === 0} headingLevel={3} />
              </li>
            ))}
          </ul>
          {group.count > group.packages.length && group.id !== "other" ? (
            <p className="mt-5 text-center">
              <Link
                to={`/packages?service_id=${group.id}`}
                className="inline-flex items-center gap-2 rounded-full border-2 border-acacia-700 px-5 py-2 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
                data-testid="group-see-all"
              >
                See all {group.count} {group.title} packages
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function buildTags(params: URLSearchParams, query: PackagesQuery, services: ApiService[], travelTypes: ApiTravelType[]): FilterTag[] {
  const tags: FilterTag[] = [];
  const f = query.filters;
  const add = (param: string, label: string, value: string) => tags.push({ param, label, value, removeTo: withoutParams(params, param) });
  if (f.destinations) add("destinations", "Destination", f.destinations);
  if (f.travel_type) add("travel_type", "Travel type", travelTypes.find((t) => t.value === f.travel_type)?.name ?? f.travel_type);
  if (f.start_date) add("start_date", "From", formatIsoDay(f.start_date));
  if (f.end_date) add("end_date", "Until", formatIsoDay(f.end_date));
  if (f.residency) add("residency", "Residency", RESIDENCY_LABELS[toInquiryResidency(f.residency)!]);
  if (query.serviceId) {
    const service = services.find((s) => String(s.service_id ?? s.id) === query.serviceId);
    add("service_id", "Service", service?.name ?? query.serviceId);
  }
  for (const [k, v] of Object.entries(query.passThrough)) add(k, k.replace(/_/g, " "), v);
  return tags;
}
