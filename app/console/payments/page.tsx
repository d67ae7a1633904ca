/**
 * /console/payments (sales and owners, issue 26 item 8, decision 0050): what needs a person.
 * - The unmatched queue: paybill payments whose account named no booking (and confirmed money a
 *   booking could not take), each with "Match to booking". Matching credits it once and audits it.
 * - Online attempts still open, given up, or failed lately, with the provider's words.
 * Plain forms: it works without JavaScript; a refused match names the field and keeps what was typed.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { FAILURE_WORDS } from "#domain/payments/outcomes.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/page";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Payments");

const STATE_WORDS: Record<string, string> = {
  starting: "Asking the provider",
  pending: "Waiting for the traveller",
  expired: "No answer: check the statement",
  failed: "Failed",
  unavailable: "Provider did not answer",
  succeeded: "Paid",
};

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { timeZone: "Africa/Nairobi", dateStyle: "medium", timeStyle: "short" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const matched = new URL(request.url).searchParams.get("matched");
  return { ...(await consoleOf(context).payments.overview()), matched: matched && /^\d{1,12}$/.test(matched) ? Number(matched) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const id = /^\d{1,12}$/.test(values.unmatched ?? "") ? Number(values.unmatched) : 0;
  const result = await consoleOf(context).payments.match(id, values.booking ?? "");
  if (!result.ok) return data({ id, errors: result.errors, booking: values.booking ?? "" }, { status: result.status });
  throw redirect(`/console/payments?matched=${result.bookingId}`);
}

export default function PaymentsPage() {
  const { attempts, unmatched, matched } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1>Payments</h1>
      {matched ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>
            Matched and credited to <Link to={`/console/bookings/${matched}`}>the booking</Link>.
          </p>
        </div>
      ) : null}

      <section className="c-card" aria-labelledby="h-unmatched">
        <h2 id="h-unmatched">Paybill payments to match ({unmatched.length})</h2>
        {unmatched.length === 0 ? (
          <p>None: every payment found its booking.</p>
        ) : (
          <table className="c-table">
            <caption className="c-small">Oldest first. The account is what the payer typed.</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Amount</th>
                <th scope="col">Transaction</th>
                <th scope="col">Account typed</th>
                <th scope="col">Payer</th>
                <th scope="col">Match to booking</th>
              </tr>
            </thead>
            <tbody>
              {unmatched.map((u) => {
                const errors = failed && failed.id === u.id ? failed.errors : null;
                return (
                  <tr key={u.id} data-testid="unmatched-payment">
                    <td data-label="Received">{when(u.paidAt)}</td>
                    <td data-label="Amount">{formatAmount(u.amount, u.currency)}</td>
                    <td data-label="Transaction">{u.transactionId}</td>
                    <td data-label="Account typed">{u.account || "(none)"}</td>
                    <td data-label="Payer">{u.payer || "(not given)"}</td>
                    <td data-label="Match to booking">
                      <Form method="post" className="c-inline-form">
                        <input type="hidden" name="unmatched" value={u.id} />
                        <label htmlFor={`match-${u.id}`} className="sr-only">
                          Booking reference for {u.transactionId}
                        </label>
                        <input
                          id={`match-${u.id}`}
                          name="booking"
                          className="c-input"
                          placeholder="BK-00042"
                          defaultValue={errors ? failed!.booking : ""}
                          aria-invalid={errors ? true : undefined}
                          aria-describedby={errors ? `match-${u.id}-error` : undefined}
                          required
                        />
                        <button type="submit" className="c-button" disabled={busy}>
                          Match
                        </button>
                        {errors ? (
                          <p id={`match-${u.id}-error`} className="c-error">
                            {errors.booking ?? errors.form}
                          </p>
                        ) : null}
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {failed && !unmatched.some((u) => u.id === failed.id) ? (
          <p className="c-error" role="alert">
            {failed.errors.form ?? failed.errors.booking}
          </p>
        ) : null}
      </section>

      <section className="c-card" aria-labelledby="h-attempts">
        <h2 id="h-attempts">Online payments that need a look ({attempts.length})</h2>
        {attempts.length === 0 ? (
          <p>None open or failed lately.</p>
        ) : (
          <table className="c-table">
            <caption className="c-small">Open, given up, or failed in the last two weeks; newest first.</caption>
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Booking</th>
                <th scope="col">Way</th>
                <th scope="col">Amount</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.reference} data-testid="payment-attempt">
                  <td data-label="Started">{when(a.createdAt)}</td>
                  <td data-label="Booking">
                    <Link to={`/console/bookings/${a.bookingId}`}>{a.bookingReference}</Link>
                  </td>
                  <td data-label="Way">
                    {a.provider === "mpesa" ? `M-Pesa prompt${a.phoneHint ? ` to ${a.phoneHint}` : ""}` : "Card (Pesapal)"}
                  </td>
                  <td data-label="Amount">{formatAmount(a.amount, a.currency)}</td>
                  <td data-label="State">
                    <span className="c-badge">{STATE_WORDS[a.state] ?? a.state}</span>
                    {a.failure ? <span className="c-small"> {FAILURE_WORDS[a.failure]}</span> : null}
                    {a.detail ? <span className="c-small"> ({a.detail})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
