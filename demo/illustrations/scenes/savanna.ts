/**
 * Savanna: golden grassland with umbrella acacias and a group of animals
 * (elephants, giraffes, zebras, lions or a wildebeest migration), sometimes a
 * distant Kilimanjaro and a safari vehicle.
 */
import type { SceneContext, SceneDefinition } from "../context.ts";
import { far, lit, surface } from "../palettes.ts";
import {
  birds,
  cloudField,
  grass,
  groundShadow,
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
import { elephant, giraffe, lion, wildebeest, zebra } from "../silhouettes/animals.ts";
import { acacia, shrub } from "../silhouettes/plants.ts";
import { safariJeep } from "../silhouettes/vehicles.ts";
import { g, n, path, place, placeShared } from "../svg.ts";
import { creatureFill, cycle } from "./common.ts";

/** A distant snow-capped volcano on the horizon. */
export function distantVolcano(ctx: SceneContext, cx: number, baseY: number, w: number, h: number, depth = 0.6): string {
  const { pal } = ctx;
  const rock = far(pal, lit(pal, "#55627e"), depth);
  const snow = far(pal, lit(pal, "#f4f6fb"), depth * 0.8);
  const top = baseY - h;
  const pw = w * 0.14;
  const body = `M${n(cx - w / 2)} ${n(baseY)}C${n(cx - w * 0.3)} ${n(baseY - h * 0.25)} ${n(cx - pw * 1.6)} ${n(top + h * 0.12)} ${n(cx - pw)} ${n(
    top,
  )}L${n(cx + pw)} ${n(top + 2)}C${n(cx + pw * 1.6)} ${n(top + h * 0.12)} ${n(cx + w * 0.3)} ${n(baseY - h * 0.25)} ${n(cx + w / 2)} ${n(baseY)}Z`;
  let cap = `M${n(cx - pw)} ${n(top)}L${n(cx + pw)} ${n(top + 2)}`;
  const steps = 9;
  const capW = pw * 1.9;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = cx + capW - 2 * capW * t;
    const d = h * (i % 2 ? 0.1 : 0.2) * (1 - Math.abs(t - 0.5));
    const edge = top + (Math.abs(x - cx) > pw ? ((Math.abs(x - cx) - pw) / (capW - pw)) * h * 0.14 : 0);
    cap += `L${n(x)} ${n(edge + d + 6)}`;
  }
  return g({}, [path(body, { fill: rock }), path(cap + "Z", { fill: snow })]);
}

type Placed = { y: number; svg: string };

function herd(ctx: SceneContext, kind: string, cx: number, groundY: number): Placed[] {
  const { rng, pal, defs } = ctx;
  const out: Placed[] = [];
  const shadow = (x: number, y: number, w: number) =>
    pal.daylight ? groundShadow(x, y, w, "#2a2010", 0.22) : "";
  const add = (svg: string, x: number, y: number, s: number, flip: boolean, w: number) =>
    out.push({ y, svg: shadow(x, y + 2, w * s * K) + placeShared(defs, svg, x, y, s * K, { flip }) });
  const faceLeft = rng.chance(0.5);
  const K = 1.3;
  if (kind === "elephants") {
    const fill = creatureFill(pal, "#7b746d");
    const count = rng.int(2, 3);
    for (let i = 0; i < count; i++) {
      const s = rng.range(0.95, 1.15) * (1 - i * 0.1);
      add(elephant({ fill }), cx + (i - (count - 1) / 2) * 300 + rng.jitter(0, 30), groundY - i * 18, s, faceLeft, 260);
    }
    add(elephant({ fill }), cx + (faceLeft ? -1 : 1) * 170, groundY + 16, 0.55, faceLeft, 260);
  } else if (kind === "giraffes") {
    const fill = creatureFill(pal, "#c48a45");
    const count = rng.int(2, 3);
    for (let i = 0; i < count; i++) {
      const s = rng.range(0.7, 0.85) * (1 - i * 0.12);
      add(giraffe({ fill, detail: pal.daylight }), cx + (i - (count - 1) / 2) * 250 + rng.jitter(0, 30), groundY - i * 22, s * 0.9, i === 1 ? !faceLeft : faceLeft, 150);
    }
  } else if (kind === "zebras") {
    const fill = pal.daylight ? "#1e1b1a" : creatureFill(pal, "#333333");
    const count = rng.int(4, 5);
    for (let i = 0; i < count; i++) {
      const s = rng.range(0.8, 0.95) * (1 - (i % 2) * 0.12);
      add(zebra({ fill, detail: pal.daylight, defs }), cx + (i - (count - 1) / 2) * 190 + rng.jitter(0, 25), groundY - (i % 2) * 20 + rng.jitter(0, 8), s, rng.chance(0.7) ? faceLeft : !faceLeft, 170);
    }
  } else if (kind === "lions") {
    const fill = creatureFill(pal, "#c08f52");
    add(lion({ fill, male: true }), cx - 40, groundY, 1.2, faceLeft, 200);
    add(lion({ fill, male: false }), cx + 260, groundY - 24, 1.0, !faceLeft, 200);
    if (rng.chance(0.6)) add(lion({ fill, male: false }), cx - 330, groundY - 16, 0.98, faceLeft, 200);
  } else if (kind === "mixed") {
    add(giraffe({ fill: creatureFill(pal, "#c48a45"), detail: pal.daylight }), cx - 220, groundY - 24, 0.72, faceLeft, 150);
    const zf = pal.daylight ? "#1e1b1a" : creatureFill(pal, "#333333");
    for (let i = 0; i < 3; i++) add(zebra({ fill: zf, detail: pal.daylight, defs }), cx + 20 + i * 175, groundY + (i % 2) * 18, 0.8, !faceLeft, 170);
  } else {
    // migration: a band of wildebeest with a few zebras
    const wf = creatureFill(pal, "#5a4d42");
    const zf = pal.daylight ? "#1e1b1a" : creatureFill(pal, "#333333");
    const count = rng.int(12, 16);
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const row = rng.next();
      const s = (0.45 + row * 0.35) / K;
      const x = 180 + t * 1240 + rng.jitter(0, 40);
      const y = groundY - 70 + row * 90;
      const zeb = rng.chance(0.2);
      add(zeb ? zebra({ fill: zf, detail: pal.daylight, defs }) : wildebeest({ fill: wf }), x, y, zeb ? s * 0.9 : s * 1.1, faceLeft, 150);
    }
  }
  return out;
}

function draw(ctx: SceneContext): string {
  const { rng, pal } = ctx;
  const H = 590;
  const out: string[] = [];
  out.push(sky(ctx, H + 40));
  out.push(stars(ctx, pal.stars, H - 120));
  const sunX = rng.range(380, 1220);
  const sy = orbY(pal, H);
  const low = pal.elevation < 0.3;
  if (low) out.push(horizonGlow(ctx, sunX, H, 1000, 320));
  out.push(orb(ctx, sunX, sy, low ? 72 : 50));
  if (pal.daylight && !low) out.push(cloudField(ctx, rng.int(3, 5), 110, 320));
  else out.push(streaks(ctx, rng.int(5, 9), 140, H - 80));

  const green = rng.chance(0.35);
  const grassMat = green ? "#9aa64c" : "#cf9f52";
  const farMat = green ? "#6f8a4a" : "#a08a5a";

  if (rng.chance(0.4)) out.push(distantVolcano(ctx, rng.range(450, 1150), H + 10, rng.range(620, 820), rng.range(150, 200), 0.62));
  const far1 = ridge(rng, { base: H - 6, amp: 28, freq: 1.1 });
  out.push(hill(ctx, far1, surface(pal, farMat, 0.7), { bottomDarken: 0.05 }));
  const plain = ridge(rng, { base: H + 34, amp: 7, freq: 0.8, octaves: 2 });
  out.push(hill(ctx, plain, surface(pal, grassMat, 0.45), { bottomDarken: 0.06 }));

  // distant acacias along the plain
  const farTree = surface(pal, "#4d5a2c", 0.55);
  const nFar = rng.int(4, 7);
  for (let i = 0; i < nFar; i++) {
    const x = rng.range(-20, 1620);
    const h = rng.range(38, 70);
    out.push(place(acacia(rng, { h, w: h * 1.5, trunk: farTree, canopy: farTree }), x, ridgeAt(plain, x) + 4, 1));
  }
  out.push(hazeBand(ctx, H + 40, 90, pal.haze, 0.35));

  const mid = ridge(rng, { base: H + 105, amp: 14, freq: 0.7 });
  out.push(hill(ctx, mid, surface(pal, grassMat, 0.2), { bottomDarken: 0.1, rim: low ? pal.glow : undefined, rimOpacity: 0.35 }));

  // a safari vehicle in the middle distance
  if (rng.chance(0.3)) {
    const jx = rng.range(300, 1300);
    out.push(
      place(
        safariJeep({ body: surface(pal, "#8a8258", 0.25), dark: surface(pal, "#2c2a22", 0.25), canvas: surface(pal, "#cdbf98", 0.25), people: surface(pal, "#3a3028", 0.25) }),
        jx,
        ridgeAt(mid, jx) + 12,
        0.36,
        { flip: rng.chance(0.5) },
      ),
    );
  }

  // feature acacia on one side, animals in the middle
  const treeLeft = rng.chance(0.5);
  const tx = treeLeft ? rng.range(170, 400) : rng.range(1200, 1430);
  const th = rng.range(330, 420);
  const trunk = pal.daylight ? lit(pal, "#4a3a2c") : pal.silhouette;
  const canopy = pal.daylight ? lit(pal, "#5f6e2f") : pal.silhouette;
  const highlight = pal.daylight ? lit(pal, "#8c9b46") : undefined;
  const treeY = ridgeAt(mid, tx) + 85;
  // low bushes and a termite mound dotting the middle distance
  const bushColor = pal.daylight ? lit(pal, green ? "#55652a" : "#7a6a34") : pal.silhouette;
  for (let i = 0; i < rng.int(3, 6); i++) {
    const bx = rng.range(0, 1600);
    const by = ridgeAt(mid, bx) + rng.range(10, 60);
    out.push(place(shrub(rng, rng.range(50, 110), rng.range(24, 40), bushColor, pal.daylight ? lit(pal, green ? "#7d8f3a" : "#a08a48") : undefined), bx, by, 1));
  }
  const placed: Placed[] = [
    { y: treeY, svg: place(acacia(rng, { h: th, w: th * rng.range(1.35, 1.6), trunk, canopy, highlight }), tx, treeY, 1) },
  ];
  if (rng.chance(0.5)) {
    const sx = treeLeft ? rng.range(1150, 1450) : rng.range(150, 450);
    const sh = th * 0.55;
    placed.push({ y: ridgeAt(mid, sx) + 30, svg: place(acacia(rng, { h: sh, w: sh * 1.5, trunk, canopy, highlight }), sx, ridgeAt(mid, sx) + 30, 1) });
  }
  const kind = cycle(ctx, "herd", ["elephants", "giraffes", "zebras", "lions", "mixed", "migration"] as const);
  const cx = treeLeft ? rng.range(820, 1000) : rng.range(600, 780);
  placed.push(...herd(ctx, kind, cx, ridgeAt(mid, cx) + 135));
  placed.sort((a, b) => a.y - b.y);
  out.push(...placed.map((p) => p.svg));

  // foreground grass bank
  const near = ridge(rng, { base: 925, amp: 24, freq: 0.9 });
  out.push(hill(ctx, near, pal.daylight ? lit(pal, green ? "#7d8a3a" : "#b88f45") : pal.silhouette, { bottomDarken: 0.2 }));
  out.push(
    grass(rng, -20, 1620, (x) => ridgeAt(near, x), pal.daylight ? lit(pal, green ? "#6a7a30" : "#a67c38") : pal.silhouette, {
      height: 70,
      density: 0.07,
    }),
  );
  if (rng.chance(0.6)) out.push(birds(rng, rng.range(400, 1200), rng.range(180, 300), 90, rng.int(3, 6), pal.daylight ? "#2d2a26" : pal.silhouette, 14));
  return out.join("");
}

export const savanna: SceneDefinition = {
  palettes: ["golden", "morning", "sunset", "midday", "dusk", "dawn", "night"],
  mirror: true,
  draw,
};
