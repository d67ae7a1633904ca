/**
 * Vehicles and craft: hot-air balloon, airliner, bush plane, dhow, safari
 * 4x4. Local coordinates; see each function for its origin.
 */
import { darken, lighten, mix } from "../color.ts";
import type { Defs } from "../svg.ts";
import { circle, ellipse, g, n, path, rect } from "../svg.ts";

function envelope(sx: number): string {
  const x = (v: number) => n(v * sx);
  return `M0 -120C${x(66)} -120 ${x(100)} -80 ${x(100)} -20C${x(100)} 30 ${x(52)} 68 ${x(28)} 100L${x(-28)} 100C${x(-52)} 68 ${x(
    -100,
  )} 30 ${x(-100)} -20C${x(-100)} -80 ${x(-66)} -120 0 -120Z`;
}

/** Hot-air balloon; origin at the envelope centre, basket bottom at y = 174. */
export function balloon(defs: Defs, o: { a: string; b: string; basket: string; rope: string; flame?: boolean }): string {
  const shade = defs.radialBox(
    [
      [0, "#ffffff", 0.35],
      [0.45, "#ffffff", 0],
      [0.8, "#000000", 0.12],
      [1, "#000000", 0.38],
    ],
    0.32,
    0.3,
    0.85,
  );
  const parts = [
    path(envelope(1), { fill: o.a }),
    path(envelope(0.7), { fill: o.b }),
    path(envelope(0.38), { fill: o.a }),
    path(envelope(0.1), { fill: o.b }),
    path("M-98,-6 C-60,6 60,6 98,-6 L96,10 C60,22 -60,22 -96,10 Z", { fill: mix(o.b, "#000000", 0.1), opacity: 0.7 }),
    path(envelope(1), { fill: shade }),
    path("M-28,100 L-18,120 L18,120 L28,100 Z", { fill: darken(o.a, 0.35) }),
    path("M-17,120 L-13,152 M17,120 L13,152 M-6,120 L-5,152 M6,120 L5,152", { stroke: o.rope, "stroke-width": 1.6 }),
    rect(-16, 150, 32, 24, { rx: 3, fill: o.basket }),
    rect(-17, 149, 34, 5, { rx: 2, fill: lighten(o.basket, 0.2) }),
  ];
  if (o.flame) parts.splice(6, 0, ellipse(0, 104, 10, 14, { fill: "#ffcf5a", opacity: 0.9 }));
  return g({}, parts);
}

/** Twin-engine airliner in side view, nose to the right; origin at its middle. */
export function airliner(o: { body: string; belly: string; accent: string; window: string; wing: string }): string {
  let windows = "";
  for (let x = -226; x <= 196; x += 14) windows += `M${x} -26h6v9h-6Z`;
  return g({}, [
    // far wing peeking above the fuselage
    path("M-10,-40 L-96,-96 L-74,-98 L46,-42 Z", { fill: darken(o.wing, 0.15) }),
    // tail fin and stabiliser
    path("M-214,-40 L-286,-168 L-250,-170 L-146,-40 Z", { fill: o.accent }),
    path("M-232,-16 L-318,-54 L-292,-58 L-190,-18 Z", { fill: darken(o.wing, 0.1) }),
    // fuselage
    path("M-322,-36 L-296,-44 L200,-44 C262,-44 306,-26 320,-4 C322,6 310,14 280,17 L220,18 L-150,18 C-222,16 -292,0 -322,-36 Z", { fill: o.body }),
    path("M-150,18 C-222,16 -292,0 -322,-36 L-300,-30 C-270,-8 -220,2 -150,4 L220,4 C260,4 300,0 320,-4 C322,6 310,14 280,17 L220,18 Z", { fill: o.belly }),
    path("M-300,-10 L300,-10", { stroke: o.accent, "stroke-width": 5 }),
    path(windows, { fill: o.window }),
    path("M266,-32 L294,-22 L288,-14 L260,-16 Z", { fill: o.window }),
    // near wing and engine
    path("M-40,6 L-168,96 L-126,100 L84,12 Z", { fill: o.wing }),
    path("M-44,28 L34,28 C50,28 50,60 34,60 L-44,60 C-54,60 -54,28 -44,28 Z", { fill: lighten(o.wing, 0.12) }),
    ellipse(36, 44, 7, 15, { fill: darken(o.wing, 0.4) }),
    path("M-46,36 L-60,44 L-46,52 Z", { fill: darken(o.wing, 0.3) }),
  ]);
}

/** A single-engine high-wing bush plane; origin between the wheels on the ground (y = 0). */
export function bushPlane(o: { body: string; accent: string; window: string; dark: string; spinning?: boolean }): string {
  return g({}, [
    path("M-60,-42 L70,-46", { stroke: o.dark, "stroke-width": 3 }),
    path("M-134,-74 L-160,-124 L-138,-126 L-108,-76 Z", { fill: o.accent }),
    path("M-150,-70 L-190,-64 L-186,-58 L-140,-62 Z", { fill: darken(o.body, 0.2) }),
    path("M-156,-72 L-110,-80 L70,-86 C96,-86 114,-80 122,-68 L136,-62 L136,-40 L116,-36 C70,-24 10,-22 -50,-34 Z", { fill: o.body }),
    path("M-150,-66 L-50,-40 C10,-30 70,-32 116,-40 L136,-44 L136,-40 L116,-36 C70,-24 10,-22 -50,-34 Z", { fill: darken(o.body, 0.12) }),
    path("M-146,-70 L120,-60", { stroke: o.accent, "stroke-width": 4 }),
    // wing on top, struts
    rect(-40, -98, 130, 10, { rx: 4, fill: darken(o.body, 0.08) }),
    path("M50,-90 L26,-40 M40,-90 L18,-40", { stroke: o.dark, "stroke-width": 2.5 }),
    path("M70,-82 L98,-80 L106,-66 L68,-66 Z M20,-80 L58,-82 L58,-66 L20,-64 Z M-24,-78 L10,-80 L10,-64 L-24,-62 Z", { fill: o.window }),
    // gear
    path("M30,-30 L40,-8 M100,-36 L108,-10 M-100,-46 L-104,-16", { stroke: o.dark, "stroke-width": 4 }),
    circle(40, -10, 11, { fill: o.dark }),
    circle(108, -10, 9, { fill: o.dark }),
    circle(-104, -8, 7, { fill: o.dark }),
    // propeller
    path("M136,-62 L150,-52 L136,-42 Z", { fill: o.dark }),
    o.spinning === false
      ? path("M146,-96 L152,-96 L150,-10 L146,-10 Z", { fill: o.dark })
      : ellipse(150, -52, 4, 42, { fill: o.dark, opacity: 0.3 }),
  ]);
}

/** A Swahili dhow with a lateen sail; origin at the waterline centre. `sail` may be a gradient url. */
export function dhow(o: { hull: string; trim: string; sail: string; sailShade: string; rig: string; crew?: string }): string {
  const seams = "M-40,-60 L-150,-330 M20,-52 L-100,-250 M80,-48 L-40,-160 M-100,-76 L-158,-370";
  return g({}, [
    path("M30,-30 L62,-340", { stroke: o.rig, "stroke-width": 8, "stroke-linecap": "round" }),
    path("M182,-52 L-162,-402 C-158,-300 -146,-180 -116,-78 C-40,-46 92,-42 182,-52 Z", { fill: o.sail }),
    path("M-162,-402 C-158,-300 -146,-180 -116,-78 C-96,-70 -76,-64 -56,-60 C-100,-170 -134,-290 -162,-402 Z", { fill: o.sailShade, opacity: 0.5 }),
    path(seams, { stroke: o.sailShade, "stroke-width": 2, opacity: 0.45 }),
    path("M206,-28 L-178,-420", { stroke: o.rig, "stroke-width": 6, "stroke-linecap": "round" }),
    path("M-116,-78 L-176,-52 M62,-340 L-30,-50", { stroke: o.rig, "stroke-width": 2 }),
    o.crew ? g({ fill: o.crew }, [circle(-84, -72, 9), rect(-93, -64, 18, 30, { rx: 7 }), circle(96, -58, 8), rect(88, -52, 16, 20, { rx: 6 })]) : "",
    path("M-196,-74 L-166,-62 C-100,-38 80,-38 150,-42 L226,-88 C206,-52 168,-4 122,8 L-142,8 C-168,-6 -184,-38 -196,-74 Z", { fill: o.hull }),
    path("M-186,-56 C-110,-26 90,-26 190,-62", { fill: "none", stroke: o.trim, "stroke-width": 5 }),
    path("M-196,-74 L-204,-96 L-178,-72 Z", { fill: o.hull }),
  ]);
}

/** Open-sided safari 4x4 with a pop-up roof; origin on the ground between the wheels. */
export function safariJeep(o: { body: string; dark: string; canvas: string; window?: string; people?: string }): string {
  return g({}, [
    path("M-140,-150 L70,-150", { stroke: o.canvas, "stroke-width": 10, "stroke-linecap": "round" }),
    path("M-130,-146 L-130,-100 M-40,-146 L-40,-100 M60,-146 L60,-100", { stroke: o.dark, "stroke-width": 5 }),
    o.people
      ? g({ fill: o.people }, [circle(-88, -124, 10), rect(-98, -114, 20, 20, { rx: 6 }), circle(8, -126, 10), rect(-2, -116, 20, 22, { rx: 6 })])
      : "",
    path("M-156,-28 L-156,-96 L-140,-102 L66,-102 L96,-68 L150,-62 C158,-60 160,-52 160,-44 L160,-28 Z", { fill: o.body }),
    path("M-136,-96 L-50,-96 L-50,-70 L-136,-70 Z M-40,-96 L56,-96 L80,-70 L-40,-70 Z", { fill: o.window ?? o.dark, opacity: 0.85 }),
    rect(-172, -90, 16, 50, { rx: 6, fill: o.dark }),
    path("M-160,-34 L164,-34", { stroke: o.dark, "stroke-width": 6 }),
    circle(-96, -26, 28, { fill: o.dark }),
    circle(100, -26, 28, { fill: o.dark }),
    circle(-96, -26, 11, { fill: mix(o.body, "#888888", 0.5) }),
    circle(100, -26, 11, { fill: mix(o.body, "#888888", 0.5) }),
  ]);
}
