/**
 * Coral reef: sunlit shallow water with rays from the surface, branching,
 * brain and fan corals, sponges and an anemone, schools of reef fish and a
 * green sea turtle gliding over the reef.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { hill, rays, ridge } from "../primitives.ts";
import { fish, turtle } from "../silhouettes/animals.ts";
import { ellipse, g, n, path, place, placeShared, rect } from "../svg.ts";

interface Water {
  top: string;
  mid: string;
  deep: string;
  sand: string;
  tint: number;
}

function waterFor(ctx: SceneContext): Water {
  switch (ctx.pal.name) {
    case "morning":
      return { top: "#8fdcf2", mid: "#2f95c9", deep: "#0d3d7a", sand: "#e8dcc0", tint: 0.05 };
    case "golden":
      return { top: "#d8e7b8", mid: "#3aa2a8", deep: "#124a6a", sand: "#ead3a6", tint: 0.1 };
    case "dusk":
      return { top: "#5fa8c8", mid: "#1f5f94", deep: "#08204a", sand: "#b9b2a8", tint: 0.3 };
    default:
      return { top: "#9ff0ec", mid: "#22b0c8", deep: "#0a5288", sand: "#f0e2c2", tint: 0 };
  }
}

function branchCoral(ctx: SceneContext, h: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  const grow = (x: number, y: number, a: number, len: number, depth: number) => {
    const x2 = x + Math.cos(a) * len;
    const y2 = y + Math.sin(a) * len;
    d += `M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`;
    if (depth > 0) {
      grow(x2, y2, a - rng.range(0.25, 0.55), len * rng.range(0.6, 0.8), depth - 1);
      grow(x2, y2, a + rng.range(0.25, 0.55), len * rng.range(0.6, 0.8), depth - 1);
    }
  };
  grow(0, 0, -Math.PI / 2 + rng.jitter(0, 0.15), h * 0.35, 3);
  return path(d, { fill: "none", stroke: color, "stroke-width": Math.max(5, h * 0.06), "stroke-linecap": "round", "stroke-linejoin": "round" });
}

function brainCoral(ctx: SceneContext, w: number, color: string): string {
  const { rng } = ctx;
  const h = w * 0.6;
  let grooves = "";
  for (let i = 1; i < 5; i++) {
    const r = (w / 2) * (i / 5);
    grooves += `M${n(-r)} 0`;
    for (let k = 1; k <= 8; k++) {
      const a = Math.PI + (Math.PI * k) / 8;
      grooves += `L${n(Math.cos(a) * r + rng.jitter(0, 4))} ${n(Math.sin(a) * r * (h / (w / 2)) * 0.9 + rng.jitter(0, 4))}`;
    }
  }
  return g({}, [
    path(`M${n(-w / 2)} 0A${n(w / 2)} ${n(h)} 0 0 1 ${n(w / 2)} 0Z`, { fill: color }),
    path(grooves, { fill: "none", stroke: darken(color, 0.25), "stroke-width": 3, opacity: 0.7 }),
    path(`M${n(-w * 0.3)} ${n(-h * 0.55)}A${n(w * 0.3)} ${n(h * 0.4)} 0 0 1 ${n(w * 0.1)} ${n(-h * 0.85)}`, { fill: "none", stroke: lighten(color, 0.3), "stroke-width": 6, opacity: 0.5, "stroke-linecap": "round" }),
  ]);
}

function fanCoral(ctx: SceneContext, h: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  for (let i = 0; i < 13; i++) {
    const a = -Math.PI / 2 + (i - 6) * 0.12;
    const len = h * rng.range(0.8, 1);
    d += `M0 0Q${n(Math.cos(a) * len * 0.5 + rng.jitter(0, 10))} ${n(Math.sin(a) * len * 0.5)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  for (let k = 1; k < 4; k++) {
    const r = h * (k / 4);
    d += `M${n(Math.cos(-Math.PI / 2 - 0.72) * r)} ${n(Math.sin(-Math.PI / 2 - 0.72) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(Math.cos(-Math.PI / 2 + 0.72) * r)} ${n(Math.sin(-Math.PI / 2 + 0.72) * r)}`;
  }
  return path(d, { fill: "none", stroke: color, "stroke-width": 3.5, "stroke-linecap": "round", opacity: 0.95 });
}

function sponges(ctx: SceneContext, h: number, color: string): string {
  const { rng } = ctx;
  const parts: string[] = [];
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = (i - 2) * h * 0.22 + rng.jitter(0, 6);
    const th = h * rng.range(0.5, 1);
    const w = h * 0.18;
    parts.push(rect(x - w / 2, -th, w, th, { rx: w / 2, fill: color }), ellipse(x, -th + w * 0.3, w * 0.32, w * 0.18, { fill: darken(color, 0.35) }));
  }
  return g({}, parts);
}

function anemone(ctx: SceneContext, w: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  for (let i = 0; i < 22; i++) {
    const x = rng.range(-w / 2, w / 2);
    const h = w * rng.range(0.35, 0.6);
    const sway = rng.range(-14, 14);
    d += `M${n(x)} 0Q${n(x + sway)} ${n(-h * 0.5)} ${n(x + sway * 0.5)} ${n(-h)}`;
  }
  return path(d, { fill: "none", stroke: color, "stroke-width": 7, "stroke-linecap": "round" });
}

function seaweed(ctx: SceneContext, h: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  for (let i = 0; i < 4; i++) {
    const x = rng.range(-20, 20);
    const amp = rng.range(12, 22);
    d += `M${n(x)} 0C${n(x + amp)} ${n(-h * 0.3)} ${n(x - amp)} ${n(-h * 0.6)} ${n(x + amp * 0.5)} ${n(-h * rng.range(0.8, 1))}`;
  }
  return path(d, { fill: "none", stroke: color, "stroke-width": 8, "stroke-linecap": "round" });
}

function draw(ctx: SceneContext): string {
  const { rng, defs } = ctx;
  const w = waterFor(ctx);
  const tint = (c: string) => mix(c, w.deep, w.tint);
  const out: string[] = [];
  out.push(rect(0, 0, 1600, 1000, { fill: defs.linear([[0, w.top], [0.45, w.mid], [1, w.deep]]) }));
  // surface shimmer
  let surf = "";
  for (let i = 0; i < 40; i++) surf += `M${n(rng.range(-40, 1600))} ${n(rng.range(6, 70))}q20 -8 40 0t40 0`;
  out.push(path(surf, { fill: "none", stroke: "#ffffff", "stroke-width": 3, opacity: 0.35 }));
  out.push(rays(ctx, rng.range(500, 1100), -80, { count: 9, length: 1100, spread: 50, angle: 90 + rng.range(-12, 12), color: "#ffffff", opacity: 0.28, width: 2.5 }));
  // distant reef silhouettes
  const farReef = ridge(rng, { base: 700, amp: 60, freq: 1.6 });
  out.push(hill(ctx, farReef, mix(w.mid, w.deep, 0.35), { bottomDarken: 0 }));
  const midReef = ridge(rng, { base: 790, amp: 50, freq: 1.2 });
  out.push(hill(ctx, midReef, mix(w.mid, w.deep, 0.6), { bottomDarken: 0 }));
  // a school of small fish in the distance
  const schoolFish = fish(1, lighten(w.mid, 0.45), lighten(w.mid, 0.3));
  const sx = rng.range(300, 1300);
  const sy = rng.range(380, 560);
  const schoolFlip = rng.chance(0.5);
  for (let i = 0; i < 28; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 150;
    out.push(placeShared(defs, schoolFish, sx + Math.cos(a) * r * 1.6, sy + Math.sin(a) * r * 0.6, 0.22, { flip: schoolFlip }));
  }
  // the turtle
  const tx = rng.range(560, 1040);
  const ty = rng.range(260, 380);
  out.push(place(turtle(tint("#7a8a4a"), tint("#a7b57a")), tx, ty, rng.range(1.2, 1.5), { rotate: rng.range(-25, 10), flip: rng.chance(0.5) }));
  // sand floor
  const sand = ridge(rng, { base: 905, amp: 18, freq: 0.8 });
  out.push(hill(ctx, sand, tint(w.sand), { bottomDarken: 0.2 }));
  let ripples = "";
  for (let i = 0; i < 12; i++) ripples += `M${n(rng.range(-50, 1550))} ${n(rng.range(930, 990))}q40 -8 80 0t80 0`;
  out.push(path(ripples, { fill: "none", stroke: darken(tint(w.sand), 0.15), "stroke-width": 3, opacity: 0.6 }));
  // corals along the floor, bigger at the sides
  const palette = ["#ff6f61", "#ff9f43", "#c56cf0", "#f368e0", "#ffd32a", "#ff7f9f", "#7bed9f", "#70a1ff"].map(tint);
  const items: { y: number; svg: string }[] = [];
  for (let i = 0; i < 22; i++) {
    const x = rng.range(-40, 1640);
    const y = rng.range(860, 1000);
    const edge = Math.abs(x - 800) / 800;
    const s = (0.85 + edge * 0.9) * (0.75 + (y - 860) / 300);
    const c = rng.pick(palette);
    const kind = rng.int(0, 5);
    let svg = "";
    if (kind === 0) svg = branchCoral(ctx, 260, c);
    else if (kind === 1) svg = brainCoral(ctx, 200, c);
    else if (kind === 2) svg = fanCoral(ctx, 240, c);
    else if (kind === 3) svg = sponges(ctx, 200, c);
    else if (kind === 4) svg = anemone(ctx, 160, c);
    else svg = seaweed(ctx, 280, tint("#3f9a5a"));
    items.push({ y, svg: place(svg, x, y, s) });
  }
  items.sort((a, b) => a.y - b.y);
  out.push(...items.map((i) => i.svg));
  // starfish
  const star = (x: number, y: number, r: number, c: string) => {
    let d = "";
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (Math.PI * k) / 5;
      const rr = k % 2 ? r * 0.42 : r;
      d += `${k ? "L" : "M"}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr * 0.6)}`;
    }
    return path(d + "Z", { fill: c, "stroke-linejoin": "round", stroke: c, "stroke-width": 4 });
  };
  out.push(star(rng.range(300, 700), rng.range(960, 990), 26, tint("#ff7043")), star(rng.range(900, 1300), rng.range(960, 990), 22, tint("#ffb142")));
  // bright reef fish swimming in front
  const fishColours = [
    ["#ffcc33", "#ff9900", "#1d1d1d"],
    ["#ff7a2a", "#ff7a2a", "#ffffff"],
    ["#4a90e0", "#2a60a0", "#ffdd55"],
    ["#9b59b6", "#f1c40f", "#f1c40f"],
    ["#1abc9c", "#16a085", "#ffffff"],
  ];
  for (let i = 0; i < rng.int(6, 9); i++) {
    const [b, f, st] = rng.pick(fishColours);
    const x = rng.range(100, 1500);
    const y = rng.range(480, 840);
    out.push(place(fish(rng.int(0, 3), tint(b!), tint(f!), tint(st!)), x, y, rng.range(0.7, 1.2), { flip: rng.chance(0.5) }));
  }
  // bubbles
  let bubbles = "";
  const bx = rng.range(200, 1400);
  for (let i = 0; i < 12; i++) {
    const r = rng.range(4, 12);
    const x = bx + rng.jitter(0, 40);
    const y = rng.range(100, 800);
    bubbles += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
  }
  out.push(path(bubbles, { fill: "none", stroke: "#ffffff", "stroke-width": 2, opacity: 0.55 }));
  return out.join("");
}

export const coralReef: SceneDefinition = {
  palettes: ["midday", "morning", "golden", "dusk"],
  mirror: true,
  vignette: 0.38,
  draw,
};
