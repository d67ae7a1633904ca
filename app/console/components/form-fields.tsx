/**
 * Accessible form pieces for the console: each field has a label, its error
 * right under it (announced, linked by aria-describedby), and the error
 * summary at the top takes focus so keyboard and screen-reader users hear it.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useActionData, type FormProps } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "#domain/staff-forms.ts";

export function Field(props: {
  name: string;
  /** Needed when a page has two fields of one name (two forms). */
  id?: string;
  label: string;
  type?: string;
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
  hint?: ReactNode;
  required?: boolean;
  inputMode?: "numeric" | "email" | "text";
  autoFocus?: boolean;
}) {
  const id = props.id ?? `f-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="c-field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={`${id}-hint`} className="c-hint">
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        required={props.required}
        inputMode={props.inputMode}
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={id} error={props.error} />
    </div>
  );
}

/** A field's error, under it and named by its aria-describedby. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="c-error">
      {error}
    </p>
  ) : null;
}

/** A labelled <select> with its error under it, like `Field`. */
export function SelectField(props: { name: string; id?: string; label: string; value?: string; options: readonly { value: string; label: string }[]; error?: string }) {
  const id = props.id ?? `f-${props.name}`;
  return (
    <div className="c-field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ""} aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${id}-error` : undefined}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={props.error} />
    </div>
  );
}

export function ErrorSummary({ errors }: { errors?: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors ?? {});
  // Each new set of errors takes the focus, even one with the same fields.
  useEffect(() => {
    if (Object.keys(errors ?? {}).length) ref.current?.focus();
  }, [errors]);
  if (!entries.length) return null;
  const form = errors?.form;
  const fields = entries.filter(([k]) => k !== "form");
  return (
    <div ref={ref} className="c-alert c-alert-error" role="alert" tabIndex={-1}>
      {form ? <p>{form}</p> : <p>Please correct what is marked below.</p>}
      {fields.length && form ? (
        <ul>
          {fields.map(([k, v]) => (
            <li key={k}>{v}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A React Router <Form> (works without JavaScript) that, once JavaScript runs, checks the
 * same zod schema as the action before sending and shows the errors in place.
 */
export function ValidatedForm<S extends z.ZodType>({
  schema,
  serverErrors,
  children,
  checkWhen,
  ...props
}: Omit<FormProps, "children"> & {
  schema: S;
  serverErrors?: Record<string, string>;
  children: (errors: Record<string, string>) => ReactNode;
  /** Which submit buttons check first (default: all); e.g. not one that only adds a row. */
  checkWhen?: (submitter: HTMLElement | null) => boolean;
}) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  useEffect(() => setClientErrors(null), [serverErrors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (checkWhen && !checkWhen((event.nativeEvent as SubmitEvent).submitter)) return setClientErrors(null);
    const values = Object.fromEntries([...new FormData(event.currentTarget)].filter(([, v]) => typeof v === "string"));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
    } else setClientErrors(null);
  };
  const errors = clientErrors ?? serverErrors ?? {};
  return (
    <Form method="post" noValidate {...props} onSubmit={onSubmit}>
      <ErrorSummary errors={errors} />
      {children(errors)}
    </Form>
  );
}

/**
 * The confirmation a page shows after a redirect (`?done=…`, `?saved=…`). It goes as soon as a
 * later post on the page answers with data (a refusal, a row added): a success notice must never
 * sit above a later error as if that had worked too (issue 24 item 9). The address keeps its
 * `?done=` after such a post, so the page alone cannot tell.
 */
export function SuccessNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  const later = useActionData();
  if (later !== undefined) return null;
  return (
    <div className="c-alert c-alert-ok" role="status" data-testid={testId}>
      {children}
    </div>
  );
}
