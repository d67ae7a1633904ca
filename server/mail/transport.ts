/**
 * The SMTP connection for outgoing mail: a small nodemailer pool built from
 * SMTP_URL, with timeouts short enough that a hung server cannot hold a
 * message in "sending" longer than the outbox lease.
 */
import nodemailer from "nodemailer";

export interface MailAddress {
  address: string;
  name?: string | null;
}

export interface OutgoingMail {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiving server can spot a resend after a crash. */
  messageId: string;
  /** Threading headers of a reply: the Message-ID it answers and the chain before it. */
  inReplyTo?: string | null;
  references?: string | null;
}

export interface MailTransport {
  /** Resolves with the server's reply once the message is accepted; rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/** Milliseconds; the outbox lease (OUTBOX_LEASE_MS) must exceed their sum. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const clean = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();
const toNodemailer = (a: MailAddress) => (a.name ? { name: clean(a.name), address: a.address } : a.address);

export function createSmtpTransport(smtpUrl: string, options: { maxConnections?: number } = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 3,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: toNodemailer(mail.from),
        to: toNodemailer(mail.to),
        replyTo: mail.replyTo ? toNodemailer(mail.replyTo) : undefined,
        subject: clean(mail.subject),
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo ?? undefined,
        references: mail.references ?? undefined,
      });
      return { response: String(info.response ?? "") };
    },
    close: () => transporter.close(),
  };
}

/** Parses MAIL_FROM ("Name <addr@host>" or "addr@host") into an address. */
export function parseMailbox(value: string): MailAddress {
  const m = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(value);
  if (m) return { name: m[1]?.trim() || null, address: m[2]!.trim() };
  return { address: value.trim() };
}

/** True when an SMTP error will not go away by trying again (the recipient itself was refused). */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { responseCode?: number; command?: string } | null;
  return !!e && typeof e.responseCode === "number" && e.responseCode >= 550 && e.responseCode <= 553 && e.command === "RCPT TO";
}

/** A one-line description of a send failure for the outbox row and the log. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { code?: string; responseCode?: number; response?: string };
    return [e.code, e.responseCode, e.response ?? e.message].filter((x) => x !== undefined && x !== "").join(" ");
  }
  return String(error);
}
