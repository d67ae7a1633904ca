/**
 * Freshwater lake (Naivasha, Baringo): a pod of hippos half-submerged, tall
 * papyrus beds, water lilies, a fish eagle on a dead snag, egrets riding on
 * the hippos' backs, forested shores and hills beyond.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit, surface } from "../palettes.ts";
import {
  birds,
  cloudField,
  hazeBand,
  hill,
  horizonGlow,
  orb,
  orbY,
  ridge,
  sky,
  stars,
  streaks,
  treeline,
  water,
} from "../primitives.ts";
import { fishEagle, hippo } from "../silhouettes/animals.ts";
import { limb, papyrus } from "../silhouettes/plants.ts";
import { ellipse, g, n, path, place, placeShared } from "../svg.ts";
import { creatureFill, reflection } from "./common.ts";

function egret(white: string, beak: string): string {
  return g({}, [
    path("M-16,-14 C-14,-26 4,-28 12,-20 C16,-14 10,-6 0,-6 C-8,-6 -16,-8 -16,-14 Z", { fill: white }),
    path("M8,-20 C12,-30 10,-36 16,-40", { stroke: white, "stroke-width": 4, fill: "none", "stroke-linecap": "round" }),
    ellipse(17, -41, 4, 3.5, { fill: white }),
    path("M20,-42 L30,-40 L20,-38 Z", { fill: beak }),
    path("M-2,-6 L-2,2 M4,-6 L5,2", { stroke: beak, "stroke-width": 1.5 }),
  ]);
}

function lilies(ctx: SceneContext, x: number, y: number, count: number): string {
  const { rng, pal } = ctx;
  const pad = lit(pal, "#4f8a3c");
  const padDark = darken(pad, 0.2);
  const flower = lit(pal, rng.pick(["#f4f0fa", "#b7a0e6", "#f6c1d6"]));
  let pads = "";
  let notches = "";
  const flowers: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = x + rng.range(-160, 160);
    const py = y + rng.range(-30, 40);
    const r = rng.range(18, 34) * (1 + (py - 700) / 600);
    pads += `M${n(px - r)} ${n(py)}a${n(r)} ${n(r * 0.32)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.32)} 0 1 0 ${n(-2 * r)} 0`;
    notches += `M${n(px)} ${n(py)}l${n(r * 0.9)} ${n(-r * 0.1)}l0 ${n(r * 0.2)}Z`;
    if (rng.chance(0.35)) {
      const f = r * 0.35;
      flowers.push(
        path(`M${n(px - f)} ${n(py - 2)}L${n(px - f * 0.5)} ${n(py - f * 1.4)}L${n(px)} ${n(py - 4)}L${n(px + f * 0.5)} ${n(py - f * 1.4)}L${n(px + f)} ${n(py - 2)}Z`, { fill: flower }),
        ellipse(px, py - f * 0.4, f * 0.25, f * 0.2, { fill: lit(pal, "#f2c94c") }),
      );
    }
  }
  return g({}, [path(pads, { fill: pad }), path(notches, { fill: padDark }), ...flowers]);
}

function snagWithEagle(ctx: SceneContext, x: number, waterY: number): string {
  const { rng, pal } = ctx;
  const wood = pal.daylight ? lit(pal, "#8f8578") : pal.silhouette;
  let d = limb(x, waterY + 10, x + 20, waterY - 380, 34, 14, 10);
  const perch = { x: x + 20, y: waterY - 380 };
  d += limb(x + 10, waterY - 200, x - 120, waterY - 300, 16, 5, -10);
  d += limb(x + 16, waterY - 300, x + 130, waterY - 360, 12, 4, 8);
  d += limb(x - 60, waterY - 250, x - 90, waterY - 330, 8, 3, 0);
  return g({}, [
    path(d, { fill: wood }),
    place(fishEagle({ fill: pal.daylight ? "#3a2a20" : pal.silhouette, detail: pal.daylight }), perch.x, perch.y + 4, 1.1, { flip: rng.chance(0.5) }),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 560;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 300));
  const sunX = rng.range(350, 1250);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 280));
  out.push(orb(ctx, sunX, orbY(pal, H), low ? 60 : 46));
  out.push(low ? streaks(ctx, rng.int(5, 8), 100, H - 120) : cloudField(ctx, rng.int(3, 4), 100, 280, 150, 280));

  const hills = ridge(rng, { base: H - 40, amp: 50, freq: 1.2 });
  out.push(hill(ctx, hills, surface(pal, "#5c7a5a", 0.65), { bottomDarken: 0.05 }));
  out.push(hazeBand(ctx, H - 20, 70, pal.haze, 0.45));
  const shore = ridge(rng, { base: H + 6, amp: 6, freq: 1.4 });
  out.push(treeline(ctx, shore, surface(pal, "#3f5e34", 0.35), { size: 22, light: pal.daylight ? surface(pal, "#6f8f4a", 0.35) : undefined }));

  const lake: [string, string] = [mix(pal.water[0], "#7fa6a0", pal.daylight ? 0.45 : 0.2), mix(pal.water[1], "#2c4f4a", 0.4)];
  out.push(water(ctx, H + 10, { colors: lake, sunX: low ? sunX : undefined, shimmer: 50 }));

  // hippos: a pod spread through the middle distance
  const hippoFill = creatureFill(pal, "#6f5d62");
  const ripple = lighten(lake[0], 0.25);
  const pod: { y: number; svg: string }[] = [];
  const count = rng.int(3, 5);
  const podX = rng.range(560, 1040);
  for (let i = 0; i < count; i++) {
    const y = rng.range(660, 820);
    const s = 0.75 + ((y - 660) / 160) * 0.8;
    const x = podX + rng.range(-380, 380);
    const flip = rng.chance(0.5);
    let svg = placeShared(defs, hippo({ fill: hippoFill, water: ripple }), x, y, s, { flip });
    if (pal.daylight && rng.chance(0.45)) svg += place(egret(lit(pal, "#ffffff"), lit(pal, "#e0a030")), x - (flip ? -1 : 1) * 20 * s, y - 40 * s, s * 0.9, { flip });
    pod.push({ y, svg });
  }
  pod.sort((a, b) => a.y - b.y);
  out.push(...pod.map((p) => p.svg));

  // fish eagle on a dead snag to one side
  const side = rng.chance(0.5) ? 1 : -1;
  if (rng.chance(0.75)) {
    const sx = side > 0 ? rng.range(1180, 1320) : rng.range(280, 420);
    const snag = snagWithEagle(ctx, 0, 0);
    out.push(reflection(snag, sx, 772, 1, 0.18));
    out.push(place(snag, sx, 762, 1));
  } else {
    out.push(birds(rng, rng.range(400, 1200), 260, 60, 2, pal.daylight ? "#3a2a20" : pal.silhouette, 26));
  }

  out.push(lilies(ctx, rng.range(500, 1100), rng.range(900, 950), rng.int(8, 12)));

  // papyrus beds framing the view
  const stem = pal.daylight ? lit(pal, "#4f7a2e") : pal.silhouette;
  const head = pal.daylight ? lit(pal, "#7fa83e") : mix(pal.silhouette, pal.haze, 0.15);
  const bedX = side > 0 ? rng.range(60, 260) : rng.range(1340, 1540);
  out.push(place(papyrus(rng, { w: 320, h: rng.range(520, 640), stem, head, count: rng.int(14, 18) }), bedX, 1010, 1));
  if (rng.chance(0.6)) {
    const otherX = side > 0 ? rng.range(1380, 1560) : rng.range(40, 220);
    out.push(place(papyrus(rng, { w: 220, h: rng.range(340, 440), stem, head, count: rng.int(8, 12) }), otherX, 1010, 1));
  }
  return out.join("");
}

export const lakeHippos: SceneDefinition = {
  palettes: ["morning", "golden", "midday", "sunset", "dawn"],
  mirror: true,
  draw,
};
