/** /packages without filters: the packages grouped by service, a few cards each with the count and a link to the rest. */
import { Trans, Plural, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ServiceGroup } from "#domain/package-groups.ts";
import { PackageCard } from "#app/components/package-card.tsx";
import { EmptyState } from "#app/components/states.tsx";

export function GroupedResults({ groups }: { groups: ServiceGroup[] }) {
  const { t } = useLingui();
  if (groups.length === 0) {
    return (
      <EmptyState
        title={t`No packages found`}
        message={t`Try adjusting your search filters or browse all our available packages.`}
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
                <Plural value={group.count} one="# package" other="# packages" />
              </p>
            </div>
            {group.id !== "other" ? (
              <Link
                to={`/packages?service_id=${group.id}`}
                className="rounded text-sm font-semibold text-acacia-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-acacia-700"
                aria-label={t`View only ${group.title} packages`}
              >
                <Trans>View only these</Trans>
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
                <GroupSeeAll count={group.count} title={group.title} />
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** "See all 14 Safaris packages": a count and the service's name. */
function GroupSeeAll({ count, title }: { count: number; title: string }) {
  return <Trans>See all {count} {title} packages</Trans>;
}
