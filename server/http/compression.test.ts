import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { registry } from "../observability/metrics.ts";
import { compression } from "./compression.ts";
import { nonceOf } from "./csp-nonce.ts";

/** Like serveStatic: an answer that already carries the uncompressed Content-Length. */
function app() {
  const body = "console.log('twiga');\n".repeat(200);
  const a = new Hono();
  a.use(compression());
  a.get("/assets/app.js", (c) => c.body(body, 200, { "content-type": "text/javascript; charset=utf-8", "content-length": String(body.length) }));
  a.get("/small.json", (c) => c.json({ ok: true }));
  return { a, body };
}

describe("compression", () => {
  it("sends the compressed length, not the original one, on first and cached answers", async () => {
    const { a, body } = app();
    for (const round of [1, 2]) {
      const res = await a.request("/assets/app.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-encoding"), `round ${round}`).toBe("br");
      expect(Number(res.headers.get("content-length")), `round ${round}`).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(body.length / 10);
      expect(brotliDecompressSync(bytes).toString()).toBe(body);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
    }
  });

  it("falls back to gzip and leaves small or unaccepted answers alone", async () => {
    const { a, body } = app();
    const gz = await a.request("/assets/app.js", { headers: { "accept-encoding": "gzip" } });
    const bytes = Buffer.from(await gz.arrayBuffer());
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gz.headers.get("content-length"))).toBe(bytes.length);
    expect(gunzipSync(bytes).toString()).toBe(body);
    const plain = await a.request("/assets/app.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
    const small = await a.request("/small.json", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });
});

describe("compressed-answer cache admission", () => {
  async function compressionHits(): Promise<number> {
    const metric = await registry.getSingleMetric("cache_lookups_total")!.get();
    return metric.values.find((v) => v.labels.cache === "compression" && v.labels.result === "hit")?.value ?? 0;
  }
  /** Three requests of one URL; which of them were answered from the cache. */
  async function hitsOver3(path: string): Promise<boolean[]> {
    const a = new Hono();
    a.use(compression());
    // An ETag of the test's own (the cache is module-wide), as pages and API answers carry.
    a.get("*", (c) => c.body(JSON.stringify({ results: Array(200).fill("Maasai Mara in August") }), 200, { "content-type": "application/json", etag: `"${path}"` }));
    const hits: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const before = await compressionHits();
      const res = await a.request(path, { headers: { "accept-encoding": "br" } });
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("Maasai Mara");
      hits.push((await compressionHits()) > before);
    }
    return hits;
  }

  it("keeps an answer without a query string at once", async () => {
    expect(await hitsOver3("/packages/7")).toEqual([false, true, true]);
  });

  it("keeps an answer to a URL with a query string only from its second miss, so one-off URLs never fill it", async () => {
    expect(await hitsOver3("/packages?utm_source=newsletter-7")).toEqual([false, false, true]);
  });
});

describe("pages with a CSP nonce", () => {
  /** A page like ours: the same bytes on every answer but for the answer's nonce, and an ETag. */
  function pages() {
    const a = new Hono();
    a.use(compression());
    const page = (nonce: string) =>
      `<html><head><script nonce="${nonce}">start()</script></head><body>${"<p>Amboseli at dawn</p>".repeat(300)}<script nonce="${nonce}">go()</script></body></html>`;
    a.get("*", (c) => c.body(page(nonceOf(c.req.raw)), 200, { "content-type": "text/html; charset=utf-8", etag: `W/"${c.req.path}"` }));
    return { a, page };
  }
  const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)![1]!;

  it("gzips every answer with its own nonce, from pieces kept after the first", async () => {
    const { a, page } = pages();
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await a.request("/packages/9", { headers: { "accept-encoding": "gzip, deflate, br" } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
      const html = gunzipSync(bytes).toString();
      const nonce = nonceIn(html);
      expect(html).toBe(page(nonce));
      seen.add(nonce);
      expect(bytes.length).toBeLessThan(html.length / 10);
    }
    expect(seen.size).toBe(3);
  });

  it("never keeps a page's compressed bytes whole: a brotli-only client gets its own nonce too", async () => {
    const { a, page } = pages();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await a.request("/packages/10", { headers: { "accept-encoding": "br" } });
      expect(res.headers.get("content-encoding")).toBe("br");
      const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html).toBe(page(nonceIn(html)));
      nonces.add(nonceIn(html));
    }
    expect(nonces.size).toBe(3);
  });
});
