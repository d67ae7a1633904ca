/**
 * The Conform form of a page that edits one document (decision 0072), shared by the pages built on
 * DocumentEditorPage and the package editor, which draws its own page around it: the form over the
 * document's schema (Publish and Schedule checked with `publishSchema` when given), its values as
 * the inputs read them, its errors named by the fields that show them, and what a row button does
 * besides its intent (the focus afterwards).
 */
import { useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useRef, type ButtonHTMLAttributes } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { bracketed, flatFields, INTENT_FIELD, parseForm, useErrorSummary, withoutCheck } from "../lib/conform.ts";
import type { FormFailure } from "../lib/forms.server.ts";

/** A short fingerprint of the stored values: the form starts again from them when they change (a save, a restore). */
function fingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/** An answer of the action: Conform's reply for the editor's form, formFailure for the page's other forms. */
type ConformResult = SubmissionResult<string[]> | FormFailure | undefined;

/**
 * Errors named by the fields that show them: a rich-text document's inner path
 * (`sections[0].body_doc.content[1]`) means nothing to the editor, the field is the document; the
 * page's `errorName` says the rest (a phone's error at the phones' textarea).
 */
const folded = (errors: Record<string, string>, errorName: (name: string) => string) => {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) out[errorName(name.replace(/(_doc)[.[].*$/, "$1"))] ??= message;
  return out;
};
const sameName = (name: string) => name;

/** The form's props for a row button (add, remove, move), and where the focus goes after it. */
export type RowButton = (intent: ButtonHTMLAttributes<HTMLButtonElement>, focus: string) => ButtonHTMLAttributes<HTMLButtonElement>;

export function useDocumentForm<V extends Record<string, unknown>>({
  values: stored,
  result,
  schema,
  publishSchema,
  errorName = sameName,
}: {
  /** The document as the form's first values. */
  values: V;
  /** The action's answer. */
  result: unknown;
  schema: z.ZodType;
  /** The schema for Publish and Schedule when they check more than Save (every photo's alt text). */
  publishSchema?: z.ZodType;
  /** The field an error is shown at, when it is not the one its path names. */
  errorName?: (name: string) => string;
}) {
  const busy = useNavigation().state !== "idle";
  const answer = result as ConformResult;
  const other = answer && "ok" in answer ? answer : undefined;
  const lastResult = answer && !("ok" in answer) ? answer : undefined;
  const [form, fields] = useForm<V>({
    id: `editor-${fingerprint(JSON.stringify(stored))}`,
    lastResult,
    defaultValue: stored as never,
    // Save, Publish and Schedule (and Conform's row intents) check the schema; nothing else reads the form.
    onValidate: ({ formData }) => {
      const intent = formData.get("intent");
      const checked = formData.has(INTENT_FIELD) || intent === null || intent === "save" || intent === "publish" || intent === "schedule";
      const toPublish = !formData.has(INTENT_FIELD) && (intent === "publish" || intent === "schedule");
      return (checked ? parseForm(formData, toPublish && publishSchema ? publishSchema : schema) : withoutCheck(formData)) as ReturnType<typeof parseForm<z.ZodType<V>>>;
    },
  });
  const values = useMemo(() => flatFields(form.initialValue, bracketed), [form.initialValue]);
  const { errors: summary, onSubmit } = useErrorSummary(form, lastResult);
  const errors = useMemo(() => folded(other ? other.errors : summary, errorName), [other, summary, errorName]);

  // After a row button the keyboard continues where it was: at the new row, the Add button after a
  // removal, the moved row's button; once the form is drawn with it.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfter.current ? document.getElementById(focusAfter.current) : null;
    if (target) {
      focusAfter.current = null;
      target.focus();
    }
  });
  const rowButton: RowButton = (intent, focus) => ({
    ...intent,
    disabled: busy,
    onClick: () => void (focusAfter.current = focus),
  });
  return { form: form as FormMetadata<V>, fields, values, errors, onSubmit, rowButton, busy };
}
