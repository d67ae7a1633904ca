/**
 * Responsive image for any pipeline URL (/images/{w}/{key}.{fmt}): AVIF and
 * WebP sources with srcset, a JPEG fallback, reserved aspect ratio (no layout
 * shift) and lazy loading unless it is the page's LCP image (priority).
 * Non-pipeline URLs render as a plain <img>.
 */
import type { ImgHTMLAttributes } from "react";
import { imageKeyFromUrl, imageUrl, srcSet } from "#domain/images.ts";

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> {
  /** Any variant URL from the API, or an image key. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The LCP image: eager, fetchpriority high. */
  priority?: boolean;
  /** Width/height attributes reserve space; default 1600x1000 (the originals' 16:10). */
  width?: number;
  height?: number;
}

export function Picture({ src, alt, sizes = "100vw", priority = false, width = 1600, height = 1000, ...img }: PictureProps) {
  const key = src.startsWith("/") ? imageKeyFromUrl(src) : src;
  if (!key) return <img src={src} alt={alt} width={width} height={height} loading={priority ? "eager" : "lazy"} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(key, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(key, "webp")} sizes={sizes} />
      <img
        src={imageUrl(key, 960, "jpg")}
        srcSet={srcSet(key, "jpg")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchPriority: "high" as const } : {})}
        {...img}
      />
    </picture>
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
