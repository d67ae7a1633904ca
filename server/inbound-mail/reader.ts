/**
 * One pass over the sales mailbox: take the mailbox's lease, open the folder, read every message
 * past the watermark (oldest first, a batch at a time), keep each once, flag it \Seen, move the
 * watermark. Which messages are new is decided by UID, never by the \Seen flag, because a person
 * reading the mailbox in a mail client sets \Seen too (decision 0060). A failure at any step
 * leaves the watermark where the last kept message put it: the next pass starts there, and the
 * database's unique keys make a message taken in twice a no-op.
 */
import { randomBytes } from "node:crypto";
import { ImapFlow, type FetchMessageObject, type MessageStructureObject } from "imapflow";
import { log } from "../log.ts";
import type { ImapAccount } from "./imap-url.ts";
import { matchEmail } from "./matching.ts";
import { messageIds, parseMessage, safeFilename, type IncomingEmail, MAX_TEXT_CHARS } from "./parse.ts";
import type { InboundMailStore } from "./store.ts";
import type { Kysely } from "kysely";
import type { DB } from "../db/generated-types.ts";

export interface ReaderOptions {
  account: ImapAccount;
  store: InboundMailStore;
  db: Kysely<DB>;
  /** Staff, sales and sender addresses: their messages may join any thread they answer. */
  staffAddresses: () => Promise<ReadonlySet<string>>;
  leaseMs: number;
  /** Messages larger than this are not downloaded whole: their headers and text are, their attachments stay in the mailbox. */
  maxMessageBytes: number;
  maxAttachmentBytes: number;
  /** Messages per pass; the rest wait for the next one. */
  batch: number;
  /** On the first connection, messages older than this are left alone (a mailbox may hold years of mail). */
  firstLookBackMs: number;
  timeoutMs: number;
  /** Backoff after a failed pass: base, doubling, and its ceiling. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface PassResult {
  /** Another process holds the lease, or the mailbox is in its backoff after a failure. */
  skipped: boolean;
  kept: number;
  duplicates: number;
  error: string | null;
}

/** What staff read on the console when the mailbox cannot be read. */
export function describeImapError(error: unknown): string {
  const e = error as { authenticationFailed?: boolean; code?: string; responseText?: string; message?: string };
  if (e?.authenticationFailed) return `The mail server refused the user name or password in IMAP_URL${e.responseText ? ` (${e.responseText})` : ""}.`;
  if (e?.code === "ECONNREFUSED") return "The mail server refused the connection (is it running, and is the port in IMAP_URL right?).";
  if (e?.code === "ENOTFOUND" || e?.code === "EAI_AGAIN") return "The mail server's host name in IMAP_URL could not be found.";
  if (e?.code === "ETIMEDOUT" || e?.code === "CONNECT_TIMEOUT" || e?.code === "GREETING_TIMEOUT") return "The mail server did not answer in time.";
  const text = e?.responseText || e?.message || String(error);
  return `Reading the mailbox failed: ${text}${e?.code && !text.includes(e.code) ? ` (${e.code})` : ""}`;
}

function leaves(node: MessageStructureObject | undefined): MessageStructureObject[] {
  if (!node) return [];
  return node.childNodes?.length ? node.childNodes.flatMap(leaves) : [node];
}

async function streamText(client: ImapFlow, uid: number, part: string, maxBytes: number): Promise<string> {
  const download = await client.download(String(uid), part, { uid: true, maxBytes });
  if (!download.content) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of download.content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A message over the download cap (a 25 MB video, say): its headers say who and what it answers,
 * its text parts are read on their own, and its attachments are listed by name and size, left in
 * the mailbox. The thread still shows it; nothing large is copied.
 */
async function oversized(client: ImapFlow, meta: FetchMessageObject, o: ReaderOptions): Promise<IncomingEmail> {
  const head = await client.fetchOne(String(meta.uid), { uid: true, headers: true }, { uid: true });
  // The headers alone parse as a message without a body: sender, subject, what it answers.
  const parsed = await parseMessage(Buffer.concat([head && head.headers ? head.headers : Buffer.alloc(0), Buffer.from("\r\n")]), o.maxAttachmentBytes);
  const parts = leaves(meta.bodyStructure);
  const textPart = parts.find((p) => p.type === "text/plain" && p.disposition !== "attachment");
  const text = textPart ? await streamText(client, meta.uid, textPart.part ?? "1", MAX_TEXT_CHARS * 4) : "";
  const files = parts.filter((p) => p !== textPart && !(p.type === "text/html" && p.disposition !== "attachment"));
  return {
    ...parsed,
    text: text.slice(0, MAX_TEXT_CHARS),
    html: null,
    attachments: files.map((p, i) => ({
      filename: safeFilename(p.dispositionParameters?.filename ?? p.parameters?.name, i),
      contentType: (p.type || "application/octet-stream").toLowerCase(),
      size: p.size ?? 0,
      content: null,
    })),
    note: `This message is ${Math.round((meta.size ?? 0) / 1_048_576)} MB, over the ${Math.round(o.maxMessageBytes / 1_048_576)} MB the console copies: its attachments stayed in the mailbox.`,
  };
}

/** When even mailparser gives up: what the server's envelope says, and a note. */
function unreadable(meta: FetchMessageObject, error: unknown): IncomingEmail {
  const from = meta.envelope?.from?.[0];
  return {
    messageId: messageIds(meta.envelope?.messageId)[0] ?? null,
    answers: messageIds(meta.envelope?.inReplyTo),
    from: { address: (from?.address ?? "").toLowerCase(), name: from?.name || null },
    subject: (meta.envelope?.subject ?? "").slice(0, 500),
    text: "",
    html: null,
    sentAt: null,
    attachments: [],
    note: `This message could not be read (${error instanceof Error ? error.message : String(error)}); it stays in the mailbox.`,
  };
}

export class MailboxReader {
  readonly holder = `imap-${process.pid}-${randomBytes(4).toString("hex")}`;
  /**
   * Backoff is this process's own, in memory: a process started after the password was fixed
   * tries at once, instead of waiting out a delay an earlier failure wrote down.
   */
  private failures = 0;
  private retryAt = 0;

  constructor(private o: ReaderOptions) {}

  async pass(): Promise<PassResult> {
    const { account, store } = this.o;
    const skipped = { skipped: true, kept: 0, duplicates: 0, error: null };
    if (Date.now() < this.retryAt) return skipped;
    if (!(await store.takeLease(account.key, this.holder, this.o.leaseMs))) return skipped;
    const client = new ImapFlow({
      host: account.host,
      port: account.port,
      secure: account.secure,
      auth: { user: account.user, pass: account.pass },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: this.o.timeoutMs,
      greetingTimeout: this.o.timeoutMs,
      socketTimeout: this.o.timeoutMs * 3,
    });
    // An error after connect (the server hangs up) is emitted, not thrown: without a listener it would end the process.
    client.on("error", (error) => log.warn(`IMAP ${account.key}: connection error`, error));
    const result: PassResult = { skipped: false, kept: 0, duplicates: 0, error: null };
    try {
      await client.connect();
      const lock = await client.getMailboxLock(account.folder);
      try {
        await this.readNew(client, result);
      } finally {
        lock.release();
      }
      await client.logout().catch(() => undefined);
      await store.succeeded(account.key, this.holder);
      this.failures = 0;
      this.retryAt = 0;
    } catch (error) {
      result.error = describeImapError(error);
      this.failures++;
      const delay = Math.min(this.o.retryMaxMs, this.o.retryBaseMs * 2 ** Math.min(20, this.failures - 1));
      this.retryAt = Date.now() + delay;
      log.warn(`IMAP ${account.key}: ${result.error} Tried again in ${Math.round(delay / 1000)} s.`);
      await store.failed(account.key, this.holder, result.error, this.failures, delay).catch((e) => log.warn("IMAP: could not record the failure", e));
    } finally {
      client.close();
    }
    return result;
  }

  private async readNew(client: ImapFlow, result: PassResult): Promise<void> {
    const { account, store } = this.o;
    const mailbox = client.mailbox;
    if (!mailbox) throw new Error(`the folder ${account.folder} could not be opened`);
    const uidValidity = String(mailbox.uidValidity);
    const state = await store.state(account.key);
    let lastUid = Number(state?.last_uid ?? 0);
    if (state?.uid_validity !== uidValidity) {
      lastUid = state?.uid_validity ? 0 : await this.firstWatermark(client, mailbox.uidNext);
      if (state?.uid_validity) log.warn(`IMAP ${account.key}: the folder's UIDVALIDITY changed; reading it again from the start (Message-IDs keep what was taken in from being taken in twice)`);
      await store.restart(account.key, this.holder, uidValidity, lastUid);
    }
    const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
    // "n:*" always names the last message, even when its UID is below n.
    const uids = (found || []).filter((u) => u > lastUid).sort((a, b) => a - b).slice(0, this.o.batch);
    const staff = await this.o.staffAddresses();
    for (const uid of uids) {
      if (!(await store.renewLease(account.key, this.holder, this.o.leaseMs))) throw new Error("the lease on the mailbox was lost; another process reads it now");
      if (!(await store.isKept(account.key, uidValidity, uid))) {
        const kept = await this.takeIn(client, uid, uidValidity, staff);
        if (kept === "kept") result.kept++;
        else if (kept === "duplicate") result.duplicates++;
      } else result.duplicates++;
      // After the row is committed: a crash before this leaves the message unflagged, never unkept.
      await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
      await store.advance(account.key, this.holder, uidValidity, uid);
    }
  }

  /** First connection: start at the messages of the last days, not at the mailbox's whole history. */
  private async firstWatermark(client: ImapFlow, uidNext: number): Promise<number> {
    const recent = await client.search({ since: new Date(Date.now() - this.o.firstLookBackMs) }, { uid: true });
    if (recent && recent.length) return Math.min(...recent) - 1;
    return Math.max(0, uidNext - 1);
  }

  private async takeIn(client: ImapFlow, uid: number, uidValidity: string, staff: ReadonlySet<string>): Promise<"kept" | "duplicate" | "gone"> {
    const meta = await client.fetchOne(String(uid), { uid: true, size: true, envelope: true, bodyStructure: true }, { uid: true });
    if (!meta) return "gone"; // expunged meanwhile
    const size = meta.size ?? 0;
    let email: IncomingEmail;
    try {
      if (size > this.o.maxMessageBytes) email = await oversized(client, meta, this.o);
      else {
        const full = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
        if (!full || !full.source) return "gone";
        email = await parseMessage(full.source, this.o.maxAttachmentBytes);
      }
    } catch (error) {
      // A connection that broke mid-way is the mailbox's failure (tried again), not the message's.
      if (!client.usable) throw error;
      email = unreadable(meta, error);
    }
    const match = await matchEmail(this.o.db, email, staff);
    const kept = await this.o.store.keep({ mailbox: this.o.account.key, uidValidity, uid, size }, email, match);
    return kept.created ? "kept" : "duplicate";
  }
}
