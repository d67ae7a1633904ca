/**
 * Turns an original (SVG, JPEG, PNG or WebP bytes) into one variant. Runs in the image worker
 * process (image-worker.ts), never in the web process: libvips and the AVIF encoder hold hundreds of
 * megabytes while they work and the allocator keeps much of it afterwards (issue 13 item 10).
 */
import sharp from "sharp";
import { OG_IMAGE, type ImageFormat } from "#domain/images.ts";

// Finished variants are cached on disk, so a sharp-level cache only holds memory.
sharp.cache(false);

export interface RenderJob {
  size: number | "og";
  format: ImageFormat;
  original: Uint8Array;
}

export async function renderVariant(job: RenderJob): Promise<Buffer> {
  let image = sharp(Buffer.from(job.original), { density: 96 });
  image =
    job.size === "og"
      ? image.resize(OG_IMAGE.width, OG_IMAGE.height, { fit: "cover", position: "centre" })
      : image.resize({ width: job.size, withoutEnlargement: false });
  const output =
    job.format === "avif"
      ? image.avif({ quality: 55, effort: 3 })
      : job.format === "webp"
        ? image.webp({ quality: 78 })
        : image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
  return output.toBuffer();
}
