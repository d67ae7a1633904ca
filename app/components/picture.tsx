/**
 * Responsive image for any pipeline URL (/images/{w}/{key}.{fmt}): AVIF and
 * WebP sources with srcset, a JPEG fallback, reserved aspect ratio (no layout
 * shift) and lazy loading unless it is the page's LCP image (priority).
 * Non-pipeline URLs render as a plain <img>.
 *
 * Every image but the LCP one is held off the network until the page has hydrated (issue 27
 * item 3, docs/decisions/0081): the server renders it without a source, and the first
 * client render after hydration gives it one. On a phone the images below the fold, which the
 * browser's lazy-loading margin still fetched at once, shared the 1.6 Mbps link with the page's
 * scripts and held hydration back. A visitor without JavaScript gets the same picture from a
 * <noscript> copy, and the held box is hidden for them (app.css, `scripting: none`).
 */
import { useSyncExternalStore, type ImgHTMLAttributes } from "react";
import { imageKeyFromUrl, imageUrl, srcSet } from "#domain/images.ts";

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> {
  /** Any variant URL from the API, or an image key. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The LCP image: eager, fetchpriority high, never held. */
  priority?: boolean;
  /** Width/height attributes reserve space; default 1600x1000 (the originals' 16:10). */
  width?: number;
  height?: number;
}

const never = () => () => {};
/**
 * True while the page is rendered on the server and hydrated, false afterwards and on every later
 * client render: React renders hydration with the server snapshot, then again with the client one.
 */
function useHeldUntilHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

export function Picture({ src, alt, sizes = "100vw", priority = false, width = 1600, height = 1000, ...img }: PictureProps) {
  const key = src.startsWith("/") ? imageKeyFromUrl(src) : src;
  const held = useHeldUntilHydrated() && !priority && img.loading !== "eager";
  if (!key) return <img src={src} alt={alt} width={width} height={height} loading={priority ? "eager" : "lazy"} {...img} />;
  const picture = (files: boolean) => (
    <picture data-held={files ? undefined : ""}>
      <source type="image/avif" srcSet={files ? srcSet(key, "avif") : undefined} sizes={sizes} />
      <source type="image/webp" srcSet={files ? srcSet(key, "webp") : undefined} sizes={sizes} />
      <img
        src={files ? imageUrl(key, 960, "jpg") : undefined}
        srcSet={files ? srcSet(key, "jpg") : undefined}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        {...img}
      />
    </picture>
  );
  // Always a fragment of two, so the first client render after hydration updates the <picture> in
  // place (gives it its files) instead of replacing it. React never hydrates what is inside a
  // <noscript>: only the server writes the copy.
  return (
    <>
      {picture(!held)}
      {held && <noscript>{import.meta.env.SSR && picture(true)}</noscript>}
    </>
  );
}

/** A <link rel="preload"> descriptor for React Router's `links` export (LCP and page-header images). */
export function preloadImageLink(srcOrKey: string, sizes = "100vw") {
  const key = srcOrKey.startsWith("/") ? imageKeyFromUrl(srcOrKey) : srcOrKey;
  if (!key) return { rel: "preload", as: "image", href: srcOrKey } as const;
  return {
    rel: "preload",
    as: "image",
    href: imageUrl(key, 960, "avif"),
    imageSrcSet: srcSet(key, "avif"),
    imageSizes: sizes,
    type: "image/avif",
    fetchPriority: "high",
  } as const;
}
