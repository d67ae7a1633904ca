/**
 * /console/faqs (editors, owners): the FAQs page (decision 0029): groups (title and anchor) of
 * questions, each answered in rich text (decision 0025), shown in the order of their Order
 * numbers. Each group has a spare question to add one and there is a spare group; emptying a
 * question and its answer removes it. Drafts, publish and history as for every editor (0023).
 */
import type { FormEvent } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import { faqsFormErrors, faqsToForm, filledGroups, filledQuestions, parseFaqsForm } from "#domain/site-pages.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "../editing/editing-parts.tsx";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import { RichTextField } from "./rich-text-field.tsx";
import type { Route } from "./+types/faqs";
import { handleDocumentIntents } from "../editing/document-intents.server.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = () => consoleMeta("FAQs");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.staff.require("content:read");
  const view = await context.catalogueEditor.faqs.view();
  const publishing = await context.catalogueEditor.publishing.view("faqs", 1);
  return { view, publishing, values: faqsToForm(view.document), done: new URL(request.url).searchParams.get("done") };
}

export async function action({ context, request }: Route.ActionArgs) {
  await context.staff.require("content:write");
  const values = await readForm(request);
  return handleDocumentIntents(values, "/console/faqs", context.catalogueEditor.faqs, () => {
    const { result, rows } = parseFaqsForm(values);
    return result.success ? { ok: true, doc: result.data } : { ok: false, errors: faqsFormErrors(result.error, rows) };
  }, { context, entity: "faqs", id: 1 });
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. /faqs shows the change now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published FAQs.",
};

const withSpare = (used: number[]) => [...used, (used.at(-1) ?? -1) + 1];

export default function FaqsEditorPage() {
  const { view, publishing, values: saved, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const { result: parsed, rows } = parseFaqsForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(faqsFormErrors(parsed.error, rows));
    } else setClientErrors(null);
  };

  const field = { values, errors };
  const groups = withSpare(filledGroups(values));
  return (
    <div className="c-editor">
      <h1>FAQs</h1>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref="/faqs" />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />

      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="FAQs">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        {groups.map((g, gn) => {
          const spareGroup = gn === groups.length - 1;
          const questions = withSpare(filledQuestions(values, g));
          return (
            <section key={g} className="c-card" aria-labelledby={`h-group-${g}`} data-testid="faq-group">
              <h2 id={`h-group-${g}`}>{spareGroup ? "Add a group" : values[`groups.${g}.title`] || `Group ${gn + 1}`}</h2>
              <div className="c-grid">
                <TextInput name={`groups.${g}.title`} label="Group title" {...field} />
                <TextInput name={`groups.${g}.id`} label="Anchor" hint="e.g. payments" {...field} />
                <TextInput name={`groups.${g}.order`} label="Order" inputMode="numeric" {...field} />
              </div>
              {questions.map((q, qn) => {
                const spare = qn === questions.length - 1;
                return (
                  <fieldset key={q} data-testid="faq-question">
                    <legend>{spare ? "Add a question" : `Question ${qn + 1}`}</legend>
                    <div className="c-grid">
                      <TextInput name={`groups.${g}.faqs.${q}.question`} label="Question" {...field} />
                      <TextInput name={`groups.${g}.faqs.${q}.order`} label="Order" inputMode="numeric" {...field} />
                    </div>
                    <RichTextField name={`groups.${g}.faqs.${q}.answer_doc`} htmlName={`groups.${g}.faqs.${q}.answer_html`} label="Answer" {...field} />
                    {!spare ? <p className="c-hint">To remove the question, empty it and its answer.</p> : null}
                  </fieldset>
                );
              })}
            </section>
          );
        })}
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>

      {view.draft ? <DiscardDraft busy={busy} /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} empty="Not edited in the console yet. The first publish keeps the current version here too." />
    </div>
  );
}
