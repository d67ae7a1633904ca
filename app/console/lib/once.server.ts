/**
 * Carrying out a console form that sends or creates once per rendering of its form (issue 24
 * item 5, decision 0043). The page's loader gives the form a fresh token (`newOnceToken`); the
 * action wraps its work in `once`. A second post of the same token (a double click, a retried
 * POST, the back button) does nothing and is sent where the first post was sent, so the member
 * sees the first result. A refused first post (bad input) frees the token for the corrected form.
 */
import { redirect } from "react-router";
import { ONE_TIME_FIELD, ONE_TIME_TOKEN } from "#domain/one-time-submissions.ts";
import { formFailure, type FormValues } from "./forms.server.ts";
import { type AppContext } from "../../lib/areas.ts";
import { consoleOf } from "./console-area.ts";

export const FORM_EXPIRED = "This form is out of date. Reload the page and send it again.";
export const STILL_SENDING = "This form is still being sent. Wait a moment, then reload the page to see the result.";

/** A fresh token for a form that sends or creates, given by its page's loader. */
export function newOnceToken(): string {
  return crypto.randomUUID();
}

function redirectLocation(result: unknown): string | null {
  if (result instanceof Response && result.status >= 300 && result.status < 400) return result.headers.get("location");
  return null;
}

/**
 * Runs `act` unless this form's token was carried out before. `act` answers as an action does:
 * a redirect (returned or thrown) is a success and is remembered; anything else (a form failure)
 * frees the token. Call it after the role check: a member who may not act learns nothing here.
 */
export async function once<T, R = ReturnType<typeof formFailure>>(
  context: AppContext,
  values: FormValues,
  intent: string | undefined,
  act: () => Promise<T>,
  /** How a page without a form of its own says the token was refused; a form failure by default. */
  refuse: (status: number, message: string) => R = (status, message) => formFailure(status, { form: message }, values, intent) as R,
): Promise<T | R> {
  const token = values[ONE_TIME_FIELD] ?? "";
  if (!ONE_TIME_TOKEN.test(token)) return refuse(400, FORM_EXPIRED);
  const member = await consoleOf(context).staff.require();
  const claim = await consoleOf(context).submissions.claim(token, member.id);
  if (claim.state === "done") throw redirect(claim.location);
  if (claim.state === "busy") return refuse(409, STILL_SENDING);
  if (claim.state === "foreign") return refuse(400, FORM_EXPIRED);
  let outcome: T;
  try {
    outcome = await act();
  } catch (thrown) {
    const location = redirectLocation(thrown);
    if (location) await consoleOf(context).submissions.complete(token, location);
    else await consoleOf(context).submissions.release(token);
    throw thrown;
  }
  const location = redirectLocation(outcome);
  if (location) await consoleOf(context).submissions.complete(token, location);
  else await consoleOf(context).submissions.release(token);
  return outcome;
}
