/** What the console may ask about traveller emails read from the sales mailbox (server/inbound-mail, decision 0060). */

export interface InboundAttachmentView {
  id: number;
  filename: string;
  contentType: string;
  size: number;
  /** False when it was over the size cap and stayed in the mailbox. */
  stored: boolean;
}

export interface InboundEmailView {
  id: number;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  text: string;
  /** Sanitised as the site's rich text is; null when the message had none. */
  html: string | null;
  sentAt: string | null;
  receivedAt: string;
  inquiryId: number | null;
  /** "thread" (answered our email), "reference" (named TH-…), "staff" (attached by a person). */
  matchedBy: string | null;
  /** Why it waits, or what stayed in the mailbox. */
  note: string | null;
  attachments: InboundAttachmentView[];
}

export interface MailboxStatus {
  /** False without IMAP_URL: replies stay in the mailbox. */
  configured: boolean;
  /** user@host:port/folder, never the password. */
  mailbox: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  failures: number;
  nextTryAt: string | null;
}

export type InboundAnswer = { ok: true; inquiryId: number | null } | { ok: false; status: number; errors: Record<string, string> };

export interface InboundMailConsole {
  /** The traveller's emails on this inquiry's thread, oldest first, and the mailbox's state. */
  thread(inquiryId: number): Promise<{ status: MailboxStatus; emails: InboundEmailView[] }>;
  /** Messages no inquiry claimed, oldest first. */
  unmatched(): Promise<{ status: MailboxStatus; emails: InboundEmailView[] }>;
  /** Puts a waiting message on the inquiry typed ("TH-00042" or "42"): audited. */
  attach(emailId: number, inquiry: string): Promise<InboundAnswer>;
  /** Takes a waiting message off the list (spam, a newsletter): audited. */
  dismiss(emailId: number): Promise<InboundAnswer>;
  /** A stored attachment's bytes, for staff who may read inquiries. */
  attachment(id: number): Promise<{ filename: string; contentType: string; bytes: Uint8Array } | null>;
}
