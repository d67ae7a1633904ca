/** /console/bookings (sales and owners, issue 26): every booking, by state, soonest departure first. */
import { Form, Link, useLoaderData } from "react-router";
import { BOOKING_STATE_LABELS, BOOKING_STATES, isBookingState } from "#domain/bookings/booking.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";

export const meta = () => consoleMeta("Bookings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("state");
  const state = isBookingState(raw) ? raw : null;
  return { rows: await context.bookings.list({ state }), state };
}

export default function BookingList() {
  const { rows, state } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Bookings</h1>
      <p>
        <Link to="/console/departures">Departures and travellers (the manifest)</Link>
      </p>
      <Form method="get" className="c-card c-filters" role="search" aria-label="Filter bookings">
        <div className="c-field">
          <label htmlFor="f-state">State</label>
          <select id="f-state" name="state" defaultValue={state ?? ""} className="c-select">
            <option value="">Any</option>
            {BOOKING_STATES.map((s) => (
              <option key={s} value={s}>
                {BOOKING_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="c-actions">
          <button type="submit" className="c-button">
            Show
          </button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p>{state ? `No bookings are ${BOOKING_STATE_LABELS[state].toLowerCase()}.` : "No bookings yet: one is made when a traveller accepts a quote."}</p>
      ) : (
        <table className="c-table">
          <caption className="c-small">
            {rows.length} {rows.length === 1 ? "booking" : "bookings"}, soonest departure first
          </caption>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Traveller</th>
              <th scope="col">Departure</th>
              <th scope="col">State</th>
              <th scope="col">Paid of total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Booking">
                  <Link to={`/console/bookings/${r.id}`}>{r.reference}</Link>
                </td>
                <td data-label="Traveller">
                  {r.travellerName}
                  <br />
                  <span className="c-small">{r.optionTitle}</span>
                </td>
                <td data-label="Departure">{r.startDate ? quoteDate(r.startDate) : "Dates to be agreed"}</td>
                <td data-label="State">
                  <span className="c-badge">{BOOKING_STATE_LABELS[r.state]}</span>
                </td>
                <td data-label="Paid of total">
                  {formatAmount(r.paid, r.currency)} of {formatAmount(r.total, r.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
