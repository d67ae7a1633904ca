/**
 * The uploader: several files at once, each sent as its own request to POST /console/api/media so
 * each has its own progress bar and its own answer. Names and sizes are checked here first with the
 * server's own rules (domain/media.ts); the server checks the bytes.
 */
import { useRef, useState } from "react";
import { checkUpload, formatBytes, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, type MediaAsset } from "#domain/media.ts";

export const MEDIA_UPLOAD_URL = "/console/api/media";

type Upload = { id: number; name: string; size: number; progress: number; state: "sending" | "processing" | "done" | "failed"; message?: string };

/**
 * One file over XHR: fetch() cannot report upload progress in browsers yet. `once` was drawn when
 * the file was chosen: sent again, the server answers with the image it already stored.
 */
function send(file: File, once: string, onProgress: (fraction: number) => void): Promise<{ ok: true; asset: MediaAsset } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA_UPLOAD_URL);
    xhr.setRequestHeader("x-once-token", once);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as { asset?: MediaAsset; errors?: Record<string, string> } | null;
      if (xhr.status === 201 && body?.asset) resolve({ ok: true, asset: body.asset });
      else resolve({ ok: false, error: body?.errors?.file ?? body?.errors?.form ?? body?.errors?.body ?? `${file.name} could not be uploaded (error ${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, error: `${file.name} could not be sent: the connection failed. Try again.` });
    const form = new FormData();
    form.set("file", file);
    xhr.send(form);
  });
}

/**
 * `onUploaded` gets the images stored by one choice of files, in the order chosen, once all have
 * answered. `inputId` and `heading` let a page hold it beside others (the gallery, the picker).
 */
export function UploadList({
  onUploaded,
  inputId = "media-files",
  heading = "Upload images",
  headingLevel = 2,
  hint = "Location and camera details are removed from every upload. Add alt text before an image can be used.",
  multiple = true,
}: {
  onUploaded: (assets: MediaAsset[]) => void;
  inputId?: string;
  heading?: string;
  headingLevel?: 2 | 3;
  hint?: string;
  multiple?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(1);
  const update = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = (files: FileList | null) => {
    if (!files?.length) return;
    const batch = [...files].map((file) => ({ file, upload: { id: nextId.current++, name: file.name, size: file.size, progress: 0, state: "sending" as Upload["state"] } as Upload }));
    for (const { file, upload } of batch) {
      const refusal = checkUpload({ name: file.name, size: file.size });
      if ("status" in refusal) Object.assign(upload, { state: "failed", message: `${file.name} ${refusal.reason}.` });
    }
    setUploads((list) => [...batch.map((b) => b.upload), ...list]);
    const sending = batch.filter((b) => b.upload.state === "sending");
    void Promise.all(
      sending.map(async ({ file, upload }) => {
        const result = await send(file, crypto.randomUUID(), (fraction) => update(upload.id, { progress: fraction, state: fraction >= 1 ? "processing" : "sending" }));
        update(upload.id, result.ok ? { state: "done", progress: 1, message: `${file.name} uploaded.` } : { state: "failed", message: result.error });
        return result.ok ? result.asset : null;
      }),
    ).then((results) => {
      const stored = results.filter((a): a is MediaAsset => a !== null);
      if (stored.length) onUploaded(stored);
    });
  };

  return (
    <div className="c-card">
      <Heading>{heading}</Heading>
      <div className="m-drop">
        <label htmlFor={inputId}>
          {multiple
            ? `Choose JPEG, PNG or WebP images (several at once, up to ${formatBytes(MAX_UPLOAD_BYTES)} each)`
            : `Choose a JPEG, PNG or WebP image (up to ${formatBytes(MAX_UPLOAD_BYTES)})`}
        </label>
        <p className="c-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
        <input
          id={inputId}
          type="file"
          multiple={multiple}
          accept={UPLOAD_ACCEPT}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            start(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
      </div>
      {uploads.length ? (
        <ul className="m-uploads" aria-label={multiple ? "Uploads" : "Upload"}>
          {uploads.map((u) => (
            <li key={u.id} className="m-upload" data-testid="upload" data-state={u.state}>
              <span className="m-upload-name">
                {u.name} <span className="c-muted">({formatBytes(u.size)})</span>
              </span>
              {u.state === "failed" ? null : <progress max={1} value={u.progress} aria-label={`Upload of ${u.name}`} />}
              <p role="status" className={u.state === "failed" ? "m-upload-error" : u.state === "done" ? "m-upload-done" : "c-muted"}>
                {u.state === "sending"
                  ? `Sending: ${Math.round(u.progress * 100)}%`
                  : u.state === "processing"
                    ? "Processing..."
                    : u.message}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
