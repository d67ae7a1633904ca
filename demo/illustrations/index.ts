/**
 * Original illustration generator. `renderIllustration(scene, variant)`
 * returns a standalone 1600x1000 SVG document: a layered flat/vector travel
 * poster for one of the SCENE_KINDS in content/types.ts. Output is
 * deterministic per (scene, variant); variants cycle through time-of-day
 * palettes and reshuffle the composition.
 */
import type { SceneKind } from "../content/types.ts";
import type { SceneContext, SceneDefinition } from "./context.ts";
import { type Palette, PALETTES } from "./palettes.ts";
import { vignette } from "./primitives.ts";
import { hashString, rngFor } from "./prng.ts";
import { Defs, document, g } from "./svg.ts";
import { aircraft } from "./scenes/aircraft.ts";
import { balloon } from "./scenes/balloon.ts";
import { beach } from "./scenes/beach.ts";
import { church } from "./scenes/church.ts";
import { citySkyline } from "./scenes/city-skyline.ts";
import { conference } from "./scenes/conference.ts";
import { coralReef } from "./scenes/coral-reef.ts";
import { desertDunes } from "./scenes/desert-dunes.ts";
import { dhowScene } from "./scenes/dhow.ts";
import { lakeFlamingos } from "./scenes/lake-flamingos.ts";
import { lakeHippos } from "./scenes/lake-hippos.ts";
import { mountainTrail } from "./scenes/mountain-trail.ts";
import { oldTown } from "./scenes/old-town.ts";
import { rainforest } from "./scenes/rainforest.ts";
import { savanna } from "./scenes/savanna.ts";
import { snowPeak } from "./scenes/snow-peak.ts";
import { sunsetDinner } from "./scenes/sunset-dinner.ts";
import { teamBuilding } from "./scenes/team-building.ts";
import { tentedCamp } from "./scenes/tented-camp.ts";
import { waterfall } from "./scenes/waterfall.ts";

export const SCENES: Record<SceneKind, SceneDefinition> = {
  savanna,
  balloon,
  "snow-peak": snowPeak,
  "mountain-trail": mountainTrail,
  beach,
  dhow: dhowScene,
  "old-town": oldTown,
  "lake-flamingos": lakeFlamingos,
  "lake-hippos": lakeHippos,
  rainforest,
  waterfall,
  "desert-dunes": desertDunes,
  "city-skyline": citySkyline,
  conference,
  "team-building": teamBuilding,
  church,
  aircraft,
  "tented-camp": tentedCamp,
  "sunset-dinner": sunsetDinner,
  "coral-reef": coralReef,
};

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** The time-of-day palette a (scene, variant) pair uses. Consecutive variants always differ. */
export function paletteFor(scene: SceneKind, variant: number): Palette {
  const names = SCENES[scene].palettes;
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  return PALETTES[names[mod(v + (hashString(scene) % names.length), names.length)]!];
}

/** Render one illustration as a complete SVG document string. */
export function renderIllustration(scene: SceneKind, variant: number): string {
  const def = SCENES[scene];
  if (!def) throw new Error(`Unknown illustration scene: ${String(scene)}`);
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  const rng = rngFor(scene, v);
  const mirror = def.mirror && rng.fork("mirror").chance(0.5);
  const ctx: SceneContext = { rng, pal: paletteFor(scene, v), defs: new Defs(), variant: v };
  let body = def.draw(ctx);
  if (mirror) body = g({ transform: "matrix(-1 0 0 1 1600 0)" }, body);
  if (def.vignette !== 0) body += vignette(ctx, def.vignette ?? 0.32);
  return document(ctx.defs, body);
}

export type { SceneKind };
