/**
 * Auto-advancing image slider (SPEC §4 "Hero slider"): it advances only once
 * the current image has loaded and only to images that have loaded, wraps at
 * the end, and a dot is clickable only for a loaded image; an image that fails
 * to load never becomes selectable. It pauses while hovered or focused and
 * never auto-advances for visitors who prefer reduced motion. No captions.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Picture } from "./picture.tsx";
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from "./icons.tsx";

export interface SliderImage {
  src: string;
  alt: string;
}

export interface ImageSliderProps {
  images: SliderImage[];
  /** Auto-advance interval; SPEC §9 slider default is 2000 ms. */
  intervalMs?: number;
  showDots?: boolean;
  showArrows?: boolean;
  /** The first image is the page's LCP image: eager with high fetch priority. */
  priorityFirst?: boolean;
  sizes?: string;
  /** Classes for the outer box; give it a height or aspect ratio. */
  className?: string;
  /** Accessible name of the slider. */
  label?: string;
  /** Turns auto-advance off (arrows and dots still work). */
  autoPlay?: boolean;
  /** Where the dots sit; the hero lifts them above its own content. */
  dotsClassName?: string;
  /** Drawn over the images but under the arrows and dots (e.g. a contrast scrim). */
  overlay?: ReactNode;
}

type LoadState = "loading" | "loaded" | "failed";

/** Next selectable slide after `from` in `direction`, wrapping; null when no other slide is loaded. */
export function nextLoadedIndex(states: readonly LoadState[], from: number, direction: 1 | -1 = 1): number | null {
  const n = states.length;
  for (let step = 1; step < n; step++) {
    const i = (((from + direction * step) % n) + n) % n;
    if (states[i] === "loaded") return i;
  }
  return null;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

export function ImageSlider({
  images,
  intervalMs = 2000,
  showDots = true,
  showArrows = false,
  priorityFirst = false,
  sizes = "100vw",
  className = "",
  label,
  autoPlay = true,
  dotsClassName = "bottom-3",
  overlay,
}: ImageSliderProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [states, setStates] = useState<LoadState[]>(() => images.map(() => "loading"));
  const [paused, setPaused] = useState(false);
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  const imageKey = images.map((i) => i.src).join("|");

  // New image list: start again from the first slide. Keyed by the sources, not by the array, which
  // a parent may build anew on each render for the same images.
  useEffect(() => {
    setIndex(0);
    setStates(images.map(() => "loading"));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `images` is read through `imageKey`, its sources
  }, [imageKey]);

  const mark = useCallback((i: number, state: LoadState) => {
    setStates((prev) => {
      if (prev[i] === state) return prev;
      const next = [...prev];
      next[i] = state;
      return next;
    });
  }, []);

  // Images that finished before hydration fired their load event before React listened. An image
  // held until hydration (./picture.tsx) has no source yet: complete, but not failed.
  useEffect(() => {
    slideRefs.current.forEach((el, i) => {
      const img = el?.querySelector("img");
      if (img?.complete && img.currentSrc) mark(i, img.naturalWidth > 0 ? "loaded" : "failed");
    });
  }, [imageKey, mark]);

  // Slides after the first mount only once the first has settled in the browser: the server HTML
  // carries one <picture> per slider (pages with many cards stay small) and the first image, often
  // the page's LCP, does not share the network with slides nobody sees yet.
  const [restMounted, setRestMounted] = useState(false);
  const firstSettled = states[0] !== undefined && states[0] !== "loading";
  useEffect(() => {
    if (firstSettled) setRestMounted(true);
  }, [firstSettled]);

  // The timer reads load states through a ref so an image finishing does not restart the interval.
  const statesRef = useRef(states);
  statesRef.current = states;
  const canAutoPlay = autoPlay && !paused && images.length > 1;
  useEffect(() => {
    if (!canAutoPlay || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      setIndex((current) => {
        const now = statesRef.current;
        if (now[current] !== "loaded") return current;
        return nextLoadedIndex(now, current) ?? current;
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [canAutoPlay, intervalMs, imageKey]);

  const step = (direction: 1 | -1) => setIndex((current) => nextLoadedIndex(states, current, direction) ?? current);

  // A dot tapped before its image is in (the server HTML carries only the first slide, so any tap
  // made before the JavaScript arrived) is kept, and honoured when the image loads.
  const [wanted, setWanted] = useState<number | null>(null);
  useEffect(() => {
    if (wanted === null) return;
    if (states[wanted] === "loaded") setIndex(wanted);
    if (states[wanted] !== "loading") setWanted(null);
  }, [wanted, states]);
  const choose = (i: number) => {
    if (states[i] === "loaded") {
      setWanted(null);
      setIndex(i);
    } else if (states[i] === "loading") setWanted(i);
  };

  if (images.length === 0) {
    return (
      <div className={`relative flex items-center justify-center bg-savanna-100 text-savanna-700 ${className}`}>
        <ImageIcon size={40} title={t`No image available`} />
      </div>
    );
  }

  const currentFailed = states[index] === "failed";
  return (
    <div
      className={`group relative overflow-hidden bg-gradient-to-br from-acacia-900 via-acacia-700 to-savanna-700 ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label ?? t`Image slider`}
      data-slide-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {images.map((image, i) => (
        <div
          key={`${image.src}-${i}`}
          ref={(el) => {
            slideRefs.current[i] = el;
          }}
          role="group"
          aria-roledescription="slide"
          aria-label={t`${i + 1} of ${images.length}`}
          aria-hidden={i !== index}
          data-state={states[i]}
          className={`absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none [&>picture]:block [&>picture]:h-full [&>picture]:w-full ${
            i === index ? "opacity-100" : "opacity-0"
          }`}
        >
          {states[i] === "failed" || (i > 0 && !restMounted) ? null : (
            <Picture
              src={image.src}
              alt={image.alt}
              sizes={sizes}
              priority={priorityFirst && i === 0}
              className="h-full w-full object-cover"
              onLoad={() => mark(i, "loaded")}
              onError={() => mark(i, "failed")}
            />
          )}
        </div>
      ))}
      {overlay}
      {currentFailed ? (
        <div className="absolute inset-0 flex items-center justify-center text-white/70">
          <ImageIcon size={40} title={t`Image unavailable`} />
        </div>
      ) : null}

      {showArrows && images.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={t`Previous image`}
            className="absolute start-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-earth-900 shadow transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label={t`Next image`}
            className="absolute end-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-earth-900 shadow transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ChevronRightIcon size={18} />
          </button>
        </>
      ) : null}

      {showDots && images.length > 1 ? (
        <div className={`absolute inset-x-0 z-10 flex justify-center gap-1 ${dotsClassName}`}>
          {images.map((_, i) => {
            const selectable = states[i] === "loaded";
            return (
              // aria-disabled, not disabled: a disabled button swallows the tap, and a tap on an image
              // still loading is kept (see `wanted`).
              <button
                key={i}
                type="button"
                aria-disabled={!selectable}
                aria-label={t`Show image ${i + 1} of ${images.length}`}
                aria-current={i === index ? "true" : undefined}
                data-loaded={selectable}
                onClick={() => choose(i)}
                className="group/dot flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white aria-disabled:cursor-default"
              >
                <span
                  className={`block h-2 rounded-full shadow transition-all ${
                    i === index ? "w-5 bg-white" : selectable ? "w-2 bg-white/60 group-hover/dot:bg-white/90" : "w-2 bg-white/25"
                  }`}
                />
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
