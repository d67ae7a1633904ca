/**
 * The console booking page's invoice (decision 0053): each line with its tax type (chosen per line
 * while the invoice is a draft), the VAT inside it and the totals; "Issue invoice", which freezes
 * the lines; then the KRA eTIMS fields staff copy from the control unit. The forms post to
 * /console/bookings/:id/invoice (invoice.tsx), which comes back here on success and shows its own
 * copy of this section, with the errors and what was typed, when a form is refused. Plain forms:
 * they work without JavaScript.
 */
import { Form, useNavigation, useSearchParams } from "react-router";
import type { ConsoleBookingDocuments } from "#domain/bookings/documents-context.ts";
import { ETIMS_LIMITS, TAX_TYPE_SHORT, TAX_TYPES, VAT_RATE_PERCENT } from "#domain/bookings/invoice.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { ErrorSummary, Field } from "../components/form-fields.tsx";

export interface InvoiceFailure {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const SAVED: Record<string, string> = {
  tax: "Tax types saved.",
  issue: "Invoice issued: its lines and tax types are locked.",
  etims: "eTIMS details saved.",
  same: "Nothing to change.",
};

export function InvoiceSection({ bookingId, invoice: inv, failed }: { bookingId: number; invoice: ConsoleBookingDocuments["invoice"]; failed?: InvoiceFailure | null }) {
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const saved = params.get("invoice");
  const money = (minor: number) => formatAmount(minor, inv.currency);
  const action = `/console/bookings/${bookingId}/invoice`;
  const errors = failed?.errors ?? {};
  const typed = failed?.values ?? {};
  const draft = inv.state === "draft";
  return (
    <section className="c-card" aria-labelledby="invoice" id="invoice-section">
      <h2 id="invoice">
        Invoice {inv.number} <span className="c-badge">{draft ? "Draft (pro forma)" : `Issued ${quoteDate(inv.issuedOn ?? inv.madeOn)}`}</span>
      </h2>
      {saved && SAVED[saved] ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>{SAVED[saved]}</p>
        </div>
      ) : null}
      <ErrorSummary errors={failed?.errors} />
      <p>
        <a href={inv.href} type="application/pdf" target="_blank" rel="noopener">
          Invoice {inv.number} (PDF)
        </a>
      </p>
      {draft ? <p className="c-hint">The traveller's copy reads “Pro forma invoice” until it is issued.</p> : null}
      {!draft && inv.bookingTotalNow !== inv.totals.total ? (
        <div className="c-alert c-alert-error" role="note">
          <p>
            The booking's total is now {money(inv.bookingTotalNow)} (an amendment was accepted), but this issued invoice is for {money(inv.totals.total)}. Issue a credit note and a new invoice
            outside the system for now.
          </p>
        </div>
      ) : null}
      <Form method="post" action={action} noValidate>
        <input type="hidden" name="intent" value="tax" />
        {draft ? (
          <p className="c-hint">
            Tour operator services are VAT exempt. Accommodation, food, drink or transport we supply ourselves is taxable at {VAT_RATE_PERCENT}%, the VAT being inside the price the traveller accepted.
          </p>
        ) : null}
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Tax type</th>
              <th scope="col">Charged (VAT included)</th>
              <th scope="col">VAT</th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l, i) => (
              <tr key={`${i}-${l.label}`}>
                <td data-label="Line">
                  {l.label}
                  {l.discount ? <div className="c-small">after {money(l.discount)} of the discount</div> : null}
                </td>
                <td data-label="Tax type">
                  {draft ? (
                    <>
                      <input type="hidden" name={`label.${i}`} value={l.label} />
                      <select
                        id={`f-tax-${i}`}
                        name={`tax.${i}`}
                        aria-label={`Tax type of ${l.label}`}
                        defaultValue={typed[`tax.${i}`] ?? l.taxType}
                        aria-invalid={errors[`tax.${i}`] ? true : undefined}
                        aria-describedby={errors[`tax.${i}`] ? `f-tax-${i}-error` : undefined}
                      >
                        {TAX_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {TAX_TYPE_SHORT[t]}
                          </option>
                        ))}
                      </select>
                      {errors[`tax.${i}`] ? (
                        <p id={`f-tax-${i}-error`} className="c-error">
                          {errors[`tax.${i}`]}
                        </p>
                      ) : null}
                    </>
                  ) : (
                    TAX_TYPE_SHORT[l.taxType]
                  )}
                </td>
                <td data-label="Charged (VAT included)">{money(l.gross)}</td>
                <td data-label="VAT">{l.vat ? money(l.vat) : "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Total <strong>{money(inv.totals.total)}</strong>: VAT-exempt {money(inv.totals.exempt)}, taxable {money(inv.totals.taxableNet)} before VAT, VAT <strong data-testid="invoice-vat">{money(inv.totals.vat)}</strong>.
        </p>
        {draft ? (
          <button type="submit" className="c-button c-button-quiet" disabled={busy}>
            Save tax types
          </button>
        ) : null}
      </Form>
      {draft ? (
        <Form method="post" action={action} noValidate>
          <hr className="c-rule" />
          <input type="hidden" name="intent" value="issue" />
          <p className="c-hint">Issuing dates the invoice today and locks its lines and tax types. Then fill in what the eTIMS control unit returns.</p>
          <button type="submit" className="c-button" disabled={busy}>
            Issue invoice
          </button>
        </Form>
      ) : (
        <Form method="post" action={action} noValidate>
          <input type="hidden" name="intent" value="etims" />
          <hr className="c-rule" />
          <h3>KRA eTIMS</h3>
          <p className="c-hint">Copy these from the control unit once it has signed the invoice; they print on the invoice, the QR code as an image.</p>
          <Field name="cuSerial" label="Control unit serial number" defaultValue={typed.cuSerial ?? inv.etims.cuSerial} error={errors.cuSerial} hint={`At most ${ETIMS_LIMITS.cuSerial} characters.`} />
          <Field name="cuInvoiceNumber" label="CU invoice number" defaultValue={typed.cuInvoiceNumber ?? inv.etims.cuInvoiceNumber} error={errors.cuInvoiceNumber} />
          <Field name="qrCode" label="QR code (its link or text)" defaultValue={typed.qrCode ?? inv.etims.qrCode} error={errors.qrCode} />
          <button type="submit" className="c-button" disabled={busy}>
            Save eTIMS details
          </button>
        </Form>
      )}
    </section>
  );
}
