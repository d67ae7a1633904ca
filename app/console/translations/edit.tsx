/**
 * /console/translations/:entity/:id/:locale: one document's translation into one language
 * (issue 29 item 4, decision 0076). Each field's English, read-only, beside its input (a line, a
 * paragraph or the console's rich-text field), built from `translatableFields` only. Save draft
 * keeps a draft the site does not read; Publish writes the translation the site shows. A Conform
 * form over the fields' schema (decision 0072): checked in the browser and again by the action,
 * refused input comes back as typed, and everything works without JavaScript. A form carries a
 * one-time token (decision 0043), so a second click is sent to the first one's result.
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { z } from "zod";
import { can } from "#domain/staff-roles.ts";
import type { TranslatableField } from "#domain/content-translations.ts";
import {
  COMPLETENESS_LABELS,
  docNameOf,
  errorsByFormName,
  fieldsFromForm,
  formNameOf,
  isFilled,
  localeLabel,
  translationFormSchema,
  type TranslationEditorView,
} from "#domain/translation-editing.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { OnceField } from "../components/once-field.tsx";
import { DoneNotice, EditTime } from "../editing/editing-parts.tsx";
import { parseForm, refusal, useErrorSummary, withoutCheck } from "../lib/conform.ts";
import { consoleOf } from "../lib/console-area.ts";
import { formFailure, wellFormedForm, type FormFailure, type FormValues } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";
import { translationPath } from "./translation-states.tsx";
import translationsCss from "./translations.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import type { Route } from "./+types/edit";

export const links = () => [
  { rel: "stylesheet", href: translationsCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData ? `${localeLabel(loaderData.view.locale)}: ${loaderData.view.name}` : "Translation");

const viewOf = async (context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) => {
  const view = await consoleOf(context).translations.view(params.entity, Number(params.id), params.locale);
  // An unknown type, document or language (English included: it is not a translation) is 404.
  if (!view) throw new Response(null, { status: 404 });
  return view;
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = await consoleOf(context).staff.require("content:read");
  const view = await viewOf(context, params);
  return { view, canEdit: can(member.role, "content:write"), once: newOnceToken(), done: new URL(request.url).searchParams.get("done") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const area = consoleOf(context);
  await area.staff.require("content:write");
  const view = await viewOf(context, params);
  const path = translationPath(view.entity, view.id, view.locale);
  const formData = await wellFormedForm(request);
  const values: FormValues = {};
  for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
  const intent = values.intent ?? "save";
  if (intent === "discard") {
    const result = await area.translations.discardDraft(view.entity, view.id, view.locale);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw redirect(`${path}?done=discarded`);
  }
  const submission = parseForm(formData, translationFormSchema(view.fields));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const fields = fieldsFromForm(view.fields, submission.value);
  const fail = (status: number, errors: Record<string, string>) => data(submission.reply(refusal(errorsByFormName(errors))), { status });
  const base = values.base || undefined;
  return once(
    context,
    values,
    intent,
    async () => {
      const t = area.translations;
      const result = intent === "publish" ? await t.publish(view.entity, view.id, view.locale, fields, base) : await t.saveDraft(view.entity, view.id, view.locale, fields, base);
      if (!result.ok) return fail(result.status, result.errors);
      throw redirect(`${path}?done=${intent === "publish" ? "published" : "saved"}`);
    },
    (status, message) => fail(status, { form: message }),
  );
}

const DONE: Record<string, string> = {
  saved: "Draft saved. The site still shows the published translation.",
  published: "Published. The site shows this translation now.",
  discarded: "Draft discarded. The form shows the published translation.",
};

/** The English of one field, as the site shows it: HTML drawn (the server sanitised it), text as written. */
function English({ field, id }: { field: TranslatableField; id: string }) {
  if (!field.english.trim()) return <p className="c-muted">No English yet.</p>;
  return field.kind === "html" ? (
    <div id={id} lang="en" className="c-translation-english c-translation-html" dangerouslySetInnerHTML={{ __html: field.english }} />
  ) : (
    <p id={id} lang="en" className="c-translation-english">
      {field.english}
    </p>
  );
}

function FieldRow(props: { field: TranslatableField; view: TranslationEditorView; value: string; error?: string; disabled: boolean }) {
  const { field, view, value, error, disabled } = props;
  const name = formNameOf(field.key);
  const id = `f-${name}`;
  const changed = view.changed?.includes(field.key) ?? false;
  const empty = !isFilled(field.kind, value);
  const hint = empty ? `${id}-fallback` : undefined;
  const describedBy = [`${id}-english`, hint, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="c-translation-row" data-testid={`field-${field.key}`} data-changed={changed ? "true" : undefined}>
      <div className="c-translation-source">
        <p className="c-small c-muted">
          English{changed ? <span className="c-badge c-badge-warn">Changed since translated</span> : null}
        </p>
        <English field={field} id={`${id}-english`} />
        {changed ? (
          <details>
            <summary>The English when it was translated</summary>
            {field.kind === "html" ? (
              <div lang="en" className="c-translation-english c-translation-html" dangerouslySetInnerHTML={{ __html: view.englishWas[field.key] ?? "" }} />
            ) : (
              <p lang="en" className="c-translation-english">
                {view.englishWas[field.key] || "(empty)"}
              </p>
            )}
          </details>
        ) : null}
      </div>
      <div className="c-translation-target">
        {field.kind === "html" && !disabled ? (
          <RichTextEditor name={docNameOf(field.key)} htmlName={name} label={field.label} initialDoc={null} initialHtml={value} error={error} hint={empty ? "Shown in English: no translation yet." : undefined} />
        ) : (
          <div className="c-field">
            <label htmlFor={id}>{field.label}</label>
            {field.kind === "line" ? (
              <input id={id} name={name} defaultValue={value} lang={view.locale} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
            ) : (
              <textarea id={id} name={name} defaultValue={value} lang={view.locale} rows={field.kind === "html" ? 10 : 5} className="c-textarea" disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
            )}
            {empty ? (
              <p id={hint} className="c-hint" data-testid="shown-in-english">
                Shown in English: no translation yet.
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="c-error">
                {error}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** Save and Publish, or for a member who may only read, why there are none. */
function Actions({ canEdit, busy }: { canEdit: boolean; busy: boolean }) {
  if (!canEdit) return <p className="c-muted">You can read translations; editing them needs an editor's or owner's role.</p>;
  return (
    <div className="c-actions c-sticky-actions">
      <button type="submit" name="intent" value="save" className="c-button c-button-quiet" disabled={busy}>
        Save draft
      </button>
      <button type="submit" name="intent" value="publish" className="c-button" disabled={busy}>
        Publish
      </button>
    </div>
  );
}

export default function TranslationEditor() {
  const { view, canEdit, once: token, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as unknown;
  const busy = useNavigation().state !== "idle";
  const other = result && typeof result === "object" && "ok" in result ? (result as FormFailure) : undefined;
  const lastResult = result && !other ? (result as SubmissionResult<string[]>) : undefined;
  const schema = useMemo(() => translationFormSchema(view.fields), [view.fields]);
  const defaultValue = useMemo(() => Object.fromEntries(view.fields.map((f) => [formNameOf(f.key), view.values[f.key] ?? ""])), [view]);
  const [form] = useForm<Record<string, string>>({
    // A save or publish starts the form again from what was stored.
    id: `translation-${view.locale}-${view.base}`,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => (formData.get("intent") === "discard" ? withoutCheck(formData) : parseForm(formData, schema)) as ReturnType<typeof parseForm<z.ZodType<Record<string, string>>>>,
  });
  const { errors: summary, onSubmit } = useErrorSummary(form, lastResult);
  const errors = other ? other.errors : summary;
  const typed = (form.initialValue ?? {}) as Record<string, unknown>;
  const valueOf = (f: TranslatableField) => String(typed[formNameOf(f.key)] ?? view.values[f.key] ?? "");
  const changedLabels = view.fields.filter((f) => view.changed?.includes(f.key)).map((f) => f.label);

  return (
    <div className="c-editor c-translation-editor">
      <p>
        <Link to="/console/translations">← All translations</Link> · <Link to={translationPath(view.entity, view.id)}>Its languages</Link> · <Link to={view.editorPath}>Edit the English</Link>
      </p>
      <h1>
        {localeLabel(view.locale)}: {view.name}
      </h1>
      <div className="c-status" data-testid="translation-status">
        {view.published ? (
          <span className={view.published.completeness === "complete" ? "c-badge" : "c-badge c-badge-warn"} data-testid="translation-completeness">
            Published, {COMPLETENESS_LABELS[view.published.completeness].toLowerCase()}
          </span>
        ) : (
          <span className="c-badge c-badge-warn" data-testid="translation-completeness">
            Not published: the site shows this {view.noun.toLowerCase()} in English
          </span>
        )}
        {view.published ? (
          <span className="c-small c-muted">
            on <EditTime at={view.published.updatedAt} />
          </span>
        ) : null}
        {view.draft ? (
          <span className="c-small c-muted">
            Draft saved <EditTime at={view.draft.updatedAt} />
            {view.draft.updatedBy ? ` by ${view.draft.updatedBy}` : ""}
          </span>
        ) : null}
        {view.sitePath && view.published ? (
          <a href={view.sitePath} target="_blank" rel="noreferrer">
            View on the site<span className="c-skip"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {view.stale ? (
        <div className="c-alert c-alert-warn" data-testid="translation-stale">
          <p>
            <strong>Stale:</strong> the English changed after this translation was published.{" "}
            {view.changed === null
              ? "Which fields changed was not recorded for this translation; compare each field with its English."
              : changedLabels.length
                ? `Changed: ${changedLabels.join(", ")}.`
                : ""}{" "}
            Publishing it again marks it up to date.
          </p>
        </div>
      ) : null}
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <p className="c-muted">A field left empty is shown in English on the {localeLabel(view.locale).replace(/ \(.*\)$/, "")} pages. Only staff see which fields those are.</p>
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} aria-label="Translation">
        <OnceField token={token} />
        <input type="hidden" name="base" value={view.base} />
        <ErrorSummary errors={errors} />
        {/* Enter in a line saves a draft rather than publishing. */}
        {canEdit ? (
          <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
            Save draft
          </button>
        ) : null}
        {view.fields.map((f) => (
          <FieldRow key={f.key} field={f} view={view} value={valueOf(f)} error={errors[formNameOf(f.key)] ?? errors[docNameOf(f.key)]} disabled={!canEdit} />
        ))}
        <Actions canEdit={canEdit} busy={busy} />
      </Form>
      {canEdit && view.draft ? (
        <Form method="post" className="c-card">
          <h2>Unpublished draft</h2>
          <button type="submit" name="intent" value="discard" className="c-button c-button-quiet" disabled={busy}>
            Discard draft
          </button>
        </Form>
      ) : null}
    </div>
  );
}
