/**
 * The dashboard's money (issue 26 item 8, decision 0055; issue 28 item 6, decision 0065): the open
 * pipeline (quotes travellers can still accept), won value
 * this month and last (bookings made, cancelled ones left out), deposits received this month,
 * balances outstanding and departures in the next 30 days, each per currency (amounts of two
 * currencies are never added). Shown to sales and owners, who work bookings.
 */
import { Link } from "react-router";
import type { BookingFigures, CurrencyFigure } from "#domain/bookings/figures.ts";
import type { PipelineFigure } from "#domain/quotes/console-context.ts";
import type { Currency } from "#domain/rates/types.ts";
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

const monthName = (month: string) => new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

/** The open pipeline per currency: one figure, or "from … to …" when quotes offer options at different prices. */
function Pipeline({ pipeline }: { pipeline: PipelineFigure[] }) {
  if (!pipeline.length) return <strong>None open</strong>;
  return (
    <>
      {pipeline.map((p) => (
        <div key={p.currency}>
          <strong>{formatAmount(p.low, p.currency as Currency)}</strong>
          {p.high > p.low ? <div className="c-small">to {formatAmount(p.high, p.currency as Currency)} with the dearest options</div> : null}
          <div className="c-muted c-small">
            {p.quotes.toLocaleString("en")} {p.quotes === 1 ? "quote" : "quotes"}
          </div>
        </div>
      ))}
    </>
  );
}

export function BookingDashboardFigures({ figures, pipeline }: { figures: BookingFigures; pipeline: PipelineFigure[] }) {
  const month = monthName(figures.month);
  return (
    <section className="c-card" aria-labelledby="booking-figures-heading">
      <h2 id="booking-figures-heading">Money</h2>
      <div className="c-stats">
        <div className="c-stat">
          Open pipeline
          <Pipeline pipeline={pipeline} />
          <Link to="/console/quotes?state=sent" className="c-small">
            Quotes sent
          </Link>
        </div>
        <div className="c-stat">
          Won in {month}
          <PerCurrency figures={figures.wonThisMonth} empty="None yet" />
        </div>
        <div className="c-stat">
          Won in {monthName(figures.lastMonth)}
          <PerCurrency figures={figures.wonLastMonth} empty="None" />
        </div>
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
