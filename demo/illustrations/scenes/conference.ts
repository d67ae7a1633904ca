/**
 * Conference: a hall in one-point perspective with a stage, a big screen
 * showing a safari sunset, a lectern and speaker, roll-up banners, spotlight
 * cones and rows of chairs with the audience seen from behind. The
 * time-of-day palette sets the mood of the stage lighting.
 */
import { darken, lighten } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { acacia } from "../silhouettes/plants.ts";
import { person } from "../silhouettes/people.ts";
import { circle, ellipse, g, n, path, place, placeShared, polygon, rect } from "../svg.ts";

interface Mood {
  wall: string;
  ceiling: string;
  floor: string;
  light: string;
  accent: string;
  bright: boolean;
}

function mood(ctx: SceneContext): Mood {
  switch (ctx.pal.name) {
    case "morning":
      return { wall: "#e9e4da", ceiling: "#d8d2c6", floor: "#8a6f5a", light: "#fff4da", accent: ctx.rng.pick(["#1f7a8c", "#c0392b", "#2e7d32"]), bright: true };
    case "golden":
      return { wall: "#5a3a2e", ceiling: "#2e1d18", floor: "#4a2c24", light: "#ffc46b", accent: "#e07b2a", bright: false };
    case "night":
      return { wall: "#1c2a48", ceiling: "#0c1428", floor: "#1a2238", light: "#7fc4ff", accent: "#2f8fe0", bright: false };
    default:
      return { wall: "#3a2a55", ceiling: "#171026", floor: "#2a1f3a", light: "#d98cff", accent: "#b04ad9", bright: false };
  }
}

function screenArt(ctx: SceneContext, x: number, y: number, w: number, h: number): string {
  const { defs, rng } = ctx;
  const skyFill = defs.linear([
    [0, "#3b3f86"],
    [0.6, "#e2706a"],
    [1, "#ffc46b"],
  ]);
  const clip = defs.clip(rect(x, y, w, h));
  const hillY = y + h * 0.72;
  return g({ "clip-path": clip }, [
    rect(x, y, w, h, { fill: skyFill }),
    circle(x + w * 0.62, hillY - h * 0.06, h * 0.14, { fill: "#ffe6a0" }),
    path(`M${n(x)} ${n(hillY)}Q${n(x + w * 0.3)} ${n(hillY - h * 0.08)} ${n(x + w * 0.6)} ${n(hillY - h * 0.02)}T${n(x + w)} ${n(hillY - h * 0.04)}V${n(y + h)}H${n(x)}Z`, { fill: "#2a1a2e" }),
    place(acacia(rng, { h: h * 0.5, w: h * 0.75, trunk: "#2a1a2e", canopy: "#2a1a2e" }), x + w * 0.28, hillY + 4, 1),
  ]);
}

function chair(color: string): string {
  return g({}, [
    rect(-30, -18, 60, 14, { rx: 4, fill: darken(color, 0.35) }),
    path("M-26,-4 L-28,12 M26,-4 L28,12", { stroke: "#1a1a1e", "stroke-width": 4 }),
    rect(-30, -86, 60, 70, { rx: 12, fill: color }),
    rect(-24, -80, 48, 10, { rx: 5, fill: lighten(color, 0.15), opacity: 0.6 }),
  ]);
}

function audienceMember(ctx: SceneContext): string {
  const { rng } = ctx;
  const top = rng.pick(["#2c3e50", "#7f8c8d", "#c0392b", "#16a085", "#f4f1ea", "#34495e", "#8e44ad", "#d35400"]);
  const hair = rng.pick(["#1b1410", "#2b1d12", "#3b2a1a", "#111111", "#6b4b2a"]);
  const skin = rng.pick(["#6b4429", "#8a5a3a", "#4a2e1c", "#c08a60", "#a0704a"]);
  return g({}, [
    path("M-30,-60 C-30,-92 30,-92 30,-60 L30,-40 L-30,-40 Z", { fill: top }),
    circle(0, -110, 17, { fill: skin }),
    path("M-17,-112 A17 17 0 0 1 17,-112 L17,-104 C10,-100 -10,-100 -17,-104 Z", { fill: hair }),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, defs } = ctx;
  const m = mood(ctx);
  const out: string[] = [];
  const vpx = 800;
  // room shell
  out.push(rect(0, 0, 1600, 1000, { fill: m.wall }));
  out.push(polygon([[0, 0], [1600, 0], [1340, 130], [260, 130]], { fill: m.ceiling }));
  const sideL = defs.linear([[0, darken(m.wall, 0.35)], [1, darken(m.wall, 0.1)]], 0, 0, 1, 0);
  const sideR = defs.linear([[0, darken(m.wall, 0.1)], [1, darken(m.wall, 0.35)]], 0, 0, 1, 0);
  out.push(polygon([[0, 0], [260, 130], [260, 600], [0, 1000]], { fill: sideL }));
  out.push(polygon([[1600, 0], [1340, 130], [1340, 600], [1600, 1000]], { fill: sideR }));
  // ceiling lights in perspective rows
  let lights = "";
  for (let r = 0; r < 4; r++) {
    const t = r / 4;
    const y = 12 + t * 100;
    const half = 700 - t * 440;
    for (let k = -2; k <= 2; k++) {
      const x = vpx + (k / 2.5) * half;
      const rr = 14 - t * 8;
      lights += `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr * 0.35)} 0 1 0 ${n(2 * rr)} 0a${n(rr)} ${n(rr * 0.35)} 0 1 0 ${n(-2 * rr)} 0`;
    }
  }
  out.push(path(lights, { fill: lighten(m.light, 0.5), opacity: 0.9 }));
  // daylight windows on the side wall of a bright room, sconces otherwise
  if (m.bright) {
    for (let i = 0; i < 3; i++) {
      const x0 = 30 + i * 75;
      const x1 = x0 + 50;
      const yt = (x: number) => (x / 260) * 130 + 60;
      const yb = (x: number) => 1000 - (x / 260) * 400 - 120;
      out.push(polygon([[x0, yt(x0)], [x1, yt(x1)], [x1, yb(x1)], [x0, yb(x0)]], { fill: "#cfe8f5" }));
    }
  } else {
    for (const [x, y] of [[120, 330], [200, 300], [1480, 330], [1400, 300]] as const) {
      out.push(circle(x, y, 60, { fill: defs.radial([[0, m.light, 0.5], [1, m.light, 0]], x, y, 60) }));
    }
  }
  // back wall panelling and the screen
  const wallBack = m.bright ? m.wall : lighten(m.wall, 0.05);
  out.push(rect(260, 130, 1080, 470, { fill: wallBack }));
  const glow = defs.radial([[0, m.light, m.bright ? 0.25 : 0.45], [1, m.light, 0]], vpx, 330, 560);
  out.push(ellipse(vpx, 330, 560, 300, { fill: glow }));
  const sw = rng.range(520, 580);
  const sh = sw * 0.5625;
  const sx = vpx - sw / 2;
  const sy = 170;
  out.push(rect(sx - 14, sy - 14, sw + 28, sh + 28, { fill: "#14141a", rx: 4 }));
  out.push(screenArt(ctx, sx, sy, sw, sh));
  // stage
  out.push(polygon([[270, 596], [1330, 596], [1380, 650], [220, 650]], { fill: darken(m.floor, 0.15) }));
  out.push(rect(220, 650, 1160, 46, { fill: darken(m.floor, 0.45) }));
  out.push(rect(220, 650, 1160, 6, { fill: m.accent }));
  // roll-up banners
  for (const bx of [340, 1210]) {
    out.push(rect(bx, 360, 70, 236, { fill: m.accent }), rect(bx + 10, 380, 50, 50, { fill: "#ffffff", opacity: 0.85, rx: 25 }), rect(bx + 10, 450, 50, 8, { fill: "#ffffff", opacity: 0.7 }), rect(bx + 10, 466, 36, 8, { fill: "#ffffff", opacity: 0.7 }));
  }
  // plants
  for (const px of [290, 1310]) {
    out.push(rect(px - 18, 560, 36, 40, { fill: "#2a2a2e", rx: 4 }));
    let leaves = "";
    for (let k = 0; k < 7; k++) {
      const a = -Math.PI / 2 + (k - 3) * 0.35;
      leaves += `M${px} 560q${n(Math.cos(a) * 30 - 10)} ${n(Math.sin(a) * 40)} ${n(Math.cos(a) * 60)} ${n(Math.sin(a) * 70)}q${n(-Math.cos(a) * 20)} ${n(10)} ${n(-Math.cos(a) * 60)} ${n(-Math.sin(a) * 70)}Z`;
    }
    out.push(path(leaves, { fill: "#3f7a3a" }));
  }
  // lectern and speaker
  const lx = rng.chance(0.5) ? rng.range(1000, 1120) : rng.range(480, 600);
  const speakerStyle = { skin: "#6b4429", top: rng.pick(["#2c3e50", "#7a1f2b", "#1f4e5a"]), bottom: "#22252e", hair: "#1b1410" };
  out.push(place(person(210, rng.chance(0.5) ? "point" : "stand", speakerStyle), lx + (lx > 800 ? 50 : -50), 612, 1, { flip: lx > 800 }));
  out.push(polygon([[lx - 46, 470], [lx + 46, 470], [lx + 36, 612], [lx - 36, 612]], { fill: "#2a2a30" }));
  out.push(rect(lx - 50, 464, 100, 12, { fill: "#3a3a42" }), rect(lx - 20, 510, 40, 40, { fill: m.accent, rx: 20 }));
  // spotlight cones
  for (const [tx, fx] of [[560, lx], [1040, vpx]] as const) {
    const cone = defs.linearAbs([[0, m.light, 0.35], [1, m.light, 0.02]], 0, 0, 0, 620);
    out.push(polygon([[tx - 10, 0], [tx + 10, 0], [fx + 120, 640], [fx - 120, 640]], { fill: cone }));
  }
  // floor
  const floorFill = defs.linear([[0, darken(m.floor, 0.2)], [1, m.floor]]);
  out.push(polygon([[220, 696], [1380, 696], [1700, 1000], [-100, 1000]], { fill: floorFill }));
  // rows of chairs with the audience, back rows first
  const chairColor = rng.pick(["#2d3a5a", "#7a2632", "#34343c", "#1f5a5a"]);
  const chairSvg = chair(chairColor);
  const people = Array.from({ length: 7 }, () => audienceMember(ctx));
  const rows = 5;
  for (let i = 0; i < rows; i++) {
    const y = 770 + i * 52 + i * i * 7;
    const s = 0.55 + i * 0.17;
    const half = 600 + (y - 700) * 0.9;
    const gap = 70 * s;
    const step = 76 * s;
    const row: string[] = [];
    for (const dir of [-1, 1]) {
      for (let x = vpx + dir * gap; Math.abs(x - vpx) < half; x += dir * step) {
        const seated = rng.chance(0.7);
        if (seated) row.push(placeShared(defs, rng.pick(people), x, y, s));
        row.push(placeShared(defs, chairSvg, x, y, s));
      }
    }
    out.push(...row);
  }
  return out.join("");
}

export const conference: SceneDefinition = {
  palettes: ["dusk", "golden", "morning", "night"],
  mirror: true,
  vignette: 0.4,
  draw,
};
