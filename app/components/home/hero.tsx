/**
 * The home hero (SPEC §2): a full-bleed slider advancing every 5 s (only to
 * loaded images, no captions), the taglines and the two buttons that scroll
 * to the deals and to the search bar. The first slide is the page's LCP image.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApiSliderImage } from "#domain/api-types.ts";
import { useMemo } from "react";
import { scrollToId } from "../../lib/scroll.ts";
import { slideAltText } from "../../lib/slider-fallback-slides.ts";
import { ImageSlider } from "../image-slider.tsx";
import { ArrowRightIcon, SearchIcon, TagIcon } from "../icons.tsx";

/** SPEC §9: hero slider interval. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_SIZES = "100vw";

/** The hero's tagline in English (the component shows it in the page's language). */
export const TAGLINE = "Inspire, Create, Propel";

export function heroImages(slides: ApiSliderImage[] | null | undefined) {
  // Primary slide first; captions are never shown (SPEC §2).
  return [...(slides ?? [])]
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
    .map((s) => ({ src: s.image_url, alt: s.alt || "Travel scene from Kenya" }))
    .filter((s) => Boolean(s.src));
}

export function HomeHero({ images }: { images: Array<{ src: string; alt: string }> }) {
  const { t, i18n } = useLingui();
  const slides = useMemo(() => images.map((image) => ({ ...image, alt: slideAltText(i18n, image.alt) })), [images, i18n]);
  return (
    <section aria-labelledby="hero-heading" className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-acacia-900 md:min-h-[min(100svh,56rem)] md:items-center">
      {/* No slides at all (an install without pictures, decision 0032): the plain dark band. */}
      {images.length > 0 ? (
        <div className="absolute inset-0 -z-10">
          <ImageSlider
            images={slides}
            intervalMs={HERO_INTERVAL_MS}
            priorityFirst
            sizes={HERO_SIZES}
            showDots
            label={t`Featured journeys`}
            className="h-full w-full"
            dotsClassName="bottom-16 md:bottom-20"
            overlay={
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 bg-gradient-to-t from-earth-900/90 via-earth-900/45 to-earth-900/35 md:bg-gradient-to-r md:from-earth-900/85 md:via-earth-900/45 md:to-earth-900/10"
              />
            }
          />
        </div>
      ) : null}
      {/* The text box lets clicks through to the slider's dots below it. */}
      <div className="pointer-events-none relative mx-auto w-full max-w-7xl px-4 pb-24 pt-32 sm:px-6 md:pb-20 lg:px-8">
        <div className="pointer-events-auto max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.28em] text-savanna-100 ring-1 ring-white/20 backdrop-blur-sm sm:text-sm">
            {t`Inspire, Create, Propel`}
          </p>
          <h1 id="hero-heading" className="mt-5 font-display text-5xl font-semibold leading-[1.02] text-white drop-shadow md:text-7xl">
            {t`Your Journey Begins`}
          </h1>
          <figure className="mt-6 border-s-4 border-savanna-500 ps-5">
            {/* An original line about travel. */}
            <blockquote className="font-display text-lg italic leading-relaxed text-white/90 md:text-xl">“{t`Travel is the one purchase that leaves you richer: in stories, in friendships, and in the quiet wonder of a savanna sunrise.`}”</blockquote>
          </figure>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => scrollToId("deals", { focus: true })}
              className="inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-savanna-500 px-6 py-3.5 sm:flex-none text-base font-semibold text-earth-900 shadow-lg shadow-earth-900/30 transition hover:bg-savanna-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <TagIcon size={19} />
              <Trans>Deals &amp; Offers</Trans>
            </button>
            <button
              type="button"
              onClick={() => scrollToId("search", { focus: true })}
              className="inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-full border-2 border-white/85 px-6 py-3 sm:flex-none text-base font-semibold text-white backdrop-blur-sm transition hover:bg-white hover:text-acacia-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <SearchIcon size={19} />
              <Trans>Find Now</Trans>
              <ArrowRightIcon size={18} />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
