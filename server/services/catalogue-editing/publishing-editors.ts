/**
 * Every publishable entity's editor in the one shape the scheduler calls (decisions 0030, 0039):
 * save and publish by entity id. Packages, stories, destinations and services already have that
 * shape; the site-wide documents are the only one of their kind (id 1) and a slider set's id is its
 * page set's number, so their editors are wrapped rather than given a second, id-taking API.
 */
import type { EditorResult } from "#domain/catalogue-editor-context.ts";
import type { PublishableEntity } from "#domain/publishing.ts";
import { sliderSetOf } from "#domain/slider-document.ts";
import type { ActingStaff, LiveChangeOptions } from "./entity-editor.ts";
import type { PublishingEditor } from "./scheduled-publishing.ts";
import type { SliderEditor } from "./sliders.ts";

/** A document that is the only one of its kind: its editor takes no id. */
interface SingleDocumentEditor {
  saveDraft(input: unknown, by: ActingStaff, base?: string): Promise<EditorResult>;
  publish(input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>>;
}

const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "There is no such document." } };

/** The single document's editor under id 1; any other id names nothing. */
function single(editor: SingleDocumentEditor): PublishingEditor {
  return {
    saveDraft: async (id, input, by, base) => (id === 1 ? editor.saveDraft(input, by, base) : NOT_FOUND),
    publish: async (id, input, by, base, options) => (id === 1 ? editor.publish(input, by, base, options) : NOT_FOUND),
  };
}

/** The slider editor, one entity per page set. */
function sliderSets(sliders: Pick<SliderEditor, "saveDraft" | "publish">): PublishingEditor {
  return {
    saveDraft: async (id, input, by, base) => {
      const set = sliderSetOf(id);
      return set ? sliders.saveDraft(set, input, by, base) : NOT_FOUND;
    },
    publish: async (id, input, by, base, options) => {
      const set = sliderSetOf(id);
      return set ? sliders.publish(set, input, by, base, options) : NOT_FOUND;
    },
  };
}

export function publishingEditors(e: {
  packages: PublishingEditor;
  stories: PublishingEditor;
  destinations: PublishingEditor;
  services: PublishingEditor;
  company: SingleDocumentEditor;
  terms: SingleDocumentEditor;
  faqs: SingleDocumentEditor;
  pageHeaders: SingleDocumentEditor;
  gallery: SingleDocumentEditor;
  sliders: Pick<SliderEditor, "saveDraft" | "publish">;
}): Record<PublishableEntity, PublishingEditor> {
  return {
    package: e.packages,
    story: e.stories,
    destination: e.destinations,
    service: e.services,
    company: single(e.company),
    terms: single(e.terms),
    faqs: single(e.faqs),
    page_headers: single(e.pageHeaders),
    gallery: single(e.gallery),
    slider: sliderSets(e.sliders),
  };
}
