/** /console/forgot-password: emails a one-hour reset link; the answer is the same whether or not the email has an account. */
import { Link, useActionData } from "react-router";
import { forgotPasswordSchema } from "#domain/staff-forms.ts";
import { Field, ValidatedForm } from "../components/form-fields.tsx";
import { formFailure, parseForm, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/forgot-password";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Reset your password");

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const parsed = parseForm(forgotPasswordSchema, values);
  if (!parsed.ok) return parsed.response;
  const result = await consoleOf(context).staffConsole.requestPasswordReset(parsed.value.email);
  if (!result.ok) return formFailure(result.status, result.errors, values);
  return { ok: true as const, email: parsed.value.email };
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  return (
    <main id="main" className="c-narrow">
      <div className="c-card">
        <h1>Reset your password</h1>
        {result?.ok ? (
          <div className="c-alert c-alert-ok" role="status">
            <p>
              If <strong>{result.email}</strong> belongs to a staff account, a link to choose a new password is on its way. It works
              once, for one hour.
            </p>
          </div>
        ) : (
          <ValidatedForm schema={forgotPasswordSchema} serverErrors={result && !result.ok ? result.errors : undefined}>
            {(errors) => (
              <>
                <Field
                  name="email"
                  label="Your staff email"
                  type="email"
                  autoComplete="username"
                  error={errors.email}
                  defaultValue={result && !result.ok ? result.values.email : undefined}
                  required
                />
                <button type="submit" className="c-button">
                  Email me a link
                </button>
              </>
            )}
          </ValidatedForm>
        )}
        <p>
          <Link to="/console/sign-in">Back to sign in</Link>
        </p>
      </div>
    </main>
  );
}
