import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

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
