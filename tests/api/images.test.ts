/** The image pipeline: allowlisted variants in AVIF, WebP and JPEG, cached, immutable. */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe("image variants", () => {
  let t: TestSite;
  let key: string;
  beforeAll(async () => {
    t = await startTestSite("sqlite");
    const pkg = (await t.json("/api/v1/packages/?page_size=1")).body.results[0];
    key = /\/images\/\d+\/(.+)\.jpg$/.exec(pkg.images[0].image_url)![1]!;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.each([
    ["avif", "image/avif", "heif"],
    ["webp", "image/webp", "webp"],
    ["jpg", "image/jpeg", "jpeg"],
  ])("serves %s at each allowlisted width", async (ext, type, sharpFormat) => {
    for (const width of [480, 960, 1600]) {
      const res = await t.fetch(`/images/${width}/${key}.${ext}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect(meta.width).toBe(width);
    }
  });

  it("serves the 1200x630 Open Graph JPEG under 300 KB", async () => {
    const res = await t.fetch(`/images/og/${key}.jpg`);
    expect(res.status).toBe(200);
    const buf = Buffer.from(await res.arrayBuffer());
    expect(buf.length).toBeLessThan(300 * 1024);
    const meta = await sharp(buf).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("serves a second request from the disk cache with the same bytes", async () => {
    const a = Buffer.from(await (await t.fetch(`/images/480/${key}.webp`)).arrayBuffer());
    const b = Buffer.from(await (await t.fetch(`/images/480/${key}.webp`)).arrayBuffer());
    expect(b.equals(a)).toBe(true);
  });

  it("answers 404 for unknown sizes, formats and keys", async () => {
    for (const path of [
      `/images/500/${key}.jpg`,
      `/images/960/${key}.png`,
      `/images/960/${key}.gif`,
      `/images/og/${key}.webp`,
      "/images/960/illustrations/does-not-exist.jpg",
      "/images/960/../etc/passwd.jpg",
      "/images/960/UPPER.jpg",
    ]) {
      const res = await t.fetch(path);
      expect(res.status, path).toBe(404);
    }
  });

  it("has page header images for every page of SPEC §2", async () => {
    for (const page of ["about-us", "blogs", "services", "destinations", "gallery", "packages"]) {
      expect((await t.fetch(`/images/480/headers/${page}.webp`)).status, page).toBe(200);
    }
  });
});
