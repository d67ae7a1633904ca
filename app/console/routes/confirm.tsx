/**
 * /console/confirm: the member proves it is them again (password or authenticator code) before
 * acts that grant power, then goes back to `next` (server/auth/session-freshness.ts).
 */
import { redirect, useActionData, useLoaderData } from "react-router";
import { safeNextPath } from "#domain/staff-forms.ts";
import { FreshProofCard } from "../components/fresh-proof-card.tsx";
import { formFailure, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/confirm";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Confirm it is you");

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require();
  return { next: safeNextPath(new URL(request.url).searchParams.get("next")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require();
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const values = await readForm(request);
  const result = await consoleOf(context).staffConsole.proveIdentity(values.proof ?? "");
  if (!result.ok) return formFailure(result.status, result.errors, values);
  throw redirect(next);
}

export default function Confirm() {
  const { next } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1>Confirm it is you</h1>
      <FreshProofCard returnTo={next} error={failed?.errors.proof} />
    </>
  );
}
