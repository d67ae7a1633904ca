/**
 * The inquiry's conversation and history in one list, oldest first: what staff did (with the text
 * of every reply sent) and what the traveller wrote back, read from the sales mailbox.
 */
import type { InboundEmailView, MailboxStatus } from "#domain/inbound-mail-context.ts";
import type { InquiryEvent } from "#domain/inbox-context.ts";
import { eventLine, when } from "./labels.ts";
import { MailboxNotice, TravellerEmail } from "./mail-parts.tsx";

type Entry = { at: string; key: string; event?: InquiryEvent; email?: InboundEmailView };

export function Thread(props: { createdAt: string; history: InquiryEvent[]; emails: InboundEmailView[]; status: MailboxStatus; staffName: (id: string | null) => string }) {
  const entries: Entry[] = [
    ...props.history.map((e) => ({ at: e.at, key: `e${e.id}`, event: e })),
    ...props.emails.map((m) => ({ at: m.sentAt && m.sentAt < m.receivedAt ? m.sentAt : m.receivedAt, key: `m${m.id}`, email: m })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return (
    <section className="c-card" aria-labelledby="history-heading">
      <h2 id="history-heading">Conversation and history</h2>
      <MailboxNotice status={props.status} />
      <ol className="c-list">
        <li>
          Received <span className="c-muted">{when(props.createdAt)}</span>
        </li>
        {entries.map((entry) =>
          entry.event ? (
            <li key={entry.key}>
              {eventLine(entry.event, props.staffName)}{" "}
              <span className="c-muted">
                · {entry.event.actorEmail ?? "system"} · {when(entry.event.at)}
              </span>
              {entry.event.text ? (
                <blockquote className="c-pre c-quote" data-testid="reply-text">
                  {entry.event.text}
                </blockquote>
              ) : null}
            </li>
          ) : (
            <li key={entry.key}>
              Email from the traveller{entry.email!.matchedBy === "staff" ? " (attached by staff)" : ""}{" "}
              <span className="c-muted">· {when(entry.at)}</span>
              <TravellerEmail email={entry.email!} />
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
