/**
 * /console/sliders/:set (editors, owners): the hero slider of one page (decision 0028): its slides
 * in order (the first is the primary one), each with alt text and a caption, added with the media
 * picker, reordered, removed; Save keeps a draft, Publish changes the page and
 * GET /api/v1/slider-images/ at once. A Conform form over the document's schema (decision 0072):
 * the row buttons are real submit buttons, so without JavaScript the server carries them out.
 */
import { Link, useActionData, useLoaderData } from "react-router";
import {
  isSliderPageSet,
  SLIDER_PAGE_PATHS,
  SLIDER_PAGE_SET_LABELS,
  SLIDER_PAGE_SET_NAMES,
  sliderEntityId,
  sliderFormSchema,
  sliderPublishFormSchema,
  sliderSetOf,
  sliderToForm,
  type SliderPageSetName,
} from "#domain/slider-document.ts";
import { AddImage, ConformImageList, ImageRowKey, ImageThumb, RowText, type ImageListForm } from "../editing/conform-images.tsx";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { documentEditorRoute } from "../editing/document-editor-route.server.ts";
import { imageAddReply, libraryChoices } from "../editing/image-rows.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import editorCss from "../packages/editor.css?url";
import imagesCss from "../editing/images.css?url";
import type { Route } from "./+types/edit";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
];
export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `${SLIDER_PAGE_SET_LABELS[data.view.set]} slider` : "Sliders");

/** The page set of /console/sliders/:set (the home page's at /console/sliders); 404 for another. */
function pageSet(params: { set?: string }): SliderPageSetName {
  const set = params.set ?? "home";
  if (!isSliderPageSet(set)) throw new Response(null, { status: 404 });
  return set;
}
const setOf = (id: number) => sliderSetOf(id) ?? "home";

const route = documentEditorRoute({
  entity: "slider",
  id: (params) => sliderEntityId(pageSet(params)),
  path: (id) => `/console/sliders/${setOf(id)}`,
  view: (area, id) => area.catalogueEditor.sliders.view(setOf(id)),
  editor: (area, id) => {
    const sliders = area.catalogueEditor.sliders;
    const set = setOf(id);
    return {
      saveDraft: (doc, base) => sliders.saveDraft(set, doc, base),
      publish: (doc, base) => sliders.publish(set, doc, base),
      restore: (revision) => sliders.restore(set, revision),
      discardDraft: () => sliders.discardDraft(set),
    };
  },
  extra: async (area) => ({ library: await libraryChoices(area.media) }),
  toForm: (view) => sliderToForm(view.document),
  schema: sliderFormSchema,
  // Without JavaScript, Add beside the library's select: the slide with the library's alt text.
  serverRows: (formData, area) => imageAddReply(formData, "slides", area.media, (a) => ({ image_key: a.key, alt: a.altText, caption: "" })),
});
export const loader = route.loader;
export const action = route.action;

export default function SliderEditorPage() {
  const data = useLoaderData<typeof loader>();
  const { view } = data;
  return (
    <DocumentEditorPage
      data={data}
      result={useActionData<typeof action>()}
      schema={sliderFormSchema}
      publishSchema={sliderPublishFormSchema}
      title={`${SLIDER_PAGE_SET_LABELS[view.set]} page slider`}
      intro={
        <nav aria-label="Page sliders" className="c-checks c-set-nav">
          {SLIDER_PAGE_SET_NAMES.map((s) => (
            <Link key={s} to={`/console/sliders/${s}`} aria-current={s === view.set ? "page" : undefined}>
              {SLIDER_PAGE_SET_LABELS[s]}
            </Link>
          ))}
        </nav>
      }
      formLabel="Slider"
      siteHref={SLIDER_PAGE_PATHS[view.set]}
      note={<TranslationsPanel entity="slider" id={sliderEntityId(view.set)} />}
      done={{
        saved: "Draft saved. The page is unchanged until you publish.",
        published: "Published. The page shows the new slider now.",
        discarded: "Draft discarded. The form shows the published slider.",
      }}
      discardNote="Discarding the draft brings the form back to what the page shows."
      markLatestLive
      historyEmpty="Not edited in the console yet. The first publish keeps the current slides here too."
    >
      {(field, busy, { form, fields }) => {
        const { errors } = field;
        const slides = form as unknown as ImageListForm;
        return (
          <section className="c-card" aria-labelledby="h-slides">
            <h2 id="h-slides">Slides, in order</h2>
            <div className="c-images" data-testid="slides-editor">
              <p className="c-hint">The first image is the slider's primary one. Alt text says what the picture shows here, for people who cannot see it; it starts as the library's.</p>
              <ConformImageList
                list="slides"
                rows={fields.slides.getFieldList()}
                form={slides}
                errors={errors}
                busy={busy}
                label="Images, in order"
                firstNote="Primary"
                rowLabel={(row, i) => `image ${i + 1}${row.current.alt ? ` (${row.current.alt})` : ""}`}
                empty={<p>No images yet.</p>}
                renderRow={(row, i) => (
                  <div className="c-image-use" data-testid="slide">
                    <ImageThumb row={row} />
                    <div>
                      <ImageRowKey name={`slides[${i}]`} row={row} errors={errors} />
                      <RowText name={`slides[${i}]`} field="alt" label={`Image ${i + 1} alt text`} row={row} errors={errors} />
                      <RowText name={`slides[${i}]`} field="caption" label={`Image ${i + 1} caption`} row={row} errors={errors} />
                    </div>
                  </div>
                )}
              />
              <AddImage list="slides" form={slides} library={data.library} busy={busy} newRow={(img) => ({ image_key: img.key, alt: img.alt_text, caption: "" })} />
            </div>
          </section>
        );
      }}
    </DocumentEditorPage>
  );
}
