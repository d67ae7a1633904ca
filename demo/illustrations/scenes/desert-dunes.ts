/**
 * Desert dunes (Namib, Arabian sands): sharp-crested dunes in layers with
 * lit and shaded faces, a camel caravan along a crest with long shadows,
 * sand ripples, sometimes a far city skyline shimmering on the horizon.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit } from "../palettes.ts";
import { birds, horizonGlow, orb, orbY, sky, stars, streaks } from "../primitives.ts";
import { camel } from "../silhouettes/animals.ts";
import { person } from "../silhouettes/people.ts";
import { g, n, path, placeShared } from "../svg.ts";

interface Dune {
  /** Sampled outline points of the whole layer (for placing things on it). */
  pts: [number, number][];
  svg: string;
}

/** One layer of dunes: alternating valleys and sharp crests; shadow on the `shadowRight` side of each crest. */
function duneLayer(
  ctx: SceneContext,
  base: number,
  height: number,
  count: number,
  litColor: string,
  shadeColor: string,
  shadowRight: boolean,
): Dune {
  const { rng } = ctx;
  const valleys: [number, number][] = [];
  const crests: [number, number][] = [];
  const span = 1800 / count;
  for (let i = 0; i <= count; i++) valleys.push([-100 + i * span + rng.jitter(0, span * 0.12), base + rng.jitter(0, height * 0.15)]);
  for (let i = 0; i < count; i++) {
    const [vx] = valleys[i]!;
    const [wx] = valleys[i + 1]!;
    const t = shadowRight ? rng.range(0.55, 0.72) : rng.range(0.28, 0.45);
    crests.push([vx + (wx - vx) * t, base - height * rng.range(0.6, 1.1)]);
  }
  const pts: [number, number][] = [];
  const quad = (a: [number, number], c: [number, number], b: [number, number], steps = 8) => {
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      pts.push([
        (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
        (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
      ]);
    }
  };
  let d = `M${n(valleys[0]![0])} ${n(valleys[0]![1])}`;
  pts.push(valleys[0]!);
  const shadows: string[] = [];
  for (let i = 0; i < count; i++) {
    const v = valleys[i]!;
    const c = crests[i]!;
    const w = valleys[i + 1]!;
    // the long windward slope is convex, the slip face concave
    const up: [number, number] = shadowRight ? [v[0] + (c[0] - v[0]) * 0.55, c[1] + (v[1] - c[1]) * 0.05] : [v[0] + (c[0] - v[0]) * 0.6, v[1] - (v[1] - c[1]) * 0.15];
    const down: [number, number] = shadowRight ? [c[0] + (w[0] - c[0]) * 0.35, w[1] - (w[1] - c[1]) * 0.2] : [c[0] + (w[0] - c[0]) * 0.45, c[1] + (w[1] - c[1]) * 0.05];
    d += `Q${n(up[0])} ${n(up[1])} ${n(c[0])} ${n(c[1])}Q${n(down[0])} ${n(down[1])} ${n(w[0])} ${n(w[1])}`;
    quad(v, up, c);
    quad(c, down, w);
    // shadow face: from the crest line sweeping toward the viewer, to the trough line below the valley
    const bottom = 1030;
    if (shadowRight) {
      const foot = c[0] + (w[0] - c[0]) * rng.range(-0.25, 0.1);
      const trough = w[0] + (w[0] - c[0]) * rng.range(0.1, 0.5);
      shadows.push(
        `M${n(c[0])} ${n(c[1])}Q${n(down[0])} ${n(down[1])} ${n(w[0])} ${n(w[1])}L${n(trough)} ${n(bottom)}L${n(foot)} ${n(bottom)}Q${n(c[0] + (foot - c[0]) * 0.1)} ${n(c[1] + (bottom - c[1]) * 0.25)} ${n(c[0])} ${n(c[1])}Z`,
      );
    } else {
      const foot = c[0] - (c[0] - v[0]) * rng.range(-0.25, 0.1);
      const trough = v[0] - (c[0] - v[0]) * rng.range(0.1, 0.5);
      shadows.push(
        `M${n(c[0])} ${n(c[1])}Q${n(up[0])} ${n(up[1])} ${n(v[0])} ${n(v[1])}L${n(trough)} ${n(bottom)}L${n(foot)} ${n(bottom)}Q${n(c[0] - (c[0] - foot) * 0.1)} ${n(c[1] + (bottom - c[1]) * 0.25)} ${n(c[0])} ${n(c[1])}Z`,
      );
    }
  }
  d += "L1700 1020L-100 1020Z";
  const fill = ctx.defs.linear([
    [0, lighten(litColor, 0.06)],
    [1, darken(litColor, 0.1)],
  ]);
  const clip = ctx.defs.clip(path(d));
  return {
    pts,
    svg: g({}, [path(d, { fill }), path(shadows.join(""), { fill: shadeColor, "clip-path": clip })]),
  };
}

function skyline(ctx: SceneContext, x: number, baseY: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  for (let i = 0; i < 14; i++) {
    const w = rng.range(10, 22);
    const h = rng.range(30, 90);
    d += `M${n(x + i * 18 - 120)} ${n(baseY)}v${n(-h)}h${n(w)}v${n(h)}Z`;
  }
  // the needle of a supertall tower
  d += `M${n(x - 8)} ${n(baseY)}L${n(x - 5)} ${n(baseY - 150)}L${n(x)} ${n(baseY - 210)}L${n(x + 5)} ${n(baseY - 150)}L${n(x + 8)} ${n(baseY)}Z`;
  return path(d, { fill: color, opacity: 0.55 });
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 560;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 420));
  const sunX = rng.range(300, 1300);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 300));
  out.push(orb(ctx, sunX, orbY(pal, H), low ? 80 : 52));
  if (low) out.push(streaks(ctx, rng.int(3, 6), 120, H - 120));
  const shadowRight = sunX < 800;
  if (rng.chance(0.3)) out.push(skyline(ctx, rng.range(300, 1300), H + 10, far(pal, lit(pal, "#8a7a8a"), 0.6)));

  const sand = pal.moon ? "#c9b48a" : "#e6b877";
  const layers = [
    { base: H + 30, h: 90, count: 3, depth: 0.6 },
    { base: H + 130, h: 150, count: 3, depth: 0.35 },
    { base: H + 280, h: 210, count: 2, depth: 0.12 },
    { base: 1010, h: 230, count: 2, depth: 0 },
  ];
  const dunes: Dune[] = [];
  for (const L of layers) {
    const litC = far(pal, mix(lit(pal, sand), pal.light, pal.lightAmount * 0.6), L.depth);
    const shadeC = far(pal, mix(darken(lit(pal, sand), 0.35), pal.shade, 0.25), L.depth);
    dunes.push(duneLayer(ctx, L.base, L.h, L.count, litC, shadeC, shadowRight));
  }
  out.push(dunes[0]!.svg, dunes[1]!.svg);

  // camel caravan walking along a crestline of the middle layer
  const mid = dunes[2]!;
  out.push(mid.svg);
  const camelFill = pal.daylight && pal.name !== "golden" ? lit(pal, "#9a6d45") : mix(pal.silhouette, lit(pal, "#9a6d45"), 0.12);
  const count = rng.int(3, 5);
  const flip = rng.chance(0.5);
  const rider = camel({ fill: camelFill, rider: true, cloth: pal.daylight ? lit(pal, "#b23a2e") : undefined });
  const plain = camel({ fill: camelFill, cloth: pal.daylight ? lit(pal, "#2f5f8a") : undefined });
  const k = shadowRight ? -1.3 : 1.3;
  const at = (x: number) => {
    let best = mid.pts[0]!;
    for (const p of mid.pts) if (Math.abs(p[0] - x) < Math.abs(best[0] - x)) best = p;
    return best[1];
  };
  const s = 0.72;
  const startX = rng.range(380, 1220 - count * 120);
  for (let i = 0; i < count; i++) {
    const x = startX + i * 125;
    const y = at(x) + 6;
    const shape = i % 2 === 0 ? rider : plain;
    if (low) {
      const id = defs.symbol(shape);
      out.push(`<use href="#${id}" transform="translate(${n(x)} ${n(y)}) matrix(${flip ? -s : s} 0 ${n(k * s)} ${n(-0.22 * s)} 0 0)" opacity="0.3"/>`);
    }
    out.push(placeShared(defs, shape, x, y, s, { flip }));
  }
  // a guide on foot leading the caravan
  const leadX = flip ? startX - 110 : startX + (count - 1) * 125 + 110;
  out.push(placeShared(defs, person(150, "walk", { skin: camelFill, top: camelFill, bottom: camelFill, hair: camelFill }), leadX, at(leadX) + 6, 1, { flip }));

  // nearest dune with wind ripples
  const near = dunes[3]!;
  out.push(near.svg);
  let ripples = "";
  for (let i = 0; i < 14; i++) {
    const x = rng.range(-50, 1600);
    const y = rng.range(900, 1000);
    const w = rng.range(120, 300);
    ripples += `M${n(x)} ${n(y)}q${n(w / 2)} ${n(-rng.range(6, 14))} ${n(w)} ${n(rng.jitter(0, 6))}`;
  }
  out.push(path(ripples, { fill: "none", stroke: darken(lit(pal, sand), 0.2), "stroke-width": 3, opacity: 0.45, "stroke-linecap": "round" }));
  if (rng.chance(0.5)) out.push(birds(rng, rng.range(400, 1200), rng.range(180, 280), 70, 3, pal.daylight ? "#3a2a20" : pal.silhouette, 12));
  return out.join("");
}

export const desertDunes: SceneDefinition = {
  palettes: ["golden", "midday", "sunset", "dawn", "night"],
  mirror: false,
  draw,
};
