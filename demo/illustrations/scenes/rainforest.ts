/**
 * Rainforest (Bwindi, Kakamega): tall trunks fading into misty green depth,
 * shafts of light, hanging lianas, a silverback gorilla on the forest floor,
 * ferns and big leaves framing the view.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit } from "../palettes.ts";
import { hazeBand, hill, rays, ridge, ridgeAt } from "../primitives.ts";
import { gorilla } from "../silhouettes/animals.ts";
import { bigLeaf, frond, limb } from "../silhouettes/plants.ts";
import { g, n, path, place, rect } from "../svg.ts";

function trunks(ctx: SceneContext, count: number, color: string, wMin: number, wMax: number, groundY: number): string {
  const { rng } = ctx;
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = ((i + rng.range(0.1, 0.9)) / count) * 1700 - 50;
    const w = rng.range(wMin, wMax);
    const lean = rng.range(-30, 30);
    d += limb(x, groundY + 10, x + lean, -20, w, w * 0.7, rng.range(-10, 10));
    // buttress roots
    d += `M${n(x - w * 1.6)} ${n(groundY + 10)}Q${n(x - w * 0.5)} ${n(groundY - w * 0.6)} ${n(x - w * 0.3)} ${n(groundY - w * 2.5)}L${n(x + w * 0.3)} ${n(groundY - w * 2.5)}Q${n(x + w * 0.5)} ${n(groundY - w * 0.6)} ${n(x + w * 1.6)} ${n(groundY + 10)}Z`;
    // a side branch
    if (rng.chance(0.5)) {
      const by = rng.range(80, groundY * 0.5);
      const dir = rng.chance(0.5) ? 1 : -1;
      d += limb(x + lean * (1 - by / groundY), by, x + dir * rng.range(80, 180), by - rng.range(40, 120), w * 0.35, w * 0.12, 6);
    }
  }
  return path(d, { fill: color });
}

function canopy(ctx: SceneContext, color: string, y: number, size: number): string {
  const { rng } = ctx;
  let d = "";
  for (let x = -40; x < 1660; x += size * rng.range(0.6, 1)) {
    const r = size * rng.range(0.6, 1.1);
    const cy = y + rng.range(-size * 0.5, size * 0.6);
    d += `M${n(x - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
  }
  return g({}, [rect(-10, -10, 1620, y + 10, { fill: color }), path(d, { fill: color })]);
}

function lianas(ctx: SceneContext, count: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  let leaves = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, 1600);
    const len = rng.range(250, 600);
    const sway = rng.range(-60, 60);
    d += `M${n(x)} -10C${n(x + sway)} ${n(len * 0.4)} ${n(x - sway)} ${n(len * 0.7)} ${n(x + sway * 0.3)} ${n(len)}`;
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const lx = x + sway * Math.sin(t * 3) * 0.6;
      const ly = len * t;
      leaves += `M${n(lx)} ${n(ly)}q${n(10)} ${n(-8)} ${n(20)} ${n(4)}q${n(-12)} ${n(6)} ${n(-20)} ${n(-4)}Z`;
    }
  }
  return g({}, [path(d, { fill: "none", stroke: color, "stroke-width": 4 }), path(leaves, { fill: color })]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const out: string[] = [];
  const mist = pal.name === "golden" ? "#f1d9a0" : pal.name === "midday" ? "#d6ecc2" : "#d7e8d2";
  const base = ctx.defs.linear([
    [0, lighten(mist, 0.2)],
    [0.55, mist],
    [1, mix(mist, "#5f8a50", 0.6)],
  ]);
  out.push(rect(0, 0, 1600, 1000, { fill: base }));
  const green = (c: string, haze: number) => mix(lit(pal, c), mist, haze);
  const groundY = 820;
  // deep layers, each less misty
  out.push(canopy(ctx, green("#7fa36a", 0.6), 60, 70));
  out.push(trunks(ctx, 9, green("#6f8f62", 0.62), 14, 26, groundY - 120));
  out.push(hazeBand(ctx, groundY - 130, 240, mist, 0.6));
  const sunX = rng.range(300, 1300);
  out.push(rays(ctx, sunX, -40, { count: 7, length: 1200, spread: 40, angle: 90 + rng.range(-15, 15), color: "#fff6d8", opacity: 0.45, width: 2.2 }));
  out.push(canopy(ctx, green("#5a8450", 0.38), 20, 90));
  out.push(trunks(ctx, 6, green("#4f6b45", 0.35), 26, 44, groundY - 40));
  out.push(lianas(ctx, 6, green("#4a6a3a", 0.3)));
  out.push(hazeBand(ctx, groundY - 40, 160, mist, 0.45));

  // forest floor
  const floor = ridge(rng, { base: groundY, amp: 16, freq: 0.8 });
  const floorColor = lit(pal, "#3f5a2e");
  out.push(hill(ctx, floor, floorColor, { bottomDarken: 0.3 }));
  // a mossy log
  const logX = rng.range(500, 1100);
  const logY = ridgeAt(floor, logX) + 50;
  out.push(
    path(`M${n(logX - 260)} ${n(logY)}C${n(logX - 260)} ${n(logY - 60)} ${n(logX + 200)} ${n(logY - 70)} ${n(logX + 260)} ${n(logY - 30)}L${n(logX + 260)} ${n(logY + 10)}L${n(logX - 260)} ${n(logY + 10)}Z`, {
      fill: lit(pal, "#5a4632"),
    }),
    path(`M${n(logX - 250)} ${n(logY - 36)}C${n(logX - 150)} ${n(logY - 62)} ${n(logX + 120)} ${n(logY - 70)} ${n(logX + 250)} ${n(logY - 40)}`, {
      fill: "none",
      stroke: lit(pal, "#6f9a40"),
      "stroke-width": 14,
      "stroke-linecap": "round",
    }),
  );
  // the gorillas: a silverback and sometimes a youngster
  const gorillaFill = pal.daylight ? lit(pal, "#26262b") : pal.silhouette;
  const flip = rng.chance(0.5);
  const gx = logX + rng.range(-120, 120);
  out.push(place(gorilla({ fill: gorillaFill }), gx, ridgeAt(floor, gx) + 110, rng.range(1.7, 2.0), { flip }));
  if (rng.chance(0.5)) out.push(place(gorilla({ fill: gorillaFill, detail: false }), gx + (flip ? 1 : -1) * 260, ridgeAt(floor, gx) + 90, 0.8, { flip }));

  // ferns and big leaves in the foreground
  const leafDark = lit(pal, "#1f3f22");
  const leafMid = lit(pal, "#2f5a2c");
  let ferns = "";
  for (let i = 0; i < 7; i++) {
    const fx = rng.chance(0.5) ? rng.range(-40, 420) : rng.range(1180, 1640);
    const fy = rng.range(900, 1010);
    for (let k = 0; k < 5; k++) ferns += frond(fx, fy, -160 + k * 35 + rng.jitter(0, 10), rng.range(140, 220), 0.5, 18);
  }
  out.push(path(ferns, { fill: leafMid }));
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const left = i % 2 === 0;
    const lx = left ? rng.range(-120, -40) : rng.range(1640, 1720);
    const ly = rng.range(80, 1000);
    const ang = left ? rng.range(-35, 25) : rng.range(155, 215);
    leaves.push(place(bigLeaf(rng.range(300, 420), ang, i < 4 ? leafDark : leafMid, lighten(leafMid, 0.25)), lx, ly, 1));
  }
  out.push(...leaves);
  out.push(path(`M-10 980H1610V1010H-10Z`, { fill: darken(floorColor, 0.4) }));
  return out.join("");
}

export const rainforest: SceneDefinition = {
  palettes: ["morning", "golden", "midday"],
  mirror: true,
  vignette: 0.4,
  draw,
};
