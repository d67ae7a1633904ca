/**
 * The page around the form of an editor built by documentEditorRoute: status, preview and
 * schedule, the done notice, the form (errors, base revision, the page's fields, Publish later,
 * Save and Publish), Discard and the history. The page's parser checks the form in the browser
 * before it posts; without JavaScript the server's answer shows the same messages with what was typed.
 */
import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import type { DraftSummary, EditStatus, RevisionEntry } from "#domain/catalogue-editor-context.ts";
import type { PublishingView } from "#domain/publishing.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "./editing-parts.tsx";
import { EDITOR_STATUS_LABELS } from "./status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "./publishing-parts.tsx";
import { submittedForm, useEditorForm } from "./use-editor-form.ts";
import type { ParsedDocument } from "./document-intents.server.ts";

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
