/** /console/settings (owners): console-wide settings; for now, requiring two-factor sign-in for all staff. */
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { ErrorSummary, SuccessNotice } from "../components/form-fields.tsx";
import { FreshProofCard } from "../components/fresh-proof-card.tsx";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/settings";

export const meta = () => consoleMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await context.staff.require("settings:manage");
  return { ...(await context.staffConsole.settings()), saved: new URL(request.url).searchParams.has("saved"), needsProof: me.freshUntil <= Date.now() };
}

export async function action({ context, request }: Route.ActionArgs) {
  await context.staff.require("settings:manage");
  const values = await readForm(request);
  const result = await context.staffConsole.setRequireTwoFactor(values.requireTwoFactor === "on");
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  throw redirect("/console/settings?saved=1");
}

export default function Settings() {
  const { requireTwoFactor, saved, needsProof } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1>Settings</h1>
      <ErrorSummary errors={failed?.errors} />
      {needsProof ? <FreshProofCard returnTo="/console/settings" /> : null}
      {saved ? (
        <SuccessNotice>
          <p>Saved.</p>
        </SuccessNotice>
      ) : null}
      <section className="c-card" aria-labelledby="security-heading">
        <h2 id="security-heading">Sign-in security</h2>
        <Form method="post">
          <div className="c-check">
            <input id="f-require" type="checkbox" name="requireTwoFactor" defaultChecked={requireTwoFactor} aria-describedby="f-require-hint" />
            <label htmlFor="f-require">Require two-factor sign-in for all staff</label>
          </div>
          <p id="f-require-hint" className="c-hint">
            Staff without it are asked to set it up before they can use the console. Turn it on for your own account first.
          </p>
          <button type="submit" className="c-button">
            Save
          </button>
        </Form>
      </section>
    </>
  );
}
