/** /console/account/sessions: where you are signed in; end any session (a lost phone, a shared computer). */
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { ErrorSummary, SuccessNotice } from "../components/form-fields.tsx";
import { SessionsTable } from "../components/sessions-table.tsx";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-sessions";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Sessions");

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require();
  return { sessions: await consoleOf(context).staffConsole.sessions(), revoked: new URL(request.url).searchParams.has("revoked") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const member = await consoleOf(context).staff.require();
  const values = await readForm(request);
  const result = await consoleOf(context).staffConsole.revokeSession(values.sessionId ?? "");
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  // Ending this very session signs you out.
  if (values.sessionId === member.sessionId) throw redirect("/console/sign-in?notice=signed-out");
  throw redirect("/console/account/sessions?revoked=1");
}

export default function Sessions() {
  const { sessions, revoked } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1>Your sessions</h1>
      <p className="c-muted">Every browser where you are signed in. End any you do not recognise, then change your password.</p>
      <ErrorSummary errors={failed?.errors} />
      {revoked ? (
        <SuccessNotice>
          <p>The session has ended.</p>
        </SuccessNotice>
      ) : null}
      <div className="c-card">
        <SessionsTable sessions={sessions} FormComponent={Form} />
      </div>
    </>
  );
}
