/**
 * /console/bookings/:id/refund (owners only, decision 0054): record a refund of a cancelled
 * booking as made: method, amount, day and reference. An M-Pesa refund is sent by hand and
 * recorded here; a card refund is recorded, then the card refund hook asks the provider (see
 * server/services/bookings/card-refund-hook.ts). Recorded once per form (its one-time key).
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { REFUND_METHOD_LABELS, REFUND_METHODS } from "#domain/bookings/cancellation.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import { formatAmount, formatMajor } from "#domain/rates/money.ts";
import { ErrorSummary, Field, SelectField } from "../components/form-fields.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { deskFormAction } from "./desk-actions.server.ts";
import { deskOr404 } from "./desk-lib.ts";
import type { Route } from "./+types/refund";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: d }: Route.MetaArgs) => consoleMeta(d ? `Refund of ${d.desk.reference}` : "Refund");

export async function loader({ context, params }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("refunds:record");
  return { desk: await deskOr404(context, params.id), today: officeDate(new Date()), submission: consoleOf(context).bookingDesk.newKey() };
}

export const action = (args: Route.ActionArgs) =>
  deskFormAction(args, (desk, id, values) => desk.recordRefund(id, values), (done) => (!done.recorded ? "refund-again" : done.providerRequested ? "refund-requested" : "refund"));

export default function RecordRefund() {
  const { desk: k, today, submission } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const money = (minor: number) => formatAmount(minor, k.currency);
  const errors = failed?.errors ?? {};
  const typed = failed?.values ?? {};
  const left = k.cancellation ? Math.max(0, k.cancellation.refundOwed - k.refunded) : 0;
  return (
    <>
      <p className="c-small">
        <Link to={`/console/bookings/${k.id}`}>Booking {k.reference}</Link>
      </p>
      <h1>Record a refund of {k.reference}</h1>
      {!k.cancellation ? (
        <p>Only a cancelled booking's refund is recorded here: cancel the booking first.</p>
      ) : (
        <Form method="post" noValidate className="c-card" key={submission}>
          <p>
            Refund owed {money(k.cancellation.refundOwed)}; refunded so far {money(k.refunded)}; still to refund <strong>{money(left)}</strong>.
          </p>
          <ErrorSummary errors={failed?.errors} />
          <input type="hidden" name="submission" value={typed.submission ?? submission} readOnly />
          <SelectField name="method" label="Paid back by" value={typed.method ?? "mpesa"} options={REFUND_METHODS.map((m) => ({ value: m, label: REFUND_METHOD_LABELS[m] }))} error={errors.method} />
          <Field name="amount" label={`Amount refunded, ${k.currency}`} inputMode="numeric" defaultValue={typed.amount ?? (left > 0 ? formatMajor(left) : "")} error={errors.amount} />
          <Field name="madeOn" label="Refunded on" type="date" defaultValue={typed.madeOn ?? today} error={errors.madeOn} />
          <Field name="reference" label="Reference (the M-Pesa code, the bank's reference, or the card payment's)" defaultValue={typed.reference ?? ""} error={errors.reference} />
          <Field name="note" label="Note (staff only)" defaultValue={typed.note ?? ""} error={errors.note} />
          <button type="submit" className="c-button" disabled={busy}>
            Record the refund
          </button>
        </Form>
      )}
    </>
  );
}
