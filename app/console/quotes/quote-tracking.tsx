/**
 * The quote builder's "Sent and seen": the traveller's link and its WhatsApp message, when the quote
 * was opened and accepted, what the traveller asked, and every version with who saved or sent it.
 */
import type { QuoteView } from "#domain/quotes/console-context.ts";
import { when } from "../inquiries/labels.ts";

export function QuoteTracking({ view }: { view: QuoteView }) {
  return (
    <section className="c-card" aria-labelledby="h-tracking">
      <h2 id="h-tracking">Sent and seen</h2>
      {view.link ? (
        <>
          <dl className="c-facts">
            <div>
              <dt>Traveller's link</dt>
              <dd className="c-linkbox" data-testid="quote-link">
                {view.link}
              </dd>
            </div>
            <div>
              <dt>Opened</dt>
              <dd data-testid="quote-opened">
                {view.firstOpenedAt
                  ? `First ${when(view.firstOpenedAt)}, last ${when(view.lastOpenedAt!)} (${view.openCount} ${view.openCount === 1 ? "time" : "times"})`
                  : "Not opened yet"}
              </dd>
            </div>
            {view.accepted ? (
              <div>
                <dt>Accepted</dt>
                <dd>
                  {view.accepted.optionTitle ?? view.accepted.optionId} (version {view.accepted.version}) on {when(view.accepted.at)}: deposit pending
                </dd>
              </div>
            ) : null}
          </dl>
          {view.whatsappUrl ? (
            <p>
              <a className="c-button c-button-quiet" href={view.whatsappUrl} target="_blank" rel="noopener noreferrer">
                Send the link on WhatsApp
              </a>
            </p>
          ) : (
            <p className="c-muted">No phone number on the inquiry, so no WhatsApp link.</p>
          )}
        </>
      ) : (
        <p className="c-muted">Not sent yet. The traveller gets a link by email when you send; you can then also send it on WhatsApp.</p>
      )}
      {view.requests.length ? (
        <>
          <h3>Asked by the traveller</h3>
          <ul className="c-list">
            {view.requests.map((r, i) => (
              <li key={i}>
                <strong>{r.kind === "changes" ? `Changes to version ${r.version}` : `A fresh quote (version ${r.version} expired)`}</strong>{" "}
                <span className="c-muted">{when(r.createdAt)}</span>
                {r.message ? <div className="c-pre">{r.message}</div> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Versions</h3>
      <ol className="c-list">
        {view.versions.map((v) => (
          <li key={v.version}>
            Version {v.version}:{" "}
            {v.status === "sent"
              ? `sent ${when(v.sentAt!)} by ${v.sentByEmail ?? "?"}, valid until ${v.validUntil}`
              : `draft, last saved ${when(v.updatedAt)} by ${v.updatedByEmail ?? "?"}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
