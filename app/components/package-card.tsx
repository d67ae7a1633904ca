/**
 * A package in a results grid or carousel (SPEC §2): image slider (5 s),
 * ribbon_tag_left, title, destinations, length and the from-price of SPEC §5.
 * The whole card is one link so it is a single tab stop.
 */
import { memo } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiPackageSummary } from "#domain/api-types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { ImageSlider } from "./image-slider.tsx";
import { MapPinIcon } from "./icons.tsx";
import { FromPrice } from "./price.tsx";

export const PACKAGE_CARD_SLIDE_MS = 5000;

export interface PackageCardProps {
  pkg: ApiPackageSummary;
  /** The page's LCP card: first image loads eagerly. */
  priority?: boolean;
  /** Heading level of the title inside the surrounding page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The residency the list prices for (its currency); the SPEC's default (Kenya residents) without one. */
  residency?: InquiryResidency;
}

export function packageImages(pkg: Pick<ApiPackageSummary, "images" | "package_title">) {
  return pkg.images
    .map((img) => ({ src: img.image_url || img.image, alt: img.alt || pkg.package_title }))
    .filter((img) => Boolean(img.src));
}

/** Memoised: lists re-render when fresh data arrives, and unchanged packages keep their identity. */
export const PackageCard = memo(function PackageCard({ pkg, priority = false, headingLevel = 3, residency }: PackageCardProps) {
  const images = packageImages(pkg);
  const Heading = `h${headingLevel}` as const;
  const destinations = pkg.destinations.map((d) => (typeof d === "string" ? d : d.name)).filter(Boolean);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/10 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-acacia-600"
      data-testid="package-card"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-savanna-100">
        <CardImages images={images} priority={priority} title={pkg.package_title} />
        {pkg.ribbon_tag_left ? (
          <span className="pointer-events-none absolute start-3 top-3 z-10 rounded-full bg-savanna-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white shadow">
            {pkg.ribbon_tag_left}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <Heading className="font-display text-lg font-semibold leading-snug text-earth-900">
          <Link
            to={`/packages/${pkg.package_id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:z-10 after:content-[''] focus:outline-none"
          >
            {pkg.package_title}
          </Link>
        </Heading>
        {destinations.length > 0 ? (
          <p className="flex items-start gap-1.5 text-sm text-earth-900/75">
            <MapPinIcon size={16} className="mt-0.5 shrink-0 text-savanna-600" />
            <span className="line-clamp-1">{destinations.join(" · ")}</span>
          </p>
        ) : null}
        {pkg.summary ? <p className="line-clamp-2 text-sm text-earth-900/80">{pkg.summary}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-earth-900/10 pt-3">
          <FromPrice pkg={pkg} residency={residency} />
          {pkg.duration_days ? (
            <span className="shrink-0 rounded-full bg-savanna-100 px-2.5 py-1 text-xs font-medium text-earth-900">
              <Plural value={pkg.duration_days} one="# day" other="# days" />
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
});

function CardImages({ images, priority, title }: { images: { src: string; alt: string }[]; priority: boolean; title: string }) {
  const { t } = useLingui();
  return (
    <ImageSlider
      images={images}
      intervalMs={PACKAGE_CARD_SLIDE_MS}
      showDots
      priorityFirst={priority}
      sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
      className="h-full w-full"
      label={t`Photos of ${title}`}
      dotsClassName="bottom-2 z-20"
    />
  );
}
