/**
 * The "Package Not Found" state of /packages/{id}: a missing id (404) or a catalogue that could not
 * be read (503). The route's meta gives the page the same title and description.
 */
import { Link } from "#app/lib/i18n/link.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { EmptyState } from "#app/components/states.tsx";

export const NOT_FOUND_TITLE = "Package Not Found";
export const NOT_FOUND_MESSAGE = "The package you're looking for doesn't exist or has been removed.";

export function PackageNotFound() {
  return (
    <main id="main-content">
      <PageHero title={NOT_FOUND_TITLE} imageKey="headers/packages" breadcrumbs={[{ label: "Home", to: "/" }, { label: "Packages", to: "/packages" }, { label: NOT_FOUND_TITLE }]} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <EmptyState
          title={NOT_FOUND_TITLE}
          message={NOT_FOUND_MESSAGE}
          action={
            <Link
              to="/packages"
              className="rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              Browse All Packages
            </Link>
          }
        />
      </div>
    </main>
  );
}
