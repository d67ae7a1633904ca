/**
 * /console/personal-data (owners): a traveller's data request under Kenya's Data Protection Act:
 * download everything held about an email address as JSON, or erase it (inquiries keep a
 * tombstone so counts stay right). Both are audited; erasing asks for the address twice.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { ErrorSummary, Field, SuccessNotice, ValidatedForm } from "../components/form-fields.tsx";
import { readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { TravellerTrip } from "#domain/inbox-context.ts";
import { eraseSchema, exportSchema } from "./schemas.ts";
import type { Route } from "./+types/requests";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Personal data");

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("personal-data:manage");
  const params = new URL(request.url).searchParams;
  return { erased: params.get("erased"), count: params.get("count"), exportError: params.get("export_error"), exportEmail: params.get("email") };
}

type Failure = { errors: Record<string, string>; values: Record<string, string>; intent: string; trips?: TravellerTrip[] };

/** The warning before erasing a traveller with a trip they agreed to, naming each trip. */
function tripsWarning(trips: TravellerTrip[]): string {
  const named = trips.map((t) => `${t.reference}${t.packageTitle ? ` (${t.packageTitle})` : ""}: ${t.state}`).join("; ");
  return `This traveller has ${trips.length === 1 ? "a trip" : `${trips.length} trips`} they agreed to: ${named}. Erasing removes their name and contact details from ${trips.length === 1 ? "it" : "them"}. Tick the box below to erase anyway.`;
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("personal-data:manage");
  const values = await readForm(request);
  const intent = values.intent ?? "";
  const fail = (errors: Record<string, string>) => data<Failure>({ errors, values: { email: values.email ?? "", confirm: values.confirm ?? "" }, intent }, { status: 400 });
  if (intent === "erase") {
    const parsed = eraseSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return fail(errors);
    }
    // An accepted or booked trip is named first; erasing it needs a second, deliberate step.
    const trips = await consoleOf(context).inbox.tripsOfTraveller(parsed.data.email);
    if (trips.length && values.erase_trips !== "yes")
      return data<Failure>({ errors: { form: tripsWarning(trips) }, values: { email: values.email ?? "", confirm: values.confirm ?? "" }, intent, trips }, { status: 409 });
    const result = await consoleOf(context).inbox.erasePersonalData(parsed.data.email);
    throw redirect(`/console/personal-data?erased=1&count=${result.inquiries.length}`);
  }
  return fail({ form: "Unknown action." });
}

export default function PersonalData() {
  const { erased, count, exportError, exportEmail } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Failure | undefined;
  const errorsFor = (intent: string) => (failed?.intent === intent ? failed.errors : undefined);
  const typed = (intent: string, name: string) => (failed?.intent === intent ? failed.values[name] : undefined);
  return (
    <>
      <h1>Personal data requests</h1>
      <p>When a traveller asks what we hold about them, or asks us to delete it (Data Protection Act 2019), handle it here. Both actions are recorded in the audit trail by a fingerprint of the address, not the address.</p>
      {erased ? (
        <SuccessNotice>
          <p>Erased. {count} {count === "1" ? "inquiry keeps" : "inquiries keep"} a tombstone so the figures stay right; names, contact details, messages, notes and email copies are gone.</p>
        </SuccessNotice>
      ) : null}
      {failed?.errors.form && failed.intent !== "erase" ? <ErrorSummary errors={failed.errors} /> : null}
      <section className="c-card" aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <ValidatedForm schema={exportSchema} serverErrors={exportError ? { email: exportError } : undefined} action="/console/personal-data/export" reloadDocument aria-label="Export personal data">
          {(errors) => (
            <>
              <input type="hidden" name="intent" value="export" />
              <Field name="email" id="x-email" label="Traveller's email" type="email" defaultValue={exportEmail ?? undefined} error={errors.email} />
              <button type="submit" className="c-button">
                Download as JSON
              </button>
            </>
          )}
        </ValidatedForm>
      </section>
      <section className="c-card" aria-labelledby="erase-heading">
        <h2 id="erase-heading">Erase</h2>
        <p>This cannot be undone.</p>
        <ValidatedForm schema={eraseSchema} serverErrors={errorsFor("erase")} aria-label="Erase personal data">
          {(errors) => (
            <>
              <input type="hidden" name="intent" value="erase" />
              <Field name="email" id="e-email" label="Traveller's email" type="email" defaultValue={typed("erase", "email")} error={errors.email} />
              <Field name="confirm" id="e-confirm" label="Type the address again to confirm" type="email" defaultValue={typed("erase", "confirm")} error={errors.confirm} />
              {failed?.intent === "erase" && failed.trips?.length ? (
                <div className="c-field" data-testid="erase-trips">
                  <p>Trips this traveller agreed to:</p>
                  <ul className="c-list">
                    {failed.trips.map((t) => (
                      <li key={t.reference}>
                        <strong>{t.reference}</strong>
                        {t.packageTitle ? ` ${t.packageTitle}` : ""} · {t.state}
                      </li>
                    ))}
                  </ul>
                  <div className="c-check">
                    <input type="checkbox" id="e-trips" name="erase_trips" value="yes" />
                    <label htmlFor="e-trips">Erase anyway: I have dealt with these trips</label>
                  </div>
                </div>
              ) : null}
              <button type="submit" className="c-button c-button-danger">
                Erase everything about this address
              </button>
            </>
          )}
        </ValidatedForm>
      </section>
    </>
  );
}
