import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverRegion, renderVariant } from "./render-variant.ts";

describe("cover crops at a focal point", () => {
  it("keeps the region around the focal point, clamped to the image", () => {
    const og = { width: 1200, height: 630 };
    // A 4000x3000 photo: the 1200x630 shape covers its full width and 2100 of its height.
    expect(coverRegion(4000, 3000, og, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 450, width: 4000, height: 2100 });
    expect(coverRegion(4000, 3000, og, { x: 0.5, y: 0 })).toMatchObject({ top: 0 });
    expect(coverRegion(4000, 3000, og, { x: 0.5, y: 1 })).toMatchObject({ top: 900 });
    // A panorama: full height, the width moves.
    expect(coverRegion(6000, 1000, og, { x: 0.1, y: 0.5 })).toMatchObject({ left: 0, width: 1905, height: 1000 });
    expect(coverRegion(6000, 1000, og, { x: 0.7, y: 0.5 })).toMatchObject({ left: 3248 });
    expect(coverRegion(6000, 1000, og, { x: 0.95, y: 0.5 })).toMatchObject({ left: 4095 });
  });

  it("renders the og crop around the focal point: the red top band survives a focal point at the top only", async () => {
    // 1000x1000: red top fifth, blue elsewhere.
    const original = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#0000ff" } })
      .composite([{ input: { create: { width: 1000, height: 200, channels: 3, background: "#ff0000" } }, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const topPixel = async (focus?: { x: number; y: number }) => {
      const jpg = await renderVariant({ size: "og", format: "jpg", original, focus });
      const { data } = await sharp(jpg).extract({ left: 600, top: 5, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [r1, , b1] = await topPixel({ x: 0.5, y: 0 });
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    const [r2, , b2] = await topPixel({ x: 0.5, y: 1 });
    expect(r2).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
  });
});
