/**
 * /console/page-headers (editors, owners): the header image of each public page that has a header
 * band (decision 0038), chosen from the media library with the picker, with the alt text of its
 * use (it starts as the library's). One document on the shared draft / publish / history pattern
 * (decision 0023): Save keeps a draft, Publish changes data_version and the pages show it at once.
 * Removing an image gives the page its plain band (decision 0032).
 */
import type { FormEvent } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import { PAGE_HEADER_PAGES } from "#domain/page-headers.ts";
import { pageHeadersFormErrors, pageHeadersToForm, parsePageHeadersForm } from "#domain/page-headers-schema.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "../editing/editing-parts.tsx";
import { handleDocumentIntents } from "../editing/document-intents.server.ts";
import { ImageChoice } from "../editing/image-choice.tsx";
import { libraryChoices, withLibraryAltText } from "../editing/image-rows.server.ts";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import editorCss from "../packages/editor.css?url";
import imagesCss from "../editing/images.css?url";
import type { Route } from "./+types/edit";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = () => consoleMeta("Page header images");

const PAGES = PAGE_HEADER_PAGES.map((p) => p.page);

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const view = await consoleOf(context).catalogueEditor.pageHeaders.view();
  const publishing = await consoleOf(context).catalogueEditor.publishing.view("page_headers", 1);
  return { view, publishing, values: pageHeadersToForm(view.document), done: new URL(request.url).searchParams.get("done"), library: await libraryChoices(consoleOf(context).media) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const values = await withLibraryAltText(await readForm(request), PAGES, consoleOf(context).media);
  return handleDocumentIntents(values, "/console/page-headers", consoleOf(context).catalogueEditor.pageHeaders, () => {
    const parsed = parsePageHeadersForm(values);
    return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, errors: pageHeadersFormErrors(values, parsed.error) };
  }, { context, entity: "page_headers", id: 1 });
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The pages are unchanged until you publish.",
  published: "Published. The pages show their new header images now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published header images.",
};

export default function PageHeadersEditorPage() {
  const { view, publishing, values: saved, done, library } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const parsed = parsePageHeadersForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(pageHeadersFormErrors(fields, parsed.error));
    } else setClientErrors(null);
  };

  return (
    <div className="c-editor">
      <h1>Page header images</h1>
      <p className="c-muted">The picture behind the title of each page. A page without one shows a plain dark band.</p>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref="/about" />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Page header images">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        {PAGE_HEADER_PAGES.map(({ page, label, path }) => (
          <section key={page} className="c-card" aria-labelledby={`h-${page}`}>
            <h2 id={`h-${page}`}>{label}</h2>
            <p className="c-hint">
              <a href={path} target="_blank" rel="noreferrer">
                {path}
                <span className="c-visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <ImageChoice name={page} label={`${label} header image`} values={values} errors={errors} library={library} busy={busy} none="No image: a plain band." />
          </section>
        ))}
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>
      {view.draft ? <DiscardDraft busy={busy} note="Discarding the draft brings the form back to what the pages show." /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} empty="Not edited in the console yet. The first publish keeps the current header images here too." />
    </div>
  );
}
