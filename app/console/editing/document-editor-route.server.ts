/**
 * The loader and action of a console page that edits one document (company details, terms, FAQs,
 * a service), built from what differs between them: which document, how it becomes form values
 * and the schema that reads the posted form as a document (with Conform, decision 0072). The loader
 * needs content:read and gives the page its document as form values, its publishing state
 * (decision 0039) and the done notice; the action needs content:write, answers a row button with
 * the form changed and ends in handleDocumentIntents.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type Params } from "react-router";
import type { z } from "zod";
import type { PublishableEntity } from "#domain/publishing.ts";
import type { CatalogueEditorConsole, DraftSummary, EditorResult, RevisionEntry, StoryStatus } from "#domain/catalogue-editor-context.ts";
import { formFailure, wellFormedForm, type FormValues } from "../lib/forms.server.ts";
import { INTENT_FIELD, parseForm, refusal } from "../lib/conform.ts";
import { handleDocumentIntents, type DocumentEditor } from "./document-intents.server.ts";
import type { ConsoleArea } from "#domain/site-context.ts";
import { consoleOf } from "../lib/console-area.ts";

/** What every document's editor view has (SiteDocumentEditorView, ServiceEditorView). */
interface EditedView {
  /** A site document's or service's status, or an entity's that can be archived (a destination). */
  status: StoryStatus;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

interface DocumentRoute<View extends EditedView, Extra extends object> {
  entity: PublishableEntity;
  /** The document's id, from the URL or the one of a site-wide document. */
  id(params: Params): number;
  /** The page, where a save, publish or restore goes back to. */
  path(id: number): string;
  /** The document's editor view; null answers 404. */
  view(area: ConsoleArea, id: number): Promise<View | null>;
  editor(area: ConsoleArea, id: number): DocumentEditor;
  /** More for the page's form (a choice of images). */
  extra?(area: ConsoleArea): Promise<Extra>;
}

/** A site-wide document (decision 0029): one of each, edited at /console/{name}. */
export function siteDocument<K extends "company" | "terms" | "faqs">(name: K) {
  const editor = (area: ConsoleArea): CatalogueEditorConsole[K] => area.catalogueEditor[name];
  return {
    entity: name,
    id: () => 1,
    path: () => `/console/${name}`,
    // Called on an index by a type parameter, view() is typed as any document's; K names the one.
    view: (area: ConsoleArea) => editor(area).view() as ReturnType<CatalogueEditorConsole[K]["view"]>,
    editor,
  };
}

/**
 * A document editor whose form is a Conform form (decision 0072): the form's values are the
 * schema's input (lists of rows, named `sections[0].title`), the schema is the server's parse and
 * the browser's, and row buttons are Conform's intents. The schema's output is the document.
 */
export interface DocumentEditorRoute<View extends EditedView, Extra extends object, S extends z.ZodType, Values extends Record<string, unknown>> extends DocumentRoute<View, Extra> {
  /** The form's first values (Conform's defaultValue), from the document: what the schema reads. */
  toForm(view: View): Values;
  /** The posted form as the schema reads it (a badge's alt text from the library). */
  prepare?(formData: FormData, area: ConsoleArea): Promise<FormData>;
  schema: S;
  /**
   * A row button the server carries out (an image added from the library's select without
   * JavaScript): Conform's reply with the form changed, or null for any other post.
   */
  serverRows?(formData: FormData, area: ConsoleArea): Promise<unknown>;
  /** Buttons of the page's own forms besides Restore and Discard (Archive): the service's result and the done notice. */
  otherIntents?: Record<string, { run(area: ConsoleArea, id: number): Promise<EditorResult>; done: string }>;
}

function documentLoader<View extends EditedView, Extra extends object, Values>(page: DocumentRoute<View, Extra> & { toForm(view: View): Values }) {
  return async ({ context, params, request }: LoaderFunctionArgs) => {
    const area = consoleOf(context);
    await area.staff.require("content:read");
    const id = page.id(params);
    const view = await page.view(area, id);
    if (!view) throw new Response(null, { status: 404 });
    const publishing = await area.catalogueEditor.publishing.view(page.entity, id);
    const extra = page.extra ? await page.extra(area) : ({} as Extra);
    return { view, publishing, values: page.toForm(view), done: new URL(request.url).searchParams.get("done"), ...extra };
  };
}

/** Intents posted by the page's other forms (the history, Discard, Cancel the schedule): they read nothing of the editor's form. */
const OTHER_FORMS = new Set(["restore", "discard", "cancel-schedule"]);

export function documentEditorRoute<View extends EditedView, S extends z.ZodType, Values extends Record<string, unknown>, Extra extends object = object>(page: DocumentEditorRoute<View, Extra, S, Values>) {
  return {
    loader: documentLoader(page),
    async action({ context, params, request }: ActionFunctionArgs) {
      const area = consoleOf(context);
      await area.staff.require("content:write");
      const id = page.id(params);
      const posted = await wellFormedForm(request);
      const formData = page.prepare ? await page.prepare(posted, area) : posted;
      const values: FormValues = {};
      for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
      const other = page.otherIntents?.[values.intent ?? ""];
      if (other) {
        const result = await other.run(area, id);
        if (!result.ok) return formFailure(result.status, result.errors, values, values.intent);
        throw redirect(`${page.path(id)}?done=${other.done}`);
      }
      const rows = page.serverRows ? await page.serverRows(formData, area) : null;
      if (rows) return data(rows, { status: 200 });
      const submission = parseForm(formData, page.schema);
      // A row button (Conform's intent, posted without JavaScript) changes only the form: it comes
      // back with the row added, removed or moved, nothing saved and nothing marked wrong yet.
      if (formData.has(INTENT_FIELD)) return data(submission.reply(), { status: 200 });
      const parse = () => (submission.status === "success" ? { ok: true as const, doc: submission.value } : { ok: false as const, errors: {} });
      // A refusal of the editor's form is Conform's reply: the schema's errors, or the service's named as Conform names them.
      const fail = (status: number, errors: Record<string, string>) => data(submission.status === "success" ? submission.reply(refusal(errors)) : submission.reply(), { status });
      return handleDocumentIntents(values, page.path(id), page.editor(area, id), parse, { context, entity: page.entity, id }, OTHER_FORMS.has(values.intent ?? "") ? undefined : fail);
    },
  };
}
