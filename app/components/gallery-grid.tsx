/**
 * The /gallery photo grid: every photo is a button (click, Enter or Space)
 * that opens the lightbox on it; focus returns to that photo when the
 * lightbox closes. Every ninth photo is drawn large to give the grid rhythm.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { ApiGalleryImage } from "#domain/api-types.ts";
import { Picture } from "./picture.tsx";
import { Lightbox, type LightboxItem } from "./lightbox.tsx";

function isLarge(i: number): boolean {
  return i % 9 === 0;
}

export function toLightboxItem(image: ApiGalleryImage): LightboxItem {
  return {
    src: image.large_url || image.image_url || image.medium_url,
    alt: image.alt_text || image.title,
    title: image.title,
    description: image.description,
  };
}

export function GalleryGrid({ images }: { images: ApiGalleryImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const opener = useRef<number | null>(null);
  const { t } = useLingui();

  const show = (i: number) => {
    opener.current = i;
    setOpen(i);
  };
  const close = () => {
    setOpen(null);
    // Focus goes back to the photo that opened the lightbox, where the visitor left the page.
    const from = opener.current;
    if (from !== null) requestAnimationFrame(() => buttons.current[from]?.focus());
  };

  return (
    <>
      <ul className="grid grid-flow-dense auto-rows-[9.5rem] grid-cols-2 gap-3 sm:auto-rows-[12rem] md:grid-cols-3 lg:auto-rows-[14rem] lg:grid-cols-4 lg:gap-4" data-testid="gallery-grid">
        {images.map((image, i) => (
          <li key={image.id} className={isLarge(i) ? "col-span-2 row-span-2" : ""}>
            <button
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              onClick={() => show(i)}
              aria-haspopup="dialog"
              aria-label={t`Open photo: ${image.title}`}
              className="group relative block h-full w-full overflow-hidden rounded-2xl bg-savanna-100 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-acacia-600"
            >
              <Picture
                src={isLarge(i) ? image.medium_url || image.large_url : image.thumbnail_url || image.medium_url}
                alt={image.alt_text || image.title}
                sizes={isLarge(i) ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"}
                className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
              <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-earth-900/85 via-earth-900/40 to-transparent px-3 pb-3 pt-10 text-start text-sm font-semibold text-white opacity-100 transition sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100">
                {image.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <Lightbox items={images.map(toLightboxItem)} index={open} onIndexChange={setOpen} onClose={close} /> : null}
    </>
  );
}
