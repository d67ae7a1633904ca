/**
 * Ordered image lists as the console edits them (packages, destinations, the gallery, sliders): one
 * use of an image and its fields as the Conform forms post them (decision 0072), shared by the
 * console (browser and actions) and the server.
 */
import { z } from "zod";
import { isImageKey } from "./images.ts";

/** An image key from the library or the seeded illustrations; the server also checks it exists. */
export const imageKeyField = z.preprocess(
  (v) => (v == null ? "" : String(v).trim()),
  z.string().min(1, "Choose an image.").refine(isImageKey, "That is not an image of the media library."),
);

/** One use of an image on a page: which image, and the alt text for this use. */
export const imageUseSchema = z.object({
  id: z.preprocess((v) => (v === "" || v === null || v === undefined ? null : Number(v)), z.number().int().positive().nullable()),
  image_key: imageKeyField,
  alt: z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(300, "At most 300 characters.")),
});

/** A readable title from an uploaded file's name: "IMG_2041-mara_sunset.jpg" -> "IMG 2041 mara sunset". */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[A-Za-z0-9]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
}

/** A form's list as Conform reads it: none posted is an empty list. */
export const postedList = (form: unknown, name: string): unknown[] => {
  const value = form && typeof form === "object" ? (form as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) ? value : [];
};

/** An image use's id as a form field: empty for a new one. */
export const idField = (id: number | null | undefined) => (id == null ? "" : String(id));
