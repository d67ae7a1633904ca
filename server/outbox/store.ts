/**
 * Every query the outbox makes. Claiming is one UPDATE ... RETURNING so a
 * row moves to "sending" atomically; on PostgreSQL the inner SELECT takes
 * FOR UPDATE SKIP LOCKED, so workers in several processes never claim the
 * same row. SQLite runs one process and one writer at a time.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Dialect } from "../db/kysely.ts";
import { retryDelayMs } from "./backoff.ts";
import { type OutboxKind } from "./kinds.ts";
import type { DB, OutboxMessages } from "../db/generated-types.ts";

export type OutboxMessage = Selectable<OutboxMessages>;

export interface NewOutboxMessage {
  kind: OutboxKind;
  to: { address: string; name?: string | null };
  replyTo?: { address: string; name?: string | null } | null;
  subject: string;
  text: string;
  html: string;
  /** The inquiry it belongs to, if any (the console shows a thread per inquiry). */
  inquiryId?: number | null;
  /** Enqueueing the same key again stores nothing; `enqueue` uses `inquiry:{id}:{kind}`, otherwise unique. */
  dedupeKey?: string;
  /** The Message-ID header, `<...@domain>`; the Outbox fills it in. */
  messageId?: string | null;
  /** Threading: the Message-ID this answers, and the chain of earlier ones. */
  inReplyTo?: string | null;
  references?: string | null;
}

export interface EnqueuedMessage {
  id: number;
  /** False when a message with the same dedupe key was already there (nothing new was stored). */
  created: boolean;
}

export interface OutboxStats {
  pending: number;
  sending: number;
  sent: number;
  dead: number;
  /** Age in seconds of the oldest message not yet sent (pending or sending), or null. */
  oldest_pending_age_seconds: number | null;
}

export class OutboxStore {
  constructor(
    readonly db: Kysely<DB>,
    readonly dialect: Dialect,
    private now: () => Date = () => new Date(),
  ) {}

  /** Records an inquiry's messages inside the inquiry's transaction, so they commit or roll back with it. */
  async enqueue(tx: Transaction<DB>, inquiryId: number, messages: NewOutboxMessage[], maxAttempts: number): Promise<void> {
    // One of each kind per inquiry, however often this runs (releasing an inquiry flagged as spam).
    for (const m of messages) await this.add(tx, { dedupeKey: `inquiry:${inquiryId}:${m.kind}`, ...m, inquiryId }, maxAttempts);
  }

  /**
   * Records one message in the caller's transaction (or on its own). A message whose dedupe key
   * is already stored is not stored again, whatever its state: "send the emails this inquiry was
   * owed" can run twice and still send each once.
   */
  async add(exec: Kysely<DB> | Transaction<DB>, m: NewOutboxMessage, maxAttempts: number): Promise<EnqueuedMessage> {
    const at = this.now().toISOString();
    const dedupeKey = m.dedupeKey ?? `${m.kind}:${randomUUID()}`;
    const inserted = await exec
      .insertInto("outbox_messages")
      .values({
        inquiry_id: m.inquiryId ?? null,
        kind: m.kind,
        max_attempts: maxAttempts,
        next_attempt_at: at,
        to_address: m.to.address,
        to_name: m.to.name ?? null,
        reply_to_address: m.replyTo?.address ?? null,
        reply_to_name: m.replyTo?.name ?? null,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        created_at: at,
        dedupe_key: dedupeKey,
        message_id: m.messageId ?? null,
        in_reply_to: m.inReplyTo ?? null,
        references_header: m.references ?? null,
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const existing = await exec.selectFrom("outbox_messages").select("id").where("dedupe_key", "=", dedupeKey).executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }

  /** Moves up to `limit` due pending messages to "sending" for this worker and returns them. */
  async claim(workerId: string, limit: number): Promise<OutboxMessage[]> {
    const now = this.now().toISOString();
    const due = this.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
    const rows = await this.db
      .updateTable("outbox_messages")
      .set((eb) => ({
        status: "sending",
        claimed_at: now,
        claimed_by: workerId,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", this.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
      // Re-checked so a row another writer changed between the select and the update is left alone.
      .where("status", "=", "pending")
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The SMTP server accepted the message: it must never be sent again. */
  async markSent(id: number, workerId: string, smtpResponse: string): Promise<void> {
    await this.db
      .updateTable("outbox_messages")
      .set({ status: "sent", sent_at: this.now().toISOString(), smtp_response: smtpResponse.slice(0, 500), last_error: null })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("claimed_by", "=", workerId)
      .execute();
  }

  /** A failed try: retry later with backoff, or give up when tries are used up or the failure is permanent. */
  async markFailed(
    message: Pick<OutboxMessage, "id" | "attempts" | "max_attempts">,
    workerId: string,
    error: string,
    options: { permanent: boolean; retryBaseMs: number },
  ): Promise<"pending" | "dead"> {
    const dead = options.permanent || message.attempts >= message.max_attempts;
    const next = new Date(this.now().getTime() + retryDelayMs(message.attempts, options.retryBaseMs)).toISOString();
    await this.db
      .updateTable("outbox_messages")
      .set({
        status: dead ? "dead" : "pending",
        next_attempt_at: next,
        claimed_at: null,
        claimed_by: null,
        last_error: error.slice(0, 1000),
      })
      .where("id", "=", message.id)
      .where("status", "=", "sending")
      .where("claimed_by", "=", workerId)
      .execute();
    return dead ? "dead" : "pending";
  }

  /** Renews this worker's claims on messages still being sent, so a slow send never looks orphaned. */
  async renewClaims(ids: number[], workerId: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable("outbox_messages")
      .set({ claimed_at: this.now().toISOString() })
      .where("id", "in", ids)
      .where("status", "=", "sending")
      .where("claimed_by", "=", workerId)
      .execute();
  }

  /** Gives back claimed messages a worker did not start (shutdown), without counting a try. */
  async release(ids: number[], workerId: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable("outbox_messages")
      .set((eb) => ({ status: "pending", claimed_at: null, claimed_by: null, attempts: eb("attempts", "-", 1) }))
      .where("id", "in", ids)
      .where("status", "=", "sending")
      .where("claimed_by", "=", workerId)
      .execute();
  }

  /**
   * Messages left in "sending" by a process that died. `olderThanMs` 0 takes
   * them all (SQLite at start: no other process can be sending); otherwise only
   * claims older than the lease, which outlives any send's timeouts. `stillSending`
   * are the messages the calling worker is sending right now: never taken back.
   */
  async recoverStale(olderThanMs: number, stillSending: number[] = []): Promise<number> {
    const cutoff = new Date(this.now().getTime() - olderThanMs).toISOString();
    const result = await this.db
      .updateTable("outbox_messages")
      .set({ status: "pending", claimed_at: null, claimed_by: null, next_attempt_at: this.now().toISOString() })
      .where("status", "=", "sending")
      .$if(olderThanMs > 0, (q) => q.where("claimed_at", "<=", cutoff))
      // The caller's own sends in flight are alive by definition, however late their renewal is.
      .$if(stillSending.length > 0, (q) => q.where("id", "not in", stillSending))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async stats(): Promise<OutboxStats> {
    const rows = await this.db
      .selectFrom("outbox_messages")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n"), (eb) => eb.fn.min("created_at").as("oldest")])
      .groupBy("status")
      .execute();
    const stats: OutboxStats = { pending: 0, sending: 0, sent: 0, dead: 0, oldest_pending_age_seconds: null };
    let oldest: string | null = null;
    for (const row of rows) {
      const status = row.status as keyof Omit<OutboxStats, "oldest_pending_age_seconds">;
      if (status in stats) stats[status] = Number(row.n);
      if ((status === "pending" || status === "sending") && row.oldest && (!oldest || row.oldest < oldest)) oldest = row.oldest;
    }
    if (oldest) stats.oldest_pending_age_seconds = Math.max(0, Math.round((this.now().getTime() - Date.parse(oldest)) / 1000));
    return stats;
  }

  /** The messages of these inquiries, for the staff CLI. */
  async forInquiries(ids: number[]): Promise<OutboxMessage[]> {
    if (!ids.length) return [];
    const out: OutboxMessage[] = [];
    // Chunked: SQLite caps bound parameters per statement.
    for (let i = 0; i < ids.length; i += 500) {
      out.push(
        ...(await this.db.selectFrom("outbox_messages").selectAll().where("inquiry_id", "in", ids.slice(i, i + 500)).orderBy("id").execute()),
      );
    }
    return out;
  }
}
