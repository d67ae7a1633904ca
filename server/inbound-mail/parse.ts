/**
 * One message's bytes as the console keeps it: who sent it, what it answers, its text, its HTML
 * sanitised as the site's rich text is (scripts, handlers, remote images and tracking pixels
 * gone), and its attachments. mailparser reads whatever arrives; when even it cannot, the message
 * is still kept, with what the IMAP server told us about it and a note, so nothing is lost.
 */
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { sanitizeRichText } from "../services/catalogue/sanitize.ts";

export interface IncomingAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** Null when over the per-file cap: it stays in the mailbox only. */
  content: Buffer | null;
}

export interface IncomingEmail {
  messageId: string | null;
  /** In-Reply-To first, then References newest first: the order to look for our own emails in. */
  answers: string[];
  from: { address: string; name: string | null };
  subject: string;
  text: string;
  html: string | null;
  sentAt: string | null;
  attachments: IncomingAttachment[];
  /** Something the staff should know (unreadable, parts left in the mailbox). */
  note: string | null;
}

/** Text kept per message: a whole letter fits; a pasted book does not make the page heavy. */
export const MAX_TEXT_CHARS = 100_000;

const MESSAGE_ID = /<[^<>\s]+>/g;

/** `<a@b> <c@d>` or an array of them, as a list of ids with their angle brackets. */
export function messageIds(value: string | string[] | undefined | null): string[] {
  const text = Array.isArray(value) ? value.join(" ") : (value ?? "");
  return text.match(MESSAGE_ID) ?? [];
}

function firstAddress(from: AddressObject | AddressObject[] | undefined): { address: string; name: string | null } {
  const list = (Array.isArray(from) ? from : from ? [from] : []).flatMap((a) => a.value);
  const first = list.find((a) => a.address);
  return { address: (first?.address ?? "").trim().toLowerCase(), name: first?.name?.trim() || null };
}

/** A name to save the file under: no folders, no control characters, not too long. */
export function safeFilename(name: string | undefined, index: number): string {
  const cleaned = (name ?? "")
    .replace(/[\u0000-\u001f\u007f/\\]/g, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(-150);
  return cleaned || `attachment-${index + 1}`;
}

function clip(text: string): string {
  return text.length > MAX_TEXT_CHARS ? `${text.slice(0, MAX_TEXT_CHARS)}\n\n[… cut here: the rest is in the mailbox]` : text;
}

function validDate(d: Date | undefined): string | null {
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

export function fromParsed(mail: ParsedMail, maxAttachmentBytes: number): IncomingEmail {
  const inReplyTo = messageIds(mail.inReplyTo);
  const references = messageIds(mail.references).reverse();
  const html = mail.html ? sanitizeRichText(mail.html) : null;
  const attachments = mail.attachments.map((a, i) => ({
    filename: safeFilename(a.filename, i),
    contentType: (a.contentType || "application/octet-stream").toLowerCase(),
    size: a.size ?? a.content.length,
    content: a.content.length <= maxAttachmentBytes ? a.content : null,
  }));
  const left = attachments.filter((a) => !a.content);
  return {
    messageId: messageIds(mail.messageId)[0] ?? null,
    answers: [...new Set([...inReplyTo, ...references])],
    from: firstAddress(mail.from),
    subject: (mail.subject ?? "").slice(0, 500),
    text: clip(mail.text ?? ""),
    html: html ? clip(html) : null,
    sentAt: validDate(mail.date),
    attachments,
    note: left.length ? `${left.length} attachment(s) over the size limit stayed in the mailbox: ${left.map((a) => a.filename).join(", ")}.` : null,
  };
}

export async function parseMessage(source: Buffer, maxAttachmentBytes: number): Promise<IncomingEmail> {
  return fromParsed(await simpleParser(source, { skipImageLinks: true, skipTextLinks: true }), maxAttachmentBytes);
}
