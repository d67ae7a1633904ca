/** A list of sign-in sessions with an "End session" button for each (posts sessionId to the page's action). */
import type { Form } from "react-router";
import type { StaffSessionInfo } from "#domain/staff-context.ts";

export function describeAgent(agent: string | null): string {
  if (!agent) return "Unknown browser";
  const browser = /Edg\//.test(agent) ? "Edge" : /Firefox\//.test(agent) ? "Firefox" : /Chrome\//.test(agent) ? "Chrome" : /Safari\//.test(agent) ? "Safari" : "Browser";
  const os = /Android/.test(agent) ? "Android" : /iPhone|iPad/.test(agent) ? "iOS" : /Windows/.test(agent) ? "Windows" : /Mac OS X/.test(agent) ? "macOS" : /Linux/.test(agent) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" }) + " EAT";
}

export function SessionsTable({ sessions, FormComponent }: { sessions: StaffSessionInfo[]; FormComponent: typeof Form }) {
  if (!sessions.length) return <p>No active sessions.</p>;
  return (
    <table className="c-table">
      <caption className="c-skip">Sessions</caption>
      <thead>
        <tr>
          <th scope="col">Device</th>
          <th scope="col">Address</th>
          <th scope="col">Signed in</th>
          <th scope="col">Last active</th>
          <th scope="col">
            <span className="c-skip">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((s) => (
          <tr key={s.id} data-session-id={s.id}>
            <td data-label="Device">
              {describeAgent(s.userAgent)} {s.current ? <span className="c-badge">This device</span> : null}
            </td>
            <td data-label="Address">{s.ipAddress ?? "unknown"}</td>
            <td data-label="Signed in">{formatWhen(s.createdAt)}</td>
            <td data-label="Last active">{formatWhen(s.updatedAt)}</td>
            <td>
              <FormComponent method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="sessionId" value={s.id} />
                <button type="submit" className="c-button c-button-quiet" aria-label={`End session: ${describeAgent(s.userAgent)}, signed in ${formatWhen(s.createdAt)}`}>
                  {s.current ? "Sign out here" : "End session"}
                </button>
              </FormComponent>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
