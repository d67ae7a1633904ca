/**
 * /console/departures (sales and above, decision 0054): the departure manifest. Per departure day
 * (the coming six weeks by default; any window of up to a year), the bookings starting that day
 * and every traveller of each party with their details and flags: passport expiring within six
 * months of the trip's end, details still missing. Printable: the print stylesheet leaves only
 * the manifest.
 */
import { Form, Link, useLoaderData } from "react-router";
import { BOOKING_STATE_LABELS } from "#domain/bookings/booking.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { consoleMeta } from "../lib/meta.ts";
import { TravellersTable } from "./desk-sections.tsx";
import printCss from "./departures-print.css?url";
import type { Route } from "./+types/departures";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Departures");
export const links = () => [{ rel: "stylesheet", href: printCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return consoleOf(context).bookingDesk.manifest({ from: url.searchParams.get("from"), to: url.searchParams.get("to") });
}

export default function Departures() {
  const { from, to, days, errors } = useLoaderData<typeof loader>();
  const bookings = days.reduce((n, d) => n + d.bookings.length, 0);
  const flagged = days.flatMap((d) => d.bookings.flatMap((b) => b.travellers)).filter((t) => t.passportFlag || t.missing.length).length;
  return (
    <>
      <h1>
        Departures {quoteDate(from)} to {quoteDate(to)}
      </h1>
      <Form method="get" className="c-card c-filters" role="search" aria-label="Departure dates">
        <div className="c-field">
          <label htmlFor="f-from">From</label>
          <input id="f-from" name="from" type="date" defaultValue={from} aria-invalid={errors.from ? true : undefined} aria-describedby={errors.from ? "f-from-error" : undefined} />
          {errors.from ? (
            <p id="f-from-error" className="c-error">
              {errors.from}
            </p>
          ) : null}
        </div>
        <div className="c-field">
          <label htmlFor="f-to">To</label>
          <input id="f-to" name="to" type="date" defaultValue={to} aria-invalid={errors.to ? true : undefined} aria-describedby={errors.to ? "f-to-error" : undefined} />
          {errors.to ? (
            <p id="f-to-error" className="c-error">
              {errors.to}
            </p>
          ) : null}
        </div>
        <div className="c-actions">
          <button type="submit" className="c-button">
            Show
          </button>
        </div>
      </Form>
      <p className="c-small">
        {bookings} {bookings === 1 ? "booking" : "bookings"} departing; {flagged} {flagged === 1 ? "traveller needs" : "travellers need"} attention (passport or missing details). Cancelled bookings are left out.
      </p>
      {days.length === 0 ? <p>No departures in these dates.</p> : null}
      {days.map((day) => (
        <section key={day.date} className="c-card c-manifest-day" aria-labelledby={`d-${day.date}`}>
          <h2 id={`d-${day.date}`}>{quoteDate(day.date)}</h2>
          {day.bookings.map((b) => (
            <div key={b.id} className="c-manifest-booking" data-testid={`manifest-${b.reference}`}>
              <h3>
                <Link to={`/console/bookings/${b.id}`}>{b.reference}</Link> {b.travellerName}: {b.optionTitle} <span className="c-badge">{BOOKING_STATE_LABELS[b.state]}</span>
              </h3>
              <p className="c-small">
                {b.endDate && b.endDate !== b.startDate ? `Until ${quoteDate(b.endDate)}. ` : ""}
                {b.party.adults} {b.party.adults === 1 ? "adult" : "adults"}
                {b.party.childAges.length ? `, ${b.party.childAges.length} ${b.party.childAges.length === 1 ? "child" : "children"} (ages ${b.party.childAges.join(", ")})` : ""}
              </p>
              <TravellersTable places={b.travellers} caption={`Travellers of ${b.reference}`} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
