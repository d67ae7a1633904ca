/**
 * Pieces the inquiry's thread and the unmatched list share: a traveller's email (its text, or its
 * HTML as the server sanitised it, and its attachments) and the mailbox's state.
 */
import type { InboundEmailView, MailboxStatus } from "#domain/inbound-mail-context.ts";
import { when } from "./labels.ts";

function size(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function TravellerEmail({ email }: { email: InboundEmailView }) {
  return (
    <div className="c-mail" data-testid="traveller-email">
      <div>
        <strong>{email.fromName ? `${email.fromName} <${email.fromAddress}>` : email.fromAddress}</strong>: “{email.subject || "(no subject)"}”
      </div>
      {email.html ? (
        // Sanitised on the way in by the rich-text allowlist (server/inbound-mail/parse.ts): no scripts, handlers or remote images.
        <div className="c-quote c-mail-html" dangerouslySetInnerHTML={{ __html: email.html }} />
      ) : email.text ? (
        <blockquote className="c-pre c-quote">{email.text}</blockquote>
      ) : null}
      {email.attachments.length ? (
        <ul className="c-list c-small" aria-label="Attachments">
          {email.attachments.map((a) => (
            <li key={a.id}>
              {a.stored ? (
                <a href={`/console/inquiries/attachments/${a.id}`} download>
                  {a.filename}
                </a>
              ) : (
                <span>{a.filename}</span>
              )}{" "}
              <span className="c-muted">
                ({size(a.size)}
                {a.stored ? "" : ", too large: it stays in the mailbox"})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {email.note ? <p className="c-muted c-small">{email.note}</p> : null}
    </div>
  );
}

/** Without IMAP_URL, or when the mailbox cannot be read: said where staff look for replies. */
export function MailboxNotice({ status }: { status: MailboxStatus }) {
  if (!status.configured)
    return (
      <p className="c-muted" data-testid="mailbox-notice">
        Traveller replies stay in the sales mailbox: reading it is not set up (IMAP_URL).
      </p>
    );
  if (!status.lastError) return null;
  return (
    <div className="c-alert c-alert-error" role="status" data-testid="mailbox-notice">
      <p>
        The sales mailbox could not be read {when(status.lastErrorAt)}: {status.lastError}
        {status.nextTryAt ? ` Next try ${when(status.nextTryAt)}.` : ""} Replies wait in the mailbox meanwhile; none are lost.
      </p>
    </div>
  );
}
