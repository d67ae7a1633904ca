/**
 * Rift Valley soda lake: a pink-tinged lake under the escarpment, a band of
 * thousands of flamingos in the distance, a mid-distance flock and a few tall
 * flamingos wading in the foreground with their reflections.
 */
import { lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit } from "../palettes.ts";
import {
  cloudField,
  hazeBand,
  hill,
  horizonGlow,
  orb,
  orbY,
  ridge,
  ridgeAt,
  sky,
  stars,
  streaks,
  water,
} from "../primitives.ts";
import { flamingo } from "../silhouettes/animals.ts";
import { acacia } from "../silhouettes/plants.ts";
import { g, n, path, placeShared } from "../svg.ts";

function flyingFlamingo(pink: string, dark: string): string {
  return g({}, [
    path("M-60,0 C-30,-4 30,-4 62,0 C30,4 -30,4 -60,0 Z", { fill: pink }),
    path("M-10,0 L-30,-34 L10,-2 Z M-6,2 L-20,30 L14,2 Z", { fill: pink }),
    path("M-30,-34 L-40,-40 L-22,-28 Z M-20,30 L-30,36 L-12,26 Z", { fill: dark }),
    path("M62,0 L80,4 L76,8 Z", { fill: dark }),
    path("M-60,0 L-96,2", { stroke: pink, "stroke-width": 2.5 }),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 560;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 300));
  const sunX = rng.range(300, 1300);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 280));
  const sy = orbY(pal, H);
  out.push(orb(ctx, sunX, sy, low ? 62 : 46));
  out.push(low ? streaks(ctx, rng.int(5, 8), 100, H - 120) : cloudField(ctx, rng.int(2, 4), 90, 260, 150, 280));

  // the escarpment: a long flat-topped wall dropping away at one end
  const side = rng.chance(0.5) ? 1 : -1;
  const dropX = rng.range(900, 1250);
  const esc = ridge(rng, {
    base: H - 10,
    amp: 8,
    freq: 2.5,
    lift: (x) => {
      const u = side > 0 ? x : 1600 - x;
      return 150 / (1 + Math.exp((u - dropX) / 50));
    },
  });
  out.push(hill(ctx, esc, far(pal, lit(pal, "#6a6a7a"), 0.55), { bottomDarken: 0.05 }));
  // cliff strata lines
  let strata = "";
  for (let i = 0; i < 3; i++) {
    const y = H - 120 + i * 35;
    strata += `M${side > 0 ? -10 : 1610} ${n(y)}L${n(side > 0 ? dropX - 100 - i * 60 : 1600 - dropX + 100 + i * 60)} ${n(y + 4)}`;
  }
  out.push(path(strata, { stroke: far(pal, lit(pal, "#4a4a5a"), 0.5), "stroke-width": 3, opacity: 0.5 }));
  out.push(hazeBand(ctx, H - 10, 60, pal.haze, 0.5));
  // far shore with fever trees
  const shore = ridge(rng, { base: H + 4, amp: 3, freq: 1.2, octaves: 2 });
  out.push(hill(ctx, shore, far(pal, lit(pal, "#7a7a52"), 0.45), { bottomDarken: 0 }));
  const tree = far(pal, lit(pal, "#5a6a3a"), 0.4);
  for (let i = 0; i < rng.int(5, 9); i++) {
    const x = rng.range(0, 1600);
    const h = rng.range(24, 44);
    out.push(placeShared(defs, acacia(rng, { h, w: h * 1.4, trunk: tree, canopy: tree }), x, ridgeAt(shore, x) + 2, 1));
  }

  // pink-tinged soda lake
  const pinkWater: [string, string] = [mix(pal.water[0], "#f4b3c4", pal.daylight ? 0.62 : 0.35), mix(pal.water[1], "#b0668a", pal.daylight ? 0.5 : 0.3)];
  out.push(water(ctx, H + 10, { colors: pinkWater, sunX: low ? sunX : undefined, shimmer: 50 }));

  const pink = pal.daylight ? lit(pal, "#f28fab") : mix("#e97d9d", pal.silhouette, pal.darkness * 0.55);
  const pinkFar = far(pal, pink, 0.35);
  const dark = mix("#1b1416", pal.silhouette, 0.5);
  // the great pink band of distant flocks
  let band = "";
  for (let i = 0; i < 240; i++) {
    const x = rng.range(-20, 1620);
    const y = H + 16 + Math.pow(rng.next(), 1.5) * 34;
    band += `M${n(x)} ${n(y)}h${n(rng.range(2, 7))}`;
  }
  out.push(path(band, { stroke: mix(pinkFar, pink, 0.5), "stroke-width": 5, "stroke-linecap": "round" }));
  // a middle-distance flock
  const stand = flamingo({ fill: pink, pink: pinkFar });
  const feed = flamingo({ fill: pink, pink: pinkFar, pose: "feed" });
  const flock: { y: number; svg: string }[] = [];
  for (let i = 0; i < rng.int(20, 30); i++) {
    const y = H + 60 + rng.range(0, 130);
    const s = 0.18 + ((y - H - 60) / 130) * 0.2;
    flock.push({ y, svg: placeShared(defs, rng.chance(0.5) ? stand : feed, rng.range(-20, 1620), y, s, { flip: rng.chance(0.5) }) });
  }
  flock.sort((a, b) => a.y - b.y);
  out.push(...flock.map((f) => f.svg));

  // foreground waders with reflections and ripples
  const bigStand = flamingo({ fill: pink, pink });
  const bigFeed = flamingo({ fill: pink, pink, pose: "feed" });
  const count = rng.int(3, 5);
  const big: { y: number; svg: string }[] = [];
  const ripple = lighten(pinkWater[0], 0.3);
  for (let i = 0; i < count; i++) {
    const x = 300 + (1000 * (i + rng.range(0.2, 0.8))) / count;
    const y = rng.range(800, 930);
    const s = 1.3 + ((y - 800) / 130) * 0.5;
    const flip = rng.chance(0.5);
    const shape = rng.chance(0.6) ? bigStand : bigFeed;
    const svg =
      placeShared(defs, shape, x, y + 2, s, { flip, attrs: { opacity: 0.28, transform: "" } }).replace(/transform="[^"]*"/, `transform="translate(${n(x)} ${n(y + 2)}) scale(${flip ? -s : s} ${-s * 0.9})"`) +
      path(`M${n(x - 40 * s)} ${n(y + 2)}h${n(80 * s)}M${n(x - 24 * s)} ${n(y + 9)}h${n(48 * s)}`, { stroke: ripple, "stroke-width": 2.5, opacity: 0.7, "stroke-linecap": "round" }) +
      placeShared(defs, shape, x, y, s, { flip });
    big.push({ y, svg });
  }
  big.sort((a, b) => a.y - b.y);
  out.push(...big.map((b) => b.svg));
  // a few flying overhead
  if (rng.chance(0.6)) {
    const fx = rng.range(300, 1200);
    const fy = rng.range(200, 330);
    for (let i = 0; i < rng.int(3, 5); i++) {
      out.push(placeShared(defs, flyingFlamingo(pink, dark), fx + i * rng.range(60, 90), fy + i * rng.range(10, 26), rng.range(0.45, 0.6)));
    }
  }
  return out.join("");
}

export const lakeFlamingos: SceneDefinition = {
  palettes: ["morning", "golden", "dawn", "sunset", "midday"],
  mirror: true,
  draw,
};
