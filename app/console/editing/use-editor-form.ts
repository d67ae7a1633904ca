/**
 * The form state every catalogue editor page shares: the values shown (what came back with an
 * error, else what was loaded), the errors (checked in the browser first, else the server's), a
 * key that redraws the uncontrolled inputs when a new set of values arrives, and whether a post is
 * under way.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigation } from "react-router";

let formGeneration = 0;

export function useEditorForm(saved: Record<string, string>, result: { values?: Record<string, string>; errors?: Record<string, string> } | undefined) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const values: Record<string, string> = result?.values ?? saved;
  const errors: Record<string, string> = clientErrors ?? result?.errors ?? {};
  // Inputs are uncontrolled: a new set of values (a row added, a failed save) redraws the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs are the trigger, not read: a new key per new set of values
  const formKey = useMemo(() => ++formGeneration, [result, saved]);
  useEffect(() => setClientErrors(null), [result, saved]);
  return { values, errors, setClientErrors, formKey, busy: navigation.state !== "idle" };
}

/**
 * After a row button (move a day, add a line…) the focus goes back where the keyboard was: to the
 * element whose id the action answered as `focus`. Only once the page is idle: the buttons are
 * disabled while the loaders re-run, and the form is redrawn.
 */
export function useRowFocus(result: unknown, busy: boolean, formKey: number): void {
  const focus = result && typeof result === "object" && "focus" in result ? (result as { focus?: string }).focus : undefined;
  const focused = useRef<unknown>(null);
  useEffect(() => {
    if (!focus || busy || focused.current === result) return;
    focused.current = result;
    document.getElementById(focus)?.focus();
  }, [result, focus, busy, formKey]);
}

/**
 * The intent of a submit ("save" unless the button says otherwise) and the form's fields, for the
 * browser-side check before Save or Publish posts.
 */
export function submittedForm(event: FormEvent<HTMLFormElement>): { intent: string; fields: Record<string, string> } {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const fields: Record<string, string> = {};
  for (const [k, v] of new FormData(event.currentTarget)) if (typeof v === "string") fields[k] = v;
  return { intent: submitter?.value ?? "save", fields };
}
