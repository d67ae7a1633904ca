/**
 * /console/gallery (editors, owners): the public gallery's photos in order, with title, description
 * and alt text (decision 0028). Photos are uploaded straight into it (several at once, each with
 * its progress, through the media library's uploader) or added from the library; reordered by drag,
 * keyboard or buttons; removed. Save keeps a draft; Publish changes /gallery and the API at once
 * and turns over every cache (data_version). A Conform form over the document's schema (decision
 * 0072): the row buttons are real submit buttons, so without JavaScript the server carries them
 * out, and the library's select adds photos.
 */
import { useActionData, useLoaderData } from "react-router";
import { galleryFormSchema, galleryPublishFormSchema, galleryToForm, MAX_GALLERY_ITEMS } from "#domain/gallery-document.ts";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { GALLERY_TRANSLATION_ID } from "#domain/site-image-translations.ts";
import { titleFromFileName } from "#domain/image-list.ts";
import { AddImage, ConformImageList, ImageRowKey, ImageThumb, RowText, type ImageListForm } from "../editing/conform-images.tsx";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute } from "../editing/document-editor-route.server.ts";
import { imageAddReply, libraryChoices } from "../editing/image-rows.server.ts";
import { useEnhanced } from "../editing/sortable-list.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { UploadList } from "../media/upload-list.tsx";
import editorCss from "../packages/editor.css?url";
import mediaCss from "../media/media.css?url";
import imagesCss from "../editing/images.css?url";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: mediaCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = () => consoleMeta("Gallery");

const route = documentEditorRoute({
  entity: "gallery",
  id: () => 1,
  path: () => "/console/gallery",
  view: (area) => area.catalogueEditor.gallery.view(),
  editor: (area) => area.catalogueEditor.gallery,
  extra: async (area) => ({ library: await libraryChoices(area.media) }),
  toForm: (view) => galleryToForm(view.document),
  schema: galleryFormSchema,
  // Without JavaScript, Add beside the library's select: the photo with the library's title, description and alt text.
  serverRows: (formData, area) => imageAddReply(formData, "items", area.media, (a) => ({ image_key: a.key, title: a.title, description: a.description, alt_text: a.altText })),
});
export const loader = route.loader;
export const action = route.action;

export default function GalleryEditorPage() {
  const data = useLoaderData<typeof loader>();
  const { view } = data;
  const enhanced = useEnhanced();
  return (
    <DocumentEditorPage
      data={data}
      result={useActionData<typeof action>()}
      schema={galleryFormSchema}
      publishSchema={galleryPublishFormSchema}
      title="Gallery"
      note={
        <>
          <p className="c-muted">
            {view.published} {view.published === 1 ? "photo" : "photos"} on the site now. Every photo needs a title and alt text to publish; the first is shown first.
          </p>
          <TranslationsPanel entity="gallery" id={GALLERY_TRANSLATION_ID} />
        </>
      }
      formLabel="Gallery"
      siteHref="/gallery"
      done={{
        saved: "Draft saved. The public gallery is unchanged until you publish.",
        published: "Published. The public gallery shows the change now.",
        discarded: "Draft discarded. The form shows the published gallery.",
      }}
      discardNote="Discarding the draft brings the form back to what the site shows."
      markLatestLive
      historyEmpty="Not edited in the console yet. The first publish keeps the current gallery here too."
    >
      {(field, busy, { form, fields }) => {
        const { errors } = field;
        const items = form as unknown as ImageListForm;
        const rows = fields.items.getFieldList();
        return (
          <>
            {enhanced ? (
              rows.length >= MAX_GALLERY_ITEMS ? (
                <p className="c-hint">The gallery holds at most {MAX_GALLERY_ITEMS} photos; remove some to add more.</p>
              ) : (
                <UploadList
                  inputId="gallery-files"
                  heading="Upload photos into the gallery"
                  hint="Location and camera details are removed from every upload. Each photo then needs a title and alt text below."
                  onUploaded={(assets) => {
                    for (const a of assets)
                      items.insert({ name: "items", defaultValue: { image_key: a.key, title: a.title || titleFromFileName(a.originalName), description: a.description, alt_text: a.altText } });
                  }}
                />
              )
            ) : null}
            <section className="c-card" aria-labelledby="h-photos">
              <h2 id="h-photos">Photos, in order</h2>
              <ConformImageList
                list="items"
                rows={rows}
                form={items}
                errors={errors}
                busy={busy}
                label="Gallery photos, in order"
                rowLabel={(row, i) => `photo ${i + 1}${row.current.title ? ` (${row.current.title})` : ""}`}
                empty={<p>The gallery is empty. Upload photos above or add them from the library.</p>}
                renderRow={(row, i) => (
                  <div className="c-gallery-item" data-testid="gallery-item">
                    <ImageThumb row={row} />
                    <div>
                      <ImageRowKey name={`items[${i}]`} row={row} errors={errors} />
                      <RowText name={`items[${i}]`} field="title" label={`Photo ${i + 1} title`} row={row} errors={errors} />
                      <RowText name={`items[${i}]`} field="alt_text" label={`Photo ${i + 1} alt text`} row={row} errors={errors} />
                      <RowText name={`items[${i}]`} field="description" label={`Photo ${i + 1} description`} row={row} errors={errors} multiline />
                    </div>
                  </div>
                )}
              />
              <AddImage list="items" form={items} library={data.library} busy={busy} picker={false} label="Add a photo from the media library" newRow={() => ({})} />
            </section>
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
