/**
 * The media picker (decision 0028): a native <dialog> (focus kept inside, Escape closes, focus goes
 * back to the button that opened it) listing the library's images that have alt text
 * (GET /console/api/media), searchable by title and alt text. An editor can also upload an image
 * from here; the picker then asks for its alt text (PUT /console/api/media/:id/alt-text) before it
 * can be chosen, as the library's rule says. Console only; pages without JavaScript use the plain
 * select of library images the editors render instead. Rendered only in the browser (a portal).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import type { MediaAsset, PickerImage } from "#domain/media.ts";
import { imageUrl } from "#domain/images.ts";
import { MEDIA_UPLOAD_URL, UploadList } from "./upload-list.tsx";

export interface PickedImage {
  key: string;
  alt_text: string;
  title: string;
}

type Listing = { state: "loading" } | { state: "failed" } | { state: "ready"; images: PickerImage[] };

async function loadImages(): Promise<PickerImage[]> {
  const res = await fetch(MEDIA_UPLOAD_URL, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`media list ${res.status}`);
  return ((await res.json()) as { results: PickerImage[] }).results;
}

/** Whether `image` matches every word of `query` in its title or alt text. */
export function matchesSearch(image: { title: string; alt_text: string }, query: string): boolean {
  const text = `${image.title} ${image.alt_text}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export function MediaPicker({ open, onClose, onChoose, title = "Choose an image" }: { open: boolean; onClose: () => void; onChoose: (image: PickedImage) => void; title?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [query, setQuery] = useState("");
  const [describing, setDescribing] = useState<MediaAsset[]>([]);
  const headingId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      setListing({ state: "loading" });
      loadImages().then(
        (images) => setListing({ state: "ready", images }),
        () => setListing({ state: "failed" }),
      );
    } else if (!open && el.open) el.close();
  }, [open]);

  const shown = useMemo(() => (listing.state === "ready" ? listing.images.filter((img) => matchesSearch(img, query)) : []), [listing, query]);

  const choose = (image: PickedImage) => {
    onChoose(image);
    setDescribing([]);
    setQuery("");
    onClose();
  };

  // Outside the editor's form (the describe step is a form of its own), inside the console's root for its styles.
  return createPortal(
    <dialog ref={dialog} className="c-picker" aria-labelledby={headingId} onClose={onClose} onCancel={onClose}>
      <div className="c-picker-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="c-button c-button-quiet c-button-small" onClick={onClose}>
          Close
        </button>
      </div>
      {open ? (
        <>
          <div className="c-field">
            <label htmlFor={`${headingId}-search`}>Search by title or alt text</label>
            <input id={`${headingId}-search`} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} autoComplete="off" />
          </div>
          {listing.state === "loading" ? <p role="status">Loading the library…</p> : null}
          {listing.state === "failed" ? (
            <p role="alert" className="c-error">
              The library could not be loaded. Close this and try again.
            </p>
          ) : null}
          {listing.state === "ready" ? (
            <>
              <p role="status" className="c-muted">
                {shown.length === listing.images.length
                  ? `${listing.images.length} ${listing.images.length === 1 ? "image" : "images"} with alt text.`
                  : `${shown.length} of ${listing.images.length} images match.`}
              </p>
              {shown.length ? (
                <ul className="c-picker-grid" aria-label="Library images">
                  {shown.map((img) => (
                    <li key={img.key}>
                      <button type="button" className="c-picker-choice" onClick={() => choose({ key: img.key, alt_text: img.alt_text, title: img.title })}>
                        <img src={img.thumbnail_url} alt="" width={160} height={100} loading="lazy" />
                        <span className="c-picker-title">{img.title || img.alt_text}</span>
                        <span className="c-visually-hidden">Choose: {img.alt_text}</span>
                        {img.title ? <span className="c-muted c-picker-alt" aria-hidden="true">{img.alt_text}</span> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{listing.images.length ? "No image matches. Try other words." : "The library has no images with alt text yet. Upload one below."}</p>
              )}
            </>
          ) : null}
          <UploadList
            inputId={`${headingId}-upload`}
            heading="Upload a new image"
            headingLevel={3}
            multiple={false}
            hint="Location and camera details are removed. Write its alt text next, then choose it."
            onUploaded={(assets) => setDescribing((list) => [...assets, ...list])}
          />
          {describing.map((asset) => (
            <DescribeUpload key={asset.key} asset={asset} onDescribed={(image) => choose(image)} />
          ))}
        </>
      ) : null}
    </dialog>,
    document.querySelector(".c-root") ?? document.body,
  );
}

/** The step between uploading and choosing: an image may not be used before it has alt text. */
function DescribeUpload({ asset, onDescribed }: { asset: MediaAsset; onDescribed: (image: PickedImage) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `alt-${asset.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const altText = String(new FormData(event.currentTarget).get("alt_text") ?? "").trim();
    if (!altText) {
      setError("Write alt text: say what the picture shows.");
      return;
    }
    setSending(true);
    const res = await fetch(`${MEDIA_UPLOAD_URL}/${asset.id}/alt-text`, {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ alt_text: altText }),
    }).catch(() => null);
    setSending(false);
    const body = (await res?.json().catch(() => null)) as { image?: PickerImage; errors?: Record<string, string> } | null;
    if (!res?.ok || !body?.image) {
      setError(body?.errors?.alt_text ?? body?.errors?.form ?? "The alt text could not be saved. Try again.");
      return;
    }
    onDescribed({ key: body.image.key, alt_text: body.image.alt_text, title: body.image.title });
  };

  // A form of its own inside the dialog, which is outside the page's editor form in the DOM tree.
  return (
    <form className="c-card c-picker-describe" onSubmit={submit} noValidate aria-label={`Alt text for ${asset.originalName}`}>
      <img src={imageUrl(asset.key, 480, "webp")} alt="" width={160} height={100} />
      <div className="c-field">
        <label htmlFor={id}>Alt text for {asset.originalName}</label>
        <p className="c-hint" id={`${id}-hint`}>
          Say what the picture shows, for people who cannot see it. Needed before it can be used.
        </p>
        <input id={id} name="alt_text" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} />
        {error ? (
          <p className="c-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="c-button" disabled={sending}>
        Save alt text and choose
      </button>
    </form>
  );
}
