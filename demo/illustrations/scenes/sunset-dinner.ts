/**
 * Sunset dinner for two on the beach: a table with a white cloth, candles,
 * glasses and flowers under a draped canopy or a flower arch, lanterns and
 * torches on the sand, rose petals, palms silhouetted against the sunset.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { birds, horizonGlow, orb, orbY, sky, stars, streaks, water } from "../primitives.ts";
import { palm } from "../silhouettes/plants.ts";
import { candle, lantern } from "../silhouettes/structures.ts";
import { circle, ellipse, g, n, path, place, rect } from "../svg.ts";
import { cycle } from "./common.ts";

function chair(cover: string, sash: string, flip: boolean): string {
  return g({ transform: flip ? "scale(-1 1)" : undefined }, [
    path("M-30,0 L-26,-70 L30,-70 L34,0 Z", { fill: darken(cover, 0.08) }),
    path("M-34,-70 L34,-70 L30,-84 L-30,-84 Z", { fill: cover }),
    path("M18,-84 L24,-200 C26,-214 14,-218 10,-204 L2,-84 Z", { fill: cover }),
    path("M8,-150 L26,-146 L24,-130 L6,-134 Z", { fill: sash }),
    path("M8,-140 L-6,-110 L4,-108 Z M10,-140 L14,-104 L22,-110 Z", { fill: sash }),
  ]);
}

function table(ctx: SceneContext, cloth: string, light: string): string {
  const { defs, rng } = ctx;
  const clothFill = defs.linear([
    [0, lighten(cloth, 0.08)],
    [1, darken(cloth, 0.12)],
  ]);
  const parts = [
    ellipse(0, 6, 230, 22, { fill: "#000000", opacity: 0.25 }),
    path("M-190,-150 L190,-150 L214,0 C120,10 -120,10 -214,0 Z", { fill: clothFill }),
    path("M-150,-150 L-170,0 M-60,-150 L-66,4 M60,-150 L66,4 M150,-150 L170,0", { stroke: darken(cloth, 0.15), "stroke-width": 3, opacity: 0.6 }),
    ellipse(0, -152, 196, 26, { fill: lighten(cloth, 0.12) }),
    ellipse(-90, -152, 40, 10, { fill: "#ffffff", opacity: 0.9 }),
    ellipse(90, -152, 40, 10, { fill: "#ffffff", opacity: 0.9 }),
  ];
  // flowers in a low vase
  let petals = "";
  for (let i = 0; i < 9; i++) {
    const x = rng.range(-26, 26);
    const y = -170 - rng.range(0, 26);
    petals += `M${n(x - 7)} ${n(y)}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0`;
  }
  parts.push(rect(-16, -170, 32, 20, { rx: 6, fill: "#d8e6ee", opacity: 0.8 }), path(petals, { fill: rng.pick(["#d62d50", "#f07aa0", "#ffffff"]) }));
  // glasses
  for (const x of [-130, 120]) {
    parts.push(path(`M${x - 9} -196 Q${x} -168 ${x + 9} -196 Z`, { fill: "#ffffff", opacity: 0.55 }), path(`M${x} -178 V-156 M${x - 8} -155 H${x + 8}`, { stroke: "#ffffff", "stroke-width": 2.5, opacity: 0.7 }));
    parts.push(path(`M${x - 6} -186 Q${x} -172 ${x + 6} -186 Z`, { fill: "#8a1a2a" }));
  }
  // candles
  for (const x of [-48, 40, 60]) parts.push(place(candle(defs, { wax: "#fbf3e2", light, h: x === 40 ? 34 : 26 }), x, -154, 1));
  return g({}, parts);
}

function canopy(cloth: string, post: string): string {
  return g({}, [
    path("M-330,60 V-420 M330,60 V-420", { stroke: post, "stroke-width": 14 }),
    path("M-250,-20 V-380 M250,-20 V-380", { stroke: darken(post, 0.2), "stroke-width": 10 }),
    path("M-350,-430 H350", { stroke: post, "stroke-width": 12 }),
    // swags of fabric across the top
    path("M-350,-430 Q-175,-330 0,-430 Q175,-330 350,-430 L350,-410 Q175,-310 0,-410 Q-175,-310 -350,-410 Z", { fill: cloth }),
    // side curtains tied back
    path("M-350,-430 C-300,-330 -360,-200 -320,-60 L-300,-60 C-320,-200 -290,-300 -316,-430 Z", { fill: cloth, opacity: 0.9 }),
    path("M350,-430 C300,-330 360,-200 320,-60 L300,-60 C320,-200 290,-300 316,-430 Z", { fill: cloth, opacity: 0.9 }),
  ]);
}

function flowerArch(ctx: SceneContext): string {
  const { rng } = ctx;
  let leaves = "";
  let blooms = "";
  for (let i = 0; i < 70; i++) {
    const t = i / 70;
    const a = Math.PI * (1 - t);
    const x = Math.cos(a) * 330 + rng.jitter(0, 16);
    const y = -120 - Math.sin(a) * 360 + rng.jitter(0, 16);
    const r = rng.range(12, 24);
    const d = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    if (rng.chance(0.45)) blooms += d;
    else leaves += d;
  }
  return g({}, [
    path("M-330,60 V-120 M330,60 V-120", { stroke: "#f4efe4", "stroke-width": 10 }),
    path("M-330,-120 A330 360 0 0 1 330,-120", { fill: "none", stroke: "#f4efe4", "stroke-width": 10 }),
    path(leaves, { fill: "#3f6a3a" }),
    path(blooms, { fill: rng.pick(["#f2a2b8", "#ffffff", "#e8506e"]) }),
  ]);
}

function torch(ctx: SceneContext, pole: string): string {
  const { defs } = ctx;
  const glow = defs.radial([[0, "#ffb04a", 0.55], [1, "#ffb04a", 0]], 0, -250, 110);
  return g({}, [
    circle(0, -250, 110, { fill: glow }),
    path("M0,0 V-230", { stroke: pole, "stroke-width": 8 }),
    path("M-12,-230 L12,-230 L8,-250 L-8,-250 Z", { fill: darken(pole, 0.2) }),
    path("M-10,-250 C-14,-270 -2,-280 0,-300 C6,-282 14,-272 10,-250 Z", { fill: "#ff8a2a" }),
    path("M-5,-250 C-7,-262 0,-268 1,-280 C4,-268 7,-262 5,-250 Z", { fill: "#ffe07a" }),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 540;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 260));
  const sunX = rng.chance(0.5) ? rng.range(380, 620) : rng.range(980, 1220);
  out.push(horizonGlow(ctx, sunX, H, 1100, 320));
  out.push(orb(ctx, sunX, Math.max(orbY(pal, H), 420), 74));
  out.push(streaks(ctx, rng.int(6, 10), 100, H - 80));
  out.push(water(ctx, H, { sunX, shimmer: 50, reflectColor: mix(pal.orb, pal.glow, 0.3) }));
  // foam line and sand
  const sandTop = rng.range(690, 730);
  const sand = mix(mix("#e9d3ad", pal.light, 0.3), pal.shade, pal.darkness * 0.55);
  out.push(path(`M-20 ${n(sandTop)}Q400 ${n(sandTop - 20)} 800 ${n(sandTop)}T1620 ${n(sandTop - 6)}V1020H-20Z`, { fill: defs.linear([[0, lighten(sand, 0.06)], [1, darken(sand, 0.15)]]) }));
  out.push(path(`M-20 ${n(sandTop - 2)}Q400 ${n(sandTop - 22)} 800 ${n(sandTop - 2)}T1620 ${n(sandTop - 8)}`, { fill: "none", stroke: "#ffffff", "stroke-width": 4, opacity: 0.7 }));
  // palms at the edges
  const sil = pal.silhouette;
  out.push(place(palm(rng, { h: rng.range(560, 680), lean: rng.range(0.25, 0.4), trunk: sil, leaf: sil, leafBack: sil, nuts: sil }), rng.range(40, 160), 1010, 1));
  if (rng.chance(0.6)) out.push(place(palm(rng, { h: rng.range(420, 520), lean: -rng.range(0.2, 0.35), trunk: sil, leaf: sil, leafBack: sil, nuts: sil }), rng.range(1450, 1560), 1010, 1));

  const tableX = 800 + rng.jitter(0, 40);
  const tableY = 880;
  const S = 1.22;
  const frame = cycle(ctx, "frame", ["canopy", "arch", "torches"] as const);
  const cloth = mix("#fbf6ec", pal.light, 0.25);
  const post = mix("#d9c4a0", pal.shade, pal.darkness * 0.5);
  if (frame === "canopy") out.push(place(canopy(mix(cloth, pal.shade, pal.darkness * 0.3), post), tableX, tableY, S));
  if (frame === "arch") out.push(place(flowerArch(ctx), tableX, tableY, S));
  for (const side of [-1, 1]) {
    if (frame !== "canopy" || rng.chance(0.5)) out.push(place(torch(ctx, mix("#5a3a22", pal.shade, 0.3)), tableX + side * rng.range(500, 600), tableY + 70, 1.1));
  }
  // chairs facing each other, then the table
  const chairCover = mix("#fbf6ec", pal.shade, pal.darkness * 0.35);
  const sash = rng.pick(["#c23b5a", "#d4a24a", "#7a3fa0"]);
  out.push(place(chair(chairCover, sash, false), tableX - 230 * S, tableY + 4, S));
  out.push(place(chair(chairCover, sash, true), tableX + 230 * S, tableY + 4, S));
  out.push(place(table(ctx, cloth, pal.warm), tableX, tableY, S));
  // lanterns and rose petals on the sand
  for (let i = 0; i < rng.int(3, 5); i++) {
    const side = i % 2 ? 1 : -1;
    out.push(place(lantern(defs, { frame: "#2a1a12", light: pal.warm, size: 1, halo: 80 }), tableX + side * rng.range(300, 620), rng.range(930, 990), 1));
  }
  let petals = "";
  for (let i = 0; i < 60; i++) {
    const t = rng.next();
    const x = tableX + rng.jitter(0, 60) * (1 + t) + (t - 0.5) * 40;
    const y = tableY + 30 + t * 130;
    petals += `M${n(x - 4)} ${n(y)}a4 2.5 0 1 0 8 0a4 2.5 0 1 0 -8 0`;
  }
  out.push(path(petals, { fill: "#c8203e", opacity: 0.9 }));
  out.push(birds(rng, sunX + rng.range(-200, 200), rng.range(220, 330), 90, rng.int(2, 5), sil, 13));
  return out.join("");
}

export const sunsetDinner: SceneDefinition = {
  palettes: ["sunset", "golden", "dusk"],
  mirror: true,
  draw,
};
