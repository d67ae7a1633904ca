/**
 * /console/gallery (editors, owners): the public gallery's photos in order, with title, description
 * and alt text (decision 0028). Photos are uploaded straight into it (several at once, each with
 * its progress, through the media library's uploader) or added from the library; reordered by drag,
 * keyboard or buttons; removed. Save keeps a draft; Publish changes /gallery and the API at once
 * and turns over every cache (data_version). Without JavaScript: the library select adds photos and
 * the row buttons post the form back.
 */
import { useState, type FormEvent } from "react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { galleryErrors, galleryPublishProblems, galleryToForm, MAX_GALLERY_ITEMS, parseGalleryForm } from "#domain/gallery-document.ts";
import { formRows, titleFromFileName } from "#domain/image-list.ts";
import { imageUrl } from "#domain/images.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "../editing/editing-parts.tsx";
import { imageListIntent, libraryChoices } from "../editing/image-rows.server.ts";
import { newRowId, SortableList, useEnhanced } from "../editing/sortable-list.tsx";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { checkBeforeSubmit, useEditorForm } from "../editing/use-editor-form.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { UploadList } from "../media/upload-list.tsx";
import editorCss from "../packages/editor.css?url";
import mediaCss from "../media/media.css?url";
import imagesCss from "../editing/images.css?url";
import type { Route } from "./+types/edit";
import { handleDocumentIntents } from "../editing/document-intents.server.ts";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: mediaCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = () => consoleMeta("Gallery");

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const view = await consoleOf(context).catalogueEditor.gallery.view();
  const publishing = await consoleOf(context).catalogueEditor.publishing.view("gallery", 1);
  return { view, publishing, values: galleryToForm(view.document), done: new URL(request.url).searchParams.get("done"), library: await libraryChoices(consoleOf(context).media) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const values = await readForm(request);
  const intent = values.intent ?? "save";
  const rows = await imageListIntent(values, intent, "items", consoleOf(context).media, (a) => ({
    image_key: a.key,
    title: a.title,
    description: a.description,
    alt_text: a.altText,
  }));
  if (rows) return data({ ok: false as const, errors: rows.errors, values: rows.values, intent });
  return handleDocumentIntents(values, "/console/gallery", consoleOf(context).catalogueEditor.gallery, () => {
    const parsed = parseGalleryForm(values);
    return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, errors: galleryErrors(parsed.error) };
  }, { context, entity: "gallery", id: 1 });
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The public gallery is unchanged until you publish.",
  published: "Published. The public gallery shows the change now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published gallery.",
};

interface ItemRow {
  uid: string;
  id: string;
  image_key: string;
  title: string;
  description: string;
  alt_text: string;
}
type TextField = "title" | "description" | "alt_text";

export default function GalleryEditorPage() {
  const { view, publishing, values: saved, done, library } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    checkBeforeSubmit(event, setClientErrors, { parse: parseGalleryForm, errors: galleryErrors, publishProblems: galleryPublishProblems, notPublishable: "The gallery cannot be published yet." });

  return (
    <div className="c-editor">
      <h1>Gallery</h1>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref="/gallery" />
      <PublishingStatus publishing={publishing} busy={busy} />
      <p className="c-muted">
        {view.published} {view.published === 1 ? "photo" : "photos"} on the site now. Every photo needs a title and alt text to publish; the first is shown first.
      </p>
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Gallery">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        <GalleryItems values={values} errors={errors} library={library} busy={busy} />
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>
      {view.draft ? <DiscardDraft busy={busy} note="Discarding the draft brings the form back to what the site shows." /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} markLatestLive empty="Not edited in the console yet. The first publish keeps the current gallery here too." />
    </div>
  );
}

function GalleryItems({ values, errors, library, busy }: { values: Record<string, string>; errors: Record<string, string>; library: Awaited<ReturnType<typeof libraryChoices>>; busy: boolean }) {
  const enhanced = useEnhanced();
  const [rows, setRows] = useState<ItemRow[]>(() =>
    formRows(values, "items").map((r) => ({ uid: newRowId(), id: r.id ?? "", image_key: r.image_key ?? "", title: r.title ?? "", description: r.description ?? "", alt_text: r.alt_text ?? "" })),
  );
  const set = (uid: string, field: TextField, value: string) => setRows((all) => all.map((r) => (r.uid === uid ? { ...r, [field]: value } : r)));
  const full = rows.length >= MAX_GALLERY_ITEMS;

  const text = (row: ItemRow, i: number, field: TextField, label: string, multiline = false) => {
    const name = `items.${i}.${field}`;
    const id = `f-items-${i}-${field}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: row[field],
      onChange: (e: { currentTarget: { value: string } }) => set(row.uid, field, e.currentTarget.value),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    };
    return (
      <div className="c-field">
        <label htmlFor={id}>{label}</label>
        {multiline ? <textarea rows={2} className="c-textarea" {...common} /> : <input {...common} />}
        {error ? (
          <p className="c-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      {enhanced ? (
        full ? (
          <p className="c-hint">The gallery holds at most {MAX_GALLERY_ITEMS} photos; remove some to add more.</p>
        ) : (
          <UploadList
            inputId="gallery-files"
            heading="Upload photos into the gallery"
            hint="Location and camera details are removed from every upload. Each photo then needs a title and alt text below."
            onUploaded={(assets) =>
              setRows((all) => [
                ...all,
                ...assets.map((a) => ({ uid: newRowId(), id: "", image_key: a.key, title: a.title || titleFromFileName(a.originalName), description: a.description, alt_text: a.altText })),
              ])
            }
          />
        )
      ) : null}
      <section className="c-card" aria-labelledby="h-photos">
        <h2 id="h-photos">Photos, in order</h2>
        {errors.items ? <p className="c-error">{errors.items}</p> : null}
        {rows.length ? (
          <SortableList
            list="items"
            rows={rows}
            onChange={setRows}
            enhanced={enhanced}
            busy={busy}
            label="Gallery photos, in order"
            rowLabel={(row, i) => `photo ${i + 1}${row.title ? ` (${row.title})` : ""}`}
            renderRow={(row, i) => (
              <div className="c-gallery-item" data-testid="gallery-item">
                <img src={imageUrl(row.image_key, 480, "webp")} alt="" width={120} height={80} loading="lazy" />
                <div>
                  {row.id ? <input type="hidden" name={`items.${i}.id`} value={row.id} /> : null}
                  <input type="hidden" name={`items.${i}.image_key`} value={row.image_key} />
                  {errors[`items.${i}.image_key`] ? <p className="c-error">{errors[`items.${i}.image_key`]}</p> : null}
                  {text(row, i, "title", `Photo ${i + 1} title`)}
                  {text(row, i, "alt_text", `Photo ${i + 1} alt text`)}
                  {text(row, i, "description", `Photo ${i + 1} description`, true)}
                </div>
              </div>
            )}
          />
        ) : (
          <p>The gallery is empty. Upload photos above or add them from the library.</p>
        )}
        {!enhanced ? (
          <div className="c-add-image">
            <div className="c-field">
              <label htmlFor="f-items-add">Add a photo from the media library</label>
              <select id="f-items-add" name="items_add" defaultValue="">
                <option value="">Choose an image…</option>
                {library.map((img) => (
                  <option key={img.key} value={img.key}>
                    {img.title ? `${img.title}: ${img.alt_text}` : img.alt_text}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="items:add" className="c-button c-button-quiet" disabled={busy}>
              Add
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
