/**
 * GET /console/api/media: the images pickers may offer. POST /console/api/media: one image per request, as multipart/form-data in a field named `file`
 * (the console sends several files as several requests at once, each with its own progress bar).
 * The staff member is checked before the body is read; the body is streamed through busboy and
 * the file counted as it arrives, so a file over 25 MB is refused by name without being kept.
 * The console guards (Origin check, write rate limit) run before this, as for every console post.
 */
import { ONE_TIME_TOKEN } from "#domain/one-time-submissions.ts";
import type { OneTimeSubmissions } from "../one-time-submissions.ts";
import { Readable } from "node:stream";
import busboy from "busboy";
import type { Context, Hono } from "hono";
import { imageUrl } from "#domain/images.ts";
import { MAX_UPLOAD_BYTES, focusedOgImageUrl, formatBytes, mediaIdPattern, mediaKey, type MediaAsset, type PickerImage } from "#domain/media.ts";
import { createStaffRequest, type StaffAuthSystem } from "../../auth/index.ts";
import { originOf } from "../../http/public-origin.ts";
import { displayName, type MediaLibrary } from "./library.ts";

export const MEDIA_UPLOAD_PATH = "/console/api/media";
/** The whole request at most: one file and a little multipart framing. Beyond this nothing is read. */
export const MEDIA_UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 7 * 1024 * 1024;

type Part = { name: string; type: string; bytes: Buffer | null; size: number };

/** Reads the single file part; `bytes` is null when the file went over MAX_UPLOAD_BYTES. */
function readFilePart(request: Request, contentType: string): Promise<Part | null> {
  return new Promise((resolve, reject) => {
    const parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 4, fieldSize: 1024, parts: 6 },
    });
    let part: Part | null = null;
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || part) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const current: Part = { name: info.filename ?? "file", type: info.mimeType, bytes: null, size: 0 };
      part = current;
      let tooLarge = false;
      stream.on("data", (chunk: Buffer) => {
        current.size += chunk.length;
        if (!tooLarge) chunks.push(chunk);
      });
      // busboy stops passing bytes on and drops the rest of the file: nothing over the limit is held.
      stream.on("limit", () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on("end", () => {
        current.bytes = tooLarge ? null : Buffer.concat(chunks);
        if (tooLarge) current.size = Math.max(current.size, MAX_UPLOAD_BYTES + 1);
      });
    });
    parser.on("close", () => resolve(part));
    parser.on("error", reject);
    const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    body.on("error", reject);
    body.pipe(parser);
  });
}

/** An image as the pickers show it (domain/media.ts PickerImage). */
function pickerImage(a: MediaAsset): PickerImage {
  return {
    id: a.id,
    key: a.key,
    alt_text: a.altText,
    title: a.title,
    width: a.width,
    height: a.height,
    focal: a.focal,
    thumbnail_url: imageUrl(a.key, 480, "webp"),
    image_url: imageUrl(a.key, 960, "jpg"),
    og_image_url: focusedOgImageUrl(a.key, a.focal),
  };
}

type Deps = {
  library: MediaLibrary;
  staffAuth: StaffAuthSystem;
  clientIp: (c: Context) => string | null;
  /** One-time tokens (decision 0043): an upload sent twice with one token is stored once. */
  submissions: Pick<OneTimeSubmissions, "claim" | "complete" | "release">;
};

/**
 * The header the console's uploader sends with each file: a token drawn when the file was chosen.
 * The same file sent again with it (a retried request, a second click) answers with the image the
 * first stored. Scripts that send none are not deduplicated (the forms' own rule, decision 0043).
 */
export const UPLOAD_ONCE_HEADER = "x-once-token";
const STORED = "media:";
const UPLOAD_EXPIRED = "This upload is out of date. Reload the page and choose the file again.";

/** The signed-in member with `content:write`, or the JSON refusal to answer with. */
async function editor(c: Context, deps: Deps) {
  const staff = createStaffRequest(deps.staffAuth, c.req.raw, { ip: deps.clientIp(c), origin: originOf(c) });
  try {
    return { member: await staff.gate.require("content:write") };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    // The body is never read: close the connection rather than drain a large upload.
    const headers = { connection: "close" };
    if (thrown.status === 403) return { refusal: c.json({ errors: { form: "Your role cannot use the media library (editors and owners can)." } }, 403, headers) };
    return { refusal: c.json({ errors: { form: "Sign in again to use the media library." } }, 401, headers) };
  }
}

export function mountMediaUploadRoute(app: Hono, deps: Deps) {
  /**
   * GET: the images a picker may offer (those with alt text), newest first, with the URLs to show
   * them; for the page and story editors' image pickers and the rich-text editor.
   */
  app.get(MEDIA_UPLOAD_PATH, async (c) => {
    const who = await editor(c, deps);
    if ("refusal" in who) return who.refusal;
    const results = (await deps.library.usable()).map(pickerImage);
    return c.json({ results });
  });

  /**
   * PUT /console/api/media/:id/alt-text {alt_text}: the alt text of an upload, from the pickers'
   * "upload, then describe" step (decision 0028). The other details stay as they are.
   */
  app.put(`${MEDIA_UPLOAD_PATH}/:id/alt-text`, async (c) => {
    const who = await editor(c, deps);
    if ("refusal" in who) return who.refusal;
    const id = c.req.param("id");
    const current = mediaIdPattern.test(id) ? await deps.library.get(mediaKey(id)) : null;
    if (!current) return c.json({ errors: { form: "This image is not in the library." } }, 404);
    const body = (await c.req.json().catch(() => null)) as { alt_text?: unknown } | null;
    const altText = typeof body?.alt_text === "string" ? body.alt_text.trim() : "";
    if (!altText) return c.json({ errors: { alt_text: "Write alt text: say what the picture shows." } }, 400);
    const { member } = who;
    const details = { alt_text: altText, title: current.title, description: current.description, focal_x: current.focal.x, focal_y: current.focal.y };
    const result = await deps.library.saveDetails(current.key, details, { actor: { id: member.id, email: member.email }, ip: deps.clientIp(c) });
    if (!result.ok) return c.json({ errors: result.errors }, result.status as 400);
    return c.json({ image: pickerImage(result.asset) });
  });

  app.post(MEDIA_UPLOAD_PATH, async (c) => {
    const ip = deps.clientIp(c);
    const who = await editor(c, deps);
    if ("refusal" in who) return who.refusal;
    const { member } = who;

    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\b/i.test(contentType) || !c.req.raw.body) {
      return c.json({ errors: { file: "Send the image as multipart/form-data in a field named file." } }, 400);
    }
    const part = await readFilePart(c.req.raw, contentType);
    if (!part) return c.json({ errors: { file: "Choose an image to upload (the form field is named file)." } }, 400);
    const name = displayName(part.name);
    if (!part.bytes) {
      const error = `${name} is larger than ${formatBytes(MAX_UPLOAD_BYTES)}; each file may be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`;
      return c.json({ file: name, errors: { file: error } }, 413);
    }
    const token = c.req.header(UPLOAD_ONCE_HEADER);
    if (token !== undefined && !ONE_TIME_TOKEN.test(token)) return c.json({ errors: { form: UPLOAD_EXPIRED } }, 400);
    if (token) {
      const claim = await deps.submissions.claim(token, member.id);
      if (claim.state === "done") {
        const first = claim.location.startsWith(STORED) ? await deps.library.get(claim.location.slice(STORED.length)) : null;
        if (first) return c.json({ asset: first }, 201);
      }
      if (claim.state === "busy") return c.json({ errors: { form: "This image is still being stored. Wait a moment, then reload the page." } }, 409);
      if (claim.state === "foreign") return c.json({ errors: { form: UPLOAD_EXPIRED } }, 400);
    }
    const result = await deps.library.upload({ name: part.name, declaredType: part.type, bytes: part.bytes }, { actor: { id: member.id, email: member.email }, ip }).catch(async (error: unknown) => {
      if (token) await deps.submissions.release(token);
      throw error;
    });
    if (!result.ok) {
      if (token) await deps.submissions.release(token);
      return c.json({ file: result.file, errors: { file: result.error } }, result.status as 400);
    }
    if (token) await deps.submissions.complete(token, `${STORED}${result.asset.key}`);
    return c.json({ asset: result.asset }, 201);
  });
}
