/**
 * /console/settings (owners): console-wide settings: requiring two-factor sign-in for all staff, and
 * after how much business time an unanswered inquiry is marked "Needs reply" (decision 0066).
 */
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Field, ErrorSummary, SuccessNotice } from "../components/form-fields.tsx";
import { FreshProofCard } from "../components/fresh-proof-card.tsx";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/settings";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await consoleOf(context).staff.require("settings:manage");
  return {
    ...(await consoleOf(context).staffConsole.settings()),
    replyThreshold: await consoleOf(context).inbox.replyThreshold(),
    saved: new URL(request.url).searchParams.has("saved"),
    needsProof: me.freshUntil <= Date.now(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("settings:manage");
  const values = await readForm(request);
  if (values.intent === "reply-threshold") {
    const result = await consoleOf(context).inbox.setReplyThreshold(values);
    // The typed hours and minutes come back with the errors, so the form keeps them.
    if (!result.ok) return data({ errors: result.reason === "invalid" ? result.errors : { form: "Could not save." }, values, intent: "reply-threshold" }, { status: 400 });
    throw redirect("/console/settings?saved=1#reply-heading");
  }
  const result = await consoleOf(context).staffConsole.setRequireTwoFactor(values.requireTwoFactor === "on");
  if (!result.ok) return data({ errors: result.errors, values: undefined, intent: "two-factor" }, { status: result.status });
  throw redirect("/console/settings?saved=1");
}

export default function Settings() {
  const { requireTwoFactor, replyThreshold, saved, needsProof } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const thresholdErrors = failed?.intent === "reply-threshold" ? failed.errors : undefined;
  const typed = failed?.intent === "reply-threshold" ? failed.values : undefined;
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
      <section className="c-card" aria-labelledby="reply-heading">
        <h2 id="reply-heading">Needs reply</h2>
        <p className="c-hint">
          An unanswered inquiry is marked “Needs reply” once it has waited this long in office hours ({replyThreshold.businessHours}, Nairobi time), counted from
          its arrival; time outside them does not count. Now: {replyThreshold.label}.
        </p>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="reply-threshold" />
          <div className="c-inline-form c-threshold-fields">
            <Field
              name="needsReplyHours"
              label="Business hours"
              type="number"
              inputMode="numeric"
              defaultValue={typed?.needsReplyHours ?? String(Math.floor(replyThreshold.minutes / 60))}
              error={thresholdErrors?.needsReplyHours}
            />
            <Field
              name="needsReplyMinutes"
              label="Minutes"
              type="number"
              inputMode="numeric"
              defaultValue={typed?.needsReplyMinutes ?? String(replyThreshold.minutes % 60)}
              error={thresholdErrors?.needsReplyMinutes}
            />
          </div>
          <button type="submit" className="c-button">
            Save
          </button>
        </Form>
      </section>
    </>
  );
}
