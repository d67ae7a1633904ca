/**
 * Aircraft: an airliner climbing above a sea of clouds with a contrail, an
 * airliner on approach over runway lights at dusk, or a charter bush plane
 * parked on a savanna airstrip with a windsock and a waiting safari vehicle.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit, surface } from "../palettes.ts";
import {
  cloud,
  cloudField,
  grass,
  hazeBand,
  hill,
  horizonGlow,
  orb,
  orbY,
  ridge,
  ridgeAt,
  sky,
  stars,
  streaks,
} from "../primitives.ts";
import { person } from "../silhouettes/people.ts";
import { acacia } from "../silhouettes/plants.ts";
import { airliner, bushPlane, safariJeep } from "../silhouettes/vehicles.ts";
import { circle, n, path, place, placeShared, polygon, rect } from "../svg.ts";
import { cycle } from "./common.ts";

function liveryFor(ctx: SceneContext) {
  const { pal, rng } = ctx;
  const accent = rng.pick(["#c0392b", "#1f6fb2", "#0e8a6a", "#d4831c", "#6c3fa0"]);
  const body = pal.daylight ? lit(pal, "#f6f7f9") : mix(lit(pal, "#f6f7f9"), pal.silhouette, 0.35);
  return {
    body,
    belly: darken(body, 0.12),
    accent: pal.daylight ? lit(pal, accent) : mix(lit(pal, accent), pal.silhouette, 0.3),
    window: pal.daylight ? lit(pal, "#2c3a4f") : pal.warm,
    wing: darken(body, 0.16),
  };
}

function aboveClouds(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const out: string[] = [];
  const H = 700;
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 400));
  const sunX = rng.range(250, 1350);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1100, 300));
  out.push(orb(ctx, sunX, Math.min(orbY(pal, H), 560), low ? 70 : 52));
  if (low) out.push(streaks(ctx, 4, 120, 420));
  // a sea of clouds below
  const cloudC = mix(pal.cloud, "#ffffff", pal.daylight ? 0.2 : 0);
  const shade = pal.cloudShade;
  for (let row = 0; row < 3; row++) {
    const y = 700 + row * 110;
    const base = ridge(rng, { base: y, amp: 10, freq: 1 });
    const fill = row === 0 ? mix(cloudC, pal.haze, 0.35) : mix(cloudC, pal.haze, 0.15 - row * 0.05);
    out.push(hill(ctx, base, fill, { bottomDarken: 0.1 }));
    for (let i = 0; i < 7; i++) out.push(cloud(rng, rng.range(-100, 1700), y + 20, rng.range(260, 460) * (1 + row * 0.4), fill, mix(shade, fill, 0.5), 1, 0.32));
  }
  // the airliner, climbing, with a contrail
  const liv = liveryFor(ctx);
  const x = rng.range(720, 900);
  const y = rng.range(330, 420);
  const s = rng.range(1.25, 1.5);
  const rot = -rng.range(6, 12);
  const rad = (rot * Math.PI) / 180;
  const tailX = x - Math.cos(rad) * 300 * s;
  const trail = ctx.defs.linearAbs([[0, "#ffffff", 0], [1, "#ffffff", 0.7]], tailX - 900, 0, tailX, 0);
  for (const dy of [-30, 40]) {
    const ex = x - Math.cos(rad) * 20 * s;
    const ey = y + dy * s * 0.5 - Math.sin(rad) * 20 * s;
    out.push(polygon([[ex - 1400 * Math.cos(rad), ey - 1400 * Math.sin(rad) - 16], [ex - 80, ey - 3], [ex - 80, ey + 3], [ex - 1400 * Math.cos(rad), ey - 1400 * Math.sin(rad) + 16]], { fill: trail }));
  }
  out.push(place(airliner(liv), x, y, s, { rotate: rot }));
  return out.join("");
}

function approach(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const out: string[] = [];
  const H = 720;
  out.push(sky(ctx, H));
  out.push(stars(ctx, pal.stars, 400));
  const sunX = rng.range(250, 1350);
  out.push(horizonGlow(ctx, sunX, H, 1100, 320));
  out.push(orb(ctx, sunX, orbY(pal, H), 60));
  out.push(streaks(ctx, rng.int(5, 8), 100, 520));
  const hills = ridge(rng, { base: H - 20, amp: 30, freq: 1.2 });
  out.push(hill(ctx, hills, mix(pal.silhouette, pal.haze, 0.4), { bottomDarken: 0.05 }));
  const groundC = mix(pal.silhouette, pal.shade, 0.3);
  out.push(rect(-10, H, 1620, 300, { fill: groundC }));
  // runway in perspective with edge and centre lights
  const vx = 800;
  out.push(polygon([[vx - 30, H], [vx + 30, H], [vx + 520, 1010], [vx - 520, 1010]], { fill: darken(groundC, 0.25) }));
  let lights = "";
  let centre = "";
  for (let i = 0; i < 16; i++) {
    const t = Math.pow(i / 16, 1.8);
    const y = H + t * 290;
    const half = 30 + t * 490;
    const r = 1.5 + t * 4;
    lights += `M${n(vx - half - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0M${n(vx + half - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    centre += `M${n(vx)} ${n(y)}v${n(2 + t * 22)}`;
  }
  out.push(path(lights, { fill: pal.warm }));
  out.push(path(centre, { stroke: "#ffffff", "stroke-width": 3, opacity: 0.7 }));
  const liv = liveryFor(ctx);
  const x = rng.range(650, 950);
  const y = rng.range(380, 460);
  out.push(circle(x + 240, y + 30, 80, { fill: ctx.defs.radial([[0, "#ffffff", 0.6], [1, "#ffffff", 0]], x + 240, y + 30, 80) }));
  out.push(place(airliner(liv), x, y, rng.range(1.0, 1.2), { rotate: rng.range(3, 6) }));
  return out.join("");
}

function airstrip(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const out: string[] = [];
  const H = 600;
  out.push(sky(ctx, H));
  const sunX = rng.range(250, 1350);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 300));
  out.push(orb(ctx, sunX, orbY(pal, H), low ? 64 : 46));
  out.push(low ? streaks(ctx, 5, 100, 420) : cloudField(ctx, rng.int(3, 4), 90, 300, 140, 280));
  const hills = ridge(rng, { base: H - 10, amp: 30, freq: 1.2 });
  out.push(hill(ctx, hills, surface(pal, "#8a8a62", 0.65), { bottomDarken: 0.04 }));
  out.push(hazeBand(ctx, H + 10, 60, pal.haze, 0.4));
  const plain = ridge(rng, { base: H + 30, amp: 6, freq: 0.7 });
  const grassC = lit(pal, "#c9a458");
  out.push(hill(ctx, plain, surface(pal, "#c9a458", 0.3), { bottomDarken: 0.12 }));
  const treeC = surface(pal, "#4a552c", 0.35);
  for (let i = 0; i < rng.int(4, 7); i++) {
    const x = rng.range(-40, 1640);
    const h = rng.range(60, 120);
    out.push(placeShared(defs, acacia(rng, { h, w: h * 1.5, trunk: treeC, canopy: treeC }), x, ridgeAt(plain, x) + rng.range(4, 30), 1));
  }
  // murram strip in perspective
  const vx = rng.range(700, 900);
  const strip = lit(pal, "#b9865a");
  out.push(polygon([[vx - 26, H + 36], [vx + 26, H + 36], [vx + 620, 1010], [vx - 620, 1010]], { fill: strip }));
  out.push(path(`M${n(vx)} ${H + 40}L${n(vx)} 1010`, { stroke: lighten(strip, 0.2), "stroke-width": 10, "stroke-dasharray": "30 40", opacity: 0.5 }));
  // windsock
  const wx = vx + (rng.chance(0.5) ? 1 : -1) * rng.range(380, 520);
  out.push(path(`M${n(wx)} 800V620`, { stroke: lit(pal, "#dddddd"), "stroke-width": 5 }));
  out.push(path(`M${n(wx)} 622L${n(wx + 90)} 634L${n(wx + 90)} 650L${n(wx)} 656Z`, { fill: lit(pal, "#f07a2a") }));
  out.push(path(`M${n(wx + 30)} 626V652M${n(wx + 60)} 630V652`, { stroke: lit(pal, "#ffffff"), "stroke-width": 8 }));
  // the plane, a jeep and passengers
  const flip = rng.chance(0.5);
  const liv = liveryFor(ctx);
  out.push(place(bushPlane({ body: liv.body, accent: liv.accent, window: lit(pal, "#2c3a4f"), dark: lit(pal, "#2a2a2e"), spinning: rng.chance(0.5) }), vx + (flip ? 160 : -160), 860, 1.6, { flip }));
  const jx = vx + (flip ? -430 : 430);
  out.push(place(safariJeep({ body: lit(pal, "#7d7a50"), dark: lit(pal, "#2a2a22"), canvas: lit(pal, "#d1c39c") }), jx, 900, 0.95, { flip: !flip }));
  for (let i = 0; i < rng.int(2, 3); i++) {
    const px = vx + (flip ? -1 : 1) * (60 + i * 70);
    out.push(place(person(150, "walk", { skin: lit(pal, "#6b4429"), top: lit(pal, rng.pick(["#f4f1ea", "#b0392b", "#3a6ea5", "#7a8a4a"])), bottom: lit(pal, "#3d3d45"), hair: lit(pal, "#1b1410") }, { hat: i === 0 ? lit(pal, "#c9a86a") : undefined }), px, 930, 1, { flip }));
  }
  out.push(grass(rng, -20, 1620, () => 1004, darken(grassC, 0.2), { height: 40, density: 0.04 }));
  return out.join("");
}

function draw(ctx: SceneContext): string {
  const { pal } = ctx;
  if (pal.name === "dusk") return approach(ctx);
  return cycle(ctx, "mode", ["clouds", "airstrip"] as const) === "clouds" ? aboveClouds(ctx) : airstrip(ctx);
}

export const aircraft: SceneDefinition = {
  palettes: ["morning", "golden", "midday", "dusk", "sunset"],
  mirror: true,
  draw,
};
