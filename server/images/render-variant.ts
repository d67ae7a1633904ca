/**
 * Turns an original (SVG, JPEG, PNG or WebP bytes) into one variant. Runs in the image worker
 * process (image-worker.ts), never in the web process: libvips and the AVIF encoder hold hundreds of
 * megabytes while they work and the allocator keeps much of it afterwards (issue 13 item 10).
 */
import sharp, { type Sharp } from "sharp";
import { OG_IMAGE, type ImageFormat } from "#domain/images.ts";
import type { FocalPoint } from "#domain/media.ts";

// Finished variants are cached on disk, so a sharp-level cache only holds memory.
sharp.cache(false);

export interface RenderJob {
  size: number | "og";
  format: ImageFormat;
  original: Uint8Array;
  /** Library images: where the subject is; every cover crop keeps it in frame. */
  focus?: FocalPoint;
}

/**
 * The region of a `width` x `height` image that a cover crop to `target` keeps, centred on `focus`
 * as far as the edges allow. sharp's own `position` knows only nine gravities and its two
 * "interesting area" strategies, so a focal point anywhere needs the region computed here.
 */
export function coverRegion(width: number, height: number, target: { width: number; height: number }, focus: FocalPoint) {
  const scale = Math.max(target.width / width, target.height / height);
  const w = Math.min(width, Math.round(target.width / scale));
  const h = Math.min(height, Math.round(target.height / scale));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return { left: clamp(focus.x * width - w / 2, width - w), top: clamp(focus.y * height - h / 2, height - h), width: w, height: h };
}

async function coverCrop(image: Sharp, original: Buffer, target: { width: number; height: number }, focus?: FocalPoint) {
  if (!focus) return image.resize(target.width, target.height, { fit: "cover", position: "centre" });
  const meta = await sharp(original).metadata();
  const region = coverRegion(meta.width!, meta.height!, target, focus);
  return image.extract(region).resize(target.width, target.height, { fit: "cover" });
}

export async function renderVariant(job: RenderJob): Promise<Buffer> {
  const original = Buffer.from(job.original);
  let image = sharp(original, { density: 96 });
  image =
    job.size === "og"
      ? await coverCrop(image, original, OG_IMAGE, job.focus)
      : image.resize({ width: job.size, withoutEnlargement: false });
  const output =
    job.format === "avif"
      ? image.avif({ quality: 55, effort: 3 })
      : job.format === "webp"
        ? image.webp({ quality: 78 })
        : image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
  return output.toBuffer();
}
