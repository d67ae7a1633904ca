/**
 * Images chosen from the library on a page without JavaScript (decisions 0028, 0072): the library's
 * images for the select, their alt text for a choice left without one, and "Add" beside the select
 * as Conform's insert of the image's row. The page redraws with the change and nothing is saved.
 */
import type { MediaAsset } from "#domain/media.ts";
import type { MediaConsole } from "#domain/media-console-context.ts";
import type { FormValues } from "../lib/forms.server.ts";
import { INTENT_FIELD, withoutCheck } from "../lib/conform.ts";

/** The library's usable images as the select of the page without JavaScript lists them. */
export async function libraryChoices(media: MediaConsole) {
  return (await media.usable()).map((a) => ({ key: a.key, alt_text: a.altText, title: a.title }));
}

/**
 * The posted values with the library's alt text filled in for each chosen image (`<name>.image_key`
 * of `names`) whose alt text was left empty: what a form without JavaScript posts after choosing
 * from the select (decision 0038). Alt text typed stays as typed.
 */
export async function withLibraryAltText(values: FormValues, names: ReadonlyArray<string | { key: string; alt: string }>, media: MediaConsole): Promise<FormValues> {
  const pairs = names.map((n) => (typeof n === "string" ? { key: `${n}.image_key`, alt: `${n}.alt` } : n));
  const empty = pairs.filter((p) => values[p.key] && !values[p.alt]?.trim());
  if (!empty.length) return values;
  const library = new Map((await media.usable()).map((a) => [a.key, a.altText]));
  const out = { ...values };
  for (const p of empty) {
    const alt = library.get(out[p.key]!);
    if (alt) out[p.alt] = alt;
  }
  return out;
}

/**
 * "Add" beside the library's select of a Conform form without JavaScript (decision 0072): the
 * posted form with Conform's insert of the chosen image's row, as the reply the page redraws with
 * nothing saved; the list's error when the select was empty or named an image the library does not
 * offer. Null when the post is not this list's Add (`intent` `<list>:add`).
 */
export async function imageAddReply(formData: FormData, list: string, media: MediaConsole, newRow: (asset: MediaAsset) => Record<string, string>) {
  if (formData.get("intent") !== `${list}:add`) return null;
  const added = formData.get(`${list}_add`);
  const asset = typeof added === "string" && added ? (await media.usable()).find((a) => a.key === added) : undefined;
  const next = new FormData();
  for (const [k, v] of formData) if (k !== INTENT_FIELD && k !== "intent" && k !== `${list}_add`) next.append(k, v);
  if (!asset) {
    next.set(INTENT_FIELD, JSON.stringify({ type: "validate", payload: { name: list } }));
    return withoutCheck(next).reply({ fieldErrors: { [list]: ["Choose an image from the library to add."] } });
  }
  next.set(INTENT_FIELD, JSON.stringify({ type: "insert", payload: { name: list, defaultValue: newRow(asset) } }));
  return withoutCheck(next).reply();
}
