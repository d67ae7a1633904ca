/**
 * The console's forms from their zod schemas with Conform (issue 25 item 4, decision 0072): the
 * same parse in the browser (`onValidate`) and in the action, what a service's refusal becomes in
 * Conform's reply, and the errors as the console's summary shows them.
 *
 * Values are read as typed (`disableAutoCoercion`): the schemas read form strings themselves, so
 * their own messages are the ones shown, in both places.
 */
import { conformZodMessage, parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState, type FormEvent } from "react";
import { z } from "zod";

/** Conform's field for a button's list intent (insert, remove, reorder, update). */
export const INTENT_FIELD = "__intent__";

/**
 * The posted form read by `schema`. A list intent Conform cannot carry out on these values (a
 * crafted one naming a field that is not a list) is dropped: the form is read as posted.
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  try {
    return parseWithZod(formData, { schema, disableAutoCoercion: true });
  } catch {
    const plain = new FormData();
    for (const [k, v] of formData) if (k !== INTENT_FIELD) plain.append(k, v);
    return parseWithZod(plain, { schema, disableAutoCoercion: true });
  }
}

const unchecked = z.unknown().superRefine((_, ctx) => ctx.addIssue({ code: "custom", message: conformZodMessage.VALIDATION_UNDEFINED }));

/**
 * The form read without checking it: for a button that checks nothing typed (Delete, a row
 * button the server carries out). In the browser it lets the post go as it is.
 */
export function withoutCheck(formData: FormData) {
  return parseForm(formData, unchecked);
}

/** A dotted name of a service's error (`options.0.tier`) as Conform names the field (`options[0].tier`). */
export const conformName = (dotted: string) => dotted.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

/** A service's refusal (`{ form, season, "options.0.tier", … }`) as Conform's reply: `form` is the whole form's. */
export function refusal(errors: Record<string, string>) {
  return {
    formErrors: errors.form ? [errors.form] : [],
    fieldErrors: Object.fromEntries(Object.entries(errors).filter(([k]) => k !== "form").map(([k, v]) => [conformName(k), [v]])),
  };
}

/** The form's errors as the summary shows them: the first message per field, `form` for the whole form. */
export function summaryOf(allErrors: Record<string, string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(allErrors)) if (messages?.[0]) out[name === "" ? "form" : name] ??= messages[0];
  return out;
}

/**
 * The form's errors for the summary, and the submit handler that goes with them: a new set for each
 * refused Save or Send (so the summary takes the focus again, as it did before Conform) and for each
 * answer, but not on every redraw, nor for a row button.
 */
export function useErrorSummary(form: { allErrors: Record<string, string[] | undefined>; onSubmit(event: FormEvent<HTMLFormElement>): void }, lastResult: unknown) {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(form.allErrors);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for form.allErrors; a new answer or attempt makes a repeated refusal a new set
  const errors = useMemo(() => summaryOf(form.allErrors), [key, lastResult, attempt]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== INTENT_FIELD) setAttempt((n) => n + 1);
    form.onSubmit(event);
  };
  return { errors, onSubmit };
}

/**
 * Nested form values as flat fields, one string each, named by `name` from the path's parts
 * (`["options", 0, "title"]`): a leaf posted twice keeps its last value, as `readForm` does.
 */
export function flatFields(value: unknown, name: (parts: ReadonlyArray<string | number>) => string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, parts: Array<string | number>) => {
    if (typeof node === "string") out[name(parts)] = node;
    else if (Array.isArray(node) && node.every((x) => typeof x === "string")) {
      if (node.length) out[name(parts)] = node.at(-1)!;
    } else if (Array.isArray(node)) node.forEach((x, i) => walk(x, [...parts, i]));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, [...parts, k]);
  };
  walk(value, []);
  return out;
}

/** A path as dotted names (`options.0.title`), the services' form fields. */
export const dotted = (parts: ReadonlyArray<string | number>) => parts.join(".");
/** A path as Conform names it (`options[0].title`). */
export const bracketed = (parts: ReadonlyArray<string | number>) => parts.reduce<string>((name, p) => (typeof p === "number" ? `${name}[${p}]` : name ? `${name}.${p}` : p), "");
