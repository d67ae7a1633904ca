/**
 * The CatalogueEditorConsole of one request (domain/catalogue-editor-context.ts): each method asks
 * the staff gate for a member with `content:write`, so a page that forgot its check still cannot
 * read drafts or publish, and the actor always comes from the session.
 */
import type { CatalogueEditorConsole } from "#domain/catalogue-editor-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { PackageEditor } from "./packages.ts";
import type { DestinationEditor } from "./destinations.ts";
import type { StoryEditor } from "./stories.ts";

export function createCatalogueEditorConsole(deps: { packages: PackageEditor; stories: StoryEditor; destinations: DestinationEditor; gate: StaffGate; ip: string | null }): CatalogueEditorConsole {
  const { packages, stories, destinations, gate, ip } = deps;
  const as = async () => {
    const member = await gate.require("content:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  return {
    packages: async () => (await as(), packages.list()),
    package: async (id) => (await as(), packages.view(id)),
    packageChoices: async () => (await as(), packages.choices()),
    createPackage: async (input) => packages.create(input, await as()),
    saveDraft: async (id, input, base) => packages.saveDraft(id, input, await as(), base),
    publish: async (id, input, base) => packages.publish(id, input, await as(), base),
    restore: async (id, revisionId) => packages.restore(id, revisionId, await as()),
    discardDraft: async (id) => packages.discardDraft(id, await as()),
    destinations: {
      list: async () => (await as(), destinations.list()),
      view: async (id) => (await as(), destinations.view(id)),
      saveDraft: async (id, input, base) => destinations.saveDraft(id, input, await as(), base),
      publish: async (id, input, base) => destinations.publish(id, input, await as(), base),
      archive: async (id) => destinations.archive(id, await as()),
      restore: async (id, revisionId) => destinations.restore(id, revisionId, await as()),
      discardDraft: async (id) => destinations.discardDraft(id, await as()),
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
