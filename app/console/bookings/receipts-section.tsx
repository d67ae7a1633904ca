/**
 * The console booking page's receipts (decision 0053): one per credited payment, numbered, each
 * with its PDF (the same document the traveller gets by email and on the booking page).
 */
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import type { ReceiptListItem } from "#domain/bookings/receipt.ts";

export function ReceiptsSection({ receipts }: { receipts: ReceiptListItem[] }) {
  return (
    <section className="c-card" aria-labelledby="h-receipts">
      <h2 id="h-receipts">Receipts</h2>
      {receipts.length === 0 ? (
        <p>None yet: each payment recorded gets its numbered receipt, emailed to the traveller.</p>
      ) : (
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">Receipt</th>
              <th scope="col">Issued</th>
              <th scope="col">Payment received</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((r) => (
              <tr key={r.number}>
                <td data-label="Receipt">
                  <a href={r.href} type="application/pdf" target="_blank" rel="noopener">
                    {r.number} (PDF)
                  </a>
                </td>
                <td data-label="Issued">{quoteDate(r.issuedOn)}</td>
                <td data-label="Payment received">{quoteDate(r.receivedOn)}</td>
                <td data-label="Amount">{formatAmount(r.amount, r.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
