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

/**
 * The body as FormData for Conform's `parseWithZod`, its text made well-formed as `readForm` does.
 * A body that is not a form reads as an empty one.
 */
export async function wellFormedForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new FormData();
  }
  const out = new FormData();
  for (const [key, value] of form) out.append(key, typeof value === "string" ? wellFormed(value) : value);
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
