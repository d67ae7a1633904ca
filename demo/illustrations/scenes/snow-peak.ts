/**
 * Snow-capped peak: either a broad Kilimanjaro-style volcano with a flat
 * glaciated summit and a belt of cloud, or a jagged Mount Kenya-style massif
 * with snow in its gullies. Foreground: Amboseli plain with elephants and
 * acacias, or forested foothills.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit, surface } from "../palettes.ts";
import {
  stratus,
  treeline,
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
import { elephant } from "../silhouettes/animals.ts";
import { acacia } from "../silhouettes/plants.ts";
import { g, n, path, place, placeShared, rect } from "../svg.ts";
import { creatureFill, cycle } from "./common.ts";

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 700; // where the mountain's foot meets the plain
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 420));
  const jagged = cycle(ctx, "massif", [false, true, false] as const);
  const cx = rng.range(720, 880);
  const summitY = jagged ? rng.range(200, 240) : rng.range(250, 290);
  const sunX = cx + (rng.chance(0.5) ? -1 : 1) * rng.range(380, 560);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H - 80, 900, 300));
  out.push(orb(ctx, sunX, Math.min(orbY(pal, H - 140), 520), pal.moon ? 40 : 56));
  if (low) out.push(streaks(ctx, rng.int(4, 7), 90, 330));

  // --- the mountain profile: a concave volcano cone, plus jagged spires (union = min of y)
  const plateau = jagged ? 50 : rng.range(130, 190);
  const Lleft = rng.range(320, 420);
  const Lright = rng.range(320, 420);
  const coneTop = jagged ? summitY + 150 : summitY;
  const spires: { x: number; top: number; slope: number }[] = [];
  if (jagged) {
    spires.push({ x: cx, top: summitY, slope: rng.range(1.6, 2.1) });
    spires.push({ x: cx + rng.range(40, 70), top: summitY + rng.range(10, 30), slope: 2.2 });
    for (let i = 0; i < rng.int(3, 5); i++) {
      const dx = rng.range(70, 220) * (rng.chance(0.5) ? -1 : 1);
      spires.push({ x: cx + dx, top: summitY + 40 + Math.abs(dx) * rng.range(0.3, 0.6), slope: rng.range(1.4, 2.4) });
    }
  } else {
    // Mawenzi-like jagged secondary summit on one side
    const mx = cx + (rng.chance(0.5) ? -1 : 1) * rng.range(400, 480);
    for (let i = 0; i < 3; i++) spires.push({ x: mx + rng.range(-40, 40), top: summitY + rng.range(110, 160), slope: rng.range(1.2, 1.8) });
  }
  const profile = (x: number) => {
    const d = Math.abs(x - cx);
    const L = x < cx ? Lleft : Lright;
    let y = d < plateau ? coneTop + 4 * Math.sin(x / 23) : coneTop + (H - coneTop) * (1 - Math.exp(-(d - plateau) / L));
    for (const s of spires) y = Math.min(y, s.top + Math.abs(x - s.x) * s.slope);
    return Math.min(y, H + 40);
  };
  const pts: Pt[] = [];
  for (let x = -80; x <= 1680; x += 16) pts.push({ x, y: profile(x) + (jagged ? rng.jitter(0, 4) : 0) });
  const rock = lit(pal, jagged ? "#5d6273" : "#6a6472");
  const rockShade = mix(darken(rock, 0.35), pal.shade, 0.3);
  const mFill = defs.linearAbs(
    [
      [0, lighten(rock, 0.08)],
      [1, darken(rock, 0.2)],
    ],
    0,
    summitY,
    0,
    H,
  );
  const mountainPath = `${smoothLine(pts)}L1680 ${H + 60}L-80 ${H + 60}Z`;
  out.push(path(mountainPath, { fill: mFill }));

  // ravines down the slopes
  let rav = "";
  for (let i = 0; i < 14; i++) {
    const x = cx + rng.range(-520, 520);
    const y0 = profile(x) + rng.range(40, 90);
    rav += `M${n(x)} ${n(y0)}q${n(rng.jitter(0, 30))} ${n(rng.range(60, 140))} ${n(rng.jitter(0, 50) + (x - cx) * 0.12)} ${n(rng.range(140, 240))}`;
  }
  out.push(path(rav, { stroke: darken(rock, 0.25), "stroke-width": 5, fill: "none", opacity: 0.35, "stroke-linecap": "round" }));

  // --- snow: a cap on the volcano, gully snow on the jagged massif
  // snow stays bright even in low light (moonlit, alpenglow)
  const snow = mix(mix("#f6f8fc", pal.light, pal.lightAmount), pal.shade, pal.darkness * 0.55);
  const snowHalf = jagged ? 240 : plateau + rng.range(150, 210);
  const depthMax = jagged ? 120 : rng.range(100, 140);
  const top: Pt[] = pts.filter((p) => Math.abs(p.x - cx) <= snowHalf);
  let bottom = "";
  const phase = rng.range(0, 6);
  for (let i = top.length - 1; i >= 0; i--) {
    const p = top[i]!;
    const d = Math.abs(p.x - cx) / snowHalf;
    const finger = 0.35 + 0.65 * Math.pow(Math.abs(Math.sin(p.x / (jagged ? 19 : 27) + phase)), 3);
    const depth = depthMax * (1 - d * d) * finger * rng.range(0.8, 1.1) + 6;
    bottom += `L${n(p.x)} ${n(p.y + depth)}`;
  }
  out.push(path(`${smoothLine(top)}${bottom}Z`, { fill: snow }));

  // --- shadow side: everything right of a ridge line from the summit down
  const ridgeTop = cx + rng.range(-30, 40);
  let sh = `M${n(ridgeTop)} ${n(profile(ridgeTop) - 2)}`;
  let y = profile(ridgeTop);
  let x = ridgeTop;
  while (y < H + 40) {
    y += rng.range(30, 60);
    x += rng.range(-4, 44);
    sh += `L${n(x)} ${n(y)}`;
  }
  const right = pts.filter((p) => p.x > ridgeTop).reverse();
  sh += `L1680 ${H + 60}` + right.map((p) => `L${n(p.x)} ${n(p.y)}`).join("") + "Z";
  out.push(path(sh, { fill: rockShade, opacity: 0.42 }));
  if (pal.elevation < 0.35 && !pal.moon) {
    // alpenglow on the lit slope of the snow
    out.push(path(`${smoothLine(top)}${bottom}Z`, { fill: pal.glow, opacity: 0.18 }));
  }

  // --- a thin belt of stratus around the mountain's waist
  const beltY = H - rng.range(120, 180);
  const cloudCol = mix(pal.cloud, "#ffffff", pal.daylight ? 0.3 : 0);
  for (let i = 0; i < rng.int(3, 5); i++) {
    out.push(stratus(rng, rng.range(150, 1450), beltY + rng.range(-30, 40), rng.range(300, 560), cloudCol, rng.range(0.45, 0.7)));
  }
  out.push(hazeBand(ctx, H - 10, 110, pal.haze, 0.55));

  // --- foreground
  const amboseli = cycle(ctx, "foreground", [true, false] as const);
  const plain = ridge(rng, { base: H + 20, amp: amboseli ? 6 : 30, freq: 0.8 });
  const plainMat = amboseli ? "#b49a5a" : "#4f6a3a";
  out.push(hill(ctx, plain, surface(pal, plainMat, 0.35), { bottomDarken: 0.1 }));
  if (amboseli) {
    // marsh water strip reflecting the sky
    out.push(rect(-10, H + 60, 1620, rng.range(14, 26), { fill: mix(pal.sky[2], pal.sky[1], 0.4), opacity: 0.55 }));
    const treeC = surface(pal, "#3e4a26", 0.2);
    for (let i = 0; i < rng.int(3, 5); i++) {
      const tx = rng.range(-40, 1640);
      const h = rng.range(90, 170);
      out.push(place(acacia(rng, { h, w: h * 1.55, trunk: treeC, canopy: treeC }), tx, H + rng.range(90, 140), 1));
    }
    const near = ridge(rng, { base: 880, amp: 10, freq: 0.7 });
    out.push(hill(ctx, near, surface(pal, "#a58a48", 0.05), { bottomDarken: 0.15 }));
    const ef = creatureFill(pal, "#6f6862");
    const count = rng.int(3, 5);
    const startX = rng.range(300, 620);
    const flip = rng.chance(0.5);
    for (let i = 0; i < count; i++) {
      const s = i === count - 1 ? 0.5 : rng.range(0.7, 0.85);
      const ex = startX + i * rng.range(170, 220);
      out.push(placeShared(defs, elephant({ fill: ef }), ex, ridgeAt(near, ex) + 30, s, { flip }));
    }
    const fg = pal.daylight ? lit(pal, "#8a7038") : pal.silhouette;
    out.push(grass(rng, -20, 1620, () => 985, fg, { height: 60, density: 0.05 }));
  } else {
    const treeColors = [surface(pal, "#3c5a32", 0.45), surface(pal, "#34522e", 0.22), surface(pal, "#2a4426", 0.05)];
    for (let layer = 0; layer < 3; layer++) {
      const r = ridge(rng, { base: H + 70 + layer * 95, amp: 35, freq: 1 + layer * 0.3 });
      const c = treeColors[layer]!;
      out.push(treeline(ctx, r, c, { size: 26 + layer * 14, light: pal.daylight ? lighten(c, 0.15) : undefined }));
      if (layer < 2) out.push(hazeBand(ctx, H + 110 + layer * 95, 70, pal.haze, 0.3));
    }
  }
  return g({}, out);
}

export const snowPeak: SceneDefinition = {
  palettes: ["dawn", "morning", "golden", "sunset", "midday", "night"],
  mirror: true,
  draw,
};
