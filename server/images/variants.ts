/**
 * The image pipeline: /images/{width}/{key}.{format} and /images/og/{key}.jpg.
 * Originals are read through the media store (server/media/storage/); the image worker process (render-pool.ts)
 * makes each allowlisted variant on first request and it is kept on local disk,
 * so every later hit is a file read.
 */
import { createReadStream } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { IMAGE_FORMATS, IMAGE_WIDTHS, isImageKey, type ImageFormat } from "#domain/images.ts";
import { focusedOgImageUrl, focusToken, parseFocusToken, type FocalPoint } from "#domain/media.ts";
import { RenderPool } from "./render-pool.ts";


const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };
export const IMMUTABLE = "public, max-age=31536000, immutable";

export interface VariantRequest {
  size: number | "og";
  key: string;
  format: ImageFormat;
  /** Crops of library images name their focal point (`/images/og/{key}.f30-60.jpg`). */
  focus?: FocalPoint;
}

/** Parses and allowlists a path below /images/; null means 404. */
export function parseVariantPath(path: string): VariantRequest | null {
  const m = /^\/images\/(\d{1,5}|og)\/([^.]+)(?:\.(f\d{1,3}-\d{1,3}))?\.([a-z]+)$/.exec(path);
  if (!m) return null;
  const [, sizeText, key, focusText, format] = m as unknown as [string, string, string, string | undefined, string];
  if (!isImageKey(key) || !(IMAGE_FORMATS as readonly string[]).includes(format)) return null;
  if (sizeText === "og") {
    if (format !== "jpg") return null;
    if (focusText === undefined) return { size: "og", key, format: "jpg" };
    const focus = parseFocusToken(focusText);
    return focus ? { size: "og", key, format: "jpg", focus } : null;
  }
  // Width variants are never cropped, so a focal point in their URL means nothing.
  if (focusText !== undefined) return null;
  const width = Number(sizeText);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { size: width, key, format: format as ImageFormat };
}

export class ImageVariants {
  private inFlight = new Map<string, Promise<string | null>>();

  constructor(
    private readOriginal: (key: string) => Promise<Uint8Array | null>,
    private cacheDir: string,
    /** The focal point of a library image, null for images without one (the demo illustrations). */
    private focalPointOf: (key: string) => Promise<FocalPoint | null> = async () => null,
    private renderer: RenderPool = new RenderPool(),
  ) {}


  /** Stops the image worker (on shutdown). */
  close(): void {
    this.renderer.stop();
  }

  /** Returns a Response for the variant, or null when the key has no original. */
  async respond(req: VariantRequest): Promise<Response | null> {
    if (req.size === "og") {
      // A crop's URL names the image's current focal point; any other URL for it (the plain og URL
      // that pages build from a key, or one naming an old focal point) is sent to the current one,
      // briefly cacheable, so a moved focal point never leaves a stale immutable crop in use.
      const focal = await this.focalPointOf(req.key);
      if (!focal && req.focus) return null;
      if (focal && (!req.focus || focusToken(req.focus) !== focusToken(focal))) {
        return new Response(null, { status: 302, headers: { location: focusedOgImageUrl(req.key, focal), "cache-control": "public, max-age=60" } });
      }
    }
    const file = await this.ensure(req);
    if (!file) return null;
    const { size } = await stat(file);
    const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream;
    return new Response(body, {
      headers: {
        "content-type": CONTENT_TYPES[req.format],
        "content-length": String(size),
        "cache-control": IMMUTABLE,
      },
    });
  }

  private async ensure(req: VariantRequest): Promise<string | null> {
    const focus = req.focus ? `.${focusToken(req.focus)}` : "";
    const file = join(this.cacheDir, String(req.size), `${req.key}${focus}.${req.format}`);
    if (await exists(file)) return file;
    // Concurrent first requests for one variant share a single render.
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.render(req, file).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    return pending;
  }

  private async render(req: VariantRequest, file: string): Promise<string | null> {
    const original = await this.readOriginal(req.key);
    if (!original) return null;
    const buffer = await this.renderer.render({ size: req.size, format: req.format, original, focus: req.focus });
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, buffer);
    await rename(tmp, file);
    return file;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
