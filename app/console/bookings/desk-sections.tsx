/**
 * The console booking page's travellers, state by hand, cancellation with its refund, and history
 * (issue 26 items 2, 7 and 8, decision 0054). Read here; each change has its own page (a plain
 * form that works without JavaScript): travellers, state, cancel, refund.
 */
import { Link, useSearchParams } from "react-router";
import { BOOKING_STATE_LABELS } from "#domain/bookings/booking.ts";
import { REFUND_METHOD_LABELS } from "#domain/bookings/cancellation.ts";
import type { DeskView } from "#domain/bookings/desk-context.ts";
import { PASSPORT_FLAG_TEXT, type TravellerPlace } from "#domain/bookings/travellers.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";

/** What the booking page says after one of the desk's pages sent the member back (`?desk=`). */
const DONE: Record<string, string> = {
  travellers: "Travellers' details saved.",
  "travellers-again": "These travellers' details were already saved.",
  state: "State changed; the history keeps the reason.",
  cancelled: "Booking cancelled; the refund owed is recorded.",
  refund: "Refund recorded.",
  "refund-requested": "Refund recorded and requested from the card provider.",
  "refund-again": "This refund was already recorded: it counts once.",
};

const at = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** Every traveller's details and flags, one row each: the booking page and the manifest show them so. */
export function TravellersTable({ places, caption }: { places: TravellerPlace[]; caption: string }) {
  return (
    <table className="c-table c-travellers">
      <caption className="c-skip">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Traveller</th>
          <th scope="col">Born</th>
          <th scope="col">Nationality</th>
          <th scope="col">Passport</th>
          <th scope="col">Diet and medical</th>
          <th scope="col">To check</th>
        </tr>
      </thead>
      <tbody>
        {places.map((p) => {
          const d = p.details;
          return (
            <tr key={p.position}>
              <td data-label="Traveller">
                <strong>{d.fullName || "No name yet"}</strong>
                <div className="c-small">{p.label}</div>
              </td>
              <td data-label="Born">{d.dateOfBirth}</td>
              <td data-label="Nationality">{d.nationality}</td>
              <td data-label="Passport">
                {d.passportNumber}
                {d.passportExpiry ? <div className="c-small">expires {d.passportExpiry}</div> : null}
              </td>
              <td data-label="Diet and medical" className="c-pre">
                {[d.dietary && `Diet: ${d.dietary}`, d.medical && `Medical: ${d.medical}`].filter(Boolean).join("\n")}
              </td>
              <td data-label="To check">
                {p.passportFlag ? <span className="c-badge c-badge-warn">Passport {p.passportFlag === "expires_before_trip_ends" ? "expires before the trip ends" : "expires within 6 months of the trip"}</span> : null}
                {p.missing.length ? <span className="c-badge c-badge-warn">Missing: {p.missing.join(", ")}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function BookingDeskSections({ desk: k }: { desk: DeskView }) {
  const money = (minor: number) => formatAmount(minor, k.currency);
  const base = `/console/bookings/${k.id}`;
  const flagged = k.places.filter((p) => p.passportFlag);
  const said = useSearchParams()[0].get("desk") ?? "";
  // Own keys only: "?desk=__proto__" must not reach the page as an object.
  const done = Object.hasOwn(DONE, said) ? DONE[said] : null;
  return (
    <>
      {done ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>{done}</p>
        </div>
      ) : null}
      <section className="c-card" aria-labelledby="h-travellers">
        <h2 id="h-travellers">Travellers</h2>
        {flagged.length ? (
          <p className="c-alert c-alert-error" role="note">
            {flagged.map((p) => `${p.details.fullName || p.label}: ${PASSPORT_FLAG_TEXT[p.passportFlag!]}`).join(" ")}
          </p>
        ) : null}
        <div data-testid="console-travellers">
          <TravellersTable places={k.places} caption={`Travellers of ${k.reference}`} />
        </div>
        {k.state !== "cancelled" ? (
          <p>
            <Link className="c-button c-button-quiet" to={`${base}/travellers`}>
              Edit travellers' details
            </Link>
          </p>
        ) : null}
      </section>

      <section className="c-card" aria-labelledby="h-cancellation">
        <h2 id="h-cancellation">{k.cancellation ? "Cancelled" : "State and cancellation"}</h2>
        {k.cancellation ? (
          <>
            <dl className="c-facts">
              <div>
                <dt>Cancelled on</dt>
                <dd>
                  {quoteDate(k.cancellation.cancelledOn)}
                  {k.cancellation.daysBefore === null ? " (no departure date)" : `, ${k.cancellation.daysBefore} days before departure`}, by {k.cancellation.cancelledByEmail ?? "staff"}
                </dd>
              </div>
              <div>
                <dt>Reason</dt>
                <dd className="c-pre">{k.cancellation.reason}</dd>
              </div>
              <div>
                <dt>Refund owed</dt>
                <dd data-testid="refund-owed">
                  {money(k.cancellation.refundOwed)} ({k.cancellation.refundPercent}% of the total refundable; paid {money(k.cancellation.paid)}, charge {money(k.cancellation.charge)})
                </dd>
              </div>
              <div>
                <dt>Refunded</dt>
                <dd data-testid="refunded">
                  {money(k.refunded)}
                  {k.refunds.length ? (
                    <ul>
                      {k.refunds.map((r) => (
                        <li key={r.id}>
                          {quoteDate(r.madeOn)}: {money(r.amount)}, {REFUND_METHOD_LABELS[r.method]}
                          {r.reference ? `, ${r.reference}` : ""}
                          {r.method === "card" ? (r.providerRequested ? " (requested from the card provider)" : " (made by hand)") : ""} by {r.recordedByEmail}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </dd>
              </div>
            </dl>
            {k.mayRecordRefunds ? (
              <p>
                <Link className="c-button c-button-quiet" to={`${base}/refund`}>
                  Record a refund
                </Link>
              </p>
            ) : (
              <p className="c-small">Only an owner records refunds.</p>
            )}
          </>
        ) : (
          <>
            <p>
              The state is {BOOKING_STATE_LABELS[k.state]}; the payments give {BOOKING_STATE_LABELS[k.moneyState]}.
              {k.refundToday ? ` Cancelled today, ${money(k.refundToday.refund)} would be refunded (${k.refundToday.refundPercent}% of the total refundable).` : ""}
            </p>
            <div className="c-actions">
              {k.handTargets.length ? (
                <Link className="c-button c-button-quiet" to={`${base}/state`}>
                  Change the state by hand
                </Link>
              ) : null}
              <Link className="c-button c-button-quiet" to={`${base}/cancel`}>
                Cancel this booking
              </Link>
            </div>
          </>
        )}
      </section>

      <section className="c-card" aria-labelledby="h-history">
        <h2 id="h-history">History</h2>
        {k.history.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol className="c-small" data-testid="booking-history">
            {k.history.map((h, i) => (
              <li key={i}>
                {at(h.at)}, {h.by}: <span className="c-pre">{h.text}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
