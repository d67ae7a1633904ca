/**
 * /console/sign-in: email and password. Accounts with two-factor sign-in go
 * on to /console/sign-in/two-factor. Wrong details, locked accounts and
 * unknown emails all get messages that never tell whether an account exists.
 */
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { safeNextPath, signInSchema } from "#domain/staff-forms.ts";
import { Field, ValidatedForm } from "../components/form-fields.tsx";
import { formFailure, parseForm, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";

import type { Route } from "./+types/sign-in";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Sign in");

export async function loader({ context, request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (await consoleOf(context).staff.current()) throw redirect(next);
  const url = new URL(request.url);
  return { next, notice: url.searchParams.get("notice") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const parsed = parseForm(signInSchema, values);
  if (!parsed.ok) return parsed.response;
  const result = await consoleOf(context).staffConsole.signIn(parsed.value);
  if (!result.ok) return formFailure(result.status, result.errors, values);
  const next = safeNextPath(parsed.value.next);
  if (result.twoFactor) {
    throw redirect(`/console/sign-in/two-factor?next=${encodeURIComponent(next)}`, { headers: result.headers });
  }
  throw redirect(next, { headers: result.headers });
}

const NOTICES: Record<string, string> = {
  "signed-out": "You have signed out.",
  "password-set": "Your password is set. Sign in with it now.",
  "session-ended": "Your session ended. Please sign in again.",
};

export default function SignIn() {
  const { next, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <main id="main" className="c-narrow">
      <div className="c-card">
        <h1>Sign in to the staff console</h1>
        {notice && NOTICES[notice] ? (
          <div className="c-alert c-alert-ok" role="status">
            <p>{NOTICES[notice]}</p>
          </div>
        ) : null}
        <ValidatedForm schema={signInSchema} serverErrors={failed?.errors}>
          {(errors) => (
            <>
              <input type="hidden" name="next" value={next} />
              <Field name="email" label="Email" type="email" autoComplete="username" error={errors.email} defaultValue={failed?.values.email} required />
              <Field name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} required />
              <div className="c-actions">
                <button type="submit" className="c-button">
                  Sign in
                </button>
                <Link to="/console/forgot-password">Forgot your password?</Link>
              </div>
            </>
          )}
        </ValidatedForm>
      </div>
    </main>
  );
}
