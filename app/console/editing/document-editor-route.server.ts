/**
 * The loader and action of a console page that edits one document (company details, terms, FAQs,
 * a service), built from what differs between them: which document, how it becomes form values
 * and how the posted form becomes a document again. The loader needs content:read and gives the
 * page its document as form values, its publishing state (decision 0039) and the done notice; the
 * action needs content:write and ends in handleDocumentIntents.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, Params } from "react-router";
import type { PublishableEntity } from "#domain/publishing.ts";
import type { CatalogueEditorConsole, DraftSummary, EditStatus, RevisionEntry } from "#domain/catalogue-editor-context.ts";
import { readForm, type FormValues } from "../lib/forms.server.ts";
import { handleDocumentIntents, type DocumentEditor, type ParsedDocument } from "./document-intents.server.ts";
import type { ConsoleArea } from "#domain/site-context.ts";
import { consoleOf } from "../../lib/areas.ts";

/** What every document's editor view has (SiteDocumentEditorView, ServiceEditorView). */
interface EditedView {
  status: EditStatus;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
  base: string;
}

export interface DocumentEditorRoute<View extends EditedView, Extra extends object> {
  entity: PublishableEntity;
  /** The document's id, from the URL or the one of a site-wide document. */
  id(params: Params): number;
  /** The page, where a save, publish or restore goes back to. */
  path(id: number): string;
  /** The document's editor view; null answers 404. */
  view(area: ConsoleArea, id: number): Promise<View | null>;
  editor(area: ConsoleArea, id: number): DocumentEditor;
  toForm(view: View): Record<string, string>;
  /** More for the page's form (a choice of images). */
  extra?(area: ConsoleArea): Promise<Extra>;
  /** The posted values as the parser reads them. */
  prepare?(values: FormValues, area: ConsoleArea): Promise<FormValues>;
  /** The page's form parser, the same as the browser's check before posting. */
  parse(values: FormValues): ParsedDocument;
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

export function documentEditorRoute<View extends EditedView, Extra extends object = object>(page: DocumentEditorRoute<View, Extra>) {
  return {
    async loader({ context, params, request }: LoaderFunctionArgs) {
      const area = consoleOf(context);
      await area.staff.require("content:read");
      const id = page.id(params);
      const view = await page.view(area, id);
      if (!view) throw new Response(null, { status: 404 });
      const publishing = await area.catalogueEditor.publishing.view(page.entity, id);
      const extra = page.extra ? await page.extra(area) : ({} as Extra);
      return { view, publishing, values: page.toForm(view), done: new URL(request.url).searchParams.get("done"), ...extra };
    },
    async action({ context, params, request }: ActionFunctionArgs) {
      const area = consoleOf(context);
      await area.staff.require("content:write");
      const id = page.id(params);
      const posted = await readForm(request);
      const values = page.prepare ? await page.prepare(posted, area) : posted;
      return handleDocumentIntents(values, page.path(id), page.editor(area, id), () => page.parse(values), { context, entity: page.entity, id });
    },
  };
}
