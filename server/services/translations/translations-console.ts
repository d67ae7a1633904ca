/**
 * The TranslationsConsole of one request (domain/translation-editing.ts): every read asks the staff
 * gate for `content:read` (viewers read translations as they read the other editors), every change
 * for `content:write`, and the actor always comes from the session.
 */
import type { StaffGate } from "#domain/staff-context.ts";
import type { TranslationsConsole } from "#domain/translation-editing.ts";
import type { TranslationEditing } from "./translation-editing.ts";

export function createTranslationsConsole(editing: TranslationEditing, gate: StaffGate, ip: string | null): TranslationsConsole {
  const read = () => gate.require("content:read");
  const as = async () => {
    const member = await gate.require("content:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  return {
    overview: async () => (await read(), editing.overview()),
    states: async (entity, id) => (await read(), editing.states(entity, id)),
    view: async (entity, id, locale) => (await read(), editing.view(entity, id, locale)),
    saveDraft: async (entity, id, locale, fields, base) => editing.saveDraft(entity, id, locale, fields, await as(), base),
    publish: async (entity, id, locale, fields, base) => editing.publish(entity, id, locale, fields, await as(), base),
    discardDraft: async (entity, id, locale) => editing.discardDraft(entity, id, locale, await as()),
  };
}
