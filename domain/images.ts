/**
 * URLs of the image pipeline (/images/{width}/{key}.{format}). Every image URL
 * in the API points at one variant; the app derives srcset from the same key.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Open Graph previews (WhatsApp, social) use a fixed 1200x630 JPEG. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;


const keyPattern = /^[a-z0-9]+(?:[a-z0-9-]*[a-z0-9])?(?:\/[a-z0-9]+(?:[a-z0-9-]*[a-z0-9])?)*$/;

export function isImageKey(key: string): boolean {
  return key.length <= 160 && keyPattern.test(key);
}

export function imageUrl(key: string, width: ImageWidth = 960, format: ImageFormat = "jpg"): string {
  return `/images/${width}/${key}.${format}`;
}

export function ogImageUrl(key: string): string {
  return `/images/og/${key}.jpg`;
}

/** Recovers the key from any variant URL, so the app can build srcset from an API field. */
export function imageKeyFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /\/images\/(?:\d+|og)\/(.+)\.(?:avif|webp|jpg)$/.exec(url.split("?")[0] ?? "");
  return m && isImageKey(m[1]!) ? m[1]! : null;
}

export function srcSet(key: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(key, w, format)} ${w}w`).join(", ");
}

/**
 * The key of one of this site's own variant URLs (a path here, /images/<width>/<key>.<format>), or
 * null for anything else: another host, a protocol-relative or data: URL, an Open Graph crop.
 */
export function siteVariantKey(src: string | null | undefined): string | null {
  const value = (src ?? "").trim();
  return /^\/images\/\d+\/[^?#]+$/.test(value) ? imageKeyFromUrl(value) : null;
}
