/**
 * /console/bookings/:id/cancel (sales and above, decision 0054): the refund a cancellation gives,
 * computed from the scale frozen with the booking and the days from the cancellation date to
 * departure, shown BEFORE anything is cancelled (pick the day the traveller cancelled: a GET form
 * works it out again). Confirming sends the figure shown; the server computes it again and refuses
 * when the money moved meanwhile. Carried out once (one-time token; one cancellation per booking).
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { officeDate } from "#domain/quotes/versions.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { OnceField } from "../components/once-field.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { newOnceToken } from "../lib/once.server.ts";
import { ReasonField } from "./reason-field.tsx";
import { deskFormAction } from "./desk-actions.server.ts";
import { deskOr404 } from "./desk-lib.ts";
import type { Route } from "./+types/cancel";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: d }: Route.MetaArgs) => consoleMeta(d ? `Cancel ${d.desk.reference}` : "Cancel a booking");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const desk = await deskOr404(context, params.id);
  const on = new URL(request.url).searchParams.get("on") || officeDate(new Date());
  const preview = desk.state === "cancelled" ? null : await consoleOf(context).bookingDesk.previewCancellation(desk.id, on);
  return { desk, on, preview, once: newOnceToken() };
}

export const action = (args: Route.ActionArgs) => deskFormAction(args, (desk, id, values) => desk.cancel(id, values), () => "cancelled", { oncePerForm: true });

export default function CancelBooking() {
  const { desk: k, on, preview, once: token } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as { errors?: Record<string, string>; values?: Record<string, string> } | undefined;
  const busy = useNavigation().state === "submitting";
  const money = (minor: number) => formatAmount(minor, k.currency);
  const errors = { ...(preview && !preview.ok ? preview.errors : {}), ...failed?.errors };
  return (
    <>
      <p className="c-small">
        <Link to={`/console/bookings/${k.id}`}>Booking {k.reference}</Link>
      </p>
      <h1>Cancel {k.reference}</h1>
      {k.state === "cancelled" ? (
        <p>This booking is already cancelled.</p>
      ) : (
        <>
          <Form method="get" className="c-card c-filters" aria-label="Day of the cancellation">
            <div className="c-field">
              <label htmlFor="f-on">Day the traveller cancelled</label>
              <input id="f-on" name="on" type="date" defaultValue={on} aria-invalid={errors.cancelledOn ? true : undefined} aria-describedby={errors.cancelledOn ? "f-on-error" : undefined} />
              {errors.cancelledOn ? (
                <p id="f-on-error" className="c-error">
                  {errors.cancelledOn}
                </p>
              ) : null}
            </div>
            <div className="c-actions">
              <button type="submit" className="c-button c-button-quiet">
                Work out the refund
              </button>
            </div>
          </Form>
          {preview?.ok ? (
            <section className="c-card" aria-labelledby="h-figure">
              <h2 id="h-figure">The refund</h2>
              <dl className="c-facts" data-testid="cancel-figures">
                <div>
                  <dt>Notice</dt>
                  <dd>{preview.figures.daysBefore === null ? "No departure date: the longest notice of the scale" : `${preview.figures.daysBefore} days before departure on ${quoteDate(k.trip.startDate!)}`}</dd>
                </div>
                <div>
                  <dt>Refundable</dt>
                  <dd>{preview.figures.refundPercent}% of the total ({money(k.total)}), by the terms frozen with the booking</dd>
                </div>
                <div>
                  <dt>Paid</dt>
                  <dd>{money(preview.figures.paid)}</dd>
                </div>
                <div>
                  <dt>Cancellation charge</dt>
                  <dd>{money(preview.figures.charge)}</dd>
                </div>
                <div>
                  <dt>Refund owed</dt>
                  <dd>
                    <strong data-testid="cancel-refund">{money(preview.figures.refund)}</strong>
                  </dd>
                </div>
              </dl>
              <Form method="post" noValidate>
                <ErrorSummary errors={failed?.errors} />
                <OnceField token={token} />
                <input type="hidden" name="cancelledOn" value={preview.cancelledOn} readOnly />
                <input type="hidden" name="expectedRefund" value={String(preview.figures.refund)} readOnly />
                <ReasonField typed={failed?.values?.reason} error={errors.reason} />
                <button type="submit" className="c-button c-button-danger" disabled={busy}>
                  Cancel the booking, {money(preview.figures.refund)} refund owed
                </button>
              </Form>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
