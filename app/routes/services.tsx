/**
 * /services (SPEC §2): the six services in their fixed order, a
 * jump-to-service dropdown that scrolls to a service's section, a 6-card
 * skeleton while loading, and the SPEC §8 failure and empty states.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { useState } from "react";
import { data } from "react-router";
import type { ApiService } from "#domain/api-types.ts";
import { serviceRank } from "#domain/services.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { itemList } from "#domain/structured-data.ts";
import { queries } from "#app/lib/queries.ts";
import { scrollToId } from "#app/lib/scroll.ts";
import { useCachedQuery } from "#app/lib/cache/index.ts";
import { type ListStatus, cachedOrPending, listStatus } from "#app/lib/cached-or-pending.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { CardSkeletonGrid, EmptyState, ErrorState } from "#app/components/states.tsx";
import { ServiceCard, serviceAnchor } from "#app/components/service-card.tsx";
import { CatalogueCta } from "#app/components/catalogue-cta.tsx";
import { ChevronDownIcon } from "#app/components/icons.tsx";
import type { Route } from "./+types/services";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/services";

/** The fixed order of SPEC §1 whatever order the data arrives in. */
export function inServiceOrder(services: readonly ApiService[]): ApiService[] {
  return [...services].sort((a, b) => serviceRank(a) - serviceRank(b));
}

export async function loader({ context }: Route.LoaderArgs) {
  const services = await siteOf(context).catalogue.services().catch(() => null);
  return data({ origin: siteOf(context).origin, services }, { status: services ? 200 : 503 });
}

export async function clientLoader() {
  return { origin: window.location.origin, services: cachedOrPending(queries.services()) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Our Services: safaris, conferences, holidays, honeymoons, pilgrimages and flights`),
    description: i18n._(
      msg`Game drives and safaris, conferences and team building, vacations and adventure, honeymoons, Christian pilgrimages, and air ticketing and charters, all planned from Nairobi.`,
    ),
    path: "/services",
    origin: loaderData?.origin,
    image: HEADER,
    breadcrumbs: [{ name: i18n._(msg`Services`), path: "/services" }],
    jsonLd: [
      itemList(
        loaderData?.origin ?? "",
        i18n._(msg`Services`),
        (loaderData?.services ?? []).map((s) => ({ name: s.name, path: `/services#${serviceAnchor(s)}` })),
      ),
    ],
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { data: services, query } = useCachedQuery(queries.services(), loaderData.services);
  const status = listStatus(loaderData.services, services, query);
  const { t } = useLingui();
  return (
    <main id="main-content">
      <PageHero
        title={t`Our Services`}
        subtitle={t`Six ways we take you further: from the first game drive to the last flight home, planned by people who know East Africa.`}
        imageKey={HEADER}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Services` }]}
      />
      <ServicesBody status={status} services={inServiceOrder(services ?? [])} />
      {status === "ready" ? (
        <CatalogueCta
          title={t`Not sure which service fits your trip?`}
          message={t`Many journeys mix a safari, a beach stay and a flight or two. Tell us what you have in mind and we'll combine the right services for you.`}
          primary={{ label: t`Talk to our team`, to: "/contact" }}
          secondary={{ label: t`See all packages`, to: "/packages" }}
        />
      ) : null}
    </main>
  );
}

export function ServicesBody({ status, services }: { status: ListStatus; services: ApiService[] }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6 lg:px-8">
      {status === "loading" ? (
        <CardSkeletonGrid count={6} label={t`Loading services`} />
      ) : status === "error" ? (
        <ErrorState
          title={t`Unable to Load Services`}
          message={t`We couldn't load our services just now. Please reload the page to try again.`}
          retryLabel={t`Reload`}
          onRetry={() => window.location.reload()}
        />
      ) : services.length === 0 ? (
        <EmptyState title={t`No Services Available`} message={t`Our services are being updated. Please check back soon or send us an inquiry.`} />
      ) : (
        <>
          <JumpToService services={services} />
          <div className="mt-8 space-y-8 md:space-y-12">
            {services.map((s, i) => (
              <ServiceCard key={s.id} service={s} index={i} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** The jump-to-service dropdown: choosing a service scrolls to its section and moves focus there. */
function JumpToService({ services }: { services: ApiService[] }) {
  const [selected, setSelected] = useState("");
  const count = services.length;
  const { t } = useLingui();
  return (
    <div data-sticky-jump-bar="" className="sticky top-20 z-20 -mx-4 bg-savanna-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:bg-white/95 sm:px-5 sm:shadow-sm sm:ring-1 sm:ring-earth-900/5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="hidden text-stone-700 md:block">
          <Trans>
            <span className="font-semibold text-earth-900">{count} services</span>, one team. Pick one to jump straight to it.
          </Trans>
        </p>
        <label htmlFor="jump-to-service" className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <span className="text-sm font-semibold text-earth-900">
            <Trans>Jump to a service</Trans>
          </span>
          <span className="relative">
            <select
              id="jump-to-service"
              value={selected}
              onChange={(e) => {
                const anchor = e.target.value;
                setSelected(anchor);
                if (anchor) scrollToId(anchor, { focus: true });
              }}
              className="w-full appearance-none rounded-full border border-earth-900/20 bg-white py-2.5 ps-4 pe-10 text-earth-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-600 sm:w-80"
            >
              <option value="">{t`Choose a service…`}</option>
              {services.map((s) => (
                <option key={s.id} value={serviceAnchor(s)}>
                  {s.name}
                </option>
              ))}
            </select>
            <ChevronDownIcon size={18} className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-earth-900/70" />
          </span>
        </label>
      </div>
    </div>
  );
}
