/** /console/staff/:id (owners): one member's role, state and sessions; change the role, deactivate, resend the invitation, end sessions. */
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { roleSchema } from "#domain/staff-forms.ts";
import { ROLE_LABELS, ROLES } from "#domain/staff-roles.ts";
import { ErrorSummary, SuccessNotice } from "../components/form-fields.tsx";
import { FreshProofCard } from "../components/fresh-proof-card.tsx";
import { SessionsTable } from "../components/sessions-table.tsx";
import { OnceField } from "../components/once-field.tsx";
import { readForm } from "../lib/forms.server.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/staff-member";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.member.name ?? "Staff member");

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const me = await consoleOf(context).staff.require("staff:manage");
  const result = await consoleOf(context).staffConsole.member(params.id);
  if (!result.ok) throw new Response(null, { status: result.status });
  return {
    member: result.member,
    sessions: result.sessions,
    isMe: me.id === params.id,
    done: new URL(request.url).searchParams.get("done"),
    once: newOnceToken(),
    needsProof: me.freshUntil <= Date.now(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("staff:manage");
  const values = await readForm(request);
  const go = (done: string) => redirect(`/console/staff/${params.id}?done=${done}`);
  switch (values.intent) {
    case "role": {
      const parsed = roleSchema.safeParse(values);
      if (!parsed.success) return data({ errors: { role: "Choose a role." } }, { status: 400 });
      const result = await consoleOf(context).staffConsole.changeRole(params.id, parsed.data.role);
      if (!result.ok) return data({ errors: result.errors }, { status: result.status });
      throw go("role");
    }
    case "deactivate":
    case "reactivate": {
      const result = await consoleOf(context).staffConsole.setActive(params.id, values.intent === "reactivate");
      if (!result.ok) return data({ errors: result.errors }, { status: result.status });
      throw go(values.intent);
    }
    case "resend":
      // A second click does not send a second link (which would void the first): decision 0043.
      return once(
        context,
        values,
        undefined,
        async () => {
          const result = await consoleOf(context).staffConsole.resendInvitation(params.id);
          if (!result.ok) return data({ errors: result.errors }, { status: result.status });
          return go("resend");
        },
        (status, message) => data({ errors: { form: message } as Record<string, string> }, { status }),
      );
    case "revoke-session": {
      const result = await consoleOf(context).staffConsole.revokeSession(values.sessionId ?? "");
      if (!result.ok) return data({ errors: result.errors }, { status: result.status });
      throw go("revoked");
    }
    default:
      return data({ errors: { form: "Unknown action." } as Record<string, string> }, { status: 400 });
  }
}

const DONE: Record<string, string> = {
  role: "Role changed.",
  deactivate: "Deactivated: they are signed out everywhere and cannot sign in.",
  reactivate: "Reactivated: they can sign in again.",
  resend: "A new invitation is on its way; the earlier link no longer works.",
  revoked: "The session has ended.",
};

export default function StaffMember() {
  const { member, sessions, isMe, done, once: onceToken, needsProof } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1>{member.name}</h1>
      <p>
        {member.email} · {ROLE_LABELS[member.role]} · {member.deactivatedAt ? "Deactivated" : member.invited ? "Invited, no password yet" : "Active"}
        {member.twoFactorEnabled ? " · two-factor on" : ""}
      </p>
      <ErrorSummary errors={failed?.errors} />
      {needsProof ? <FreshProofCard returnTo={`/console/staff/${member.id}`} /> : null}
      {done && DONE[done] ? (
        <SuccessNotice>
          <p>{DONE[done]}</p>
        </SuccessNotice>
      ) : null}

      <section className="c-card" aria-labelledby="role-heading">
        <h2 id="role-heading">Role</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="role" />
          <label className="c-label" htmlFor="f-role">
            Role
          </label>
          <div className="c-actions">
            <select id="f-role" name="role" className="c-select" defaultValue={member.role} style={{ width: "auto" }}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            <button type="submit" className="c-button">
              Change role
            </button>
          </div>
        </Form>
      </section>

      <section className="c-card" aria-labelledby="access-heading">
        <h2 id="access-heading">Access</h2>
        <div className="c-actions">
          {member.invited && !member.deactivatedAt ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <OnceField token={onceToken} />
              <button type="submit" className="c-button c-button-quiet">
                Send the invitation again
              </button>
            </Form>
          ) : null}
          {isMe ? (
            <p className="c-muted">You cannot deactivate yourself.</p>
          ) : member.deactivatedAt ? (
            <Form method="post">
              <input type="hidden" name="intent" value="reactivate" />
              <button type="submit" className="c-button">
                Reactivate
              </button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="deactivate" />
              <button type="submit" className="c-button c-button-danger">
                Deactivate
              </button>
            </Form>
          )}
        </div>
      </section>

      <section className="c-card" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionsTable sessions={sessions} FormComponent={Form} />
      </section>
    </>
  );
}
