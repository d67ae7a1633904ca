/**
 * /console/terms (editors, owners): the Terms and Conditions page (decision 0029): the date line,
 * the introduction and the sections, each a title, an anchor and rich text (decision 0025), in the
 * order of their Order numbers. One spare section at the end adds a new one; emptying a section's
 * title, anchor and text removes it. Drafts, publish and history as for every editor (0023).
 */
import type { FormEvent } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import { filledSections, parseTermsForm, termsFormErrors, termsToForm } from "#domain/site-pages.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "../editing/editing-parts.tsx";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import { RichTextField } from "./rich-text-field.tsx";
import type { Route } from "./+types/terms";
import { handleDocumentIntents } from "../editing/document-intents.server.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = () => consoleMeta("Terms and Conditions");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.staff.require("content:read");
  const view = await context.catalogueEditor.terms.view();
  const publishing = await context.catalogueEditor.publishing.view("terms", 1);
  return { view, publishing, values: termsToForm(view.document), done: new URL(request.url).searchParams.get("done") };
}

export async function action({ context, request }: Route.ActionArgs) {
  await context.staff.require("content:write");
  const values = await readForm(request);
  return handleDocumentIntents(values, "/console/terms", context.catalogueEditor.terms, () => {
    const { result, rows } = parseTermsForm(values);
    return result.success ? { ok: true, doc: result.data } : { ok: false, errors: termsFormErrors(result.error, rows) };
  }, { context, entity: "terms", id: 1 });
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. /terms shows the change now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published terms.",
};

/** Section numbers in the form: those with anything in them (loaded or posted), then one spare. */
function sectionRows(values: Record<string, string>): number[] {
  const used = filledSections(values);
  return [...used, (used.at(-1) ?? -1) + 1];
}

export default function TermsEditorPage() {
  const { view, publishing, values: saved, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const { result: parsed, rows } = parseTermsForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(termsFormErrors(parsed.error, rows));
    } else setClientErrors(null);
  };

  const field = { values, errors };
  const rows = sectionRows(values);
  return (
    <div className="c-editor">
      <h1>Terms and Conditions</h1>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref="/terms" />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />

      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Terms and Conditions">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        <section className="c-card" aria-labelledby="h-intro">
          <h2 id="h-intro">Opening</h2>
          <TextInput name="updated" label="Last updated" hint='Shown as "Last updated …", e.g. 1 October 2026.' {...field} />
          <TextArea name="intro" label="Introduction" rows={4} {...field} />
        </section>
        {rows.map((i, n) => {
          const spare = n === rows.length - 1;
          return (
            <section key={i} className="c-card" aria-labelledby={`h-section-${i}`} data-testid="terms-section">
              <h2 id={`h-section-${i}`}>{spare ? "Add a section" : values[`sections.${i}.title`] || `Section ${n + 1}`}</h2>
              {spare ? <p className="c-hint">Fill this in to add a section; leave it empty otherwise.</p> : null}
              <div className="c-grid">
                <TextInput name={`sections.${i}.title`} label="Title" {...field} />
                <TextInput name={`sections.${i}.id`} label="Anchor" hint="The #link of the section, e.g. flights." {...field} />
                <TextInput name={`sections.${i}.order`} label="Order" inputMode="numeric" {...field} />
              </div>
              <RichTextField name={`sections.${i}.body_doc`} htmlName={`sections.${i}.body_html`} label="Text" {...field} />
              <Checkbox name={`sections.${i}.booking_flow`} label="Show the booking steps under this section" {...field} />
              {!spare ? <p className="c-hint">To remove the section, empty its title, anchor and text.</p> : null}
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
