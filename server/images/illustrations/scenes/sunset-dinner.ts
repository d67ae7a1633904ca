import type { SceneDefinition } from "../context.ts";
import { sky } from "../primitives.ts";

export const sunsetDinner: SceneDefinition = {
  palettes: ["morning", "golden"],
  mirror: true,
  draw: (ctx) => sky(ctx, 600),
};
