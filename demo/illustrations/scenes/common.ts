/** Helpers shared by several scene painters. */
import { mix } from "../color.ts";
import type { SceneContext } from "../context.ts";
import { lit, type Palette } from "../palettes.ts";
import { hashString } from "../prng.ts";
import { g, n } from "../svg.ts";

/** Colour for an animal: its real (lit) colour in daylight, the silhouette colour against low light. */
export function creatureFill(pal: Palette, material: string): string {
  if (!pal.daylight) return mix(pal.silhouette, lit(pal, material), 0.12);
  // golden hour: backlit animals read better a little darker
  return pal.name === "golden" ? mix(lit(pal, material), pal.silhouette, 0.3) : lit(pal, material);
}

/** A mirrored, faded copy of something standing at waterline y (a reflection). */
export function reflection(content: string, x: number, y: number, scale: number, opacity = 0.3, flip = false): string {
  const sx = flip ? -scale : scale;
  return g({ transform: `translate(${n(x)} ${n(y)}) scale(${n(sx)} ${n(-scale * 0.9)})`, opacity }, content);
}

/**
 * Pick a composition option from the variant number (not the random stream),
 * so that consecutive variants are guaranteed to show different options and
 * the options do not move in lockstep with the palette cycle.
 */
export function cycle<T>(ctx: SceneContext, label: string, options: readonly T[]): T {
  const v = ctx.variant;
  const len = options.length;
  const i = (((v + Math.floor((v - 1) / 3) + (hashString(label) % len)) % len) + len) % len;
  return options[i] as T;
}
