/** Image files made with sharp in the test itself (never fixtures of unknown origin), and hostile ones made by hand. */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A camera-like JPEG: stored 1200x800 landscape, EXIF orientation 6 (turn 90° clockwise), GPS position and a description. */
export async function jpegWithExifAndGps(): Promise<Buffer> {
  // Left half green, right half red, so a test can see which way the pixels were turned.
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#00c000" } })
    .composite([{ input: { create: { width: 600, height: 800, channels: 3, background: "#e00000" } }, left: 600, top: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { ImageDescription: "secret-camp-location", Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 17/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 0/1" },
    })
    .toBuffer();
}

export const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 1 } } }).png().toBuffer();
export const webp = (width = 800, height = 500) => sharp({ create: { width, height, channels: 3, background: "#c08030" } }).webp().toBuffer();
export const gif = () => sharp({ create: { width: 64, height: 64, channels: 3, background: "#808080" } }).gif().toBuffer();

/** A photo-like JPEG of about `megabytes` (noise compresses badly, as real detail does). */
export async function largePhoto(width: number, height: number, quality = 95): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 28 } } })
    .jpeg({ quality, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares `width` x `height` (a decompression bomb). */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // The first rows only: enough for a reader that decodes lazily to start allocating.
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}
