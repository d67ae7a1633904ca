/**
 * /console/set-password?token=…: where invitation, first-owner and reset links
 * land. The link works once and expires; an expired or used one says so and
 * offers a new one.
 */
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#domain/staff-password.ts";
import { setPasswordSchema } from "#domain/staff-forms.ts";
import { Field, ValidatedForm } from "../components/form-fields.tsx";
import { formFailure, parseForm, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/set-password";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Choose your password");

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: token.length > 0 && token.length <= 200 && (await consoleOf(context).staffConsole.linkIsValid(token)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const parsed = parseForm(setPasswordSchema, values);
  if (!parsed.ok) return parsed.response;
  const result = await consoleOf(context).staffConsole.setPassword(parsed.value.token, parsed.value.password);
  if (!result.ok) return formFailure(result.status, result.errors, values);
  throw redirect("/console/sign-in?notice=password-set");
}

export default function SetPassword() {
  const { token, valid } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (!valid) {
    return (
      <main id="main" className="c-narrow">
        <div className="c-card">
          <h1>This link no longer works</h1>
          <p>It has expired or was already used. Ask for a new one, or ask the owner who invited you to send the invitation again.</p>
          <p>
            <Link to="/console/forgot-password">Email me a new link</Link>
          </p>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="c-narrow">
      <div className="c-card">
        <h1>Choose your password</h1>
        <ValidatedForm schema={setPasswordSchema} serverErrors={failed?.errors}>
          {(errors) => (
            <>
              <input type="hidden" name="token" value={token} />
              <Field
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one; very common passwords are refused.`}
                error={errors.password}
                required
              />
              <Field name="confirm" label="Same password again" type="password" autoComplete="new-password" error={errors.confirm} required />
              <button type="submit" className="c-button">
                Set password
              </button>
            </>
          )}
        </ValidatedForm>
      </div>
    </main>
  );
}
