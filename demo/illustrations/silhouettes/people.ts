/**
 * Simple flat pictogram people built from a skeleton: pill-shaped torso,
 * round-capped limbs and a round head. Poses are joint angles; feet on y = 0,
 * facing right. Use one colour for everything to get a silhouette.
 */
import { mix } from "../color.ts";
import { circle, g, n, path } from "../svg.ts";

export interface PersonStyle {
  skin: string;
  top: string;
  bottom: string;
  hair?: string;
}

export type Pose = "stand" | "walk" | "cheer" | "pull" | "sit" | "hike" | "wave" | "point" | "carry" | "balance";

interface Limb {
  a1: number;
  a2: number;
}
interface PoseDef {
  lean: number;
  hipY: number; // as a fraction of height
  legs: [Limb, Limb]; // back, front
  arms: [Limb, Limb];
}

const POSES: Record<Pose, PoseDef> = {
  stand: { lean: 0, hipY: 0.5, legs: [{ a1: -4, a2: -2 }, { a1: 5, a2: 2 }], arms: [{ a1: -10, a2: -6 }, { a1: 10, a2: 14 }] },
  walk: { lean: 4, hipY: 0.49, legs: [{ a1: -22, a2: -34 }, { a1: 24, a2: 6 }], arms: [{ a1: 28, a2: 50 }, { a1: -26, a2: -14 }] },
  cheer: { lean: 0, hipY: 0.5, legs: [{ a1: -10, a2: -4 }, { a1: 10, a2: 4 }], arms: [{ a1: -150, a2: -168 }, { a1: 150, a2: 168 }] },
  pull: { lean: -24, hipY: 0.44, legs: [{ a1: -30, a2: -12 }, { a1: 36, a2: 8 }], arms: [{ a1: 72, a2: 86 }, { a1: 80, a2: 92 }] },
  sit: { lean: 6, hipY: 0.28, legs: [{ a1: 84, a2: 8 }, { a1: 92, a2: 2 }], arms: [{ a1: 30, a2: 70 }, { a1: 40, a2: 80 }] },
  hike: { lean: 10, hipY: 0.49, legs: [{ a1: -20, a2: -28 }, { a1: 28, a2: 4 }], arms: [{ a1: 20, a2: 40 }, { a1: 40, a2: 70 }] },
  wave: { lean: 0, hipY: 0.5, legs: [{ a1: -5, a2: -2 }, { a1: 5, a2: 2 }], arms: [{ a1: -12, a2: -8 }, { a1: 140, a2: 170 }] },
  point: { lean: 2, hipY: 0.5, legs: [{ a1: -6, a2: -2 }, { a1: 8, a2: 2 }], arms: [{ a1: -8, a2: -6 }, { a1: 96, a2: 100 }] },
  balance: { lean: 0, hipY: 0.5, legs: [{ a1: -8, a2: 6 }, { a1: 14, a2: 4 }], arms: [{ a1: -95, a2: -80 }, { a1: 95, a2: 80 }] },
  carry: { lean: 2, hipY: 0.5, legs: [{ a1: -12, a2: -16 }, { a1: 14, a2: 4 }], arms: [{ a1: 150, a2: 175 }, { a1: 160, a2: 180 }] },
};

const rad = (d: number) => (d * Math.PI) / 180;

/** Person of height h. Returns the group plus the positions of the hands (for ropes, sticks). */
export function personWithHands(
  h: number,
  pose: Pose,
  s: PersonStyle,
  opts: { backpack?: string; stick?: string; hat?: string } = {},
): { svg: string; hands: [number, number][] } {
  const p = POSES[pose];
  const hip: [number, number] = [0, -h * p.hipY];
  const lean = rad(p.lean);
  const dir: [number, number] = [Math.sin(lean), -Math.cos(lean)];
  const torso = h * 0.28;
  const shoulder: [number, number] = [hip[0] + dir[0] * torso, hip[1] + dir[1] * torso];
  const head: [number, number] = [hip[0] + dir[0] * h * 0.405, hip[1] + dir[1] * h * 0.405];
  const seg = (o: [number, number], a1: number, l1: number, a2: number, l2: number) => {
    const k: [number, number] = [o[0] + Math.sin(rad(a1)) * l1, o[1] + Math.cos(rad(a1)) * l1];
    const e: [number, number] = [k[0] + Math.sin(rad(a2)) * l2, k[1] + Math.cos(rad(a2)) * l2];
    return { d: `M${n(o[0])} ${n(o[1])}L${n(k[0])} ${n(k[1])}L${n(e[0])} ${n(e[1])}`, end: e };
  };
  const legL = h * 0.245;
  const armL = h * 0.155;
  // a 3/4 view: limbs attach a little apart along the body's forward axis
  const fwd: [number, number] = [Math.cos(lean), Math.sin(lean)];
  const off = (pt: [number, number], k: number): [number, number] => [pt[0] + fwd[0] * k, pt[1] + fwd[1] * k];
  const backLeg = seg(off(hip, -h * 0.035), p.legs[0].a1, legL, p.legs[0].a2, legL);
  const frontLeg = seg(off(hip, h * 0.035), p.legs[1].a1, legL, p.legs[1].a2, legL);
  const backArm = seg(off(shoulder, -h * 0.06), p.arms[0].a1, armL, p.arms[0].a2, armL);
  const frontArm = seg(off(shoulder, h * 0.06), p.arms[1].a1, armL, p.arms[1].a2, armL);
  const limbAttrs = (color: string, w: number) => ({
    fill: "none",
    stroke: color,
    "stroke-width": w,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  const backShade = (c: string) => mix(c, "#000000", 0.18);
  const parts: string[] = [];
  if (opts.backpack) {
    const b0 = off(shoulder, -h * 0.1);
    const b1 = off([hip[0] + dir[0] * h * 0.1, hip[1] + dir[1] * h * 0.1], -h * 0.11);
    parts.push(path(`M${n(b0[0])} ${n(b0[1])}L${n(b1[0])} ${n(b1[1])}`, limbAttrs(opts.backpack, h * 0.11)));
  }
  parts.push(path(backArm.d, limbAttrs(backShade(s.top), h * 0.065)));
  parts.push(path(backLeg.d, limbAttrs(backShade(s.bottom), h * 0.095)));
  parts.push(path(frontLeg.d, limbAttrs(s.bottom, h * 0.095)));
  // torso: broader at the shoulders than at the hips, rounded corners
  const hw = h * 0.06;
  const sw = h * 0.085;
  const sTop: [number, number] = [hip[0] + dir[0] * (torso + h * 0.015), hip[1] + dir[1] * (torso + h * 0.015)];
  const hipL = off(hip, -hw);
  const hipR = off(hip, hw);
  const shL = off(sTop, -sw);
  const shR = off(sTop, sw);
  parts.push(path(`M${n(sTop[0])} ${n(sTop[1])}L${n(head[0])} ${n(head[1])}`, limbAttrs(s.skin, h * 0.045)));
  parts.push(
    path(`M${n(hipL[0])} ${n(hipL[1])}L${n(shL[0])} ${n(shL[1])}L${n(shR[0])} ${n(shR[1])}L${n(hipR[0])} ${n(hipR[1])}Z`, {
      fill: s.top,
      stroke: s.top,
      "stroke-width": h * 0.05,
      "stroke-linejoin": "round",
    }),
  );
  if (opts.stick) {
    const e = frontArm.end;
    parts.push(path(`M${n(e[0] + h * 0.02)} ${n(e[1] - h * 0.08)}L${n(e[0] + h * 0.1)} 0`, limbAttrs(opts.stick, h * 0.018)));
  }
  parts.push(path(frontArm.d, limbAttrs(s.top, h * 0.065)));
  parts.push(circle(backArm.end[0], backArm.end[1], h * 0.03, { fill: s.skin }), circle(frontArm.end[0], frontArm.end[1], h * 0.03, { fill: s.skin }));
  parts.push(circle(head[0], head[1], h * 0.072, { fill: s.skin }));
  if (s.hair) {
    const r = h * 0.072;
    parts.push(
      path(`M${n(head[0] - r)} ${n(head[1] + r * 0.1)}A${n(r)} ${n(r)} 0 0 1 ${n(head[0] + r)} ${n(head[1] - r * 0.1)}Z`, { fill: s.hair }),
    );
  }
  if (opts.hat) {
    const r = h * 0.07;
    parts.push(
      path(
        `M${n(head[0] - r * 1.7)} ${n(head[1] - r * 0.35)}L${n(head[0] + r * 1.7)} ${n(head[1] - r * 0.35)}L${n(head[0] + r * 0.8)} ${n(
          head[1] - r * 0.6,
        )}L${n(head[0] + r * 0.7)} ${n(head[1] - r * 1.35)}L${n(head[0] - r * 0.7)} ${n(head[1] - r * 1.35)}L${n(head[0] - r * 0.8)} ${n(
          head[1] - r * 0.6,
        )}Z`,
        { fill: opts.hat },
      ),
    );
  }
  return { svg: g({}, parts), hands: [backArm.end, frontArm.end] };
}

export function person(h: number, pose: Pose, s: PersonStyle, opts: { backpack?: string; stick?: string; hat?: string } = {}): string {
  return personWithHands(h, pose, s, opts).svg;
}

/** Everything in one colour. */
export const silhouetteStyle = (c: string): PersonStyle => ({ skin: c, top: c, bottom: c });
