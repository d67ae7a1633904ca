/**
 * The bookings list's filters and pages (issue 26 item 8, decision 0055): a GET form, so it works
 * without JavaScript and the URL carries the filter; counts beside each choice.
 */
import { Form, Link } from "react-router";
import { BOOKING_STATE_LABELS, BOOKING_STATES } from "#domain/bookings/booking.ts";
import type { BookingListCounts } from "#domain/bookings/console-context.ts";
import { BALANCE_FILTER_LABELS, BALANCE_FILTERS, bookingListQuery, MAX_DUE_WITHIN_DAYS, type BookingListFilter } from "#domain/bookings/list-filters.ts";

const n = (count: number) => count.toLocaleString("en");

export function BookingListFilters({ filter, counts }: { filter: BookingListFilter; counts: BookingListCounts }) {
  const moneyCount = { outstanding: counts.outstanding, due: counts.due, overdue: counts.overdue };
  return (
    <Form method="get" className="c-card c-filters" role="search" aria-label="Filter bookings">
      <div className="c-field">
        <label htmlFor="f-state">State</label>
        <select id="f-state" name="state" defaultValue={filter.state ?? ""} className="c-select">
          <option value="">Any ({n(Object.values(counts.states).reduce((a, b) => a + b, 0))})</option>
          {BOOKING_STATES.map((s) => (
            <option key={s} value={s}>
              {BOOKING_STATE_LABELS[s]} ({n(counts.states[s])})
            </option>
          ))}
        </select>
      </div>
      <div className="c-field">
        <label htmlFor="f-month">Departure month</label>
        <input id="f-month" name="month" type="month" placeholder="YYYY-MM" pattern="\d{4}-\d{2}" defaultValue={filter.month ?? ""} />
      </div>
      <div className="c-field">
        <label htmlFor="f-balance">Money</label>
        <select id="f-balance" name="balance" defaultValue={filter.balance ?? ""} className="c-select" aria-describedby="f-balance-hint">
          <option value="">Any</option>
          {BALANCE_FILTERS.map((b) => (
            <option key={b} value={b}>
              {BALANCE_FILTER_LABELS[b]} ({n(moneyCount[b])})
            </option>
          ))}
        </select>
        <p id="f-balance-hint" className="c-hint">
          Overdue: the deposit or the balance is past its date and unpaid.
        </p>
      </div>
      <div className="c-field">
        <label htmlFor="f-within">Balance due within, days</label>
        <input id="f-within" name="within" type="number" inputMode="numeric" min={1} max={MAX_DUE_WITHIN_DAYS} defaultValue={filter.within} aria-describedby="f-within-hint" />
        <p id="f-within-hint" className="c-hint">
          For “{BALANCE_FILTER_LABELS.due}”.
        </p>
      </div>
      <div className="c-actions">
        <button type="submit" className="c-button">
          Show
        </button>
        {bookingListQuery(filter, { page: 1 }) ? <Link to="/console/bookings">Clear the filters</Link> : null}
      </div>
    </Form>
  );
}

export function BookingListPages({ filter, total, pageSize }: { filter: BookingListFilter; total: number; pageSize: number }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  return (
    <nav aria-label="Pages" className="c-actions">
      {filter.page > 1 ? <Link to={bookingListQuery(filter, { page: filter.page - 1 }) || "?"}>← Earlier departures</Link> : null}
      <span className="c-muted">
        Page {n(filter.page)} of {n(last)}
      </span>
      {filter.page < last ? <Link to={bookingListQuery(filter, { page: filter.page + 1 })}>Later departures →</Link> : null}
    </nav>
  );
}
