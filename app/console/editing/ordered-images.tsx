/**
 * The images section of the package and destination editors (decision 0028): the page's photos in
 * order (the first is the primary one), each with the alt text of this use (it starts as the
 * library's), added with the media picker, reordered by drag, keyboard or buttons, removed.
 * Without JavaScript: a select of the library's images with an Add button, and the row buttons
 * post the form back (the action applies them with `imageListIntent`).
 */
import { useState } from "react";
import { formRows } from "#domain/image-list.ts";
import { imageUrl } from "#domain/images.ts";
import { MediaPicker } from "../media/media-picker.tsx";
import { newRowId, SortableList, useEnhanced } from "./sortable-list.tsx";

/** A library image the page without JavaScript can add (the loader lists them). */
export interface LibraryChoice {
  key: string;
  alt_text: string;
  title: string;
}

interface ImageRow {
  uid: string;
  id: string;
  image_key: string;
  alt: string;
  caption: string;
}

const fieldId = (list: string, i: number, field: string) => `f-${list}-${i}-${field}`;

export function OrderedImages({
  list = "images",
  values,
  errors,
  library,
  busy,
  noun,
  captions = false,
}: {
  list?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  library: LibraryChoice[];
  busy: boolean;
  /** "package" or "destination", for the hints. */
  noun: string;
  /** Slides have a caption too. */
  captions?: boolean;
}) {
  const enhanced = useEnhanced();
  const [rows, setRows] = useState<ImageRow[]>(() =>
    formRows(values, list).map((r) => ({ uid: newRowId(), id: r.id ?? "", image_key: r.image_key ?? "", alt: r.alt ?? "", caption: r.caption ?? "" })),
  );
  const [picking, setPicking] = useState(false);
  const label = (row: ImageRow, i: number) => `image ${i + 1}${row.alt ? ` (${row.alt})` : ""}`;
  const set = (uid: string, field: "alt" | "caption", value: string) => setRows((all) => all.map((r) => (r.uid === uid ? { ...r, [field]: value } : r)));

  return (
    <div className="c-images" data-testid={`${list}-editor`}>
      {errors[list] ? <p className="c-error">{errors[list]}</p> : null}
      <p className="c-hint">
        The first image is the {noun}'s primary one. Alt text says what the picture shows here, for people who cannot see it; it starts as the library's.
      </p>
      {rows.length ? (
        <SortableList
          list={list}
          rows={rows}
          onChange={setRows}
          rowLabel={label}
          enhanced={enhanced}
          busy={busy}
          label="Images, in order"
          firstNote="Primary"
          renderRow={(row, i) => {
            const keyError = errors[`${list}.${i}.image_key`];
            const altError = errors[`${list}.${i}.alt`];
            const altId = fieldId(list, i, "alt");
            return (
              <div className="c-image-use">
                <img src={imageUrl(row.image_key, 480, "webp")} alt="" width={120} height={80} loading="lazy" />
                <div>
                  {row.id ? <input type="hidden" name={`${list}.${i}.id`} value={row.id} /> : null}
                  <input type="hidden" name={`${list}.${i}.image_key`} value={row.image_key} />
                  {keyError ? <p className="c-error">{keyError}</p> : null}
                  <div className="c-field">
                    <label htmlFor={altId}>Image {i + 1} alt text</label>
                    <input
                      id={altId}
                      name={`${list}.${i}.alt`}
                      value={row.alt}
                      onChange={(e) => set(row.uid, "alt", e.currentTarget.value)}
                      aria-invalid={altError ? true : undefined}
                      aria-describedby={altError ? `${altId}-error` : undefined}
                    />
                    {altError ? (
                      <p className="c-error" id={`${altId}-error`}>
                        {altError}
                      </p>
                    ) : null}
                  </div>
                  {captions ? (
                    <div className="c-field">
                      <label htmlFor={fieldId(list, i, "caption")}>Image {i + 1} caption</label>
                      <input id={fieldId(list, i, "caption")} name={`${list}.${i}.caption`} value={row.caption} onChange={(e) => set(row.uid, "caption", e.currentTarget.value)} />
                    </div>
                  ) : null}
                </div>
              </div>
            );
          }}
        />
      ) : (
        <p>No images yet.</p>
      )}
      {enhanced ? (
        <>
          <button type="button" className="c-button c-button-quiet" onClick={() => setPicking(true)} disabled={busy}>
            Add an image from the library
          </button>
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            onChoose={(img) => setRows((all) => [...all, { uid: newRowId(), id: "", image_key: img.key, alt: img.alt_text, caption: "" }])}
          />
        </>
      ) : (
        <div className="c-add-image">
          <div className="c-field">
            <label htmlFor={`f-${list}-add`}>Add an image from the library</label>
            <select id={`f-${list}-add`} name={`${list}_add`} defaultValue="">
              <option value="">Choose an image…</option>
              {library.map((img) => (
                <option key={img.key} value={img.key}>
                  {img.title ? `${img.title}: ${img.alt_text}` : img.alt_text}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value={`${list}:add`} className="c-button c-button-quiet" disabled={busy}>
            Add
          </button>
        </div>
      )}
    </div>
  );
}
