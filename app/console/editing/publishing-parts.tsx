/**
 * Preview links and scheduled publishing on every catalogue editor page (decision 0030): the
 * preview link and what is scheduled (under the status line, with Cancel), and the "Publish at"
 * field beside Save and Publish. Like the other editing parts they post intents ("schedule",
 * "cancel-schedule") that the page's action hands to ./publishing-intents.server.ts, and they work
 * without JavaScript. Times are typed and shown in Nairobi time; the server stores UTC.
 */
import { Form } from "react-router";
import type { PublishingView } from "#domain/publishing.ts";
import { editTime } from "./status.ts";

export const PUBLISHING_DONE: Record<string, string> = {
  scheduled: "Draft saved and scheduled. The site changes at the time shown, after the same checks as Publish.",
  "schedule-cancelled": "Schedule cancelled. The draft is kept; nothing was published.",
};

/** The preview link of the draft, and the schedule: pending (with Cancel) or failed (with why). */
export function PublishingStatus({ publishing, busy }: { publishing: PublishingView; busy: boolean }) {
  const { preview, schedule } = publishing;
  return (
    <>
      {schedule && (schedule.status === "pending" || schedule.status === "publishing") ? (
        <div className="c-alert c-alert-ok c-schedule" data-testid="schedule-status">
          <p>
            Scheduled to publish on <time dateTime={schedule.publishAt}>{editTime(schedule.publishAt)}</time> (Nairobi time)
            {schedule.createdBy ? `, by ${schedule.createdBy}` : ""}.
          </p>
          {schedule.status === "pending" ? (
            <Form method="post">
              <input type="hidden" name="schedule" value={schedule.id} />
              <button type="submit" name="intent" value="cancel-schedule" className="c-linkbutton" disabled={busy}>
                Cancel the schedule
              </button>
            </Form>
          ) : (
            <p>Publishing now…</p>
          )}
        </div>
      ) : null}
      {schedule?.status === "failed" ? (
        <div className="c-alert c-alert-error" data-testid="schedule-status">
          <p>
            The publish scheduled for <time dateTime={schedule.publishAt}>{editTime(schedule.publishAt)}</time> (Nairobi time) did not happen, and nothing
            was changed on the site: {schedule.errors?.form ?? "it was refused."}
          </p>
          {Object.entries(schedule.errors ?? {}).filter(([k]) => k !== "form").length ? (
            <ul>
              {Object.entries(schedule.errors ?? {})
                .filter(([k]) => k !== "form")
                .map(([k, v]) => (
                  <li key={k}>{v}</li>
                ))}
            </ul>
          ) : null}
          <p>Fix the draft, then publish it or schedule it again.</p>
        </div>
      ) : null}
      {preview ? (
        <section className="c-card" aria-labelledby="h-preview">
          <h2 id="h-preview">Preview</h2>
          <p>
            <a href={preview.href} target="_blank" rel="noreferrer" data-testid="preview-link">
              See the page with this draft<span className="c-skip"> (opens in a new tab)</span>
            </a>{" "}
            <span className="c-muted">(the saved draft: save first to see what you have typed).</span>
          </p>
          <div className="c-field">
            <label htmlFor="preview-url">Link to send, for example to a phone</label>
            <p className="c-hint" id="preview-url-hint">
              Anyone with this link sees the draft until {editTime(preview.expiresAt)}; search engines never do.
            </p>
            <input id="preview-url" readOnly value={preview.url} aria-describedby="preview-url-hint" onFocus={(e) => e.currentTarget.select()} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** "Publish at": inside the editor's form, so scheduling saves what is on the form as the draft. */
export function SchedulePublish({ values, errors, busy }: { values: Record<string, string>; errors: Record<string, string>; busy: boolean }) {
  const error = errors.publish_at;
  return (
    <section className="c-card" aria-labelledby="h-schedule">
      <h2 id="h-schedule">Publish later</h2>
      <div className="c-field">
        <label htmlFor="f-publish_at">Publish at (Nairobi time)</label>
        <p id="f-publish_at-hint" className="c-hint">
          Saves the form as the draft now and publishes it at this time, after the same checks as Publish.
        </p>
        <input
          id="f-publish_at"
          type="datetime-local"
          name="publish_at"
          defaultValue={values.publish_at ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "f-publish_at-hint f-publish_at-error" : "f-publish_at-hint"}
        />
        {error ? (
          <p id="f-publish_at-error" className="c-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" name="intent" value="schedule" className="c-button c-button-quiet" disabled={busy}>
        Schedule
      </button>
    </section>
  );
}
