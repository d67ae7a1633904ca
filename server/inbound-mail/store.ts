/**
 * The database side of the IMAP reader: the mailbox's lease and watermark, the messages taken in
 * (the insert is the claim: a message already stored is stored nothing more), and what the console
 * asks of them. Attachments' bytes go to the store for originals (MEDIA_STORAGE) before the row's
 * transaction, because on SQLite that transaction holds the only connection the database store
 * could write through; a message found to be stored already has its copies removed again.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { OriginalStore } from "../media/storage/types.ts";
import type { Match } from "./matching.ts";
import type { IncomingEmail } from "./parse.ts";
import { INBOUND_STATUSES, type InboundStatus } from "./statuses.ts";
import { storedValue } from "#domain/stored-values.ts";
import type { Selectable } from "kysely";
import type { DB, ImapMailbox } from "../db/generated-types.ts";

/** Attachment keys live under this prefix, with 128 random bits: never an image URL anyone can guess. */
export const ATTACHMENT_KEY_PREFIX = "inbound-mail/";

export type MailboxState = Selectable<ImapMailbox>;

export interface KeptEmail {
  id: number;
  created: boolean;
  status: InboundStatus;
  inquiryId: number | null;
}

export class InboundMailStore {
  constructor(
    private db: Kysely<DB>,
    private originals: OriginalStore,
    private now: () => Date = () => new Date(),
  ) {}

  private iso(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  async state(mailbox: string): Promise<MailboxState | null> {
    return (await this.db.selectFrom("imap_mailbox").selectAll().where("mailbox", "=", mailbox).executeTakeFirst()) ?? null;
  }

  /**
   * One process at a time reads a mailbox: the row's lease is taken by a conditional update, which
   * PostgreSQL applies to one writer and re-checks for the other. A lease whose holder died runs out.
   */
  async takeLease(mailbox: string, holder: string, leaseMs: number): Promise<boolean> {
    await this.db.insertInto("imap_mailbox").values({ mailbox }).onConflict((oc) => oc.column("mailbox").doNothing()).execute();
    const now = this.iso();
    const result = await this.db
      .updateTable("imap_mailbox")
      .set({ lease_holder: holder, lease_until: this.iso(leaseMs) })
      .where("mailbox", "=", mailbox)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now), eb("lease_holder", "=", holder)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async renewLease(mailbox: string, holder: string, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable("imap_mailbox")
      .set({ lease_until: this.iso(leaseMs) })
      .where("mailbox", "=", mailbox)
      .where("lease_holder", "=", holder)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Where reading got to: moved only forward, and only by the lease's holder. */
  async advance(mailbox: string, holder: string, uidValidity: string, uid: number): Promise<void> {
    await this.db
      .updateTable("imap_mailbox")
      .set({ last_uid: uid })
      .where("mailbox", "=", mailbox)
      .where("last_uid", "<", uid)
      .where("lease_holder", "=", holder)
      .where("uid_validity", "=", uidValidity)
      .execute();
  }

  /** The folder was recreated (a new UIDVALIDITY): its UIDs start over; Message-IDs keep what was read from being stored again. */
  async restart(mailbox: string, holder: string, uidValidity: string, lastUid: number): Promise<void> {
    await this.db
      .updateTable("imap_mailbox")
      .set({ uid_validity: uidValidity, last_uid: lastUid })
      .where("mailbox", "=", mailbox)
      .where("lease_holder", "=", holder)
      .execute();
  }

  async succeeded(mailbox: string, holder: string): Promise<void> {
    await this.db
      .updateTable("imap_mailbox")
      .set({ failures: 0, next_try_at: null, last_error: null, last_success_at: this.iso(), lease_holder: null, lease_until: null })
      .where("mailbox", "=", mailbox)
      .where("lease_holder", "=", holder)
      .execute();
  }

  /** A failed pass, kept for the console with when this process tries again. */
  async failed(mailbox: string, holder: string, error: string, failures: number, retryInMs: number): Promise<void> {
    await this.db
      .updateTable("imap_mailbox")
      .set({ failures, next_try_at: this.iso(retryInMs), last_error: error.slice(0, 500), last_error_at: this.iso(), lease_holder: null, lease_until: null })
      .where("mailbox", "=", mailbox)
      .where("lease_holder", "=", holder)
      .execute();
  }

  async release(mailbox: string, holder: string): Promise<void> {
    await this.db.updateTable("imap_mailbox").set({ lease_holder: null, lease_until: null }).where("mailbox", "=", mailbox).where("lease_holder", "=", holder).execute();
  }

  async isKept(mailbox: string, uidValidity: string, uid: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("inbound_emails")
      .select("id")
      .where("mailbox", "=", mailbox)
      .where("uid_validity", "=", uidValidity)
      .where("uid", "=", uid)
      .executeTakeFirst();
    return !!row;
  }

  /** Stores one message once, with its attachments, on its inquiry's thread or in the unmatched list. */
  async keep(at: { mailbox: string; uidValidity: string; uid: number; size: number }, email: IncomingEmail, match: Match): Promise<KeptEmail> {
    const copies: Array<{ key: string | null; a: IncomingEmail["attachments"][number] }> = [];
    if (match.kind !== "own") {
      for (const a of email.attachments) {
        const key = a.content ? `${ATTACHMENT_KEY_PREFIX}${randomBytes(16).toString("hex")}` : null;
        if (key) await this.originals.put(key, a.content!, a.contentType);
        copies.push({ key, a });
      }
    }
    const status: InboundStatus = match.kind;
    const dedupeKey = email.messageId ?? `uid:${at.mailbox}:${at.uidValidity}:${at.uid}`;
    const kept = await this.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto("inbound_emails")
        .values({
          mailbox: at.mailbox,
          uid_validity: at.uidValidity,
          uid: at.uid,
          dedupe_key: dedupeKey,
          message_id: email.messageId,
          inquiry_id: match.kind === "matched" ? match.inquiryId : null,
          status,
          matched_by: match.kind === "matched" ? match.by : null,
          note: [match.kind === "unmatched" ? match.note : null, email.note].filter(Boolean).join(" ") || null,
          from_address: email.from.address,
          from_name: email.from.name,
          subject: email.subject,
          text_body: match.kind === "own" ? "" : email.text,
          html_body: match.kind === "own" ? null : email.html,
          size: at.size,
          sent_at: email.sentAt,
          received_at: this.iso(),
        })
        // Either unique key (Message-ID, or mailbox + UIDVALIDITY + UID) already there: seen before.
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return null;
      for (const { key, a } of copies) {
        await tx
          .insertInto("inbound_email_attachments")
          .values({ email_id: inserted.id, filename: a.filename, content_type: a.contentType, size: a.size, storage_key: key })
          .execute();
      }
      return inserted.id;
    });
    if (kept === null) {
      for (const { key } of copies) if (key) await this.originals.delete(key);
      const existing = await this.db
        .selectFrom("inbound_emails")
        .select(["id", "status", "inquiry_id"])
        .where((eb) => eb.or([eb("dedupe_key", "=", dedupeKey), eb.and([eb("mailbox", "=", at.mailbox), eb("uid_validity", "=", at.uidValidity), eb("uid", "=", at.uid)])]))
        .executeTakeFirst();
      return { id: existing?.id ?? 0, created: false, status: existing ? storedValue(INBOUND_STATUSES, existing.status, "inbound_emails.status") : status, inquiryId: existing?.inquiry_id ?? null };
    }
    return { id: kept, created: true, status, inquiryId: match.kind === "matched" ? match.inquiryId : null };
  }
}
