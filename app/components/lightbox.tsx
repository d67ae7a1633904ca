/**
 * Full-screen photo viewer for the gallery (SPEC §4 "Gallery lightbox"): it
 * closes on Escape, a click on the backdrop or the close button; arrow keys
 * (and swipes) move between photos, wrapping at the ends. While open it is a
 * modal dialog (the shared layer, layer.tsx): focus starts on the close
 * button, Tab stays inside, the page behind does not scroll, and the caller
 * gets focus back on close.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { Picture } from "./picture.tsx";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "./icons.tsx";
import { Layer } from "./layer.tsx";

export interface LightboxItem {
  src: string;
  alt: string;
  title: string;
  description?: string;
}

export interface LightboxProps {
  items: LightboxItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_MIN = 50;

export function wrapIndex(i: number, length: number): number {
  return length === 0 ? 0 : ((i % length) + length) % length;
}

export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const titleId = useId();
  const item = items[index];
  const many = items.length > 1;
  const { t } = useLingui();

  if (!item) return null;
  const step = (d: 1 | -1) => onIndexChange(wrapIndex(index + d, items.length));
  const onBackdrop = (e: React.MouseEvent) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    <Layer
      open
      onClose={onClose}
      initialFocus={closeRef}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="lightbox"
      className="flex-col bg-earth-900/95 text-white backdrop-blur-sm open:flex"
      onKeyDown={(e) => {
        if (!many) return;
        if (e.key === "ArrowRight") {
          e.preventDefault();
          step(1);
        } else if (e.key === "ArrowLeft") {
          e.preventDefault();
          step(-1);
        }
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start == null || end == null || !many) return;
        if (end - start > SWIPE_MIN) step(-1);
        else if (start - end > SWIPE_MIN) step(1);
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6" onClick={onBackdrop}>
        <p className="text-sm font-medium tabular-nums text-white/80" aria-live="polite">
          <Trans>
            Photo {index + 1} of {items.length}
          </Trans>
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t`Close`}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <CloseIcon size={24} />
        </button>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20" onClick={onBackdrop}>
        <figure className="flex w-full max-w-6xl flex-col items-center [&>picture]:contents">
          <Picture
            key={item.src}
            src={item.src}
            alt={item.alt}
            sizes="(min-width: 1280px) 1152px, 100vw"
            loading="eager"
            className="block aspect-[16/10] h-auto w-[min(100%,calc((100dvh-12rem)*1.6))] rounded-lg bg-earth-900 object-contain shadow-2xl"
          />
          <figcaption className="mt-4 max-w-2xl px-4 text-center">
            <span id={titleId} className="block font-display text-xl font-semibold">
              {item.title}
            </span>
            {item.description ? <span className="mt-1 block text-sm text-white/80">{item.description}</span> : null}
          </figcaption>
        </figure>
        {many ? (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t`Previous photo`}
              className="absolute start-2 top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-earth-900/60 text-white ring-1 ring-white/30 transition hover:bg-earth-900/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:start-5"
            >
              <ChevronLeftIcon size={26} />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t`Next photo`}
              className="absolute end-2 top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-earth-900/60 text-white ring-1 ring-white/30 transition hover:bg-earth-900/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:end-5"
            >
              <ChevronRightIcon size={26} />
            </button>
          </>
        ) : null}
      </div>
      {/* The neighbours load in the background so the arrows show the next photo at once. */}
      {many ? (
        <div hidden>
          {[wrapIndex(index + 1, items.length), wrapIndex(index - 1, items.length)].map((i) => (
            <Picture key={`${i}-${items[i]!.src}`} src={items[i]!.src} alt="" sizes="(min-width: 1280px) 1152px, 100vw" loading="eager" />
          ))}
        </div>
      ) : null}
      <p className="hidden pb-4 text-center text-xs text-white/70 sm:block" onClick={onBackdrop}>
        <Trans>Use the arrow keys to browse, Esc to close</Trans>
      </p>
      <div className="h-4 sm:hidden" onClick={onBackdrop} />
    </Layer>
  );
}
