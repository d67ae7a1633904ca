/**
 * /packages with filters: the count, the closest-matches notice, the grid of the pages loaded so far,
 * and "Load more" following the API's `next` link (SPEC §2: 3 more skeletons while it loads).
 */
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiPackageSearch } from "#domain/api-types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { InfoIcon } from "#app/components/page-icons.tsx";
import { PackageCard } from "#app/components/package-card.tsx";
import { CardSkeletonGrid, EmptyState } from "#app/components/states.tsx";

export const LOAD_MORE_SKELETONS = 3;
export const PACKAGES_ERROR_TITLE = msg`Oops! Something went wrong`;
/** The loader's marker that the packages could not be read (English; the page shows PACKAGES_ERROR_MESSAGE). */
export const PACKAGES_ERROR_FALLBACK = "Unable to load packages at the moment.";
export const PACKAGES_ERROR_MESSAGE = msg`Unable to load packages at the moment.`;

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
  const { i18n, t } = useLingui();
  const first = pages[0]!;
  if (!first.data) return <CardSkeletonGrid count={6} label={t`Loading packages`} />;
  const loaded = pages.flatMap((q) => q.data?.results ?? []);
  const last = pages[pages.length - 1]!;
  const loadingMore = pages.length > 1 && !last.data && !last.isError;
  const meta = first.data.search_metadata;
  if (loaded.length === 0) {
    return (
      <EmptyState
        title={t`No packages found`}
        message={t`Try adjusting your search filters or browse all our available packages.`}
        action={
          <Link
            to="/packages"
            className="rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
          >
            <Trans>Browse All Packages</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-earth-900/80" aria-live="polite">
          <FoundCount count={first.data.count} />
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
      {loadingMore ? <CardSkeletonGrid count={LOAD_MORE_SKELETONS} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" label={t`Loading more packages`} /> : null}
      {last.isError ? (
        <p role="alert" className="mt-6 text-center text-red-800">
          {i18n._(PACKAGES_ERROR_MESSAGE)}{" "}
          <button type="button" onClick={() => void last.refetch()} className="font-semibold underline">
            <Trans>Try Again</Trans>
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
            <Trans>Load more packages</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}

/** "<strong>3</strong> packages found". */
function FoundCount({ count }: { count: number }) {
  return (
    <Trans>
      <strong className="text-earth-900">{count}</strong> <Plural value={count} one="package found" other="packages found" />
    </Trans>
  );
}
