/**
 * An ordered list of images in a Conform form (decisions 0028, 0072): the destination's images, a
 * slider's slides, the gallery's photos. The rows are the form's list (`images[0].alt`), drawn
 * from Conform's keys: Move up, Move down and Remove are Conform's reorder and remove intents, real
 * submit buttons (in place with JavaScript, carried out by the server without); a drag moves a row
 * with the same reorder, and the media picker (or an upload) adds one with Conform's insert. Without
 * JavaScript the library's select and its Add button post the form, and the server answers it with
 * the image inserted (`imageAddReply`).
 */
import { useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { imageUrl } from "#domain/images.ts";
import { MediaPicker, type PickedImage } from "../media/media-picker.tsx";
import { idOf } from "../packages/fields.tsx";
import { SortableList, useEnhanced } from "./sortable-list.tsx";

/** A library image the page without JavaScript can add (the loader lists them). */
export interface LibraryChoice {
  key: string;
  alt_text: string;
  title: string;
}

/** A row's fields as the form holds them. */
export type ImageRowValues = Record<string, string | undefined>;

interface ListControl<P> {
  (options: P): void;
  getButtonProps(options: P): ButtonHTMLAttributes<HTMLButtonElement>;
}

/** The list intents of Conform's form that the rows use. */
export interface ImageListForm {
  insert: ListControl<{ name: string; defaultValue?: ImageRowValues }>;
  remove: ListControl<{ name: string; index: number }>;
  reorder: ListControl<{ name: string; from: number; to: number }>;
}

/** One row of Conform's field list (`fields.images.getFieldList()`). */
export interface ConformListRow {
  key?: string;
  initialValue?: unknown;
  value?: unknown;
}

const asRow = (v: unknown): ImageRowValues => (v && typeof v === "object" && !Array.isArray(v) ? (v as ImageRowValues) : {});

/** A row as the list draws it: its first values (its inputs' defaults) and what is typed now (its name in buttons). */
export interface ImageRow {
  uid: string;
  initial: ImageRowValues;
  current: ImageRowValues;
}

export function ConformImageList({
  list,
  rows,
  form,
  errors,
  busy,
  label,
  rowLabel,
  firstNote,
  empty,
  renderRow,
}: {
  /** The list's name: `images`, `slides`, `items`. */
  list: string;
  rows: ReadonlyArray<ConformListRow>;
  form: ImageListForm;
  errors: Record<string, string>;
  busy: boolean;
  /** The list's accessible name. */
  label: string;
  /** The row's name in buttons and announcements ("image 2 (Lions at dawn)"). */
  rowLabel: (row: ImageRow, index: number) => string;
  firstNote?: string;
  /** What shows while the list is empty. */
  empty: ReactNode;
  /** A row's fields, named `${list}[i].…`. */
  renderRow: (row: ImageRow, index: number) => ReactNode;
}) {
  const enhanced = useEnhanced();
  const drawn: ImageRow[] = rows.map((r, i) => ({ uid: r.key ?? `${list}-${i}`, initial: asRow(r.initialValue), current: { ...asRow(r.initialValue), ...asRow(r.value) } }));
  return (
    <>
      {errors[list] ? (
        <p className="c-error" id={`${idOf(list)}-error`}>
          {errors[list]}
        </p>
      ) : null}
      {drawn.length ? (
        <SortableList
          rows={drawn}
          conform={{
            onMove: (from, to) => form.reorder({ name: list, from, to }),
            intentOf: (action, index) =>
              action === "remove" ? form.remove.getButtonProps({ name: list, index }) : form.reorder.getButtonProps({ name: list, from: index, to: index + (action === "up" ? -1 : 1) }),
          }}
          rowLabel={rowLabel}
          enhanced={enhanced}
          busy={busy}
          label={label}
          firstNote={firstNote}
          renderRow={renderRow}
        />
      ) : (
        empty
      )}
    </>
  );
}

/** A row's image, small. */
export const ImageThumb = ({ row }: { row: ImageRow }) => <img src={imageUrl(row.initial.image_key ?? "", 480, "webp")} alt="" width={120} height={80} loading="lazy" />;

/** A row's hidden fields (its use's id, its image's key), with the key's error. */
export function ImageRowKey({ name, row, errors }: { name: string; row: ImageRow; errors: Record<string, string> }) {
  const keyError = errors[`${name}.image_key`];
  return (
    <>
      {row.initial.id ? <input type="hidden" name={`${name}.id`} value={row.initial.id} /> : null}
      <input type="hidden" name={`${name}.image_key`} value={row.initial.image_key ?? ""} />
      {keyError ? <p className="c-error">{keyError}</p> : null}
    </>
  );
}

/** A text field of a row, uncontrolled from the row's first value, its error under it. */
export function RowText({ name, label, row, field, errors, multiline = false }: { name: string; label: string; row: ImageRow; field: string; errors: Record<string, string>; multiline?: boolean }) {
  const full = `${name}.${field}`;
  const id = idOf(full);
  const error = errors[full];
  const common = {
    id,
    name: full,
    defaultValue: row.initial[field] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={2} className="c-textarea" {...common} /> : <input {...common} />}
      {error ? (
        <p className="c-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Adding an image: with JavaScript the media picker (Conform's insert of `newRow`), without it
 * the library's select and an Add button the server carries out (`imageAddReply`).
 */
export function AddImage({
  list,
  form,
  library,
  busy,
  newRow,
  picker = true,
  label = "Add an image from the library",
}: {
  list: string;
  form: ImageListForm;
  library: LibraryChoice[];
  busy: boolean;
  newRow: (image: PickedImage) => ImageRowValues;
  /** False where JavaScript adds otherwise (the gallery's uploads). */
  picker?: boolean;
  label?: string;
}) {
  const enhanced = useEnhanced();
  const [picking, setPicking] = useState(false);
  if (enhanced) {
    return picker ? (
      <>
        <button type="button" className="c-button c-button-quiet" onClick={() => setPicking(true)} disabled={busy}>
          {label}
        </button>
        <MediaPicker open={picking} onClose={() => setPicking(false)} onChoose={(img) => form.insert({ name: list, defaultValue: newRow(img) })} />
      </>
    ) : null;
  }
  return (
    <div className="c-add-image">
      <div className="c-field">
        <label htmlFor={`f-${list}-add`}>{label}</label>
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
  );
}

/**
 * A catalogue item's ordered images (a package's, a destination's): the first is the primary one,
 * each use has its own alt text, starting as the library's.
 */
export function PrimaryFirstImages({
  what,
  rows,
  form,
  errors,
  busy,
  library,
}: {
  /** Whose images: "package", "destination". */
  what: string;
  rows: ReadonlyArray<ConformListRow>;
  form: ImageListForm;
  errors: Record<string, string>;
  busy: boolean;
  library: LibraryChoice[];
}) {
  return (
    <div className="c-images" data-testid="images-editor">
      <p className="c-hint">The first image is the {what}'s primary one. Alt text says what the picture shows here, for people who cannot see it; it starts as the library's.</p>
      <ConformImageList
        list="images"
        rows={rows}
        form={form}
        errors={errors}
        busy={busy}
        label="Images, in order"
        firstNote="Primary"
        rowLabel={(row, i) => `image ${i + 1}${row.current.alt ? ` (${row.current.alt})` : ""}`}
        empty={<p>No images yet.</p>}
        renderRow={(row, i) => (
          <div className="c-image-use">
            <ImageThumb row={row} />
            <div>
              <ImageRowKey name={`images[${i}]`} row={row} errors={errors} />
              <RowText name={`images[${i}]`} field="alt" label={`Image ${i + 1} alt text`} row={row} errors={errors} />
            </div>
          </div>
        )}
      />
      <AddImage list="images" form={form} library={library} busy={busy} newRow={(img) => ({ image_key: img.key, alt: img.alt_text })} />
    </div>
  );
}
