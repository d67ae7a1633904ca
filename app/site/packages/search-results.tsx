/**
 * /packages with filters: the count, the closest-matches notice, the grid of the pages loaded so far,
 * and "Load more" following the API's `next` link (SPEC §2: 3 more skeletons while it loads).
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiPackageSearch } from "#domain/api-types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { InfoIcon } from "#app/components/icons.tsx";
import { PackageCard } from "#app/components/package-card.tsx";
import { CardSkeletonGrid, EmptyState } from "#app/components/states.tsx";

export const LOAD_MORE_SKELETONS = 3;
export const PACKAGES_ERROR_TITLE = "Oops! Something went wrong";
export const PACKAGES_ERROR_FALLBACK = "Unable to load packages at the moment.";

export function SearchResults({
  pages,
  residency,
  onLoadMore,
}: {
  pages: UseQueryResult<ApiPackageSearch>[];
  /** Cards price for the residency searched for, so one list never mixes currencies (decision 0045). */
  residency: InquiryResidency | undefined;
  onLoadMore(): void;
}) {
  const first = pages[0]!;
  if (!first.data) return <CardSkeletonGrid count={6} label="Loading packages" />;
  const loaded = pages.flatMap((q) => q.data?.results ?? []);
  const last = pages[pages.length - 1]!;
  const loadingMore = pages.length > 1 && !last.data && !last.isError;
  const meta = first.data.search_metadata;
  if (loaded.length === 0) {
    return (
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
    );
  }
  return (
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
            onClick={onLoadMore}
            className="rounded-full border-2 border-acacia-700 px-6 py-2.5 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
          >
            Load more packages
          </button>
        </div>
      ) : null}
    </>
  );
}
