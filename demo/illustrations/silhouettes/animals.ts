/**
 * Hand-drawn animal silhouettes. Each is drawn in local coordinates with the
 * feet on y = 0, roughly centred on x = 0 and facing right; scenes position
 * them with `place()` (translate / scale / mirror). Sizes are roughly to scale
 * with each other at scale 1 (an elephant is ~270 units tall).
 */
import { lighten, mix } from "../color.ts";
import type { Defs } from "../svg.ts";
import { circle, ellipse, g, n, path } from "../svg.ts";

export interface AnimalStyle {
  /** Main body colour (usually the palette silhouette colour). */
  fill: string;
  /** Daylight details: zebra stripes, flamingo pink, tusks... */
  detail?: boolean;
  /** Needed for clip paths (zebra stripes). */
  defs?: Defs;
}

/** Legs as round-capped polylines: each leg is [x0,y0,x1,y1,x2,y2]. */
function legs(list: readonly (readonly number[])[], width: number, color: string): string {
  const d = list
    .map((l) => {
      let s = `M${n(l[0] as number)} ${n(l[1] as number)}`;
      for (let i = 2; i < l.length; i += 2) s += `L${n(l[i] as number)} ${n(l[i + 1] as number)}`;
      return s;
    })
    .join("");
  return path(d, { fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" });
}

export function elephant(s: AnimalStyle): string {
  const f = s.fill;
  const ear = lighten(f, 0.12);
  const parts = [
    // far legs (slightly lighter so the four legs read)
    path("M-70,-90 L-68,-4 Q-68,0 -64,0 L-48,0 Q-44,0 -44,-4 L-42,-80 Z M40,-92 L44,-4 Q44,0 48,0 L64,0 Q68,0 68,-4 L66,-90 Z", {
      fill: lighten(f, 0.06),
    }),
    // body
    path(
      "M-112,-100 C-116,-150 -70,-178 -10,-176 C40,-175 82,-166 98,-138 L104,-96 C84,-70 -70,-66 -104,-84 C-110,-88 -112,-94 -112,-100 Z",
      { fill: f },
    ),
    // near legs
    path("M-104,-92 L-100,-5 Q-100,0 -95,0 L-74,0 Q-70,0 -70,-5 L-66,-84 Z M62,-96 L66,-5 Q66,0 71,0 L92,0 Q96,0 96,-5 L98,-100 Z", {
      fill: f,
    }),
    // head and trunk
    path(
      "M80,-162 C94,-186 136,-186 146,-154 C152,-134 146,-116 138,-104 C134,-80 136,-50 142,-30 C145,-20 151,-15 158,-17 L158,-5 C142,-2 128,-14 123,-34 C116,-58 114,-80 108,-96 L84,-100 Z",
      { fill: f },
    ),
    // ear
    path("M76,-164 C46,-168 34,-132 42,-104 C48,-86 68,-84 82,-96 L96,-140 Z", { fill: ear }),
    // tail
    path("M-110,-128 C-120,-108 -120,-90 -116,-70", { fill: "none", stroke: f, "stroke-width": 4, "stroke-linecap": "round" }),
  ];
  if (s.detail !== false) {
    parts.push(
      path("M124,-100 C128,-84 140,-74 154,-76", {
        fill: "none",
        stroke: "#f1e7cf",
        "stroke-width": 6,
        "stroke-linecap": "round",
        opacity: s.detail ? 1 : 0.55,
      }),
    );
  }
  return g({}, parts);
}

export function giraffe(s: AnimalStyle): string {
  const f = s.fill;
  const parts = [
    legs(
      [
        [-58, -240, -64, -128, -60, -2],
        [40, -240, 44, -124, 42, -2],
      ],
      9,
      lighten(f, 0.06),
    ),
    legs(
      [
        [-44, -238, -48, -126, -42, -2],
        [56, -238, 60, -124, 62, -2],
      ],
      10,
      f,
    ),
    path(
      "M-74,-256 C-76,-282 -42,-292 0,-294 C42,-298 66,-288 70,-266 C72,-244 54,-232 22,-230 L-40,-230 C-62,-232 -72,-242 -74,-256 Z",
      { fill: f },
    ),
    // neck
    path("M26,-286 C58,-336 88,-398 108,-448 L128,-440 C114,-388 96,-326 70,-262 Z", { fill: f }),
    // head
    path(
      "M104,-452 C110,-470 128,-472 142,-460 L170,-436 C175,-429 169,-421 160,-423 L128,-432 C116,-434 106,-440 104,-452 Z",
      { fill: f },
    ),
    path("M118,-462 L113,-484 M128,-464 L126,-486", { stroke: f, "stroke-width": 5, "stroke-linecap": "round" }),
    circle(113, -486, 4.5, { fill: f }),
    circle(126, -488, 4.5, { fill: f }),
    ellipse(104, -458, 11, 4, { fill: f, transform: "rotate(-25 104 -458)" }),
    // mane
    path("M34,-292 C64,-340 90,-400 108,-446", { fill: "none", stroke: f, "stroke-width": 6, "stroke-dasharray": "4 3" }),
    // tail
    path("M-72,-262 Q-80,-222 -82,-184", { fill: "none", stroke: f, "stroke-width": 3 }),
    ellipse(-82, -178, 4.5, 11, { fill: f }),
  ];
  if (s.detail) {
    // reticulated patches suggested by lighter net lines
    const net = mix(f, "#f3d9a4", 0.45);
    parts.push(
      path(
        "M-50,-282 L-30,-240 M-10,-292 L0,-236 M30,-294 L34,-236 M-64,-262 L60,-262 M52,-284 L62,-244 M44,-330 L70,-316 M62,-364 L86,-350 M78,-400 L100,-388",
        { stroke: net, "stroke-width": 3, opacity: 0.5, fill: "none" },
      ),
    );
  }
  return g({}, parts);
}

const ZEBRA_BODY =
  "M-84,-126 C-86,-150 -58,-158 -12,-156 C30,-156 58,-154 72,-140 C80,-128 80,-104 72,-94 C42,-84 -52,-84 -76,-94 C-84,-102 -84,-114 -84,-126 Z";
const ZEBRA_NECK =
  "M44,-148 C60,-170 82,-196 98,-206 C108,-212 117,-209 121,-201 L142,-154 C146,-143 139,-135 129,-138 C120,-141 114,-150 106,-166 C94,-144 82,-122 70,-104 Z";

export function zebra(s: AnimalStyle): string {
  const f = s.fill;
  const striped = s.detail && s.defs;
  const bodyFill = striped ? "#f4f1ea" : f;
  const legList = [
    [-68, -100, -72, -48, -66, -2],
    [-50, -98, -52, -48, -46, -2],
    [46, -100, 49, -48, 47, -2],
    [62, -100, 64, -48, 66, -2],
  ];
  const parts: string[] = [];
  parts.push(legs(legList, 11, bodyFill));
  if (striped) parts.push(legs(legList, 11, f).replace("<path ", '<path stroke-dasharray="7 7" '));
  parts.push(path("M-82,-132 Q-94,-104 -90,-72", { fill: "none", stroke: f, "stroke-width": 4, "stroke-linecap": "round" }));
  parts.push(path(ZEBRA_BODY, { fill: bodyFill }), path(ZEBRA_NECK, { fill: bodyFill }));
  if (striped && s.defs) {
    const clip = s.defs.clip(path(ZEBRA_BODY) + path(ZEBRA_NECK));
    let d = "";
    for (let x = -80; x <= 70; x += 15) d += `M${x},-160 Q${x + 8},-120 ${x - 2},-80`;
    for (let i = 0; i < 7; i++) {
      const y = -200 + i * 14;
      d += `M${40 + i * 6},${y + 40} L${130},${y - 10}`;
    }
    parts.push(
      g({ "clip-path": clip }, path(d, { fill: "none", stroke: f, "stroke-width": 6.5, "stroke-linecap": "round" })),
    );
    parts.push(path("M126,-146 L144,-152 L144,-136 L130,-134 Z", { fill: f }));
  }
  // mane and ears
  parts.push(
    path("M48,-156 C64,-176 84,-198 99,-210", { fill: "none", stroke: f, "stroke-width": 8, "stroke-linecap": "round" }),
    path("M100,-206 L97,-228 L108,-210 Z", { fill: f }),
  );
  return g({}, parts);
}

/** A Lamu donkey (zebra build, long ears), optionally with saddle bags. */
export function donkey(s: AnimalStyle & { bags?: string }): string {
  const f = s.fill;
  const belly = mix(f, "#ffffff", 0.35);
  return g({}, [
    legs(
      [
        [-50, -98, -52, -48, -46, -2],
        [62, -100, 64, -48, 66, -2],
      ],
      10,
      lighten(f, 0.06),
    ),
    legs(
      [
        [-68, -100, -72, -48, -66, -2],
        [46, -100, 49, -48, 47, -2],
      ],
      11,
      f,
    ),
    path("M-82,-132 Q-94,-104 -90,-72", { fill: "none", stroke: f, "stroke-width": 4, "stroke-linecap": "round" }),
    path(ZEBRA_BODY, { fill: f }),
    path(ZEBRA_NECK, { fill: f }),
    path("M126,-146 L144,-152 L144,-136 L130,-134 Z", { fill: belly, opacity: 0.7 }),
    path("M98,-204 L86,-252 L108,-210 Z M106,-206 L104,-254 L114,-208 Z", { fill: f }),
    s.bags ? path("M-40,-160 L20,-160 L26,-100 L-46,-100 Z", { fill: s.bags }) : "",
    s.bags ? path("M-40,-160 L20,-160", { stroke: mix(s.bags, "#000000", 0.3), "stroke-width": 6 }) : "",
  ]);
}

function maneShape(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  const k = 18;
  for (let i = 0; i < k * 2; i++) {
    const a = (Math.PI * i) / k;
    const rr = i % 2 ? r * 0.82 : r * 1.05;
    pts.push(`${n(cx + Math.cos(a) * rr * 0.95)},${n(cy + Math.sin(a) * rr)}`);
  }
  return `M${pts.join("L")}Z`;
}

export function lion(s: AnimalStyle & { male?: boolean }): string {
  const f = s.fill;
  const male = s.male ?? true;
  const parts = [
    legs(
      [
        [-60, -64, -62, -30, -56, -3],
        [56, -66, 60, -30, 62, -3],
      ],
      13,
      lighten(f, 0.06),
    ),
    path("M-96,-82 C-98,-104 -64,-112 -12,-110 C30,-109 58,-108 72,-96 L76,-64 C52,-52 -62,-52 -88,-60 C-94,-66 -96,-74 -96,-82 Z", {
      fill: f,
    }),
    legs(
      [
        [-78, -68, -84, -32, -74, -3],
        [42, -66, 46, -32, 46, -3],
      ],
      14,
      f,
    ),
    path("M-94,-88 C-116,-74 -122,-44 -112,-24", { fill: "none", stroke: f, "stroke-width": 5, "stroke-linecap": "round" }),
    ellipse(-111, -20, 6, 9, { fill: f }),
  ];
  if (male) {
    parts.push(path(maneShape(74, -104, 42), { fill: mix(f, "#000000", 0.15) }));
    parts.push(
      path("M76,-128 C96,-134 114,-126 122,-110 L128,-94 C126,-85 118,-81 108,-83 L84,-84 Z", { fill: f }),
    );
  } else {
    parts.push(
      path("M60,-106 C70,-122 98,-124 110,-110 L120,-96 C118,-88 110,-84 100,-86 L72,-86 C62,-88 56,-96 60,-106 Z", { fill: f }),
      circle(74, -118, 7, { fill: f }),
      circle(86, -121, 6, { fill: f }),
    );
  }
  return g({}, parts);
}

export function wildebeest(s: AnimalStyle): string {
  const f = s.fill;
  return g({}, [
    legs(
      [
        [-50, -66, -54, -32, -48, -2],
        [54, -70, 56, -32, 58, -2],
      ],
      8,
      lighten(f, 0.06),
    ),
    path("M-76,-82 C-80,-102 -52,-106 -12,-110 C20,-122 46,-126 60,-114 C70,-104 70,-82 64,-68 C32,-56 -50,-56 -70,-64 C-75,-70 -76,-76 -76,-82 Z", {
      fill: f,
    }),
    legs(
      [
        [-64, -68, -68, -32, -62, -2],
        [40, -70, 42, -32, 42, -2],
      ],
      8,
      f,
    ),
    path("M46,-118 C58,-130 72,-130 80,-120 L98,-80 C101,-72 96,-66 89,-68 C82,-72 74,-80 66,-90 C58,-98 50,-106 42,-110 Z", { fill: f }),
    path("M70,-124 C58,-130 56,-142 64,-148 M76,-124 C88,-130 94,-138 90,-150", { fill: "none", stroke: f, "stroke-width": 5, "stroke-linecap": "round" }),
    path("M56,-100 L50,-72 L68,-86 Z", { fill: f }),
    path("M-74,-88 Q-86,-62 -82,-38", { fill: "none", stroke: f, "stroke-width": 4, "stroke-linecap": "round" }),
    path("M-20,-110 C0,-124 30,-130 48,-124", { fill: "none", stroke: f, "stroke-width": 7, "stroke-dasharray": "3 3" }),
  ]);
}

/** Flamingo standing on one leg (pose "stand") or feeding with the head down ("feed"). */
export function flamingo(s: AnimalStyle & { pose?: "stand" | "feed"; pink?: string }): string {
  const body = s.pink ?? s.fill;
  const leg = mix(body, "#000000", 0.1);
  const dark = "#1d1416";
  const feed = s.pose === "feed";
  const neck = feed
    ? "M28,-138 C62,-150 74,-112 66,-70 C62,-50 60,-34 58,-22"
    : "M28,-138 C50,-152 44,-184 27,-198 C10,-214 17,-244 40,-241";
  const parts = [
    path("M0,-112 L0,0 M4,-112 L20,-72 L3,-62", { fill: "none", stroke: leg, "stroke-width": 3.2, "stroke-linejoin": "round" }),
    path("M-44,-128 C-40,-148 -10,-150 14,-146 C34,-142 40,-128 30,-116 C16,-104 -18,-104 -36,-112 L-58,-108 Z", { fill: body }),
    path("M-36,-132 C-20,-136 0,-134 12,-128 C0,-120 -20,-118 -40,-118 Z", { fill: mix(body, "#ffffff", 0.25), opacity: 0.7 }),
    path("M-58,-108 L-36,-112 L-30,-120 Z", { fill: dark }),
    path(neck, { fill: "none", stroke: body, "stroke-width": 7, "stroke-linecap": "round" }),
  ];
  if (feed) {
    parts.push(circle(58, -18, 7, { fill: body }), path("M61,-16 C64,-8 60,-2 54,0 L54,-10 Z", { fill: dark }));
  } else {
    parts.push(
      circle(41, -240, 8, { fill: body }),
      path("M46,-244 C56,-244 61,-236 58,-226 L51,-230 C51,-235 48,-236 45,-236 Z", { fill: mix(body, "#ffffff", 0.5) }),
      path("M58,-228 L51,-230 L56,-222 Z", { fill: dark }),
    );
  }
  return g({}, parts);
}

/** A hippo half-submerged; y = 0 is the waterline. */
export function hippo(s: AnimalStyle & { water?: string }): string {
  const f = s.fill;
  const ripple = s.water ?? lighten(f, 0.5);
  return g({}, [
    path("M-112,0 C-104,-30 -44,-46 8,-42 C40,-40 56,-32 62,-20 L62,0 Z", { fill: f }),
    path("M38,0 C38,-32 60,-50 92,-48 C114,-47 134,-42 144,-29 C150,-20 150,-8 146,0 Z", { fill: f }),
    ellipse(62, -50, 5, 9, { fill: f, transform: "rotate(-15 62 -50)" }),
    circle(80, -48, 8, { fill: f }),
    circle(134, -35, 7.5, { fill: f }),
    // wet sheen along the back and the brow
    path("M-96,-18 C-80,-34 -30,-42 10,-38 M54,-30 C62,-42 80,-46 100,-44 M120,-38 C128,-36 134,-32 138,-26", {
      fill: "none",
      stroke: lighten(f, 0.35),
      "stroke-width": 4,
      "stroke-linecap": "round",
      opacity: 0.45,
    }),
    circle(86, -44, 3, { fill: lighten(f, 0.6), opacity: 0.7 }),
    path("M-130,4 L-94,4 M-60,6 L-10,6 M30,4 L70,4 M110,6 L160,6", { stroke: ripple, "stroke-width": 3, "stroke-linecap": "round", opacity: 0.7 }),
  ]);
}

/** An African fish eagle perched: dark body, white head, chest and tail. Feet at y = 0. */
export function fishEagle(s: AnimalStyle): string {
  const white = s.detail ? "#f7f3ea" : mix(s.fill, "#ffffff", 0.55);
  const body = s.detail ? "#4a2e20" : s.fill;
  return g({}, [
    path("M-6,-4 L-16,22 L-2,20 L4,-2 Z", { fill: white }),
    path("M-18,-20 C-24,-46 -16,-70 2,-74 C18,-76 24,-60 20,-40 C16,-20 6,-6 -10,4 Z", { fill: body }),
    path("M-4,-64 C14,-66 22,-52 14,-40 L-2,-46 Z", { fill: white }),
    circle(4, -76, 12, { fill: white }),
    path("M14,-80 L26,-75 L16,-70 Z", { fill: s.detail ? "#f2b12e" : body }),
    path("M-4,2 L-2,-6 M4,2 L6,-6", { stroke: s.detail ? "#f2b12e" : body, "stroke-width": 3 }),
  ]);
}

/** Dromedary camel; optional rider and saddle cloth colour. */
export function camel(s: AnimalStyle & { rider?: boolean; cloth?: string }): string {
  const f = s.fill;
  const parts = [
    legs(
      [
        [-50, -124, -52, -66, -48, -2],
        [46, -124, 50, -66, 52, -2],
      ],
      9,
      lighten(f, 0.06),
    ),
    path(
      "M-86,-144 C-88,-164 -66,-174 -46,-178 C-30,-212 10,-218 26,-190 C36,-176 52,-172 60,-158 C64,-142 60,-128 52,-120 C22,-110 -52,-110 -76,-120 C-84,-126 -86,-134 -86,-144 Z",
      { fill: f },
    ),
    legs(
      [
        [-66, -126, -72, -66, -66, -2],
        [30, -124, 34, -66, 32, -2],
      ],
      10,
      f,
    ),
    path(
      "M46,-164 C66,-152 80,-140 94,-152 C102,-168 102,-188 110,-204 L126,-200 C122,-182 118,-160 110,-140 C100,-120 78,-118 50,-128 Z",
      { fill: f },
    ),
    path("M106,-210 C112,-220 130,-220 144,-208 L154,-196 C154,-190 148,-188 142,-190 L116,-194 Z", { fill: f }),
    path("M112,-212 L108,-222 L118,-214 Z", { fill: f }),
    path("M-84,-150 Q-92,-126 -90,-100", { fill: "none", stroke: f, "stroke-width": 4, "stroke-linecap": "round" }),
  ];
  if (s.cloth) parts.push(path("M-30,-196 C-16,-206 8,-206 20,-194 L14,-160 L-26,-160 Z", { fill: s.cloth }));
  if (s.rider) {
    parts.push(
      path("M-8,-206 L-4,-240 M-10,-206 L-22,-186", { stroke: f, "stroke-width": 12, "stroke-linecap": "round" }),
      circle(-3, -254, 10, { fill: f }),
      path("M-16,-258 L10,-262 L4,-250 Z", { fill: f }),
    );
  }
  return g({}, parts);
}

/** Silverback gorilla knuckle-walking, facing right. */
export function gorilla(s: AnimalStyle): string {
  const f = s.fill;
  const farF = lighten(f, 0.08);
  return g({}, [
    // far arm and leg
    path("M18,-124 C30,-84 36,-42 34,0 L56,0 C58,-42 56,-92 46,-130 Z", { fill: farF }),
    path("M-62,-62 C-52,-32 -42,-12 -38,0 L-18,0 C-24,-22 -30,-48 -36,-66 Z", { fill: farF }),
    // body: rump low, shoulders high
    path("M-94,-72 C-102,-102 -82,-130 -42,-142 C0,-154 42,-160 68,-148 C82,-142 88,-128 86,-112 C82,-96 72,-88 56,-84 L-40,-52 C-70,-46 -90,-54 -94,-72 Z", { fill: f }),
    // near leg and arm
    path("M-92,-72 C-100,-42 -92,-14 -82,0 L-52,0 C-56,-14 -58,-32 -50,-58 Z", { fill: f }),
    path("M40,-134 C60,-110 66,-60 64,-8 L62,0 L90,0 L88,-10 C88,-60 84,-112 72,-144 Z", { fill: f }),
    // head with sagittal crest and brow
    path("M68,-136 C70,-156 84,-178 96,-176 C110,-172 118,-158 120,-148 L130,-140 C132,-134 128,-130 123,-130 L129,-118 C129,-107 119,-100 106,-102 C90,-104 76,-114 70,-124 Z", { fill: f }),
    // silver saddle hint
    s.detail === false
      ? ""
      : path("M-70,-112 C-40,-134 0,-146 40,-146", { fill: "none", stroke: lighten(f, 0.28), "stroke-width": 12, opacity: 0.35, "stroke-linecap": "round" }),
  ]);
}

/** Sea turtle seen from above, swimming right; centre at 0,0, length ~200. */
export function turtle(shell: string, skin: string): string {
  const dark = mix(shell, "#000000", 0.35);
  return g({}, [
    path("M10,-40 C40,-90 90,-100 110,-80 C80,-70 50,-50 30,-30 Z", { fill: skin }),
    path("M10,40 C40,90 90,100 110,80 C80,70 50,50 30,30 Z", { fill: skin }),
    path("M-60,-30 C-80,-60 -110,-60 -118,-48 C-100,-42 -80,-30 -66,-18 Z", { fill: skin }),
    path("M-60,30 C-80,60 -110,60 -118,48 C-100,42 -80,30 -66,18 Z", { fill: skin }),
    path("M-84,0 L-104,-6 L-104,6 Z", { fill: skin }),
    ellipse(92, 0, 26, 20, { fill: skin }),
    circle(104, -9, 3, { fill: "#1a1a1a" }),
    circle(104, 9, 3, { fill: "#1a1a1a" }),
    ellipse(0, 0, 86, 60, { fill: shell }),
    ellipse(0, 0, 86, 60, { fill: "none", stroke: dark, "stroke-width": 5 }),
    path(
      "M-30,-20 L0,-34 L30,-20 L30,20 L0,34 L-30,20 Z M-30,-20 L-62,-30 M-30,20 L-62,30 M30,-20 L62,-30 M30,20 L62,30 M0,-34 L0,-58 M0,34 L0,58 M-30,-20 L-30,20 M-62,0 L-30,0 M30,0 L84,0",
      { fill: "none", stroke: dark, "stroke-width": 3.5, opacity: 0.75 },
    ),
    ellipse(-8, -12, 40, 18, { fill: "#ffffff", opacity: 0.12 }),
  ]);
}

/** A reef fish, centre at 0,0, facing right, ~100 long. Shape varies by kind. */
export function fish(kind: number, body: string, fin: string, stripe?: string): string {
  const k = kind % 4;
  if (k === 0) {
    // rounded butterflyfish
    return g({}, [
      path("M-40,0 L-62,-20 L-58,0 L-62,20 Z", { fill: fin }),
      path("M-44,0 C-40,-40 20,-46 44,-8 C48,0 48,4 44,8 C20,46 -40,40 -44,0 Z", { fill: body }),
      stripe ? path("M-6,-38 C2,-10 2,10 -6,38 M14,-34 C20,-10 20,10 14,34", { stroke: stripe, "stroke-width": 7, fill: "none" }) : "",
      circle(30, -6, 4, { fill: "#101418" }),
    ]);
  }
  if (k === 1) {
    // slender fish
    return g({}, [
      path("M-44,0 L-68,-18 L-62,0 L-68,18 Z", { fill: fin }),
      path("M-50,0 C-30,-20 20,-22 50,-2 C52,0 52,2 50,4 C20,22 -30,20 -50,0 Z", { fill: body }),
      stripe ? path("M-40,0 L44,0", { stroke: stripe, "stroke-width": 5 }) : "",
      circle(38, -4, 3.5, { fill: "#101418" }),
    ]);
  }
  if (k === 2) {
    // clownfish-like with bands
    return g({}, [
      path("M-38,0 L-56,-18 L-50,0 L-56,18 Z", { fill: fin }),
      path("M-44,0 C-36,-26 22,-30 42,-6 C46,0 46,4 42,8 C22,30 -36,26 -44,0 Z", { fill: body }),
      path("M14,-24 C20,-8 20,8 14,24 M-18,-24 C-12,-8 -12,8 -18,24", { stroke: stripe ?? "#ffffff", "stroke-width": 8, fill: "none" }),
      circle(30, -5, 3.5, { fill: "#101418" }),
    ]);
  }
  // angelfish with tall fins
  return g({}, [
    path("M-30,0 L-58,-24 L-52,0 L-58,24 Z", { fill: fin }),
    path("M-10,-30 L10,-70 L30,-22 Z M-10,30 L10,70 L30,22 Z", { fill: fin }),
    path("M-40,0 C-34,-34 20,-40 44,-6 C48,0 48,4 44,8 C20,40 -34,34 -40,0 Z", { fill: body }),
    stripe ? path("M0,-34 L0,34", { stroke: stripe, "stroke-width": 6 }) : "",
    circle(30, -5, 3.5, { fill: "#101418" }),
  ]);
}
