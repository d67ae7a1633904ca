/**
 * The media library's rules (decision 0026), shared by the console's uploader (which checks what it
 * can before sending), the server (which checks everything again) and the tests. Pure: no I/O.
 */
import { z } from "zod";

/** Each uploaded file at most (25 MiB). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/**
 * Decoded size at most: a 60-megapixel image is ~180 MB of pixels. A small file declaring more is a
 * decompression bomb; sharp refuses it (`limitInputPixels`) before decoding.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const EXTENSIONS: Record<UploadType, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
};
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

/** What the first bytes say the file is: an accepted type, a known refused one (named), or unknown. */
export type Sniffed = { type: UploadType } | { refused: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Magic numbers of the first 16 bytes; the extension and the declared Content-Type are never trusted. */
export function sniffImageType(head: Uint8Array): Sniffed {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { type: "image/jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: "image/png" };
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return { type: "image/webp" };
  if (startsWith(head, ascii("GIF8"))) return { refused: "a GIF" };
  if (startsWith(head, ascii("ftyp"), 4)) return { refused: "a HEIC/AVIF or video file" };
  if (startsWith(head, ascii("%PDF"))) return { refused: "a PDF" };
  if (startsWith(head, [0x42, 0x4d])) return { refused: "a BMP" };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return { refused: "a TIFF" };
  return { refused: "not an image this library reads" };
}

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(name);
  return m ? m[1]!.toLowerCase() : "";
}

/** Why a file cannot be accepted, from what is known before decoding; null when it may go on. */
export type UploadRefusal = { status: 413 | 415 | 400; reason: string };

export function checkUpload(file: { name: string; size: number; declaredType?: string; head?: Uint8Array }): UploadRefusal | { type: UploadType } {
  if (file.size > MAX_UPLOAD_BYTES) return { status: 413, reason: `is ${formatBytes(file.size)}; each file may be at most ${formatBytes(MAX_UPLOAD_BYTES)}` };
  if (file.size === 0) return { status: 400, reason: "is empty" };
  const ext = extensionOf(file.name);
  if (!file.head) {
    // In the browser, before reading: only the name can be checked.
    const known = Object.values(EXTENSIONS).some((list) => list.includes(ext));
    return known ? { type: typeFromExtension(ext)! } : { status: 415, reason: "must be a JPEG, PNG or WebP image (.jpg, .jpeg, .png, .webp)" };
  }
  const sniffed = sniffImageType(file.head);
  if ("refused" in sniffed) return { status: 415, reason: `is ${sniffed.refused}; only JPEG, PNG and WebP images are accepted` };
  if (!EXTENSIONS[sniffed.type].includes(ext)) {
    return { status: 415, reason: `is a ${TYPE_NAMES[sniffed.type]} image but its name ends in ${ext ? `.${ext}` : "no extension"}; rename it .${EXTENSIONS[sniffed.type][0]}` };
  }
  const declared = declaredTypeOf(file.declaredType);
  // Any declared type but "no idea" must be the one the bytes show (decision 0026): PNG bytes sent
  // as image/gif were accepted while only the three accepted types were compared (issue 24 item 9).
  if (declared && !SAYS_NOTHING.has(declared) && (DECLARED_ALIASES[declared] ?? declared) !== sniffed.type) {
    return { status: 415, reason: `was sent as ${declared} but is a ${TYPE_NAMES[sniffed.type]} image` };
  }
  return { type: sniffed.type };
}

/** Declared types that claim nothing about the content: a client that did not know. */
const SAYS_NOTHING = new Set(["application/octet-stream", "binary/octet-stream", "application/unknown"]);
/** Older names some clients still send for JPEG. */
const DECLARED_ALIASES: Record<string, UploadType> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg" };

/** The media type without parameters, in lower case; "" when none was sent. */
function declaredTypeOf(type: string | undefined): string {
  return (type ?? "").split(";")[0]!.trim().toLowerCase();
}

function typeFromExtension(ext: string): UploadType | undefined {
  return (Object.entries(EXTENSIONS) as [UploadType, readonly string[]][]).find(([, list]) => list.includes(ext))?.[0];
}

export const TYPE_NAMES: Record<UploadType, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) ? 1 : 0)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/** Where the subject of an image is, as fractions of its width and height from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Focal points are kept to whole percent: finer is invisible in a crop and would multiply variants. */
export function roundFocal(p: FocalPoint): FocalPoint {
  const r = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100))) / 100;
  return { x: r(p.x), y: r(p.y) };
}

/** The part of a crop's URL that names its focal point, so moving it gives new URLs (variants are immutable). */
export function focusToken(p: FocalPoint): string {
  const { x, y } = roundFocal(p);
  return `f${Math.round(x * 100)}-${Math.round(y * 100)}`;
}

export function parseFocusToken(token: string): FocalPoint | null {
  const m = /^f(\d{1,3})-(\d{1,3})$/.exec(token);
  if (!m) return null;
  const x = Number(m[1]), y = Number(m[2]);
  return x <= 100 && y <= 100 ? { x: x / 100, y: y / 100 } : null;
}

/** The 1200x630 link-preview crop of a library image at its focal point. */
export function focusedOgImageUrl(key: string, focal: FocalPoint): string {
  return `/images/og/${key}.${focusToken(focal)}.jpg`;
}

/** Upload keys: `uploads/<id>`, a new id per upload, so cached variants never go stale. */
export const UPLOAD_KEY_PREFIX = "uploads/";
export const mediaIdPattern = /^[a-z0-9]+-[a-f0-9]{12}$/;
export function mediaKey(id: string): string {
  return `${UPLOAD_KEY_PREFIX}${id}`;
}

/** The fields an editor changes on an image; the console form and the server validate with this. */
export const mediaDetailsSchema = z.object({
  alt_text: z.string().trim().max(300, { error: "Keep alt text under 300 characters." }),
  title: z.string().trim().max(200, { error: "Keep the title under 200 characters." }),
  description: z.string().trim().max(2000, { error: "Keep the description under 2,000 characters." }),
  focal_x: z.coerce.number({ error: "Choose a focal point on the image." }).min(0).max(1),
  focal_y: z.coerce.number({ error: "Choose a focal point on the image." }).min(0).max(1),
});

/** An image may be used (offered in pickers, published) only once it has alt text. */
export function isUsable(asset: { alt_text: string }): boolean {
  return asset.alt_text.trim().length > 0;
}

export interface MediaAsset {
  id: string;
  key: string;
  contentType: UploadType;
  width: number;
  height: number;
  bytes: number;
  originalName: string;
  altText: string;
  title: string;
  description: string;
  focal: FocalPoint;
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** Alt text is present, so the image may be used. */
  usable: boolean;
}

/** An image as GET /console/api/media lists it for the editors' pickers (only images with alt text). */
export interface PickerImage {
  id: string;
  key: string;
  alt_text: string;
  title: string;
  width: number;
  height: number;
  focal: FocalPoint;
  thumbnail_url: string;
  image_url: string;
  og_image_url: string;
}
