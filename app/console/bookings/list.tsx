/** /console/bookings (sales and owners, issue 26): every booking, filtered (state, departure month, money; decision 0055), soonest departure first. */
import { Link, useLoaderData } from "react-router";
import { BOOKING_STATE_LABELS } from "#domain/bookings/booking.ts";
import { bookingListQuery, parseBookingListFilter } from "#domain/bookings/list-filters.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { consoleMeta } from "../lib/meta.ts";
import { BookingListFilters, BookingListPages } from "./list-filters.tsx";
import type { Route } from "./+types/list";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Bookings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = parseBookingListFilter(new URL(request.url).searchParams);
  return { filter, ...(await consoleOf(context).bookings.list(filter)) };
}

export default function BookingList() {
  const { rows, filter, total, pageSize, counts } = useLoaderData<typeof loader>();
  const filtered = !!bookingListQuery(filter, { page: 1 });
  return (
    <>
      <h1>Bookings</h1>
      <p>
        <Link to="/console/departures">Departures and travellers (the manifest)</Link>
      </p>
      <BookingListFilters filter={filter} counts={counts} />
      {rows.length === 0 ? (
        <p>{filtered ? "No bookings match these filters." : "No bookings yet: one is made when a traveller accepts a quote."}</p>
      ) : (
        <table className="c-table">
          <caption className="c-small">
            {total.toLocaleString("en")} {total === 1 ? "booking" : "bookings"}{filtered ? " match" : ""}, soonest departure first
          </caption>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Traveller</th>
              <th scope="col">Departure</th>
              <th scope="col">State</th>
              <th scope="col">Paid of total</th>
              <th scope="col">Balance due</th>
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
                <td data-label="Balance due">
                  {r.paid >= r.total || r.state === "cancelled" ? "—" : quoteDate(r.balanceDue)}
                  {r.overdue ? <span className="c-badge c-badge-warn"> Overdue</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BookingListPages filter={filter} total={total} pageSize={pageSize} />
    </>
  );
}
