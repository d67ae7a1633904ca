/**
 * The gallery as an editor edits it (SPEC §3 gallery, decision 0028): ONE document for the whole
 * gallery, the ordered list of its photos with title, description and alt text, on the draft /
 * publish / revision pattern of decision 0023. The same schema checks the console form in the
 * browser, the action and the service.
 */
import { z } from "zod";
import { idField, imageKeyField, postedList } from "./image-list.ts";
import { withPublishProblems } from "./publish-problems.ts";

export const GALLERY_ENTITY = "gallery";
/** The gallery is one entity; drafts and revisions need an id. */
export const GALLERY_ID = 1;
/** Photos at most: the whole form stays under the console's 32 KB body limit. */
export const MAX_GALLERY_ITEMS = 80;

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));

export const galleryItemSchema = z.object({
  id: z.preprocess((v) => (v === "" || v === null || v === undefined ? null : Number(v)), z.number().int().positive().nullable()),
  image_key: imageKeyField,
  title: text(120),
  description: text(300),
  alt_text: text(300),
});

export const galleryDocumentSchema = z.object({
  items: z.array(galleryItemSchema).max(MAX_GALLERY_ITEMS, `At most ${MAX_GALLERY_ITEMS} photos.`).default([]),
});

export type GalleryDocument = z.output<typeof galleryDocumentSchema>;

/** Every photo needs a title and alt text before the gallery is published; errors name the field. */
export function galleryPublishProblems(doc: GalleryDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  doc.items.forEach((item, i) => {
    if (!item.title) problems[`items.${i}.title`] = `Give photo ${i + 1} a title before publishing.`;
    if (!item.alt_text) problems[`items.${i}.alt_text`] = `Write alt text for photo ${i + 1} before publishing.`;
  });
  return problems;
}

export function galleryErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** The gallery form as Conform posts it (decision 0072): `items[0].title`; no photo posted is none. */
export const galleryFormSchema = z.preprocess((v) => ({ items: postedList(v, "items") }), galleryDocumentSchema);
/** The form as Publish checks it in the browser. */
export const galleryPublishFormSchema = withPublishProblems(galleryFormSchema, galleryPublishProblems, "The gallery cannot be published yet.");

/** The gallery form's first values. */
export function galleryToForm(doc: GalleryDocument) {
  return { items: doc.items.map((item) => ({ id: idField(item.id), image_key: item.image_key, title: item.title, description: item.description, alt_text: item.alt_text })) };
}
