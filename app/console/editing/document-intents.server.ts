/**
 * The common end of the actions of the editors that edit one document on one page (company details,
 * terms, FAQs, a service, the gallery, a slider set): Restore and Discard, else the form parsed by
 * its page and saved as a draft, published (decision 0023) or scheduled (decision 0039), or a
 * schedule cancelled. Success goes back to the page with a done notice; a refusal shows the form
 * again with its errors and what was typed.
 */
import { redirect } from "react-router";
import type { EditorResult } from "#domain/catalogue-editor-context.ts";
import type { PublishableEntity } from "#domain/publishing.ts";
import { formFailure, type FormValues } from "../lib/forms.server.ts";
import { handlePublishingIntent } from "./publishing-intents.server.ts";
import type { AppContext } from "../../lib/areas.ts";

/** One document's editor, its id or page set (if it has one) already given. */
export interface DocumentEditor {
  saveDraft(doc: unknown, base?: string): Promise<EditorResult>;
  publish(doc: unknown, base?: string): Promise<EditorResult>;
  restore(revisionId: number): Promise<EditorResult>;
  discardDraft(): Promise<EditorResult>;
}

/** What a page's own form parser makes of the posted values. */
export type ParsedDocument = { ok: true; doc: unknown } | { ok: false; errors: Record<string, string> };

/** Which publishable entity the page edits, for "Publish later" and its Cancel (decision 0039). */
export interface SchedulingTarget {
  context: AppContext;
  entity: PublishableEntity;
  id: number;
}

/**
 * How the page answers a refusal of its own form (Save, Publish, Schedule): `formFailure` with what
 * was typed, unless the page's form is a Conform form (its reply). Restore, Discard and Cancel post
 * forms of their own and always answer with formFailure.
 */
export type DocumentFailure<F> = (status: number, errors: Record<string, string>) => F;

export async function handleDocumentIntents<F = ReturnType<typeof formFailure>>(
  values: FormValues,
  path: string,
  editor: DocumentEditor,
  parse: () => ParsedDocument,
  scheduling?: SchedulingTarget,
  formFail?: DocumentFailure<F>,
) {
  const intent = values.intent ?? "save";
  const back = (done: string) => redirect(`${path}?done=${done}`);
  const fail: DocumentFailure<F | ReturnType<typeof formFailure>> = formFail ?? ((status, errors) => formFailure(status, errors, values, intent));
  const publishingIntent = (document?: unknown) => (scheduling ? handlePublishingIntent(scheduling.context, scheduling.entity, scheduling.id, values, back, document, document === undefined ? undefined : fail) : null);
  const cancelled = await publishingIntent();
  if (cancelled) return cancelled;
  if (intent === "restore" || intent === "discard") {
    const result = intent === "restore" ? await editor.restore(Number(values.revision)) : await editor.discardDraft();
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(intent === "restore" ? "restored" : "discarded");
  }
  const parsed = parse();
  if (!parsed.ok) return fail(400, parsed.errors);
  const scheduled = await publishingIntent(parsed.doc);
  if (scheduled) return scheduled;
  const base = values.base || undefined;
  const result = intent === "publish" ? await editor.publish(parsed.doc, base) : await editor.saveDraft(parsed.doc, base);
  if (!result.ok) return fail(result.status, result.errors);
  throw back(intent === "publish" ? "published" : "saved");
}
