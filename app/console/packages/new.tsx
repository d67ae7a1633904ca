/**
 * /console/packages/new (editors, owners): a new package starts as a title (decision 0027). Create
 * makes a package nobody sees and its first draft, then opens the full editor, where it gets its
 * services, tiers, itinerary and images before it can be published.
 */
import type { FormEvent } from "react";
import { Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { documentErrors, parsePackageForm } from "#domain/package-document.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { OnceField } from "../components/once-field.tsx";
import { formFailure, readForm } from "../lib/forms.server.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { TextArea, TextInput } from "./fields.tsx";
import editorCss from "./editor.css?url";
import type { Route } from "./+types/new";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [{ rel: "stylesheet", href: editorCss }];

export const meta = () => consoleMeta("New package");

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:write");
  // Create makes one package however often it is clicked (decision 0043).
  return { once: newOnceToken() };
}

/** Only what the short form has; the rest of the document starts empty. */
const pick = (values: Record<string, string>) => ({ title: values.title ?? "", summary: values.summary ?? "" });

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const values = await readForm(request);
  const parsed = parsePackageForm(pick(values));
  if (!parsed.success) return formFailure(400, documentErrors(parsed.error), values);
  return once(context, values, undefined, async () => {
    const created = await consoleOf(context).catalogueEditor.createPackage(parsed.data);
    if (!created.ok) return formFailure(created.status, created.errors, values);
    return redirect(`/console/packages/${created.id}?done=created`);
  });
}

const EMPTY: Record<string, string> = { title: "", summary: "" };

export default function NewPackage() {
  const { once: onceToken } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(EMPTY, result);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parsePackageForm(pick(submittedForm(event).fields));
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(documentErrors(parsed.error));
  };
  const field = { values, errors };
  return (
    <div className="c-editor">
      <p>
        <Link to="/console/packages">← All packages</Link>
      </p>
      <h1>New package</h1>
      <p className="c-muted">A new package is a draft: nobody sees it until you publish it. Publishing needs a summary, a service, a priced tier and an image with alt text.</p>
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="New package">
        <OnceField token={values.once ?? onceToken} />
        <ErrorSummary errors={errors} />
        <section className="c-card">
          <TextInput name="title" label="Title" hint="The page's address is made from it when you publish." {...field} />
          <TextArea name="summary" label="Summary" rows={4} hint="Shown on cards and at the top of the page. You can write it later." {...field} />
        </section>
        <div className="c-actions">
          <button type="submit" className="c-button" disabled={busy}>
            Create draft
          </button>
        </div>
      </Form>
    </div>
  );
}
