/**
 * /console/booking-terms (owners, issue 26 item 1): the deposit's share and due days, the balance's
 * due days and the cancellation scale, THE terms every quote, booking, email and PDF reads. Saving
 * needs a fresh proof of identity (as the settings page) and is audited. A plain form: it works
 * without JavaScript; a refused save shows what was wrong and keeps what was typed.
 */
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { cancellationLines, depositTermsSentence, type BookingTerms } from "#domain/booking-terms.ts";
import { ErrorSummary, Field } from "../components/form-fields.tsx";
import { FreshProofCard } from "../components/fresh-proof-card.tsx";
import { BalanceReminderFields } from "../bookings/reminder-days-fields.tsx";
import { keepTyped, readForm, type FormValues } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/booking-terms";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Booking terms");

/** Room for two more steps than are stored; empty rows are ignored. */
const EXTRA_ROWS = 2;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { terms, needsProof } = await consoleOf(context).bookingTerms.read();
  return { terms, needsProof, saved: new URL(request.url).searchParams.has("saved") };
}

/** The form's flat values as the terms' shape; blank scale rows are left out. */
function termsInput(values: FormValues) {
  const rows: Array<{ daysBefore: string; refundPercent: string }> = [];
  for (let i = 0; i < 20; i++) {
    const daysBefore = values[`cancellationScale.${i}.daysBefore`]?.trim() ?? "";
    const refundPercent = values[`cancellationScale.${i}.refundPercent`]?.trim() ?? "";
    if (daysBefore === "" && refundPercent === "") continue;
    rows.push({ daysBefore, refundPercent });
  }
  return {
    depositPercent: values.depositPercent ?? "",
    depositDueDaysAfterAcceptance: values.depositDueDaysAfterAcceptance ?? "",
    balanceDueDaysBeforeDeparture: values.balanceDueDaysBeforeDeparture ?? "",
    // Absent (an older form): the defaults; typed empty: refused like any other blank number.
    balanceReminderDaysBefore: values.balanceReminderDaysBefore,
    overdueReminderDaysAfter: values.overdueReminderDaysAfter,
    cancellationScale: rows,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const input = termsInput(values);
  const result = await consoleOf(context).bookingTerms.save(input);
  if (!result.ok) {
    // Errors on scale rows are named by their place among the filled rows: map them back to the form's rows.
    const filled = Object.keys(values)
      .map((k) => /^cancellationScale\.(\d+)\.daysBefore$/.exec(k)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b)
      .filter((i) => (values[`cancellationScale.${i}.daysBefore`] ?? "").trim() !== "" || (values[`cancellationScale.${i}.refundPercent`] ?? "").trim() !== "");
    const errors: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.errors)) {
      const m = /^cancellationScale\.(\d+)\.(\w+)$/.exec(key);
      errors[m ? `cancellationScale.${filled[Number(m[1])] ?? m[1]}.${m[2]}` : key] = message;
    }
    return data({ errors, values: keepTyped(values) }, { status: result.status });
  }
  throw redirect("/console/booking-terms?saved=1");
}

export default function BookingTermsPage() {
  const { terms, needsProof, saved } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const v = (name: string, stored: number | undefined) => failed?.values[name] ?? (stored === undefined ? "" : String(stored));
  const rows = Math.max(terms.cancellationScale.length + EXTRA_ROWS, ...Object.keys(failed?.values ?? {}).map((k) => Number(/^cancellationScale\.(\d+)\./.exec(k)?.[1] ?? -1) + 1));
  const errors = failed?.errors ?? {};
  return (
    <>
      <h1>Booking terms</h1>
      <ErrorSummary errors={failed?.errors} />
      {needsProof || errors.proof ? <FreshProofCard returnTo="/console/booking-terms" /> : null}
      {saved ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>Saved. New quotes and bookings use these terms; bookings already made keep the terms they were made with.</p>
        </div>
      ) : null}
      <section className="c-card" aria-labelledby="now-heading">
        <h2 id="now-heading">What travellers read now</h2>
        <Summary terms={terms} />
      </section>
      <Form method="post" className="c-card" aria-labelledby="edit-heading">
        <h2 id="edit-heading">Change the terms</h2>
        <Field name="depositPercent" label="Deposit, % of the total" inputMode="numeric" defaultValue={v("depositPercent", terms.depositPercent)} error={errors.depositPercent} hint="1 to 100. Rounded up to a whole shilling or cent." />
        <Field name="depositDueDaysAfterAcceptance" label="Deposit due, days after the traveller accepts" inputMode="numeric" defaultValue={v("depositDueDaysAfterAcceptance", terms.depositDueDaysAfterAcceptance)} error={errors.depositDueDaysAfterAcceptance} hint="0 means due on acceptance. Never later than the day before departure." />
        <Field name="balanceDueDaysBeforeDeparture" label="Balance due, days before departure" inputMode="numeric" defaultValue={v("balanceDueDaysBeforeDeparture", terms.balanceDueDaysBeforeDeparture)} error={errors.balanceDueDaysBeforeDeparture} />
        <BalanceReminderFields terms={terms} value={v} errors={errors} />
        <fieldset className="c-fieldset">
          <legend>Cancellation scale</legend>
          <p className="c-hint" id="scale-hint">
            Each row: cancelled at least this many days before departure, this share of the total is refunded. Shorter notice than the last row refunds nothing. Leave a row empty to remove it.
          </p>
          <table className="c-table c-scale">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">At least, days before departure</th>
                <th scope="col">Refunded, %</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, i) => {
                const step = terms.cancellationScale[i];
                const dName = `cancellationScale.${i}.daysBefore`;
                const rName = `cancellationScale.${i}.refundPercent`;
                return (
                  <tr key={i}>
                    <th scope="row">{i + 1}</th>
                    <td>
                      <input id={`f-${dName}`} name={dName} inputMode="numeric" aria-label={`Step ${i + 1}: at least, days before departure`} defaultValue={v(dName, step?.daysBefore)} aria-invalid={errors[dName] ? true : undefined} aria-describedby={errors[dName] ? `f-${dName}-error` : "scale-hint"} />
                      {errors[dName] ? <p id={`f-${dName}-error`} className="c-error">{errors[dName]}</p> : null}
                    </td>
                    <td>
                      <input id={`f-${rName}`} name={rName} inputMode="numeric" aria-label={`Step ${i + 1}: refunded, %`} defaultValue={v(rName, step?.refundPercent)} aria-invalid={errors[rName] ? true : undefined} aria-describedby={errors[rName] ? `f-${rName}-error` : "scale-hint"} />
                      {errors[rName] ? <p id={`f-${rName}-error`} className="c-error">{errors[rName]}</p> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
        <button type="submit" className="c-button">
          Save the terms
        </button>
      </Form>
    </>
  );
}

function Summary({ terms }: { terms: BookingTerms }) {
  return (
    <>
      <p>{depositTermsSentence(terms)}</p>
      <ul>
        {cancellationLines(terms).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
