/**
 * Built things shared by several scenes: safari tents, camp fire, lanterns,
 * simple dining furniture. Origin on the ground at the centre.
 */
import { darken, lighten, mix } from "../color.ts";
import type { Defs } from "../svg.ts";
import { circle, ellipse, g, n, path, rect } from "../svg.ts";

/** A luxury safari tent on a wooden deck, door flaps open and lit from within. */
export function safariTent(defs: Defs, o: { canvas: string; shade: string; deck: string; glow: string; lit: boolean }): string {
  const inside = o.lit
    ? defs.radialBox(
        [
          [0, lighten(o.glow, 0.4)],
          [0.6, o.glow],
          [1, darken(o.glow, 0.45)],
        ],
        0.5,
        0.7,
        0.8,
      )
    : darken(o.shade, 0.4);
  return g({}, [
    o.lit ? ellipse(0, -40, 220, 90, { fill: defs.radialBox([[0, o.glow, 0.35], [1, o.glow, 0]]) }) : "",
    rect(-180, -16, 360, 16, { fill: o.deck }),
    path("M-170,0 L-170,14 M-60,0 L-60,14 M60,0 L60,14 M170,0 L170,14", { stroke: darken(o.deck, 0.3), "stroke-width": 6 }),
    path("M-134,-16 L-124,-124 L124,-124 L134,-16 Z", { fill: o.canvas }),
    path("M40,-16 L44,-124 L124,-124 L134,-16 Z", { fill: o.shade, opacity: 0.55 }),
    path("M-44,-16 L-38,-116 L38,-116 L44,-16 Z", { fill: inside }),
    path("M-38,-116 L-64,-16 L-44,-16 Z M38,-116 L64,-16 L44,-16 Z", { fill: mix(o.canvas, o.shade, 0.4) }),
    path("M-172,-104 L-12,-206 L12,-206 L172,-104 L160,-94 L0,-190 L-160,-94 Z", { fill: o.canvas }),
    path("M0,-196 L12,-206 L172,-104 L160,-94 Z", { fill: o.shade, opacity: 0.5 }),
    path("M-172,-104 L-200,-8 M172,-104 L200,-8 M-100,-150 L-210,-20", { stroke: mix(o.canvas, o.shade, 0.6), "stroke-width": 1.6 }),
    path("M-160,-94 L-160,-104 L160,-104 L160,-94", { fill: "none", stroke: o.shade, "stroke-width": 4, opacity: 0.6 }),
  ]);
}

/** A camp fire: glow, logs, layered flames and sparks. Origin at the fire base. */
export function campfire(defs: Defs, o: { scale?: number; logs: string; glowRadius?: number }): string {
  const R = o.glowRadius ?? 260;
  const glow = defs.radial(
    [
      [0, "#ffb347", 0.55],
      [0.35, "#ff7a2a", 0.22],
      [1, "#ff7a2a", 0],
    ],
    0,
    -30,
    R,
  );
  return g({}, [
    circle(0, -30, R, { fill: glow }),
    ellipse(0, 4, 70, 14, { fill: "#ff9a3c", opacity: 0.35 }),
    path("M-60,2 L50,-22 L56,-8 L-54,14 Z M-50,-22 L60,4 L54,16 L-56,-8 Z", { fill: o.logs }),
    path("M-38,0 C-50,-40 -20,-60 -14,-110 C0,-80 12,-70 20,-96 C30,-60 50,-40 36,0 Z", { fill: "#e8532a" }),
    path("M-24,0 C-32,-30 -10,-46 -4,-80 C8,-56 20,-50 22,-66 C32,-40 34,-20 24,0 Z", { fill: "#ff9a2e" }),
    path("M-12,0 C-16,-20 -2,-30 2,-50 C10,-32 18,-20 12,0 Z", { fill: "#ffe07a" }),
    g({ fill: "#ffd27a" }, [circle(-20, -130, 2.4), circle(16, -150, 2), circle(4, -176, 1.6), circle(30, -120, 2), circle(-34, -160, 1.5)]),
  ]);
}

/** A lantern on the ground or hanging, with a halo. Origin at its bottom. */
export function lantern(defs: Defs, o: { frame: string; light: string; size?: number; halo?: number }): string {
  const s = o.size ?? 1;
  const halo = defs.radial(
    [
      [0, o.light, 0.6],
      [0.3, o.light, 0.2],
      [1, o.light, 0],
    ],
    0,
    -22 * s,
    (o.halo ?? 70) * s,
  );
  return g({}, [
    circle(0, -22 * s, (o.halo ?? 70) * s, { fill: halo }),
    rect(-12 * s, -40 * s, 24 * s, 34 * s, { rx: 4 * s, fill: o.light }),
    path(`M${n(-14 * s)} ${n(-40 * s)}L${n(14 * s)} ${n(-40 * s)}L${n(6 * s)} ${n(-50 * s)}L${n(-6 * s)} ${n(-50 * s)}Z`, { fill: o.frame }),
    rect(-14 * s, -6 * s, 28 * s, 6 * s, { fill: o.frame }),
    path(`M${n(-12 * s)} ${n(-40 * s)}L${n(-12 * s)} ${n(-6 * s)}M${n(12 * s)} ${n(-40 * s)}L${n(12 * s)} ${n(-6 * s)}`, { stroke: o.frame, "stroke-width": 2 * s }),
    path(`M0 ${n(-50 * s)}a${n(7 * s)} ${n(7 * s)} 0 0 1 0 ${n(-12 * s)}`, { fill: "none", stroke: o.frame, "stroke-width": 2 * s }),
  ]);
}

/** A candle with a glowing flame; origin at its base. */
export function candle(defs: Defs, o: { wax: string; h?: number; light: string }): string {
  const h = o.h ?? 26;
  const halo = defs.radial(
    [
      [0, o.light, 0.7],
      [0.3, o.light, 0.25],
      [1, o.light, 0],
    ],
    0,
    -h - 8,
    48,
  );
  return g({}, [
    circle(0, -h - 8, 48, { fill: halo }),
    rect(-4, -h, 8, h, { fill: o.wax, rx: 1.5 }),
    path(`M0 ${n(-h - 18)}C5 ${n(-h - 10)} 4 ${n(-h - 3)} 0 ${n(-h - 2)}C-4 ${n(-h - 3)} -5 ${n(-h - 10)} 0 ${n(-h - 18)}Z`, { fill: "#ffe7a0" }),
  ]);
}
