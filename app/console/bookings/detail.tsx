/**
 * /console/bookings/:id (sales and owners, issue 26): the booking's schedule, what is paid and due,
 * its payments (flags shown) and "Record payment" for a bank transfer or cash. The form carries a
 * one-time key, so a double click or a resubmit credits the payment once; a refused form names the
 * fields and keeps what was typed. A plain form: it works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { BOOKING_STATE_LABELS, PAYMENT_FLAG_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "#domain/bookings/booking.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { ErrorSummary, Field } from "../components/form-fields.tsx";
import { BookingDeskSections } from "./desk-sections.tsx";
import { keepTyped, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { InvoiceSection } from "./invoice-section.tsx";
import { ReceiptsSection } from "./receipts-section.tsx";
import type { Route } from "./+types/detail";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: d }: Route.MetaArgs) => consoleMeta(d?.booking ? `Booking ${d.booking.reference}` : "Booking");

const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const found = await consoleOf(context).bookings.get(idOf(params.id));
  if (!found) throw new Response("There is no such booking.", { status: 404 });
  const url = new URL(request.url);
  const [documents, desk] = await Promise.all([consoleOf(context).bookingDocuments.forBooking(found.booking.id), consoleOf(context).bookingDesk.get(found.booking.id)]);
  return { ...found, documents: documents!, desk, today: officeDate(new Date()), recorded: url.searchParams.get("recorded"), flag: url.searchParams.get("flag") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const id = idOf(params.id);
  const result = await consoleOf(context).bookings.recordPayment(id, values);
  if (!result.ok) return data({ errors: result.errors, values: keepTyped(values) }, { status: result.status });
  // Post, redirect, get: a reload does not post again, and the answer says whether it was credited now.
  throw redirect(`/console/bookings/${id}?recorded=${result.credited ? "new" : "again"}${result.flag ? `&flag=${result.flag}` : ""}`);
}

export default function BookingDetail() {
  const { booking: b, submission, link, whatsappUrl, today, recorded, flag, documents, desk } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const money = (minor: number) => formatAmount(minor, b.currency);
  const errors = failed?.errors ?? {};
  const typed = failed?.values ?? {};
  const d = b.document;
  return (
    <>
      <p className="c-small">
        <Link to="/console/bookings">Bookings</Link>
      </p>
      <h1>
        Booking {b.reference} <span className="c-badge">{BOOKING_STATE_LABELS[b.state]}</span>
      </h1>
      {recorded ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>
            {recorded === "new" ? "Payment recorded." : "This payment was already recorded: it was credited once."}
            {flag === "different_amount" || flag === "overpaid" ? ` ${PAYMENT_FLAG_LABELS[flag]}.` : ""}
          </p>
        </div>
      ) : null}
      <section className="c-card" aria-labelledby="h-trip">
        <h2 id="h-trip">Trip</h2>
        <dl className="c-facts">
          <div>
            <dt>Traveller</dt>
            <dd>{d.travellerName}</dd>
          </div>
          <div>
            <dt>Booked</dt>
            <dd>
              {d.optionTitle}
              {d.packageTitle ? ` (${[d.packageTitle, d.tierName].filter(Boolean).join(", ")})` : ""} on {quoteDate(b.bookedOn)}, from{" "}
              <Link to={`/console/quotes/${b.quoteId}`}>quote {inquiryReference(b.inquiryId)} v{b.quoteVersion}</Link>
            </dd>
          </div>
          <div>
            <dt>Departure</dt>
            <dd>{d.startDate ? `${quoteDate(d.startDate)}${d.endDate && d.endDate !== d.startDate ? ` to ${quoteDate(d.endDate)}` : ""}` : "Dates to be agreed"}</dd>
          </div>
          <div>
            <dt>Traveller's page</dt>
            <dd>
              <a href={link}>{link}</a>
              {whatsappUrl ? (
                <>
                  {" "}
                  <a className="c-button c-button-quiet" href={whatsappUrl} target="_blank" rel="noopener noreferrer" data-testid="booking-whatsapp">
                    Send by WhatsApp
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
      <section className="c-card" aria-labelledby="h-money">
        <h2 id="h-money">Schedule</h2>
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Due by</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Payment">Deposit ({b.terms.depositPercent}%)</td>
              <td data-label="Due by">{quoteDate(b.schedule.deposit.dueDate)}</td>
              <td data-label="Amount">{money(b.schedule.deposit.amount)}</td>
            </tr>
            <tr>
              <td data-label="Payment">Balance</td>
              <td data-label="Due by">{quoteDate(b.schedule.balance.dueDate)}</td>
              <td data-label="Amount">{money(b.schedule.balance.amount)}</td>
            </tr>
          </tbody>
        </table>
        <p>
          Total <strong>{money(b.total)}</strong>; paid <strong data-testid="console-paid">{money(b.paid)}</strong>; still due <strong data-testid="console-due">{money(b.due)}</strong>.
        </p>
      </section>
      <section className="c-card" aria-labelledby="h-payments">
        <h2 id="h-payments">Payments</h2>
        {b.payments.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <table className="c-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Method</th>
                <th scope="col">Amount</th>
                <th scope="col">Reference and note</th>
                <th scope="col">Recorded by</th>
              </tr>
            </thead>
            <tbody>
              {b.payments.map((p) => (
                <tr key={p.id}>
                  <td data-label="Received">{quoteDate(p.receivedOn)}</td>
                  <td data-label="Method">{PAYMENT_METHOD_LABELS[p.method]}</td>
                  <td data-label="Amount">
                    {money(p.amount)}
                    {p.flag ? <span className="c-badge c-badge-warn">{PAYMENT_FLAG_LABELS[p.flag]}</span> : null}
                  </td>
                  <td data-label="Reference and note">
                    {p.reference}
                    {p.note ? <div className="c-small c-pre">{p.note}</div> : null}
                  </td>
                  <td data-label="Recorded by">{p.recordedByEmail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ReceiptsSection receipts={documents.receipts} />
      <InvoiceSection bookingId={b.id} invoice={documents.invoice} />
      {desk ? <BookingDeskSections desk={desk} /> : null}
      {b.state !== "cancelled" ? (
        <section className="c-card" aria-labelledby="h-record">
          <h2 id="h-record">Record payment</h2>
          <ErrorSummary errors={failed?.errors} />
          {/* Keyed by its one-time key: once a payment is recorded the page gets a new key and an empty form. */}
          <Form method="post" noValidate key={submission}>
            {/* The one-time key of this form: the same form sent twice credits once. */}
            <input type="hidden" name="submission" value={typed.submission ?? submission} />
            <div className="c-field">
              <label htmlFor="f-method">Method</label>
              <select id="f-method" name="method" className="c-select" defaultValue={typed.method ?? "bank_transfer"} aria-invalid={errors.method ? true : undefined} aria-describedby={errors.method ? "f-method-error" : undefined}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
              {errors.method ? (
                <p id="f-method-error" className="c-error">
                  {errors.method}
                </p>
              ) : null}
            </div>
            <Field name="amount" label={`Amount received, ${b.currency}`} inputMode="numeric" defaultValue={typed.amount ?? ""} error={errors.amount} hint={`Still due: ${money(b.due)}. Another amount is credited as received and flagged.`} />
            <Field name="receivedOn" label="Received on" type="date" defaultValue={typed.receivedOn ?? today} error={errors.receivedOn} />
            <Field name="reference" label="Reference (the bank's, or the receipt number for cash)" defaultValue={typed.reference ?? ""} error={errors.reference} />
            <div className="c-field">
              <label htmlFor="f-note">Note (staff only)</label>
              <textarea id="f-note" name="note" rows={2} className="c-textarea" defaultValue={typed.note ?? ""} aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? "f-note-error" : undefined} />
              {errors.note ? (
                <p id="f-note-error" className="c-error">
                  {errors.note}
                </p>
              ) : null}
            </div>
            <button type="submit" className="c-button" disabled={busy}>
              Record payment
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
