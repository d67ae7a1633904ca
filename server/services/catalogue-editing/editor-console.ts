/**
 * The CatalogueEditorConsole of one request (domain/catalogue-editor-context.ts): each method asks
 * the staff gate for a member with `content:write`, so a page that forgot its check still cannot
 * read drafts or publish, and the actor always comes from the session.
 */
import type { CatalogueEditorConsole, SiteDocumentEditorConsole } from "#domain/catalogue-editor-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { PackageEditor } from "./packages.ts";
import type { DestinationEditor } from "./destinations.ts";
import type { StoryEditor } from "./stories.ts";
import type { SiteDocumentEditor } from "./site-documents.ts";
import type { ServiceEditor } from "./services.ts";
import type { CompanyDetails } from "#domain/company-details.ts";
import type { FaqsDocument, TermsDocument } from "#domain/site-pages.ts";
import type { PageHeadersDocument } from "#domain/page-headers-schema.ts";
import type { CataloguePreviews } from "./previews.ts";
import type { PublishScheduler } from "./scheduled-publishing.ts";
import type { GalleryEditor } from "./gallery.ts";
import type { SliderEditor } from "./sliders.ts";

export function createCatalogueEditorConsole(deps: {
  packages: PackageEditor;
  stories: StoryEditor;
  destinations: DestinationEditor;
  company: SiteDocumentEditor<CompanyDetails>;
  terms: SiteDocumentEditor<TermsDocument>;
  faqs: SiteDocumentEditor<FaqsDocument>;
  pageHeaders: SiteDocumentEditor<PageHeadersDocument>;
  services: ServiceEditor;
  gallery: GalleryEditor;
  sliders: SliderEditor;
  publishing: { previews: CataloguePreviews; scheduler: PublishScheduler; origin: string };
  gate: StaffGate;
  ip: string | null;
}): CatalogueEditorConsole {
  const { packages, stories, destinations, company, terms, faqs, pageHeaders, services, gallery, sliders, gate, ip } = deps;
  const { previews, scheduler, origin } = deps.publishing;
  const as = async () => {
    const member = await gate.require("content:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  // One shape for the company's details, the terms and the FAQs (decision 0029).
  const siteDocument = <Doc,>(editor: SiteDocumentEditor<Doc>): SiteDocumentEditorConsole<Doc> => ({
    view: async () => (await as(), editor.view()),
    saveDraft: async (input, base) => editor.saveDraft(input, await as(), base),
    publish: async (input, base) => editor.publish(input, await as(), base),
    restore: async (revisionId) => editor.restore(revisionId, await as()),
    discardDraft: async () => editor.discardDraft(await as()),
  });
  return {
    publishing: {
      view: async (entity, id) => {
        const { actor } = await as();
        const [preview, schedule] = await Promise.all([previews.link(entity, id, actor.id, origin), scheduler.forEntity(entity, id)]);
        return { preview, schedule };
      },
      schedule: async (entity, id, input, base, publishAt) => scheduler.schedule(entity, id, input, base, publishAt, await as()),
      cancelSchedule: async (entity, id, scheduleId) => scheduler.cancel(entity, id, scheduleId, await as()),
      upcoming: async () => (await as(), scheduler.upcoming()),
    },
    packages: async () => (await as(), packages.list()),
    package: async (id) => (await as(), packages.view(id)),
    packageChoices: async () => (await as(), packages.choices()),
    createPackage: async (input) => packages.create(input, await as()),
    saveDraft: async (id, input, base) => packages.saveDraft(id, input, await as(), base),
    publish: async (id, input, base) => packages.publish(id, input, await as(), base),
    restore: async (id, revisionId) => packages.restore(id, revisionId, await as()),
    discardDraft: async (id) => packages.discardDraft(id, await as()),
    archivePackage: async (id) => packages.archive(id, await as()),
    unarchivePackage: async (id) => packages.unarchive(id, await as()),
    company: siteDocument(company),
    terms: siteDocument(terms),
    faqs: siteDocument(faqs),
    pageHeaders: siteDocument(pageHeaders),
    services: {
      list: async () => (await as(), services.list()),
      view: async (id) => (await as(), services.view(id)),
      saveDraft: async (id, input, base) => services.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => services.publish(id, input, await as(), base),
      restore: async (id, revisionId) => services.restore(id, revisionId, await as()),
      discardDraft: async (id) => services.discardDraft(id, await as()),
    },
    destinations: {
      list: async () => (await as(), destinations.list()),
      view: async (id) => (await as(), destinations.view(id)),
      saveDraft: async (id, input, base) => destinations.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => destinations.publish(id, input, await as(), base),
      archive: async (id) => destinations.archive(id, await as()),
      restore: async (id, revisionId) => destinations.restore(id, revisionId, await as()),
      discardDraft: async (id) => destinations.discardDraft(id, await as()),
    },
    gallery: {
      view: async () => (await as(), gallery.view()),
      saveDraft: async (input, base) => gallery.saveDraft(input, await as(), base),
      publish: async (input, base) => gallery.publish(input, await as(), base),
      restore: async (revisionId) => gallery.restore(revisionId, await as()),
      discardDraft: async () => gallery.discardDraft(await as()),
    },
    sliders: {
      view: async (set) => (await as(), sliders.view(set)),
      saveDraft: async (set, input, base) => sliders.saveDraft(set, input, await as(), base),
      publish: async (set, input, base) => sliders.publish(set, input, await as(), base),
      restore: async (set, revisionId) => sliders.restore(set, revisionId, await as()),
      discardDraft: async (set) => sliders.discardDraft(set, await as()),
    },
    stories: {
      list: async () => (await as(), stories.list()),
      view: async (id) => (await as(), stories.view(id)),
      imageChoices: async () => (await as(), stories.imageChoices()),
      create: async (input) => stories.create(input, await as()),
      saveDraft: async (id, input, base) => stories.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => stories.publish(id, input, await as(), base),
      archive: async (id) => stories.archive(id, await as()),
      restore: async (id, revisionId) => stories.restore(id, revisionId, await as()),
      discardDraft: async (id) => stories.discardDraft(id, await as()),
    },
  };
}
