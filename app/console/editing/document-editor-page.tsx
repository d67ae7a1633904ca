/**
 * The page around the form of an editor built by documentEditorRoute: status, preview and
 * schedule, the done notice, the form (errors, base revision, the page's fields, Publish later,
 * Save and Publish), Discard and the history. A Conform form (decision 0072): the document's schema
 * checks it in the browser before it posts, and the server reads it with the same schema; without
 * JavaScript the server's answer shows the same messages with what was typed.
 */
import type { FormMetadata } from "@conform-to/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import type { DraftSummary, RevisionEntry } from "#domain/catalogue-editor-context.ts";
import type { EditingStatus } from "./status.ts";
import type { PublishingView } from "#domain/publishing.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { OnceField } from "../components/once-field.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "./editing-parts.tsx";
import { EDITOR_STATUS_LABELS } from "./status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "./publishing-parts.tsx";
import { useDocumentForm } from "./use-document-form.ts";

export interface DocumentEditorData {
  /** Null while the entity is being created (a new story): no status, publishing, history or base yet. */
  view: { status: EditingStatus; draft: DraftSummary | null; revisions: RevisionEntry[]; base: string } | null;
  publishing: PublishingView | null;
  done: string | null;
  /** The one-time token of a form that creates (decision 0043). */
  once?: string | null;
}

interface Props {
  title: ReactNode;
  /** Above the title (a link back to the list). */
  before?: ReactNode;
  /** Under the title. */
  intro?: ReactNode;
  formLabel: string;
  /** The public page, while there is one. */
  siteHref: string | null;
  /** The notices after Publish and Discard, which name what changed (and any of the page's own, "archived"). */
  done: { published: string; discarded: string } & Record<string, string>;
  /** Under the status and the done notice (how many photos the site shows). */
  note?: ReactNode;
  /** Between Discard and the history (Archive), given whether a post is under way. */
  after?: (busy: boolean) => ReactNode;
  /** Under "Unpublished changes". */
  discardNote?: string;
  /** The history's text while it is empty. */
  historyEmpty?: string;
  /** The newest revision is always what the site shows. */
  markLatestLive?: boolean;
  /** The status as the list names it ("Draft changes") rather than as editors do. */
  plainStatus?: boolean;
  /** Whether Discard is offered: while there is a draft, unless the page says otherwise. */
  discardable?: boolean;
  /** The Save button's text ("Create draft"). */
  saveLabel?: string;
}

/** The fields as the page's inputs read them, named as Conform names them (`sections[0].title`). */
export interface ConformField {
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** What a page's rows need: Conform's form and fields, and what a row button does besides its intent. */
export interface EditorRows<V extends Record<string, unknown>> {
  form: FormMetadata<V>;
  fields: ReturnType<FormMetadata<V>["getFieldset"]>;
  /**
   * The props of a row button (add, remove, move): Conform's intent, and on a press the focus for
   * `focus` once the form is drawn with it (the unsaved-changes guard counts the press as typing).
   */
  rowButton(intent: ButtonHTMLAttributes<HTMLButtonElement>, focus: string): ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * The page of an editor built by conformDocumentRoute (decision 0072): the same page around a
 * Conform form whose schema is the server's parse. Save, Publish and Schedule check it in the
 * browser first; row buttons are Conform's intents (in place with JavaScript, posted without).
 */
export function DocumentEditorPage<V extends Record<string, unknown>>({
  data,
  result,
  schema,
  title,
  before,
  intro,
  formLabel,
  siteHref,
  done: doneMessages,
  note,
  after,
  discardNote,
  historyEmpty = "Not edited in the console yet. The first publish keeps the current version here too.",
  markLatestLive,
  plainStatus = false,
  discardable,
  saveLabel,
  errorName,
  publishSchema,
  children,
}: Props & {
  data: DocumentEditorData & { values: V };
  result: unknown;
  schema: z.ZodType;
  /** The schema for Publish and Schedule when they check more than Save (every photo's alt text). */
  publishSchema?: z.ZodType;
  /** The field an error is shown at, when it is not the one its path names. */
  errorName?: (name: string) => string;
  children(field: ConformField, busy: boolean, rows: EditorRows<V>): ReactNode;
}) {
  const { view, publishing, done } = data;
  const { form, fields, values, errors, onSubmit, rowButton, busy } = useDocumentForm({ values: data.values, result, schema, publishSchema, errorName });

  const DONE: Record<string, string> = {
    ...PUBLISHING_DONE,
    saved: "Draft saved. The public site is unchanged until you publish.",
    restored: "The revision is now your draft. Check it, then publish.",
    ...doneMessages,
  };

  return (
    <div className="c-editor">
      {before}
      <h1>{title}</h1>
      {intro}
      {view ? <EditorStatus status={view.status} statusLabel={plainStatus ? undefined : EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref={siteHref} /> : null}
      {publishing ? <PublishingStatus publishing={publishing} busy={busy} /> : null}
      {note}
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        {data.once ? <OnceField token={values.once ?? data.once} /> : null}
        <ErrorSummary errors={errors} />
        {/* The first submit button is what Enter in a field presses: Save, not a row's Remove. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          Save draft
        </button>
        {view ? <input type="hidden" name="base" value={values.base ?? view.base} /> : null}
        {children({ values, errors }, busy, { form, fields, rowButton })}
        {view ? <SchedulePublish values={values} errors={errors} busy={busy} /> : null}
        <DraftActions busy={busy} saveLabel={saveLabel} />
      </Form>
      {(discardable ?? !!view?.draft) ? <DiscardDraft busy={busy} note={discardNote} /> : null}
      {after?.(busy)}
      {view ? <RevisionHistory revisions={view.revisions} busy={busy} markLatestLive={markLatestLive} empty={historyEmpty} /> : null}
    </div>
  );
}
