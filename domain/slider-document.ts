/**
 * A page's slider image set (SPEC §3 slider-images, decision 0028) as an editor edits it: the
 * slides in order, each an image with its alt text and caption; the first is the primary one.
 * One entity per page set on the draft / publish machinery of decision 0023.
 */
import { z } from "zod";
import { idField, imageUseSchema, postedList } from "./image-list.ts";
import { withPublishProblems } from "./publish-problems.ts";

export const SLIDER_ENTITY = "slider";
export const SLIDER_PAGE_SET_NAMES = ["home", "about", "gallery", "destinations", "services", "packages", "blog"] as const;
export type SliderPageSetName = (typeof SLIDER_PAGE_SET_NAMES)[number];
export const SLIDER_PAGE_SET_LABELS: Record<SliderPageSetName, string> = {
  home: "Home",
  about: "About",
  gallery: "Gallery",
  destinations: "Destinations",
  services: "Services",
  packages: "Packages",
  blog: "Stories",
};

/** The public page each set's slider is on (the editor's "see the page" link, the preview link). */
export const SLIDER_PAGE_PATHS: Record<SliderPageSetName, string> = {
  home: "/",
  about: "/about",
  gallery: "/gallery",
  destinations: "/destinations",
  services: "/services",
  packages: "/packages",
  blog: "/blogs",
};

/** Drafts and revisions are kept by number: the page set's place in the list, from 1. */
export const sliderEntityId = (set: SliderPageSetName) => SLIDER_PAGE_SET_NAMES.indexOf(set) + 1;
/** The page set a slider's entity id stands for; undefined for a number that is none. */
export const sliderSetOf = (id: number): SliderPageSetName | undefined => (Number.isInteger(id) ? SLIDER_PAGE_SET_NAMES[id - 1] : undefined);
export const isSliderPageSet = (v: string): v is SliderPageSetName => (SLIDER_PAGE_SET_NAMES as readonly string[]).includes(v);

export const slideSchema = imageUseSchema.extend({
  caption: z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(160, "At most 160 characters.")),
});

export const sliderDocumentSchema = z.object({
  slides: z.array(slideSchema).max(12, "At most 12 slides.").default([]),
});
export type SliderDocument = z.output<typeof sliderDocumentSchema>;

/** Every slide needs alt text before the set is published; a set may be empty (the page's fallback shows). */
export function sliderPublishProblems(doc: SliderDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  doc.slides.forEach((s, i) => {
    if (!s.alt) problems[`slides.${i}.alt`] = `Write alt text for slide ${i + 1} before publishing.`;
  });
  return problems;
}

/** A slider form as Conform posts it (decision 0072): `slides[0].alt`; no slide posted is none. */
export const sliderFormSchema = z.preprocess((v) => ({ slides: postedList(v, "slides") }), sliderDocumentSchema);
/** The form as Publish checks it in the browser. */
export const sliderPublishFormSchema = withPublishProblems(sliderFormSchema, sliderPublishProblems, "This slider cannot be published yet.");

/** A slider form's first values. */
export function sliderToForm(doc: SliderDocument) {
  return { slides: doc.slides.map((s) => ({ id: idField(s.id), image_key: s.image_key, alt: s.alt, caption: s.caption })) };
}
