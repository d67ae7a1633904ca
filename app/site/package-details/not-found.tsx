/**
 * The "Package Not Found" state of /packages/{id}: a missing id (404) or a catalogue that could not
 * be read (503). The route's meta gives the page the same title and description.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { EmptyState } from "#app/components/states.tsx";

export const NOT_FOUND_TITLE = msg`Package Not Found`;
export const NOT_FOUND_MESSAGE = msg`The package you're looking for doesn't exist or has been removed.`;

export function PackageNotFound() {
  const { i18n, t } = useLingui();
  const title = i18n._(NOT_FOUND_TITLE);
  return (
    <main id="main-content">
      <PageHero title={title} imageKey="headers/packages" breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Packages`, to: "/packages" }, { label: title }]} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <EmptyState
          title={title}
          message={i18n._(NOT_FOUND_MESSAGE)}
          action={
            <Link
              to="/packages"
              className="rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              <Trans>Browse All Packages</Trans>
            </Link>
          }
        />
      </div>
    </main>
  );
}
