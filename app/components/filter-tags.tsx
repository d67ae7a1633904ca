/**
 * The active filters of /packages as removable tags (SPEC §2). Each tag is a
 * link to the same search without that filter, so removing works without
 * JavaScript too.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import { CloseIcon } from "./icons.tsx";

export interface FilterTag {
  /** The query parameter(s) the tag stands for. */
  param: string;
  label: string;
  value: string;
  /** Where removing it leads. */
  removeTo: string;
}

export function FilterTags({ tags, clearTo }: { tags: FilterTag[]; clearTo: string }) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-tags">
      <h2 className="me-1 text-sm font-semibold text-earth-900/80">
        <Trans>Filters:</Trans>
      </h2>
      <ul className="contents">
        {tags.map((tag) => (
          <li key={tag.param}>
            <Link
              to={tag.removeTo}
              preventScrollReset
              aria-label={t`Remove filter ${tag.label}: ${tag.value}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-acacia-600/30 bg-white py-1.5 ps-3 pe-2 text-sm text-earth-900 shadow-sm transition hover:border-acacia-600 hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
              data-param={tag.param}
            >
              <span className="font-medium opacity-80">
                <Trans>{tag.label}:</Trans>
              </span>
              <span className="font-semibold">{tag.value}</span>
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      {tags.length > 1 ? (
        <Link
          to={clearTo}
          preventScrollReset
          className="ms-1 rounded text-sm font-semibold text-savanna-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-acacia-700"
        >
          <Trans>Clear all</Trans>
        </Link>
      ) : null}
    </div>
  );
}
