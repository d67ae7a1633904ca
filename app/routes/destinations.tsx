/**
 * /destinations (SPEC §2): every destination in continent order (SPEC §9; the
 * catalogue already returns that order; each card names its continent), with the popular (default) / hidden gems filter of SPEC §4 kept in the URL
 * (?type=hidden) so a filtered list can be shared and renders on the server.
 */
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import type { MessageDescriptor } from "@lingui/core";
import { type ShouldRevalidateFunctionArgs, data, useSearchParams } from "react-router";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiDestinationSummary } from "#domain/api-types.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { itemList } from "#domain/structured-data.ts";
import { queries } from "#app/lib/queries.ts";
import { useCachedQuery } from "#app/lib/cache/index.ts";
import { type ListStatus, cachedOrPending, listStatus } from "#app/lib/cached-or-pending.ts";
import { DestinationCard } from "#app/components/destination-card.tsx";
import { CatalogueCta } from "#app/components/catalogue-cta.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { CardSkeletonGrid, EmptyState, ErrorState } from "#app/components/states.tsx";
import type { Route } from "./+types/destinations";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/destinations";

export type DestinationFilter = "popular" | "hidden";

export const FILTERS: Array<{ value: DestinationFilter; label: MessageDescriptor; blurb: MessageDescriptor }> = [
  { value: "popular", label: msg`Popular`, blurb: msg`The parks, beaches and cities our travellers ask for most.` },
  { value: "hidden", label: msg`Hidden gems`, blurb: msg`Quieter corners with fewer vehicles and big rewards.` },
];

export function filterFromParams(params: URLSearchParams): DestinationFilter {
  return params.get("type") === "hidden" ? "hidden" : "popular";
}

export async function loader({ context }: Route.LoaderArgs) {
  // null, not [], when the read fails: SPEC §8 "Unable to Load Destinations", never cached as data.
  const destinations = await siteOf(context).catalogue.destinations().catch(() => null);
  return data({ origin: siteOf(context).origin, destinations }, { status: destinations ? 200 : 503 });
}

export async function clientLoader() {
  return { origin: window.location.origin, destinations: cachedOrPending(queries.destinations()) };
}

/** Switching the filter only changes ?type, which the loader does not read. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete("type");
    b.delete("type");
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Destinations: Kenya, East Africa and beyond`),
    description: i18n._(
      msg`Explore safari parks, beaches, mountains and cities in Kenya, East Africa and around the world, from the Maasai Mara to Zanzibar, with packages for every budget.`,
    ),
    path: "/destinations",
    origin: loaderData?.origin,
    image: HEADER,
    breadcrumbs: [{ name: i18n._(msg`Destinations`), path: "/destinations" }],
    jsonLd: [
      itemList(
        loaderData?.origin ?? "",
        i18n._(msg`Destinations`),
        (loaderData?.destinations ?? []).map((d) => ({ name: d.name, path: `/destinations/${d.destination_id}` })),
      ),
    ],
  });
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const { data: destinations, query } = useCachedQuery(queries.destinations(), loaderData.destinations);
  const status = listStatus(loaderData.destinations, destinations, query);
  const { t } = useLingui();
  return (
    <main id="main-content">
      <PageHero
        title={t`Destinations`}
        subtitle={t`From the plains of the Maasai Mara to the spice islands of Zanzibar, and on to the far corners of the world.`}
        imageKey={HEADER}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Destinations` }]}
      />
      <DestinationsBody status={status} destinations={destinations ?? []} filter={filter} />
      {status === "ready" ? (
        <CatalogueCta
          title={t`Dreaming of somewhere not on the list?`}
          message={t`We plan trips to every corner of East Africa and far beyond. Tell us where you'd like to go and our planners will put an itinerary together.`}
          primary={{ label: t`Send an inquiry`, to: "/contact" }}
          secondary={{ label: t`Browse packages`, to: "/packages" }}
        />
      ) : null}
    </main>
  );
}

export function DestinationsBody({
  status,
  destinations,
  filter,
}: {
  status: ListStatus;
  destinations: ApiDestinationSummary[];
  filter: DestinationFilter;
}) {
  const shown = destinations.filter((d) => (d.destination_type === "hidden" ? "hidden" : "popular") === filter);
  const active = FILTERS.find((f) => f.value === filter)!;
  const { i18n, t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6 lg:px-8">
      {/* The filter is no use while the list is loading or failed. */}
      <div className={`flex flex-col gap-6 md:flex-row md:items-end md:justify-between ${status === "error" ? "hidden" : ""}`}>
        <div>
          <h2 className="font-display text-3xl font-semibold text-earth-900 sm:text-4xl">
            {filter === "hidden" ? <Trans>Hidden gems</Trans> : <Trans>Popular destinations</Trans>}
          </h2>
          <p className="mt-2 max-w-xl text-stone-700">{i18n._(active.blurb)}</p>
        </div>
        <nav aria-label={t`Destination type`} className="inline-flex self-start rounded-full bg-white p-1 shadow-sm ring-1 ring-earth-900/10 md:self-auto">
          {FILTERS.map((f) => {
            const current = f.value === filter;
            return (
              <Link
                key={f.value}
                to={f.value === "popular" ? "/destinations" : "/destinations?type=hidden"}
                preventScrollReset
                replace
                aria-current={current ? "page" : undefined}
                data-filter={f.value}
                className={`rounded-full px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-600 ${
                  current ? "bg-acacia-700 text-white shadow" : "text-earth-900 hover:bg-savanna-100"
                }`}
              >
                {i18n._(f.label)}
              </Link>
            );
          })}
        </nav>
      </div>

      <div className="mt-10">
        {status === "loading" ? (
          <CardSkeletonGrid count={6} label={t`Loading destinations`} />
        ) : status === "error" ? (
          <ErrorState
            title={t`Unable to Load Destinations`}
            message={t`We couldn't reach our destination list just now. Please check your connection and try again.`}
            onRetry={() => window.location.reload()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t`No Destinations Available`}
            message={
              filter === "hidden"
                ? t`We have no hidden gems listed right now. Take a look at our popular destinations instead.`
                : t`Our destination list is being updated. Please check back soon.`
            }
            action={
              filter === "hidden" ? (
                <Link to="/destinations" preventScrollReset replace className="rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white hover:bg-acacia-900">
                  <Trans>Show popular destinations</Trans>
                </Link>
              ) : null
            }
          />
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              <Plural value={shown.length} one="# destination shown" other="# destinations shown" />
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="destination-grid">
              {shown.map((d) => (
                <li key={d.id}>
                  <DestinationCard destination={d} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
