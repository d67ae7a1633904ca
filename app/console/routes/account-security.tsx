/**
 * /console/account/security: two-factor sign-in (an authenticator app, with
 * recovery codes for a lost phone) and the password. When owners require
 * two-factor sign-in, members without it are sent here first.
 */
import { Form, redirect, useActionData, useLoaderData } from "react-router";
import { changePasswordSchema, passwordOnlySchema, totpCodeSchema } from "#domain/staff-forms.ts";
import { PASSWORD_MIN_LENGTH } from "#domain/staff-password.ts";
import { ErrorSummary, Field, ValidatedForm } from "../components/form-fields.tsx";
import { formFailure, parseForm, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { qrSvg } from "../lib/qr.server.ts";
import type { Route } from "./+types/account-security";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Sign-in & security");

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await consoleOf(context).staff.require(undefined, { allowWithoutTwoFactor: true });
  const url = new URL(request.url);
  const settings = await consoleOf(context).staffConsole.settings();
  return {
    twoFactorEnabled: member.twoFactorEnabled,
    required: settings.requireTwoFactor,
    notice: url.searchParams.get("notice"),
  };
}

interface Setup {
  totpUri: string;
  secret: string;
  qrSvg: string;
  recoveryCodes: string[];
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require(undefined, { allowWithoutTwoFactor: true });
  const values = await readForm(request);
  const intent = values.intent;

  if (intent === "start-2fa") {
    const parsed = parseForm(passwordOnlySchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await consoleOf(context).staffConsole.startTwoFactor(parsed.value.password);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    const { ok: _ok, ...setup } = result;
    return { ok: true as const, intent, setup };
  }

  if (intent === "confirm-2fa") {
    const setup: Setup | null = values.totpUri
      ? { totpUri: values.totpUri, secret: new URL(values.totpUri).searchParams.get("secret") ?? "", qrSvg: qrSvg(values.totpUri), recoveryCodes: [] }
      : null;
    const parsed = totpCodeSchema.safeParse(values);
    if (!parsed.success) {
      return { ok: false as const, intent, errors: { code: "Enter the 6-digit code your app shows." }, values: {}, setup };
    }
    const result = await consoleOf(context).staffConsole.confirmTwoFactor(parsed.data.code);
    if (!result.ok) return { ok: false as const, intent, errors: result.errors, values: {}, setup };
    throw redirect("/console/account/security?notice=two-factor-on", { headers: result.headers });
  }

  if (intent === "disable-2fa") {
    const parsed = parseForm(passwordOnlySchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await consoleOf(context).staffConsole.disableTwoFactor(parsed.value.password);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw redirect("/console/account/security?notice=two-factor-off");
  }

  if (intent === "recovery-codes") {
    const parsed = parseForm(passwordOnlySchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await consoleOf(context).staffConsole.newRecoveryCodes(parsed.value.password);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    return { ok: true as const, intent, recoveryCodes: result.recoveryCodes };
  }

  if (intent === "change-password") {
    const parsed = parseForm(changePasswordSchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await consoleOf(context).staffConsole.changePassword(parsed.value);
    if (!result.ok) return formFailure(result.status, result.errors, values, intent);
    throw redirect("/console/account/security?notice=password-changed", { headers: result.headers });
  }

  return formFailure(400, { form: "Unknown action." }, values);
}

const NOTICES: Record<string, string> = {
  "two-factor-on": "Two-factor sign-in is on. Next time you sign in, have your phone ready.",
  "two-factor-off": "Two-factor sign-in is off.",
  "password-changed": "Your password is changed. Your other sessions were signed out.",
};

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <p>
        <strong>Recovery codes.</strong> Each works once if you lose your phone. Keep them somewhere safe (a password manager); they
        are not shown again.
      </p>
      <ol className="c-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
    </>
  );
}

export default function Security() {
  const { twoFactorEnabled, required, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorsFor = (intent: string) => (result && !result.ok && result.intent === intent ? result.errors : undefined);
  const setup = result && "setup" in result ? result.setup : null;

  return (
    <>
      <h1>Sign-in &amp; security</h1>
      {notice && NOTICES[notice] ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>{NOTICES[notice]}</p>
        </div>
      ) : null}
      {required && !twoFactorEnabled ? (
        <div className="c-alert c-alert-error" role="alert">
          <p>The owners require two-factor sign-in for all staff. Turn it on below to use the console.</p>
        </div>
      ) : null}

      <section className="c-card" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading">Two-factor sign-in</h2>
        {twoFactorEnabled ? (
          <>
            <p>
              <strong>On.</strong> Signing in asks for a code from your authenticator app.
            </p>
            {result && "recoveryCodes" in result && result.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
            <ValidatedForm schema={passwordOnlySchema} serverErrors={errorsFor("recovery-codes")}>
              {(errors) => (
                <>
                  <input type="hidden" name="intent" value="recovery-codes" />
                  <Field id="rc-password" name="password" label="Your password (to make new recovery codes)" type="password" autoComplete="current-password" error={errors.password} />
                  <button type="submit" className="c-button c-button-quiet">
                    Make new recovery codes
                  </button>
                </>
              )}
            </ValidatedForm>
            {!required ? (
              <ValidatedForm schema={passwordOnlySchema} serverErrors={errorsFor("disable-2fa")}>
                {(errors) => (
                  <>
                    <input type="hidden" name="intent" value="disable-2fa" />
                    <Field id="off-password" name="password" label="Your password (to turn two-factor sign-in off)" type="password" autoComplete="current-password" error={errors.password} />
                    <button type="submit" className="c-button c-button-danger">
                      Turn off
                    </button>
                  </>
                )}
              </ValidatedForm>
            ) : (
              <p className="c-muted">The owners require it, so it cannot be turned off.</p>
            )}
          </>
        ) : setup ? (
          <>
            <ol>
              <li>
                Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), or type the key
                by hand.
              </li>
            </ol>
            <div className="c-qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
            <p>
              Key: <span className="c-secret" data-testid="totp-secret">{setup.secret}</span>
            </p>
            {setup.recoveryCodes.length ? <RecoveryCodes codes={setup.recoveryCodes} /> : null}
            <Form method="post" noValidate>
              <ErrorSummary errors={errorsFor("confirm-2fa")} />
              <input type="hidden" name="intent" value="confirm-2fa" />
              <input type="hidden" name="totpUri" value={setup.totpUri} />
              <Field name="code" label="The 6-digit code the app shows now" autoComplete="one-time-code" inputMode="numeric" error={errorsFor("confirm-2fa")?.code} required />
              <button type="submit" className="c-button">
                Turn on
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>
              <strong>Off.</strong> With it on, a stolen password alone cannot open your account: signing in also asks for a code from
              your phone.
            </p>
            <ValidatedForm schema={passwordOnlySchema} serverErrors={errorsFor("start-2fa")}>
              {(errors) => (
                <>
                  <input type="hidden" name="intent" value="start-2fa" />
                  <Field name="password" label="Your password" type="password" autoComplete="current-password" error={errors.password} required />
                  <button type="submit" className="c-button">
                    Set up two-factor sign-in
                  </button>
                </>
              )}
            </ValidatedForm>
          </>
        )}
      </section>

      <section className="c-card" aria-labelledby="password-heading">
        <h2 id="password-heading">Change password</h2>
        <ValidatedForm schema={changePasswordSchema} serverErrors={errorsFor("change-password")}>
          {(errors) => (
            <>
              <input type="hidden" name="intent" value="change-password" />
              <Field name="currentPassword" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} required />
              <Field
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${PASSWORD_MIN_LENGTH} characters; very common passwords are refused.`}
                error={errors.newPassword}
                required
              />
              <Field name="confirm" label="New password again" type="password" autoComplete="new-password" error={errors.confirm} required />
              <button type="submit" className="c-button">
                Change password
              </button>
            </>
          )}
        </ValidatedForm>
      </section>
    </>
  );
}
