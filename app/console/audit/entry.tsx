/** One audit entry as a person reads it: the sentence, the fields it changed, where to look further. */
import { Link } from "react-router";
import type { AuditChange, AuditEntryView } from "#domain/inbox-context.ts";
import { when } from "../inquiries/labels.ts";

/** Changes listed before the rest fold away: enough for a price or a status, short for a whole document. */
const CHANGES_SHOWN = 4;

/** Where the console edits the record an entry is about, for the kinds it has pages for. */
function recordLink(e: AuditEntryView): string | null {
  if (!e.entityId || !/^\d+$/.test(e.entityId)) return null;
  const pages: Record<string, string> = { inquiry: "inquiries", package: "packages", destination: "destinations", story: "stories", service: "services", booking: "bookings", quote: "quotes" };
  return pages[e.entityType] ? `/console/${pages[e.entityType]}/${e.entityId}` : null;
}

function Change({ change }: { change: AuditChange }) {
  return (
    <div className="c-audit-change">
      <dt>{change.label}</dt>
      <dd>
        {change.diff ? (
          <span className="c-audit-diff">
            {change.diff.map((part, i) =>
              part.op === "added" ? (
                <ins key={i}>{part.text}</ins>
              ) : part.op === "removed" ? (
                <del key={i}>{part.text}</del>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </span>
        ) : (
          <>
            {change.before !== null ? <del>{change.before}</del> : <span className="c-muted">(new)</span>}
            <span aria-hidden="true"> → </span>
            <span className="c-skip"> changed to </span>
            {change.after !== null ? <ins>{change.after}</ins> : <span className="c-muted">(removed)</span>}
          </>
        )}
      </dd>
    </div>
  );
}

export function AuditEntry({ entry: e, snapshotsLink = true }: { entry: AuditEntryView; snapshotsLink?: boolean }) {
  const link = recordLink(e);
  const shown = e.changes.slice(0, CHANGES_SHOWN);
  const folded = e.changes.slice(CHANGES_SHOWN);
  return (
    <li className="c-audit-entry">
      <p className="c-audit-sentence">
        <time dateTime={e.at} className="c-muted">
          {when(e.at)}
        </time>{" "}
        {e.sentence}
      </p>
      {shown.length ? (
        <dl className="c-audit-changes">
          {shown.map((c) => (
            <Change key={c.label} change={c} />
          ))}
        </dl>
      ) : null}
      {folded.length ? (
        <details className="c-audit-more">
          <summary>
            {folded.length} more {folded.length === 1 ? "change" : "changes"}
          </summary>
          <dl className="c-audit-changes">
            {folded.map((c) => (
              <Change key={c.label} change={c} />
            ))}
          </dl>
        </details>
      ) : null}
      <p className="c-muted c-small c-audit-meta">
        {e.actorEmail ?? "system"}
        {e.ip ? ` · ${e.ip}` : ""} · <code>{e.action}</code>
        {link ? (
          <>
            {" · "}
            <Link to={link}>Open the record</Link>
          </>
        ) : null}
        {snapshotsLink && e.hasSnapshots ? (
          <>
            {" · "}
            <Link to={`/console/audit/${e.id}`}>Stored snapshots</Link>
          </>
        ) : null}
      </p>
    </li>
  );
}
