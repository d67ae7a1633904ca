/**
 * Church on the hills (pilgrimage, Holy Land): a stone basilica with a bell
 * tower, or a domed Byzantine church, crowning terraced hills with olive
 * groves and cypresses; a winding path with pilgrims; sometimes a lake
 * glinting in the valley.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit, surface } from "../palettes.ts";
import {
  bump,
  cloudField,
  grass,
  hazeBand,
  hill,
  horizonGlow,
  orb,
  orbY,
  type Pt,
  rays,
  ridge,
  ridgeAt,
  sky,
  smoothLine,
  stars,
  streaks,
} from "../primitives.ts";
import { person } from "../silhouettes/people.ts";
import { cypress, roundTree } from "../silhouettes/plants.ts";
import { circle, ellipse, g, n, path, place, placeShared, polygon, rect } from "../svg.ts";
import { cycle } from "./common.ts";

function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
}

function cross(x: number, y: number, s: number, color: string): string {
  return path(`M${n(x)} ${n(y)}V${n(y - 40 * s)}M${n(x - 12 * s)} ${n(y - 28 * s)}H${n(x + 12 * s)}`, { stroke: color, "stroke-width": 5 * s, "stroke-linecap": "round" });
}

function basilica(ctx: SceneContext): string {
  const { pal } = ctx;
  const stone = lit(pal, "#e9d9b8");
  const shade = darken(stone, 0.2);
  const roof = lit(pal, "#a8553a");
  const dark = lit(pal, "#3a2a22");
  const glass = lit(pal, "#2f3f5a");
  let rose = "";
  for (let k = 0; k < 8; k++) {
    const a = (Math.PI * k) / 4;
    rose += `M0 -252L${n(Math.cos(a) * 24)} ${n(-252 + Math.sin(a) * 24)}`;
  }
  return g({}, [
    // side aisle
    rect(-200, -140, 92, 140, { fill: shade }),
    polygon([[-206, -140], [-108, -190], [-108, -140]], { fill: darken(roof, 0.1) }),
    path(archPath(-176, -110, 26, 60), { fill: glass }),
    // nave facade and gable
    rect(-110, -220, 220, 220, { fill: stone }),
    polygon([[-126, -218], [0, -310], [126, -218]], { fill: stone }),
    path("M-126,-218 L0,-310 L126,-218", { fill: "none", stroke: roof, "stroke-width": 10, "stroke-linejoin": "round" }),
    rect(-116, -226, 232, 10, { fill: lighten(stone, 0.12) }),
    circle(0, -252, 27, { fill: glass }),
    path(rose, { stroke: stone, "stroke-width": 3 }),
    circle(0, -252, 27, { fill: "none", stroke: lighten(stone, 0.1), "stroke-width": 5 }),
    path(archPath(-86, -196, 34, 84), { fill: glass }),
    path(archPath(52, -196, 34, 84), { fill: glass }),
    path(archPath(-38, -118, 76, 118), { fill: darken(stone, 0.15) }),
    path(archPath(-30, -110, 60, 110), { fill: dark }),
    rect(-60, -6, 120, 8, { fill: lighten(stone, 0.1) }),
    // bell tower
    rect(110, -360, 76, 360, { fill: stone }),
    rect(168, -360, 18, 360, { fill: shade }),
    path(archPath(126, -330, 40, 62), { fill: dark }),
    circle(146, -296, 9, { fill: lit(pal, "#c9a24a") }),
    rect(104, -366, 88, 10, { fill: lighten(stone, 0.12) }),
    polygon([[104, -366], [148, -446], [192, -366]], { fill: roof }),
    polygon([[148, -446], [192, -366], [170, -366]], { fill: darken(roof, 0.2) }),
    cross(148, -446, 1, lit(pal, "#4a3a2a")),
    path(archPath(130, -230, 32, 60), { fill: glass }),
  ]);
}

function domed(ctx: SceneContext): string {
  const { pal, defs } = ctx;
  const stone = lit(pal, "#efe4cf");
  const shade = darken(stone, 0.18);
  const domeColor = lit(pal, ctx.rng.pick(["#b8683f", "#6e8fb0", "#c9a24a", "#8a9aa8"]));
  const domeFill = defs.radialBox(
    [
      [0, lighten(domeColor, 0.35)],
      [0.6, domeColor],
      [1, darken(domeColor, 0.3)],
    ],
    0.35,
    0.3,
    0.8,
  );
  const dark = lit(pal, "#3a2a22");
  const glass = lit(pal, "#2f3f5a");
  return g({}, [
    rect(-170, -170, 340, 170, { fill: stone }),
    rect(110, -170, 60, 170, { fill: shade }),
    rect(-176, -178, 352, 12, { fill: lighten(stone, 0.1) }),
    ...[-120, -40, 40].map((x) => path(archPath(x, -140, 36, 90), { fill: glass })),
    path(archPath(-30, -110, 60, 110), { fill: dark }),
    // side domes
    path("M-170,-178 A36 34 0 0 1 -98,-178 Z", { fill: domeFill }),
    path("M98,-178 A36 34 0 0 1 170,-178 Z", { fill: domeFill }),
    // drum and main dome
    rect(-80, -250, 160, 72, { fill: stone }),
    rect(40, -250, 40, 72, { fill: shade }),
    ...[-60, -20, 20].map((x) => path(archPath(x + 4, -240, 20, 44), { fill: glass })),
    rect(-88, -256, 176, 10, { fill: lighten(stone, 0.1) }),
    path("M-84,-256 C-84,-330 -40,-360 0,-362 C40,-360 84,-330 84,-256 Z", { fill: domeFill }),
    ellipse(0, -366, 8, 8, { fill: lit(pal, "#c9a24a") }),
    cross(0, -372, 1, lit(pal, "#c9a24a")),
  ]);
}

function olive(ctx: SceneContext, h: number): string {
  const { rng, pal } = ctx;
  return roundTree(rng, { h, w: h * 1.1, trunk: lit(pal, "#5a4a3a"), leaf: lit(pal, "#7c8a5a"), light: lit(pal, "#b5c093"), clumps: 5 });
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const H = 600;
  const out: string[] = [];
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 300));
  const churchX = rng.range(620, 980);
  const sunX = churchX + rng.range(-420, 420);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 300));
  const sy = orbY(pal, H);
  out.push(orb(ctx, sunX, sy, low ? 64 : 46));
  if (low) out.push(rays(ctx, sunX, sy, { count: 9, length: 900, spread: 360, angle: 0, opacity: 0.18, width: 3 }));
  out.push(low ? streaks(ctx, rng.int(4, 7), 100, H - 120) : cloudField(ctx, rng.int(2, 4), 90, 260, 140, 280));

  // a few olive tree shapes, reused across the groves
  const olives = [olive(ctx, 60), olive(ctx, 60), olive(ctx, 60)];
  const far1 = ridge(rng, { base: H - 20, amp: 40, freq: 1.1 });
  out.push(hill(ctx, far1, surface(pal, "#a89a72", 0.7), { bottomDarken: 0.03 }));
  if (rng.chance(0.4)) out.push(rect(-10, H + 10, 1620, 26, { fill: mix(pal.sky[2], pal.water[0], 0.5), opacity: 0.8 }));
  out.push(hazeBand(ctx, H + 10, 70, pal.haze, 0.4));
  const far2 = ridge(rng, { base: H + 60, amp: 30, freq: 1.4 });
  out.push(hill(ctx, far2, surface(pal, "#b7a070", 0.45), { bottomDarken: 0.05 }));
  for (let i = 0; i < 10; i++) {
    const x = rng.range(0, 1600);
    out.push(placeShared(defs, rng.pick(olives), x, ridgeAt(far2, x) + rng.range(10, 60), rng.range(0.35, 0.6), { attrs: { opacity: 0.85 } }));
  }
  // the church hill, terraced
  const topY = rng.range(560, 610);
  const hillPts = ridge(rng, { base: 860, amp: 16, freq: 0.7, lift: bump(churchX, 330, 860 - topY) });
  const hillColor = lit(pal, "#c9b07a");
  out.push(hill(ctx, hillPts, hillColor, { bottomDarken: 0.25, rim: low ? pal.glow : undefined }));
  let terr = "";
  for (let k = 1; k < 7; k++) {
    const pts: Pt[] = hillPts.map((p) => ({ x: p.x, y: p.y + k * 40 + k * k * 3 }));
    terr += smoothLine(pts);
  }
  out.push(path(terr, { fill: "none", stroke: darken(hillColor, 0.18), "stroke-width": 4, opacity: 0.6 }));
  // olive groves on the terraces
  const groves: { y: number; svg: string }[] = [];
  for (let i = 0; i < 18; i++) {
    const x = rng.range(-20, 1620);
    if (Math.abs(x - churchX) < 200) continue;
    const y = ridgeAt(hillPts, x) + rng.range(30, 260);
    groves.push({ y, svg: placeShared(defs, rng.pick(olives), x, y, 0.6 + (y - 600) / 400, { flip: rng.chance(0.5) }) });
  }
  // winding path up to the church, with pilgrims
  const pathPts: Pt[] = [];
  const wig = rng.range(140, 240) * (rng.chance(0.5) ? 1 : -1);
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    pathPts.push({ x: churchX + wig * Math.sin(t * Math.PI * 1.6) * (1 - t * 0.7) + (1 - t) * 60, y: topY + 10 + (1000 - topY) * (1 - t) });
  }
  pathPts.reverse();
  out.push(path(smoothLine(pathPts.slice().reverse()), { fill: "none", stroke: lit(pal, "#e8dcc0"), "stroke-width": 18, "stroke-linecap": "round", opacity: 0.9 }));
  // church with cypresses
  const church = cycle(ctx, "church", ["basilica", "domed"] as const) === "basilica" ? basilica(ctx) : domed(ctx);
  const cy = ridgeAt(hillPts, churchX) + 12;
  const cs = rng.range(0.72, 0.85);
  const cyp = lit(pal, "#2f4a2c");
  const cypL = lit(pal, "#5f7f4a");
  for (let i = 0; i < rng.int(3, 5); i++) {
    const side = i % 2 ? 1 : -1;
    const x = churchX + side * rng.range(180, 300) * cs;
    out.push(place(cypress({ h: rng.range(200, 280), fill: cyp, light: cypL }), x, cy + rng.range(0, 20), 1));
  }
  out.push(place(church, churchX, cy, cs));
  const pilgrims = rng.int(3, 5);
  for (let i = 0; i < pilgrims; i++) {
    const p = pathPts[Math.min(pathPts.length - 1, 2 + i * 2)]!;
    const h = 40 + (p.y - topY) * 0.22;
    const robe = lit(pal, rng.pick(["#f4f1ea", "#8a5a3a", "#3a4a6a", "#b0392b", "#d9c8a0"]));
    groves.push({ y: p.y, svg: place(person(h, "hike", { skin: lit(pal, "#8a5a3a"), top: robe, bottom: robe, hair: lit(pal, "#2b1d12") }, { stick: lit(pal, "#4a3422") }), p.x + rng.jitter(0, 10), p.y + 4, 1, { flip: wig > 0 }) });
  }
  groves.sort((a, b) => a.y - b.y);
  out.push(...groves.map((q) => q.svg));
  out.push(grass(rng, -20, 1620, () => 1002, darken(hillColor, 0.35), { height: 44, density: 0.05 }));
  return out.join("");
}

export const church: SceneDefinition = {
  palettes: ["golden", "morning", "sunset", "midday", "dawn"],
  mirror: true,
  draw,
};
