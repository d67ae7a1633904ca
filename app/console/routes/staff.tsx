/** /console/staff (owners): everyone with a console account, and the invitation form. */
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { inviteSchema } from "#domain/staff-forms.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "#domain/staff-roles.ts";
import { Field, SuccessNotice, ValidatedForm } from "../components/form-fields.tsx";
import { FreshProofCard } from "../components/fresh-proof-card.tsx";
import { OnceField } from "../components/once-field.tsx";
import { formFailure, parseForm, readForm } from "../lib/forms.server.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/staff";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await consoleOf(context).staff.require("staff:manage");
  const result = await consoleOf(context).staffConsole.staffList();
  if (!result.ok) throw new Response(null, { status: result.status });
  return { staff: result.staff, invited: new URL(request.url).searchParams.get("invited"), once: newOnceToken(), needsProof: me.freshUntil <= Date.now() };
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("staff:manage");
  const values = await readForm(request);
  const parsed = parseForm(inviteSchema, values);
  if (!parsed.ok) return parsed.response;
  // One invitation per rendering of the form: a second click does not email the link twice.
  return once(context, values, undefined, async () => {
    const result = await consoleOf(context).staffConsole.invite(parsed.value);
    if (!result.ok) return formFailure(result.status, result.errors, values);
    return redirect(`/console/staff?invited=${encodeURIComponent(parsed.value.email)}`);
  });
}

export default function Staff() {
  const { staff, invited, once: onceToken, needsProof } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1>Staff</h1>
      {needsProof ? <FreshProofCard returnTo="/console/staff" /> : null}
      {invited ? (
        <SuccessNotice>
          <p>
            Invitation sent to <strong>{invited}</strong>. The link works once and expires in 3 days.
          </p>
        </SuccessNotice>
      ) : null}
      <div className="c-card">
        <table className="c-table">
          <caption className="c-skip">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((m) => (
              <tr key={m.id}>
                <td data-label="Name">
                  <Link to={`/console/staff/${m.id}`}>{m.name}</Link>
                </td>
                <td data-label="Email">{m.email}</td>
                <td data-label="Role">{ROLE_LABELS[m.role]}</td>
                <td data-label="State">
                  {m.deactivatedAt ? "Deactivated" : m.invited ? "Invited" : "Active"}
                  {m.twoFactorEnabled ? " · two-factor" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="c-card" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        {/* Keyed by the token: after an invitation the form is drawn again, empty (issue 24 item 5). */}
        <ValidatedForm key={onceToken} schema={inviteSchema} serverErrors={failed?.errors}>
          {(errors) => (
            <>
              <OnceField token={failed?.values.once ?? onceToken} />
              <Field name="name" label="Name" autoComplete="off" error={errors.name} defaultValue={failed?.values.name} required />
              <Field name="email" label="Email" type="email" autoComplete="off" error={errors.email} defaultValue={failed?.values.email} required />
              <fieldset className="c-field">
                <legend className="c-label">Role</legend>
                {ROLES.map((r) => (
                  <div className="c-check" key={r}>
                    <input
                      type="radio"
                      id={`role-${r}`}
                      name="role"
                      value={r}
                      defaultChecked={(failed?.values.role ?? "sales") === r}
                      aria-describedby={`role-${r}-desc`}
                    />
                    <label htmlFor={`role-${r}`}>
                      <strong>{ROLE_LABELS[r]}</strong> <span id={`role-${r}-desc`} className="c-muted">— {ROLE_DESCRIPTIONS[r]}</span>
                    </label>
                  </div>
                ))}
                {errors.role ? <p className="c-error">{errors.role}</p> : null}
              </fieldset>
              <button type="submit" className="c-button">
                Send invitation
              </button>
            </>
          )}
        </ValidatedForm>
      </section>
    </>
  );
}
