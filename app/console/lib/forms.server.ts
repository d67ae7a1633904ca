/**
 * Reading a console form on the server: the body as plain values, parsed by
 * the form's zod schema. A bad body answers 400 with field errors and the
 * values typed (passwords are never sent back).
 */
import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "#domain/staff-forms.ts";
import { wellFormed } from "#domain/well-formed-text.ts";

export type FormValues = Record<string, string>;
export interface FormFailure {
  ok: false;
  errors: Record<string, string>;
  values: FormValues;
  /** Which form on the page failed, when a page has several. */
  intent?: string;
}

const SECRET_FIELDS = /password|confirm|code/i;

export async function readForm(request: Request): Promise<FormValues> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const values: FormValues = {};
  // Lone surrogates and NUL characters are replaced here, once for every console form: PostgreSQL
  // refuses NUL in text (a 500 the chaos run found on the inquiry API). Escapes inside a rich-text
  // document's JSON are read later, so the document schema (domain/rich-text.ts) replaces them too.
  for (const [key, value] of form) if (typeof value === "string") values[key] = wellFormed(value);
  return values;
}

/** The highest row number a console form has (as `unflattenFields` allows): a list is at most 100 rows. */
const MAX_ROW = 99;
const rowsInRange = (name: string) => [...name.matchAll(/\[(\d+)\]/g)].every((m) => Number(m[1]) <= MAX_ROW);

/** Only Conform's row intents, on a list of at most 100 rows; anything else the buttons never post. */
function rowIntent(value: string): boolean {
  try {
    const intent = JSON.parse(value) as { type?: unknown; payload?: Record<string, unknown> };
    const p = intent.payload;
    if (!["insert", "remove", "reorder"].includes(String(intent.type)) || !p || typeof p !== "object" || typeof p.name !== "string" || !rowsInRange(p.name)) return false;
    return [p.index, p.from, p.to].every((n) => n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_ROW));
  } catch {
    return false;
  }
}

/**
 * The body as FormData for Conform's `parseWithZod` (decision 0072), its text made well-formed as
 * `readForm` does. Conform builds lists from names such as `childBands[3].amount`, so a name with
 * a row number past 100 is dropped (one such name would make a list of a billion rows), and so is
 * a `__intent__` that is not one of the row buttons'. A body that is not a form reads as empty.
 */
export async function wellFormedForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new FormData();
  }
  const out = new FormData();
  for (const [key, value] of form) {
    if (!rowsInRange(key)) continue;
    if (key === "__intent__" && (typeof value !== "string" || !rowIntent(value))) continue;
    out.append(key, typeof value === "string" ? wellFormed(value) : value);
  }
  return out;
}

export function keepTyped(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET_FIELDS.test(k)));
}

export function formFailure(status: number, errors: Record<string, string>, values: FormValues, intent?: string) {
  return data<FormFailure>({ ok: false, errors, values: keepTyped(values), intent }, { status });
}

/** Parses values with the schema; on failure returns the 400 answer to return from the action. */
export function parseForm<S extends z.ZodType>(schema: S, values: FormValues, intent?: string) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true as const, value: parsed.data as z.infer<S> };
  return { ok: false as const, response: formFailure(400, fieldErrors(parsed.error), values, intent) };
}
