/**
 * Click-to-load video: until the visitor presses play only a poster image
 * (from our own image pipeline) and a button are on the page, so no player
 * script, cookie or third-party request is made. The click swaps in the
 * embed and moves focus to it.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Picture } from "./picture.tsx";
import { PlayIcon } from "./icons.tsx";

export interface FacadeVideoProps {
  /** Accessible title of the film (button label and iframe title). */
  title: string;
  embedUrl: string;
  /** No poster: the dark facade with its play button (an install without pictures, decision 0032). */
  posterSrc: string | null;
  posterAlt?: string;
  /** Shown over the poster, e.g. the running time. */
  caption?: string;
}

export function FacadeVideo({ title, embedUrl, posterSrc, posterAlt = "", caption }: FacadeVideoProps) {
  const [loaded, setLoaded] = useState(false);
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-earth-900 shadow-lg ring-1 ring-earth-900/10" data-testid="video-facade">
      {loaded ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setLoaded(true)}
          className="group absolute inset-0 h-full w-full cursor-pointer text-start focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-savanna-500"
          aria-label={t`Play video: ${title}`}
        >
          {posterSrc ? (
            <span className="absolute inset-0 [&>picture]:block [&>picture]:h-full [&>picture]:w-full">
              <Picture src={posterSrc} alt={posterAlt} sizes="(min-width: 1024px) 50vw, 100vw" className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]" />
            </span>
          ) : null}
          <span className="absolute inset-0 bg-gradient-to-t from-earth-900/80 via-earth-900/20 to-transparent" aria-hidden="true" />
          <span className="absolute left-1/2 top-1/2 inline-flex h-20 w-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-acacia-700 shadow-xl transition group-hover:scale-110 group-hover:bg-white">
            <PlayIcon size={34} className="translate-x-0.5" fill="currentColor" />
          </span>
          <span className="absolute bottom-4 start-4 end-4 flex items-end justify-between gap-3 text-white">
            <span className="text-lg font-semibold drop-shadow">{title}</span>
            {caption ? <span className="rounded-full bg-earth-900/70 px-3 py-1 text-sm">{caption}</span> : null}
          </span>
        </button>
      )}
    </div>
  );
}
