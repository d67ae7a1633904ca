/**
 * Beach: white sand curving along a turquoise lagoon, reef break on the
 * horizon, leaning coconut palms, sometimes a parasol with loungers, a
 * beached outrigger canoe or a distant sail.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit } from "../palettes.ts";
import { birds, cloudField, horizonGlow, orb, orbY, type Pt, sky, smoothLine, stars, streaks, water } from "../primitives.ts";
import { palm } from "../silhouettes/plants.ts";
import { ellipse, g, n, path, place } from "../svg.ts";

/** Sea colours for a tropical lagoon under the current light. */
export function lagoonColours(ctx: SceneContext): [string, string] {
  const { pal } = ctx;
  if (!pal.daylight) return [mix(pal.water[0], pal.sky[2], 0.3), pal.water[1]];
  if (pal.name === "golden") return [mix("#3a8fb5", "#f3c283", 0.38), mix("#27a5a6", "#15506e", 0.25)];
  return [lit(pal, "#1f86b0"), lit(pal, "#4fd0c8")];
}

function parasol(ctx: SceneContext, x: number, y: number, s: number): string {
  const { pal, rng } = ctx;
  const a = lit(pal, rng.pick(["#e2483d", "#2f7fc1", "#f08a24", "#1f9d8f"]));
  const b = lit(pal, "#f6f1e4");
  const pole = lit(pal, "#6b4e33");
  let segs = "";
  let segs2 = "";
  const k = 6;
  for (let i = 0; i < k; i++) {
    const x0 = -110 + (220 * i) / k;
    const x1 = -110 + (220 * (i + 1)) / k;
    const d = `M0 -190L${n(x0)} -130Q${n((x0 + x1) / 2)} -118 ${n(x1)} -130Z`;
    if (i % 2) segs += d;
    else segs2 += d;
  }
  const lounger = (lx: number) =>
    g({}, [
      path(`M${lx - 70} -14L${lx + 40} -14L${lx + 80} -52`, { fill: "none", stroke: lit(pal, "#f4f0e6"), "stroke-width": 12, "stroke-linecap": "round" }),
      path(`M${lx - 66} -10L${lx - 66} 0M${lx + 30} -10L${lx + 30} 0`, { stroke: pole, "stroke-width": 5 }),
    ]);
  return place(
    g({}, [
      ellipse(30, 2, 150, 16, { fill: darken(lit(pal, "#e9d6ad"), 0.25), opacity: 0.5 }),
      lounger(-120),
      lounger(120),
      path("M0 -190L0 0", { stroke: pole, "stroke-width": 6 }),
      path(segs, { fill: a }),
      path(segs2, { fill: b }),
    ]),
    x,
    y,
    s,
  );
}

function canoe(ctx: SceneContext, x: number, y: number, s: number): string {
  const { pal } = ctx;
  const hull = lit(pal, "#7a5232");
  const outrigger = lit(pal, "#5a3d26");
  return place(
    g({}, [
      path("M-160,-30 C-80,-10 80,-10 170,-36 C150,-4 110,6 60,8 L-100,8 C-130,2 -150,-12 -160,-30 Z", { fill: hull }),
      path("M-150,-26 C-80,-8 80,-8 160,-32", { fill: "none", stroke: lighten(hull, 0.3), "stroke-width": 4 }),
      path("M-60,-16 L-70,-60 L80,-60 L70,-16", { fill: "none", stroke: outrigger, "stroke-width": 5 }),
      path("M-120,-66 L120,-66 L110,-52 L-110,-52 Z", { fill: outrigger }),
      path("M20 -20 L30 -180 M30 -180 L-40 -40", { stroke: outrigger, "stroke-width": 4 }),
    ]),
    x,
    y,
    s,
  );
}

function draw(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const H = 500;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 300));
  const sunX = rng.range(450, 1150);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 900, 260));
  const sy = orbY(pal, H);
  out.push(orb(ctx, sunX, sy, low ? 64 : 48));
  out.push(low ? streaks(ctx, rng.int(5, 8), 120, H - 90) : cloudField(ctx, rng.int(3, 5), 110, 300, 140, 300));

  // a low headland on the horizon
  const side = rng.chance(0.5) ? 1 : -1;
  const hx = side > 0 ? 1600 : 0;
  out.push(
    path(`M${hx - side * 520} ${H}C${hx - side * 400} ${H - 12} ${hx - side * 200} ${H - 40} ${hx} ${H - 46}L${hx} ${H}Z`, {
      fill: far(pal, lit(pal, "#3e6a44"), 0.55),
    }),
  );
  const [sea0, sea1] = lagoonColours(ctx);
  out.push(water(ctx, H, { colors: [sea0, sea1], sunX: low || pal.moon ? sunX : undefined, shimmer: 40 }));
  // reef break
  let reef = "";
  for (let x = -20; x < 1620; x += rng.range(40, 110)) reef += `M${n(x)} ${n(H + 34 + rng.jitter(0, 3))}h${n(rng.range(20, 70))}`;
  out.push(path(reef, { stroke: "#ffffff", "stroke-width": 3, opacity: pal.daylight ? 0.7 : 0.35, "stroke-linecap": "round" }));
  if (rng.chance(0.5)) {
    const dx = rng.range(200, 1400);
    const sail = lit(pal, "#f4ead2");
    out.push(path(`M${n(dx)} ${n(H - 4)}l26 -60l10 56Z`, { fill: sail }), path(`M${n(dx - 12)} ${n(H - 2)}h50l-8 6h-36Z`, { fill: lit(pal, "#4a3424") }));
  }

  // the beach: a curve from one side to the other
  const shoreA = rng.range(640, 720);
  const shoreB = rng.range(800, 900);
  const shore: Pt[] = [];
  for (let x = -60; x <= 1660; x += 80) {
    const t = (x + 60) / 1720;
    const tt = side > 0 ? 1 - t : t;
    shore.push({ x, y: shoreA + (shoreB - shoreA) * tt + Math.sin(x / 170 + 1) * 10 });
  }
  const sand = lit(pal, "#f1dfb6");
  const wet = lit(pal, "#d9bf90");
  const shiftPts = (dy: number) => shore.map((p) => ({ x: p.x, y: p.y + dy }));
  const fill = (pts: Pt[]) => `${smoothLine(pts)}L1660 1010L-60 1010Z`;
  // wash of foam and wet sand
  out.push(path(fill(shiftPts(-14)), { fill: lighten(sea1, 0.35), opacity: 0.7 }));
  out.push(path(fill(shiftPts(0)), { fill: wet }));
  out.push(path(fill(shiftPts(12)), { fill: ctxSandGradient(ctx, sand) }));
  out.push(path(smoothLine(shiftPts(-14)), { fill: "none", stroke: "#ffffff", "stroke-width": 4, opacity: 0.85 }));
  out.push(path(smoothLine(shiftPts(-40)), { fill: "none", stroke: "#ffffff", "stroke-width": 2.5, opacity: 0.5, "stroke-dasharray": "60 30 120 40" }));

  // props on the sand
  const prop = rng.pick(["parasol", "canoe", "none", "parasol"] as const);
  const px = side > 0 ? rng.range(500, 800) : rng.range(800, 1100);
  const py = Math.max(...shore.map((p) => p.y)) + 60;
  if (prop === "parasol") out.push(parasol(ctx, px, Math.min(960, py + 50), 1.25));
  if (prop === "canoe") out.push(canoe(ctx, px, Math.min(950, py + 40), 1.1));

  // palms leaning from the side opposite the headland
  const palmSide = -side;
  const baseX = palmSide < 0 ? rng.range(80, 260) : rng.range(1340, 1520);
  const trunk = pal.daylight ? lit(pal, "#8a6b4a") : pal.silhouette;
  const leaf = pal.daylight ? lit(pal, "#2f7d3a") : pal.silhouette;
  const leafBack = pal.daylight ? lit(pal, "#1f5a2c") : mix(pal.silhouette, pal.shade, 0.3);
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const h = rng.range(520, 680) * (1 - i * 0.22);
    const lean = -palmSide * rng.range(0.2, 0.42) * (i % 2 ? 0.6 : 1);
    const x = baseX + palmSide * -i * rng.range(120, 200);
    const y = 1010 - i * 50;
    if (pal.daylight) out.push(ellipse(x - palmSide * -h * lean * 0.8, y - 20, 120, 14, { fill: darken(sand, 0.3), opacity: 0.35 }));
    out.push(place(palm(rng, { h, lean, trunk, leaf, leafBack }), x, y, 1));
  }
  if (rng.chance(0.6)) out.push(birds(rng, sunX + rng.range(-300, 300), rng.range(200, 320), 80, rng.int(2, 4), pal.daylight ? "#3a3a3a" : pal.silhouette, 13));
  return out.join("");
}

function ctxSandGradient(ctx: SceneContext, sand: string): string {
  return ctx.defs.linear([
    [0, lighten(sand, 0.1)],
    [1, darken(sand, 0.12)],
  ]);
}

export const beach: SceneDefinition = {
  palettes: ["midday", "morning", "golden", "sunset"],
  mirror: false,
  draw,
};
