/**
 * Deals & Offers (SPEC §2, §4, §9): the is_deal packages in a horizontal
 * carousel of cards 280-320 px wide; each arrow click scrolls 320 px.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiPackageSummary } from "#domain/api-types.ts";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, TagIcon } from "../icons.tsx";
import { PackageCard } from "../package-card.tsx";
import { EmptyState } from "../states.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** SPEC §9: 320 px per arrow click. */
export const DEALS_SCROLL_STEP_PX = 320;

export function DealsCarousel({ deals }: { deals: ApiPackageSummary[] | null }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const { t } = useLingui();

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () =>
      setEdges({ start: track.scrollLeft <= 2, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 2 });
    update();
    track.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      track.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [deals?.length]);

  const scroll = (direction: 1 | -1) => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    trackRef.current?.scrollBy({ left: direction * DEALS_SCROLL_STEP_PX, behavior: reduce ? "instant" : "smooth" });
  };

  const arrowClass =
    "flex h-12 w-12 items-center justify-center rounded-full bg-white text-acacia-900 shadow-sm ring-1 ring-earth-900/15 transition hover:bg-acacia-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700";
  const hasDeals = !!deals && deals.length > 0;

  return (
    <section id="deals" aria-labelledby="deals-heading" className="bg-gradient-to-b from-savanna-100/70 to-savanna-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="deals-heading"
          eyebrow={t`Limited-time savings`}
          title={t`Deals & Offers`}
          intro={t`Seasonal rates and bonus nights on trips we love. When they are gone, they are gone.`}
          aside={
            hasDeals ? (
              <div className="flex gap-3">
                <button type="button" className={arrowClass} aria-label={t`Scroll deals left`} aria-controls="deals-track" onClick={() => scroll(-1)} disabled={edges.start}>
                  <ChevronLeftIcon size={22} />
                </button>
                <button type="button" className={arrowClass} aria-label={t`Scroll deals right`} aria-controls="deals-track" onClick={() => scroll(1)} disabled={edges.end}>
                  <ChevronRightIcon size={22} />
                </button>
              </div>
            ) : null
          }
        />
        <div className="mt-10">
          {hasDeals ? (
            <ul
              id="deals-track"
              ref={trackRef}
              aria-label={t`Deals`}
              data-testid="deals-track"
              className="-mx-4 flex gap-5 overflow-x-auto scroll-smooth px-4 pb-6 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 [&::-webkit-scrollbar]:hidden"
            >
              {deals.map((pkg) => (
                <li key={pkg.package_id} className="w-[280px] shrink-0 sm:w-[300px] lg:w-[320px]" data-testid="deal-card">
                  <PackageCard pkg={pkg} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<TagIcon size={28} />}
              title={t`No deals right now`}
              message={t`New offers land every season. Meanwhile, every one of our packages is ready to book.`}
              action={
                <Link
                  to="/packages"
                  className="inline-flex items-center gap-2 rounded-full bg-acacia-700 px-5 py-2.5 font-semibold text-white hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
                >
                  <Trans>Browse All Packages</Trans> <ArrowRightIcon size={18} />
                </Link>
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
