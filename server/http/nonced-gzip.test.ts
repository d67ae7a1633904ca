import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflatePieces, fits, gzipWithNonce } from "./nonced-gzip.ts";

const nonce = () => randomBytes(16).toString("base64");

describe("gzip in pieces around the nonce", () => {
  it("unzips to exactly the page, whatever the nonce of the answer", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 3000 }), { minLength: 1, maxLength: 8 }), (texts) => {
        const first = nonce();
        const page = (n: string) => Buffer.from(texts.map((t) => `<script nonce="${n}">${t}</script>`).join(""));
        const pieces = deflatePieces(page(first), first);
        for (const n of [first, nonce(), nonce()]) {
          expect(fits(pieces, page(n), n)).toBe(true);
          expect(gunzipSync(gzipWithNonce(pieces, page(n), n)).equals(page(n))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("compresses a page about as well as gzip does, and notices a page of another shape", () => {
    const n = nonce();
    const body = Array.from({ length: 400 }, (_, i) => `<li class="card"><a href="/packages/${i}">Safari ${i} in the Masai Mara</a></li>`).join("");
    const page = Buffer.from(`<head><script nonce="${n}">a()</script></head><body>${body}<script nonce="${n}">b()</script></body>`);
    const pieces = deflatePieces(page, n);
    expect(gzipWithNonce(pieces, page, n).length).toBeLessThan(page.length / 5);
    const other = Buffer.from(page.toString().replace("Safari 1 ", "Safari 1000 "));
    expect(fits(pieces, other, n)).toBe(false);
  });
});
