/**
 * /console/bookings/:id/state (sales and above, decision 0054): set the state by hand, only with a
 * written reason, and only as handStateTargets allows (to travelled; from travelled back to what
 * the money gives). Audited with the reason, shown in the booking's history. Carried out once per
 * form (decision 0043's one-time token).
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { BOOKING_STATE_LABELS } from "#domain/bookings/booking.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { OnceField } from "../components/once-field.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { newOnceToken } from "../lib/once.server.ts";
import { ReasonField } from "./reason-field.tsx";
import { deskFormAction } from "./desk-actions.server.ts";
import { deskOr404 } from "./desk-lib.ts";
import type { Route } from "./+types/state";

export const meta = ({ loaderData: d }: Route.MetaArgs) => consoleMeta(d ? `State of ${d.desk.reference}` : "State");

export async function loader({ context, params }: Route.LoaderArgs) {
  return { desk: await deskOr404(context, params.id), once: newOnceToken() };
}

export const action = (args: Route.ActionArgs) => deskFormAction(args, (desk, id, values) => desk.changeState(id, values), () => "state", { oncePerForm: true });

export default function BookingState() {
  const { desk: k, once: token } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as { errors?: Record<string, string>; values?: Record<string, string> } | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = failed?.errors ?? {};
  return (
    <>
      <p className="c-small">
        <Link to={`/console/bookings/${k.id}`}>Booking {k.reference}</Link>
      </p>
      <h1>Change the state of {k.reference}</h1>
      <p>
        Now: <strong>{BOOKING_STATE_LABELS[k.state]}</strong>. The payments give {BOOKING_STATE_LABELS[k.moneyState]}: awaiting deposit, confirmed and paid in full follow the money and are not set by hand; a booking is cancelled with its own form.
      </p>
      {k.handTargets.length === 0 ? (
        <p>This booking's state cannot be changed by hand.</p>
      ) : (
        <Form method="post" noValidate className="c-card">
          <ErrorSummary errors={failed?.errors} />
          <OnceField token={token} />
          <fieldset className="c-field">
            <legend>New state</legend>
            {k.handTargets.map((s) => (
              <label key={s} className="c-check">
                <input type="radio" name="state" value={s} defaultChecked={(failed?.values?.state ?? k.handTargets[0]) === s} /> {BOOKING_STATE_LABELS[s]}
              </label>
            ))}
            {errors.state ? <p className="c-error">{errors.state}</p> : null}
          </fieldset>
          <ReasonField typed={failed?.values?.reason} error={errors.reason} />
          <button type="submit" className="c-button" disabled={busy}>
            Change the state
          </button>
        </Form>
      )}
    </>
  );
}
