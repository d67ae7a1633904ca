/**
 * /console/bookings/:id/travellers (sales and above, decision 0054): staff read and edit each
 * traveller's details, the same form and rules as the traveller's own page. Empty fields are
 * allowed; a refused save names the fields and keeps what was typed; the same form sent twice
 * saves once (its one-time key).
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { PASSPORT_FLAG_TEXT, TRAVELLER_FIELD_LABELS, TRAVELLER_FIELDS, travellerFieldName } from "#domain/bookings/travellers.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { deskFormAction } from "./desk-actions.server.ts";
import { deskOr404 } from "./desk-lib.ts";
import type { Route } from "./+types/travellers-edit";

export const meta = ({ loaderData: d }: Route.MetaArgs) => consoleMeta(d ? `Travellers of ${d.desk.reference}` : "Travellers");

export async function loader({ context, params }: Route.LoaderArgs) {
  return { desk: await deskOr404(context, params.id) };
}

export const action = (args: Route.ActionArgs) => deskFormAction(args, (desk, id, values) => desk.saveTravellers(id, values), (done) => (done.saved ? "travellers" : "travellers-again"));

const MULTILINE = new Set(["dietary", "medical"]);
const DATES = new Set(["dateOfBirth", "passportExpiry"]);

export default function TravellersEdit() {
  const { desk: k } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = failed?.errors ?? {};
  const typed = failed?.values;
  return (
    <>
      <p className="c-small">
        <Link to={`/console/bookings/${k.id}`}>Booking {k.reference}</Link>
      </p>
      <h1>Travellers of {k.reference}</h1>
      <ErrorSummary errors={failed?.errors} />
      <Form method="post" noValidate key={k.submission}>
        <input type="hidden" name="submission" value={typed?.submission ?? k.submission} readOnly />
        {k.places.map((p) => (
          <fieldset key={p.position} className="c-card">
            <legend>
              Traveller {p.position + 1}: {p.label}
            </legend>
            {p.passportFlag ? <p className="c-alert c-alert-error">{PASSPORT_FLAG_TEXT[p.passportFlag]}</p> : null}
            {TRAVELLER_FIELDS.map((field) => {
              const name = travellerFieldName(p.position, field);
              const id = `f-${name}`;
              const error = errors[name];
              const value = typed ? (typed[name] ?? "") : p.details[field];
              const describedBy = error ? `${id}-error` : undefined;
              return (
                <div className="c-field" key={field}>
                  <label htmlFor={id}>{TRAVELLER_FIELD_LABELS[field]}</label>
                  {MULTILINE.has(field) ? (
                    <textarea id={id} name={name} rows={2} className="c-textarea" defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
                  ) : (
                    <input id={id} name={name} type={DATES.has(field) ? "date" : "text"} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
                  )}
                  {error ? (
                    <p id={`${id}-error`} className="c-error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
        <button type="submit" className="c-button" disabled={busy}>
          Save travellers' details
        </button>
      </Form>
    </>
  );
}
