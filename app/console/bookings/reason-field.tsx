/** The written reason a hand state change or a cancellation needs (decision 0054): kept in the history and the audit trail. */
import { MAX_REASON } from "#domain/bookings/cancellation.ts";

export function ReasonField({ typed, error }: { typed?: string; error?: string }) {
  return (
    <div className="c-field">
      <label htmlFor="f-reason">Reason (kept in the booking's history and the audit trail: keep it factual, no health details)</label>
      <textarea id="f-reason" name="reason" rows={3} maxLength={MAX_REASON} className="c-textarea" defaultValue={typed ?? ""} aria-invalid={error ? true : undefined} aria-describedby={error ? "f-reason-error" : undefined} />
      {error ? (
        <p id="f-reason-error" className="c-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
