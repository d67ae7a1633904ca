/**
 * /console/services/:id (editors, owners): a service's name, description and icon (decision
 * 0029), on the shared draft / publish / history pattern (decision 0023), with a preview link of
 * the draft on /services and "Publish later" (decisions 0030, 0039). The icon is chosen from
 * the fixed list the site can draw; the order, slug and id are the spec's.
 */
import type { FormEvent } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { serviceDocumentSchema, serviceErrors } from "#domain/service-document.ts";
import { SERVICE_ICON_LABELS, SERVICE_ICONS } from "#domain/services.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "../editing/editing-parts.tsx";
import { entityIdParam } from "../editing/entity-id.ts";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Select, TextArea, TextInput } from "../packages/fields.tsx";
import editorCss from "../packages/editor.css?url";
import type { Route } from "./+types/edit";
import { handleDocumentIntents } from "../editing/document-intents.server.ts";

export const links = () => [{ rel: "stylesheet", href: editorCss }];

export const meta = ({ data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.name}` : "Service");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await context.staff.require("content:read");
  const view = await context.catalogueEditor.services.view(entityIdParam(params));
  if (!view) throw new Response(null, { status: 404 });
  const publishing = await context.catalogueEditor.publishing.view("service", view.id);
  const { name, description, icon } = view.document;
  return { view, publishing, values: { name, description, icon } as Record<string, string>, done: new URL(request.url).searchParams.get("done") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await context.staff.require("content:write");
  const id = entityIdParam(params);
  const services = context.catalogueEditor.services;
  const values = await readForm(request);
  const editor = {
    saveDraft: (doc: unknown, base?: string) => services.saveDraft(id, doc, base),
    publish: (doc: unknown, base?: string) => services.publish(id, doc, base),
    restore: (revisionId: number) => services.restore(id, revisionId),
    discardDraft: () => services.discardDraft(id),
  };
  return handleDocumentIntents(values, `/console/services/${id}`, editor, () => {
    const parsed = serviceDocumentSchema.safeParse(values);
    return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, errors: serviceErrors(parsed.error) };
  }, { context, entity: "service", id });
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The site shows the change now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published service.",
};
const ICON_OPTIONS = SERVICE_ICONS.map((i) => [i, SERVICE_ICON_LABELS[i]] as const);

export default function ServiceEditorPage() {
  const { view, publishing, values: saved, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const parsed = serviceDocumentSchema.safeParse(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(serviceErrors(parsed.error));
    } else setClientErrors(null);
  };

  const field = { values, errors };
  return (
    <div className="c-editor">
      <p>
        <Link to="/console/services">← All services</Link>
      </p>
      <h1>{view.document.name}</h1>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref={`/services#service-${view.slug}`} />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Service">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        <section className="c-card" aria-labelledby="h-service">
          <h2 id="h-service">The service</h2>
          <TextInput name="name" label="Name" hint="Shown on the home page, /services, the menus and package filters." {...field} />
          <TextArea name="description" label="Description" rows={6} {...field} />
          <Select name="icon" label="Icon" options={ICON_OPTIONS} {...field} />
        </section>
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>
      {view.draft ? <DiscardDraft busy={busy} /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} empty="Not edited in the console yet. The first publish keeps the current version here too." />
    </div>
  );
}
