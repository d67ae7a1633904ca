/**
 * /console/stories/new and /console/stories/:id (editors, owners): the story form (decision 0025).
 * Save keeps a draft; Publish puts the form live (reading time computed by the server); Archive
 * takes a published story off the site. The body is the rich-text editor; the same zod schema
 * (domain/story-document.ts) checks the form here before sending, in the action and in the service.
 */
import { useMemo, useRef, type FormEvent } from "react";
import { Link, Form, redirect, useActionData, useLoaderData } from "react-router";
import { parseStoryForm, slugify, storyErrors, storyPublishProblems, storyToForm, type StoryDocument } from "#domain/story-document.ts";
import { htmlPlainText, richTextPlainText, type RichTextDoc } from "#domain/rich-text.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { ImageChoice } from "../editing/image-choice.tsx";
import { libraryChoices, withLibraryAltText } from "../editing/image-rows.server.ts";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, IntentCard, RevisionHistory } from "../editing/editing-parts.tsx";
import { entityIdParam } from "../editing/entity-id.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { handlePublishingIntent } from "../editing/publishing-intents.server.ts";
import { submittedForm, useEditorForm } from "../editing/use-editor-form.ts";
import { OnceField } from "../components/once-field.tsx";
import { formFailure, readForm } from "../lib/forms.server.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, TextArea, TextInput } from "../packages/fields.tsx";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";
import editorCss from "../packages/editor.css?url";
import richTextCss from "../rich-text/rich-text.css?url";
import type { Route } from "./+types/edit";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: richTextCss },
];

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `Edit ${data.view.document.title}` : "New story");

/** null on /console/stories/new, which has no :id. */
function storyId(params: { id?: string }): number | null {
  return params.id === undefined ? null : entityIdParam(params);
}

const EMPTY: StoryDocument = { title: "", slug: "", author: "", is_featured: false, excerpt: "", image_key: "", image_alt: "", content_doc: null, content_html: "" };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = storyId(params);
  // Viewers read stories (issue 24 item 7); a new story is for those who may write one.
  await consoleOf(context).staff.require(id === null ? "content:write" : "content:read");
  const library = await libraryChoices(consoleOf(context).media);
  const done = new URL(request.url).searchParams.get("done");
  // A new story is created once however often Save is clicked (decision 0043).
  if (id === null) return { view: null, document: EMPTY, values: storyToForm(EMPTY), library, done, publishing: null, once: newOnceToken() };
  const view = await consoleOf(context).catalogueEditor.stories.view(id);
  if (!view) throw new Response(null, { status: 404 });
  const publishing = await consoleOf(context).catalogueEditor.publishing.view("story", id);
  return { view, document: view.document, values: storyToForm(view.document), library, done, publishing, once: null };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const id = storyId(params);
  const stories = consoleOf(context).catalogueEditor.stories;
  // Without JavaScript the header image comes from a select: its alt text starts as the library's.
  const values = await withLibraryAltText(await readForm(request), [{ key: "image_key", alt: "image_alt" }], consoleOf(context).media);
  const intent = values.intent ?? "save";
  const back = (storyIdValue: number, done: string) => redirect(`/console/stories/${storyIdValue}?done=${done}`);

  if (id !== null && intent === "restore") {
    const result = await stories.restore(id, Number(values.revision));
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(id, "restored");
  }
  if (id !== null && intent === "discard") {
    const result = await stories.discardDraft(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(id, "discarded");
  }
  if (id !== null && intent === "archive") {
    const result = await stories.archive(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(id, "archived");
  }

  const cancelled = id === null ? null : await handlePublishingIntent(context, "story", id, values, (done) => back(id, done));
  if (cancelled) return cancelled;
  const parsed = parseStoryForm(values);
  if (!parsed.success) return formFailure(400, storyErrors(parsed.error), values, intent);
  const scheduled = id === null ? null : await handlePublishingIntent(context, "story", id, values, (done) => back(id, done), parsed.data);
  if (scheduled) return scheduled;
  if (id === null)
    return once(context, values, intent, async () => {
      // A new story is saved as its first draft; publishing it is the next step, on its own page.
      const created = await stories.create(parsed.data);
      if (!created.ok) return formFailure(created.status, created.errors, values, intent);
      if (intent === "publish") {
        const published = await stories.publish(created.id);
        if (!published.ok) return redirect(`/console/stories/${created.id}?done=created-not-published`);
        return back(created.id, "published");
      }
      return back(created.id, "created");
    });
  const base = values.base || undefined;
  const result = intent === "publish" ? await stories.publish(id, parsed.data, base) : await stories.saveDraft(id, parsed.data, base);
  if (!result.ok) return formFailure(result.status, result.errors, values, intent);
  throw back(id, intent === "publish" ? "published" : "saved");
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  created: "Story created as a draft. Nobody sees it until you publish it.",
  "created-not-published": "Story saved as a draft, but it cannot be published yet: see what is missing when you press Publish.",
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The story is on the site now.",
  archived: "Archived. The story is off the site; publish it again to bring it back.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published story.",
};


function bodyText(doc: StoryDocument): string {
  return doc.content_doc ? richTextPlainText(doc.content_doc) : htmlPlainText(doc.content_html);
}

export default function StoryEditorPage() {
  const { view, document, values: saved, library, done, publishing, once: onceToken } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);
  const slugRef = useRef<HTMLInputElement>(null);

  // What the editor starts from: the document that came back with an error, else the saved one.
  const initialDoc = useMemo<RichTextDoc | null>(() => {
    if (!values.content_doc) return null;
    try {
      return JSON.parse(values.content_doc) as RichTextDoc;
    } catch {
      return null;
    }
  }, [values.content_doc]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent, fields } = submittedForm(event);
    if (intent !== "save" && intent !== "publish") return;
    const parsed = parseStoryForm(fields);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(storyErrors(parsed.error));
      return;
    }
    const problems = intent === "publish" ? storyPublishProblems(parsed.data, bodyText(parsed.data)) : {};
    if (Object.keys(problems).length) {
      event.preventDefault();
      setClientErrors({ form: "This story cannot be published yet.", ...problems });
    } else setClientErrors(null);
  };

  // The slug follows the title until the editor types a slug of their own.
  const onTitleInput = (title: string) => {
    const slug = slugRef.current;
    if (slug && (slug.dataset.auto === "yes" || !slug.value)) {
      slug.value = slugify(title);
      slug.dataset.auto = "yes";
    }
  };

  const field = { values, errors };
  return (
    <div className="c-editor">
      <p>
        <Link to="/console/stories">← All stories</Link>
      </p>
      <h1>{view ? document.title || "Story" : "New story"}</h1>
      {view ? (
        <EditorStatus status={view.status} draft={view.draft} revisions={view.revisions} siteHref={view.live ? `/blogs/${document.slug}` : null} />
      ) : null}
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      {publishing ? <PublishingStatus publishing={publishing} busy={busy} /> : null}

      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Story">
        {onceToken ? <OnceField token={values.once ?? onceToken} /> : null}
        <ErrorSummary errors={errors} />
        {view ? <input type="hidden" name="base" value={values.base ?? view.base} /> : null}
        <section className="c-card" aria-labelledby="h-about">
          <h2 id="h-about">About the story</h2>
          <div className="c-field">
            <label htmlFor="f-title">Title</label>
            <input
              id="f-title"
              name="title"
              defaultValue={values.title ?? ""}
              onInput={(e) => onTitleInput(e.currentTarget.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? "f-title-error" : undefined}
            />
            {errors.title ? (
              <p id="f-title-error" className="c-error">
                {errors.title}
              </p>
            ) : null}
          </div>
          <div className="c-field">
            <label htmlFor="f-slug">Address (slug)</label>
            <input
              id="f-slug"
              ref={slugRef}
              name="slug"
              defaultValue={values.slug ?? ""}
              data-auto={values.slug ? "no" : "yes"}
              onInput={(e) => (e.currentTarget.dataset.auto = "no")}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={["f-slug-hint", errors.slug ? "f-slug-error" : ""].filter(Boolean).join(" ")}
            />
            <p id="f-slug-hint" className="c-hint">
              The story's address: /blogs/<em>slug</em>. Made from the title; change it if you like. Left empty, it is made from the title.
            </p>
            {errors.slug ? (
              <p id="f-slug-error" className="c-error">
                {errors.slug}
              </p>
            ) : null}
          </div>
          <TextInput name="author" label="Author" hint="Needed to publish." {...field} />
          <TextArea name="excerpt" label="Excerpt" rows={3} hint="A sentence or two for the story list and link previews." {...field} />
          <Checkbox name="is_featured" label="Featured (shown first on the blog)" {...field} />
        </section>

        <section className="c-card" aria-labelledby="h-image">
          <h2 id="h-image">Header image</h2>
          {/* The media picker with thumbnails (issue 28 item 8); without JavaScript, the library as a select. */}
          <ImageChoice name="image" fields={{ key: "image_key", alt: "image_alt" }} label="header image" values={values} errors={errors} library={library} busy={busy} none="No image yet." />
        </section>

        <section className="c-card" aria-labelledby="h-body">
          <h2 id="h-body">Story</h2>
          <RichTextEditor
            name="content_doc"
            htmlName="content_html"
            label="Text of the story"
            hint="Headings, lists, quotes and links. Pasted text from Word or Google Docs keeps its structure and loses its styling."
            initialDoc={initialDoc}
            initialHtml={values.content_html ?? ""}
            error={errors.content_doc ?? errors.content_html}
          />
        </section>

        {view ? <SchedulePublish values={values} errors={errors} busy={busy} /> : null}
        <DraftActions busy={busy} saveLabel={view ? "Save draft" : "Create draft"} />
      </Form>

      {view?.draft && view.status !== "new" ? <DiscardDraft busy={busy} note="Discarding the draft brings the form back to what the site shows." /> : null}

      {view?.live ? (
        <IntentCard title="Take off the site" intent="archive" button="Archive story" busy={busy}>
          <p className="c-muted">Archiving hides the story from the blog and its address. It stays here, with its history, and can be published again.</p>
        </IntentCard>
      ) : null}

      {view ? <RevisionHistory revisions={view.revisions} busy={busy} empty="Not published from the console yet." /> : null}
    </div>
  );
}
