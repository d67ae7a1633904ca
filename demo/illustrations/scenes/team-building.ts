/**
 * Team building outdoors: a meadow with trees and bunting, and a team
 * activity — a tug-of-war between two colour teams, a high-ropes crossing
 * watched by cheering colleagues, or a group celebrating around a flag.
 */
import { darken, lighten } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit, surface } from "../palettes.ts";
import { cloudField, grass, hazeBand, hill, orb, orbY, ridge, ridgeAt, sky, streaks, treeline } from "../primitives.ts";
import { type PersonStyle, person, personWithHands } from "../silhouettes/people.ts";
import { roundTree } from "../silhouettes/plants.ts";
import { ellipse, g, n, path, place, rect } from "../svg.ts";
import { cycle } from "./common.ts";

/** A soft contact shadow on the lawn. */
const shadowAt = (x: number, y: number, w: number): string => ellipse(x, y + 2, w / 2, w * 0.09, { fill: "#1f3a12", opacity: 0.25 });

const SKIN = ["#6b4429", "#8a5a3a", "#4a2e1c", "#c08a60", "#a0704a", "#5a3520"];
const HAIR = ["#1b1410", "#2b1d12", "#111111", "#3b2a1a"];

function styleFor(ctx: SceneContext, shirt: string): PersonStyle {
  const { rng, pal } = ctx;
  return {
    skin: lit(pal, rng.pick(SKIN)),
    top: lit(pal, shirt),
    bottom: lit(pal, rng.pick(["#2f3a4f", "#3d3d45", "#5a4a3a", "#24324a"])),
    hair: lit(pal, rng.pick(HAIR)),
  };
}

function bunting(ctx: SceneContext, x0: number, y0: number, x1: number, y1: number): string {
  const { pal } = ctx;
  const colours = ["#e74c3c", "#f1c40f", "#2ecc71", "#3498db", "#9b59b6", "#e67e22"].map((c) => lit(pal, c));
  const sag = 60;
  const parts = [path(`M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}`, { fill: "none", stroke: lit(pal, "#f4f1ea"), "stroke-width": 2 })];
  const count = 14;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    parts.push(path(`M${n(x - 14)} ${n(y)}L${n(x + 14)} ${n(y)}L${n(x)} ${n(y + 30)}Z`, { fill: colours[i % colours.length]! }));
  }
  return g({}, parts);
}

function tugOfWar(ctx: SceneContext, groundY: number): string {
  const { rng, pal } = ctx;
  const teamA = rng.pick(["#e67e22", "#e74c3c", "#f1c40f"]);
  const teamB = rng.pick(["#16a085", "#2980b9", "#8e44ad"]);
  const out: string[] = [];
  const h = 230;
  const perTeam = 4;
  const gap = 120;
  const centre = 800 + rng.jitter(0, 40);
  let ropeL: [number, number] = [0, 0];
  let ropeR: [number, number] = [0, 0];
  const bodies: string[] = [];
  for (let side = -1; side <= 1; side += 2) {
    for (let i = 0; i < perTeam; i++) {
      const x = centre + side * (110 + i * gap);
      const flip = side > 0;
      const { svg, hands } = personWithHands(h, "pull", styleFor(ctx, side < 0 ? teamA : teamB));
      const hx = x + (flip ? -hands[1][0] : hands[1][0]);
      const hy = groundY + hands[1][1];
      if (i === perTeam - 1) {
        if (side < 0) ropeL = [hx - 40, hy + 6];
        else ropeR = [hx + 40, hy + 6];
      }
      bodies.push(shadowAt(x, groundY, 90) + place(svg, x, groundY, 1, { flip }));
    }
  }
  out.push(rect(centre - 4, groundY - 6, 8, 40, { fill: lighten(lit(pal, "#ffffff"), 0), opacity: 0.8 }));
  out.push(...bodies);
  out.push(path(`M${n(ropeL[0])} ${n(ropeL[1])}Q${n(centre)} ${n((ropeL[1] + ropeR[1]) / 2 + 12)} ${n(ropeR[0])} ${n(ropeR[1])}`, { fill: "none", stroke: lit(pal, "#c9a46a"), "stroke-width": 8, "stroke-linecap": "round" }));
  out.push(path(`M${n(centre)} ${n((ropeL[1] + ropeR[1]) / 2 + 4)}l-10 34l20 0Z`, { fill: lit(pal, "#e74c3c") }));
  return out.join("");
}

function ropesCourse(ctx: SceneContext, groundY: number): string {
  const { rng, pal } = ctx;
  const wood = lit(pal, "#7a5634");
  const rope = lit(pal, "#d9c49a");
  const x0 = rng.range(300, 420);
  const x1 = rng.range(1180, 1300);
  const top = groundY - 560;
  const walkY = groundY - 330;
  const out: string[] = [];
  out.push(path(`M${n(x0)} ${n(groundY + 10)}V${n(top)}M${n(x1)} ${n(groundY + 10)}V${n(top)}`, { stroke: wood, "stroke-width": 26, "stroke-linecap": "round" }));
  out.push(rect(x0 - 40, walkY - 4, 80, 12, { fill: darken(wood, 0.2) }), rect(x1 - 40, walkY - 4, 80, 12, { fill: darken(wood, 0.2) }));
  out.push(path(`M${n(x0)} ${n(walkY)}Q800 ${n(walkY + 50)} ${n(x1)} ${n(walkY)}M${n(x0)} ${n(top + 30)}Q800 ${n(top + 60)} ${n(x1)} ${n(top + 30)}`, { fill: "none", stroke: rope, "stroke-width": 6 }));
  // guy ropes
  out.push(path(`M${n(x0)} ${n(top)}L${n(x0 - 200)} ${n(groundY + 10)}M${n(x1)} ${n(top)}L${n(x1 + 200)} ${n(groundY + 10)}`, { stroke: rope, "stroke-width": 3, opacity: 0.8 }));
  // the person crossing, clipped onto the safety line
  const px = rng.range(650, 950);
  const t = (px - x0) / (x1 - x0);
  const py = walkY + 4 * 50 * t * (1 - t) + 2;
  const ly = top + 30 + 4 * 30 * t * (1 - t);
  out.push(path(`M${n(px)} ${n(ly)}L${n(px)} ${n(py - 120)}`, { stroke: lit(pal, "#e74c3c"), "stroke-width": 3 }));
  out.push(place(person(170, "balance", styleFor(ctx, "#f1c40f"), { hat: lit(pal, "#e74c3c") }), px, py, 1));
  // cheering colleagues below
  const poses = ["cheer", "wave", "stand", "cheer", "point"] as const;
  const count = rng.int(5, 7);
  for (let i = 0; i < count; i++) {
    const x = 520 + (560 * (i + rng.range(0.2, 0.8))) / count;
    const yy = groundY + rng.range(20, 60);
    out.push(shadowAt(x, yy, 70));
    out.push(place(person(rng.range(200, 230), poses[i % poses.length]!, styleFor(ctx, rng.pick(["#e74c3c", "#3498db", "#2ecc71", "#9b59b6", "#e67e22", "#1abc9c"]))), x, yy, 1, { flip: i % 2 === 0 }));
  }
  return out.join("");
}

function celebration(ctx: SceneContext, groundY: number): string {
  const { rng, pal } = ctx;
  const out: string[] = [];
  const fx = rng.range(700, 900);
  const flag = lit(pal, rng.pick(["#e74c3c", "#2980b9", "#16a085"]));
  out.push(path(`M${n(fx)} ${n(groundY + 10)}V${n(groundY - 460)}`, { stroke: lit(pal, "#d0d0d0"), "stroke-width": 8 }));
  out.push(path(`M${n(fx + 4)} ${n(groundY - 456)}C${n(fx + 80)} ${n(groundY - 480)} ${n(fx + 120)} ${n(groundY - 420)} ${n(fx + 200)} ${n(groundY - 440)}L${n(fx + 200)} ${n(groundY - 330)}C${n(fx + 120)} ${n(groundY - 310)} ${n(fx + 80)} ${n(groundY - 370)} ${n(fx + 4)} ${n(groundY - 346)}Z`, { fill: flag }));
  out.push(path(`M${n(fx + 70)} ${n(groundY - 400)}l20 -30l20 30z`, { fill: "#ffffff", opacity: 0.85 }));
  const count = rng.int(7, 9);
  const shirts = rng.shuffle(["#e74c3c", "#3498db", "#2ecc71", "#9b59b6", "#e67e22", "#1abc9c", "#f1c40f", "#34495e", "#d35400"]);
  const people: { y: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / (count - 1));
    const x = 800 + Math.cos(a) * 520;
    const y = groundY + 30 + Math.sin(a) * 90;
    const pose = rng.pick(["cheer", "cheer", "wave", "stand"] as const);
    people.push({ y, svg: shadowAt(x, y, 80) + place(person(200 + (y - groundY) * 0.5, pose, styleFor(ctx, shirts[i % shirts.length]!)), x, y, 1, { flip: x > 800 }) });
  }
  people.sort((a, b) => a.y - b.y);
  out.push(...people.map((p) => p.svg));
  return out.join("");
}

function draw(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const H = 560;
  const out: string[] = [];
  out.push(sky(ctx, H));
  const sunX = rng.range(250, 1350);
  out.push(orb(ctx, sunX, orbY(pal, H), 48));
  out.push(pal.elevation > 0.3 ? cloudField(ctx, rng.int(3, 5), 90, 300, 150, 300) : streaks(ctx, 5, 100, 380));
  const hills = ridge(rng, { base: H, amp: 50, freq: 1.1 });
  out.push(treeline(ctx, hills, surface(pal, "#4f7a44", 0.55), { size: 26 }));
  out.push(hazeBand(ctx, H + 20, 60, pal.haze, 0.4));
  const lawn = ridge(rng, { base: H + 80, amp: 14, freq: 0.6 });
  const lawnColor = lit(pal, "#7fae4a");
  out.push(hill(ctx, lawn, lawnColor, { bottomDarken: 0.15 }));
  // mown stripes on the lawn
  let stripes = "";
  for (let i = 0; i < 7; i++) {
    const x0 = -200 + i * 300;
    stripes += `M${n(x0)} 1010L${n(x0 + 150)} 1010L${n(800 + (x0 + 75 - 800) * 0.35 + 20)} ${n(H + 90)}L${n(800 + (x0 + 75 - 800) * 0.35 - 20)} ${n(H + 90)}Z`;
  }
  out.push(path(stripes, { fill: lighten(lawnColor, 0.08), opacity: 0.5 }));
  // shade trees with bunting strung between them
  const trunk = lit(pal, "#5a4332");
  const leaf = lit(pal, "#3f7434");
  const light = lit(pal, "#6fa04a");
  const tLeft = rng.range(60, 220);
  const tRight = rng.range(1380, 1540);
  out.push(place(roundTree(rng, { h: rng.range(480, 560), w: rng.range(340, 400), trunk, leaf, light }), tLeft, ridgeAt(lawn, tLeft) + 100, 1));
  out.push(place(roundTree(rng, { h: rng.range(420, 500), w: rng.range(300, 360), trunk, leaf, light }), tRight, ridgeAt(lawn, tRight) + 90, 1));
  out.push(bunting(ctx, tLeft + 40, 360, tRight - 40, 380));
  const groundY = 840;
  const activity = cycle(ctx, "activity", ["tug", "ropes", "celebrate"] as const);
  if (activity === "tug") out.push(tugOfWar(ctx, groundY));
  else if (activity === "ropes") out.push(ropesCourse(ctx, groundY - 20));
  else out.push(celebration(ctx, groundY - 40));
  out.push(grass(rng, -20, 1620, () => 1000, darken(lawnColor, 0.2), { height: 40, density: 0.05 }));
  return out.join("");
}

export const teamBuilding: SceneDefinition = {
  palettes: ["morning", "midday"],
  mirror: true,
  draw,
};
