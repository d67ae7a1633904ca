/**
 * A destination as an editor edits it (decisions 0023, 0025): name, type, continents, a short
 * description for cards, and the rich-text description of its page (the editor's document; the
 * server renders and sanitizes `description_html` from it). ONE schema for form, action and service.
 */
import { z } from "zod";
import { CONTINENT_ORDER } from "./continents.ts";
import { idField, imageUseSchema, postedList } from "./image-list.ts";
import { richTextField } from "./rich-text.ts";

export const DESTINATION_ENTITY = "destination";
export const DESTINATION_TYPES = ["popular", "hidden"] as const;
export const DESTINATION_TYPE_LABELS: Record<(typeof DESTINATION_TYPES)[number], string> = {
  popular: "Popular destination",
  hidden: "Hidden gem",
};

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));

export const destinationDocumentSchema = z.object({
  name: text(120).pipe(z.string().min(1, "Enter a name.")),
  destination_type: z.enum(DESTINATION_TYPES, { error: "Choose popular or hidden gem." }),
  continents: z.preprocess(
    (v) => (Array.isArray(v) ? v : v == null || v === "" ? [] : String(v).split("\n")),
    z
      .array(z.enum(CONTINENT_ORDER as unknown as [string, ...string[]], { error: "Choose continents from the list." }))
      .min(1, "Choose at least one continent."),
  ),
  description: text(1000),
  description_doc: richTextField,
  /** Server-rendered from description_doc; from a form without JavaScript, the HTML typed (sanitized). */
  description_html: text(200_000),
  /**
   * The destination's photos in order, the first the primary one (decision 0028). Absent from
   * drafts saved before images could be edited: publishing those leaves the live images alone.
   */
  images: z.array(imageUseSchema).max(20, "At most 20 images.").optional(),
});

export type DestinationDocument = z.output<typeof destinationDocumentSchema>;

export function destinationErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = head === undefined ? "form" : head === "description_doc" || head === "continents" ? String(head) : issue.path.map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

// ---- The console form (decision 0072): the document's own shape, read by Conform with the
// document's schema. Continents are checkboxes named `continents`, images a list (`images[0].alt`).

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The destination form as posted: no continent ticked is none, no image posted is none. */
export const destinationFormSchema = z.preprocess((v) => {
  const form = record(v);
  if (!form) return v;
  const continents = form.continents;
  return { ...form, continents: Array.isArray(continents) ? continents : continents == null || continents === "" ? [] : [continents], images: postedList(form, "images") };
}, destinationDocumentSchema);

/** The destination form's first values. */
export function destinationToForm(doc: DestinationDocument) {
  return {
    name: doc.name,
    destination_type: doc.destination_type,
    continents: [...doc.continents],
    description: doc.description,
    description_doc: doc.description_doc ? JSON.stringify(doc.description_doc) : "",
    description_html: doc.description_html,
    images: (doc.images ?? []).map((img) => ({ id: idField(img.id), image_key: img.image_key, alt: img.alt })),
  };
}
