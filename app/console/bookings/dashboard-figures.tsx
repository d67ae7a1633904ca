/**
 * The dashboard's booking figures (issue 26 item 8, decision 0055): deposits received this month,
 * balances outstanding and departures in the next 30 days, each per currency (amounts of two
 * currencies are never added). Shown to sales and owners, who work bookings.
 */
import { Link } from "react-router";
import type { BookingFigures, CurrencyFigure } from "#domain/bookings/figures.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";

const bookings = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "booking" : "bookings"}`;

function PerCurrency({ figures, empty, extra }: { figures: CurrencyFigure[]; empty: string; extra?: (f: CurrencyFigure) => string }) {
  if (!figures.length) return <strong>{empty}</strong>;
  return (
    <>
      {figures.map((f) => (
        <div key={f.currency}>
          <strong>{formatAmount(f.amount, f.currency)}</strong>
          <div className="c-muted c-small">
            {bookings(f.bookings)}
            {extra ? `, ${extra(f)}` : ""}
          </div>
        </div>
      ))}
    </>
  );
}

export function BookingDashboardFigures({ figures }: { figures: BookingFigures }) {
  const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${figures.month}-01T00:00:00Z`));
  return (
    <section className="c-card" aria-labelledby="booking-figures-heading">
      <h2 id="booking-figures-heading">Bookings</h2>
      <div className="c-stats">
        <div className="c-stat">
          Deposits received in {month}
          <PerCurrency figures={figures.depositsThisMonth} empty="None yet" />
        </div>
        <div className="c-stat">
          Balances outstanding
          <PerCurrency figures={figures.outstanding} empty="Nothing owed" />
          <Link to="/console/bookings?balance=outstanding" className="c-small">
            See them
          </Link>
        </div>
        <div className="c-stat">
          Departures to {quoteDate(figures.departuresTo)}
          <PerCurrency figures={figures.departures} empty="None" extra={(f) => `${formatAmount((f as BookingFigures["departures"][number]).owed, f.currency)} still owed`} />
          <Link to="/console/bookings" className="c-small">
            By departure
          </Link>
        </div>
      </div>
    </section>
  );
}
