/**
 * Sends what the outbox owes. One loop per process: claim due messages for
 * the free send slots, send them over SMTP, record each outcome; sleep until
 * an inquiry is stored here or a send finishes (notify) or the poll interval
 * passes (retries, and rows other processes stored). Once the SMTP server has accepted a message
 * it is marked sent and never sent again; only a crash between acceptance
 * and that mark can repeat it, and the stable Message-ID lets mail systems
 * spot the repeat.
 */
import { randomBytes } from "node:crypto";
import { describeFailure, isPermanentFailure, type MailAddress, type MailTransport } from "../mail/transport.ts";
import { log } from "../log.ts";
import type { OutboxMessage, OutboxStore } from "./store.ts";

export interface OutboxWorkerOptions {
  store: OutboxStore;
  transport: MailTransport;
  from: MailAddress;
  /** Right-hand side of Message-IDs, e.g. the sender's domain. */
  messageIdDomain: string;
  retryBaseMs: number;
  /** How often to look for due rows without a notify. */
  pollMs: number;
  /** A claim older than this is presumed dead (its process crashed) and is retried. */
  leaseMs: number;
  /** Messages sent at once. */
  concurrency: number;
  /** True where no other process can be sending (SQLite): every "sending" row at start is a crash's leftover. */
  exclusive: boolean;
  workerId?: string;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class OutboxWorker {
  readonly id: string;
  private running = false;
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private woken = false;
  private lastRecovery = 0;
  /** Messages this worker is sending right now; their claims are renewed while the send lasts. */
  private inFlight = new Set<number>();
  private sends = new Set<Promise<void>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private passes = 0;

  constructor(private o: OutboxWorkerOptions) {
    this.id = o.workerId ?? `worker-${process.pid}-${randomBytes(4).toString("hex")}`;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const recovered = await this.o.store.recoverStale(this.o.exclusive ? 0 : this.o.leaseMs);
    if (recovered) log.warn(`Outbox: ${recovered} message(s) left in "sending" by an earlier stop will be sent again`);
    this.lastRecovery = Date.now();
    // Claims of a live worker stay fresh however slow a send is; only a dead process's claims go stale.
    this.heartbeat = setInterval(() => {
      this.o.store.renewClaims([...this.inFlight], this.id).catch((error) => log.warn("Outbox: could not renew claims", error));
    }, Math.max(50, Math.floor(this.o.leaseMs / 3)));
    this.heartbeat.unref();
    this.loopDone = this.loop();
  }

  /**
   * How many times this worker has looked for due messages. Tests that must show nothing more is
   * sent wait for a few more looks (each of which would have claimed anything still due) instead of
   * for a guessed length of time.
   */
  get claimPasses(): number {
    return this.passes;
  }

  /** Sends under way right now. */
  get sendsInFlight(): number {
    return this.sends.size;
  }

  /** An inquiry was committed: look now instead of at the next poll. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Finishes the sends in flight (up to timeoutMs), then stops. Unsent rows stay in the database. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.running) return;
    this.stopping = true;
    this.wake?.();
    const done = this.loopDone ?? Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      done.then(() => false),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(true), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (timedOut) log.warn("Outbox: sends still in flight at shutdown will be retried after the next start");
    this.running = false;
  }

  /**
   * Keeps up to `concurrency` sends going: claims as many due messages as
   * there are free slots, and looks again when a send finishes, a new
   * inquiry is committed, or the poll interval passes. A slow message holds
   * one slot, not the whole queue.
   */
  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        if (!this.o.exclusive && Date.now() - this.lastRecovery >= this.o.leaseMs / 2) {
          this.lastRecovery = Date.now();
          const n = await this.o.store.recoverStale(this.o.leaseMs, [...this.inFlight]);
          if (n) log.warn(`Outbox: ${n} message(s) whose sender stopped answering will be sent again`);
        }
        const free = this.o.concurrency - this.sends.size;
        if (free > 0) {
          this.woken = false;
          const batch = await this.o.store.claim(this.id, free);
          for (const message of batch) this.launch(message);
          this.passes++;
        }
      } catch (error) {
        log.error("Outbox: the worker could not read or update the outbox; retrying shortly", error);
        await this.idle(Math.min(this.o.pollMs, 5_000));
        continue;
      }
      await this.idle(this.o.pollMs);
    }
    // Shutdown: the sends already under way finish and are recorded.
    await Promise.allSettled(this.sends);
  }

  private launch(message: OutboxMessage): void {
    this.inFlight.add(message.id);
    const send: Promise<void> = this.attempt(message)
      .catch((error) => log.error(`Outbox: could not record the outcome of message #${message.id}`, error))
      .finally(() => {
        this.inFlight.delete(message.id);
        this.sends.delete(send);
        this.notify(); // a slot is free
      });
    this.sends.add(send);
  }

  private idle(ms: number): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = () => {
        this.woken = false;
        finish();
      };
    });
  }

  private async attempt(message: OutboxMessage): Promise<void> {
    let response: string;
    try {
      ({ response } = await this.o.transport.send({
        from: this.o.from,
        to: { address: message.to_address, name: message.to_name },
        replyTo: message.reply_to_address ? { address: message.reply_to_address, name: message.reply_to_name } : null,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        // Rows from before migration 0004 have no stored Message-ID; theirs is derived as it always was.
        messageId: message.message_id ?? `<inquiry-${message.inquiry_id}.${message.kind}.${message.id}@${this.o.messageIdDomain}>`,
        inReplyTo: message.in_reply_to,
        references: message.references_header,
      }));
    } catch (error) {
      const reason = describeFailure(error);
      const outcome = await this.o.store.markFailed(message, this.id, reason, {
        permanent: isPermanentFailure(error),
        retryBaseMs: this.o.retryBaseMs,
      });
      const what = `${message.kind} #${message.id}${message.inquiry_id != null ? ` (inquiry ${message.inquiry_id})` : ""}`;
      if (outcome === "dead") log.error(`Outbox: gave up on ${what} after ${message.attempts} tries: ${reason}`);
      else log.warn(`Outbox: try ${message.attempts} of ${what} failed, will retry: ${reason}`);
      return;
    }
    await this.recordSent(message, response);
  }

  /** The server has the message; keep trying to write that down rather than risk sending it again. */
  private async recordSent(message: OutboxMessage, response: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.o.store.markSent(message.id, this.id, response);
        return;
      } catch (error) {
        if (attempt >= 6) {
          log.error(`Outbox: message #${message.id} was accepted but could not be marked sent; it may be sent again`, error);
          return;
        }
        await sleep(250 * 2 ** attempt);
      }
    }
  }
}
