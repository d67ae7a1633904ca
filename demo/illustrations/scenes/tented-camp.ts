/**
 * Tented camp at dusk: luxury safari tents glowing from within on their
 * decks, lantern-lit paths, string lights, a camp fire with guests sitting
 * around it, acacias and maybe a giraffe silhouetted against the afterglow.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import {
  birds,
  grass,
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
} from "../primitives.ts";
import { giraffe } from "../silhouettes/animals.ts";
import { person, silhouetteStyle } from "../silhouettes/people.ts";
import { acacia } from "../silhouettes/plants.ts";
import { campfire, lantern, safariTent } from "../silhouettes/structures.ts";
import { n, path, place, rect } from "../svg.ts";

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 610;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars + 30, 420));
  const glowX = rng.range(300, 1300);
  out.push(horizonGlow(ctx, glowX, H, 1100, 300));
  if (pal.moon) out.push(orb(ctx, rng.range(250, 1350), rng.range(140, 240), 38));
  else out.push(orb(ctx, glowX, Math.max(orbY(pal, H), H - 10), 60));
  out.push(streaks(ctx, rng.int(4, 7), 130, H - 100, undefined, 0.45));

  const sil = pal.silhouette;
  const farHills = ridge(rng, { base: H - 10, amp: 36, freq: 1.2 });
  out.push(hill(ctx, farHills, mix(sil, pal.haze, 0.55), { bottomDarken: 0 }));
  out.push(hazeBand(ctx, H, 60, pal.haze, 0.35));
  const ground = ridge(rng, { base: H + 40, amp: 10, freq: 0.8 });
  const groundC = mix(sil, pal.haze, 0.2);
  out.push(hill(ctx, ground, groundC, { bottomDarken: 0.35 }));
  // acacias and a giraffe against the glow
  const treeC = mix(sil, pal.haze, 0.12);
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = rng.range(-40, 1640);
    const h = rng.range(160, 300);
    out.push(place(acacia(rng, { h, w: h * 1.5, trunk: treeC, canopy: treeC }), x, ridgeAt(ground, x) + rng.range(10, 40), 1));
  }
  if (rng.chance(0.6)) {
    const gx = rng.range(200, 1400);
    out.push(place(giraffe({ fill: treeC }), gx, ridgeAt(ground, gx) + 20, 0.42, { flip: rng.chance(0.5) }));
  }

  // tents: one large in front, others further back
  const canvas = mix("#e8dcc0", pal.light, 0.3);
  const tentColours = {
    canvas: mix(canvas, pal.shade, pal.darkness * 0.55),
    shade: mix(darken(canvas, 0.35), pal.shade, pal.darkness * 0.6),
    deck: mix("#6a4a30", pal.shade, pal.darkness * 0.6),
    glow: pal.warm,
    lit: true,
  };
  const side = rng.chance(0.5) ? 1 : -1;
  const tents: { y: number; svg: string }[] = [];
  const backCount = rng.int(1, 2);
  for (let i = 0; i < backCount; i++) {
    const tx = 800 + side * (-420 + i * 300) + rng.jitter(0, 40);
    const ty = ridgeAt(ground, tx) + 60;
    tents.push({ y: ty, svg: place(safariTent(defs, tentColours), tx, ty, 0.5 + i * 0.05) });
  }
  const heroX = 800 + side * rng.range(160, 300);
  const heroY = 800;
  tents.push({ y: heroY, svg: place(safariTent(defs, tentColours), heroX, heroY, 1.15) });
  tents.sort((a, b) => a.y - b.y);
  out.push(...tents.map((t) => t.svg));

  // string lights from the hero tent to a pole
  const poleX = heroX - side * 360;
  out.push(path(`M${n(poleX)} ${heroY + 20}V${heroY - 200}`, { stroke: darken(groundC, 0.3), "stroke-width": 6 }));
  let bulbs = "";
  const x0 = heroX - side * 190;
  const y0 = heroY - 118;
  const x1 = poleX;
  const y1 = heroY - 196;
  out.push(path(`M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n(Math.max(y0, y1) + 40)} ${n(x1)} ${n(y1)}`, { fill: "none", stroke: darken(groundC, 0.2), "stroke-width": 2 }));
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (Math.max(y0, y1) + 40) + t * t * y1;
    bulbs += `M${n(x - 5)} ${n(y + 4)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`;
  }
  out.push(path(bulbs, { fill: lighten(pal.warm, 0.3) }));

  // lanterns along a path
  for (let i = 0; i < 4; i++) {
    const lx = heroX - side * (120 + i * 110) + rng.jitter(0, 10);
    const ly = 880 + i * 26;
    out.push(place(lantern(defs, { frame: darken(groundC, 0.5), light: pal.warm, size: 0.7 + i * 0.12 }), lx, ly, 1));
  }

  // camp fire with guests
  const fx = 800 - side * rng.range(320, 460);
  const fy = 930;
  const guest = silhouetteStyle(mix(sil, "#000000", 0.2));
  const seats = rng.shuffle([-175, -125, -55, -5]).slice(0, rng.int(2, 4));
  const behind: string[] = [];
  const inFront: string[] = [];
  for (const deg of seats) {
    const a = (deg * Math.PI) / 180;
    const px = fx + Math.cos(a) * 190;
    const py = fy + Math.sin(a) * 50;
    const seat = rect(px - 42, py - 6, 84, 14, { rx: 7, fill: "#2a1a10" }) + place(person(190, "sit", guest), px, py - 2, 1, { flip: px > fx });
    (py < fy - 20 ? behind : inFront).push(seat);
  }
  out.push(...behind);
  out.push(place(campfire(defs, { logs: "#3a2414", glowRadius: 300 }), fx, fy, 0.9));
  out.push(...inFront);
  out.push(grass(rng, -20, 1620, () => 1002, mix(sil, "#000000", 0.3), { height: 46, density: 0.05 }));
  if (!pal.moon && rng.chance(0.5)) out.push(birds(rng, glowX, 300, 80, 3, sil, 12));
  return out.join("");
}

export const tentedCamp: SceneDefinition = {
  palettes: ["dusk", "night", "sunset"],
  mirror: true,
  draw,
};
