/**
 * /console/unmatched-emails: traveller emails no inquiry claimed (no thread headers or reference,
 * or a sender who is not the inquiry's traveller). Staff attach each to an inquiry by its reference,
 * or dismiss it; both are audited, and a second click finds the email handled. Plain forms: it works
 * without JavaScript; a refused reference names the field and keeps what was typed.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { can } from "#domain/staff-roles.ts";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { when } from "./labels.ts";
import { MailboxNotice, TravellerEmail } from "./mail-parts.tsx";
import type { Route } from "./+types/unmatched";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Unmatched emails");

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await consoleOf(context).staff.require("inquiries:read");
  const url = new URL(request.url);
  const attached = /^\d{1,12}$/.test(url.searchParams.get("attached") ?? "") ? Number(url.searchParams.get("attached")) : null;
  return { ...(await consoleOf(context).inboundMail.unmatched()), canWrite: can(member.role, "inquiries:write"), attached, dismissed: url.searchParams.has("dismissed") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const id = /^\d{1,12}$/.test(values.email ?? "") ? Number(values.email) : 0;
  const result = values.intent === "dismiss" ? await consoleOf(context).inboundMail.dismiss(id) : await consoleOf(context).inboundMail.attach(id, values.inquiry ?? "");
  if (!result.ok) return data({ id, errors: result.errors, inquiry: values.inquiry ?? "" }, { status: result.status });
  throw redirect(result.inquiryId ? `/console/unmatched-emails?attached=${result.inquiryId}` : "/console/unmatched-emails?dismissed=1");
}

export default function UnmatchedEmails() {
  const { emails, status, canWrite, attached, dismissed } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1>Unmatched emails</h1>
      <MailboxNotice status={status} />
      {attached ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>
            Attached to <Link to={`/console/inquiries/${attached}`}>inquiry {inquiryReference(attached)}</Link>.
          </p>
        </div>
      ) : null}
      {dismissed ? (
        <div className="c-alert c-alert-ok" role="status">
          <p>Dismissed.</p>
        </div>
      ) : null}
      {failed && failed.errors.form ? (
        <div className="c-alert c-alert-error" role="alert">
          <p>{failed.errors.form}</p>
        </div>
      ) : null}
      <p className="c-muted">
        Emails from the sales mailbox that named no inquiry, or named one from an address that is not its traveller's. Oldest first.
      </p>
      {emails.length === 0 ? (
        <p>None waiting.</p>
      ) : (
        <ol className="c-list">
          {emails.map((e) => {
            const errors = failed && failed.id === e.id ? failed.errors : null;
            return (
              <li key={e.id} className="c-card" data-testid="unmatched-email">
                <p className="c-muted c-small">Received {when(e.receivedAt)}</p>
                <TravellerEmail email={e} />
                {canWrite ? (
                  <div className="c-actions">
                    <Form method="post" aria-label={`Attach the email “${e.subject}” to an inquiry`}>
                      <input type="hidden" name="email" value={e.id} />
                      <input type="hidden" name="intent" value="attach" />
                      <div className="c-field">
                        <label htmlFor={`inquiry-${e.id}`}>Inquiry reference</label>
                        <input
                          id={`inquiry-${e.id}`}
                          name="inquiry"
                          placeholder="TH-00042"
                          defaultValue={errors ? failed!.inquiry : ""}
                          aria-invalid={errors?.inquiry ? true : undefined}
                          aria-describedby={errors?.inquiry ? `inquiry-${e.id}-error` : undefined}
                          required
                        />
                        {errors?.inquiry ? (
                          <p id={`inquiry-${e.id}-error`} className="c-error">
                            {errors.inquiry}
                          </p>
                        ) : null}
                      </div>
                      <button type="submit" className="c-button" disabled={busy}>
                        Attach to inquiry
                      </button>
                    </Form>
                    <Form method="post" aria-label={`Dismiss the email “${e.subject}”`}>
                      <input type="hidden" name="email" value={e.id} />
                      <input type="hidden" name="intent" value="dismiss" />
                      <button type="submit" className="c-button c-button-quiet" disabled={busy}>
                        Dismiss
                      </button>
                    </Form>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
