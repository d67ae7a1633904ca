/**
 * Turns an uploaded file into the original we keep (decision 0026). Runs in the image worker process
 * (server/images/image-worker.ts), never in the web process. The upload itself is never stored:
 * - only JPEG, PNG and WebP, as sharp reads them (the web process already sniffed the magic numbers);
 * - a decoded size over MAX_INPUT_PIXELS is refused before decoding (a decompression bomb);
 * - EXIF orientation is applied to the pixels (`rotate()`), then the image is re-encoded without any
 *   metadata: no EXIF (GPS position, camera serial), no XMP, no IPTC, no comments.
 */
import sharp, { type Metadata } from "sharp";
import { MAX_INPUT_PIXELS, type UploadType } from "#domain/media.ts";

sharp.cache(false);

export interface CleanJob {
  bytes: Uint8Array;
}

export interface CleanResult {
  data: Buffer;
  contentType: UploadType;
  width: number;
  height: number;
}

/** A refusal the editor should read (status and reason), as opposed to a failure of the worker. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    reason: string,
  ) {
    super(reason);
  }
}

const FORMATS: Record<string, UploadType> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

export async function cleanUpload(job: CleanJob): Promise<CleanResult> {
  const input = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    // Reads the header only, so it is cheap even for a bomb, and without the pixel limit so the
    // refusal below can say what the file declares; the decode after it enforces the limit again.
    meta = await sharp(input, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new UploadRefused(415, "could not be read as an image (damaged or not an image)");
  }
  const contentType = meta.format ? FORMATS[meta.format] : undefined;
  if (!contentType) throw new UploadRefused(415, `is ${meta.format ?? "an unknown"} image; only JPEG, PNG and WebP images are accepted`);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new UploadRefused(415, "has no width or height");
  if (pixels > MAX_INPUT_PIXELS) {
    throw new UploadRefused(
      422,
      `declares ${meta.width} x ${meta.height} pixels (${Math.round(pixels / 1e6)} megapixels); images may have at most ${MAX_INPUT_PIXELS / 1e6} megapixels`,
    );
  }
  // No withMetadata(): sharp writes no EXIF, XMP, IPTC or ICC chunks unless asked (the pixels are
  // converted to sRGB first, so colours stay right without the profile).
  let image = sharp(input, options).rotate();
  image =
    contentType === "image/jpeg"
      ? image.jpeg({ quality: 88 })
      : contentType === "image/png"
        ? image.png({ compressionLevel: 6 })
        : image.webp({ quality: 90 });
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, contentType, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new UploadRefused(422, `is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels once decoded`);
    throw new UploadRefused(415, "could not be decoded (the file is damaged or truncated)");
  }
}
