/**
 * /console/page-headers (editors, owners): the header image of each public page that has a header
 * band (decision 0038), chosen from the media library with the picker, with the alt text of its
 * use (it starts as the library's). One document on the shared draft / publish / history pattern
 * (decision 0023): Save keeps a draft, Publish changes data_version and the pages show it at once.
 * Removing an image gives the page its plain band (decision 0032). A Conform form over the
 * document's schema (decision 0072), named `<page>.image_key` and `<page>.alt`.
 */
import { useActionData, useLoaderData } from "react-router";
import { PAGE_HEADER_PAGES } from "#domain/page-headers.ts";
import { pageHeadersFormSchema, pageHeadersToForm } from "#domain/page-headers-schema.ts";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { PAGE_HEADERS_TRANSLATION_ID } from "#domain/site-image-translations.ts";
import type { MediaConsole } from "#domain/media-console-context.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute } from "../editing/document-editor-route.server.ts";
import { ImageChoice } from "../editing/image-choice.tsx";
import { libraryChoices, withLibraryAltText } from "../editing/image-rows.server.ts";
import type { FormValues } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import editorCss from "../packages/editor.css?url";
import imagesCss from "../editing/images.css?url";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = () => consoleMeta("Page header images");

const PAGES = PAGE_HEADER_PAGES.map((p) => p.page);

/** Without JavaScript an image comes from a select: its alt text, left empty, takes the library's. */
async function withHeaderAltText(formData: FormData, media: MediaConsole): Promise<FormData> {
  const values: FormValues = {};
  for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
  const filled = await withLibraryAltText(values, PAGES, media);
  for (const page of PAGES) if (filled[`${page}.alt`] !== values[`${page}.alt`]) formData.set(`${page}.alt`, filled[`${page}.alt`]!);
  return formData;
}

const route = documentEditorRoute({
  entity: "page_headers",
  id: () => 1,
  path: () => "/console/page-headers",
  view: (area) => area.catalogueEditor.pageHeaders.view(),
  editor: (area) => area.catalogueEditor.pageHeaders,
  extra: async (area) => ({ library: await libraryChoices(area.media) }),
  prepare: (formData, area) => withHeaderAltText(formData, area.media),
  toForm: (view) => pageHeadersToForm(view.document),
  schema: pageHeadersFormSchema,
});
export const loader = route.loader;
export const action = route.action;

export default function PageHeadersEditorPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <DocumentEditorPage
      data={data}
      result={useActionData<typeof action>()}
      schema={pageHeadersFormSchema}
      title="Page header images"
      intro={<p className="c-muted">The picture behind the title of each page. A page without one shows a plain dark band.</p>}
      formLabel="Page header images"
      siteHref="/about"
      note={<TranslationsPanel entity="page_headers" id={PAGE_HEADERS_TRANSLATION_ID} />}
      done={{
        saved: "Draft saved. The pages are unchanged until you publish.",
        published: "Published. The pages show their new header images now.",
        discarded: "Draft discarded. The form shows the published header images.",
      }}
      discardNote="Discarding the draft brings the form back to what the pages show."
      historyEmpty="Not edited in the console yet. The first publish keeps the current header images here too."
    >
      {(field, busy) =>
        PAGE_HEADER_PAGES.map(({ page, label, path }) => (
          <section key={page} className="c-card" aria-labelledby={`h-${page}`}>
            <h2 id={`h-${page}`}>{label}</h2>
            <p className="c-hint">
              <a href={path} target="_blank" rel="noreferrer">
                {path}
                <span className="c-visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <ImageChoice name={page} label={`${label} header image`} values={field.values} errors={field.errors} library={data.library} busy={busy} none="No image: a plain band." />
          </section>
        ))
      }
    </DocumentEditorPage>
  );
}
