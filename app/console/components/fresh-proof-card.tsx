/**
 * "Confirm it is you" (issue 23 item 5): shown above the forms of a page whose acts grant power
 * (staff, roles, security settings, personal data) when the session's proof is more than 10
 * minutes old. It posts to /console/confirm, which brings the member back here; a plain form, so
 * it works without JavaScript.
 */
import { Form } from "react-router";
import { CONFIRM_PATH } from "#domain/staff-context.ts";

export function FreshProofCard({ returnTo, error }: { returnTo: string; error?: string }) {
  return (
    <section className="c-card c-alert" aria-labelledby="proof-heading">
      <h2 id="proof-heading">Confirm it is you</h2>
      <p>
        Inviting staff, changing roles or security settings and erasing personal data need your password or a code from your authenticator app,
        given within the last 10 minutes.
      </p>
      <Form method="post" action={`${CONFIRM_PATH}?next=${encodeURIComponent(returnTo)}`}>
        <div className="c-field">
          <label htmlFor="f-proof">Password or authenticator code</label>
          <input
            id="f-proof"
            name="proof"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "f-proof-error" : undefined}
          />
          {error ? (
            <p id="f-proof-error" className="c-error">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="c-button">
          Confirm
        </button>
      </Form>
    </section>
  );
}
