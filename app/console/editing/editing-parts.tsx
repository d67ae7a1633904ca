/**
 * The pieces every catalogue editor page shares (packages, stories, destinations; decisions 0023
 * and 0025): the status line, the notice after a redirect, the save/publish buttons, the discard
 * form and the history with "Restore as draft". They post the same intents ("save", "publish",
 * "discard", "restore" with `revision`) that each page's action handles, and work without JavaScript.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SuccessNotice } from "../components/form-fields.tsx";
import type { DraftSummary, RevisionEntry } from "#domain/catalogue-editor-context.ts";
import { editTime, STATUS_LABELS, type EditingStatus } from "./status.ts";

/** "the version of <date>" for the revision a draft or revision was restored from, if it is listed. */
export function restoredFromLabel(revisions: RevisionEntry[], revisionId: number | null): string | null {
  const from = revisionId === null ? undefined : revisions.find((r) => r.id === revisionId);
  return from ? `the version of ${editTime(from.publishedAt)}` : null;
}

/** A status as a badge; anything but "published" is marked as needing attention. */
export function StatusBadge(props: { status: EditingStatus; label?: string; testId?: string }) {
  return (
    <span className={props.status === "published" ? "c-badge" : "c-badge c-badge-warn"} data-testid={props.testId}>
      {props.label ?? STATUS_LABELS[props.status]}
    </span>
  );
}

/** When an entry last changed, as a machine-readable time. */
export function EditTime({ at }: { at: string }) {
  return <time dateTime={at}>{editTime(at)}</time>;
}

/**
 * The line under the editor's heading: the status, who saved the draft and when (pass `draft` to
 * show it), and a link to the public page while there is one (`siteHref`).
 */
export function EditorStatus(props: {
  status: EditingStatus;
  statusLabel?: string;
  draft?: DraftSummary | null;
  revisions: RevisionEntry[];
  siteHref: string | null;
}) {
  const { draft } = props;
  const restored = draft ? restoredFromLabel(props.revisions, draft.restoredFrom) : null;
  return (
    <div className="c-status">
      <StatusBadge status={props.status} label={props.statusLabel} testId="edit-status" />
      {draft ? (
        <span className="c-small c-muted">
          Draft saved {editTime(draft.updatedAt)}
          {draft.updatedBy ? ` by ${draft.updatedBy}` : ""}
          {restored ? `, restored from ${restored}` : ""}
        </span>
      ) : null}
      {props.siteHref ? (
        <a href={props.siteHref} target="_blank" rel="noreferrer">
          View on the site<span className="c-skip"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

/** The confirmation after a redirect (`?done=`); hidden once the form has posted again. */
export function DoneNotice({ message }: { message: string | undefined }) {
  return message ? (
    <SuccessNotice>
      <p>{message}</p>
    </SuccessNotice>
  ) : null;
}

/** Save and Publish, kept in view at the bottom of the form. */
export function DraftActions({ busy, saveLabel = "Save draft" }: { busy: boolean; saveLabel?: string }) {
  return (
    <div className="c-actions c-sticky-actions">
      <button type="submit" name="intent" value="save" className="c-button c-button-quiet" disabled={busy}>
        {saveLabel}
      </button>
      <button type="submit" name="intent" value="publish" className="c-button" disabled={busy}>
        Publish
      </button>
    </div>
  );
}

/** A form of its own, outside the editor form, so discarding never posts what was typed. */
export function DiscardDraft({ busy, note }: { busy: boolean; note?: string }) {
  return (
    <Form method="post" className="c-card">
      <h2>Unpublished changes</h2>
      {note ? <p className="c-muted">{note}</p> : null}
      <button type="submit" name="intent" value="discard" className="c-button c-button-quiet" disabled={busy}>
        Discard draft
      </button>
    </Form>
  );
}

/** A card with one button posting `intent` (archive), with what it does explained above it. */
export function IntentCard(props: { title: string; intent: string; button: string; busy: boolean; children: ReactNode }) {
  return (
    <Form method="post" className="c-card">
      <h2>{props.title}</h2>
      {props.children}
      <button type="submit" name="intent" value={props.intent} className="c-button c-button-quiet" disabled={props.busy}>
        {props.button}
      </button>
    </Form>
  );
}

/**
 * Published versions, newest first, each restorable as a draft. `markLatestLive` labels the newest
 * one "(live)", true where the newest revision is always what the site shows (a package that is
 * not archived).
 */
export function RevisionHistory(props: { revisions: RevisionEntry[]; busy: boolean; empty: string; markLatestLive?: boolean }) {
  const { revisions, busy } = props;
  return (
    <section className="c-card" aria-labelledby="h-history">
      <h2 id="h-history">History</h2>
      {revisions.length ? (
        <table className="c-table">
          <caption className="c-skip">Published versions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Published</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className="c-skip">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r, index) => {
              const restored = restoredFromLabel(revisions, r.restoredFrom);
              return (
                <tr key={r.id} data-testid="revision-row">
                  <td data-label="Published">
                    <EditTime at={r.publishedAt} />
                    {props.markLatestLive && index === 0 ? " (live)" : ""}
                    {restored ? <span className="c-small c-muted"> restored from {restored}</span> : null}
                  </td>
                  <td data-label="By">{r.publishedBy ?? "As first loaded"}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="revision" value={r.id} />
                      <button type="submit" name="intent" value="restore" className="c-linkbutton" disabled={busy}>
                        Restore as draft<span className="c-skip"> (version of {editTime(r.publishedAt)})</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="c-muted">{props.empty}</p>
      )}
    </section>
  );
}
