/**
 * City skyline (Nairobi, Dubai, Cape Town): layered towers with lit and shaded
 * faces, glowing windows after dark, a landmark (drum tower with a saucer
 * crown, a supertall needle, or a sail-shaped hotel), sometimes a flat-topped
 * mountain behind; a harbour reflecting the lights or a park in front.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit } from "../palettes.ts";
import {
  birds,
  cloudField,
  hazeBand,
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
import { ellipse, g, n, path, rect } from "../svg.ts";

interface TowerStyle {
  face: string;
  side: string;
  window: string;
  litFraction: number;
  day: boolean;
}

const DAY_MATERIALS = ["#9fb8cf", "#c9ced6", "#7d9ab6", "#dccfb8", "#6a86a3", "#bfae98", "#a9c6cf", "#8e9fb3"];

function tower(ctx: SceneContext, x: number, base: number, w: number, h: number, base0: TowerStyle): string {
  const { rng, pal } = ctx;
  let st = base0;
  if (base0.day) {
    // each tower in its own cladding: glass, stone, concrete
    const m = lit(pal, rng.pick(DAY_MATERIALS));
    const face = mix(m, base0.face, 0.35);
    st = { ...base0, face, side: darken(face, 0.28) };
  }
  const top = base - h;
  const sideW = w * 0.22;
  const parts = [rect(x, top, w, h + 40, { fill: st.face }), path(`M${n(x + w)} ${n(top)}l${n(sideW)} ${n(-sideW * 0.25)}V${n(base + 40)}H${n(x + w)}Z`, { fill: st.side })];
  const crown = rng.int(0, 4);
  if (crown === 1) parts.push(path(`M${n(x + w / 2)} ${n(top - h * 0.25)}L${n(x + w / 2 + 2)} ${n(top)}L${n(x + w / 2 - 2)} ${n(top)}Z`, { fill: st.side, stroke: st.side, "stroke-width": 3 }));
  if (crown === 2) parts.push(rect(x + w * 0.15, top - 24, w * 0.7, 24, { fill: st.face }), rect(x + w * 0.3, top - 44, w * 0.4, 20, { fill: st.face }));
  if (crown === 3) parts.push(path(`M${n(x)} ${n(top)}L${n(x + w)} ${n(top - w * 0.5)}L${n(x + w)} ${n(top)}Z`, { fill: st.face }));
  if (st.day) {
    // floor lines and a glassy sheen
    let floors = "";
    for (let y = top + 14; y < base; y += 16) floors += `M${n(x + 3)} ${n(y)}H${n(x + w - 3)}`;
    parts.push(path(floors, { stroke: darken(st.face, 0.12), "stroke-width": 2, opacity: 0.6 }));
    parts.push(path(`M${n(x + w * 0.15)} ${n(top)}h${n(w * 0.18)}l${n(-w * 0.1)} ${n(h)}h${n(-w * 0.18)}Z`, { fill: "#ffffff", opacity: 0.12 }));
  } else {
    let win = "";
    const cols = Math.max(2, Math.floor(w / 14));
    const cw = w / cols;
    for (let y = top + 12; y < base - 4; y += 20) {
      for (let c = 0; c < cols; c++) if (rng.next() < st.litFraction) win += `M${n(x + c * cw + cw * 0.25)} ${n(y)}h${n(cw * 0.5)}v9h${n(-cw * 0.5)}Z`;
    }
    parts.push(path(win, { fill: st.window }));
  }
  return g({}, parts);
}

/** Drum tower with a saucer crown and a cone (a nod to Nairobi's conference tower). */
function drumTower(x: number, base: number, h: number, st: TowerStyle): string {
  const w = 110;
  const top = base - h;
  let ribs = "";
  for (let i = 1; i < 7; i++) ribs += `M${n(x - w / 2 + (w * i) / 7)} ${n(top + 30)}V${n(base)}`;
  return g({}, [
    rect(x - w / 2, top + 20, w, h, { fill: st.face }),
    rect(x + w * 0.15, top + 20, w * 0.35, h, { fill: st.side, opacity: 0.6 }),
    path(ribs, { stroke: st.day ? darken(st.face, 0.15) : st.window, "stroke-width": st.day ? 3 : 2.5, opacity: st.day ? 0.7 : 0.6 }),
    ellipse(x, top + 18, w * 0.95, 16, { fill: st.side }),
    ellipse(x, top + 10, w * 0.85, 12, { fill: st.face }),
    path(`M${n(x - 30)} ${n(top + 6)}L${n(x)} ${n(top - 40)}L${n(x + 30)} ${n(top + 6)}Z`, { fill: st.side }),
    path(`M${n(x)} ${n(top - 40)}V${n(top - 80)}`, { stroke: st.side, "stroke-width": 3 }),
  ]);
}

/** A stepped supertall needle. */
function needle(x: number, base: number, h: number, st: TowerStyle): string {
  let d = "";
  const tiers = 6;
  for (let i = 0; i < tiers; i++) {
    const w = 90 * (1 - i / tiers) + 10;
    const y0 = base - (h * 0.8 * i) / tiers;
    const y1 = base - (h * 0.8 * (i + 1)) / tiers;
    d += `M${n(x - w / 2)} ${n(y0 + 40)}L${n(x - w / 2 + 4)} ${n(y1)}L${n(x + w / 2 - 4)} ${n(y1)}L${n(x + w / 2)} ${n(y0 + 40)}Z`;
  }
  d += `M${n(x - 5)} ${n(base - h * 0.8)}L${n(x)} ${n(base - h)}L${n(x + 5)} ${n(base - h * 0.8)}Z`;
  return g({}, [path(d, { fill: st.face }), path(`M${n(x)} ${n(base + 40)}V${n(base - h * 0.8)}`, { stroke: st.day ? lighten(st.face, 0.2) : st.window, "stroke-width": 4, opacity: 0.6 })]);
}

/** A sail-shaped hotel on its island. */
function sailHotel(x: number, base: number, h: number, st: TowerStyle): string {
  return g({}, [
    path(`M${n(x - 60)} ${n(base)}L${n(x - 50)} ${n(base - h)}C${n(x + 40)} ${n(base - h * 0.8)} ${n(x + 90)} ${n(base - h * 0.4)} ${n(x + 100)} ${n(base)}Z`, { fill: st.face }),
    path(`M${n(x - 50)} ${n(base - h)}C${n(x + 10)} ${n(base - h * 0.7)} ${n(x + 40)} ${n(base - h * 0.4)} ${n(x + 50)} ${n(base)}`, { fill: "none", stroke: st.day ? darken(st.face, 0.15) : st.window, "stroke-width": 3 }),
    path(`M${n(x - 62)} ${n(base)}L${n(x - 60)} ${n(base - h - 40)}`, { stroke: st.side, "stroke-width": 8 }),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const base = 700;
  const out: string[] = [];
  out.push(sky(ctx, base));
  out.push(stars(ctx, pal.stars, 380));
  const sunX = rng.range(250, 1350);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, base - 40, 1000, 320));
  out.push(orb(ctx, sunX, Math.min(orbY(pal, base), 520), low ? 70 : 48));
  out.push(low ? streaks(ctx, rng.int(5, 8), 90, 420) : cloudField(ctx, rng.int(2, 4), 90, 260, 160, 300));
  // flat-topped mountain behind (Cape Town) sometimes
  if (rng.chance(0.3)) {
    const mx = rng.range(500, 1100);
    out.push(
      path(`M${n(mx - 700)} ${base}L${n(mx - 420)} ${n(base - 220)}L${n(mx - 300)} ${n(base - 300)}L${n(mx + 280)} ${n(base - 305)}L${n(mx + 380)} ${n(base - 240)}L${n(mx + 700)} ${base}Z`, {
        fill: far(pal, lit(pal, "#5a6274"), 0.5),
      }),
    );
  }
  const night = !pal.daylight;
  const litFraction = pal.name === "night" ? 0.42 : pal.name === "dusk" ? 0.3 : 0.18;
  // far row
  const farFace = far(pal, lit(pal, "#7d8aa0"), 0.55);
  let x = -40;
  let farD = "";
  while (x < 1640) {
    const w = rng.range(50, 110);
    const h = rng.range(110, 300);
    farD += `M${n(x)} ${base + 20}V${n(base - h)}h${n(w)}V${base + 20}Z`;
    x += w + rng.range(-10, 10);
  }
  out.push(path(farD, { fill: farFace }));
  out.push(hazeBand(ctx, base - 60, 160, night ? mix(pal.haze, pal.warm, 0.3) : pal.haze, 0.35));
  // landmark
  const st = (depth: number): TowerStyle => ({
    face: far(pal, lit(pal, pal.daylight ? "#b9c3cf" : "#4a5470"), depth),
    side: far(pal, darken(lit(pal, pal.daylight ? "#8c97a6" : "#323a52"), 0.1), depth),
    window: pal.warm,
    litFraction: night ? litFraction : 0,
    day: !night,
  });
  const mid = st(0.2);
  const landmarkX = rng.range(500, 1100);
  const landmark = rng.int(0, 2);
  // main row of towers, the landmark among them
  const towers: string[] = [];
  const skylineStart = out.length;
  x = -30;
  while (x < 1630) {
    const w = rng.range(70, 140);
    if (Math.abs(x + w / 2 - landmarkX) > 110) {
      const h = rng.range(140, 380) * (1 - Math.abs(x - 800) / 2400);
      towers.push(tower(ctx, x, base, w, h, mid));
    }
    x += w + rng.range(8, 30);
  }
  out.push(...towers);
  if (landmark === 0) out.push(drumTower(landmarkX, base, rng.range(380, 430), mid));
  else if (landmark === 1) out.push(needle(landmarkX, base, rng.range(520, 600), mid));
  else out.push(sailHotel(landmarkX, base, rng.range(360, 420), mid));
  // front row, lower and darker
  const front = st(0);
  front.face = darken(front.face, 0.15);
  front.side = darken(front.side, 0.15);
  x = -40;
  while (x < 1640) {
    const w = rng.range(90, 170);
    const h = rng.range(60, 170);
    out.push(tower(ctx, x, base + 40, w, h, front));
    x += w + rng.range(30, 120);
  }
  if (rng.chance(0.55)) {
    // harbour: the skyline mirrored in the water, then the lights' reflections
    const top = base + 40;
    const skylineId = defs.symbol(out.slice(skylineStart).join(""));
    out.splice(skylineStart, out.length - skylineStart, `<use href="#${skylineId}"/>`);
    out.push(water(ctx, top, { colors: [mix(pal.water[0], pal.sky[2], 0.2), pal.water[1]], shimmer: 40 }));
    out.push(`<use href="#${skylineId}" transform="translate(0 ${2 * top}) scale(1 -1)" opacity="0.25"/>`);
    if (night) {
      let refl = "";
      for (let i = 0; i < 60; i++) {
        const rx = rng.range(0, 1600);
        const ry = top + 6 + Math.pow(rng.next(), 1.4) * 240;
        refl += `M${n(rx)} ${n(ry)}h${n(rng.range(6, 26))}`;
      }
      out.push(path(refl, { stroke: pal.warm, "stroke-width": 3, opacity: 0.55, "stroke-linecap": "round" }));
    } else if (low) {
      out.push(water(ctx, top, { colors: [mix(pal.water[0], pal.sky[2], 0.2), pal.water[1]], sunX, shimmer: 0 }).replace(/^<rect[^>]*\/>/, ""));
    }
  } else {
    // park and boulevard
    const road = base + 60;
    out.push(rect(-10, base + 30, 1620, 40, { fill: lit(pal, "#5b6068") }));
    if (night) {
      let trails = "";
      for (let i = 0; i < 3; i++) trails += `M-10 ${road - 26 + i * 8}H1610`;
      out.push(path(trails, { stroke: rng.chance(0.5) ? "#ffd27a" : "#ff6a5a", "stroke-width": 2.5, opacity: 0.8 }));
    }
    const park = ridge(rng, { base: 905, amp: 22, freq: 0.8 });
    out.push(treeline(ctx, park, night ? pal.silhouette : lit(pal, "#3f6b3a"), { size: 46, light: night ? undefined : lit(pal, "#5f8f4a") }));
  }
  if (!night && rng.chance(0.5)) out.push(birds(rng, rng.range(300, 1300), rng.range(150, 260), 80, 4, "#2f3440", 12));
  return out.join("");
}

export const citySkyline: SceneDefinition = {
  palettes: ["dusk", "night", "golden", "midday", "sunset", "morning"],
  mirror: true,
  draw,
};
