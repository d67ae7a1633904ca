/**
 * /console/services/:id (editors, owners): a service's name, description and icon (decision
 * 0029), on the shared draft / publish / history pattern (decision 0023), with a preview link of
 * the draft on /services and "Publish later" (decisions 0030, 0039). The icon is chosen from
 * the fixed list the site can draw; the order, slug and id are the spec's.
 */
import { Link, useActionData, useLoaderData } from "react-router";
import { serviceDocumentSchema } from "#domain/service-document.ts";
import { SERVICE_ICON_LABELS, SERVICE_ICONS } from "#domain/services.ts";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { documentEditorRoute } from "../editing/document-editor-route.server.ts";
import { entityIdParam } from "../editing/entity-id.ts";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { Select, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import type { Route } from "./+types/edit";

export const links = () => [{ rel: "stylesheet", href: editorCss }];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.name}` : "Service");

// The form is the document's fields, read by its one schema (decision 0072).
const route = documentEditorRoute({
  entity: "service",
  id: entityIdParam,
  path: (id) => `/console/services/${id}`,
  view: (area, id) => area.catalogueEditor.services.view(id),
  editor: ({ catalogueEditor: { services } }, id) => ({
    saveDraft: (doc, base) => services.saveDraft(id, doc, base),
    publish: (doc, base) => services.publish(id, doc, base),
    restore: (revisionId) => services.restore(id, revisionId),
    discardDraft: () => services.discardDraft(id),
  }),
  toForm: ({ document: { name, description, icon } }) => ({ name, description, icon }),
  schema: serviceDocumentSchema,
});
export const loader = route.loader;
export const action = route.action;

const ICON_OPTIONS = SERVICE_ICONS.map((i) => [i, SERVICE_ICON_LABELS[i]] as const);

export default function ServiceEditorPage() {
  const data = useLoaderData<typeof loader>();
  const { view } = data;
  return (
    <DocumentEditorPage
      data={data}
      result={useActionData<typeof action>()}
      before={
        <p>
          <Link to="/console/services">← All services</Link>
        </p>
      }
      title={view.document.name}
      formLabel="Service"
      siteHref={`/services#service-${view.slug}`}
      done={{ published: "Published. The site shows the change now.", discarded: "Draft discarded. The form shows the published service." }}
      schema={serviceDocumentSchema}
      note={<TranslationsPanel entity="service" id={view.id} />}
    >
      {(field) => (
        <section className="c-card" aria-labelledby="h-service">
          <h2 id="h-service">The service</h2>
          <TextInput name="name" label="Name" hint="Shown on the home page, /services, the menus and package filters." {...field} />
          <TextArea name="description" label="Description" rows={6} {...field} />
          <Select name="icon" label="Icon" options={ICON_OPTIONS} {...field} />
        </section>
      )}
    </DocumentEditorPage>
  );
}
