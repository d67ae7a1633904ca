/**
 * Mountain trail: a hiker's view over receding ridges toward a jagged snowy
 * summit, the trail winding up through Afro-alpine moorland with giant
 * lobelias, groundsels, tussocks and boulders; a small group of hikers.
 */
import { darken, lighten, mix } from "../color.ts";
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
  type Pt,
  ridge,
  ridgeAt,
  sky,
  smoothLine,
  stars,
  streaks,
} from "../primitives.ts";
import { person } from "../silhouettes/people.ts";
import { groundsel, lobelia } from "../silhouettes/plants.ts";
import { g, n, path, place, placeShared } from "../svg.ts";

/** A jagged, snow-streaked massif seen far away: spires as steep cones, lit and shaded faces. */
function distantMassif(ctx: SceneContext, cx: number, baseY: number, h: number): string {
  const { rng, pal } = ctx;
  const spires = [{ x: cx, top: baseY - h, slope: rng.range(1.3, 1.7) }];
  for (let i = 0; i < 6; i++) {
    const dx = rng.range(60, 420) * (i % 2 ? 1 : -1);
    spires.push({ x: cx + dx, top: baseY - h + Math.abs(dx) * rng.range(0.35, 0.6) + rng.range(0, 40), slope: rng.range(0.9, 1.6) });
  }
  const prof = (x: number) => Math.min(baseY + 5, ...spires.map((s) => s.top + Math.abs(x - s.x) * s.slope));
  const pts: Pt[] = [];
  for (let x = cx - 700; x <= cx + 700; x += 12) pts.push({ x, y: prof(x) + rng.jitter(0, 3) });
  const rock = far(pal, lit(pal, "#4e5670"), 0.5);
  const snow = far(pal, mix(mix("#f4f6fb", pal.light, pal.lightAmount), pal.shade, pal.darkness * 0.5), 0.3);
  const outline = "M" + pts.map((p) => `${n(p.x)} ${n(p.y)}`).join("L") + `L${n(cx + 700)} ${n(baseY + 10)}L${n(cx - 700)} ${n(baseY + 10)}Z`;
  // snow: from the outline down, deeper near the top, broken into gullies
  const snowTop = pts.filter((p) => p.y < baseY - h * 0.42);
  let snowD = "";
  if (snowTop.length > 1) {
    snowD = "M" + snowTop.map((p) => `${n(p.x)} ${n(p.y)}`).join("L");
    for (let i = snowTop.length - 1; i >= 0; i--) {
      const p = snowTop[i]!;
      const k = (baseY - h * 0.42 - p.y) / (h * 0.58);
      const gully = Math.pow(Math.abs(Math.sin(p.x / 17 + 1.3)), 2);
      snowD += `L${n(p.x)} ${n(p.y + 10 + k * 110 * (0.3 + 0.7 * gully))}`;
    }
    snowD += "Z";
  }
  // shaded faces: to the right of each spire's summit
  let shade = "";
  for (const s of spires) {
    const xb = s.x + (baseY - s.top) / s.slope;
    shade += `M${n(s.x)} ${n(s.top)}L${n(xb)} ${n(baseY + 10)}L${n(s.x + (xb - s.x) * 0.25)} ${n(baseY + 10)}Z`;
  }
  return g({}, [
    path(outline, { fill: rock }),
    path(snowD, { fill: snow }),
    path(shade, { fill: far(pal, pal.shade, 0.4), opacity: 0.28 }),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 560;
  const out: string[] = [];
  out.push(sky(ctx, H + 60));
  out.push(stars(ctx, pal.stars, 300));
  const sunX = rng.range(250, 1350);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 300));
  out.push(orb(ctx, sunX, orbY(pal, H), low ? 60 : 46));
  out.push(low ? streaks(ctx, rng.int(4, 7), 100, H - 150) : cloudField(ctx, rng.int(2, 4), 100, 260, 140, 260));

  const peakX = rng.range(550, 1050);
  out.push(distantMassif(ctx, peakX, H + 20, rng.range(230, 300)));
  out.push(hazeBand(ctx, H + 20, 80, pal.haze, 0.5));

  // receding ridges, each nearer one darker and less hazy
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const t = i / layers;
    const r = ridge(rng, { base: H + 40 + i * 70, amp: 50 - i * 8, freq: 1 + i * 0.25, sharp: i === 0 });
    out.push(hill(ctx, r, surface(pal, "#5a6650", 0.7 - t * 0.6), { bottomDarken: 0.05, rim: low ? pal.glow : undefined, rimOpacity: 0.3 }));
    out.push(hazeBand(ctx, H + 90 + i * 70, 60, pal.haze, 0.3));
  }

  // the moorland slope the trail climbs
  const slopeDir = rng.chance(0.5) ? 1 : -1;
  const slope = ridge(rng, { base: 770, amp: 26, freq: 0.6, lift: (x) => slopeDir * (x - 800) * 0.12 });
  const moor = lit(pal, "#7d7c45");
  out.push(hill(ctx, slope, moor, { bottomDarken: 0.22 }));

  // winding trail from the bottom up to the slope's crest
  const topX = rng.range(560, 1040);
  const topY = ridgeAt(slope, topX) + 6;
  const wig = rng.range(90, 160) * (rng.chance(0.5) ? 1 : -1);
  const centre: Pt[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    centre.push({ x: 800 + (topX - 800) * t + wig * Math.sin(t * Math.PI * 1.5) * (1 - t), y: 1010 + (topY - 1010) * Math.pow(t, 0.8) });
  }
  const left: string[] = [];
  const right: string[] = [];
  centre.forEach((p, i) => {
    const w = 90 * Math.pow(1 - i / steps, 1.4) + 5;
    left.push(`${n(p.x - w)} ${n(p.y)}`);
    right.unshift(`${n(p.x + w)} ${n(p.y)}`);
  });
  const trail = lit(pal, "#c7a77a");
  out.push(path(`M${left.join("L")}L${right.join("L")}Z`, { fill: trail }));
  out.push(path(smoothLine(centre), { fill: "none", stroke: darken(trail, 0.12), "stroke-width": 4, "stroke-dasharray": "14 22", opacity: 0.5 }));

  // moorland plants, more and bigger toward the viewer, kept off the trail
  const plants: { y: number; svg: string }[] = [];
  const plantDark = lit(pal, "#3f5a30");
  const plantLight = lit(pal, "#9cb86a");
  const trunk = lit(pal, "#5a4a3a");
  // a few plant shapes drawn at size 100 and reused at any scale
  const lobeliaShape = lobelia({ h: 100, fill: plantDark, light: plantLight });
  const groundselShapes = [0, 1, 2].map(() => groundsel(rng, { h: 100, trunk, leaf: plantDark, light: plantLight }));
  for (let i = 0; i < 34; i++) {
    const frame = i < 2;
    const x = frame ? (i === 0 ? rng.range(60, 260) : rng.range(1340, 1540)) : rng.range(-40, 1640);
    const yTop = ridgeAt(slope, x) + 20;
    const t = frame ? rng.range(0.85, 0.95) : Math.pow(rng.next(), 0.8);
    const y = yTop + t * (1000 - yTop);
    const trailX = centre.reduce((best, p) => (Math.abs(p.y - y) < Math.abs(best.y - y) ? p : best)).x;
    const trailW = 90 * Math.max(0, (y - topY) / (1010 - topY)) + 40;
    if (Math.abs(x - trailX) < trailW + 60) continue;
    const size = 40 + t * 280;
    const svg = rng.chance(0.55)
      ? placeShared(defs, lobeliaShape, x, y, size / 100, { flip: rng.chance(0.5) })
      : placeShared(defs, rng.pick(groundselShapes), x, y, (size * 1.2) / 100, { flip: rng.chance(0.5) });
    plants.push({ y, svg });
  }
  // boulders
  for (let i = 0; i < 4; i++) {
    const x = rng.range(0, 1600);
    const y = rng.range(ridgeAt(slope, x) + 40, 990);
    const s = 20 + ((y - 700) / 300) * 70;
    const rock = lit(pal, "#8a8478");
    plants.push({
      y,
      svg: g({}, [
        path(`M${n(x - s)} ${n(y)}L${n(x - s * 0.7)} ${n(y - s * 0.7)}L${n(x + s * 0.1)} ${n(y - s)}L${n(x + s * 0.9)} ${n(y - s * 0.5)}L${n(x + s)} ${n(y)}Z`, {
          fill: rock,
        }),
        path(`M${n(x - s * 0.7)} ${n(y - s * 0.7)}L${n(x + s * 0.1)} ${n(y - s)}L${n(x + s * 0.2)} ${n(y - s * 0.4)}Z`, { fill: lighten(rock, 0.2) }),
      ]),
    });
  }
  // hikers on the trail
  const hikerCount = rng.int(2, 3);
  const colours = rng.shuffle(["#d9502f", "#2f7dc9", "#e2a72e", "#3c9a5f", "#8e44ad"]);
  for (let i = 0; i < hikerCount; i++) {
    const idx = Math.round(steps * (0.16 + i * 0.2));
    const p = centre[Math.min(steps, idx)]!;
    const t = 1 - idx / steps;
    const h = 70 + t * 150;
    const facing = (centre[idx + 1]?.x ?? topX) < p.x;
    const style = pal.daylight
      ? { skin: "#7a4b2e", top: lit(pal, colours[i]!), bottom: lit(pal, "#34404f"), hair: "#1d1a18" }
      : { skin: pal.silhouette, top: mix(pal.silhouette, colours[i]!, 0.25), bottom: pal.silhouette, hair: pal.silhouette };
    plants.push({
      y: p.y,
      svg: place(person(h, "hike", style, { backpack: lit(pal, "#3a4a3a"), stick: "#2a2018", hat: pal.daylight ? lit(pal, "#c9a86a") : undefined }), p.x, p.y + 4, 1, { flip: facing }),
    });
  }
  plants.sort((a, b) => a.y - b.y);
  out.push(...plants.map((p) => p.svg));
  out.push(grass(rng, -20, 1620, () => 1004, lit(pal, "#5f6a34"), { height: 60, density: 0.06 }));
  if (rng.chance(0.5)) out.push(birds(rng, rng.range(300, 1300), rng.range(200, 320), 70, 3, lit(pal, "#2a2a2a"), 14));
  return out.join("");
}

export const mountainTrail: SceneDefinition = {
  palettes: ["morning", "golden", "dawn", "midday", "sunset"],
  mirror: true,
  draw,
};
