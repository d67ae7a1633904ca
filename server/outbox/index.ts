/**
 * The inquiry outbox, wired: the messages are written in the inquiry's
 * transaction (so an accepted inquiry always owes its emails), and a worker in
 * this process sends them. Without SMTP_URL nothing is sent; messages wait.
 */
import type { Db } from "../db/kysely.ts";
import { log } from "../log.ts";
import { companyContacts, type CompanyContacts } from "../mail/templates.ts";
import { createSmtpTransport, type MailAddress, type MailTransport, parseMailbox } from "../mail/transport.ts";
import type { Inquiries } from "../services/inquiries.ts";
import { inquiryDetails, inquiryMessages } from "./inquiry-messages.ts";
import { OutboxStore, type OutboxStats } from "./store.ts";
import { OutboxWorker } from "./worker.ts";

export interface OutboxConfig {
  smtpUrl?: string;
  /** "Name <address>" of the sender. */
  mailFrom: string;
  salesEmail: string;
  /** Public origin for links in the emails. */
  origin: string;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
  leaseMs: number;
  concurrency?: number;
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
  private company: CompanyContacts;
  private from: MailAddress;
  private transport: MailTransport | null;

  constructor(
    private db: Db,
    private config: OutboxConfig,
  ) {
    this.store = new OutboxStore(db.kysely, db.dialect, config.now);
    this.company = companyContacts({ salesEmail: config.salesEmail, origin: config.origin });
    this.from = parseMailbox(config.mailFrom);
    const concurrency = config.concurrency ?? 5;
    // One SMTP connection per concurrent send, so no message waits in nodemailer's queue.
    const transport = config.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl, { maxConnections: concurrency }) : null);
    this.worker = transport
      ? new OutboxWorker({
          store: this.store,
          transport,
          from: this.from,
          messageIdDomain: this.from.address.split("@")[1] || "localhost",
          retryBaseMs: config.retryBaseMs,
          pollMs: config.pollMs,
          leaseMs: config.leaseMs,
          concurrency,
          exclusive: db.dialect === "sqlite",
        })
      : null;
    this.transport = transport;
  }

  /** Every accepted, non-spam inquiry owes a staff notification and a traveller acknowledgement. */
  attach(inquiries: Inquiries): void {
    inquiries.onStored(async (tx, id, inquiry, spam) => {
      if (spam) return; // stored and flagged for review, but nobody is emailed
      const details = await inquiryDetails(tx, id, inquiry, this.company.origin, this.config.now?.() ?? new Date());
      await this.store.enqueue(tx, id, inquiryMessages(details, this.company), this.config.maxAttempts);
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
  }
}
