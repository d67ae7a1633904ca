/** What every scene painter receives. */
import type { Defs } from "./svg.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./prng.ts";

export interface SceneContext {
  rng: Rng;
  pal: Palette;
  defs: Defs;
  variant: number;
}

export interface SceneDefinition {
  /** Time-of-day palettes that suit the scene; variants cycle through them. */
  palettes: readonly import("./palettes.ts").TimeOfDay[];
  /** Whether the whole composition may be mirrored horizontally for variety. */
  mirror: boolean;
  /** Strength of the darkened edges (default 0.32; 0 disables). */
  vignette?: number;
  /** Paint the scene body (everything inside the <svg> except <defs>). */
  draw(ctx: SceneContext): string;
}
