/**
 * Traveller emails come back in (issue 28 item 5, decision 0060): every process polls the sales
 * mailbox (IMAP_URL, IMAP_FOLDER) on a timer, one at a time through the mailbox's lease; messages
 * land on their inquiry's thread or wait in the console's unmatched list. Without IMAP_URL nothing
 * polls and the console says replies stay in the mailbox.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { InboundAnswer, InboundEmailView, MailboxStatus } from "#domain/inbound-mail-context.ts";
import { parseInquiryReference } from "#domain/inquiry-reference.ts";
import { PeriodicPass } from "../jobs/periodic-pass.ts";
import type { OriginalStore } from "../media/storage/types.ts";
import type { AuditLog } from "../services/audit-log.ts";
import { parseImapUrl, type ImapAccount } from "./imap-url.ts";
import { MailboxReader, type PassResult } from "./reader.ts";
import { InboundMailStore } from "./store.ts";
import type { DB, InboundEmails } from "../db/generated-types.ts";

export interface InboundMailConfig {
  imapUrl?: string;
  folder: string;
  pollMs: number;
  leaseMs?: number;
  maxMessageBytes?: number;
  maxAttachmentBytes?: number;
  batch?: number;
  timeoutMs?: number;
  retryMaxMs?: number;
  /** Addresses besides active staff that may write into any thread: the sales address, the sender. */
  ownAddresses: () => Promise<string[]>;
}

export const DEFAULT_MAX_MESSAGE_BYTES = 15 * 1_048_576;
export const DEFAULT_MAX_ATTACHMENT_BYTES = 10 * 1_048_576;

type Actor = { id: string; email: string };

export class InboundMail {
  readonly account: ImapAccount | null;
  readonly store: InboundMailStore;
  readonly reader: MailboxReader | null;
  private job: PeriodicPass<PassResult> | null;

  constructor(
    private db: Kysely<DB>,
    private originals: OriginalStore,
    private audit: AuditLog,
    private config: InboundMailConfig,
  ) {
    this.account = config.imapUrl ? parseImapUrl(config.imapUrl, config.folder) : null;
    this.store = new InboundMailStore(db, originals);
    this.reader = this.account
      ? new MailboxReader({
          account: this.account,
          store: this.store,
          db,
          staffAddresses: () => this.staffAddresses(),
          leaseMs: config.leaseMs ?? 120_000,
          maxMessageBytes: config.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
          maxAttachmentBytes: config.maxAttachmentBytes ?? DEFAULT_MAX_ATTACHMENT_BYTES,
          batch: config.batch ?? 50,
          firstLookBackMs: 30 * 86_400_000,
          timeoutMs: config.timeoutMs ?? 20_000,
          retryBaseMs: config.pollMs,
          retryMaxMs: config.retryMaxMs ?? 15 * 60_000,
        })
      : null;
    this.job = this.reader ? new PeriodicPass("IMAP reader", () => this.reader!.pass(), config.pollMs) : null;
  }

  private async staffAddresses(): Promise<ReadonlySet<string>> {
    const rows = await this.db.selectFrom("staff_user").select("email").where("deactivatedAt", "is", null).execute();
    return new Set([...rows.map((r: { email: string }) => r.email), ...(await this.config.ownAddresses())].map((a) => a.trim().toLowerCase()));
  }

  start(): void {
    this.job?.start();
  }

  /** One pass now (or the one under way); tests and the CLI wait on it. Null without IMAP_URL. */
  async poll(): Promise<PassResult | null> {
    return this.job ? this.job.tick() : null;
  }

  async stop(): Promise<void> {
    await this.job?.stop();
  }

  async status(): Promise<MailboxStatus> {
    if (!this.account) return { configured: false, mailbox: null, lastSuccessAt: null, lastError: null, lastErrorAt: null, failures: 0, nextTryAt: null };
    const row = await this.store.state(this.account.key);
    return {
      configured: true,
      mailbox: this.account.key,
      lastSuccessAt: row?.last_success_at ?? null,
      lastError: row?.last_error ?? null,
      lastErrorAt: row?.last_error_at ?? null,
      failures: Number(row?.failures ?? 0),
      nextTryAt: row?.next_try_at ?? null,
    };
  }

  private async views(rows: Array<Selectable<InboundEmails>>): Promise<InboundEmailView[]> {
    const ids = rows.map((r) => r.id);
    const files = ids.length
      ? await this.db.selectFrom("inbound_email_attachments").selectAll().where("email_id", "in", ids).orderBy("id").execute()
      : [];
    return rows.map((r) => ({
      id: r.id,
      fromAddress: r.from_address,
      fromName: r.from_name,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      sentAt: r.sent_at,
      receivedAt: r.received_at,
      inquiryId: r.inquiry_id,
      matchedBy: r.matched_by,
      note: r.note,
      attachments: files
        .filter((f) => f.email_id === r.id)
        .map((f) => ({ id: f.id, filename: f.filename, contentType: f.content_type, size: Number(f.size), stored: !!f.storage_key })),
    }));
  }

  async thread(inquiryId: number): Promise<InboundEmailView[]> {
    const rows = await this.db.selectFrom("inbound_emails").selectAll().where("inquiry_id", "=", inquiryId).where("status", "=", "matched").orderBy("id").execute();
    return this.views(rows);
  }

  /** Oldest first, at most 200 (the rest show as they are handled). */
  async unmatched(): Promise<InboundEmailView[]> {
    const rows = await this.db.selectFrom("inbound_emails").selectAll().where("status", "=", "unmatched").orderBy("id").limit(200).execute();
    return this.views(rows);
  }

  /** Staff put a waiting message on an inquiry's thread: once (a second click finds it handled), audited. */
  async attach(emailId: number, inquiryText: string, ctx: { actor: Actor; ip: string | null }): Promise<InboundAnswer> {
    const inquiryId = parseInquiryReference(inquiryText);
    if (inquiryId === null) return { ok: false, status: 400, errors: { inquiry: "Type the inquiry's reference, like TH-00042." } };
    return this.db.transaction().execute(async (tx) => {
      const inquiry = await tx.selectFrom("inquiries").select(["id", "erased_at"]).where("id", "=", inquiryId).executeTakeFirst();
      if (!inquiry) return { ok: false, status: 400, errors: { inquiry: `There is no inquiry ${inquiryText.trim()}.` } };
      if (inquiry.erased_at) return { ok: false, status: 400, errors: { inquiry: "That inquiry's personal data was erased." } };
      return this.settleUnmatched(tx, emailId, ctx, { status: "matched", inquiry_id: inquiryId, matched_by: "staff" }, "inbound_email.attached");
    });
  }

  async dismiss(emailId: number, ctx: { actor: Actor; ip: string | null }): Promise<InboundAnswer> {
    return this.db.transaction().execute((tx) => this.settleUnmatched(tx, emailId, ctx, { status: "dismissed" }, "inbound_email.dismissed"));
  }

  /**
   * Takes an email out of the unmatched list, once: a second hand (another tab, another member)
   * finds it already handled and is told so. Audited with the sender and subject, never the text.
   */
  private async settleUnmatched(
    tx: Transaction<DB>,
    emailId: number,
    ctx: { actor: Actor; ip: string | null },
    outcome: { status: "matched"; inquiry_id: number; matched_by: "staff" } | { status: "dismissed" },
    action: "inbound_email.attached" | "inbound_email.dismissed",
  ): Promise<InboundAnswer> {
    const email = await tx.selectFrom("inbound_emails").select(["id", "from_address", "subject"]).where("id", "=", emailId).executeTakeFirst();
    if (!email) return { ok: false, status: 404, errors: { form: "That email is not in the list." } };
    const moved = await tx
      .updateTable("inbound_emails")
      .set({ ...outcome, handled_by: ctx.actor.email, handled_at: new Date().toISOString() })
      .where("id", "=", emailId)
      .where("status", "=", "unmatched")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { ok: false, status: 409, errors: { form: "Someone else handled this email meanwhile." } };
    const inquiryId = outcome.status === "matched" ? outcome.inquiry_id : null;
    await this.audit.record(tx, {
      actor: ctx.actor,
      action,
      entityType: "inbound_email",
      entityId: String(emailId),
      before: { status: "unmatched" },
      after: { status: outcome.status, ...(inquiryId === null ? {} : { inquiry_id: inquiryId }), from: email.from_address, subject: email.subject },
      ip: ctx.ip,
    });
    return { ok: true, inquiryId };
  }

  /** Only attachments of messages on a thread or in the list: never one of our own copies. */
  async attachment(id: number): Promise<{ filename: string; contentType: string; bytes: Uint8Array } | null> {
    const row = await this.db
      .selectFrom("inbound_email_attachments as a")
      .innerJoin("inbound_emails as e", "e.id", "a.email_id")
      .select(["a.filename", "a.content_type", "a.storage_key"])
      .where("a.id", "=", id)
      .where("e.status", "in", ["matched", "unmatched", "dismissed"])
      .executeTakeFirst();
    if (!row?.storage_key) return null;
    const bytes = await this.originals.get(row.storage_key);
    return bytes ? { filename: row.filename, contentType: row.content_type, bytes } : null;
  }
}
