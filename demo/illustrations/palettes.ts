/**
 * Time-of-day palettes. A palette describes the sky and the light; scenes
 * keep their own "material" colours (sand, grass, canvas...) and run them
 * through `lit()` so that the same savanna looks right at dawn, noon or night,
 * and through `far()` for atmospheric perspective.
 */
import { mix } from "./color.ts";

export type TimeOfDay = "dawn" | "morning" | "midday" | "golden" | "sunset" | "dusk" | "night";

export interface Palette {
  name: TimeOfDay;
  /** Sky gradient: zenith, middle, horizon. */
  sky: readonly [string, string, string];
  /** Sun or moon disc colour and its glow. */
  orb: string;
  glow: string;
  glowOpacity: number;
  /** Sun/moon height above the horizon as a fraction of the sky (negative: below). */
  elevation: number;
  moon: boolean;
  /** Colour distant landforms fade into. */
  haze: string;
  /** Colour of the direct light and how strongly it tints surfaces. */
  light: string;
  lightAmount: number;
  /** Colour of darkness and how much it darkens surfaces (0 = full daylight). */
  shade: string;
  darkness: number;
  /** Colour for foreground silhouettes (animals, trees against the light). */
  silhouette: string;
  cloud: string;
  cloudShade: string;
  cloudOpacity: number;
  /** Water gradient near the horizon and in the foreground. */
  water: readonly [string, string];
  /** Number of visible stars. */
  stars: number;
  /** Lamp/fire/window light colour. */
  warm: string;
  /** True when colours and details (stripes, patterns) read well; false for silhouette moods. */
  daylight: boolean;
}

export const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    name: "dawn",
    sky: ["#36467a", "#c27a98", "#fdd6a4"],
    orb: "#fff3d4",
    glow: "#ffc79c",
    glowOpacity: 0.75,
    elevation: 0.1,
    moon: false,
    haze: "#e2a9a4",
    light: "#ffb890",
    lightAmount: 0.2,
    shade: "#3b2c4f",
    darkness: 0.42,
    silhouette: "#2b1f36",
    cloud: "#f7bfae",
    cloudShade: "#b07a9a",
    cloudOpacity: 0.85,
    water: ["#e6b0b0", "#4d4a7a"],
    stars: 14,
    warm: "#ffd27f",
    daylight: false,
  },
  morning: {
    name: "morning",
    sky: ["#4a86cf", "#98c6ec", "#f4eedb"],
    orb: "#fffbea",
    glow: "#fff0c4",
    glowOpacity: 0.6,
    elevation: 0.55,
    moon: false,
    haze: "#cfdfe4",
    light: "#fff0cf",
    lightAmount: 0.1,
    shade: "#2d3a4a",
    darkness: 0.06,
    silhouette: "#2e2a24",
    cloud: "#ffffff",
    cloudShade: "#c9d8ea",
    cloudOpacity: 0.92,
    water: ["#77c0dc", "#1d6b97"],
    stars: 0,
    warm: "#ffd27f",
    daylight: true,
  },
  midday: {
    name: "midday",
    sky: ["#2d78cc", "#79b9e8", "#dcefef"],
    orb: "#ffffff",
    glow: "#fff6d6",
    glowOpacity: 0.55,
    elevation: 0.85,
    moon: false,
    haze: "#bfd8e2",
    light: "#ffffff",
    lightAmount: 0,
    shade: "#1e2a38",
    darkness: 0,
    silhouette: "#2f2921",
    cloud: "#ffffff",
    cloudShade: "#cddcec",
    cloudOpacity: 0.95,
    water: ["#45bad4", "#0b6790"],
    stars: 0,
    warm: "#ffd27f",
    daylight: true,
  },
  golden: {
    name: "golden",
    sky: ["#5878b6", "#eea766", "#ffe3a8"],
    orb: "#fff4cc",
    glow: "#ffc66e",
    glowOpacity: 0.8,
    elevation: 0.22,
    moon: false,
    haze: "#efbd84",
    light: "#ffa540",
    lightAmount: 0.24,
    shade: "#552a1c",
    darkness: 0.26,
    silhouette: "#3a2315",
    cloud: "#ffdcaa",
    cloudShade: "#d99a7a",
    cloudOpacity: 0.9,
    water: ["#f3b676", "#4f4a70"],
    stars: 0,
    warm: "#ffd27f",
    daylight: true,
  },
  sunset: {
    name: "sunset",
    sky: ["#2b2f6c", "#cf5b6e", "#ffae5e"],
    orb: "#ffe6a3",
    glow: "#ff8c4e",
    glowOpacity: 0.9,
    elevation: 0.06,
    moon: false,
    haze: "#de7670",
    light: "#ff7d4c",
    lightAmount: 0.3,
    shade: "#2a1532",
    darkness: 0.55,
    silhouette: "#1f1022",
    cloud: "#ff9f7e",
    cloudShade: "#8f4470",
    cloudOpacity: 0.9,
    water: ["#f29470", "#33244f"],
    stars: 0,
    warm: "#ffd27f",
    daylight: false,
  },
  dusk: {
    name: "dusk",
    sky: ["#131a46", "#4d4184", "#e58a7a"],
    orb: "#ffd9b0",
    glow: "#f29a7f",
    glowOpacity: 0.65,
    elevation: -0.04,
    moon: false,
    haze: "#6f5e93",
    light: "#8a7ac4",
    lightAmount: 0.28,
    shade: "#141a37",
    darkness: 0.64,
    silhouette: "#100d21",
    cloud: "#c98aa2",
    cloudShade: "#4f3f78",
    cloudOpacity: 0.75,
    water: ["#8a76a8", "#17173e"],
    stars: 45,
    warm: "#ffc46a",
    daylight: false,
  },
  night: {
    name: "night",
    sky: ["#040a1c", "#0f1c40", "#2a4176"],
    orb: "#f6f2de",
    glow: "#9db4e4",
    glowOpacity: 0.5,
    elevation: 0.62,
    moon: true,
    haze: "#2c3f6e",
    light: "#6a88c4",
    lightAmount: 0.3,
    shade: "#060b1b",
    darkness: 0.74,
    silhouette: "#03060f",
    cloud: "#3c4d7c",
    cloudShade: "#1b2548",
    cloudOpacity: 0.6,
    water: ["#24386a", "#040a1c"],
    stars: 130,
    warm: "#ffbf5e",
    daylight: false,
  },
};

/** A surface colour under this palette's light (`material` is its midday colour). */
export function lit(pal: Palette, material: string): string {
  return mix(mix(material, pal.light, pal.lightAmount), pal.shade, pal.darkness);
}

/** Fade a colour toward the horizon haze: depth 0 = foreground, 1 = lost in haze. */
export function far(pal: Palette, color: string, depth: number): string {
  return mix(color, pal.haze, depth);
}

/** lit() then far(): a material at a given depth. */
export function surface(pal: Palette, material: string, depth = 0): string {
  return far(pal, lit(pal, material), depth);
}
