/**
 * Waterfall: a cascade pouring over a cliff lip between forested rock walls
 * into a misty pool, sometimes with a rainbow in the spray.
 */
import { darken, lighten, mix } from "../color.ts";
import type { SceneContext, SceneDefinition } from "../context.ts";
import { lit, surface } from "../palettes.ts";
import { birds, cloudField, hazeBand, hill, orb, orbY, ridge, sky, streaks, treeline } from "../primitives.ts";
import { bigLeaf, frond, roundTree } from "../silhouettes/plants.ts";
import { ellipse, g, n, path, place } from "../svg.ts";

function cliff(ctx: SceneContext, outline: [number, number][], rock: string, innerRight: boolean, moss: string): string {
  const { rng } = ctx;
  const d = "M" + outline.map(([x, y]) => `${n(x)} ${n(y)}`).join("L") + "Z";
  const xs = outline.map((p) => p[0]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const ys = outline.map((p) => p[1]);
  const clip = ctx.defs.clip(`<path d="${d}"/>`);
  let strata = "";
  for (let y = Math.min(...ys) + 30; y < 1000; y += rng.range(40, 80)) {
    strata += `M${n(minX)} ${n(y)}`;
    for (let x = minX; x <= maxX; x += 60) strata += `L${n(x + 60)} ${n(y + rng.jitter(0, 10))}`;
  }
  let cracks = "";
  for (let i = 0; i < 8; i++) {
    const x = rng.range(minX, maxX);
    const y = rng.range(Math.min(...ys), 900);
    cracks += `M${n(x)} ${n(y)}l${n(rng.jitter(0, 20))} ${n(rng.range(40, 120))}`;
  }
  // lighter (further back, hazier) toward the waterfall, darker toward the frame edge
  const stops: [number, string][] = [
    [0, darken(rock, 0.35)],
    [1, lighten(rock, 0.12)],
  ];
  const fill = innerRight ? ctx.defs.linear(stops, 0, 0, 1, 0) : ctx.defs.linear(stops, 1, 0, 0, 0);
  let mossD = "";
  for (let i = 0; i < 16; i++) {
    const x = rng.range(minX, maxX);
    const y = rng.range(Math.min(...ys) + 40, 860);
    const w = rng.range(30, 90);
    mossD += `M${n(x - w)} ${n(y)}q${n(w)} ${n(-rng.range(14, 30))} ${n(2 * w)} 0z`;
  }
  return g({}, [
    path(d, { fill }),
    g({ "clip-path": clip }, [
      path(strata, { fill: "none", stroke: darken(rock, 0.3), "stroke-width": 4, opacity: 0.45 }),
      path(cracks, { fill: "none", stroke: darken(rock, 0.4), "stroke-width": 3, opacity: 0.4 }),
      path(mossD, { fill: moss, opacity: 0.8 }),
    ]),
  ]);
}

function draw(ctx: SceneContext): string {
  const { rng, pal, defs } = ctx;
  const out: string[] = [];
  const lipY = rng.range(230, 300);
  const cx = rng.range(720, 880);
  const fallW = rng.range(170, 250);
  const poolY = rng.range(740, 780);
  out.push(sky(ctx, lipY + 60));
  const sunX = rng.range(300, 1300);
  out.push(orb(ctx, sunX, Math.min(orbY(pal, lipY + 60), 160), 40));
  out.push(pal.daylight && pal.elevation > 0.3 ? cloudField(ctx, 3, 60, 150, 120, 220) : streaks(ctx, 4, 40, 180));
  // distant forested hills beyond the lip
  const farHills = ridge(rng, { base: lipY - 30, amp: 40, freq: 1.3 });
  out.push(hill(ctx, farHills, surface(pal, "#5f8058", 0.6), { bottomDarken: 0 }));
  out.push(treeline(ctx, ridge(rng, { base: lipY + 10, amp: 10, freq: 1 }), surface(pal, "#3e6a3a", 0.35), { size: 26 }));

  // the falling water
  const x0 = cx - fallW / 2;
  const x1 = cx + fallW / 2;
  const waterTop = lit(pal, "#e6f4f8");
  const waterBot = lit(pal, "#a8d2df");
  const fall = defs.linear([
    [0, waterTop],
    [0.7, mix(waterTop, waterBot, 0.6)],
    [1, "#ffffff"],
  ]);
  out.push(path(`M${n(x0 - 8)} ${n(lipY - 6)}Q${n(cx)} ${n(lipY - 26)} ${n(x1 + 8)} ${n(lipY - 6)}L${n(x1 + 30)} ${n(poolY)}L${n(x0 - 30)} ${n(poolY)}Z`, { fill: fall }));
  let streak = "";
  let streakDark = "";
  for (let i = 0; i < 26; i++) {
    const t = rng.next();
    const sx = x0 + t * fallW;
    const y0 = lipY + rng.range(0, 60);
    const y1 = rng.range(lipY + 150, poolY);
    const dx = (t - 0.5) * 50;
    const d = `M${n(sx)} ${n(y0)}L${n(sx + dx * ((y1 - lipY) / (poolY - lipY)))} ${n(y1)}`;
    if (i % 3 === 0) streakDark += d;
    else streak += d;
  }
  out.push(path(streakDark, { stroke: darken(waterBot, 0.15), "stroke-width": 5, opacity: 0.4, "stroke-linecap": "round" }));
  out.push(path(streak, { stroke: "#ffffff", "stroke-width": 4, opacity: 0.75, "stroke-linecap": "round" }));
  out.push(path(`M${n(x0 - 8)} ${n(lipY - 6)}Q${n(cx)} ${n(lipY - 26)} ${n(x1 + 8)} ${n(lipY - 6)}`, { fill: "none", stroke: "#ffffff", "stroke-width": 8, opacity: 0.9 }));

  // rock walls either side of the fall
  const rock = lit(pal, rng.pick(["#7a6a5a", "#6d6a66", "#85705a"]));
  const leftTop = lipY - rng.range(60, 140);
  const rightTop = lipY - rng.range(60, 140);
  const left: [number, number][] = [[-20, leftTop + 20]];
  for (let x = 0; x < x0 - 60; x += 90) left.push([x, leftTop + rng.jitter(0, 18) + (x / (x0 - 60)) * (lipY - leftTop) * 0.6]);
  left.push([x0 - 40, lipY - 20], [x0 + 2, lipY + 10], [x0 - 12, lipY + 180], [x0 - 36, lipY + 320], [x0 - 50, poolY + 10], [-20, poolY + 10]);
  const right: [number, number][] = [[1620, rightTop + 20]];
  for (let x = 1600; x > x1 + 60; x -= 90) right.push([x, rightTop + rng.jitter(0, 18) + ((1600 - x) / (1600 - x1 - 60)) * (lipY - rightTop) * 0.6]);
  right.push([x1 + 40, lipY - 20], [x1 - 2, lipY + 10], [x1 + 12, lipY + 180], [x1 + 36, lipY + 320], [x1 + 50, poolY + 10], [1620, poolY + 10]);
  const moss = lit(pal, "#5d8a3e");
  out.push(cliff(ctx, left, rock, true, moss), cliff(ctx, right, darken(rock, 0.08), false, moss));
  // forest crowning the cliffs
  const crownL = left.slice(0, -4).map(([x, y]) => ({ x, y: y + 8 }));
  const crownR = right.slice(0, -4).map(([x, y]) => ({ x, y: y + 8 })).reverse();
  const leaf = lit(pal, "#3d6a36");
  let crowns = "";
  for (const p of [...crownL, ...crownR]) {
    for (let k = 0; k < 2; k++) {
      const r = rng.range(26, 46);
      const x = p.x + rng.range(-40, 40);
      const y = p.y - r * 0.4;
      crowns += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    }
  }
  out.push(path(crowns, { fill: leaf }));
  // hanging ferns on the walls
  let hang = "";
  for (let i = 0; i < 16; i++) {
    const onLeft = i % 2 === 0;
    const fx = onLeft ? rng.range(40, x0 - 80) : rng.range(x1 + 80, 1560);
    const fy = rng.range(lipY + 40, poolY - 120);
    hang += frond(fx, fy, onLeft ? rng.range(10, 60) : rng.range(120, 170), rng.range(80, 150), 0.7, 12);
  }
  out.push(path(hang, { fill: lit(pal, "#4f7f3e") }));

  // the pool, foam and rising mist
  const pool = defs.linear([
    [0, lit(pal, "#5aa7b4")],
    [1, lit(pal, "#1f5a6a")],
  ]);
  out.push(path(`M-20 ${n(poolY)}H1620V1020H-20Z`, { fill: pool }));
  let rip = "";
  for (let i = 0; i < 24; i++) {
    const y = poolY + 20 + Math.pow(rng.next(), 1.2) * 220;
    const w = 30 + (y - poolY) * 0.6;
    rip += `M${n(rng.range(0, 1600))} ${n(y)}h${n(w)}`;
  }
  out.push(path(rip, { stroke: "#ffffff", "stroke-width": 2.5, opacity: 0.35, "stroke-linecap": "round" }));
  const blur = defs.blur(18);
  out.push(
    g({ filter: blur, fill: "#ffffff" }, [
      ellipse(cx, poolY + 4, fallW * 1.1, 40, { opacity: 0.9 }),
      ellipse(cx - fallW * 0.6, poolY - 40, fallW * 0.8, 70, { opacity: 0.5 }),
      ellipse(cx + fallW * 0.7, poolY - 60, fallW * 0.7, 80, { opacity: 0.45 }),
    ]),
  );
  if (pal.daylight && rng.chance(0.6)) {
    const colours = ["#ff5a5a", "#ffa84a", "#ffe45a", "#6ad46a", "#5aa8ff", "#9a6aff"];
    const R = rng.range(240, 320);
    const rx = cx + rng.range(-80, 80);
    out.push(
      g(
        { opacity: 0.3, fill: "none", "stroke-width": 9 },
        colours.map((c, i) => path(`M${n(rx - R + i * 9)} ${n(poolY)}A${n(R - i * 9)} ${n(R - i * 9)} 0 0 1 ${n(rx + R - i * 9)} ${n(poolY)}`, { stroke: c })),
      ),
    );
  }
  out.push(hazeBand(ctx, poolY - 40, 120, "#ffffff", 0.25));

  // foreground rocks and leaves
  const fgRock = darken(rock, 0.25);
  for (let i = 0; i < 5; i++) {
    const rx = rng.chance(0.5) ? rng.range(-40, 500) : rng.range(1100, 1640);
    const ry = rng.range(900, 1000);
    const r = rng.range(60, 130);
    out.push(
      path(`M${n(rx - r)} ${n(ry + 20)}Q${n(rx - r * 0.9)} ${n(ry - r * 0.7)} ${n(rx)} ${n(ry - r * 0.75)}Q${n(rx + r * 0.9)} ${n(ry - r * 0.6)} ${n(rx + r)} ${n(ry + 20)}Z`, { fill: fgRock }),
      path(`M${n(rx - r * 0.6)} ${n(ry - r * 0.45)}Q${n(rx - r * 0.2)} ${n(ry - r * 0.75)} ${n(rx + r * 0.4)} ${n(ry - r * 0.6)}`, { fill: "none", stroke: lighten(fgRock, 0.2), "stroke-width": 6, "stroke-linecap": "round" }),
    );
  }
  // tall trees framing the view
  const trunkC = lit(pal, "#3a2e24");
  const crownC = lit(pal, "#28482a");
  for (const side of [-1, 1]) {
    if (!rng.chance(0.7)) continue;
    const tx = side < 0 ? rng.range(20, 140) : rng.range(1460, 1580);
    out.push(place(roundTree(rng, { h: rng.range(700, 820), w: rng.range(300, 380), trunk: trunkC, leaf: crownC, light: lit(pal, "#3f6a3a") }), tx, 1020, 1));
  }
  const leafDark = lit(pal, "#24462a");
  for (let i = 0; i < 4; i++) {
    const leftSide = i % 2 === 0;
    out.push(place(bigLeaf(rng.range(240, 320), leftSide ? rng.range(-60, -10) : rng.range(190, 240), leafDark, lit(pal, "#3f6a3a")), leftSide ? -60 : 1660, rng.range(800, 1000), 1));
  }
  if (rng.chance(0.5)) out.push(birds(rng, cx + rng.range(-300, 300), lipY - 90, 60, 3, lit(pal, "#333333"), 12));
  return out.join("");
}

export const waterfall: SceneDefinition = {
  palettes: ["morning", "midday", "golden", "dawn"],
  mirror: true,
  draw,
};
