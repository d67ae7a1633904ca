/**
 * Swahili old town (Lamu, Stone Town): either a sunlit street of coral-stone
 * houses with a great carved door, arched windows, carved balconies,
 * bougainvillea and a donkey; or the waterfront seen from the harbour with
 * arcades, a minaret and moored dhows.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit } from "../palettes.ts";
import { birds, cloudField, horizonGlow, orb, orbY, sky, streaks, water } from "../primitives.ts";
import { donkey } from "../silhouettes/animals.ts";
import { person } from "../silhouettes/people.ts";
import { palm } from "../silhouettes/plants.ts";
import { dhow } from "../silhouettes/vehicles.ts";
import { circle, g, n, path, place, rect } from "../svg.ts";
import { cycle, reflection } from "./common.ts";

const WALLS = ["#f3eee2", "#ecdcbf", "#e9cfa4", "#f1e6d2", "#dfc8a8"];
const SHUTTERS = ["#2f6f73", "#3a5f8f", "#6b4428", "#2e7d5b", "#8a3b2e"];

/** An arched opening path: rect with a semicircular top. */
function arch(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}L${n(x)} ${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}L${n(x + w)} ${n(y + h)}Z`;
}

/** The great carved Swahili door with frame, lintel, studded leaves and stone benches. */
function carvedDoor(ctx: SceneContext, cx: number, ground: number, s: number, wall: string): string {
  const { pal } = ctx;
  const wood = lit(pal, "#5b3920");
  const woodLight = lit(pal, "#8a5a32");
  const brass = lit(pal, "#e0b85a");
  const w = 150 * s;
  const h = 250 * s;
  const x = cx - w / 2;
  const top = ground - h;
  const frame = 22 * s;
  const parts = [
    // benches (baraza) either side
    rect(cx - w / 2 - frame - 150 * s, ground - 46 * s, 140 * s, 46 * s, { fill: darken(wall, 0.08) }),
    rect(cx + w / 2 + frame + 10 * s, ground - 46 * s, 140 * s, 46 * s, { fill: darken(wall, 0.08) }),
    rect(cx - w / 2 - frame - 154 * s, ground - 52 * s, 148 * s, 8 * s, { fill: lighten(wall, 0.2) }),
    rect(cx + w / 2 + frame + 6 * s, ground - 52 * s, 148 * s, 8 * s, { fill: lighten(wall, 0.2) }),
    // recess shadow, frame and arched carved lintel
    path(arch(x - frame - 10 * s, top - 80 * s, w + 2 * frame + 20 * s, h + 80 * s), { fill: darken(wall, 0.18) }),
    path(arch(x - frame, top - 70 * s, w + 2 * frame, h + 70 * s), { fill: wood }),
    path(arch(x - frame * 0.5, top - 62 * s, w + frame, h + 62 * s), { fill: "none", stroke: woodLight, "stroke-width": 5 * s, "stroke-dasharray": `${n(6 * s)} ${n(5 * s)}` }),
    path(`M${n(x)} ${n(top)}A${n(w / 2)} ${n(w / 2 * 0.9)} 0 0 1 ${n(x + w)} ${n(top)}Z`, { fill: woodLight }),
    path(`M${n(cx)} ${n(top - 8 * s)}L${n(cx)} ${n(top - w * 0.4)}M${n(x + w * 0.2)} ${n(top - 6 * s)}L${n(cx - w * 0.08)} ${n(top - w * 0.36)}M${n(x + w * 0.8)} ${n(top - 6 * s)}L${n(cx + w * 0.08)} ${n(top - w * 0.36)}`, {
      stroke: wood,
      "stroke-width": 4 * s,
    }),
    // leaves
    rect(x, top, w, h, { fill: lit(pal, "#6e4626") }),
    rect(x + 8 * s, top + 8 * s, w / 2 - 12 * s, h - 16 * s, { fill: "none", stroke: woodLight, "stroke-width": 3 * s }),
    rect(cx + 4 * s, top + 8 * s, w / 2 - 12 * s, h - 16 * s, { fill: "none", stroke: woodLight, "stroke-width": 3 * s }),
    rect(cx - 7 * s, top, 14 * s, h, { fill: wood }),
  ];
  // rows of brass studs as dotted lines
  let studs = "";
  for (const col of [0.2, 0.36, 0.64, 0.8]) studs += `M${n(x + w * col)} ${n(top + 24 * s)}L${n(x + w * col)} ${n(ground - 20 * s)}`;
  parts.push(path(studs, { stroke: brass, "stroke-width": 7 * s, "stroke-linecap": "round", "stroke-dasharray": `0 ${n(26 * s)}` }));
  parts.push(rect(cx - 9 * s, top + h * 0.5, 18 * s, 5 * s, { fill: brass }));
  parts.push(rect(x - frame - 12 * s, ground - 6 * s, w + 2 * frame + 24 * s, 10 * s, { fill: darken(wall, 0.1) }));
  return g({}, parts);
}

interface Building {
  x: number;
  w: number;
  top: number;
  ground: number;
  s: number;
  hero: boolean;
}

function building(ctx: SceneContext, b: Building): string {
  const { rng, pal } = ctx;
  const wallMat = rng.pick(WALLS);
  const wall = lit(pal, wallMat);
  const shutter = lit(pal, rng.pick(SHUTTERS));
  const dark = mix(darken(wall, 0.55), pal.shade, 0.3);
  const { x, w, top, ground, s } = b;
  const parts: string[] = [];
  const wallFill = ctx.defs.linear([
    [0, lighten(wall, 0.05)],
    [1, darken(wall, 0.08)],
  ]);
  parts.push(rect(x, top, w, ground - top, { fill: wallFill }));
  // weathering stains
  for (let i = 0; i < 3; i++) {
    parts.push(
      path(
        `M${n(x + rng.range(0, w * 0.7))} ${n(ground)}q${n(rng.range(20, 60) * s)} ${n(-rng.range(40, 120) * s)} ${n(rng.range(80, 200) * s)} 0Z`,
        { fill: darken(wall, 0.1), opacity: 0.5 },
      ),
    );
  }
  // parapet, sometimes crenellated
  parts.push(rect(x - 6 * s, top - 14 * s, w + 12 * s, 18 * s, { fill: lighten(wall, 0.08) }));
  if (rng.chance(0.35)) {
    let cren = "";
    for (let cx = x; cx < x + w - 20 * s; cx += 40 * s) cren += `M${n(cx + 8 * s)} ${n(top - 14 * s)}l${n(12 * s)} ${n(-18 * s)}l${n(12 * s)} ${n(18 * s)}Z`;
    parts.push(path(cren, { fill: lighten(wall, 0.08) }));
  }
  const groundH = 290 * s;
  const floorH = 200 * s;
  const floors = Math.max(0, Math.floor((ground - groundH - top - 30 * s) / floorH));
  for (let f = 0; f < floors; f++) {
    const fy = ground - groundH - (f + 1) * floorH + 40 * s;
    const count = Math.max(1, Math.floor(w / (170 * s)));
    const balconyAt = rng.chance(0.45) ? rng.int(0, count - 1) : -1;
    for (let i = 0; i < count; i++) {
      const cx = x + (w * (i + 0.5)) / count;
      if (i === balconyAt) {
        // carved wooden balcony with slats
        const bw = 130 * s;
        const bh = 120 * s;
        parts.push(rect(cx - bw / 2 - 8 * s, fy - 10 * s, bw + 16 * s, 14 * s, { fill: darken(shutter, 0.25) }));
        parts.push(rect(cx - bw / 2, fy, bw, bh, { fill: shutter }));
        let slats = "";
        for (let sx = cx - bw / 2 + 12 * s; sx < cx + bw / 2 - 6 * s; sx += 12 * s) slats += `M${n(sx)} ${n(fy + 10 * s)}v${n(bh - 20 * s)}`;
        parts.push(path(slats, { stroke: darken(shutter, 0.35), "stroke-width": 3 * s }));
        parts.push(rect(cx - bw / 2 - 8 * s, fy + bh, bw + 16 * s, 12 * s, { fill: darken(shutter, 0.25) }));
        continue;
      }
      const ww = 62 * s;
      const wh = 110 * s;
      parts.push(path(arch(cx - ww / 2 - 8 * s, fy - 8 * s, ww + 16 * s, wh + 12 * s), { fill: lighten(wall, 0.12) }));
      parts.push(path(arch(cx - ww / 2, fy, ww, wh), { fill: dark }));
      if (rng.chance(0.7)) {
        // open shutters either side
        parts.push(rect(cx - ww / 2 - 30 * s, fy + ww / 2, 26 * s, wh - ww / 2, { fill: shutter }));
        parts.push(rect(cx + ww / 2 + 4 * s, fy + ww / 2, 26 * s, wh - ww / 2, { fill: shutter }));
      } else {
        parts.push(path(`M${n(cx)} ${n(fy + 4 * s)}V${n(fy + wh)}M${n(cx - ww / 2)} ${n(fy + wh * 0.55)}H${n(cx + ww / 2)}`, { stroke: shutter, "stroke-width": 5 * s }));
      }
      parts.push(rect(cx - ww / 2 - 10 * s, fy + wh, ww + 20 * s, 8 * s, { fill: lighten(wall, 0.15) }));
    }
  }
  // ground floor
  if (b.hero) {
    parts.push(carvedDoor(ctx, x + w / 2, ground, s, wall));
  } else {
    const count = Math.max(1, Math.floor(w / (150 * s)));
    const arcade = rng.chance(0.55);
    for (let i = 0; i < count; i++) {
      const cx = x + (w * (i + 0.5)) / count;
      if (arcade) {
        const aw = (w / count) * 0.7;
        const inside = ctx.defs.linear([
          [0, darken(dark, 0.2)],
          [1, mix(dark, wall, 0.3)],
        ]);
        parts.push(path(arch(cx - aw / 2 - 8 * s, ground - 230 * s - 8 * s, aw + 16 * s, 238 * s), { fill: lighten(wall, 0.1) }));
        parts.push(path(arch(cx - aw / 2, ground - 230 * s, aw, 230 * s), { fill: inside }));
      } else {
        const dw = 80 * s;
        parts.push(rect(cx - dw / 2 - 8 * s, ground - 180 * s, dw + 16 * s, 180 * s, { fill: lit(pal, "#4a2e1a") }));
        parts.push(rect(cx - dw / 2, ground - 172 * s, dw, 172 * s, { fill: shutter }));
        parts.push(path(`M${n(cx)} ${n(ground - 172 * s)}V${n(ground)}`, { stroke: darken(shutter, 0.3), "stroke-width": 3 * s }));
      }
    }
  }
  return g({}, parts);
}

function minaret(x: number, ground: number, h: number, color: string): string {
  const w = h * 0.09;
  const top = ground - h;
  const trim = darken(color, 0.12);
  return g({}, [
    rect(x - w / 2, top + h * 0.12, w, h * 0.88, { fill: color }),
    rect(x - w * 0.85, top + h * 0.28, w * 1.7, h * 0.03, { fill: trim }),
    rect(x - w * 0.7, top + h * 0.12, w * 1.4, h * 0.025, { fill: trim }),
    path(`M${n(x - w * 0.55)} ${n(top + h * 0.12)}Q${n(x)} ${n(top - h * 0.04)} ${n(x)} ${n(top - h * 0.04)}Q${n(x)} ${n(top - h * 0.04)} ${n(x + w * 0.55)} ${n(top + h * 0.12)}Z`, { fill: color }),
    path(`M${n(x - w * 0.2)} ${n(top + h * 0.16)}h${n(w * 0.4)}v${n(h * 0.08)}h${n(-w * 0.4)}Z`, { fill: darken(color, 0.4) }),
    circle(x, top - h * 0.06, w * 0.18, { fill: trim }),
  ]);
}

function street(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const out: string[] = [];
  const ground = 880;
  out.push(sky(ctx, 400));
  if (pal.daylight && pal.elevation > 0.3) out.push(cloudField(ctx, 2, 60, 160, 160, 260));
  else out.push(streaks(ctx, 4, 40, 200));
  out.push(minaret(rng.range(300, 1300), 500, rng.range(420, 480), far(pal, lit(pal, "#f2ede2"), 0.25)));
  // a row of facades, the hero with the carved door near the centre
  const s = rng.range(0.95, 1.1);
  const heroW = rng.range(540, 620) * s;
  const heroX = 800 - heroW / 2 + rng.jitter(0, 60);
  const buildings: Building[] = [{ x: heroX, w: heroW, top: rng.range(110, 190), ground, s, hero: true }];
  let lx = heroX;
  while (lx > -40) {
    const w = rng.range(300, 460) * s;
    buildings.push({ x: lx - w, w, top: rng.range(90, 300), ground, s, hero: false });
    lx -= w;
  }
  let rx = heroX + heroW;
  while (rx < 1640) {
    const w = rng.range(300, 460) * s;
    buildings.push({ x: rx, w, top: rng.range(90, 300), ground, s, hero: false });
    rx += w;
  }
  for (const b of buildings) out.push(building(ctx, b));
  // bougainvillea spilling over a wall
  const bx = rng.chance(0.5) ? heroX - rng.range(60, 160) : heroX + heroW + rng.range(60, 160);
  const by = rng.range(260, 420);
  let leaves = "";
  let flowers = "";
  for (let i = 0; i < 60; i++) {
    const t = rng.next();
    const px = bx + rng.range(-90, 90) * (1 - t * 0.5);
    const py = by + t * rng.range(120, 320);
    const r = rng.range(8, 20);
    const d = `M${n(px - r)} ${n(py)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    if (rng.chance(0.6)) flowers += d;
    else leaves += d;
  }
  out.push(path(leaves, { fill: lit(pal, "#3f7a3a") }), path(flowers, { fill: lit(pal, "#d93a8c") }));
  // street paving
  const pave = lit(pal, "#cdb996");
  out.push(rect(-10, ground, 1620, 130, { fill: ctx.defs.linear([[0, darken(pave, 0.1)], [1, pave]]) }));
  let joints = "";
  for (let i = 0; i < 4; i++) joints += `M-10 ${ground + 18 + i * i * 9}H1610`;
  for (let i = 0; i < 30; i++) {
    const row = rng.int(0, 3);
    const y0 = ground + 18 + row * row * 9;
    joints += `M${n(rng.range(0, 1600))} ${n(y0)}v${n(9 + row * 16)}`;
  }
  out.push(path(joints, { stroke: darken(pave, 0.2), "stroke-width": 2, opacity: 0.6 }));
  // a long diagonal cast shadow across the street and facades
  if (pal.elevation < 0.7) {
    const sx = rng.range(200, 500);
    out.push(path(`M-10 ${rng.range(300, 500)}L${n(sx)} 1010L-10 1010Z`, { fill: pal.shade, opacity: 0.18 }));
  }
  // life in the street: a donkey and people in kanzu / buibui
  const flip = rng.chance(0.5);
  const dx = flip ? rng.range(1050, 1350) : rng.range(250, 550);
  out.push(place(donkey({ fill: lit(pal, "#857a70"), bags: lit(pal, rng.pick(["#b5452f", "#3a6ea5", "#c9962e"])) }), dx, ground + 70, 0.95, { flip }));
  const px = flip ? rng.range(300, 560) : rng.range(1040, 1320);
  out.push(place(person(250, "walk", { skin: lit(pal, "#6b4429"), top: lit(pal, "#f4f1ea"), bottom: lit(pal, "#eae6dc"), hair: lit(pal, "#f4f1ea") }), px, ground + 92, 1, { flip: !flip }));
  if (rng.chance(0.6)) {
    const qx = px + (flip ? -1 : 1) * rng.range(110, 160);
    out.push(place(person(232, "walk", { skin: lit(pal, "#6b4429"), top: lit(pal, "#1d1a22"), bottom: lit(pal, "#1d1a22"), hair: lit(pal, "#1d1a22") }), qx, ground + 84, 1, { flip: !flip }));
  }
  if (rng.chance(0.5)) out.push(birds(rng, rng.range(300, 1300), 90, 120, rng.int(3, 5), lit(pal, "#3a3a3a"), 12));
  return out.join("");
}

function waterfront(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const out: string[] = [];
  const H = 640;
  out.push(sky(ctx, H));
  const sunX = rng.range(300, 1300);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H - 100, 900, 260));
  out.push(orb(ctx, sunX, Math.min(orbY(pal, H), 380), low ? 60 : 44));
  out.push(low ? streaks(ctx, 6, 80, 360) : cloudField(ctx, 3, 80, 240, 140, 260));
  // seafront row
  const row: string[] = [];
  row.push(minaret(rng.range(350, 1250), H - 40, rng.range(330, 380), lit(pal, "#f2ede2")));
  let x = -30;
  while (x < 1630) {
    const w = rng.range(180, 300);
    row.push(building(ctx, { x, w, top: rng.range(330, 440), ground: H - 40, s: 0.45, hero: false }));
    if (rng.chance(0.3)) {
      const trunk = lit(pal, "#7a5e40");
      row.push(place(palm(rng, { h: rng.range(180, 260), lean: rng.range(-0.2, 0.2), trunk, leaf: lit(pal, "#2f6e36") }), x + w, H - 38, 1));
    }
    x += w;
  }
  row.push(rect(-10, H - 46, 1620, 50, { fill: lit(pal, "#b9a584") }));
  row.push(path(`M-10 ${H - 46}H1610`, { stroke: lit(pal, "#d8c7a6"), "stroke-width": 5 }));
  const rowId = ctx.defs.symbol(row.join(""));
  out.push(`<use href="#${rowId}"/>`);
  out.push(water(ctx, H + 4, { colors: [mix(lit(pal, "#2c8fae"), pal.sky[2], 0.2), lit(pal, "#1a5f7e")], sunX: low ? sunX : undefined, shimmer: 50 }));
  out.push(`<use href="#${rowId}" transform="translate(0 ${2 * H + 8}) scale(1 -1)" opacity="0.22"/>`);
  // moored dhows
  const hull = lit(pal, "#4a2f1f");
  const sail = lit(pal, "#efe4cc");
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const s = rng.range(0.5, 0.75) + i * 0.12;
    const dx = 250 + (1100 * (i + rng.range(0.1, 0.9))) / count;
    const dy = H + 110 + i * 90;
    const d = dhow({ hull, trim: lit(pal, "#d6b36a"), sail, sailShade: darken(sail, 0.2), rig: lit(pal, "#2e2016"), crew: lit(pal, "#2a2220") });
    out.push(reflection(d, dx, dy + 4, s, 0.22));
    out.push(place(d, dx, dy, s, { flip: rng.chance(0.5) }));
  }
  return out.join("");
}

export const oldTown: SceneDefinition = {
  palettes: ["morning", "golden", "midday"],
  mirror: true,
  draw: (ctx) => (cycle(ctx, "view", ["street", "street", "waterfront"] as const) === "street" ? street(ctx) : waterfront(ctx)),
};
