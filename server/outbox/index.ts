/**
 * The inquiry outbox, wired: the messages are written in the inquiry's
 * transaction (so an accepted inquiry always owes its emails), and a worker in
 * this process sends them. Without SMTP_URL nothing is sent; messages wait.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { type Db, openDatabase } from "../db/kysely.ts";
import { log } from "../log.ts";
import { companyContacts, type CompanyContacts } from "../mail/templates.ts";
import { loadCompanyDetails } from "../services/site-documents/company.ts";
import { loadBookingTerms } from "../services/booking-terms.ts";
import { createSmtpTransport, type MailAddress, type MailTransport, parseMailbox } from "../mail/transport.ts";
import type { Inquiries } from "../services/inquiries.ts";
import { inquiryDetails, inquiryMessages } from "./inquiry-messages.ts";
import { type EnqueuedMessage, type NewOutboxMessage, OutboxStore, type OutboxStats } from "./store.ts";
import { type OutboxKind } from "./kinds.ts";
import { OutboxWorker } from "./worker.ts";
import type { DB } from "../db/generated-types.ts";

export interface OutboxConfig {
  smtpUrl?: string;
  /** "Name <address>" of the sender. */
  mailFrom: string;
  /** SALES_EMAIL; unset: the sales address of the company details at the time of each inquiry. */
  salesEmail?: string;
  /** Public origin for links in the emails. */
  origin: string;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
  leaseMs: number;
  concurrency?: number;
  /**
   * PostgreSQL: the worker's claims, renewals and marks go through a small pool of their own
   * opened on this URL, so they never queue behind page and API traffic. Without it they share
   * the site's pool.
   */
  workerDatabase?: { url: string; poolSize?: number; connectTimeoutMs?: number; statementTimeoutMs?: number };
  /** Tests pass a transport; otherwise one is made from smtpUrl. */
  transport?: MailTransport;
  now?: () => Date;
  /** Log the "no SMTP_URL" notice at info instead of warn (tests start many sites). */
  quiet?: boolean;
}

export interface OutboxHealth extends OutboxStats {
  smtp_configured: boolean;
}

export class Outbox {
  readonly store: OutboxStore;
  readonly worker: OutboxWorker | null;
  private from: MailAddress;
  private transport: MailTransport | null;
  private messageIdDomain: string;
  /** PostgreSQL: the worker's own small pool (see OutboxConfig.workerDatabase), closed by stop(). */
  private workerDb: Db | null;

  constructor(
    private db: Db,
    private config: OutboxConfig,
  ) {
    this.store = new OutboxStore(db.kysely, db.dialect, config.now);
    this.from = parseMailbox(config.mailFrom);
    this.messageIdDomain = this.from.address.split("@")[1] || "localhost";
    const concurrency = config.concurrency ?? 5;
    // One SMTP connection per concurrent send, so no message waits in nodemailer's queue.
    const transport = config.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl, { maxConnections: concurrency }) : null);
    // Issue 13: with the site's pool saturated by inquiries, a claim renewal waited longer than the
    // lease, the row was taken back and its email went out twice; sends also crawled at 4.9/s.
    const own = transport && db.dialect === "postgres" && config.workerDatabase ? config.workerDatabase : null;
    this.workerDb = own
      ? openDatabase(own.url, {
          poolSize: own.poolSize ?? 3,
          connectTimeoutMs: own.connectTimeoutMs,
          statementTimeoutMs: own.statementTimeoutMs,
        })
      : null;
    this.worker = transport
      ? new OutboxWorker({
          store: this.workerDb ? new OutboxStore(this.workerDb.kysely, this.workerDb.dialect, config.now) : this.store,
          transport,
          from: this.from,
          messageIdDomain: this.messageIdDomain,
          retryBaseMs: config.retryBaseMs,
          pollMs: config.pollMs,
          leaseMs: config.leaseMs,
          concurrency,
          exclusive: db.dialect === "sqlite",
        })
      : null;
    this.transport = transport;
  }

  /** The Message-ID an inquiry's email is sent with: fixed, so replies from the console can thread under it. */
  inquiryMessageId(inquiryId: number, kind: OutboxKind): string {
    return `<inquiry-${inquiryId}.${kind}@${this.messageIdDomain}>`;
  }

  /**
   * Records one message in the caller's transaction (`exec` is the database or a transaction),
   * so it commits with the change that owes it. Call `notify()` after the commit to send it at
   * once. A repeated `dedupeKey` stores nothing new.
   */
  async enqueue(exec: Kysely<DB> | Transaction<DB>, message: NewOutboxMessage): Promise<EnqueuedMessage & { messageId: string }> {
    const messageId = message.messageId ?? `<${message.kind}.${randomUUID()}@${this.messageIdDomain}>`;
    const result = await this.store.add(exec, { ...message, messageId }, this.config.maxAttempts);
    if (result.created) return { ...result, messageId };
    // Read through `exec`: on SQLite the transaction holds the only connection, so reading
    // through the pool instead would wait for it forever.
    const row = await exec.selectFrom("outbox_messages").select("message_id").where("id", "=", result.id).executeTakeFirstOrThrow();
    return { ...result, messageId: row.message_id ?? messageId };
  }

  /**
   * The company's contacts as published now (decision 0029), read through `exec` (the caller's
   * transaction): SALES_EMAIL when configured, else the sales address of the company details.
   */
  async company(exec: Kysely<DB> | Transaction<DB>): Promise<CompanyContacts> {
    return companyContacts(await loadCompanyDetails(exec), { salesEmail: this.config.salesEmail, origin: this.config.origin, fallbackAddress: this.from.address });
  }

  /** Something was enqueued and committed: send now instead of at the next poll. */
  notify(): void {
    this.worker?.notify();
  }

  /** Every accepted inquiry except honeypot spam owes a staff notification and a traveller acknowledgement. */
  attach(inquiries: Inquiries): void {
    inquiries.onStored(async (tx, id, inquiry, verdict) => {
      if (verdict.spam) return; // a filled honeypot: stored and flagged, but nobody is emailed
      const company = await this.company(tx);
      const details = await inquiryDetails(tx, id, inquiry, company.origin, this.config.now?.() ?? new Date(), verdict.reviewReason);
      const messages = inquiryMessages(details, company, await loadBookingTerms(tx)).map((m) => ({ ...m, messageId: this.inquiryMessageId(id, m.kind) }));
      await this.store.enqueue(tx, id, messages, this.config.maxAttempts);
    });
    inquiries.onCommitted((_id, spam) => {
      if (!spam) this.worker?.notify();
    });
  }

  async start(): Promise<void> {
    if (!this.worker) {
      const { pending } = await this.store.stats();
      (this.config.quiet ? log.info : log.warn)(
        `SMTP_URL is not set: inquiry emails are kept in the outbox (${pending} waiting) and will be sent once SMTP_URL is configured.`,
      );
      return;
    }
    await this.worker.start();
  }

  async health(): Promise<OutboxHealth> {
    return { ...(await this.store.stats()), smtp_configured: this.worker !== null };
  }

  /** Lets in-flight sends finish, then closes the SMTP pool. */
  async stop(timeoutMs?: number): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.transport?.close();
    await this.workerDb?.close();
    this.workerDb = null;
  }
}
