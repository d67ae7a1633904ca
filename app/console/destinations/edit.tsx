/**
 * /console/destinations/:id (editors, owners): name, type, continents, short description, images
 * and the rich-text description (decision 0025), with drafts, publish, history and archive.
 * Archive is refused while packages use the destination; the page lists them. A Conform form over
 * the document's schema (decision 0072): the images are a list whose Move up, Move down and Remove
 * are real submit buttons, so the form works as a plain posted form too.
 */
import { Link, useActionData, useLoaderData } from "react-router";
import { CONTINENT_ORDER } from "#domain/continents.ts";
import { DESTINATION_TYPE_LABELS, DESTINATION_TYPES, destinationFormSchema, destinationToForm } from "#domain/destination-document.ts";
import { IntentCard } from "../editing/editing-parts.tsx";
import { PrimaryFirstImages, type ImageListForm } from "../editing/conform-images.tsx";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute } from "../editing/document-editor-route.server.ts";
import { entityIdParam } from "../editing/entity-id.ts";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { imageAddReply, libraryChoices } from "../editing/image-rows.server.ts";
import imagesCss from "../editing/images.css?url";
import { consoleMeta } from "../lib/meta.ts";
import { Select, TextArea, TextInput } from "../packages/fields.tsx";
import { RichTextField } from "../site-pages/rich-text-field.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import type { Route } from "./+types/edit";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
  { rel: "stylesheet", href: imagesCss },
];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.name}` : "Destination");

const route = documentEditorRoute({
  entity: "destination",
  id: (params) => entityIdParam(params),
  path: (id) => `/console/destinations/${id}`,
  view: (area, id) => area.catalogueEditor.destinations.view(id),
  editor: (area, id) => {
    const destinations = area.catalogueEditor.destinations;
    return {
      saveDraft: (doc, base) => destinations.saveDraft(id, doc, base),
      publish: (doc, base) => destinations.publish(id, doc, base),
      restore: (revision) => destinations.restore(id, revision),
      discardDraft: () => destinations.discardDraft(id),
    };
  },
  otherIntents: { archive: { run: (area, id) => area.catalogueEditor.destinations.archive(id), done: "archived" } },
  extra: async (area) => ({ library: await libraryChoices(area.media) }),
  toForm: (view) => destinationToForm(view.document),
  schema: destinationFormSchema,
  // Without JavaScript, Add beside the library's select: the image with the library's alt text.
  serverRows: (formData, area) => imageAddReply(formData, "images", area.media, (a) => ({ image_key: a.key, alt: a.altText })),
});
export const loader = route.loader;
export const action = route.action;

const TYPE_OPTIONS = DESTINATION_TYPES.map((t) => [t, DESTINATION_TYPE_LABELS[t]] as const);
/** A continent's error, wherever in the list, is shown at the continents. */
const errorName = (name: string) => (/^continents\b/.test(name) ? "continents" : name);
const continentId = (c: string) => `f-continents-${c.replace(/[^a-zA-Z0-9]+/g, "-")}`;

export default function DestinationEditorPage() {
  const data = useLoaderData<typeof loader>();
  const { view } = data;
  return (
    <DocumentEditorPage
      data={data}
      result={useActionData<typeof action>()}
      schema={destinationFormSchema}
      errorName={errorName}
      before={
        <p>
          <Link to="/console/destinations">← All destinations</Link>
        </p>
      }
      title={view.document.name}
      formLabel="Destination"
      siteHref={view.status !== "archived" ? `/destinations/${view.id}` : null}
      note={<TranslationsPanel entity="destination" id={view.id} />}
      done={{
        published: "Published. The site shows the change now.",
        discarded: "Draft discarded. The form shows the published destination.",
        archived: "Archived. The destination is off the site; publish it again to bring it back.",
      }}
      after={(busy) =>
        view.status !== "archived" ? (
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
        ) : null
      }
    >
      {(field, busy, { form, fields }) => {
        const { errors } = field;
        const ticked = [fields.continents.initialValue ?? []].flat();
        const images = form as unknown as ImageListForm;
        return (
          <>
            <section className="c-card" aria-labelledby="h-about">
              <h2 id="h-about">About the destination</h2>
              <TextInput name="name" label="Name" {...field} />
              <Select name="destination_type" label="Type" options={TYPE_OPTIONS} {...field} />
              <fieldset aria-describedby={errors.continents ? "f-continents-error" : undefined}>
                <legend>Continents</legend>
                <div className="c-checks">
                  {CONTINENT_ORDER.map((c) => (
                    <div key={c} className="c-checkfield">
                      <div className="c-check">
                        <input id={continentId(c)} type="checkbox" name="continents" value={c} defaultChecked={ticked.includes(c)} />
                        <label htmlFor={continentId(c)}>{c}</label>
                      </div>
                    </div>
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
              <PrimaryFirstImages what="destination" rows={fields.images.getFieldList()} form={images} errors={errors} busy={busy} library={data.library} />
            </section>
            <section className="c-card" aria-labelledby="h-page">
              <h2 id="h-page">Page text</h2>
              <RichTextField name="description_doc" htmlName="description_html" label="Description on the destination's page" {...field} />
            </section>
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
