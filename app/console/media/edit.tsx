/**
 * /console/media/:id (editors, owners): an image's alt text, title, description and focal point.
 * Validated by the same schema in the browser and on the server (domain/media.ts).
 */
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { imageUrl } from "#domain/images.ts";
import { focusedOgImageUrl, formatBytes, mediaDetailsSchema } from "#domain/media.ts";
import { SuccessNotice, ValidatedForm } from "../components/form-fields.tsx";
import { formFailure, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import mediaCss from "./media.css?url";
import type { Route } from "./+types/edit";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [{ rel: "stylesheet", href: mediaCss }];
export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.asset ? `Image ${data.asset.title || data.asset.originalName}` : "Image");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const asset = await consoleOf(context).media.get(params.id);
  if (!asset) throw new Response(null, { status: 404 });
  return { asset, saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  const values = await readForm(request);
  const result = await consoleOf(context).media.saveDetails(params.id, values);
  if (!result.ok) return formFailure(result.status, result.errors, values);
  return redirect(`/console/media/${params.id}?saved=1`);
}

function TextBox(props: { name: string; label: string; hint?: string; value: string; error?: string; rows?: number; multiline?: boolean }) {
  const id = `f-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = { id, name: props.name, defaultValue: props.value, "aria-invalid": props.error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className="c-field m-field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className="c-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? <textarea rows={props.rows ?? 3} {...common} /> : <input type="text" {...common} />}
      {props.error ? (
        <p className="c-error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export default function MediaEdit() {
  const { asset, saved } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const values = failed?.values;
  const errors = failed?.errors;
  const v = (name: "alt_text" | "title" | "description", fallback: string) => values?.[name] ?? fallback;
  return (
    <>
      <p>
        <Link to="/console/media">Back to the media library</Link>
      </p>
      <h1>{asset.title || asset.originalName}</h1>
      <p className="c-muted">
        {asset.width} x {asset.height}, {formatBytes(asset.bytes)}, uploaded by {asset.uploadedBy ?? "someone no longer on staff"}.{" "}
        {asset.usable ? "Ready to use." : <strong>Needs alt text before it can be used.</strong>}
      </p>
      {saved ? (
        <SuccessNotice>
          Saved.
        </SuccessNotice>
      ) : null}
      <ValidatedForm schema={mediaDetailsSchema} serverErrors={errors} className="m-edit" aria-label="Image details">
        {(e) => (
          <>
            <div className="c-card">
              <FocalPointPicker src={imageUrl(asset.key, 960, "webp")} alt={asset.altText} width={asset.width} height={asset.height} initial={asset.focal} />
            </div>
            <div className="c-card">
              <TextBox
                name="alt_text"
                label="Alt text"
                hint="What the image shows, for people who cannot see it (required before use)."
                value={v("alt_text", asset.altText)}
                error={e.alt_text}
                multiline
              />
              <TextBox name="title" label="Title" value={v("title", asset.title)} error={e.title} />
              <TextBox name="description" label="Description" value={v("description", asset.description)} error={e.description} multiline rows={4} />
              <button type="submit" className="c-button">
                Save
              </button>
            </div>
          </>
        )}
      </ValidatedForm>
      <div className="c-card m-preview">
        <h2>Link preview crop</h2>
        <p className="c-hint">How WhatsApp and social sites show this image (1200 x 630), cropped around the saved focal point.</p>
        <img src={focusedOgImageUrl(asset.key, asset.focal)} alt="" width={1200} height={630} loading="lazy" />
      </div>
    </>
  );
}
