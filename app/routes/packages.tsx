/**
 * /packages: hero, search bar, active filter tags and results (SPEC §2).
 *
 * The server renders the first results for the URL (so the page works without
 * JavaScript); after hydration, filter changes only change the query string and
 * the results come from the package search API through the query cache
 * (queries.searchPackages: retry 2, 1 s apart). Without filters, packages are
 * grouped by service in the fixed service order (six each, with the count and
 * a link to the rest, so the page stays small at any catalogue size; the browser's cache holds
 * those groups, never the whole catalogue: decision 0071); with filters, a grid
 * with "Load more" following the API's `next` link.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { redirect, useLocation, useNavigate, useNavigationType, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ApiPackageSearch, ApiService, ApiTravelType } from "#domain/api-types.ts";
import { compareExact } from "#domain/formatting.ts";
import { toInquiryResidency } from "#domain/residency.ts";
import type { PackageSearchFilters } from "#domain/package-filters.ts";
import { FilterTags } from "#app/components/filter-tags.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { SearchBar } from "#app/components/search-bar.tsx";
import { CardSkeletonGrid, ErrorState } from "#app/components/states.tsx";
import { apiPaths } from "#app/lib/api.ts";
import { groupByService } from "#domain/package-groups.ts";
import { buildTags } from "#app/site/packages/filter-tags.ts";
import { GroupedResults } from "#app/site/packages/grouped-results.tsx";
import { PACKAGES_ERROR_FALLBACK, PACKAGES_ERROR_MESSAGE, PACKAGES_ERROR_TITLE, SearchResults } from "#app/site/packages/search-results.tsx";
import { usePackageResults } from "#app/site/packages/use-package-results.ts";
import { queries } from "#app/lib/queries.ts";
import {
  SEARCH_PAGE_SIZE,
  packagesUrl,
  parsePackagesQuery,
  searchApiParams,
  type PackagesQuery,
  type SearchFilters,
} from "#app/lib/search-params.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { itemList } from "#domain/structured-data.ts";
import type { Route } from "./+types/packages";
import { siteOf } from "../lib/areas.ts";
import { useLocalize } from "#app/lib/i18n/link.tsx";
import { localizePath, splitLocalePath } from "#domain/locales.ts";

const HERO = "headers/packages";
export const SCROLL_TO_RESULTS_MS = 100;

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Safari and Holiday Packages`),
    description: i18n._(
      msg`Browse our safaris, beach holidays, honeymoons, team-building retreats, pilgrimages and charters, priced for Kenya residents, East Africans and international visitors. Search by destination, travel type and dates.`,
    ),
    path: "/packages",
    origin: data?.origin,
    image: HERO,
    breadcrumbs: [{ name: i18n._(msg`Packages`), path: "/packages" }],
    jsonLd: [
      itemList(
        data?.origin ?? "",
        i18n._(msg`Packages`),
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

export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not request.url: React Router 8 passes the raw request (a client navigation's `.data`
  // path and its `_routes` parameter); `url` is the page's own.
  // The search form submitted without JavaScript sends its empty fields too: keep only non-empty ones.
  if ([...url.searchParams.values()].some((v) => v.trim() === "")) {
    const clean = new URLSearchParams([...url.searchParams].filter(([, v]) => v.trim() !== ""));
    throw redirect(localizePath(clean.toString() ? `/packages?${clean}` : "/packages", splitLocalePath(url.pathname).locale));
  }
  const query = parsePackagesQuery(url.searchParams);
  const key = queryKeyOf(url.searchParams);
  const [services, travelTypes] = await Promise.all([
    siteOf(context).catalogue.services().catch(() => [] as ApiService[]),
    siteOf(context).catalogue.travelTypes().catch(() => [] as ApiTravelType[]),
  ]);
  const base = { key, origin: siteOf(context).origin, services, travelTypes };

  if (!query.hasFilters) {
    try {
      // Only what the page shows: six cards per service, not the whole catalogue.
      return { ...base, groups: groupByService(await siteOf(context).catalogue.packages(), services), search: null, error: null };
    } catch {
      return { ...base, groups: null, search: null, error: PACKAGES_ERROR_FALLBACK };
    }
  }
  try {
    const { results, metadata } = await siteOf(context).catalogue.searchPackages(catalogueFilters(query));
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

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const query = useMemo(() => parsePackagesQuery(searchParams), [searchParams]);
  // Cards price for the residency searched for, so one list never mixes currencies (decision 0045).
  const residency = toInquiryResidency(searchParams.get("residency"));
  const key = queryKeyOf(searchParams);
  const seeded = loaderData.key === key ? loaderData : null;

  const servicesQuery = useQuery({ ...queries.services(), ...(loaderData.services.length ? { initialData: loaderData.services } : {}) });
  const travelTypesQuery = useQuery({
    ...queries.travelTypes(),
    ...(loaderData.travelTypes.length ? { initialData: loaderData.travelTypes } : {}),
  });
  const services = servicesQuery.data ?? loaderData.services;
  const travelTypes = travelTypesQuery.data ?? loaderData.travelTypes;

  const results = usePackageResults(query, key, seeded);

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
  const onSearch = (filters: SearchFilters) => navigate(localize(packagesUrl(filters, extra)));

  const tags = buildTags(searchParams, query, services, travelTypes, i18n);

  let body: React.ReactNode;
  if (results.failed) {
    body = (
      <ErrorState title={i18n._(PACKAGES_ERROR_TITLE)} message={i18n._(PACKAGES_ERROR_MESSAGE)} onRetry={results.retry}>
        {results.error?.message ? <p className="w-full text-sm text-earth-900/60">({results.error.message})</p> : null}
      </ErrorState>
    );
  } else if (!query.hasFilters) {
    body = results.groups ? <GroupedResults groups={results.groups} /> : <CardSkeletonGrid count={6} label={t`Loading packages`} />;
  } else {
    body = <SearchResults pages={results.pages} residency={residency} onLoadMore={results.loadMore} />;
  }

  return (
    <main id="main-content">
      <PageHero
        title={t`Find your next journey`}
        subtitle={t`Safaris, beaches, honeymoons and group trips across Kenya and beyond, with prices for your residency.`}
        imageKey={HERO}
        imageAlt=""
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Packages` }]}
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
          {query.hasFilters ? <Trans>Search results</Trans> : <Trans>All packages by service</Trans>}
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
