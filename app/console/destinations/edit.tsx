/**
 * /console/destinations/:id (editors, owners): name, type, continents, short description and the
 * rich-text description (decision 0025), with drafts, publish, history and archive. Archive is
 * refused while packages use the destination; the page lists them.
 */
import { useMemo, type FormEvent } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { CONTINENT_ORDER } from "#domain/continents.ts";
import { continentField, DESTINATION_TYPE_LABELS, DESTINATION_TYPES, destinationErrors, destinationToForm, parseDestinationForm } from "#domain/destination-document.ts";
import type { RichTextDoc } from "#domain/rich-text.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, IntentCard, RevisionHistory } from "../editing/editing-parts.tsx";
import { entityIdParam } from "../editing/entity-id.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { handlePublishingIntent } from "../editing/publishing-intents.server.ts";
import { imageListIntent, libraryChoices } from "../editing/image-rows.server.ts";
import { OrderedImages } from "../editing/ordered-images.tsx";
import imagesCss from "../editing/images.css?url";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { formFailure, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, Select, TextArea, TextInput } from "../packages/fields.tsx";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import type { Route } from "./+types/edit";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.name}` : "Destination");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const view = await consoleOf(context).catalogueEditor.destinations.view(entityIdParam(params));
  if (!view) throw new Response(null, { status: 404 });
  const publishing = await consoleOf(context).catalogueEditor.publishing.view("destination", view.id);
  return { view, values: destinationToForm(view.document), done: new URL(request.url).searchParams.get("done"), publishing, library: await libraryChoices(consoleOf(context).media) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const id = entityIdParam(params);
  const editor = consoleOf(context).catalogueEditor.destinations;
  const values = await readForm(request);
  const intent = values.intent ?? "save";
  const back = (done: string) => redirect(`/console/destinations/${id}?done=${done}`);
  // Image row buttons on a page without JavaScript: the form comes back with the change, unsaved.
  const imageRows = await imageListIntent(values, intent, "images", consoleOf(context).media, (a) => ({ image_key: a.key, alt: a.altText }));
  if (imageRows) return data({ ok: false as const, errors: imageRows.errors, values: imageRows.values, intent });
  if (intent === "restore" || intent === "discard" || intent === "archive") {
    const result = intent === "restore" ? await editor.restore(id, Number(values.revision)) : intent === "discard" ? await editor.discardDraft(id) : await editor.archive(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(intent === "restore" ? "restored" : intent === "discard" ? "discarded" : "archived");
  }
  const cancelled = await handlePublishingIntent(context, "destination", id, values, back);
  if (cancelled) return cancelled;
  const parsed = parseDestinationForm(values);
  if (!parsed.success) return formFailure(400, destinationErrors(parsed.error), values, intent);
  const scheduled = await handlePublishingIntent(context, "destination", id, values, back, parsed.data);
  if (scheduled) return scheduled;
  const base = values.base || undefined;
  const result = intent === "publish" ? await editor.publish(id, parsed.data, base) : await editor.saveDraft(id, parsed.data, base);
  if (!result.ok) return formFailure(result.status, result.errors, values, intent);
  throw back(intent === "publish" ? "published" : "saved");
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The site shows the change now.",
  archived: "Archived. The destination is off the site; publish it again to bring it back.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published destination.",
};
const TYPE_OPTIONS = DESTINATION_TYPES.map((t) => [t, DESTINATION_TYPE_LABELS[t]] as const);

export default function DestinationEditorPage() {
  const { view, values: saved, done, publishing, library } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);
  const initialDoc = useMemo<RichTextDoc | null>(() => {
    try {
      return values.description_doc ? (JSON.parse(values.description_doc) as RichTextDoc) : null;
    } catch {
      return null;
    }
  }, [values.description_doc]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const parsed = parseDestinationForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(destinationErrors(parsed.error));
    } else setClientErrors(null);
  };

  const field = { values, errors };
  return (
    <div className="c-editor">
      <p>
        <Link to="/console/destinations">← All destinations</Link>
      </p>
      <h1>{view.document.name}</h1>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} revisions={view.revisions} siteHref={view.status !== "archived" ? `/destinations/${view.id}` : null} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <PublishingStatus publishing={publishing} busy={busy} />

      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Destination">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        <section className="c-card" aria-labelledby="h-about">
          <h2 id="h-about">About the destination</h2>
          <TextInput name="name" label="Name" {...field} />
          <Select name="destination_type" label="Type" options={TYPE_OPTIONS} {...field} />
          <fieldset aria-describedby={errors.continents ? "f-continents-error" : undefined}>
            <legend>Continents</legend>
            <div className="c-checks">
              {CONTINENT_ORDER.map((c) => (
                <Checkbox key={c} name={continentField(c)} label={c} values={values} errors={{}} />
              ))}
            </div>
            {errors.continents ? (
              <p id="f-continents-error" className="c-error">
                {errors.continents}
              </p>
            ) : null}
          </fieldset>
          <TextArea name="description" label="Short description" rows={3} hint="Shown on cards. Needed to publish." {...field} />
        </section>
        <section className="c-card" aria-labelledby="h-images">
          <h2 id="h-images">Images</h2>
          <OrderedImages values={values} errors={errors} library={library} busy={busy} noun="destination" />
        </section>
        <section className="c-card" aria-labelledby="h-page">
          <h2 id="h-page">Page text</h2>
          <RichTextEditor
            name="description_doc"
            htmlName="description_html"
            label="Description on the destination's page"
            initialDoc={initialDoc}
            initialHtml={values.description_html ?? ""}
            error={errors.description_doc ?? errors.description_html}
          />
        </section>
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>

      {view.draft ? <DiscardDraft busy={busy} /> : null}

      {view.status !== "archived" ? (
        <IntentCard title="Take off the site" intent="archive" button="Archive destination" busy={busy}>
          {view.usedBy.length ? (
            <>
              <p className="c-muted">These packages list this destination; it cannot be archived until they no longer do:</p>
              <ul>
                {view.usedBy.map((p) => (
                  <li key={p.id}>
                    <Link to={`/console/packages/${p.id}`}>{p.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="c-muted">No package lists this destination. Archiving hides it from the site; it stays here and can be published again.</p>
          )}
        </IntentCard>
      ) : null}

      <RevisionHistory revisions={view.revisions} busy={busy} empty="Not edited in the console yet. The first publish keeps the current version here too." />
    </div>
  );
}
