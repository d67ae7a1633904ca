/**
 * The main services in their fixed order (SPEC §1); each card's Explore More
 * opens /packages?travel_type={service name}.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiService } from "#domain/api-types.ts";
import { serviceRank } from "#domain/services.ts";
import { ArrowRightIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { EmptyState, ErrorState } from "../states.tsx";
import { SectionHeading } from "./section-heading.tsx";

export function exploreServiceHref(name: string): string {
  return `/packages?${new URLSearchParams({ travel_type: name }).toString()}`;
}

export function inServiceOrder(services: ApiService[]): ApiService[] {
  return [...services].sort((a, b) => serviceRank(a) - serviceRank(b));
}

export function ServicesGrid({ services }: { services: ApiService[] | null }) {
  const { t } = useLingui();
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-savanna-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          eyebrow={t`What we do`}
          title={t`Our Services`}
          intro={t`From the first game drive to the last boarding pass, one team plans every part of the trip.`}
          aside={
            <Link to="/services" className="inline-flex items-center gap-2 font-semibold text-acacia-700 hover:underline focus-visible:outline-2 focus-visible:outline-acacia-700">
              <Trans>All services</Trans> <ArrowRightIcon size={18} />
            </Link>
          }
        />
        <div className="mt-10">
          {services === null ? (
            <ErrorState title={t`Unable to Load Services`} message={t`Please try again in a moment.`} onRetry={() => window.location.reload()} />
          ) : services.length === 0 ? (
            <EmptyState title={t`No Services Available`} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {inServiceOrder(services).map((service) => (
                <li key={service.service_id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function ServiceCard({ service }: { service: ApiService }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/10 transition hover:-translate-y-1 hover:shadow-xl" data-testid="service-card">
      <div className="relative aspect-[2/1] overflow-hidden bg-savanna-100 sm:aspect-[16/10] [&>picture]:block [&>picture]:h-full">
        {service.image_url ? (
          <Picture
            src={service.image_url}
            alt=""
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-earth-900/50 to-transparent" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-xl font-semibold leading-snug text-earth-900">{service.name}</h3>
        <p className="mt-2 line-clamp-3 flex-1 leading-relaxed text-earth-900/75">{service.description}</p>
        <Link
          to={exploreServiceHref(service.name)}
          className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-savanna-100 px-4 py-2 text-sm font-semibold text-savanna-700 transition group-hover:bg-acacia-700 group-hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
        >
          <Trans>Explore More</Trans>
          <span className="sr-only">: {service.name}</span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
