/**
 * Trees and plants: umbrella acacia, coconut palm, papyrus, giant
 * lobelia and groundsel (Afro-alpine moorland), cypress, olive, round
 * broadleaf trees, tropical leaves and shrubs. Base of the plant at (0, 0).
 */
import { mix } from "../color.ts";
import type { Rng } from "../prng.ts";
import { circle, ellipse, g, n, path } from "../svg.ts";

/** A tapered, slightly bent limb from (x1,y1) (width w1) to (x2,y2) (width w2) as path data. */
export function limb(x1: number, y1: number, x2: number, y2: number, w1: number, w2: number, bend = 0): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const px = -dy / len;
  const py = dx / len;
  const mx = (x1 + x2) / 2 + px * bend;
  const my = (y1 + y2) / 2 + py * bend;
  const wm = (w1 + w2) / 4;
  return (
    `M${n(x1 + (px * w1) / 2)} ${n(y1 + (py * w1) / 2)}` +
    `Q${n(mx + px * wm)} ${n(my + py * wm)} ${n(x2 + (px * w2) / 2)} ${n(y2 + (py * w2) / 2)}` +
    `L${n(x2 - (px * w2) / 2)} ${n(y2 - (py * w2) / 2)}` +
    `Q${n(mx - px * wm)} ${n(my - py * wm)} ${n(x1 - (px * w1) / 2)} ${n(y1 - (py * w1) / 2)}Z`
  );
}

/** The umbrella thorn acacia: forked trunk, fanning limbs and a wide flat-topped, tiered canopy. */
export function acacia(
  rng: Rng,
  o: { h: number; w: number; trunk: string; canopy: string; highlight?: string },
): string {
  const { h, w } = o;
  const canopyY = -h * 0.8;
  const forkX = rng.range(-0.06, 0.06) * w;
  const forkY = -h * rng.range(0.3, 0.4);
  let d = limb(0, 2, forkX, forkY, h * 0.09, h * 0.06, rng.range(-8, 8));
  const nb = rng.int(4, 5);
  for (let i = 0; i < nb; i++) {
    const t = i / (nb - 1);
    const bx = (-0.4 + 0.8 * t) * w + rng.jitter(0, w * 0.03);
    const by = canopyY + h * 0.03;
    const w1 = h * (0.05 - 0.015 * Math.abs(t - 0.5));
    d += limb(forkX, forkY + 6, bx, by, w1, h * 0.014, rng.range(-12, 12));
    // a twig from the middle of the limb
    const mx = forkX + (bx - forkX) * 0.55;
    const my = forkY + (by - forkY) * 0.55;
    const tx = bx + (t < 0.5 ? 1 : -1) * w * rng.range(0.06, 0.12);
    d += limb(mx, my, tx, by, h * 0.018, h * 0.008, 0);
  }
  const puffs: string[] = [];
  const lights: string[] = [];
  const tier = (cy0: number, width: number, k: number, ryBase: number) => {
    for (let i = 0; i < k; i++) {
      const t = (i + 0.5) / k;
      const cx = (-0.5 + t) * width + rng.jitter(0, width * 0.02);
      const edge = Math.sin(Math.PI * t);
      const ry = ryBase * (0.7 + 0.4 * edge) * rng.range(0.85, 1.15);
      const rx = (width / k) * rng.range(0.75, 1);
      const cy = cy0 - edge * h * 0.025 + rng.jitter(0, h * 0.012);
      puffs.push(ellipse(cx, cy, rx, ry));
      lights.push(ellipse(cx - rx * 0.12, cy - ry * 0.45, rx * 0.78, ry * 0.5));
    }
  };
  tier(canopyY - h * 0.02, w, rng.int(7, 9), h * 0.06);
  if (rng.chance(0.6)) tier(canopyY - h * 0.1, w * rng.range(0.45, 0.65), rng.int(3, 4), h * 0.05);
  puffs.push(ellipse(0, canopyY - h * 0.01, w * 0.47, h * 0.045));
  return g({}, [
    path(d, { fill: o.trunk }),
    g({ fill: o.canopy }, puffs),
    o.highlight ? g({ fill: o.highlight, opacity: 0.5 }, lights) : "",
  ]);
}

/** A drooping pinnate frond from (x, y): smooth upper edge, leaflets hanging from the lower edge. */
export function frond(x: number, y: number, angleDeg: number, len: number, droop: number, width: number): string {
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const steps = 11;
  const upper: string[] = [];
  const lower: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const px = x + dx * len * t;
    const py = y + dy * len * t + droop * len * t * t;
    const tx = dx * len;
    const ty = dy * len + 2 * droop * len * t;
    const tl = Math.hypot(tx, ty) || 1;
    const ux = tx / tl;
    const uy = ty / tl;
    // normal pointing "down" (toward gravity) for the leaflet side
    let nx = -uy;
    let ny = ux;
    if (ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    const taper = Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.9));
    const w = width * taper;
    upper.push(`${n(px - nx * w * 0.22)} ${n(py - ny * w * 0.22)}`);
    if (i > 0 && i < steps) {
      // a notch, then a leaflet tip swept toward the frond tip
      lower.unshift(`${n(px + nx * w * 0.25)} ${n(py + ny * w * 0.25)}`);
      lower.unshift(`${n(px + nx * w * 1.5 + ux * len * 0.05)} ${n(py + ny * w * 1.5 + uy * len * 0.05)}`);
    }
  }
  return `M${n(x)} ${n(y)}L${upper.join("L")}L${lower.join("L")}Z`;
}

/** A coconut palm with a curved ringed trunk and drooping fronds. */
export function palm(
  rng: Rng,
  o: { h: number; lean: number; trunk: string; leaf: string; leafBack?: string; nuts?: string },
): string {
  const { h } = o;
  const cx = o.lean * h;
  const cy = -h;
  const ctrlX = o.lean * h * 0.15;
  const ctrlY = -h * 0.55;
  const samples = 14;
  const left: string[] = [];
  const right: string[] = [];
  let rings = "";
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    // The quadratic Bézier from the origin: the start point's term, (1 - t)² · 0, is zero.
    const x = 2 * (1 - t) * t * ctrlX + t * t * cx;
    const yy = 2 * (1 - t) * t * ctrlY + t * t * cy;
    const tx = 2 * (1 - t) * ctrlX + 2 * t * (cx - ctrlX);
    const ty = 2 * (1 - t) * ctrlY + 2 * t * (cy - ctrlY);
    const tl = Math.hypot(tx, ty) || 1;
    const nx = -ty / tl;
    const ny = tx / tl;
    const w = h * (0.042 - 0.018 * t);
    left.push(`${n(x + nx * w)} ${n(yy + ny * w)}`);
    right.unshift(`${n(x - nx * w)} ${n(yy - ny * w)}`);
    if (i > 0 && i < samples) rings += `M${n(x + nx * w)} ${n(yy + ny * w)}L${n(x - nx * w * 0.4)} ${n(yy - ny * w * 0.4)}`;
  }
  const trunk = path(`M${left.join("L")}L${right.join("L")}Z`, { fill: o.trunk });
  const ringPath = path(rings, { stroke: mix(o.trunk, "#000000", 0.3), "stroke-width": Math.max(1.5, h * 0.006), opacity: 0.6 });
  const L = h * rng.range(0.42, 0.52);
  const back: string[] = [];
  const front: string[] = [];
  const angles = [-165, -140, -112, -80, -55, -28, -5, 20, 160, 190];
  for (const base of angles) {
    const a = base + rng.jitter(0, 8);
    const up = Math.sin((a * Math.PI) / 180) < -0.6;
    const len = L * rng.range(up ? 0.6 : 0.85, up ? 0.8 : 1.1);
    const droop = up ? 0.5 : 0.75;
    const target = rng.chance(0.35) ? back : front;
    target.push(frond(cx, cy, a, len, droop, len * 0.13));
  }
  const nuts = o.nuts ?? mix(o.trunk, "#000000", 0.2);
  return g({}, [
    trunk,
    ringPath,
    path(back.join(""), { fill: o.leafBack ?? mix(o.leaf, "#000000", 0.25) }),
    circle(cx - h * 0.02, cy + h * 0.03, h * 0.022, { fill: nuts }),
    circle(cx + h * 0.025, cy + h * 0.025, h * 0.02, { fill: nuts }),
    circle(cx + h * 0.002, cy + h * 0.045, h * 0.019, { fill: nuts }),
    path(front.join(""), { fill: o.leaf }),
  ]);
}

/** A clump of papyrus: tall stems each topped with a drooping starburst umbel. */
export function papyrus(rng: Rng, o: { w: number; h: number; stem: string; head: string; count?: number }): string {
  const count = o.count ?? rng.int(9, 14);
  let stems = "";
  let heads = "";
  for (let i = 0; i < count; i++) {
    const bx = rng.range(-o.w / 2, o.w / 2);
    const hh = o.h * rng.range(0.55, 1);
    const tx = bx + rng.range(-0.18, 0.18) * hh;
    const ty = -hh;
    stems += `M${n(bx)} 0Q${n((bx + tx) / 2 + rng.jitter(0, 8))} ${n(-hh * 0.5)} ${n(tx)} ${n(ty)}`;
    const r = o.h * rng.range(0.09, 0.13);
    const rays = 16;
    for (let k = 0; k < rays; k++) {
      const a = Math.PI + (Math.PI * (k + 0.5)) / rays + rng.jitter(0, 0.08);
      const ex = tx + Math.cos(a) * r;
      const ey = ty + Math.sin(a) * r * 0.8;
      heads += `M${n(tx)} ${n(ty)}Q${n((tx + ex) / 2)} ${n(Math.min(ty, ey) - r * 0.25)} ${n(ex)} ${n(ey + r * 0.35)}`;
    }
  }
  return g({ fill: "none", "stroke-linecap": "round" }, [
    path(stems, { stroke: o.stem, "stroke-width": Math.max(2, o.h * 0.012) }),
    path(heads, { stroke: o.head, "stroke-width": Math.max(1.4, o.h * 0.007) }),
  ]);
}

/** Giant lobelia (Lobelia deckenii): a furry column spike on a leaf rosette. */
export function lobelia(o: { h: number; fill: string; light: string }): string {
  const { h } = o;
  const w = h * 0.16;
  let ticks = "";
  for (let y = -h * 0.25; y > -h * 0.95; y -= h * 0.05) {
    ticks += `M${n(-w * 0.5)} ${n(y)}l${n(w * 0.25)} ${n(-h * 0.02)}M${n(w * 0.5)} ${n(y)}l${n(-w * 0.25)} ${n(-h * 0.02)}`;
  }
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (Math.PI * (i + 0.5)) / 9;
    leaves += `M0 ${n(-h * 0.08)}L${n(Math.cos(a - 0.12) * h * 0.22)} ${n(-h * 0.08 + Math.sin(a - 0.12) * h * 0.12)}L${n(
      Math.cos(a) * h * 0.3,
    )} ${n(-h * 0.08 + Math.sin(a) * h * 0.16)}Z`;
  }
  return g({}, [
    path(leaves, { fill: o.fill }),
    path(
      `M${n(-w / 2)} ${n(-h * 0.1)}C${n(-w * 0.6)} ${n(-h * 0.6)} ${n(-w * 0.45)} ${n(-h)} 0 ${n(-h)}C${n(w * 0.45)} ${n(-h)} ${n(
        w * 0.6,
      )} ${n(-h * 0.6)} ${n(w / 2)} ${n(-h * 0.1)}Z`,
      { fill: o.fill },
    ),
    path(ticks, { stroke: o.light, "stroke-width": Math.max(1.5, h * 0.012), opacity: 0.5 }),
  ]);
}

/** Giant groundsel (Dendrosenecio): branched corky trunk with cabbage rosettes. */
export function groundsel(rng: Rng, o: { h: number; trunk: string; leaf: string; light: string }): string {
  const { h } = o;
  const arms = rng.int(2, 4);
  let trunk = limb(0, 2, 0, -h * 0.45, h * 0.09, h * 0.075, 0);
  const rosettes: string[] = [];
  for (let i = 0; i < arms; i++) {
    const t = arms === 1 ? 0.5 : i / (arms - 1);
    const ex = (-0.35 + 0.7 * t) * h * 0.6 + rng.jitter(0, h * 0.04);
    const ey = -h * rng.range(0.78, 1);
    trunk += limb(0, -h * 0.42, ex, ey, h * 0.07, h * 0.06, rng.range(-10, 10));
    const r = h * 0.14;
    let star = "";
    const k = 14;
    for (let j = 0; j < k * 2; j++) {
      const a = (Math.PI * j) / k;
      const rr = j % 2 ? r * 0.55 : r;
      star += `${j ? "L" : "M"}${n(ex + Math.cos(a) * rr)} ${n(ey + Math.sin(a) * rr * 0.7)}`;
    }
    rosettes.push(path(star + "Z", { fill: o.leaf }), ellipse(ex, ey - r * 0.1, r * 0.4, r * 0.28, { fill: o.light, opacity: 0.7 }));
  }
  return g({}, [path(trunk, { fill: o.trunk }), ...rosettes]);
}

/** Mediterranean cypress: a slim flame shape, lit on one side. */
export function cypress(o: { h: number; fill: string; light: string }): string {
  const { h } = o;
  const w = h * 0.13;
  return g({}, [
    path(`M${n(-w * 0.12)} 0L${n(-w * 0.12)} ${n(-h * 0.08)}L${n(w * 0.12)} ${n(-h * 0.08)}L${n(w * 0.12)} 0Z`, { fill: mix(o.fill, "#3b2a1a", 0.6) }),
    path(
      `M0 ${n(-h * 0.05)}C${n(-w)} ${n(-h * 0.2)} ${n(-w * 0.9)} ${n(-h * 0.7)} 0 ${n(-h)}C${n(w * 0.9)} ${n(-h * 0.7)} ${n(w)} ${n(-h * 0.2)} 0 ${n(
        -h * 0.05,
      )}Z`,
      { fill: o.fill },
    ),
    path(`M0 ${n(-h * 0.06)}C${n(-w * 0.9)} ${n(-h * 0.22)} ${n(-w * 0.8)} ${n(-h * 0.7)} 0 ${n(-h)}C${n(-w * 0.3)} ${n(-h * 0.6)} ${n(-w * 0.35)} ${n(-h * 0.25)} 0 ${n(-h * 0.06)}Z`, {
      fill: o.light,
      opacity: 0.45,
    }),
  ]);
}

/** A rounded broadleaf (or olive) tree: trunk plus clustered canopy with highlights. */
export function roundTree(rng: Rng, o: { h: number; w: number; trunk: string; leaf: string; light?: string; clumps?: number }): string {
  const { h, w } = o;
  let trunk = limb(0, 2, rng.jitter(0, w * 0.05), -h * 0.55, w * 0.12, w * 0.07, rng.range(-6, 6));
  trunk += limb(0, -h * 0.35, -w * 0.22, -h * 0.62, w * 0.06, w * 0.03, 4);
  trunk += limb(0, -h * 0.4, w * 0.2, -h * 0.66, w * 0.06, w * 0.03, -4);
  const k = o.clumps ?? rng.int(5, 7);
  const blobs: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < k; i++) {
    const a = (Math.PI * 2 * i) / k + rng.range(0, 0.5);
    const cx = Math.cos(a) * w * 0.28;
    const cy = -h * 0.66 + Math.sin(a) * h * 0.16;
    const r = w * rng.range(0.22, 0.3);
    blobs.push(circle(cx, cy, r));
    lights.push(circle(cx - r * 0.25, cy - r * 0.3, r * 0.55));
  }
  blobs.push(circle(0, -h * 0.68, w * 0.32));
  return g({}, [
    path(trunk, { fill: o.trunk }),
    g({ fill: o.leaf }, blobs),
    o.light ? g({ fill: o.light, opacity: 0.45 }, lights) : "",
  ]);
}

/** A broad tropical leaf pointing along `angle`, base at (0,0). */
export function bigLeaf(len: number, angle: number, fill: string, vein?: string): string {
  const w = len * 0.32;
  return g({ transform: `rotate(${n(angle)})` }, [
    path(`M0 0C${n(len * 0.25)} ${n(-w)} ${n(len * 0.75)} ${n(-w * 0.9)} ${n(len)} 0C${n(len * 0.75)} ${n(w * 0.9)} ${n(len * 0.25)} ${n(w)} 0 0Z`, {
      fill,
    }),
    vein
      ? path(
          `M0 0L${n(len * 0.95)} 0` +
            [0.2, 0.4, 0.6]
              .map((t) => `M${n(len * t)} 0l${n(len * 0.14)} ${n(-w * 0.55)}M${n(len * t)} 0l${n(len * 0.14)} ${n(w * 0.55)}`)
              .join(""),
          { stroke: vein, "stroke-width": Math.max(1.5, len * 0.015), fill: "none", opacity: 0.6 },
        )
      : "",
  ]);
}

/** A low shrub made of a few overlapping ellipses. */
export function shrub(rng: Rng, w: number, h: number, fill: string, light?: string): string {
  const k = rng.int(3, 5);
  const parts: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < k; i++) {
    const cx = (-0.5 + (i + 0.5) / k) * w;
    const ry = h * rng.range(0.5, 0.8) * (1 - Math.abs(cx / w));
    parts.push(ellipse(cx, -ry * 0.8, w / k, ry));
    lights.push(ellipse(cx - w / k / 4, -ry * 1.05, (w / k) * 0.55, ry * 0.45));
  }
  return g({}, [g({ fill }, parts), light ? g({ fill: light, opacity: 0.4 }, lights) : ""]);
}
