/**
 * Ordered image lists as the console edits them (packages, destinations, the gallery): the rows of
 * a flat form ("images.2.alt") read into a list, moved, removed and written back. Pure, shared by
 * the console (browser and actions) and the server, so the form without JavaScript (move and
 * remove buttons post the form back) and with it (drag, keyboard) give the same order.
 */
import { z } from "zod";
import { isImageKey } from "./images.ts";

/** An image key from the library or the seeded illustrations; the server also checks it exists. */
export const imageKeyField = z.preprocess(
  (v) => (v == null ? "" : String(v).trim()),
  z.string().min(1, "Choose an image.").refine(isImageKey, "That is not an image of the media library."),
);

/** One use of an image on a page: which image, and the alt text for this use. */
export const imageUseSchema = z.object({
  id: z.preprocess((v) => (v === "" || v === null || v === undefined ? null : Number(v)), z.number().int().positive().nullable()),
  image_key: imageKeyField,
  alt: z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(300, "At most 300 characters.")),
});

/** Every row of `list` in the flat form fields, in index order, as objects of their fields. */
export function formRows(values: Record<string, string>, list: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${list}\\.(\\d{1,3})\\.([a-z_]+)$`);
  for (const [name, value] of Object.entries(values)) {
    const m = pattern.exec(name);
    if (!m) continue;
    const index = Number(m[1]);
    if (!rows.has(index)) rows.set(index, {});
    rows.get(index)![m[2]!] = value;
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}

/** The flat form fields of `rows` as rows 0..n-1 of `list`; empty values are left out. */
export function rowsToForm(list: string, rows: ReadonlyArray<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  rows.forEach((row, i) => {
    for (const [field, value] of Object.entries(row)) {
      if (value === null || value === undefined || value === "") continue;
      out[`${list}.${i}.${field}`] = String(value);
    }
  });
  return out;
}

/** `values` with the rows of `list` replaced by `rows` (renumbered from 0). */
export function replaceFormRows(values: Record<string, string>, list: string, rows: ReadonlyArray<Record<string, unknown>>): Record<string, string> {
  const prefix = `${list}.`;
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith(prefix)));
  return { ...kept, ...rowsToForm(list, rows) };
}

/** The list with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item!);
  return out;
}

/**
 * The row buttons of an image list post `intent` as "<list>:up:2", "<list>:down:2" or
 * "<list>:remove:2"; this reads one, or null when the intent is something else.
 */
export function listIntent(intent: string, list: string): { action: "up" | "down" | "remove"; index: number } | null {
  const m = new RegExp(`^${list}:(up|down|remove):(\\d{1,3})$`).exec(intent);
  return m ? { action: m[1] as "up" | "down" | "remove", index: Number(m[2]) } : null;
}

/** Applies a row button's intent to the form's rows of `list` (see `listIntent`). */
export function applyListIntent(values: Record<string, string>, list: string, intent: { action: "up" | "down" | "remove"; index: number }): Record<string, string> {
  const rows = formRows(values, list);
  const next =
    intent.action === "remove"
      ? rows.filter((_, i) => i !== intent.index)
      : moveItem(rows, intent.index, intent.index + (intent.action === "up" ? -1 : 1));
  return replaceFormRows(values, list, next);
}

/** A readable title from an uploaded file's name: "IMG_2041-mara_sunset.jpg" -> "IMG 2041 mara sunset". */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[A-Za-z0-9]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
}

/** A form's list as Conform reads it: none posted is an empty list. */
export const postedList = (form: unknown, name: string): unknown[] => {
  const value = form && typeof form === "object" ? (form as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) ? value : [];
};

/** An image use's id as a form field: empty for a new one. */
export const idField = (id: number | null | undefined) => (id == null ? "" : String(id));
