/**
 * /console/stories/new and /console/stories/:id (editors, owners): the story form (decision 0025).
 * Save keeps a draft; Publish puts the form live (reading time computed by the server); Archive
 * takes a published story off the site. The body is the rich-text editor; the same zod schema
 * (domain/story-document.ts) checks the form here before sending, in the action and in the service:
 * a Conform form (decision 0072) whose refusals are Conform's replies, the service's named back.
 */
import { useRef } from "react";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { slugify, storyDocumentSchema, storyPublishFormSchema, storyToForm, type StoryDocument } from "#domain/story-document.ts";
import type { MediaConsole } from "#domain/media-console-context.ts";
import { ImageChoice } from "../editing/image-choice.tsx";
import { libraryChoices, withLibraryAltText } from "../editing/image-rows.server.ts";
import { IntentCard } from "../editing/editing-parts.tsx";
import { DocumentEditorPage } from "../editing/document-editor-page.tsx";
import { entityIdParam } from "../editing/entity-id.ts";
import { TranslationsPanel } from "../translations/translations-panel.tsx";
import { PUBLISHING_DONE } from "../editing/publishing-parts.tsx";
import { handlePublishingIntent } from "../editing/publishing-intents.server.ts";
import { parseForm, refusal } from "../lib/conform.ts";
import { formFailure, wellFormedForm, type FormValues } from "../lib/forms.server.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { Checkbox, TextArea, TextInput } from "../packages/fields.tsx";
import { RichTextField } from "../site-pages/rich-text-field.tsx";
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

const stringsOf = (formData: FormData): FormValues => {
  const values: FormValues = {};
  for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
  return values;
};

/** Without JavaScript the header image comes from a select: its alt text, left empty, takes the library's. */
async function withHeaderAltText(formData: FormData, media: MediaConsole): Promise<FormData> {
  const values = await withLibraryAltText(stringsOf(formData), [{ key: "image_key", alt: "image_alt" }], media);
  if (values.image_alt !== undefined && values.image_alt !== formData.get("image_alt")) formData.set("image_alt", values.image_alt);
  return formData;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const id = storyId(params);
  const stories = consoleOf(context).catalogueEditor.stories;
  const formData = await withHeaderAltText(await wellFormedForm(request), consoleOf(context).media);
  const values = stringsOf(formData);
  const intent = values.intent ?? "save";
  const back = (storyIdValue: number, done: string) => redirect(`/console/stories/${storyIdValue}?done=${done}`);

  // Restore, Discard and Archive post forms of their own: they read nothing of the story's form.
  if (id !== null && (intent === "restore" || intent === "discard" || intent === "archive")) {
    const result = intent === "restore" ? await stories.restore(id, Number(values.revision)) : intent === "discard" ? await stories.discardDraft(id) : await stories.archive(id);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw back(id, intent === "restore" ? "restored" : intent === "discard" ? "discarded" : "archived");
  }
  const cancelled = id === null ? null : await handlePublishingIntent(context, "story", id, values, (done) => back(id, done));
  if (cancelled) return cancelled;

  // The story's form (Conform, decision 0072): a refusal, the schema's or the service's, is Conform's reply.
  const submission = parseForm(formData, storyDocumentSchema);
  const fail = (status: number, errors: Record<string, string>) => data(submission.status === "success" ? submission.reply(refusal(errors)) : submission.reply(), { status });
  if (submission.status !== "success") return fail(400, {});
  const doc = submission.value;
  const scheduled = id === null ? null : await handlePublishingIntent(context, "story", id, values, (done) => back(id, done), doc, fail);
  if (scheduled) return scheduled;
  if (id === null)
    return once(
      context,
      values,
      intent,
      async () => {
        // A new story is saved as its first draft; publishing it is the next step, on its own page.
        const created = await stories.create(doc);
        if (!created.ok) return fail(created.status, created.errors);
        if (intent === "publish") {
          const published = await stories.publish(created.id);
          if (!published.ok) return redirect(`/console/stories/${created.id}?done=created-not-published`);
          return back(created.id, "published");
        }
        return back(created.id, "created");
      },
      (status, message) => fail(status, { form: message }),
    );
  const base = values.base || undefined;
  const result = intent === "publish" ? await stories.publish(id, doc, base) : await stories.saveDraft(id, doc, base);
  if (!result.ok) return fail(result.status, result.errors);
  throw back(id, intent === "publish" ? "published" : "saved");
}

const DONE = {
  ...PUBLISHING_DONE,
  created: "Story created as a draft. Nobody sees it until you publish it.",
  "created-not-published": "Story saved as a draft, but it cannot be published yet: see what is missing when you press Publish.",
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The story is on the site now.",
  archived: "Archived. The story is off the site; publish it again to bring it back.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published story.",
};

export default function StoryEditorPage() {
  const loaded = useLoaderData<typeof loader>();
  const { view, document } = loaded;
  const slugRef = useRef<HTMLInputElement>(null);

  // The slug follows the title until the editor types a slug of their own.
  const onTitleInput = (title: string) => {
    const slug = slugRef.current;
    if (slug && (slug.dataset.auto === "yes" || !slug.value)) {
      slug.value = slugify(title);
      slug.dataset.auto = "yes";
    }
  };

  return (
    <DocumentEditorPage
      data={loaded}
      result={useActionData<typeof action>()}
      schema={storyDocumentSchema}
      publishSchema={storyPublishFormSchema}
      before={
        <p>
          <Link to="/console/stories">← All stories</Link>
        </p>
      }
      title={view ? document.title || "Story" : "New story"}
      formLabel="Story"
      siteHref={view?.live ? `/blogs/${document.slug}` : null}
      note={view ? <TranslationsPanel entity="story" id={view.id} /> : null}
      plainStatus
      done={DONE}
      discardable={!!view?.draft && view.status !== "new"}
      discardNote="Discarding the draft brings the form back to what the site shows."
      saveLabel={view ? "Save draft" : "Create draft"}
      historyEmpty="Not published from the console yet."
      after={(busy) =>
        view?.live ? (
          <IntentCard title="Take off the site" intent="archive" button="Archive story" busy={busy}>
            <p className="c-muted">Archiving hides the story from the blog and its address. It stays here, with its history, and can be published again.</p>
          </IntentCard>
        ) : null
      }
    >
      {(field, busy) => {
        const { values, errors } = field;
        return (
          <>
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
              <ImageChoice name="image" fields={{ key: "image_key", alt: "image_alt" }} label="header image" values={values} errors={errors} library={loaded.library} busy={busy} none="No image yet." />
            </section>

            <section className="c-card" aria-labelledby="h-body">
              <h2 id="h-body">Story</h2>
              <RichTextField
                name="content_doc"
                htmlName="content_html"
                label="Text of the story"
                hint="Headings, lists, quotes and links. Pasted text from Word or Google Docs keeps its structure and loses its styling."
                {...field}
              />
            </section>
          </>
        );
      }}
    </DocumentEditorPage>
  );
}
