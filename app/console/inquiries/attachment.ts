/**
 * /console/inquiries/attachments/:id: a file a traveller sent, for staff who read inquiries.
 * Always a download, never rendered in the console's origin: a file's declared type is the
 * sender's word, so only a few inert types keep theirs, everything is nosniff and sandboxed.
 */
import type { Route } from "./+types/attachment";
import { consoleOf } from "../lib/console-area.ts";

const KEEPS_ITS_TYPE = new Set(["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp", "text/plain", "text/csv"]);

// A plain-text answer, not an empty one: a browser shows an empty error response as its own
// "this page isn't working" screen, which tells the staff member nothing.
function missing() {
  return new Response("This attachment does not exist, or was removed with its email.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", "x-robots-tag": "noindex" },
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return missing();
  const file = await consoleOf(context).inboundMail.attachment(id);
  if (!file) return missing();
  const type = KEEPS_ITS_TYPE.has(file.contentType) ? file.contentType : "application/octet-stream";
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    },
  });
}
