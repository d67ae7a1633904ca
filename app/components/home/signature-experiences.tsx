/**
 * Signature Experiences (SPEC §2, §4): the standout packages, one large card
 * at a time. The index wraps at both ends, the arrows are disabled for one
 * item or fewer, and every card runs its own 3 s image slider. The page hides
 * the whole section when the standout fetch fails.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiPackageSummary } from "#domain/api-types.ts";
import { ImageSlider } from "../image-slider.tsx";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, ClockIcon, MapPinIcon } from "../icons.tsx";
import { packageImages } from "../package-card.tsx";
import { FromPrice } from "../price.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** SPEC §9: signature card slider interval. */
export const SIGNATURE_SLIDE_MS = 3000;

/** Wrapping index step (SPEC §4: the signature carousel index wraps around). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function SignatureExperiences({ packages }: { packages: ApiPackageSummary[] }) {
  const [index, setIndex] = useState(0);
  const { t } = useLingui();
  const count = packages.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const arrowsDisabled = count <= 1;
  const go = (step: number) => setIndex((i) => wrapIndex(Math.min(i, count - 1), step, count));
  // Only one card shows at a time: the current one and its neighbours get their content (so a slide
  // in either direction reveals a full card), the rest are empty frames until first visited. On the
  // server that is 3 cards of 12, which keeps the home page's HTML and hydration small.
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => setVisited((v) => (v.has(current) ? v : new Set(v).add(current))), [current]);
  const near = (i: number) => visited.has(i) || i === wrapIndex(current, 1, count) || i === wrapIndex(current, -1, count) || i === current;

  const arrowClass =
    "flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition hover:bg-white hover:text-acacia-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white/10 disabled:hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

  return (
    <section id="signature-experiences" aria-labelledby="signature-heading" className="overflow-hidden bg-acacia-900 py-16 text-white md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="signature-heading"
          dark
          eyebrow={t`Handpicked by our guides`}
          title={t`Signature Experiences`}
          intro={t`The journeys our travellers talk about for years: each one shaped, tested and loved by the team in Nairobi.`}
          aside={
            <div className="flex items-center gap-3">
              <span className="min-w-14 text-center text-sm font-semibold tabular-nums text-white/80" aria-live="polite" data-testid="signature-counter">
                {count > 0 ? `${current + 1} / ${count}` : ""}
              </span>
              <button type="button" className={arrowClass} onClick={() => go(-1)} disabled={arrowsDisabled} aria-label={t`Previous experience`}>
                <ChevronLeftIcon size={22} />
              </button>
              <button type="button" className={arrowClass} onClick={() => go(1)} disabled={arrowsDisabled} aria-label={t`Next experience`}>
                <ChevronRightIcon size={22} />
              </button>
            </div>
          }
        />

        <div className="relative mt-10 overflow-hidden rounded-3xl" role="region" aria-roledescription="carousel" aria-label={t`Signature experiences`}>
          <div
            className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${current * 100}%)` }}
          >
            {packages.map((pkg, i) => (
              <SignatureCard key={pkg.package_id} pkg={pkg} active={i === current} position={i + 1} count={count} filled={near(i)} />
            ))}
          </div>
        </div>

        {count > 1 ? (
          <div className="mt-6 flex justify-center gap-1.5">
            {packages.map((pkg, i) => (
              <button
                key={pkg.package_id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t`Show ${pkg.package_title}`}
                aria-current={i === current ? "true" : undefined}
                className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className={`block h-1.5 rounded-full transition-all ${i === current ? "w-6 bg-savanna-500" : "w-1.5 bg-white/40"}`} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function SignatureCard({ pkg, active, position, count, filled }: { pkg: ApiPackageSummary; active: boolean; position: number; count: number; filled: boolean }) {
  const { t } = useLingui();
  const title = pkg.package_title;
  const slideLabel = t`${position} of ${count}: ${title}`;
  if (!filled) {
    return (
      <div className="w-full shrink-0" role="group" aria-roledescription="slide" aria-label={slideLabel} aria-hidden inert data-testid="signature-card" data-active={false}>
        <div className="h-full min-h-[28rem] rounded-3xl bg-white/95" />
      </div>
    );
  }
  const destinations = pkg.destinations.map((d) => (typeof d === "string" ? d : d.name)).filter(Boolean);
  return (
    // A div: role="group" is not allowed on <article> (axe aria-allowed-role).
    <div
      className="w-full shrink-0"
      role="group"
      aria-roledescription="slide"
      aria-label={slideLabel}
      aria-hidden={!active}
      inert={!active}
      data-testid="signature-card"
      data-active={active}
    >
      <div className="grid overflow-hidden rounded-3xl bg-white text-earth-900 shadow-2xl shadow-black/30 lg:grid-cols-[1.35fr_1fr]">
        <div className="relative aspect-[16/11] lg:aspect-auto lg:min-h-[28rem]">
          <div className="absolute inset-0">
            <ImageSlider
              images={packageImages(pkg)}
              intervalMs={SIGNATURE_SLIDE_MS}
              autoPlay={active}
              sizes="(min-width: 1024px) 58vw, 100vw"
              label={t`Photos of ${title}`}
              className="h-full w-full"
            />
          </div>
          {pkg.ribbon_tag_left ? (
            <span className="pointer-events-none absolute start-4 top-4 z-10 rounded-full bg-savanna-500 px-3 py-1 text-xs font-bold uppercase tracking-wide text-earth-900 shadow">
              {pkg.ribbon_tag_left}
            </span>
          ) : null}
        </div>
        <div className="flex flex-col p-6 md:p-10">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-savanna-700">{pkg.travel_type}</p>
          <h3 className="mt-2 font-display text-2xl font-semibold leading-snug md:text-3xl">{pkg.package_title}</h3>
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-earth-900/75">
            {destinations.length > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPinIcon size={16} className="text-savanna-700" />
                {destinations.slice(0, 3).join(", ")}
              </span>
            ) : null}
            {pkg.duration_days ? (
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon size={16} className="text-savanna-700" />
                <Plural value={pkg.duration_days} one="# day" other="# days" />
              </span>
            ) : null}
          </div>
          <p className="mt-4 line-clamp-4 leading-relaxed text-earth-900/80">{pkg.summary}</p>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-8">
            <FromPrice pkg={pkg} />
            <Link
              to={`/packages/${pkg.package_id}`}
              className="inline-flex items-center gap-2 rounded-full bg-acacia-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              <Trans>View experience</Trans>
              <span className="sr-only">: {pkg.package_title}</span>
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
