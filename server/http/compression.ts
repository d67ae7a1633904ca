/**
 * Response compression: brotli when the client accepts it, else gzip, for
 * text-like bodies over 1 KB. Hashed build assets never change, so their
 * compressed bytes are kept in memory after the first request.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const assetCache = new Map<string, Uint8Array<ArrayBuffer>>();

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
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;

    const cacheKey = c.req.path.startsWith("/assets/") ? `${encoding}:${c.req.path}` : null;
    let body: Uint8Array<ArrayBuffer> | undefined = cacheKey ? assetCache.get(cacheKey) : undefined;
    if (!body) {
      const raw = new Uint8Array(await res.arrayBuffer()) as Uint8Array<ArrayBuffer>;
      if (raw.byteLength < MIN_BYTES) {
        c.res = new Response(raw as Uint8Array<ArrayBuffer>, res);
        return;
      }
      // Quality 5 keeps brotli fast enough for per-request HTML and JSON; assets get the best ratio once.
      const quality = cacheKey ? 11 : 5;
      body = new Uint8Array(
        encoding === "br"
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } })
          : await gz(raw, { level: cacheKey ? 9 : 6 }),
      );
      if (cacheKey && res.ok) assetCache.set(cacheKey, body);
    }
    const headers = new Headers(res.headers);
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(body.byteLength));
    headers.append("vary", "Accept-Encoding");
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
  };
}
