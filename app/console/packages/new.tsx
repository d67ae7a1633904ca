/**
 * /console/packages/new (editors, owners): a new package starts as a title (decision 0027). Create
 * makes a package nobody sees and its first draft, then opens the full editor, where it gets its
 * services, tiers, itinerary and images before it can be published.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { newPackageFormSchema } from "#domain/package-form.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { useDocumentForm } from "../editing/use-document-form.ts";
import { OnceField } from "../components/once-field.tsx";
import { parseForm, refusal } from "../lib/conform.ts";
import { wellFormedForm, type FormValues } from "../lib/forms.server.ts";
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

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const formData = await wellFormedForm(request);
  const values: FormValues = {};
  for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
  // Only what the short form has is read (newPackageFormSchema); a refusal is Conform's reply, with what was typed.
  const submission = parseForm(formData, newPackageFormSchema);
  const fail = (status: number, errors: Record<string, string>) => data(submission.status === "success" ? submission.reply(refusal(errors)) : submission.reply(), { status });
  if (submission.status !== "success") return fail(400, {});
  const doc = submission.value;
  return once(
    context,
    values,
    undefined,
    async () => {
      const created = await consoleOf(context).catalogueEditor.createPackage(doc);
      if (!created.ok) return fail(created.status, created.errors);
      return redirect(`/console/packages/${created.id}?done=created`);
    },
    (status, message) => fail(status, { form: message }),
  );
}

const EMPTY = { title: "", summary: "" };

export default function NewPackage() {
  const { once: onceToken } = useLoaderData<typeof loader>();
  const { form, values, errors, onSubmit, busy } = useDocumentForm({ values: EMPTY, result: useActionData<typeof action>(), schema: newPackageFormSchema });
  const field = { values, errors };
  return (
    <div className="c-editor">
      <p>
        <Link to="/console/packages">← All packages</Link>
      </p>
      <h1>New package</h1>
      <p className="c-muted">A new package is a draft: nobody sees it until you publish it. Publishing needs a summary, a service, a priced tier and an image with alt text.</p>
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} aria-label="New package">
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
