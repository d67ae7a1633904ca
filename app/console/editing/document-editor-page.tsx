/**
 * The page around the form of an editor built by documentEditorRoute: status, preview and
 * schedule, the done notice, the form (errors, base revision, the page's fields, Publish later,
 * Save and Publish), Discard and the history. The page's parser checks the form in the browser
 * before it posts; without JavaScript the server's answer shows the same messages with what was typed.
 */
import { useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useRef, type ButtonHTMLAttributes, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import type { DraftSummary, EditStatus, RevisionEntry } from "#domain/catalogue-editor-context.ts";
import type { PublishingView } from "#domain/publishing.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "./editing-parts.tsx";
import { EDITOR_STATUS_LABELS } from "./status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "./publishing-parts.tsx";
import { submittedForm, useEditorForm } from "./use-editor-form.ts";
import type { ParsedDocument } from "./document-intents.server.ts";
import { bracketed, flatFields, INTENT_FIELD, parseForm, useErrorSummary, withoutCheck } from "../lib/conform.ts";
import type { FormFailure } from "../lib/forms.server.ts";

export interface DocumentEditorData {
  view: { status: EditStatus; draft: DraftSummary | null; revisions: RevisionEntry[]; base: string };
  publishing: PublishingView;
  values: Record<string, string>;
  done: string | null;
}

interface Props {
  data: DocumentEditorData;
  result: { values?: Record<string, string>; errors?: Record<string, string> } | undefined;
  title: ReactNode;
  /** Above the title (a link back to the list). */
  before?: ReactNode;
  /** Under the title. */
  intro?: ReactNode;
  formLabel: string;
  siteHref: string;
  /** The notices after Publish and Discard, which name what changed. */
  done: { published: string; discarded: string };
  parse(values: Record<string, string>): ParsedDocument;
  /** The page's fields, given what to show in them and whether a post is under way. */
  children(field: { values: Record<string, string>; errors: Record<string, string> }, busy: boolean): ReactNode;
}

export function DocumentEditorPage({ data, result, title, before, intro, formLabel, siteHref, done: doneMessages, parse, children }: Props) {
  const { view, publishing, done } = data;
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(data.values, result);
  const DONE: Record<string, string> = {
    ...PUBLISHING_DONE,
    saved: "Draft saved. The public site is unchanged until you publish.",
    restored: "The revision is now your draft. Check it, then publish.",
    ...doneMessages,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const parsed = parse(fields);
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
    } else setClientErrors(null);
  };

  return (
    <div className="c-editor">
      {before}
      <h1>{title}</h1>
      {intro}
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref={siteHref} />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label={formLabel}>
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        {children({ values, errors }, busy)}
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>
      {view.draft ? <DiscardDraft busy={busy} /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} empty="Not edited in the console yet. The first publish keeps the current version here too." />
    </div>
  );
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
   * `focus` once the form is drawn with it, and the page marked as changed (the unsaved-changes
   * guard listens for typing; a row changed in place is not typed).
   */
  rowButton(intent: ButtonHTMLAttributes<HTMLButtonElement>, focus: string): ButtonHTMLAttributes<HTMLButtonElement>;
}

/** A short fingerprint of the stored values: the form starts again from them when they change (a save, a restore). */
function fingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/** An answer of the action: Conform's reply for the editor's form, formFailure for the page's other forms. */
type ConformResult = SubmissionResult<string[]> | FormFailure | undefined;

/** A rich-text document's inner path (`sections[0].body_doc.content[1]`) means nothing to the editor: the field is the document. */
const folded = (errors: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) out[name.replace(/(_doc)[.[].*$/, "$1")] ??= message;
  return out;
};

/**
 * The page of an editor built by conformDocumentRoute (decision 0072): the same page around a
 * Conform form whose schema is the server's parse. Save, Publish and Schedule check it in the
 * browser first; row buttons are Conform's intents (in place with JavaScript, posted without).
 */
export function ConformDocumentEditorPage<V extends Record<string, unknown>>({
  data,
  result,
  schema,
  title,
  before,
  intro,
  formLabel,
  siteHref,
  done: doneMessages,
  children,
}: Omit<Props, "data" | "result" | "parse" | "children"> & {
  data: Omit<DocumentEditorData, "values"> & { values: V };
  result: unknown;
  schema: z.ZodType;
  children(field: ConformField, busy: boolean, rows: EditorRows<V>): ReactNode;
}) {
  const { view, publishing, done } = data;
  const busy = useNavigation().state !== "idle";
  const answer = result as ConformResult;
  const other = answer && "ok" in answer ? answer : undefined;
  const lastResult = answer && !("ok" in answer) ? answer : undefined;
  const [form, fields] = useForm<V>({
    id: `editor-${fingerprint(JSON.stringify(data.values))}`,
    lastResult,
    defaultValue: data.values as never,
    // Save, Publish and Schedule (and Conform's row intents) check the schema; nothing else reads the form.
    onValidate: ({ formData }) => {
      const intent = formData.get("intent");
      const checked = formData.has(INTENT_FIELD) || intent === null || intent === "save" || intent === "publish" || intent === "schedule";
      return (checked ? parseForm(formData, schema) : withoutCheck(formData)) as ReturnType<typeof parseForm<z.ZodType<V>>>;
    },
  });
  const values = useMemo(() => flatFields(form.initialValue, bracketed), [form.initialValue]);
  const { errors: summary, onSubmit } = useErrorSummary(form, lastResult);
  const errors = useMemo(() => folded(other ? other.errors : summary), [other, summary]);

  // After a row button the keyboard continues where it was: at the new row, the Add button after a
  // removal, the moved row's button; once the form is drawn with it.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfter.current ? document.getElementById(focusAfter.current) : null;
    if (target) {
      focusAfter.current = null;
      target.focus();
    }
  });
  const rowButton = (intent: ButtonHTMLAttributes<HTMLButtonElement>, focus: string): ButtonHTMLAttributes<HTMLButtonElement> => ({
    ...intent,
    disabled: busy,
    onClick: (event) => {
      focusAfter.current = focus;
      event.currentTarget.form?.dispatchEvent(new Event("change", { bubbles: true }));
    },
  });

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
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref={siteHref} />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <ErrorSummary errors={errors} />
        {/* The first submit button is what Enter in a field presses: Save, not a row's Remove. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          Save draft
        </button>
        <input type="hidden" name="base" value={values.base ?? view.base} />
        {children({ values, errors }, busy, { form, fields, rowButton })}
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>
      {view.draft ? <DiscardDraft busy={busy} /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} empty="Not edited in the console yet. The first publish keeps the current version here too." />
    </div>
  );
}
