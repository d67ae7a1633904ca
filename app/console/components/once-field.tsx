/** The hidden one-time token of a form that sends or creates (decision 0043); see lib/once.server.ts. */
import { ONE_TIME_FIELD } from "#domain/one-time-submissions.ts";

export function OnceField({ token }: { token: string }) {
  // `value`, not `defaultValue`: after a success the loader's new token replaces the used one.
  return <input type="hidden" name={ONE_TIME_FIELD} value={token} readOnly />;
}
