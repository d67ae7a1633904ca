/**
 * /console/sliders/:set (editors, owners): the hero slider of one page (decision 0028): its slides
 * in order (the first is the primary one), each with alt text and a caption, added with the media
 * picker, reordered, removed; Save keeps a draft, Publish changes the page and
 * GET /api/v1/slider-images/ at once. Without JavaScript the row buttons post the form back.
 */
import type { FormEvent } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { galleryErrors } from "#domain/gallery-document.ts";
import { isSliderPageSet, parseSliderForm, SLIDER_PAGE_SET_LABELS, SLIDER_PAGE_PATHS, SLIDER_PAGE_SET_NAMES, sliderEntityId, sliderPublishProblems, sliderToForm } from "#domain/slider-document.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { DiscardDraft, DoneNotice, DraftActions, EditorStatus, RevisionHistory } from "../editing/editing-parts.tsx";
import { imageListIntent, libraryChoices } from "../editing/image-rows.server.ts";
import { OrderedImages } from "../editing/ordered-images.tsx";
import { EDITOR_STATUS_LABELS } from "../editing/status.ts";
import { PUBLISHING_DONE, PublishingStatus, SchedulePublish } from "../editing/publishing-parts.tsx";
import { checkBeforeSubmit, useEditorForm } from "../editing/use-editor-form.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import editorCss from "../packages/editor.css?url";
import imagesCss from "../editing/images.css?url";
import type { Route } from "./+types/edit";
import { handleDocumentIntents } from "../editing/document-intents.server.ts";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [
  { rel: "stylesheet", href: editorCss },
  { rel: "stylesheet", href: imagesCss },
];
export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.view ? `${SLIDER_PAGE_SET_LABELS[data.view.set]} slider` : "Sliders");

function pageSet(params: { set?: string }) {
  const set = params.set ?? "home";
  if (!isSliderPageSet(set)) throw new Response(null, { status: 404 });
  return set;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const view = await consoleOf(context).catalogueEditor.sliders.view(pageSet(params));
  const publishing = await consoleOf(context).catalogueEditor.publishing.view("slider", sliderEntityId(view.set));
  return { view, publishing, values: sliderToForm(view.document), done: new URL(request.url).searchParams.get("done"), library: await libraryChoices(consoleOf(context).media) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const set = pageSet(params);
  const sliders = consoleOf(context).catalogueEditor.sliders;
  const values = await readForm(request);
  const intent = values.intent ?? "save";
  const rows = await imageListIntent(values, intent, "slides", consoleOf(context).media, (a) => ({ image_key: a.key, alt: a.altText, caption: "" }));
  if (rows) return data({ ok: false as const, errors: rows.errors, values: rows.values, intent });
  const editor = {
    saveDraft: (doc: unknown, base?: string) => sliders.saveDraft(set, doc, base),
    publish: (doc: unknown, base?: string) => sliders.publish(set, doc, base),
    restore: (revisionId: number) => sliders.restore(set, revisionId),
    discardDraft: () => sliders.discardDraft(set),
  };
  return handleDocumentIntents(values, `/console/sliders/${set}`, editor, () => {
    const parsed = parseSliderForm(values);
    return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, errors: galleryErrors(parsed.error) };
  }, { context, entity: "slider", id: sliderEntityId(set) });
}

const DONE: Record<string, string> = {
  ...PUBLISHING_DONE,
  saved: "Draft saved. The page is unchanged until you publish.",
  published: "Published. The page shows the new slider now.",
  restored: "The revision is now your draft. Check it, then publish.",
  discarded: "Draft discarded. The form shows the published slider.",
};

export default function SliderEditorPage() {
  const { view, publishing, values: saved, done, library } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { values, errors, setClientErrors, formKey, busy } = useEditorForm(saved, result);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    checkBeforeSubmit(event, setClientErrors, { parse: parseSliderForm, errors: galleryErrors, publishProblems: sliderPublishProblems, notPublishable: "This slider cannot be published yet." });

  return (
    <div className="c-editor">
      <h1>{SLIDER_PAGE_SET_LABELS[view.set]} page slider</h1>
      <nav aria-label="Page sliders" className="c-checks c-set-nav">
        {SLIDER_PAGE_SET_NAMES.map((s) => (
          <Link key={s} to={`/console/sliders/${s}`} aria-current={s === view.set ? "page" : undefined}>
            {SLIDER_PAGE_SET_LABELS[s]}
          </Link>
        ))}
      </nav>
      <EditorStatus status={view.status} statusLabel={EDITOR_STATUS_LABELS[view.status]} draft={view.draft} revisions={view.revisions} siteHref={SLIDER_PAGE_PATHS[view.set]} />
      <PublishingStatus publishing={publishing} busy={busy} />
      <DoneNotice message={done && !result ? DONE[done] : undefined} />
      <Form method="post" noValidate onSubmit={onSubmit} key={formKey} aria-label="Slider">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="base" value={values.base ?? view.base} />
        <section className="c-card" aria-labelledby="h-slides">
          <h2 id="h-slides">Slides, in order</h2>
          <OrderedImages list="slides" values={values} errors={errors} library={library} busy={busy} noun="slider" captions />
        </section>
        <SchedulePublish values={values} errors={errors} busy={busy} />
        <DraftActions busy={busy} />
      </Form>
      {view.draft ? <DiscardDraft busy={busy} note="Discarding the draft brings the form back to what the page shows." /> : null}
      <RevisionHistory revisions={view.revisions} busy={busy} markLatestLive empty="Not edited in the console yet. The first publish keeps the current slides here too." />
    </div>
  );
}
