/**
 * What console loaders and actions get for the media library (decision 0026). Built per request by
 * the server; every method requires `content:write` itself, whatever the page checked. Uploads go to
 * POST /console/api/media (server/services/media-library/upload-route.ts), not through this.
 */
import type { MediaAsset } from "./media.ts";

export type MediaSaveResult = { ok: true; asset: MediaAsset } | { ok: false; status: number; errors: Record<string, string> };

export interface MediaConsole {
  /** Every image, newest first. */
  list(): Promise<MediaAsset[]>;
  /** Images with alt text, for pickers: an image without it cannot be used. */
  usable(): Promise<MediaAsset[]>;
  get(id: string): Promise<MediaAsset | null>;
  saveDetails(id: string, input: unknown): Promise<MediaSaveResult>;
}
