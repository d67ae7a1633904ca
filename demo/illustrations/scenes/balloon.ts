/**
 * Balloon safari: hot-air balloons drifting over misty Mara-style plains at
 * sunrise, a river glinting below, acacias and grazing herds.
 */
import { mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit, surface } from "../palettes.ts";
import {
  birds,
  cloudField,
  grass,
  hazeBand,
  hill,
  horizonGlow,
  orb,
  orbY,
  ridge,
  ridgeAt,
  sky,
  smoothLine,
  stars,
  streaks,
} from "../primitives.ts";
import { giraffe } from "../silhouettes/animals.ts";
import { acacia } from "../silhouettes/plants.ts";
import { balloon as balloonShape } from "../silhouettes/vehicles.ts";
import { path, place, placeShared } from "../svg.ts";

const BALLOON_COLOURS: readonly (readonly [string, string])[] = [
  ["#e2483d", "#f6c445"],
  ["#2f7fc1", "#f4f1e8"],
  ["#f08a24", "#1f9d8f"],
  ["#6c4bb4", "#f2c14e"],
  ["#d94f8a", "#f7e3a1"],
  ["#3aa657", "#f6efe0"],
  ["#e7572f", "#2d3e73"],
  ["#f4c542", "#d23c3c"],
];

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 650;
  const out: string[] = [];
  out.push(sky(ctx, H + 30));
  out.push(stars(ctx, pal.stars, 260));
  const sunX = rng.range(300, 1300);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1100, 340));
  out.push(orb(ctx, sunX, orbY(pal, H), low ? 66 : 50));
  out.push(low ? streaks(ctx, rng.int(4, 8), 120, H - 120) : cloudField(ctx, 3, 120, 260, 120, 240));

  // plains receding in layers of morning mist
  const hills = ridge(rng, { base: H - 12, amp: 26, freq: 1.3 });
  out.push(hill(ctx, hills, surface(pal, "#7d8a68", 0.72), { bottomDarken: 0.02 }));
  out.push(hazeBand(ctx, H, 60, pal.haze, 0.6));
  const plain1 = ridge(rng, { base: H + 30, amp: 6, freq: 0.7, octaves: 2 });
  out.push(hill(ctx, plain1, surface(pal, "#a59a5e", 0.5), { bottomDarken: 0.04 }));
  const farTree = surface(pal, "#4a5530", 0.5);
  for (let i = 0; i < rng.int(6, 10); i++) {
    const x = rng.range(-20, 1620);
    const h = rng.range(24, 46);
    out.push(placeShared(defs, acacia(rng, { h, w: h * 1.5, trunk: farTree, canopy: farTree }), x, ridgeAt(plain1, x) + rng.range(4, 30), 1));
  }
  // a meandering river catching the sky
  const riverY = H + rng.range(70, 100);
  const pts = [];
  for (let x = -60; x <= 1660; x += 120) pts.push({ x, y: riverY + Math.sin(x / 140 + rng.range(0, 1)) * 14 + rng.jitter(0, 5) });
  out.push(hazeBand(ctx, H + 55, 70, pal.haze, 0.45));
  const plain2 = ridge(rng, { base: H + 120, amp: 10, freq: 0.6, octaves: 2 });
  out.push(hill(ctx, plain2, surface(pal, "#b29c5a", 0.3), { bottomDarken: 0.08 }));
  out.push(
    path(smoothLine(pts), { fill: "none", stroke: mix(pal.sky[2], pal.orb, 0.3), "stroke-width": 5, opacity: 0.6, "stroke-linecap": "round" }),
  );
  // a nearer row of acacias
  const midTree = surface(pal, "#4a5530", 0.3);
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = rng.range(-20, 1620);
    const h = rng.range(60, 100);
    out.push(place(acacia(rng, { h, w: h * 1.5, trunk: midTree, canopy: midTree }), x, ridgeAt(plain2, x) + rng.range(30, 90), 1));
  }
  // a few giraffes grazing
  const gf = surface(pal, "#5a4030", 0.25);
  const gx = rng.range(250, 1350);
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = gx + i * rng.range(40, 70);
    out.push(placeShared(defs, giraffe({ fill: gf }), x, ridgeAt(plain2, x) + 40, 0.16, { flip: i % 2 === 1 }));
  }

  // balloons: one hero, several further away
  const count = rng.int(4, 7);
  const colours = rng.shuffle(BALLOON_COLOURS);
  const heroX = rng.range(580, 1020);
  const items: { s: number; svg: string }[] = [];
  const taken: { x: number; y: number; r: number }[] = [{ x: heroX, y: 370, r: 260 }];
  const tint = (c: string, depth: number) =>
    far(pal, mix(mix(c, pal.light, pal.lightAmount * 0.6), pal.shade, pal.darkness * 0.45), depth);
  const mk = (x: number, y: number, s: number, c: readonly [string, string], depth: number, flame: boolean) =>
    items.push({
      s,
      svg: place(
        balloonShape(defs, {
          a: tint(c[0], depth),
          b: tint(c[1], depth),
          basket: tint("#6b4a2b", depth),
          rope: tint("#3a2a1a", depth),
          flame,
        }),
        x,
        y,
        s,
      ),
    });
  mk(heroX, rng.range(340, 390), rng.range(1.5, 1.75), colours[0]!, 0, low);
  for (let i = 1; i < count; i++) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const s = rng.range(0.22, 0.75);
      const x = rng.range(120, 1480);
      const y = H - 120 - s * 420 + rng.range(-60, 40);
      const r = 130 * s + 20;
      if (taken.some((t) => Math.hypot(t.x - x, t.y - y) < t.r + r)) continue;
      taken.push({ x, y, r });
      mk(x, y, s, colours[i % colours.length]!, (0.8 - s) * 0.75, false);
      break;
    }
  }
  items.sort((a, b) => a.s - b.s);
  out.push(...items.map((i) => i.svg));
  if (rng.chance(0.5)) out.push(birds(rng, rng.range(300, 1300), rng.range(480, 560), 80, rng.int(3, 5), surface(pal, "#333", 0.3), 9));

  // dark foreground bank with grass and a framing acacia
  const near = ridge(rng, { base: 940, amp: 26, freq: 0.8 });
  const fg = pal.daylight ? lit(pal, "#8a7034") : mix(pal.silhouette, pal.shade, 0.2);
  const treeX = rng.chance(0.5) ? rng.range(80, 300) : rng.range(1300, 1520);
  const th = rng.range(220, 300);
  out.push(place(acacia(rng, { h: th, w: th * 1.55, trunk: fg, canopy: fg }), treeX, ridgeAt(near, treeX) + 30, 1));
  out.push(hill(ctx, near, fg, { bottomDarken: 0.2 }));
  out.push(grass(rng, -20, 1620, (x) => ridgeAt(near, x), fg, { height: 50, density: 0.05 }));
  return out.join("");
}

export const balloon: SceneDefinition = {
  palettes: ["dawn", "morning", "golden"],
  mirror: true,
  draw,
};
