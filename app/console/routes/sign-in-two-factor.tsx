/**
 * /console/sign-in/two-factor: the 6-digit code from an authenticator app, or
 * one of the recovery codes. Reached after a correct password; the pending
 * sign-in lives in a short-lived cookie of the auth library.
 */
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { safeNextPath, secondFactorSchema } from "#domain/staff-forms.ts";
import { Field, ValidatedForm } from "../components/form-fields.tsx";
import { formFailure, parseForm, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";

import type { Route } from "./+types/sign-in-two-factor";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Two-factor code");

export async function loader({ request }: Route.LoaderArgs) {
  return { next: safeNextPath(new URL(request.url).searchParams.get("next")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const parsed = parseForm(secondFactorSchema, values);
  if (!parsed.ok) return parsed.response;
  const result = await consoleOf(context).staffConsole.verifySecondFactor({
    code: parsed.value.code,
    recovery: parsed.value.recovery === "on",
    trustDevice: parsed.value.trustDevice === "on",
  });
  if (!result.ok) {
    const expired = result.status === 401;
    return formFailure(result.status, expired ? { form: "Your sign-in took too long. Please sign in again." } : result.errors, values);
  }
  throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")), { headers: result.headers });
}

export default function SecondFactor() {
  const { next } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <main id="main" className="c-narrow">
      <div className="c-card">
        <h1>Enter your sign-in code</h1>
        <p>Open your authenticator app and type the 6-digit code it shows for Twiga Horizons.</p>
        <ValidatedForm schema={secondFactorSchema} serverErrors={failed?.errors} action={`?next=${encodeURIComponent(next)}`}>
          {(errors) => (
            <>
              <Field name="code" label="Code" autoComplete="one-time-code" inputMode="text" error={errors.code} required autoFocus />
              <div className="c-check">
                <input id="f-recovery" type="checkbox" name="recovery" defaultChecked={failed?.values.recovery === "on"} />
                <label htmlFor="f-recovery">This is a recovery code (phone lost)</label>
              </div>
              <div className="c-check">
                <input id="f-trust" type="checkbox" name="trustDevice" />
                <label htmlFor="f-trust">Don't ask again on this device for 30 days</label>
              </div>
              <div className="c-actions">
                <button type="submit" className="c-button">
                  Continue
                </button>
                <Link to="/console/sign-in">Start again</Link>
              </div>
            </>
          )}
        </ValidatedForm>
      </div>
    </main>
  );
}
