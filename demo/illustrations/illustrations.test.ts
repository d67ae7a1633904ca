import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SCENE_KINDS, type SceneKind } from "../content/types.ts";
import { paletteFor, renderIllustration } from "./index.ts";

const VARIANTS = [0, 1, 2, 3, 7, -4, 123_456];
const MAX_BYTES = 60 * 1024;

/**
 * A small XML well-formedness check: balanced tags, only whitespace between
 * tags, unique ids, and every internal reference (url(#id), href="#id")
 * pointing at an id that exists. Returns a list of problems (empty = fine).
 */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg))) {
    const between = svg.slice(last, m.index);
    if (between.trim() !== "") problems.push(`stray text before <${m[2]}>: ${between.slice(0, 40)}`);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? "nothing"}>`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  if (svg.slice(last).trim() !== "") problems.push("text after the last tag");
  if (stack.length) problems.push(`unclosed: ${stack.join(",")}`);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((x) => x[1]!);
  const idSet = new Set(ids);
  if (idSet.size !== ids.length) problems.push("duplicate ids");
  for (const ref of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const id = ref[1] ?? ref[2]!;
    if (!idSet.has(id)) problems.push(`dangling reference #${id}`);
  }
  return problems;
}

/** Rasterise like the image pipeline does (480 px JPEG) and measure colour variety. */
async function rasterStats(svg: string) {
  const jpeg = await sharp(Buffer.from(svg)).resize(480).jpeg({ quality: 80 }).toBuffer();
  const meta = await sharp(jpeg).metadata();
  const stats = await sharp(jpeg).stats();
  return {
    width: meta.width,
    height: meta.height,
    format: meta.format,
    maxStdev: Math.max(...stats.channels.map((c) => c.stdev)),
    entropy: stats.entropy,
  };
}

/** Mean absolute per-channel difference between two renders at thumbnail size (0..255). */
async function visualDifference(a: string, b: string): Promise<number> {
  const raw = (svg: string) => sharp(Buffer.from(svg)).resize(160, 100).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

// Thresholds: every real illustration measures far above these (max channel
// stdev >= ~20, entropy >= ~5.5, variants 1 vs 2 differ by >= ~25), while a
// flat placeholder scores ~6 / ~0.1 (see the last test).
const MIN_STDEV = 15;
const MIN_ENTROPY = 4.5;
const MIN_VARIANT_DIFFERENCE = 10;

describe("renderIllustration", () => {
  for (const scene of SCENE_KINDS) {
    describe(scene, () => {
      it("renders a well-formed standalone 1600x1000 SVG for several variants", () => {
        for (const variant of VARIANTS) {
          const svg = renderIllustration(scene, variant);
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" width="1600" height="1000">')).toBe(true);
          expect(svg.endsWith("</svg>")).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
          expect(svg).not.toMatch(/<text|<image|<foreignObject|<script|font-family/);
          expect(svg).not.toMatch(/href="(?!#)/);
          expect(svgProblems(svg)).toEqual([]);
          expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
        }
      });

      it("is deterministic", () => {
        for (const variant of [1, 2, 42]) {
          expect(renderIllustration(scene, variant)).toBe(renderIllustration(scene, variant));
        }
      });

      it("gives visibly different pictures for variants 1 and 2", async () => {
        const a = renderIllustration(scene, 1);
        const b = renderIllustration(scene, 2);
        expect(a).not.toBe(b);
        expect(paletteFor(scene, 1).name).not.toBe(paletteFor(scene, 2).name);
        expect(await visualDifference(a, b)).toBeGreaterThan(MIN_VARIANT_DIFFERENCE);
      }, 20_000);

      it("rasterises with sharp to a 480 px JPEG with real colour variety", async () => {
        for (const variant of [1, 2, 3]) {
          const s = await rasterStats(renderIllustration(scene, variant));
          expect(s.format).toBe("jpeg");
          expect(s.width).toBe(480);
          expect(s.height).toBe(300);
          expect(s.maxStdev, `${scene} v${variant} stdev`).toBeGreaterThan(MIN_STDEV);
          expect(s.entropy, `${scene} v${variant} entropy`).toBeGreaterThan(MIN_ENTROPY);
        }
      }, 20_000);
    });
  }

  it("treats non-integer variants deterministically", () => {
    expect(renderIllustration("beach", 2.7)).toBe(renderIllustration("beach", 2));
    expect(renderIllustration("beach", Number.NaN)).toBe(renderIllustration("beach", 0));
  });

  it("rejects unknown scenes", () => {
    expect(() => renderIllustration("moon-base" as SceneKind, 1)).toThrow(/Unknown illustration scene/);
  });

  it("the checks above do fail on placeholders and broken markup", async () => {
    const flat =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" width="1600" height="1000">' +
      '<rect width="1600" height="1000" fill="#88aacc"/><circle cx="800" cy="500" r="40" fill="#ffffff"/></svg>';
    const s = await rasterStats(flat);
    expect(s.maxStdev).toBeLessThan(MIN_STDEV);
    expect(s.entropy).toBeLessThan(MIN_ENTROPY);
    expect(await visualDifference(flat, flat.replace("#88aacc", "#89abcd"))).toBeLessThan(MIN_VARIANT_DIFFERENCE);
    expect(svgProblems('<svg><g><rect/></svg>')).not.toEqual([]);
    expect(svgProblems('<svg><rect fill="url(#missing)"/></svg>')).not.toEqual([]);
  });
});
