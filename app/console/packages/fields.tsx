/**
 * Form pieces of the console's editors (the package editor's first): each reads its first value
 * from the form's values by its name, as Conform names it (`tiers[0].price_kshs`, decision 0072),
 * and shows its error under it (linked by aria-describedby), so what was typed comes back with the
 * errors.
 */
import type { ReactNode } from "react";

export interface FieldProps {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: ReactNode;
}

/** An input's id from its name, dotted (`tiers.0.title`) or Conform's (`options[0].title`): `f-options-0-title`. */
export const idOf = (name: string) => `f-${name.replace(/\[(\d+)\]/g, ".$1").replace(/\./g, "-")}`;

function describedBy(name: string, hint: unknown, error: unknown) {
  const id = idOf(name);
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Extras({ name, hint, error }: { name: string; hint?: ReactNode; error?: string }) {
  const id = idOf(name);
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="c-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="c-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextInput({ name, label, values, errors, hint, inputMode, type }: FieldProps & { inputMode?: "numeric"; type?: "date" }) {
  const error = errors[name];
  return (
    <div className="c-field">
      <label htmlFor={idOf(name)}>{label}</label>
      <input
        id={idOf(name)}
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      />
      <Extras name={name} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ name, label, values, errors, hint, rows = 4 }: FieldProps & { rows?: number }) {
  const error = errors[name];
  return (
    <div className="c-field">
      <label htmlFor={idOf(name)}>{label}</label>
      <textarea
        id={idOf(name)}
        name={name}
        rows={rows}
        className="c-textarea"
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      />
      <Extras name={name} hint={hint} error={error} />
    </div>
  );
}

export function Select({ name, label, values, errors, hint, options }: FieldProps & { options: ReadonlyArray<readonly [string, string]> }) {
  const error = errors[name];
  return (
    <div className="c-field">
      <label htmlFor={idOf(name)}>{label}</label>
      <select id={idOf(name)} name={name} defaultValue={values[name] ?? options[0]?.[0]} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, hint, error)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Extras name={name} hint={hint} error={error} />
    </div>
  );
}

export function Checkbox({ name, label, values, errors, hint }: FieldProps) {
  const error = errors[name];
  return (
    <div className="c-checkfield">
      <div className="c-check">
        <input
          id={idOf(name)}
          type="checkbox"
          name={name}
          defaultChecked={values[name] === "on"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, hint, error)}
        />
        <label htmlFor={idOf(name)}>{label}</label>
      </div>
      <Extras name={name} hint={hint} error={error} />
    </div>
  );
}

export function Hidden({ name, values }: { name: string; values: Record<string, string> }) {
  return values[name] ? <input type="hidden" name={name} value={values[name]} /> : null;
}
