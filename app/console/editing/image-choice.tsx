/**
 * One image chosen from the media library (decision 0038): a page's header image, an
 * accreditation's badge. Posts `<name>.image_key` and `<name>.alt`; the alt text starts as the
 * library's and says what the picture shows here. With JavaScript the media picker (decision 0028)
 * chooses and a Remove button clears it; without, a select of the library's images (and "No
 * image") does both, and the action takes the library's alt text when none was typed. A form whose
 * fields have other names (a story's `image_key` and `image_alt`) passes them as `fields`.
 */
import { useState } from "react";
import { imageUrl } from "#domain/images.ts";
import { MediaPicker } from "../media/media-picker.tsx";
import type { LibraryChoice } from "./conform-images.tsx";
import { useEnhanced } from "./sortable-list.tsx";

/** A Conform name's rows (`accreditations[0].alt`) read as dots, so the ids are as before (decision 0072). */
const fieldId = (name: string) => `f-${name.replace(/\[(\d+)\]/g, ".$1").replace(/[^a-zA-Z0-9-]/g, "-")}`;

export function ImageChoice({
  name,
  label,
  values,
  errors,
  library,
  busy,
  none = "No image.",
  fields = { key: `${name}.image_key`, alt: `${name}.alt` },
}: {
  name: string;
  /** What the image is, in buttons and labels ("About us header image"). */
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  library: LibraryChoice[];
  busy: boolean;
  /** What the public page shows without one. */
  none?: string;
  /** The posted field names, when they are not `<name>.image_key` and `<name>.alt`. */
  fields?: { key: string; alt: string };
}) {
  const enhanced = useEnhanced();
  const [key, setKey] = useState(values[fields.key] ?? "");
  const [alt, setAlt] = useState(values[fields.alt] ?? "");
  const [picking, setPicking] = useState(false);
  const keyError = errors[fields.key];
  const altError = errors[fields.alt];
  const keyId = fieldId(fields.key);
  const altId = fieldId(fields.alt);
  const inLibrary = library.some((img) => img.key === key);

  return (
    <div className="c-image-choice" data-testid={`image-choice-${name}`}>
      <div className="c-image-use">
        {key ? <img src={imageUrl(key, 480, "webp")} alt="" width={120} height={80} loading="lazy" /> : <span className="c-image-none">{none}</span>}
        <div>
          {enhanced ? (
            <>
              <input type="hidden" name={fields.key} value={key} />
              <div className="c-sortable-buttons">
                <button type="button" className="c-button c-button-quiet c-button-small" onClick={() => setPicking(true)} disabled={busy} aria-describedby={keyError ? `${keyId}-error` : undefined}>
                  {key ? "Change" : "Choose"}<span className="c-visually-hidden"> the {label}</span>
                </button>
                {key ? (
                  <button
                    type="button"
                    className="c-button c-button-quiet c-button-small c-button-remove"
                    onClick={() => {
                      setKey("");
                      setAlt("");
                    }}
                    disabled={busy}
                  >
                    Remove<span className="c-visually-hidden"> the {label}</span>
                  </button>
                ) : null}
              </div>
              <MediaPicker
                open={picking}
                title={`Choose the ${label}`}
                onClose={() => setPicking(false)}
                onChoose={(img) => {
                  setKey(img.key);
                  setAlt(img.alt_text);
                }}
              />
            </>
          ) : (
            <div className="c-field">
              <label htmlFor={keyId}>{label[0]!.toUpperCase() + label.slice(1)}</label>
              <select id={keyId} name={fields.key} defaultValue={key} aria-invalid={keyError ? true : undefined} aria-describedby={keyError ? `${keyId}-error` : undefined}>
                <option value="">No image</option>
                {key && !inLibrary ? <option value={key}>The current image</option> : null}
                {library.map((img) => (
                  <option key={img.key} value={img.key}>
                    {img.title ? `${img.title}: ${img.alt_text}` : img.alt_text}
                  </option>
                ))}
              </select>
            </div>
          )}
          {keyError ? (
            <p className="c-error" id={`${keyId}-error`}>
              {keyError}
            </p>
          ) : null}
          {key || !enhanced ? (
            <div className="c-field">
              <label htmlFor={altId}>Alt text of the {label}</label>
              <input
                id={altId}
                name={fields.alt}
                value={alt}
                onChange={(e) => setAlt(e.currentTarget.value)}
                aria-invalid={altError ? true : undefined}
                aria-describedby={altError ? `${altId}-error` : undefined}
              />
              {altError ? (
                <p className="c-error" id={`${altId}-error`}>
                  {altError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
