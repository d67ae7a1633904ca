/**
 * An option's priced lines in the quote builder: the lines the rates give (label and quantity fixed,
 * the amount open to an override, with who typed it and when, and a warning when it was typed for
 * another tier) and the lines added by hand, each with its Remove button.
 */
import type { ButtonHTMLAttributes } from "react";
import type { QuoteView } from "#domain/quotes/console-context.ts";
import { formatAmount, formatMajor } from "#domain/rates/money.ts";
import type { FormValues } from "../lib/forms.server.ts";
import { idOf } from "../packages/fields.tsx";
import { when } from "../inquiries/labels.ts";

/** A small input inside the lines table: its label is the column's, read by screen readers. */
function LineInput({
  name,
  label,
  values,
  errors,
  inputMode,
  tableLabel,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: Record<string, string>;
  inputMode?: "decimal" | "numeric";
  tableLabel: string;
}) {
  const error = errors[name];
  return (
    <td data-label={tableLabel} className={inputMode ? "c-num" : undefined}>
      <label htmlFor={idOf(name)} className="c-skip">
        {label}
      </label>
      <input
        id={idOf(name)}
        name={name}
        defaultValue={values[name] ?? ""}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${idOf(name)}-error` : undefined}
      />
      {error ? (
        <p id={`${idOf(name)}-error`} className="c-error">
          {error}
        </p>
      ) : null}
    </td>
  );
}

export function QuoteLines({
  lines,
  option,
  optionId,
  currency,
  view,
  values,
  errors,
  tierLabel,
  removeLine,
  busy,
}: {
  /** Conform's rows of the option's lines (`options[0].lines[2]`). */
  lines: ReadonlyArray<{ name: string; key: string | undefined }>;
  /** The option's place, from 0. */
  option: number;
  optionId: string;
  currency: string;
  view: QuoteView;
  values: FormValues;
  errors: Record<string, string>;
  tierLabel: (tierId: number | null | undefined) => string;
  /** A hand-added line's Remove button (Conform's remove intent). */
  removeLine: (index: number) => ButtonHTMLAttributes<HTMLButtonElement>;
  busy: boolean;
}) {
  const overrideOf = (key: string) => view.document.options.find((o) => o.id === optionId)?.lines.find((l) => l.key === key)?.override ?? null;
  return (
        <table className="c-lines">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Quantity</th>
              <th scope="col" className="c-num">
                Rates give
              </th>
              <th scope="col" className="c-num">
                Amount
              </th>
              <th scope="col">
                <span className="c-skip">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, n) => {
              const lp = line.name;
              const extra = values[`${lp}.kind`] === "extra";
              const override = extra ? null : overrideOf(values[`${lp}.key`] ?? "");
              const priced = Number(values[`${lp}.priced`] ?? 0);
              return (
                <tr key={line.key} data-testid="quote-line">
                  {extra ? (
                    <LineInput name={`${lp}.label`} label={`Line ${n + 1} of option ${option + 1}: what it is for`} tableLabel="Line" values={values} errors={errors} />
                  ) : (
                    <td>
                      {values[`${lp}.label`]}
                      {override && override.tierId !== undefined && override.tierId !== view.document.options.find((x) => x.id === optionId)?.tierId ? (
                        <p className="c-override c-override-warn" data-testid="override-other-tier">
                          Warning: {formatAmount(override.amount, currency)} was typed by {override.byEmail} on {when(override.at)} for {tierLabel(override.tierId)}; this tier's
                          rates give {formatAmount(priced, currency)}. Type the amount again or confirm it before sending.
                        </p>
                      ) : override ? (
                        <p className="c-override">
                          Changed from {formatAmount(priced, currency)} by {override.byEmail} on {when(override.at)}
                        </p>
                      ) : null}
                    </td>
                  )}
                  {extra ? (
                    <LineInput name={`${lp}.quantity`} label={`Line ${n + 1} quantity`} tableLabel="Quantity" inputMode="numeric" values={values} errors={errors} />
                  ) : (
                    <td data-label="Quantity">{values[`${lp}.quantity`]}</td>
                  )}
                  <td className="c-num" data-label="Rates give">
                    {extra ? "Added by hand" : formatMajor(priced)}
                  </td>
                  <LineInput
                    name={`${lp}.amount`}
                    label={`${extra ? `Line ${n + 1}` : values[`${lp}.label`]} amount (${currency})`}
                    tableLabel="Amount"
                    inputMode="decimal"
                    values={values} errors={errors}
                  />
                  <td>
                    {["key", "kind", "priced", ...(extra ? [] : ["label", "quantity"])].map((f) => (
                      <input key={f} type="hidden" name={`${lp}.${f}`} value={values[`${lp}.${f}`] ?? ""} />
                    ))}
                    {extra ? (
                      <button className="c-button c-button-quiet" {...removeLine(n)} disabled={busy}>
                        Remove line {n + 1}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
  );
}
