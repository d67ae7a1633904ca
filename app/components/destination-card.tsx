/**
 * A destination in the list: picture, continent, a hidden-gem badge, the description
 * cut at 100 characters (SPEC §9) and how many packages go there. The whole
 * card is one link to /destinations/{id}.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { defineMessage, msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiDestinationSummary } from "#domain/api-types.ts";
import { DESTINATION_DESCRIPTION_MAX, truncate } from "#app/lib/text.ts";
import { Picture } from "./picture.tsx";
import { continentText } from "#app/lib/i18n/domain-labels.ts";

export const DESTINATION_TYPE_LABELS = { popular: "Popular", hidden: "Hidden gem" } as const;
/** The same labels in the page's language: `i18n._(DESTINATION_TYPE_MESSAGES.hidden)`. */
export const DESTINATION_TYPE_MESSAGES: Record<keyof typeof DESTINATION_TYPE_LABELS, MessageDescriptor> = { popular: msg`Popular`, hidden: msg`Hidden gem` };

export function destinationImage(d: ApiDestinationSummary): { src: string; alt: string } | null {
  const primary = d.images.find((i) => i.is_primary) ?? d.images[0];
  if (primary) return { src: primary.image || primary.image_url, alt: primary.alt || d.name };
  return d.primary_image_url ? { src: d.primary_image_url, alt: d.name } : null;
}

/** "5 packages", or "Tailor-made trips" for none; in the page's language when given its i18n. */
export function packageCountLabel(count: number, i18n?: I18n): string {
  if (!i18n) return count === 0 ? "Tailor-made trips" : `${count} ${count === 1 ? "package" : "packages"}`;
  if (count === 0) return i18n._(msg`Tailor-made trips`);
  return i18n._(defineMessage({ message: plural(count, { one: "# package", other: "# packages" }) }));
}

export function DestinationCard({ destination, priority = false }: { destination: ApiDestinationSummary; priority?: boolean }) {
  const image = destinationImage(destination);
  const { i18n } = useLingui();
  const continent = destination.continents[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/5 transition duration-300 hover:-translate-y-1 hover:shadow-xl focus-within:ring-2 focus-within:ring-acacia-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[4/3] overflow-hidden bg-savanna-100">
        {image ? (
          <Picture
            src={image.src}
            alt={image.alt}
            priority={priority}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-earth-900/60 via-transparent to-transparent" />
        {continent ? (
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-earth-900 shadow">{continentText(i18n, continent)}</span>
        ) : null}
        {destination.destination_type === "hidden" ? (
          <span className="absolute end-3 top-3 rounded-full bg-acacia-900 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white shadow">
            {i18n._(DESTINATION_TYPE_MESSAGES.hidden)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-xl font-semibold text-earth-900">
          <Link
            to={`/destinations/${destination.id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {destination.name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">
          {truncate(destination.description, DESTINATION_DESCRIPTION_MAX)}
        </p>
        <p className="mt-4 flex items-center justify-between border-t border-stone-100 pt-4 text-sm">
          <span className="text-stone-600">{packageCountLabel(destination.package_count, i18n)}</span>
          <span aria-hidden="true" className="font-semibold text-acacia-700 transition group-hover:translate-x-1 motion-reduce:transition-none">
            <Trans>Explore →</Trans>
          </span>
        </p>
      </div>
    </article>
  );
}
