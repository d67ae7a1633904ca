/**
 * /console/destinations/:id (editors, owners): name, type, continents, short description and the
 * rich-text description (decision 0025), with drafts, publish, history and archive. Archive is
 * refused while packages use the destination; the page lists them.
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { CONTINENT_ORDER } from "#domain/continents.ts";
import { continentField, DESTINATION_TYPE_LABELS, DESTINATION_TYPES, destinationErrors, destinationToForm, parseDestinationForm } from "#domain/destination-document.ts";
import type { RichTextDoc } from "#domain/rich-text.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { formFailure, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, Select, TextArea, TextInput } from "../packages/fields.tsx";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import type { Route } from "./+types/edit";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = ({ data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.name}` : "Destination");

function destinationId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await context.staff.require("content:write");
  const view = await context.catalogueEditor.destinations.view(destinationId(params));
  if (!view) throw new Response(null, { status: 404 });
  return { view, values: destinationToForm(view.document), done: new URL(request.url).searchParams.get("done") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await context.staff.require("content:write");
  const id = destinationId(params);
  const editor = context.catalogueEditor.destinations;
  const values = await readForm(request);
  const intent = values.intent ?? "save";
  const back = (done: string) => redirect(`/console/destinations/${id}?done=${done}`);
  if (intent === "restore" || intent === "discard" || intent === "archive") {
    const result = intent === "restore" ? await editor.restore(id, Number(values.revision)) : intent === "discard" ? await editor.discardDraft(id) : await editor.archive(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(intent === "restore" ? "restored" : intent === "discard" ? "discarded" : "archived");
  }
  const parsed = parseDestinationForm(values);
  if (!parsed.success) return formFailure(400, destinationErrors(parsed.error), values, intent);
  const base = values.base || undefined;
  const result = intent === "publish" ? await editor.publish(id, parsed.data, base) : await editor.saveDraft(id, parsed.data, base);
  if (!result.ok) return formFailure(result.status, result.errors, values, intent);
  throw back(intent === "publish" ? "published" : "saved");
}

const DONE: Record<string, string> = {
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The site shows the change now.",
  archived: "Archived. The destination is off the site; publish it again to bring it back.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published destination.",
};
const STATUS = { published: "Published", draft: "Draft changes, not published", archived: "Archived" } as const;
const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });
const TYPE_OPTIONS = DESTINATION_TYPES.map((t) => [t, DESTINATION_TYPE_LABELS[t]] as const);
let formGeneration = 0;

export default function DestinationEditorPage() {
  const { view, values: saved, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const values: Record<string, string> = result?.values ?? saved;
  const errors = clientErrors ?? result?.errors ?? {};
  const formKey = useMemo(() => ++formGeneration, [result, saved]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setClientErrors(null), [result, saved]);
  const busy = navigation.state !== "idle";
  const initialDoc = useMemo<RichTextDoc | null>(() => {
    try {
      return values.description_doc ? (JSON.parse(values.description_doc) as RichTextDoc) : null;
    } catch {
      return null;
    }
  }, [values.description_doc]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save" && submitter?.value !== "publish") return;
    const flat: Record<string, string> = {};
    for (const [k, v] of new FormData(event.currentTarget)) if (typeof v === "string") flat[k] = v;
    const parsed = parseDestinationForm(flat);
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
      <div className="c-status">
        <span className={view.status === "published" ? "c-badge" : "c-badge c-badge-warn"} data-testid="edit-status">
          {STATUS[view.status]}
        </span>
        {view.status !== "archived" ? (
          <a href={`/destinations/${view.id}`} target="_blank" rel="noreferrer">
            View on the site<span className="c-skip"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {done && DONE[done] && !result ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>{DONE[done]}</p>
        </div>
      ) : null}

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
        <div className="c-actions c-sticky-actions">
          <button type="submit" name="intent" value="save" className="c-button c-button-quiet" disabled={busy}>
            Save draft
          </button>
          <button type="submit" name="intent" value="publish" className="c-button" disabled={busy}>
            Publish
          </button>
        </div>
      </Form>

      {view.draft ? (
        <Form method="post" className="c-card">
          <h2>Unpublished changes</h2>
          <button type="submit" name="intent" value="discard" className="c-button c-button-quiet" disabled={busy}>
            Discard draft
          </button>
        </Form>
      ) : null}

      {view.status !== "archived" ? (
        <Form method="post" className="c-card">
          <h2>Take off the site</h2>
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
          <button type="submit" name="intent" value="archive" className="c-button c-button-quiet" disabled={busy}>
            Archive destination
          </button>
        </Form>
      ) : null}

      <section className="c-card" aria-labelledby="h-history">
        <h2 id="h-history">History</h2>
        {view.revisions.length ? (
          <ul>
            {view.revisions.map((r) => (
              <li key={r.id} data-testid="revision-row">
                <Form method="post">
                  <time dateTime={r.publishedAt}>{WHEN.format(new Date(r.publishedAt))}</time> · {r.publishedBy ?? "As first loaded"}{" "}
                  <input type="hidden" name="revision" value={r.id} />
                  <button type="submit" name="intent" value="restore" className="c-linkbutton" disabled={busy}>
                    Restore as draft<span className="c-skip"> (version of {WHEN.format(new Date(r.publishedAt))})</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="c-muted">Not edited in the console yet. The first publish keeps the current version here too.</p>
        )}
      </section>
    </div>
  );
}
