/**
 * Response compression: brotli when the client accepts it, else gzip, for
 * text-like bodies over 1 KB. Compressing costs more than producing most
 * answers, so compressed bytes are kept in memory for answers that can be
 * named exactly: hashed build assets (by path) and answers with an ETag
 * (derived from data_version and the URL, see caching.ts).
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { countCacheLookup } from "../observability/metrics.ts";
import { ByteLru, SecondMissAdmission } from "./lru.ts";
import { nonceOf } from "./csp-nonce.ts";
import { deflatePieces, fits, gzipWithNonce, type DeflatedPieces } from "./nonced-gzip.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
// Compressed pages are ~30 KB: this holds about 800 of them (decision 0024 sizes it for a 1 GB server).
const compressedCache = new ByteLru<{ bytes: number; body: Uint8Array<ArrayBuffer> }>(24 * 1024 * 1024);
// Answers to URLs with a query string come in only on their second miss (a flood of one-off URLs stays out).
const admission = new SecondMissAdmission();

const pieceCache = new ByteLru<{ bytes: number; deflated: DeflatedPieces }>(12 * 1024 * 1024);

/** A page carrying this answer's nonce, gzipped from pieces kept by ETag; null when it has no nonce or is small. */
function noncedPage(res: Response, raw: Buffer, etag: string, nonce: string, url: string): Response | null {
  if (raw.byteLength < MIN_BYTES || raw.indexOf(nonce) === -1) return null;
  const key = `pieces:${etag}`;
  let deflated = pieceCache.get(key)?.deflated;
  countCacheLookup("compression", deflated !== undefined && fits(deflated, raw, nonce));
  if (!deflated || !fits(deflated, raw, nonce)) {
    deflated = deflatePieces(raw, nonce);
    if (admission.admit(url, key)) pieceCache.set(key, { bytes: deflated.bytes, deflated });
  }
  const body = gzipWithNonce(deflated, raw, nonce);
  const headers = new Headers(res.headers);
  headers.set("content-encoding", "gzip");
  headers.set("content-length", String(body.byteLength));
  headers.append("vary", "Accept-Encoding");
  return new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
}

function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const type = res.headers.get("content-type") ?? "";
    if (!encoding || !res.body || res.headers.has("content-encoding") || !COMPRESSIBLE.test(type)) return;
    // HEAD goes through too: it must carry GET's Content-Encoding, Content-Length and Vary (Hono drops the body).
    if (res.status === 204 || res.status === 304) return;

    const isAsset = c.req.path.startsWith("/assets/");
    const etag = res.headers.get("etag");
    let raw: Uint8Array<ArrayBuffer> | undefined;
    // A cached page differs on every answer by its CSP nonce: gzip kept in pieces around it.
    if (etag && res.ok && type.startsWith("text/html") && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
      raw = new Uint8Array(await res.arrayBuffer());
      const nonced = noncedPage(res, Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), etag, nonceOf(c.req.raw), c.req.url);
      if (nonced) return replaceAnswer(c, nonced);
    }
    // Kept whole only when the bytes are the same on every answer: assets and ETagged answers other
    // than pages (a page carries its answer's nonce).
    const cacheKey = isAsset ? `${encoding}:${c.req.path}` : etag && res.ok && !type.startsWith("text/html") ? `${encoding}:${etag}` : null;
    let body: Uint8Array<ArrayBuffer> | undefined = cacheKey ? compressedCache.get(cacheKey)?.body : undefined;
    if (cacheKey) countCacheLookup("compression", body !== undefined);
    if (!body) {
      raw ??= new Uint8Array(await res.arrayBuffer()) as Uint8Array<ArrayBuffer>;
      if (raw.byteLength < MIN_BYTES) return replaceAnswer(c, new Response(raw, res));
      // Quality 5 keeps brotli fast enough for per-request HTML and JSON; assets get the best ratio once.
      const quality = isAsset ? 11 : 5;
      body = new Uint8Array(
        encoding === "br"
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } })
          : await gz(raw, { level: isAsset ? 9 : 6 }),
      );
      if (cacheKey && res.ok && (isAsset || admission.admit(c.req.url, cacheKey))) compressedCache.set(cacheKey, { bytes: body.byteLength, body });
    }
    // A cache hit never read the original body (e.g. a file stream): release it.
    if (!res.bodyUsed) await res.body.cancel().catch(() => undefined);
    const headers = new Headers(res.headers);
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(body.byteLength));
    headers.append("vary", "Accept-Encoding");
    replaceAnswer(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  };
}

/**
 * Hono copies the previous response's headers onto a newly assigned c.res, which would put the
 * uncompressed Content-Length back (clients then wait for bytes that never come): clear it first.
 */
function replaceAnswer(c: Context, answer: Response): void {
  c.res = undefined as unknown as Response;
  c.res = answer;
}
