/**
 * Dhow at sunset: a lateen-rigged dhow crossing a glowing sea, smaller dhows
 * further out, a low palm-fringed coast, the sun's path on the water.
 */
import { mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far } from "../palettes.ts";
import { birds, horizonGlow, orb, orbY, ridge, ridgeAt, sky, stars, streaks, water } from "../primitives.ts";
import { palm } from "../silhouettes/plants.ts";
import { dhow } from "../silhouettes/vehicles.ts";
import { g, n, path, place } from "../svg.ts";
import { reflection } from "./common.ts";

function draw(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const H = 600;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 320));
  const heroX = rng.range(560, 1040);
  const sunX = heroX + rng.range(-260, 260);
  out.push(horizonGlow(ctx, sunX, H, 1000, 300));
  const sy = Math.max(orbY(pal, H), 300);
  out.push(orb(ctx, sunX, sy, 78));
  out.push(streaks(ctx, rng.int(6, 10), 110, H - 70));

  // low coast with palms on one side
  const side = rng.chance(0.5) ? 1 : -1;
  const coastColor = mix(pal.silhouette, pal.haze, 0.45);
  const coast = ridge(rng, { base: H - 10, amp: 8, freq: 2, lift: (x) => (side > 0 ? x > 1050 : x < 550) ? 10 : -40 });
  const coastPath: string[] = [];
  const x0 = side > 0 ? 1000 : -20;
  const x1 = side > 0 ? 1620 : 600;
  coastPath.push(`M${x0} ${H}`);
  for (let x = x0; x <= x1; x += 40) coastPath.push(`L${x} ${n(Math.min(H, ridgeAt(coast, x)))}`);
  coastPath.push(`L${x1} ${H}Z`);
  out.push(path(coastPath.join(""), { fill: coastColor }));
  for (let i = 0; i < rng.int(4, 7); i++) {
    const x = rng.range(x0 + 60, x1 - 40);
    const h = rng.range(50, 90);
    out.push(place(palm(rng, { h, lean: rng.range(-0.25, 0.25), trunk: coastColor, leaf: coastColor, leafBack: coastColor, nuts: coastColor }), x, ridgeAt(coast, x) + 4, 1));
  }

  out.push(water(ctx, H, { sunX, shimmer: 60, reflectColor: mix(pal.orb, pal.glow, 0.3) }));

  const hull = pal.silhouette;
  const sailBase = mix(mix("#f6ead2", pal.light, 0.3), pal.shade, pal.darkness * 0.4);
  const sailShade = mix(sailBase, pal.silhouette, 0.4);
  // the sail glows where the low sun shines through it
  const sail = ctx.defs.linear(
    [
      [0, mix(sailBase, "#ffffff", 0.15)],
      [0.6, sailBase],
      [1, mix(sailBase, pal.glow, 0.45)],
    ],
    0,
    0,
    0.4,
    1,
  );
  const rig = pal.silhouette;
  // distant dhows
  for (let i = 0; i < rng.int(1, 3); i++) {
    const s = rng.range(0.18, 0.32);
    const x = rng.range(150, 1450);
    if (Math.abs(x - heroX) < 330) continue;
    const d = dhow({ hull, trim: hull, sail: far(pal, sailShade, 0.25), sailShade: far(pal, sailShade, 0.25), rig });
    out.push(place(d, x, H + 8 + s * 60, s, { flip: rng.chance(0.5) }));
  }
  // the hero dhow and its reflection
  const s = rng.range(1.2, 1.4);
  const y = rng.range(800, 840);
  const flip = rng.chance(0.5);
  const hero = dhow({ hull, trim: mix(pal.glow, hull, 0.5), sail, sailShade, rig, crew: hull });
  out.push(reflection(hero, heroX, y + 6, s, 0.22, flip));
  out.push(place(hero, heroX, y, s, { flip }));
  // ripples at the waterline
  let rip = "";
  for (let i = 0; i < 7; i++) rip += `M${n(heroX - 210 * s + rng.range(-40, 380) * s)} ${n(y + 12 + i * 7)}h${n(rng.range(30, 90))}`;
  out.push(path(rip, { stroke: mix(pal.orb, pal.glow, 0.5), "stroke-width": 2.5, opacity: 0.5, "stroke-linecap": "round" }));
  out.push(birds(rng, sunX + rng.range(-200, 200), sy - rng.range(60, 160), 90, rng.int(3, 6), pal.silhouette, 14));
  return g({}, out);
}

export const dhowScene: SceneDefinition = {
  palettes: ["sunset", "golden", "dusk", "dawn"],
  mirror: true,
  draw,
};
