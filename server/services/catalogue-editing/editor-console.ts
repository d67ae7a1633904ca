/**
 * The CatalogueEditorConsole of one request (domain/catalogue-editor-context.ts): each method asks
 * the staff gate for a member with `content:write` (changes) or `content:read` (reading), so a page
 * that forgot its check still cannot read drafts or publish, and the actor always comes from the session.
 */
import type { CatalogueEditorConsole, SiteDocumentEditorConsole } from "#domain/catalogue-editor-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import { can } from "#domain/staff-roles.ts";
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
  // Reading drafts, revisions and lists is for every role that reads content, viewers included
  // (issue 24 item 7); every change still needs `content:write`.
  const read = async () => gate.require("content:read");
  // One shape for the company's details, the terms and the FAQs (decision 0029).
  const siteDocument = <Doc,>(editor: SiteDocumentEditor<Doc>): SiteDocumentEditorConsole<Doc> => ({
    view: async () => (await read(), editor.view()),
    saveDraft: async (input, base) => editor.saveDraft(input, await as(), base),
    publish: async (input, base) => editor.publish(input, await as(), base),
    restore: async (revisionId) => editor.restore(revisionId, await as()),
    discardDraft: async () => editor.discardDraft(await as()),
  });
  return {
    publishing: {
      view: async (entity, id) => {
        const member = await read();
        // A preview link opens only for a member who may edit content (previews.ts), so others get none.
        const preview = can(member.role, "content:write") ? previews.link(entity, id, member.id, origin) : Promise.resolve(null);
        const [link, schedule] = await Promise.all([preview, scheduler.forEntity(entity, id)]);
        return { preview: link, schedule };
      },
      schedule: async (entity, id, input, base, publishAt) => scheduler.schedule(entity, id, input, base, publishAt, await as()),
      cancelSchedule: async (entity, id, scheduleId) => scheduler.cancel(entity, id, scheduleId, await as()),
      upcoming: async () => (await read(), scheduler.upcoming()),
    },
    packages: async () => (await read(), packages.list()),
    package: async (id) => (await read(), packages.view(id)),
    packageChoices: async () => (await read(), packages.choices()),
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
      list: async () => (await read(), services.list()),
      view: async (id) => (await read(), services.view(id)),
      saveDraft: async (id, input, base) => services.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => services.publish(id, input, await as(), base),
      restore: async (id, revisionId) => services.restore(id, revisionId, await as()),
      discardDraft: async (id) => services.discardDraft(id, await as()),
    },
    destinations: {
      list: async () => (await read(), destinations.list()),
      view: async (id) => (await read(), destinations.view(id)),
      saveDraft: async (id, input, base) => destinations.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => destinations.publish(id, input, await as(), base),
      archive: async (id) => destinations.archive(id, await as()),
      restore: async (id, revisionId) => destinations.restore(id, revisionId, await as()),
      discardDraft: async (id) => destinations.discardDraft(id, await as()),
    },
    gallery: {
      view: async () => (await read(), gallery.view()),
      saveDraft: async (input, base) => gallery.saveDraft(input, await as(), base),
      publish: async (input, base) => gallery.publish(input, await as(), base),
      restore: async (revisionId) => gallery.restore(revisionId, await as()),
      discardDraft: async () => gallery.discardDraft(await as()),
    },
    sliders: {
      view: async (set) => (await read(), sliders.view(set)),
      saveDraft: async (set, input, base) => sliders.saveDraft(set, input, await as(), base),
      publish: async (set, input, base) => sliders.publish(set, input, await as(), base),
      restore: async (set, revisionId) => sliders.restore(set, revisionId, await as()),
      discardDraft: async (set) => sliders.discardDraft(set, await as()),
    },
    stories: {
      list: async () => (await read(), stories.list()),
      view: async (id) => (await read(), stories.view(id)),
      imageChoices: async () => (await read(), stories.imageChoices()),
      create: async (input) => stories.create(input, await as()),
      saveDraft: async (id, input, base) => stories.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => stories.publish(id, input, await as(), base),
      archive: async (id) => stories.archive(id, await as()),
      restore: async (id, revisionId) => stories.restore(id, revisionId, await as()),
      discardDraft: async (id) => stories.discardDraft(id, await as()),
    },
  };
}
