/**
 * Scene-independent building blocks: sky, sun and moon with glow, stars,
 * clouds, layered ridgelines, water with reflections, grass, birds,
 * atmospheric haze bands, light rays and a vignette.
 */
import { darken, lighten } from "./color.ts";
import type { SceneContext } from "./context.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./prng.ts";
import { circle, ellipse, g, HEIGHT, n, path, polygon, rect, WIDTH } from "./svg.ts";

export interface Pt {
  x: number;
  y: number;
}

/* ------------------------------------------------------------------ geometry */

/** A smooth open curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothLine(pts: readonly Pt[], tension = 1): string {
  if (pts.length === 0) return "";
  const first = pts[0] as Pt;
  let d = `M${n(first.x)} ${n(first.y)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = (pts[i - 1] ?? pts[i]) as Pt;
    const p1 = pts[i] as Pt;
    const p2 = pts[i + 1] as Pt;
    const p3 = (pts[i + 2] ?? p2) as Pt;
    const k = tension / 6;
    d += `C${n(p1.x + (p2.x - p0.x) * k)} ${n(p1.y + (p2.y - p0.y) * k)} ${n(p2.x - (p3.x - p1.x) * k)} ${n(
      p2.y - (p3.y - p1.y) * k,
    )} ${n(p2.x)} ${n(p2.y)}`;
  }
  return d;
}

export interface RidgeOptions {
  /** Average height of the ridge line (y). */
  base: number;
  /** Vertical amplitude. */
  amp: number;
  /** Main undulations across the canvas width. */
  freq?: number;
  octaves?: number;
  /** Ridged noise (pointy peaks) instead of rolling hills. */
  sharp?: boolean;
  step?: number;
  /** Extra offset as a function of x (a peak, a valley, a slope). */
  lift?: (x: number) => number;
}

/** Points of a ridgeline spanning the canvas (a little beyond both edges). */
export function ridge(rng: Rng, o: RidgeOptions): Pt[] {
  const step = o.step ?? 40;
  const octaves = o.octaves ?? 3;
  const freq = o.freq ?? 1.6;
  const phases = Array.from({ length: octaves }, () => rng.range(0, Math.PI * 2));
  const pts: Pt[] = [];
  for (let x = -80; x <= WIDTH + 80; x += step) {
    let v = 0;
    let norm = 0;
    for (let k = 0; k < octaves; k++) {
      const a = 1 / Math.pow(2.1, k);
      v += a * Math.sin((Math.PI * 2 * freq * Math.pow(2.3, k) * x) / WIDTH + (phases[k] as number));
      norm += a;
    }
    v /= norm;
    if (o.sharp) v = 1 - 2 * Math.abs(v);
    pts.push({ x, y: o.base - o.amp * v - (o.lift ? o.lift(x) : 0) });
  }
  return pts;
}

/** Closed fill path: the ridgeline down to the bottom of the canvas. */
export function ridgeFill(pts: readonly Pt[], bottom = HEIGHT + 20): string {
  const first = pts[0] as Pt;
  const last = pts[pts.length - 1] as Pt;
  return `${smoothLine(pts)}L${n(last.x)} ${n(bottom)}L${n(first.x)} ${n(bottom)}Z`;
}

/** Height of the ridgeline at x (linear interpolation between points). */
export function ridgeAt(pts: readonly Pt[], x: number): number {
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i] as Pt;
    const b = pts[i + 1] as Pt;
    if (x >= a.x && x <= b.x) return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x || 1);
  }
  return (x < (pts[0] as Pt).x ? pts[0] : pts[pts.length - 1])!.y;
}

/** A Gaussian bump helper for ridge `lift` functions. */
export const bump = (center: number, width: number, height: number) => (x: number) =>
  height * Math.exp(-((x - center) ** 2) / (2 * width * width));

/* ------------------------------------------------------------------ sky */

/** Full-canvas sky gradient; the horizon colour lands at horizonY. */
export function sky(ctx: SceneContext, horizonY: number): string {
  const [top, mid, hor] = ctx.pal.sky;
  const fill = ctx.defs.linearAbs(
    [
      [0, top],
      [0.55, mid],
      [1, hor],
    ],
    0,
    0,
    0,
    horizonY,
  );
  return rect(0, 0, WIDTH, HEIGHT, { fill });
}

/** Where the palette puts the sun/moon for a given horizon. */
export function orbY(pal: Palette, horizonY: number): number {
  return horizonY - pal.elevation * horizonY * 0.85;
}

/** A wide soft glow sitting on the horizon (sunrise/sunset afterglow). */
export function horizonGlow(ctx: SceneContext, x: number, horizonY: number, width = 900, height = 260): string {
  const { pal, defs } = ctx;
  const fill = defs.radialBox([
    [0, pal.glow, pal.glowOpacity * 0.8],
    [0.5, pal.glow, pal.glowOpacity * 0.25],
    [1, pal.glow, 0],
  ]);
  return ellipse(x, horizonY, width, height, { fill });
}

/** Sun (or moon at night) with a soft radial glow. */
export function orb(ctx: SceneContext, x: number, y: number, r: number): string {
  const { pal, defs } = ctx;
  const glowR = r * (pal.moon ? 4.5 : 6.5);
  const glow = defs.radial(
    [
      [0, pal.glow, pal.glowOpacity],
      [0.22, pal.glow, pal.glowOpacity * 0.5],
      [0.55, pal.glow, pal.glowOpacity * 0.14],
      [1, pal.glow, 0],
    ],
    x,
    y,
    glowR,
  );
  const parts = [circle(x, y, glowR, { fill: glow })];
  if (pal.moon) {
    const disc = defs.radial(
      [
        [0, lighten(pal.orb, 0.4)],
        [1, darken(pal.orb, 0.08)],
      ],
      x - r * 0.3,
      y - r * 0.3,
      r * 1.3,
    );
    parts.push(circle(x, y, r, { fill: disc }));
    const crater = darken(pal.orb, 0.25);
    parts.push(
      circle(x - r * 0.3, y - r * 0.15, r * 0.22, { fill: crater, opacity: 0.22 }),
      circle(x + r * 0.28, y + r * 0.25, r * 0.16, { fill: crater, opacity: 0.2 }),
      circle(x + r * 0.1, y - r * 0.45, r * 0.1, { fill: crater, opacity: 0.18 }),
      circle(x - r * 0.05, y + r * 0.5, r * 0.12, { fill: crater, opacity: 0.16 }),
    );
  } else {
    parts.push(circle(x, y, r * 1.18, { fill: pal.orb, opacity: 0.25 }));
    parts.push(circle(x, y, r, { fill: pal.orb }));
  }
  return g({}, parts);
}

/** Stars, denser near the zenith. */
export function stars(ctx: SceneContext, count: number, maxY: number): string {
  if (count <= 0) return "";
  const r = ctx.rng.fork("stars");
  let d = "";
  const bright: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r.range(0, WIDTH);
    const y = maxY * Math.pow(r.next(), 1.5);
    const s = r.range(0.9, 2.1);
    d += `M${n(x - s)} ${n(y)}a${n(s)} ${n(s)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s)} 0 1 0 ${n(-2 * s)} 0`;
    if (r.chance(0.05)) {
      const L = r.range(7, 12);
      bright.push(
        path(`M${n(x - L)} ${n(y)}L${n(x + L)} ${n(y)}M${n(x)} ${n(y - L)}L${n(x)} ${n(y + L)}`, {
          stroke: "#ffffff",
          "stroke-width": 1.2,
          opacity: 0.55,
        }),
      );
    }
  }
  return g({ fill: "#ffffff", opacity: 0.85 }, [path(d), ...bright]);
}

/** A flat-style cumulus cloud: a pill base with round puffs, with a shade layer below. */
export function cloud(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  color: string,
  shadeColor: string,
  opacity = 0.9,
  aspect = 0.3,
): string {
  const h = w * aspect;
  const k = rng.int(3, 5);
  const puffs: string[] = [];
  const shade: string[] = [];
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k;
    const bx = x - w / 2 + w * t + rng.jitter(0, w * 0.04);
    const rr = h * (0.38 + 0.5 * Math.sin(Math.PI * t)) * rng.range(0.8, 1.1);
    const cy = y - rr * 0.55;
    puffs.push(circle(bx, cy, rr));
    shade.push(circle(bx + h * 0.05, cy + h * 0.12, rr));
  }
  const baseH = h * 0.36;
  const base = rect(x - w / 2, y - baseH, w, baseH, { rx: baseH / 2 });
  const shadeBase = rect(x - w / 2 + h * 0.05, y - baseH + h * 0.12, w, baseH, { rx: baseH / 2 });
  return g({ opacity }, [g({ fill: shadeColor }, [...shade, shadeBase]), g({ fill: color }, [...puffs, base])]);
}

/** A flat stratus cloud bank: overlapping horizontal pills. */
export function stratus(rng: Rng, x: number, y: number, w: number, color: string, opacity = 0.6): string {
  const out: string[] = [];
  const k = rng.int(2, 4);
  for (let i = 0; i < k; i++) {
    const pw = w * rng.range(0.45, 0.85);
    const ph = rng.range(18, 34);
    const px = x - w / 2 + rng.range(0, w - pw);
    const py = y - i * ph * 0.45 + rng.jitter(0, 4);
    out.push(rect(px, py - ph, pw, ph, { rx: ph / 2 }));
  }
  return g({ fill: color, opacity }, out);
}

/** A scatter of cumulus clouds across a band of the sky. */
export function cloudField(ctx: SceneContext, count: number, yMin: number, yMax: number, wMin = 160, wMax = 340): string {
  const r = ctx.rng.fork("clouds");
  const { pal } = ctx;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + r.range(0.1, 0.9)) / count) * WIDTH;
    const y = r.range(yMin, yMax);
    const w = r.range(wMin, wMax) * (0.7 + (0.5 * (y - yMin)) / Math.max(1, yMax - yMin));
    out.push(cloud(r, x, y, w, pal.cloud, pal.cloudShade, pal.cloudOpacity));
  }
  return out.join("");
}

/** Long thin horizontal cloud streaks, lovely at sunrise/sunset. */
export function streaks(ctx: SceneContext, count: number, yMin: number, yMax: number, color?: string, opacity = 0.55): string {
  const r = ctx.rng.fork("streaks");
  const c = color ?? ctx.pal.cloud;
  let out = "";
  for (let i = 0; i < count; i++) {
    const w = r.range(180, 560);
    const h = r.range(5, 16);
    const x = r.range(-100, WIDTH - w + 100);
    const y = r.range(yMin, yMax);
    out += rect(x, y, w, h, { rx: h / 2, opacity: r.range(0.5, 1) });
  }
  return g({ fill: c, opacity }, out);
}

/** Flying birds as little curved "v" strokes. */
export function birds(rng: Rng, x: number, y: number, spread: number, count: number, color: string, size = 12): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.35, spread * 0.35);
    const s = size * rng.range(0.6, 1.2);
    const lift = rng.range(0.3, 0.8);
    d += `M${n(bx - s)} ${n(by - s * 0.2)}Q${n(bx - s * 0.5)} ${n(by - s * lift)} ${n(bx)} ${n(by)}Q${n(
      bx + s * 0.5,
    )} ${n(by - s * lift)} ${n(bx + s)} ${n(by - s * 0.2)}`;
  }
  return path(d, { fill: "none", stroke: color, "stroke-width": Math.max(1.5, size / 6), "stroke-linecap": "round" });
}

/* ------------------------------------------------------------------ land */

/** A filled hill layer with a vertical gradient and an optional rim light along its crest. */
export function hill(ctx: SceneContext, pts: readonly Pt[], color: string, opts: { rim?: string; rimOpacity?: number; bottomDarken?: number } = {}): string {
  const fill = ctx.defs.linear([
    [0, color],
    [1, darken(color, opts.bottomDarken ?? 0.18)],
  ]);
  const parts = [path(ridgeFill(pts), { fill })];
  if (opts.rim) {
    parts.push(path(smoothLine(pts), { fill: "none", stroke: opts.rim, "stroke-width": 3, opacity: opts.rimOpacity ?? 0.45 }));
  }
  return parts.join("");
}

/** A forested hill: a ridge fill topped with a bumpy canopy of round crowns. */
export function treeline(
  ctx: SceneContext,
  pts: readonly Pt[],
  color: string,
  opts: { size?: number; light?: string; gap?: number } = {},
): string {
  const r = ctx.rng.fork("treeline");
  const size = opts.size ?? 40;
  let d = "";
  let lights = "";
  for (let x = -60; x < WIDTH + 60; x += size * (opts.gap ?? 0.9) * r.range(0.7, 1.2)) {
    const rr = size * r.range(0.55, 1);
    const y = ridgeAt(pts, x) - rr * r.range(0.2, 0.7);
    d += `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr)} 0 1 0 ${n(2 * rr)} 0a${n(rr)} ${n(rr)} 0 1 0 ${n(-2 * rr)} 0`;
    if (opts.light) {
      const lr = rr * 0.55;
      const lx = x - rr * 0.3;
      const ly = y - rr * 0.3;
      lights += `M${n(lx - lr)} ${n(ly)}a${n(lr)} ${n(lr)} 0 1 0 ${n(2 * lr)} 0a${n(lr)} ${n(lr)} 0 1 0 ${n(-2 * lr)} 0`;
    }
  }
  return g({}, [
    path(d, { fill: color }),
    lights ? path(lights, { fill: opts.light!, opacity: 0.35 }) : "",
    hill(ctx, pts, color, { bottomDarken: 0.15 }),
  ]);
}

/** A soft horizontal band of haze/mist. */
export function hazeBand(ctx: SceneContext, y: number, h: number, color: string, opacity: number): string {
  const fill = ctx.defs.linear([
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  return rect(-10, y - h / 2, WIDTH + 20, h, { fill });
}

/** Water from `top` to the bottom with shimmer lines and an optional sun reflection column. */
export function water(
  ctx: SceneContext,
  top: number,
  opts: { sunX?: number; colors?: readonly [string, string]; shimmer?: number; reflectColor?: string } = {},
): string {
  const { pal, defs } = ctx;
  const r = ctx.rng.fork("water");
  const [c0, c1] = opts.colors ?? pal.water;
  const fill = defs.linearAbs(
    [
      [0, c0],
      [1, c1],
    ],
    0,
    top,
    0,
    HEIGHT,
  );
  const parts = [rect(-10, top, WIDTH + 20, HEIGHT - top + 10, { fill })];
  const depth = HEIGHT - top;
  // shimmer: short horizontal strokes that lengthen toward the viewer
  let d = "";
  const count = opts.shimmer ?? 46;
  for (let i = 0; i < count; i++) {
    const t = Math.pow(r.next(), 1.3);
    const y = top + 6 + t * (depth - 10);
    const w = 14 + t * 120 * r.range(0.5, 1.2);
    const x = r.range(-40, WIDTH);
    d += `M${n(x)} ${n(y)}h${n(w)}`;
  }
  parts.push(
    path(d, { stroke: lighten(c0, 0.35), "stroke-width": 2.2, "stroke-linecap": "round", opacity: 0.35, fill: "none" }),
  );
  if (opts.sunX !== undefined) {
    const refl = opts.reflectColor ?? pal.orb;
    let rd = "";
    const rows = 16;
    for (let i = 0; i < rows; i++) {
      const t = i / rows;
      const y = top + 4 + Math.pow(t, 1.25) * depth * 0.8;
      const w = (60 + 180 * t) * r.range(0.45, 1.1);
      const x = opts.sunX + r.jitter(0, 18 + 30 * t) - w / 2;
      const h = 3 + 5 * t;
      rd += `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
    }
    parts.push(path(rd, { fill: refl, opacity: 0.55 }));
  }
  return parts.join("");
}

/** Grass blades along a ground line y = base(x), merged into a single compact path. */
export function grass(
  rng: Rng,
  x0: number,
  x1: number,
  base: (x: number) => number,
  color: string,
  opts: { height?: number; density?: number; lean?: number } = {},
): string {
  const h = opts.height ?? 40;
  const density = opts.density ?? 0.06;
  const count = Math.round((x1 - x0) * density);
  const r = Math.round;
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = base(x) + 3;
    const blades = rng.int(2, 3);
    for (let b = 0; b < blades; b++) {
      const bh = h * rng.range(0.45, 1.1);
      const lean = (opts.lean ?? 0) + rng.range(-0.5, 0.5);
      const w = rng.range(2, 3.5);
      const bx = x + rng.range(-7, 7);
      // relative integer coordinates keep this small
      const tipX = r(lean * bh * 0.6 + w);
      const tipY = r(-bh);
      d += `M${r(bx - w)} ${r(y)}q${r(lean * bh * 0.3 + w)} ${r(-bh * 0.6)} ${tipX} ${tipY}q${r(-lean * bh * 0.4)} ${r(bh * 0.5)} ${r(w * 2 - tipX)} ${-tipY}z`;
    }
  }
  return path(d, { fill: color });
}

/** Darkened edges for a finished, photographic feel. */
export function vignette(ctx: SceneContext, strength = 0.35, color = "#000000"): string {
  const fill = ctx.defs.radialBox(
    [
      [0, color, 0],
      [0.6, color, 0],
      [1, color, strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, WIDTH, HEIGHT, { fill });
}

/** Fanned light rays from a point (sun through haze, light from the surface underwater). */
export function rays(
  ctx: SceneContext,
  x: number,
  y: number,
  opts: { count?: number; length?: number; spread?: number; angle?: number; color?: string; opacity?: number; width?: number },
): string {
  const r = ctx.rng.fork("rays");
  const count = opts.count ?? 6;
  const length = opts.length ?? 900;
  const spread = opts.spread ?? 70;
  const base = opts.angle ?? 90;
  const color = opts.color ?? ctx.pal.glow;
  const fill = ctx.defs.radial(
    [
      [0, color, opts.opacity ?? 0.35],
      [1, color, 0],
    ],
    x,
    y,
    length,
  );
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((base - spread / 2 + (spread * (i + r.range(0.2, 0.8))) / count) * Math.PI) / 180;
    const wa = ((opts.width ?? 3) * r.range(0.5, 1.4) * Math.PI) / 180;
    out.push(
      polygon(
        [
          [x, y],
          [x + Math.cos(a - wa) * length, y + Math.sin(a - wa) * length],
          [x + Math.cos(a + wa) * length, y + Math.sin(a + wa) * length],
        ],
        {},
      ),
    );
  }
  return g({ fill }, out);
}

/** A soft shadow ellipse under an object standing on the ground. */
export function groundShadow(x: number, y: number, w: number, color: string, opacity = 0.25): string {
  return ellipse(x, y, w / 2, w * 0.06, { fill: color, opacity });
}
