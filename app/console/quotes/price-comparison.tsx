/**
 * The quote builder's options side by side, as saved: subtotal, discount, total, and the deposit and
 * balance with their dates from THE booking terms the previews were computed with.
 */
import type { QuoteView } from "#domain/quotes/console-context.ts";
import { formatAmount } from "#domain/rates/money.ts";

export function PriceComparison({ view }: { view: QuoteView }) {
  if (!view.previews.length) return null;
  return (
    <section className="c-card" aria-labelledby="h-compare">
      <h2 id="h-compare">Prices side by side (version {view.current.version}, as saved)</h2>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="c-compare" tabIndex={0} role="group" aria-labelledby="h-compare">
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Subtotal</th>
              <th scope="col">Discount</th>
              <th scope="col">Total</th>
              <th scope="col">Deposit ({view.bookingTerms.depositPercent}%)</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {view.previews.map((p) => (
              <tr key={p.id} data-testid="option-totals">
                <th scope="row">{p.title}</th>
                <td>{formatAmount(p.subtotal, view.document.currency)}</td>
                <td>{p.discount ? formatAmount(p.discount, view.document.currency) : "None"}</td>
                <td>
                  <strong>{formatAmount(p.total, view.document.currency)}</strong>
                </td>
                <td>
                  {formatAmount(p.schedule.deposit.amount, view.document.currency)}{" "}
                  {p.schedule.deposit.onAcceptance ? "on acceptance (departure is near)" : `${view.bookingTerms.depositDueDaysAfterAcceptance} days after acceptance`}
                </td>
                <td>
                  {formatAmount(p.schedule.balance.amount, view.document.currency)} by {p.schedule.balance.dueDate}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
